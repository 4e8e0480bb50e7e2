"""The target interface: what a target folder must provide, as typed classes whose
defaults are right for most ISAs (LLVM's TargetInstrInfo, TargetFrameLowering,
TargetLowering, MCAsmInfo, in small).

A target is one `Target` object (built in `targets/<arch>/__init__.py`) holding its
tables — registers, instructions, patterns, calling convention, legalization actions —
and one object per concern:

  `instr_info`      InstrInfo        register moves, spill and reload per register class,
                                     branch inversion, post-selection and post-RA passes
  `frame_lowering`  FrameLowering    which registers a frame saves, prologue, epilogue,
                                     frame-index elimination
  `lowering`        TargetLowering   custom DAG lowering for CUSTOM actions, formal
                                     arguments of variadic functions, register windows
  `mc`              MCInfo           symbol spelling in `.s` text, Intel templates,
                                     the encoder, ELF relocations

A method a target lacks is a type error (mypy) or a `NotImplementedError` naming the
target and the method, never a silent fallback. Generic code (isel/, regalloc/, mc/,
codegen/) reads only this interface; it never imports a concrete target.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from typing import Any, ClassVar, Protocol

from pyllc.codegen.dag import Node, SelectionDAG, Value
from pyllc.codegen.frame_layout import FrameLayout
from pyllc.codegen.inline_asm import InlineAsmInfo
from pyllc.codegen.mir import (
    FrameIndex,
    MachineBasicBlock,
    MachineFunction,
    MachineInstr,
    Sym,
    VReg,
)
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import Pat
from pyllc.codegen.records import CUSTOM, EXPAND, LEGAL, CallingConv, Instr, LibCall, Reg, RegClass
from pyllc.diagnostics import CompileError
from pyllc.native import mypyc_attr
from pyllc.record import field, record

# --------------------------------------------------------------------------- instructions

@mypyc_attr(allow_interpreted_subclasses=True)
class InstrInfo:
    """Instruction facts algorithms need beyond the instruction records.

    Spill and reload are generic: `slot_instrs` maps a register class name to its
    (store, load) instruction records, whose operands are `reg, FrameIndex, offset` (the
    order `slot_operands` gives; x86 overrides it). `spill_classes` lists, most specific
    first, the classes a physical register is looked up in when no class is known.
    """

    def __init__(self, slot_instrs: Mapping[str, tuple[Instr, Instr]],
                 spill_classes: Sequence[RegClass]) -> None:
        self.slot_instrs = dict(slot_instrs)
        self.spill_classes = tuple(spill_classes)

    def copy_phys(self, dst: Reg, src: Reg) -> list[MachineInstr]:
        """The instructions that copy `src` into `dst` after register allocation."""
        raise NotImplementedError(f"{type(self).__name__}.copy_phys")

    def class_of(self, reg: Reg | VReg, cls: RegClass | None = None) -> RegClass:
        """The register class whose spill slot holds `reg`."""
        if cls is not None:
            return cls
        if isinstance(reg, VReg):
            return reg.cls
        for c in self.spill_classes:
            if reg in c.regs:
                return c
        raise CompileError(f"register {reg.asm_name()} is in no spillable register class")

    def slot_operands(self, reg: Reg | VReg, fi: int, store: bool) -> list[Any]:
        """Operands of the spill (`store`) or reload instruction for frame object `fi`."""
        return [reg, FrameIndex(fi), 0]

    def _slot(self, reg: Reg | VReg, cls: RegClass | None, store: bool) -> Instr:
        c = self.class_of(reg, cls)
        pair = self.slot_instrs.get(c.name)
        if pair is None:
            raise CompileError(f"no spill instructions for register class {c.name}")
        return pair[0] if store else pair[1]

    def store_to_slot(self, mf: MachineFunction, reg: Reg | VReg, fi: int,
                      cls: RegClass | None = None) -> list[MachineInstr]:
        """Spill `reg` (of class `cls`, or its own) to frame object `fi`."""
        return [MachineInstr(self._slot(reg, cls, True), self.slot_operands(reg, fi, True))]

    def load_from_slot(self, mf: MachineFunction, reg: Reg | VReg, fi: int,
                       cls: RegClass | None = None) -> list[MachineInstr]:
        """Reload `reg` from frame object `fi`."""
        return [MachineInstr(self._slot(reg, cls, False), self.slot_operands(reg, fi, False))]

    def invert_branch(self, mi: MachineInstr, target: MachineBasicBlock) -> MachineInstr | None:
        """The conditional branch with the opposite condition to `target`, or None when
        the ISA has none (branch folding then keeps the jump)."""
        return None

    def allocation_hints(self, mf: MachineFunction) -> dict[int, list[tuple[Any, Any]]]:
        """Register hints beyond copies (LLVM's TargetRegisterInfo::getRegAllocationHints),
        read by the greedy allocator at the start of each round: vreg id -> [(partner,
        wanted)], meaning "take the register `partner` has (a Reg, or a VReg once it is
        assigned) if that register is in `wanted` (a set of Regs, or None: any)". Tried
        after the copy hints, before the class's order. Default: none."""
        return {}

    def expand_isel_pseudos(self, mf: MachineFunction) -> None:
        """Replace pseudos that need new blocks (select diamonds, atomic loops) after
        selection, before register allocation (LLVM's custom inserters). Default: none."""

    def post_ra(self, mf: MachineFunction, opt_level: int) -> None:
        """Target passes after register allocation and frame lowering (SPARC: delay
        slots). Default: none."""


# --------------------------------------------------------------------------- frames

@mypyc_attr(allow_interpreted_subclasses=True)
class FrameLowering:
    """The target half of codegen/prologue.py: the layout itself is generic.

    Defaults: the frame pointer is needed for dynamic allocas and objects aligned beyond
    the stack alignment, and where `mf.info["frame-pointer"]` (-frame-pointer) asks for
    it: "all" functions, or "non-leaf" ones (that call); the outgoing-argument area is reserved in the frame unless sp
    moves; the saved registers are `fixed_saved_registers` (return address, frame
    pointer ...) followed by the callee-saved registers the allocator used.
    """

    stack_align: ClassVar[int] = 16
    slot_bytes: ClassVar[int] = 8
    # the largest alignment a fixed frame object gets without realigning the stack; None:
    # the frame realigns as needed. Allocas aligned beyond it are allocated dynamically at
    # entry instead (isel/build.py), which aligns them at run time.
    max_object_align: ClassVar[int | None] = None

    def has_calls(self, mf: MachineFunction) -> bool:
        if mf.frame.has_calls:
            return True
        return any(mi.instr.has("call") for b in mf.blocks for mi in b.instrs)

    def needs_frame_pointer(self, mf: MachineFunction) -> bool:
        policy = mf.info.get("frame-pointer")        # llc's -frame-pointer=all|non-leaf
        if policy == "all" or (policy == "non-leaf" and self.has_calls(mf)):
            return True
        over_aligned = any(o.align > self.stack_align for o in mf.frame.objects if not o.fixed)
        return bool(mf.frame.has_dynamic_alloca or over_aligned)

    def reserved_call_frame(self, mf: MachineFunction) -> bool:
        """The outgoing-argument area is part of the fixed frame unless sp moves (LLVM's
        hasReservedCallFrame = !hasVarSizedObjects)."""
        return not mf.frame.has_dynamic_alloca

    def fixed_saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        """Registers every such frame saves before the allocator's callee-saved ones."""
        return []

    def saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        regs = self.fixed_saved_registers(mf, lay)
        fixed = set(regs)
        regs.extend(r for r in mf.frame.callee_saved_used if r not in fixed)
        return regs

    def slot_size(self, reg: Reg) -> int:
        return self.slot_bytes

    def emit_prologue(self, mf: MachineFunction, lay: FrameLayout) -> None:
        raise NotImplementedError(f"{type(self).__name__}.emit_prologue")

    def emit_epilogue(self, mf: MachineFunction, block: MachineBasicBlock, index: int,
                      lay: FrameLayout) -> None:
        """Insert the epilogue before the return at `block.instrs[index]`."""
        raise NotImplementedError(f"{type(self).__name__}.emit_epilogue")

    def lower_call_frame_pseudos(self, mf: MachineFunction, lay: FrameLayout) -> None:
        raise NotImplementedError(f"{type(self).__name__}.lower_call_frame_pseudos")

    def frame_location(self, mf: MachineFunction, lay: FrameLayout, index: int) -> tuple[Reg, int]:
        """(base register, offset) of frame object `index`."""
        raise NotImplementedError(f"{type(self).__name__}.frame_location")

    def eliminate_frame_index(self, mf: MachineFunction, mi: MachineInstr,
                              lay: FrameLayout) -> list[MachineInstr]:
        """Rewrite `mi`'s FrameIndex operand in place; return fix-ups to put before it."""
        raise NotImplementedError(f"{type(self).__name__}.eliminate_frame_index")


# --------------------------------------------------------------------------- DAG lowering

CustomLowering = Callable[[SelectionDAG, Node], "list[Value] | None"]


@record(frozen=True)
class QuadRoutines:
    """A soft binary128 ABI of routines that take binary128 operands by address and
    return a binary128 through the hidden structure-return word (the SPARC Compliance
    Definition's `_Q_*`; isel/soft_float.py calls them).

    `names`: libgcc helper name -> the ABI's routine (`__addtf3` -> `_Q_add`); an
    operation without an entry is a clean error. `compare`: the routine answering 0
    (equal), 1 (less), 2 (greater) or 3 (unordered). `tests`: fcmp predicate -> (mask, k,
    integer condition) testing compare's result r as `(r & mask) cc k`; mask 0 means
    `((r + 1) & 2) cc k` (the ueq/one form of LLVM's LowerF128Compare).
    """
    names: Mapping[str, str]
    compare: str
    tests: Mapping[str, tuple[int, int, str]]


@record(frozen=True)
class FrameChain:
    """How a target's frames link, for `llvm.frameaddress(n)` / `llvm.returnaddress(n)`
    (LLVM's LowerFRAMEADDR / LowerRETURNADDR; isel/frame_address.py).

    The frame address of depth 0 is the frame pointer's value; that of depth n+1 is the
    word at `caller_fp` bytes from depth n's; the return address of depth n is the word
    at `ret_addr` bytes from depth n's frame address (x86-64: 0 and 8 from rbp; AArch64's
    frame record: 0 and 8 from x29; RISC-V: -16 and -8 from s0). `ra_reg`: where depth 0's
    return address is without a load (SPARC's %i7); `ret_addr_from_callee`: depth n's
    return address is found from depth n-1's frame address instead (SPARC: a frame's %i7
    is saved in its callee's register save area, 56 and 60 from %fp). `flush`: a target
    DAG node (chain -> chain) that must run before the walk's loads (SPARC's window
    flush, `ta 3`).
    """
    caller_fp: int
    ret_addr: int
    ra_reg: Reg | None = None
    ret_addr_from_callee: bool = False
    flush: str | None = None


@mypyc_attr(allow_interpreted_subclasses=True)
class TargetLowering:
    """What the DAG builder and legalizer ask of a target beyond its tables.

    `custom` maps an opcode with a CUSTOM action to the function that lowers it (LLVM's
    `LowerOperation` switch, as data): it returns the values replacing the node's
    results, or None to leave the node alone.
    """

    # Widths in bits of the `atomicrmw min/max/umin/umax` the target selects inline;
    # the others become compare-exchange loops before isel (isel/atomic_expand.py).
    atomic_minmax_bits: frozenset[int] = frozenset()
    # the frame records __builtin_frame_address / __builtin_return_address walk; None:
    # those intrinsics are a clean error on this target
    frame_chain: FrameChain | None = None
    # the constants an `add` takes as its immediate in one instruction (the target's
    # immediate type's `fits`); None: the 12-bit signed range, within every target's
    add_immediate: Callable[[int], bool] | None = None

    def __init__(self, custom: Mapping[str, CustomLowering] | None = None,
                 atomic_minmax_bits: frozenset[int] = frozenset()) -> None:
        self.custom: dict[str, CustomLowering] = dict(custom or {})
        self.atomic_minmax_bits = atomic_minmax_bits

    def lower_operation(self, dag: SelectionDAG, node: Node) -> list[Value] | None:
        fn = self.custom.get(node.op)
        if fn is None:
            raise CompileError(f"{dag.target.name}: {node.op} is marked CUSTOM but the "
                               f"target has no lowering for it")
        return fn(dag, node)

    def is_legal_add_immediate(self, value: int) -> bool:
        """Whether `add x, value` is one instruction with `value` as its immediate (LLVM's
        TargetLowering::isLegalAddImmediate): the DAG combiner makes a constant an add's
        operand only where the add takes it, so no materialization is added."""
        fits = self.add_immediate
        return fits(value) if fits is not None else -2048 <= value < 2048

    def has_custom(self, op: str) -> bool:
        return op in self.custom

    def lower_varargs_formals(self, lowering: Any, state: Any) -> bool:
        """Set up a variadic function's register save area; False: the generic way
        (stores of the unused argument registers to fixed slots) applies."""
        return False

    def lower_target_types(self, dag: SelectionDAG) -> None:
        """Rewrite the values of types this target handles its own way, before type
        legalization (x86-64: x86_fp80 as x87 operations on i64 pairs). Default: none.
        Such types are not in `vt_class`: type legalization calls this only for DAGs
        with a value of a type outside it."""

    def to_caller_window(self, reg: Reg) -> Reg:
        """The name of an argument register as the caller sees it (SPARC windows)."""
        return reg


# --------------------------------------------------------------------------- MC

class Encoder(Protocol):
    """Machine code for one instruction: (bytes, [(offset, ELF relocation type, Sym)]).
    `pcrel_label(pc)` names a local anchor at `pc` (the RISC-V auipc a `%pcrel_lo`
    relocation points back to); `size(mi)` is the size before addresses are known."""

    def encode(self, mi: MachineInstr, pc: int, labels: Any,
               pcrel_label: Callable[[int], str]) -> tuple[bytes, list[Any]]: ...

    def size(self, mi: MachineInstr) -> int: ...


@record(frozen=True)
class RelocationInfo:
    """A target's ELF facts: machine numbers, relocation numbering, data relocations by
    size, and `apply(type, image, offset, S, A, P[, pcrel_at])` for the linker."""
    arch: str
    machine: int
    numbers: Mapping[str, int]
    data: Mapping[int, str]
    data_pcrel: Mapping[int, str]
    apply: Callable[..., None]
    flags: int = 0
    machines: tuple[int, ...] = ()          # every e_machine accepted when reading
    deferred: tuple[str, ...] = ()          # resolved after the others (RISC-V %pcrel_lo)
    ignored: tuple[str, ...] = ()           # accepted and skipped (R_RISCV_RELAX)
    # GOT-generating types -> (the type that patches the place, `from_base`): a loader
    # that builds a GOT applies the second type with S = the symbol's GOT slot, or with
    # S = the slot's offset from the GOT base when `from_base` (SPARC GOT22/GOT10)
    got: Mapping[str, tuple[str, bool]] = field(default_factory=dict)
    # thread-local storage: types whose S is the symbol's offset from the thread pointer
    # (local exec), and types naming a GOT slot that holds that offset (initial exec),
    # with the same (patching type, from_base) pairs as `got`
    tprel: tuple[str, ...] = ()
    got_tprel: Mapping[str, tuple[str, bool]] = field(default_factory=dict)

    # general dynamic: types naming a GOT *pair* (module id and offset for
    # `__tls_get_addr`, or a TLS descriptor), as (patching type, from_base)
    got_tls_pair: Mapping[str, tuple[str, bool]] = field(default_factory=dict)
    # local dynamic: types naming the module's GOT pair (module id, offset 0), patched
    # like `got_tls_pair`, and types whose S is the symbol's offset in the module's block
    got_tls_module: Mapping[str, tuple[str, bool]] = field(default_factory=dict)
    dtprel: tuple[str, ...] = ()
    # TLS types of a call instruction that the linker points at `__tls_get_addr` (SPARC
    # TLS_GD_CALL names the variable): the patching type
    tls_call: Mapping[str, str] = field(default_factory=dict)
    # the other TLS types (markers, local-dynamic offsets): not resolved by pylli
    tls_other: tuple[str, ...] = ()

    def accepts(self, machine: int) -> bool:
        return machine == self.machine or machine in self.machines

    def is_tls(self, type: str) -> bool:
        """Whether relocation `type` refers to a thread-local symbol."""
        return (type in self.tprel or type in self.got_tprel or type in self.tls_other
                or type in self.got_tls_pair or type in self.tls_call)


@mypyc_attr(allow_interpreted_subclasses=True)
class MCInfo:
    """How the target's instructions are spelled and encoded."""

    def __init__(self, encoder: Encoder, relocations: RelocationInfo) -> None:
        self.encoder = encoder
        self.relocations = relocations

    def format_sym(self, sym: Sym) -> str:
        """A symbol operand in `.s` text: `name+off`, with a relocation modifier
        `%mod(name+off)` (targets spell modifiers their own way where GNU as does)."""
        base = sym.name + (f"{sym.offset:+d}" if sym.offset else "")
        return f"%{sym.modifier}({base})" if sym.modifier else base

    def syntax_template(self, syntax: str) -> Callable[[Instr], str] | None:
        """The templates of an alternative assembly syntax (x86 `intel`): a function
        from an instruction record to its template; None when the target has no such
        syntax."""
        return None


# --------------------------------------------------------------------------- the target

@record(eq=False)
class Target:
    """The one object generic code consumes: tables plus one object per concern."""
    name: str                                   # folder name: "riscv64"
    triples: tuple[str, ...]                    # triple heads / -march names that select it
    default_triple: str
    datalayout: str                             # clang-16's default for the triple
    big_endian: bool
    pointer_vt: str                             # "i64" / "i32"
    registers: tuple[Reg, ...]
    reg_classes: dict[str, RegClass]
    vt_class: dict[str, RegClass]               # legal value type -> register class
    instrs: dict[str, Instr]
    patterns: Sequence[Pat]
    callconv: CallingConv
    actions: dict[tuple[str, str], Any]         # (op, vt) -> LEGAL/PROMOTE/EXPAND/CUSTOM/LibCall
    instr_info: InstrInfo
    frame_lowering: FrameLowering
    lowering: TargetLowering
    mc: MCInfo
    stack_pointer: Reg
    frame_pointer: Reg | None
    reserved: frozenset[Reg]
    scratch: tuple[Reg, ...]
    asm_info: dict[str, Any] = field(default_factory=dict)
    features: frozenset[str] = frozenset()
    # FP types held in registers without arithmetic (f128 in AArch64's q registers): every
    # operation on them but loads, stores, copies and selects is a runtime call
    # (isel/soft_float.py; LLVM's LibCall actions)
    soft_fp_vts: frozenset[str] = frozenset()
    # binary16 (`half`, softened to its i16 bits): "fp" when the ABI passes it in the f32
    # argument registers (its bits in the low 16), "int" in integer registers; and where
    # the __extendhfsf2 / __truncsfhf2 helpers take and return it (llc-16: x86-64's xmm0,
    # RISC-V's a0)
    # how soft binary128 operations are called: None = libgcc's helpers by value
    # (__addtf3(a, b)); else the ABI's own routines by address (SPARC V8's _Q_add(&a, &b),
    # result through the hidden structure-return word, as llc-16 calls them)
    soft_fp_abi: QuadRoutines | None = None
    half_args: str = "int"
    half_libcalls: str = "int"
    # returns the emulator description (targets/<arch>/emulator.py); called on first use
    # of `emulator`, so Unicorn loads only when pylli runs code
    load_emulator: Callable[[], dict[str, Any]] | None = None
    # constraint letters, named registers and operand printing of inline asm
    inline_asm: InlineAsmInfo = field(default_factory=lambda: InlineAsmInfo({}, {}))
    # the Target for a feature string (-mattr, "target-features"); None: features
    # change nothing on this target
    derive: Callable[[str], Target] | None = None
    # -mcpu: CPU name -> its features (targets/<arch>/cpus.py); -mattr=help: feature ->
    # description; `rebase(features)` is the Target whose default features are these
    # (None: no feature changes code generation on this target)
    cpus: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    feature_help: Mapping[str, str] = field(default_factory=dict)
    rebase: Callable[[frozenset[str]], Target] | None = None
    # -code-model values whose requirements the generated code meets
    code_models: tuple[str, ...] = ("small",)
    # the code models above that also work with -relocation-model=pic (besides small)
    pic_code_models: tuple[str, ...] = ()
    # the code models in which static code, too, reaches preemptible (not dso_local)
    # symbols through the GOT, as llc does (x86-64 medium, AArch64 large)
    got_code_models: tuple[str, ...] = ()
    # -relocation-model values the target implements (pic: codegen/pic.py and the
    # target's GOT_ADDRESS patterns)
    relocation_models: tuple[str, ...] = ("static",)
    # thread-local access models the target's TLS_ADDRESS patterns implement
    # (codegen/tls.py: "le" "ie" "ld" "gd")
    tls_models: tuple[str, ...] = ()
    # local dynamic has its own sequence: one `__tls_get_addr` call for the module's block
    # (TLS_ADDRESS model "ld" as the callee), then each variable at its link-time offset
    # (TLS_ADDRESS model "dtpoff"); False: "ld" is selected like general dynamic
    tls_local_dynamic: bool = False
    # vector instructions the IR builder keeps whole (isel/build_vector.py): IR opcode ->
    # the 128-bit vector value types (`v4i32`, keys of `vt_class`) it does natively;
    # every other vector is scalarized
    vector_ops: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # uses after a one-block loop of its stepped pointer read `p.next - c` (isel/
    # post_increment.py); for targets that rebase the loop's own accesses the same way
    post_increment: bool = False
    # loads and stores of any alignment are allowed and cheap (x86-64, AArch64), so the
    # builder may copy memory in wider pieces than the IR's alignment
    misaligned_access: bool = False
    # the scalar shift and rotate instructions of the legal i32/i64 widths read their
    # amount modulo the width (x86 SHL r/m32,CL: 5 bits), so a mask of the amount that
    # keeps those bits is dropped (isel/combine_shifts.py)
    shift_amount_modulo: bool = False
    _selectable: frozenset[str] | None = field(default=None, init=False, repr=False)

    @cached_property
    def emulator(self) -> dict[str, Any]:
        """How pylli runs this target's code under Unicorn (empty if it cannot)."""
        return {} if self.load_emulator is None else self.load_emulator()

    def with_features(self, spec: str) -> Target:
        return self if self.derive is None else self.derive(spec)

    def with_cpu(self, name: str) -> Target:
        """The Target for `-mcpu=name`: the CPU's features replace the default ones; a
        function's "target-features" and `-mattr` still apply on top (as in llc).
        A name not in `cpus` is a CompileError (the tool turns it into llc's warning)."""
        if name not in self.cpus:
            raise CompileError(f"'{name}' is not a recognized processor for this target")
        if self.rebase is None:
            return self
        return self.rebase(frozenset(self.cpus[name]))

    def action(self, op: str, vt: str) -> Any:
        """The legalization action for (op, vt) as a *query*: unlisted pairs read as LEGAL
        (LLVM's default), so the legalizers may ask about nodes they might form. A node
        that reaches selection as LEGAL must also be selectable: `isel/legalize_ops.py`
        checks `selectable_ops` and names the (op, type) it cannot account for."""
        return self.actions.get((op, vt), LEGAL)

    @property
    def selectable_ops(self) -> frozenset[str]:
        """Opcodes at the root of at least one selection pattern."""
        ops = self._selectable
        if ops is None:
            ops = self._selectable = frozenset(op for pat in self.patterns
                                               for op in pat.src.root_ops())
        return ops

    def is_legal_vt(self, vt: str) -> bool:
        return vt in self.vt_class



# --------------------------------------------------------------------------- -mattr variants

def derive_for_features(cache: dict[tuple[frozenset[str], str], Target], spec: str, suffix: str,
                        parse: Callable[[str], frozenset[str]],
                        make: Callable[[frozenset[str], str], Target]) -> Target:
    """The Target for a feature string (`-mattr`, a function's "target-features"),
    applied to the default features and then `suffix` — the string the calling target
    was itself derived with — on top, as llc appends -mattr after the function's own
    features. Each (feature set, suffix) is built once and kept in `cache`."""
    combined = ",".join(s for s in (spec, suffix) if s)
    features = parse(combined)
    new_suffix = combined if suffix else spec
    key = (features, new_suffix)
    t = cache.get(key)
    if t is None:
        t = cache[key] = make(features, new_suffix)
    return t


__all__ = ["CUSTOM", "EXPAND", "LEGAL", "LibCall", "Op", "Encoder", "FrameLowering",
           "InlineAsmInfo", "InstrInfo", "MCInfo", "RelocationInfo", "Target", "TargetLowering"]
