"""The selection-pattern DSL: DAG trees on the left, instruction trees on the right.

A target's `patterns.py` is a list of `Pat(source, output, prio=..., requires=...)`
records, in the spirit of LLVM's `def : Pat<(add GPR:$a, simm12:$c), (ADDI $a, $c)>`:

    Pat(N.ADD(reg("a"), imm("c")), ADDI("a", "c"))           # range checked by ADDI's kind
    Pat(N.CONSTANT(...)) / Pat(imm("c", SImm(12)), ADDI(ZERO, "c"))
    Pat(N.LOAD(addr_reg_imm("base", "off"), mem=load_of("i64")), LD("base", "off"))
    Pat(imm("c"), materialize_int)                            # a named hook as output

Source side (what to match):
- `N.<OPNAME>(*kids, vt=, mem=, pred=, variadic=)` or `node(op, *kids, ...)`: a DAG node.
  Kids match the node's *value* operands: the input chain (operand 0 of chained nodes)
  and a trailing glue operand are never written in patterns (as in LLVM's `(load addr)`).
  `vt` constrains the node's result type; `mem` is a predicate on a LOAD/STORE `Mem`
  attribute (a pure function of it: isel/match.py memoises its answers); `pred` a predicate on the node; `variadic=True` lets extra operands follow
  (CALL's argument REGISTERs, RET's result REGISTERs).
- leaves: `reg("a", vt=None)` any value, selected into a register; `imm("c", kind=None)` a
  CONSTANT/TARGET_CONSTANT whose value must fit `kind`, or, when no kind is given, every
  instruction operand the name is used in directly (`SImm(12).fits`, `UImm(6).fits`);
  `const(pred)` / `cst(0)` a constant satisfying a predicate; `sym("s")` a GLOBAL_ADDRESS,
  EXTERNAL_SYMBOL, CONSTANT_POOL or BLOCK_ADDRESS bound as a `Sym` (a `BlockSym` for
  blocks); `fi("f")` a FRAME_INDEX bound as a `FrameIndex`;
  `bb("d")` a BASIC_BLOCK bound as its MachineBasicBlock; `cond("eq", ...)` a CONDCODE;
  `vtype("i32")` a VALUETYPE operand (SIGN_EXTEND_INREG); `ComplexPattern` leaves are
  named hooks that match a value and bind several operands (addressing modes, LLVM's
  `ComplexPattern<iPTR, 2, "SelectAddrRegImm">`).

Output side (what to emit): an `Out` tree, written by calling an `Instr` record
(`ADDI("a", "c")`, see `Instr.__call__`). Positional arguments fill the instruction's use
operands in order, keyword arguments fill operands by name (defs included: `JALR(rd=RA,
...)`); each argument is a bound name (str), a nested `Out` (its first def), a physical
`Reg`, an int, a `Lit` (any literal operand), or an `Xf` value transform (`hi20`, `lo12`,
...). Defs not given become fresh virtual registers. The output may also be a bound name
or a `Reg` (the node's value *is* that register: `Pat(cst(0), ZERO)`), or a callable hook
`hook(emitter, node, binds) -> list[operand]` for sequences that are algorithms
(constant materialisation).

Complexity (higher is tried first) is LLVM's idea in small: each matched node and each
constant or immediate check adds to the score, complex patterns add their declared
weight, and `prio` is added on top; equal scores keep table order. Commutative nodes
(`opcodes.COMMUTATIVE`) match both operand orders automatically.

Contract: pure data + small helpers; isel/match.py compiles these into per-opcode tables.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from pyllc.codegen.mir import FrameIndex
from pyllc.codegen.opcodes import Op
from pyllc.record import field, record

# --------------------------------------------------------------------------- source side

class PatNode:
    """A DAG node to match: opcode, child patterns, and optional constraints."""
    __slots__ = ("op", "kids", "vt", "mem", "pred", "variadic", "check_order")

    def __init__(self, op: str, kids: tuple[Any, ...], vt: str | None = None,
                 mem: Callable[[Any], bool] | None = None,
                 pred: Callable[[Any], bool] | None = None, variadic: bool = False) -> None:
        self.op = op
        self.kids = tuple(kids)
        self.vt = vt
        self.mem = mem
        self.pred = pred
        self.variadic = variadic
        # match the cheap, discriminating kids (opcodes, constants, condition codes)
        # before the ones that always match (registers) or run hooks (complex patterns)
        self.check_order = tuple(sorted(range(len(self.kids)),
                                        key=lambda i: _check_cost(self.kids[i])))

    def root_ops(self) -> tuple[str, ...]:
        return (self.op,)

    def __repr__(self) -> str:
        inner = " ".join(repr(k) for k in self.kids)
        vt = f":{self.vt}" if self.vt else ""
        return f"({self.op}{vt}{' ' + inner if inner else ''}{' ...' if self.variadic else ''})"


def _check_cost(p: Any) -> int:
    if isinstance(p, RegLeaf):
        return 1 if p.pred is not None else 2
    if isinstance(p, ComplexLeaf):
        return 3
    return 0 if isinstance(p, Leaf) else 1


def node(op: str, *kids: Any, vt: str | None = None, mem: Callable[[Any], bool] | None = None,
         pred: Callable[[Any], bool] | None = None, variadic: bool = False) -> PatNode:
    """A node pattern for any opcode string (generic `Op.*` or a target's own nodes)."""
    return PatNode(op, kids, vt, mem, pred, variadic)


class _NodeBuilder:
    """`N.ADD(a, b)` == `node(Op.ADD, a, b)`: pattern tables read like the DAG dumps."""

    def __getattr__(self, name: str) -> Callable[..., PatNode]:
        op = getattr(Op, name)

        def make(*kids: Any, **kw: Any) -> PatNode:
            return node(op, *kids, **kw)
        make.__name__ = name
        return make


N = _NodeBuilder()


class Leaf:
    """Base of leaf patterns. `ops` lists the DAG opcodes a leaf can stand for at the
    root of a pattern (None: any value - only allowed below a node)."""
    __slots__ = ("name",)
    name: str | None                    # the operand name it binds (set by each subclass)
    ops: ClassVar[tuple[str, ...] | None] = None
    weight: ClassVar[int] = 0

    def root_ops(self) -> tuple[str, ...]:
        if self.ops is None:
            raise ValueError(f"{self!r} cannot be the root of a pattern")
        return self.ops


class RegLeaf(Leaf):
    __slots__ = ("vt", "pred")

    def __init__(self, name: str, vt: str | None,
                 pred: Callable[[Any], bool] | None = None) -> None:
        self.name = name
        self.vt = vt
        self.pred = pred          # on the value's node: facts known about the value

    def __repr__(self) -> str:
        return f"reg:${self.name}" + (f":{self.vt}" if self.vt else "")


class ImmLeaf(Leaf):
    __slots__ = ("kind", "vt")
    ops = (Op.CONSTANT, Op.TARGET_CONSTANT)
    weight = 1

    def __init__(self, name: str, kind: Any, vt: str | None) -> None:
        self.name = name
        self.kind = kind
        self.vt = vt

    def __repr__(self) -> str:
        return f"imm:${self.name}" + (f":{self.kind}" if self.kind else "")


class ConstLeaf(Leaf):
    __slots__ = ("pred", "desc", "vt")
    ops = (Op.CONSTANT, Op.TARGET_CONSTANT)
    weight = 2

    def __init__(self, pred: Callable[[int, int], bool], name: str | None, desc: str,
                 vt: str | None) -> None:
        self.pred = pred          # (signed value, unsigned value) -> bool
        self.name = name
        self.desc = desc
        self.vt = vt

    def __repr__(self) -> str:
        return f"const<{self.desc}>" + (f":${self.name}" if self.name else "")


class SymLeaf(Leaf):
    __slots__ = ()
    ops = (Op.GLOBAL_ADDRESS, Op.EXTERNAL_SYMBOL, Op.BLOCK_ADDRESS, Op.CONSTANT_POOL)
    weight = 1

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"sym:${self.name}"


class FrameLeaf(Leaf):
    __slots__ = ()
    ops = (Op.FRAME_INDEX,)
    weight = 1

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"fi:${self.name}"


class GotLeaf(Leaf):
    """A GOT_ADDRESS node bound as `Sym(name, 0, "got")`: the target's GOT-entry load
    (x86 `name@GOTPCREL(%rip)`, AArch64 `:got:`, RISC-V `%got_pcrel_hi`, SPARC GOT22/10)."""
    __slots__ = ()
    ops = (Op.GOT_ADDRESS,)
    weight = 1

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"got:${self.name}"


class TlsLeaf(Leaf):
    """A TLS_ADDRESS node bound as `Sym(name, 0, model)` with the access model
    ("le" "ie" "ld" "gd", codegen/tls.py) as the modifier: the target's thread-pointer
    sequence for that model."""
    __slots__ = ()
    ops = (Op.TLS_ADDRESS,)
    weight = 1

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"tls:${self.name}"


class BBLeaf(Leaf):
    __slots__ = ()
    ops = (Op.BASIC_BLOCK,)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"bb:${self.name}"


class CondLeaf(Leaf):
    __slots__ = ("ccs",)
    ops = (Op.CONDCODE,)
    weight = 1

    def __init__(self, ccs: frozenset[str], name: str | None) -> None:
        self.ccs = ccs
        self.name = name

    def __repr__(self) -> str:
        return "cc<" + "|".join(sorted(self.ccs)) + ">"


class VTLeaf(Leaf):
    __slots__ = ("vt",)
    ops = (Op.VALUETYPE,)
    weight = 1

    def __init__(self, vt: str) -> None:
        self.vt = vt
        self.name = None

    def __repr__(self) -> str:
        return f"vt<{self.vt}>"


class MemPred:
    """A LOAD/STORE memory-operand predicate as data: memory type and accepted load
    extensions. Being data (not a lambda) lets isel/match.py index candidates by the
    memory type, so a load is matched against its own width's patterns only."""
    __slots__ = ("vt", "exts")

    def __init__(self, vt: str, exts: frozenset[str]) -> None:
        self.vt = vt
        self.exts = exts

    def __call__(self, m: Any) -> bool:
        return m.vt == self.vt and m.ext in self.exts

    def __repr__(self) -> str:
        return f"mem<{self.vt} {'|'.join(sorted(self.exts)) or 'plain'}>"


def mem(vt: str, *exts: str) -> MemPred:
    """`mem=` argument of LOAD/STORE patterns: the memory type, and the load extensions
    accepted (`"sext" "zext" "anyext"`; none given = a plain access)."""
    return MemPred(vt, frozenset(exts) if exts else frozenset({""}))


def reg(name: str, vt: str | None = None, pred: Callable[[Any], bool] | None = None) -> RegLeaf:
    """Any value, used from a register (LLVM `GPR:$a`); `pred(node)` may require facts
    about the node producing it (e.g. "already sign-extended"), which makes the leaf
    more specific than a plain register."""
    return RegLeaf(name, vt, pred)


def imm(name: str, kind: Any = None, vt: str | None = None) -> ImmLeaf:
    """A constant used as an immediate; `kind` (SImm/UImm/...) or the instruction operand
    kinds it is used in decide whether it fits."""
    return ImmLeaf(name, kind, vt)


def const(pred: Callable[[int], bool], name: str | None = None, desc: str = "pred",
          vt: str | None = None) -> ConstLeaf:
    """A constant whose *signed* value satisfies `pred` (LLVM `ImmLeaf<..., [{...}]>`)."""
    return ConstLeaf(lambda s, u: pred(s), name, desc, vt)


def cst(value: int, name: str | None = None, vt: str | None = None) -> ConstLeaf:
    """A constant equal to `value` (compared as signed and as unsigned)."""
    return ConstLeaf(lambda s, u: s == value or u == value, name, str(value), vt)


def sym(name: str) -> SymLeaf:
    return SymLeaf(name)


def got_sym(name: str) -> GotLeaf:
    return GotLeaf(name)


def tls_sym(name: str) -> TlsLeaf:
    return TlsLeaf(name)


def fi(name: str) -> FrameLeaf:
    return FrameLeaf(name)


def bb(name: str) -> BBLeaf:
    return BBLeaf(name)


def cond(*ccs: str, name: str | None = None) -> CondLeaf:
    return CondLeaf(frozenset(ccs), name)


def vtype(vt: str) -> VTLeaf:
    return VTLeaf(vt)


class ComplexPattern:
    """A named matching hook (LLVM `ComplexPattern`): `select(ctx, value)` returns a tuple
    of `len(names)` operands (a DAG Value to be put in a register, an int, a FrameIndex, a
    Sym, a Reg) or None. `ops` are the root opcodes it can match (None = any value);
    `weight` is its contribution to complexity."""
    __slots__ = ("hook_name", "select", "arity", "ops", "weight")

    def __init__(self, hook_name: str, select: Callable[[Any, Any], tuple | None],
                 arity: int, ops: tuple[str, ...] | None = None, weight: int = 3) -> None:
        self.hook_name = hook_name
        self.select = select
        self.arity = arity
        self.ops = ops
        self.weight = weight

    def __call__(self, *names: str) -> ComplexLeaf:
        if len(names) != self.arity:
            raise ValueError(f"{self.hook_name} binds {self.arity} operands, got {names}")
        return ComplexLeaf(self, names)

    def __repr__(self) -> str:
        return self.hook_name


class ComplexLeaf(Leaf):
    __slots__ = ("cp", "names")

    def __init__(self, cp: ComplexPattern, names: tuple[str, ...]) -> None:
        self.cp = cp
        self.names = names
        self.name = None

    # the pattern's weight is its ComplexPattern's: a read-only view of what Leaf keeps
    # as a plain class attribute (mypy rejects a property over a writable attribute)
    @property
    def weight(self) -> int:  # type: ignore[override]
        return self.cp.weight

    def root_ops(self) -> tuple[str, ...]:
        if self.cp.ops is None:
            raise ValueError(f"{self.cp.hook_name} cannot be the root of a pattern")
        return self.cp.ops

    def __repr__(self) -> str:
        return f"{self.cp.hook_name}(" + ", ".join(f"${n}" for n in self.names) + ")"


def addr_base_offset(kind: Any, hook_name: str = "addr_reg_imm") -> ComplexPattern:
    """The base + immediate addressing mode, generic over the offset's kind (RISC-V and
    SPARC simm12/simm13, AArch64 would pass its own). Binds (base, offset):

    - `FRAME_INDEX` -> (FrameIndex(i), 0)
    - `ADD(FRAME_INDEX, c)` with c fitting `kind` -> (FrameIndex(i), c)
    - `ADD(x, c)` with c fitting -> (x, c)
    - anything else -> (value, 0)

    Frame indexes go in the *base register* position with the byte offset in the
    immediate (as LLVM's eliminateFrameIndex reads FI + the next operand's imm); frame
    lowering adds the object's offset to that immediate.
    """
    def select(ctx: Any, value: Any) -> tuple:
        n = value[0]
        if n.op == Op.FRAME_INDEX:
            return (FrameIndex(n.attr), 0)
        if n.op == Op.ADD:
            a, c = n.ops
            if a[0].op in (Op.CONSTANT, Op.TARGET_CONSTANT):
                a, c = c, a
            if c[0].op in (Op.CONSTANT, Op.TARGET_CONSTANT):
                off = signed_value(c[0].attr, c[0].vts[c[1]])
                if kind.fits(off):
                    if a[0].op == Op.FRAME_INDEX:
                        return (FrameIndex(a[0].attr), off)
                    return (a, off)
        return (value, 0)

    return ComplexPattern(hook_name, select, 2, None, weight=1)


def signed_value(raw: int, vt: str) -> int:
    """The signed reading of a constant's attribute (stored unsigned, masked to `vt`)."""
    if vt[0] != "i":
        return raw
    bits = int(vt[1:])
    raw &= (1 << bits) - 1
    return raw - (1 << bits) if raw >> (bits - 1) else raw


# --------------------------------------------------------------------------- output side

@record(frozen=True, slots=True)
class FoldedLoad:
    """Bound by a complex pattern that reads a LOAD's memory inside the instruction it
    selects (x86 `addl mem, %reg`): the selector then emits no instruction for the load.
    The hook must have asked `ctx.can_fold_load(value)` first."""
    node: Any


@record(frozen=True, slots=True)
class Lit:
    """A literal operand (a condition-code string, a Sym) in an output tree."""
    value: Any


@record(frozen=True, slots=True)
class Xf:
    """A value transform of a bound immediate (LLVM `SDNodeXForm`): `fn(value)`."""
    label: str
    fn: Callable[[Any], Any]
    name: str

    def __repr__(self) -> str:
        return f"{self.label}(${self.name})"


def _sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


class xf:
    """The common transforms. hi20 is *rounded* (adds 0x800 first) so that
    `(hi20 << 12) + lo12 == value` with lo12 sign-extended, as lui+addi(w) need."""

    @staticmethod
    def hi20_rounded(name: str) -> Xf:
        return Xf("hi20", lambda v: ((v + 0x800) >> 12) & 0xFFFFF, name)

    @staticmethod
    def lo12(name: str) -> Xf:
        return Xf("lo12", lambda v: _sext(v, 12), name)

    @staticmethod
    def neg(name: str) -> Xf:
        return Xf("neg", lambda v: -v, name)

    @staticmethod
    def plus(name: str, k: int) -> Xf:
        return Xf(f"plus{k}", lambda v: v + k, name)

    @staticmethod
    def shifted(name: str, shift: int, bits: int) -> Xf:
        """`bits` bits of the value starting at bit `shift` (a shifted part)."""
        return Xf(f"bits{shift}_{bits}", lambda v: (v >> shift) & ((1 << bits) - 1), name)

    @staticmethod
    def of(label: str, fn: Callable[[Any], Any], name: str) -> Xf:
        return Xf(label, fn, name)


# --------------------------------------------------------------------------- the record

@record(slots=True)
class Pat:
    """One selection pattern. `requires`: target features that must all be enabled
    (`"m"`, `"d"`); `prio` is added to the computed complexity."""
    src: Any
    out: Any
    prio: int = 0
    requires: str | tuple[str, ...] = ()
    name: str = ""
    complexity: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        if isinstance(self.requires, str):
            self.requires = (self.requires,)
        self.complexity = complexity(self.src) + self.prio

    def __repr__(self) -> str:
        out = getattr(self.out, "__name__", None) or repr(self.out)
        return f"Pat({self.src!r} -> {out}, complexity={self.complexity})"


def complexity(p: Any) -> int:
    if isinstance(p, PatNode):
        return 1 + sum(complexity(k) for k in p.kids) + (1 if p.pred or p.mem else 0)
    if isinstance(p, RegLeaf):
        return 1 if p.pred is not None else 0
    return p.weight


def bound_names(p: Any, out: set[str] | None = None) -> set[str]:
    """The names a source pattern binds."""
    out = set() if out is None else out
    if isinstance(p, PatNode):
        for k in p.kids:
            bound_names(k, out)
    elif isinstance(p, ComplexLeaf):
        out.update(p.names)
    elif isinstance(p, Leaf) and p.name:
        out.add(p.name)
    return out
