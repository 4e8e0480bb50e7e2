"""The vocabulary every target folder is written in: registers, register classes,
immediate kinds, instruction records, calling-convention rules, legalization actions.

Generic code (isel/, regalloc/, codegen/) reads only these records; a target is an
instance of `Target` built from its tables in `targets/<arch>/__init__.py`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.record import field, record

# --------------------------------------------------------------------------- registers

@record(frozen=True, slots=True, eq=False)
class Reg:
    """A physical register. `enc` is its number in encodings; `asm` its printed name.

    `views` maps a width in bits to the name of a narrower/wider view of the same
    register (x86 `rax/eax/ax/al`, AArch64 `x0/w0`); `units` are the registers this one
    overlaps (SPARC `d0` covers `f0`, `f1`), for liveness and clobber checks.
    """
    name: str
    enc: int
    asm: str = ""
    views: tuple[tuple[int, str], ...] = ()
    units: tuple[str, ...] = ()

    def __repr__(self) -> str:
        return f"${self.name}"

    def asm_name(self, bits: int | None = None) -> str:
        if bits is not None:
            for width, name in self.views:
                if width == bits:
                    return name
        return self.asm or self.name


@record(frozen=True, slots=True, eq=False)
class RegClass:
    """Registers that hold the same value types; `order` is the allocation order.

    `bits` is the register width; `spill_size`/`spill_align` the stack slot for a spill.
    `vts` lists the value types (`i64`, `f64` ...) that live in this class.
    """
    name: str
    regs: tuple[Reg, ...]
    order: tuple[Reg, ...]
    vts: tuple[str, ...]
    bits: int
    spill_size: int
    spill_align: int

    def __repr__(self) -> str:
        return self.name

    def __contains__(self, reg: object) -> bool:
        return reg in self.regs


# --------------------------------------------------------------------------- immediates

@record(frozen=True, slots=True)
class SImm:
    """A signed immediate field of `bits` bits; `lsb0` zero low bits required (branch offsets)."""
    bits: int
    lsb0: int = 0

    def fits(self, value: int) -> bool:
        if value & ((1 << self.lsb0) - 1):
            return False
        return -(1 << (self.bits - 1)) <= value < (1 << (self.bits - 1))

    def __str__(self) -> str:
        return f"simm{self.bits}"


@record(frozen=True, slots=True)
class UImm:
    """An unsigned immediate field of `bits` bits."""
    bits: int
    lsb0: int = 0

    def fits(self, value: int) -> bool:
        if value & ((1 << self.lsb0) - 1):
            return False
        return 0 <= value < (1 << self.bits)

    def __str__(self) -> str:
        return f"uimm{self.bits}"


@record(frozen=True, slots=True)
class Custom_Imm:
    """An immediate whose encodability is decided by a named predicate (AArch64 bitmask
    immediates, x86 imm32 sign-extension); `check` is that predicate."""
    name: str
    check: Callable[[Any], bool]

    def fits(self, value: Any) -> bool:   # an int, or the float's text (AArch64 FPIMM8)
        return self.check(value)

    def __str__(self) -> str:
        return self.name


# Non-register, non-immediate operand kinds.
LABEL = "label"        # a MachineBasicBlock (branch target)
SYMBOL = "symbol"      # a Sym (global/external symbol, possibly with a relocation modifier)
CONDCODE = "cc"        # a condition-code string printed into the mnemonic by the target


@record(frozen=True, slots=True)
class Opnd:
    """One explicit operand of an instruction: its name in the asm string, its kind
    (a RegClass, an immediate kind, LABEL, SYMBOL or CONDCODE) and whether it is defined."""
    name: str
    kind: Any
    is_def: bool = False


# --------------------------------------------------------------------------- instructions

@record(frozen=True, slots=True)
class Format:
    """A bit layout: fields as (name, hi, lo), most significant first (ISA manual order)."""
    name: str
    fields: tuple[tuple[str, int, int], ...]


# Instruction flags (strings, kept in Instr.flags):
#   terminator branch cond_branch indirect_branch call return barrier
#   load store side_effects commutable move pseudo has_delay_slot
@record(frozen=True, slots=True, eq=False)
class Instr:
    """Everything about one machine instruction, in one record (STYLE.md A.1).

    `asm` uses `$name` placeholders for operands; `operands` lists defs first, then uses,
    in the order MachineInstr operands are stored. `tied` pairs a def with the use it must
    share a register with (two-address). `fmt`/`fixed` drive table encoders (RISC-V).
    `early_clobber` names defs that must not share a register with any use.
    """
    name: str
    asm: str
    operands: tuple[Opnd, ...] = ()
    flags: frozenset[str] = frozenset()
    implicit_defs: tuple[Reg, ...] = ()
    implicit_uses: tuple[Reg, ...] = ()
    tied: tuple[tuple[str, str], ...] = ()
    fmt: Format | None = None
    fixed: tuple[tuple[str, int], ...] = ()
    expand: Callable[..., Any] | None = None   # pseudo: hook producing real instructions
    size: int = 4                                # bytes, for branch-range estimates
    # defs written before the uses are read (LLVM's early-clobber): they never share a
    # register with a use of the same instruction (inline asm `=&r` and its clobbers)
    early_clobber: tuple[str, ...] = ()

    def __repr__(self) -> str:
        return self.name

    def has(self, flag: str) -> bool:
        return flag in self.flags

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """An output tree node for selection patterns: `ADDI("a", "c")` (codegen/patterns.py)."""
        return Out(self, args, kwargs)

    @property
    def num_defs(self) -> int:
        n = 0
        for o in self.operands:
            if o.is_def:
                n += 1
        return n


# --------------------------------------------------------------------------- selection output

class Out:
    """An instruction in an output tree: `instr` applied to argument operands.
    `steps()` is the per-operand recipe the selector follows (computed once): for each
    operand of the record, in order, `(True, reg class or None)` for a def to create
    (None: the class of the node's value type) or `(False, argument)`."""
    __slots__ = ("instr", "args", "kwargs", "_steps")

    def __init__(self, instr: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.instr = instr
        self.args = args
        self.kwargs = kwargs
        self._steps: tuple[tuple[bool, Any], ...] | None = None

    def steps(self) -> tuple[tuple[bool, Any], ...]:
        if self._steps is None:
            args = iter(self.args)
            out = []
            for spec in self.instr.operands:
                if spec.name in self.kwargs:
                    out.append((False, self.kwargs[spec.name]))
                elif spec.is_def:
                    out.append((True, spec.kind if isinstance(spec.kind, RegClass) else None))
                else:
                    out.append((False, next(args)))
            self._steps = tuple(out)
        return self._steps

    def __repr__(self) -> str:
        parts = [repr(a) for a in self.args] + [f"{k}={v!r}" for k, v in self.kwargs.items()]
        return f"({self.instr.name} {' '.join(parts)})"


# --------------------------------------------------------------------------- calling conventions

@record(frozen=True, slots=True)
class When:
    """A calling-convention rule: if the value matches, apply `do` (LLVM's CCIf*).

    `types`: value types it applies to (None = any); `variadic`: True/False/None;
    `attr`: a parameter attribute that must be present (`sret`, `byval` ...)."""
    do: Any
    types: tuple[str, ...] | None = None
    variadic: bool | None = None
    attr: str | None = None


@record(frozen=True, slots=True)
class InReg:
    """Assign the next free register of `regs` (LLVM CCAssignToReg); `shadow` registers
    are marked used at the same time (e.g. a GPR shadowed by an FPR)."""
    regs: tuple[Reg, ...]
    shadow: tuple[Reg, ...] = ()


@record(frozen=True, slots=True)
class OnStack:
    """Assign a stack slot of `size` bytes aligned to `align` (LLVM CCAssignToStack)."""
    size: int
    align: int


@record(frozen=True, slots=True)
class Extend:
    """Promote the value to `vt` (signext/zeroext attributes choose the extension), then
    continue with the following rules."""
    vt: str


@record(frozen=True, slots=True)
class ByReference:
    """Pass a `byval` aggregate by reference: the caller copies it into its own frame
    and passes the copy's address as an ordinary pointer argument (SPARC V8 ABI,
    "structure and union arguments"; LLVM's CCPassIndirect). Use with `attr="byval"`."""


@record(frozen=True, slots=True)
class BitConvert:
    """Reinterpret the value's bits as `vt` (a float passed in integer registers, LLVM's
    CCBitConvertToType), then continue with the following rules."""
    vt: str


@record(frozen=True, slots=True)
class CCHook:
    """A target-written escape hatch (LLVM CCCustom<"...">): `fn(state, part) -> bool`
    assigns the part itself (True) or passes it on to the following rules (False).
    `state` and `part` are isel/calls.py's CCState and ArgPart."""
    name: str
    fn: Callable[[Any, Any], bool]


@record(frozen=True, slots=True)
class VectorRegs:
    """How llc-16's type legalizer breaks an IR vector into the vector registers it
    is passed in (getVectorTypeBreakdown), for a target whose calling convention places
    vectors in vector registers. `regs` maps a register width in bits to the value type
    that holds it (`{64: "f64", 128: "v128"}` on AArch64). A vector of one element is
    scalarized; a vector whose element count is not a power of two is widened to the
    next power of two first. Then `promote` (LLVM's default for integer vectors) widens
    the elements of an integer vector narrower than the smallest register until it fills
    it, and otherwise (x86: TypeWidenVector) more elements are added; vectors of `i1`
    are always promoted. Vectors wider than the widest register are split into
    registers of that width (lanes in order). `scalarize_single`: a one-element vector
    is its element (x86); else it is widened like the others (AArch64's v1i64, v2i32)."""
    regs: tuple[tuple[int, str], ...]
    promote: bool
    scalarize_single: bool = True
    # No vector registers (`regs` empty), elements as scalars, but an integer vector
    # *argument* of more than two elements goes by reference: a pointer to its elements,
    # each widened to this vt, in caller memory (RISC-V CC_RISCV: a split integer
    # argument of more than two parts is passed indirectly).
    indirect_ints: str | None = None


@record(frozen=True, slots=True)
class CallingConv:
    """Argument and return rules tried in order; callee-saved registers; stack alignment."""
    name: str
    args: tuple[When, ...]
    rets: tuple[When, ...]
    callee_saved: tuple[Reg, ...]
    stack_align: int
    caller_saved: tuple[Reg, ...] = ()
    # Offset from the stack pointer (at the call / at function entry) of the first stack
    # argument slot: 0 on RISC-V, x86-64 (after the return address: 8), 92 on SPARC V8.
    stack_base: int = 0
    # The callee hands the `sret` pointer back as its return value (x86-64 psABI 3.2.3:
    # in %rax; SPARC V8 SCD: in %o0 of the caller), so `ret void` returns that argument.
    returns_sret: bool = False
    # Short vectors passed packed in one register: (element vt, count, register vt),
    # e.g. x86-64's <2 x float> in the low half of an XMM register (isel/packed_args.py).
    packed_vectors: tuple[tuple[str, int, str], ...] = ()
    # How IR vectors that are no `packed_vectors` shape cross calls in vector registers
    # (x86-64 XMM, AArch64 D/Q); None: as their scalar elements (isel/packed_args.py).
    vector_regs: VectorRegs | None = None


# --------------------------------------------------------------------------- legalization

LEGAL = "legal"
PROMOTE = "promote"
EXPAND = "expand"
CUSTOM = "custom"
LIBCALL = "libcall"


@record(frozen=True, slots=True)
class LibCall:
    """Expand an operation into a call to a runtime helper (`__muldi3`, `__divti3`)."""
    name: str


# --------------------------------------------------------------------------- the target

@record(slots=True, eq=False)
class Target:
    """The one object generic code consumes. Fields are tables; `hooks` is the dict of
    named hand-written lowering functions the tables refer to."""
    name: str                                   # "riscv64"
    triples: tuple[str, ...]                    # triples (prefixes) that select it
    default_triple: str
    big_endian: bool
    pointer_vt: str                             # "i64" / "i32"
    registers: tuple[Reg, ...]
    reg_classes: dict[str, RegClass]            # by class name
    vt_class: dict[str, RegClass]               # legal value type -> register class
    instrs: dict[str, Instr]                    # by name
    patterns: Any                               # the target's selection patterns (isel/match.py reads it)
    callconv: CallingConv
    actions: dict[tuple[str, str], Any]         # (op, vt) -> LEGAL/PROMOTE/EXPAND/CUSTOM/LibCall
    hooks: dict[str, Callable[..., Any]]        # named custom lowering / selection hooks
    frame: Any                                  # targets/<arch>/frame.py: prologue, epilogue, FI elimination
    stack_pointer: Reg
    frame_pointer: Reg | None
    reserved: frozenset[Reg]                    # never allocated
    scratch: tuple[Reg, ...]                    # reserved for spill/fix-up code (STYLE.md A.7)
    asm_info: dict[str, Any] = field(default_factory=dict)   # comment string, directives, syntax
    encoder: Any = None                         # module with encode(...) for table-encoded targets
    features: frozenset[str] = frozenset()      # default -mattr features
    emulator: dict[str, Any] = field(default_factory=dict)   # unicorn arch/mode, register ids

    def action(self, op: str, vt: str) -> Any:
        return self.actions.get((op, vt), LEGAL)

    def is_legal_vt(self, vt: str) -> bool:
        return vt in self.vt_class


# --------------------------------------------------------------------------- generic pseudos
# Target-independent instructions that isel and regalloc create. After register
# allocation, COPY becomes real moves through `InstrInfo.copy_phys` (codegen/target.py).
ANY_REG = "anyreg"   # operand kind: a register of any class (the class comes from the VReg)

COPY = Instr("COPY", "", (Opnd("dst", ANY_REG, True), Opnd("src", ANY_REG)),
             flags=frozenset({"move", "pseudo"}))
IMPLICIT_DEF = Instr("IMPLICIT_DEF", "", (Opnd("dst", ANY_REG, True),),
                     flags=frozenset({"pseudo"}))
