"""Machine IR: functions of basic blocks of target instructions on virtual and physical
registers. Produced by isel/emit.py, rewritten by regalloc/ and codegen/ passes, consumed
by the asm printer and the assemblers.

Operands of a MachineInstr are stored in the order of its `Instr.operands` (defs first):
each is a `VReg`, a physical `Reg`, an `int` immediate, a `Sym`, a `FrameIndex`, a
`MachineBasicBlock` (branch target) or a `str` condition code. Calls and returns carry
extra `implicit_uses`/`implicit_defs` (argument and result registers, clobbers).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.codegen.records import Instr, Reg, RegClass
from pyllc.native import mypyc_attr


class VReg:
    """A virtual register of a register class; printed `%N`."""
    __slots__ = ("id", "cls")

    def __init__(self, id: int, cls: RegClass) -> None:
        self.id = id
        self.cls = cls

    def __repr__(self) -> str:
        return f"%{self.id}"


# plain Python classes under mypyc: BlockSym overrides the `name` attribute with a property
# (a native Sym reads its own slot, undefined in a BlockSym)
@mypyc_attr(native_class=False)
class Sym:
    """A symbol reference `name+offset`, optionally under a relocation modifier
    (`hi`, `lo`, `pcrel_hi`, `pcrel_lo`, `got`, `lo12` ...) that the target prints."""
    __slots__ = ("name", "offset", "modifier")

    def __init__(self, name: str, offset: int = 0, modifier: str | None = None) -> None:
        self.name = name
        self.offset = offset
        self.modifier = modifier

    def __repr__(self) -> str:
        base = self.name + (f"{self.offset:+d}" if self.offset else "")
        return f"{self.modifier}({base})" if self.modifier else base

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Sym) and self.name == other.name
                and self.offset == other.offset and self.modifier == other.modifier)

    def __hash__(self) -> int:
        return hash((self.name, self.offset, self.modifier))


@mypyc_attr(native_class=False)
class BlockSym(Sym):
    """A `Sym` naming a basic block's address (`blockaddress`, BLOCK_ADDRESS nodes): its
    name is the block's label, read when printed or encoded (labels are assigned late)."""
    __slots__ = ("block",)

    def __init__(self, block: Any, offset: int = 0, modifier: str | None = None) -> None:
        self.block = block
        self.offset = offset
        self.modifier = modifier

    # Read-only here, writable on Sym: no code renames a symbol after building it, and a
    # block's label is only known late, so the name is computed (mypy cannot express
    # "attribute never written" on the base).
    @property
    def name(self) -> str:  # type: ignore[override]
        return self.block.label or f"%bb.{self.block.number}"


class FrameIndex:
    """A stack object not yet placed; frame lowering rewrites it to base register + offset.
    `offset` is an extra byte offset into the object."""
    __slots__ = ("index", "offset")

    def __init__(self, index: int, offset: int = 0) -> None:
        self.index = index
        self.offset = offset

    def __repr__(self) -> str:
        return f"%stack.{self.index}" + (f"+{self.offset}" if self.offset else "")


_REG_TYPES = (VReg, Reg)

# Per instruction record: the indices of its def operands and of its use operands.
# Keyed by the (immutable, identity-hashed) Instr record itself, so it cannot go stale.
_ROLE_CACHE: dict[Instr, tuple[tuple[int, ...], tuple[int, ...]]] = {}


# Per instruction record: is_def of each explicit operand, in operand order.
_DEF_FLAGS: dict[Instr, tuple[bool, ...]] = {}


def _roles(instr: Instr) -> tuple[tuple[int, ...], tuple[int, ...]]:
    r = _ROLE_CACHE.get(instr)
    if r is None:
        specs = instr.operands
        r = (tuple(i for i, s in enumerate(specs) if s.is_def),
             tuple(i for i, s in enumerate(specs) if not s.is_def))
        _ROLE_CACHE[instr] = r
    return r


def operand_roles(instr: Instr) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(indices of the def operands, indices of the use operands) of `instr`."""
    return _roles(instr)


class MachineInstr:
    """`loc` is the IR instruction the MachineInstr was selected from (None for
    instructions the later passes make: copies, spills, prologue); the asm printer and
    the assembler read its `!dbg` (codegen/debugloc.py)."""
    __slots__ = ("instr", "ops", "implicit_uses", "implicit_defs", "parent", "comment", "loc")

    def __init__(self, instr: Instr, ops: list[Any], implicit_uses: tuple = (),
                 implicit_defs: tuple = ()) -> None:
        self.instr = instr
        self.ops = ops
        self.implicit_uses = implicit_uses   # extra, beyond instr.implicit_uses
        self.implicit_defs = implicit_defs   # extra, beyond instr.implicit_defs (e.g. call clobbers)
        self.parent: MachineBasicBlock | None = None
        self.comment: str | None = None
        self.loc: Any = None

    def defs(self) -> list[Any]:
        """Registers (VReg or Reg) written, explicit then implicit."""
        ops = self.ops
        n = len(ops)
        out = []
        instr = self.instr
        for i in (_ROLE_CACHE.get(instr) or _roles(instr))[0]:
            if i < n:
                op = ops[i]
                if isinstance(op, _REG_TYPES):
                    out.append(op)
        implicit = instr.implicit_defs
        if implicit:
            out.extend(implicit)
        if self.implicit_defs:
            out.extend(self.implicit_defs)
        return out

    def uses(self) -> list[Any]:
        """Registers (VReg or Reg) read, explicit then implicit."""
        ops = self.ops
        n = len(ops)
        out = []
        instr = self.instr
        for i in (_ROLE_CACHE.get(instr) or _roles(instr))[1]:
            if i < n:
                op = ops[i]
                if isinstance(op, _REG_TYPES):
                    out.append(op)
        implicit = instr.implicit_uses
        if implicit:
            out.extend(implicit)
        if self.implicit_uses:
            out.extend(self.implicit_uses)
        return out

    def regs(self) -> tuple[list[Any], list[Any]]:
        """`(defs(), uses())` in one walk over the operands."""
        instr = self.instr
        flags = _DEF_FLAGS.get(instr)
        if flags is None:
            flags = _DEF_FLAGS[instr] = tuple(s.is_def for s in instr.operands)
        defs: list[Any] = []
        uses: list[Any] = []
        for op, is_def in zip(self.ops, flags):
            c = op.__class__
            if c is VReg or c is Reg:           # (neither has subclasses)
                if is_def:
                    defs.append(op)
                else:
                    uses.append(op)
        if instr.implicit_defs:
            defs.extend(instr.implicit_defs)
        if self.implicit_defs:
            defs.extend(self.implicit_defs)
        if instr.implicit_uses:
            uses.extend(instr.implicit_uses)
        if self.implicit_uses:
            uses.extend(self.implicit_uses)
        return defs, uses

    def op_named(self, name: str) -> Any:
        for spec, op in zip(self.instr.operands, self.ops):
            if spec.name == name:
                return op
        raise KeyError(name)

    @property
    def is_copy(self) -> bool:
        return "move" in self.instr.flags

    def __repr__(self) -> str:
        text = self.instr.name + " " + ", ".join(_fmt(o) for o in self.ops)
        if self.implicit_uses:
            text += " implicit " + ", ".join(map(repr, self.implicit_uses))
        if self.implicit_defs:
            text += " implicit-def " + ", ".join(map(repr, self.implicit_defs))
        return text


def _fmt(op: Any) -> str:
    if isinstance(op, MachineBasicBlock):
        return f"%bb.{op.number}"
    return repr(op)


_ORDERED_OPCODES = frozenset({"atomicrmw", "cmpxchg", "fence"})


def is_ordered_access(mi: MachineInstr) -> bool:
    """Does memory instruction `mi` belong to a volatile or atomic IR access (LLVM's
    `MachineInstr::hasOrderedMemoryRef`)? Such an access keeps its width and its order
    against the other ordered ones: a pass that pairs, merges or moves memory accesses
    must not pair it (llc-16 never pairs volatile accesses into `ldp`/`stp`) nor move it
    across another ordered access; moving a plain access across it stays allowed.

    How it is known: a MachineInstr has no memory operands, but its `loc` is the IR
    instruction that selection took it from (isel/select.py `emit`), and a LOAD/STORE
    node's `Mem.volatile` comes from that instruction alone: its `volatile` flag, or an
    atomic ordering, which isel/build_memory.py lowers to a volatile LOAD/STORE when it is
    `unordered`/`monotonic`. Legalized pieces keep the loc of the node they replace, and
    the passes that rebuild a memory instruction copy its loc (load_pairs, post_index,
    delay slots). Conservative on instructions made while lowering an atomic (their loc
    is the atomicrmw/cmpxchg): they are treated as ordered. An instruction with no loc
    (spills, copies, prologue) is a plain access."""
    loc = mi.loc
    if loc is None:
        return False
    return ("volatile" in loc.flags or loc.opcode in _ORDERED_OPCODES
            or getattr(loc, "ordering", None) is not None)


class MachineBasicBlock:
    __slots__ = ("number", "name", "instrs", "succs", "preds", "ir_block", "label",
                 "live_in", "align")

    def __init__(self, number: int, name: str, ir_block: Any = None) -> None:
        self.number = number
        self.name = name
        self.instrs: list[MachineInstr] = []
        self.succs: list[MachineBasicBlock] = []
        self.preds: list[MachineBasicBlock] = []
        self.ir_block = ir_block
        self.label = ""           # assembly label, set by the function's namer
        self.live_in: list[Reg] = []
        self.align = 0

    def append(self, mi: MachineInstr) -> MachineInstr:
        mi.parent = self
        self.instrs.append(mi)
        return mi

    def insert(self, index: int, mi: MachineInstr) -> MachineInstr:
        mi.parent = self
        self.instrs.insert(index, mi)
        return mi

    def add_succ(self, other: MachineBasicBlock) -> None:
        if other not in self.succs:
            self.succs.append(other)
            other.preds.append(self)

    def add_succs(self, others: Iterable[MachineBasicBlock]) -> None:
        """`add_succ` of each, in order, in time linear in the count (a jump table of
        thousands of destinations made `add_succ` one by one quadratic)."""
        have = {id(s) for s in self.succs}
        for other in others:
            if id(other) not in have:
                have.add(id(other))
                self.succs.append(other)
                other.preds.append(self)

    def first_terminator(self) -> int:
        """Index of the first terminator (len(instrs) if none)."""
        i = len(self.instrs)
        while i > 0 and "terminator" in self.instrs[i - 1].instr.flags:
            i -= 1
        return i

    def __repr__(self) -> str:
        return f"%bb.{self.number}"


@mypyc_attr(allow_interpreted_subclasses=True)  # -j pickles it: a __new__ without __init__
class StackObject:
    """One frame object: a local (alloca), a spill slot, or a fixed incoming-argument slot
    (`fixed` objects have their offset given relative to the incoming stack pointer)."""
    __slots__ = ("size", "align", "offset", "fixed", "kind")

    def __init__(self, size: int, align: int, fixed: bool = False, offset: int = 0,
                 kind: str = "local") -> None:
        self.size = size
        self.align = align
        self.fixed = fixed
        self.offset = offset     # final offset from the frame base, set by frame layout
        self.kind = kind         # "local" | "spill" | "fixed" | "varargs"


class FrameInfo:
    """Stack objects of a function, plus the facts frame lowering needs."""
    __slots__ = ("objects", "max_call_frame", "has_calls", "has_dynamic_alloca",
                 "has_varargs", "callee_saved_used", "stack_size", "max_align",
                 "vararg_save_area")

    def __init__(self) -> None:
        self.objects: list[StackObject] = []
        self.max_call_frame = 0          # bytes of outgoing stack arguments (reserved call frame)
        self.has_calls = False
        self.has_dynamic_alloca = False
        self.has_varargs = False
        self.callee_saved_used: list[Reg] = []
        self.stack_size = 0              # set by frame layout
        self.max_align = 1
        self.vararg_save_area: int | None = None   # frame index, target-defined use

    def create(self, size: int, align: int, kind: str = "local") -> int:
        self.objects.append(StackObject(size, align, kind=kind))
        self.max_align = max(self.max_align, align)
        return len(self.objects) - 1

    def create_fixed(self, size: int, offset: int) -> int:
        """An object at `offset` bytes from the stack pointer at function entry."""
        self.objects.append(StackObject(size, 1, fixed=True, offset=offset, kind="fixed"))
        return len(self.objects) - 1


@mypyc_attr(allow_interpreted_subclasses=True)  # -j pickles it: a __new__ without __init__
class MachineFunction:
    __slots__ = ("name", "target", "blocks", "frame", "next_vreg", "ir_function",
                 "is_vararg", "linkage", "constants", "jump_tables", "features", "info")

    def __init__(self, name: str, target: Any, ir_function: Any = None) -> None:
        self.name = name
        self.target = target
        self.blocks: list[MachineBasicBlock] = []
        self.frame = FrameInfo()
        self.next_vreg = 0
        self.ir_function = ir_function
        self.is_vararg = False
        self.linkage = "external"
        self.constants: list[tuple[str, bytes, int]] = []   # (label, bytes, align) for the constant pool
        self.jump_tables: list[list[MachineBasicBlock]] = []
        self.features: frozenset[str] = frozenset()
        self.info: dict[str, Any] = {}    # target-private per-function facts

    def new_vreg(self, cls: RegClass) -> VReg:
        v = VReg(self.next_vreg, cls)
        self.next_vreg += 1
        return v

    def pool_constant(self, data: bytes, align: int) -> str:
        """The label of `data` in the function's constant pool (`.LCPI<fn>_<n>`), added
        with `align` unless the same bytes are already there."""
        for label, d, _ in self.constants:
            if d == data:
                return label
        label = f".LCPI{self.info.get('fn_number', 0)}_{len(self.constants)}"
        self.constants.append((label, data, align))
        return label

    def new_block(self, name: str, ir_block: Any = None) -> MachineBasicBlock:
        mbb = MachineBasicBlock(len(self.blocks), name, ir_block)
        self.blocks.append(mbb)
        return mbb

    def renumber(self) -> None:
        for i, b in enumerate(self.blocks):
            b.number = i

    def dump(self) -> str:
        """A readable listing, like llc's -print-after-all MIR dumps."""
        lines = [f"# Machine code for function {self.name}:"]
        for i, obj in enumerate(self.frame.objects):
            lines.append(f"  %stack.{i}: size={obj.size}, align={obj.align}, "
                         f"{obj.kind}, offset={obj.offset}")
        for b in self.blocks:
            head = f"bb.{b.number}.{b.name}:"
            if b.preds:
                head += "  ; preds: " + ", ".join(f"%bb.{p.number}" for p in b.preds)
            lines.append(head)
            if b.live_in:
                lines.append("  liveins: " + ", ".join(map(repr, b.live_in)))
            for mi in b.instrs:
                lines.append("    " + repr(mi))
            if b.succs:
                lines.append("  ; succs: " + ", ".join(f"%bb.{s.number}" for s in b.succs))
        lines.append(f"# End machine code for function {self.name}.")
        return "\n".join(lines) + "\n"


def jump_table_label(fn_number: int, index: int) -> str:
    """The label of a function's jump table `index` (`.LJTI<fn#>_<n>`, as llc names it):
    isel refers to it, the asm printer and the assembler define it."""
    return f".LJTI{fn_number}_{index}"
