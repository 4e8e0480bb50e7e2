"""The reference half of the IR printer: names and slot numbers, constants, metadata
operands and attribute groups, as they appear inside definitions. `printer.Printer` prints the
definitions (globals, functions, instructions) on top of it."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from pyllc.ir.attributes import AttributeSet
from pyllc.ir.constants import (
    BlockAddress,
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataString,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    ConstantTokenNone,
    ConstantVector,
    DSOLocalEquivalent,
    InlineAsm,
    NoCFIValue,
    PoisonValue,
    UndefValue,
)
from pyllc.ir.fpconv import format_fp
from pyllc.ir.globals import (
    Function,
    GlobalValue,
)
from pyllc.ir.instructions import (
    Instruction,
)
from pyllc.ir.metadata import (
    MDConst,
    MDNode,
    MDString,
    Metadata,
    MetadataAsValue,
    ValueAsMetadata,
)
from pyllc.ir.module import Module
from pyllc.ir.types import (
    VOID,
    IntType,
    StructType,
    Type,
    VectorType,
    quote_name,
)
from pyllc.ir.values import Argument, BasicBlock, Value

__all__ = ["SlotMap", "ValuePrinter", "quote_string"]

# id(value) -> slot number, plus the key "renames" -> {id(value): deduplicated name}
SlotMap = dict[Any, Any]


def quote_string(data: bytes) -> str:
    """A `"..."` body with LLVM's escapes (printable ASCII except `"` and `\\` kept)."""
    out = []
    for ch in data:
        if 0x20 <= ch <= 0x7E and ch != 0x22 and ch != 0x5C:
            out.append(chr(ch))
        else:
            out.append(f"\\{ch:02X}")
    return '"' + "".join(out) + '"'


def quoted_text(s: str) -> str:
    try:
        return quote_string(s.encode("latin-1"))
    except UnicodeEncodeError:
        return quote_string(s.encode("utf-8"))


def type_ref(t: Type) -> str:
    if isinstance(t, StructType) and t.name is not None and t.name.isdigit():
        return "%" + t.name
    return str(t)


class ValuePrinter:
    """How a value, constant or metadata is referred to inside an instruction or an
    initializer: slot numbers of globals and of each function, names, constant expressions,
    metadata operands and attribute groups. `Printer` adds the definitions."""

    def __init__(self, m: Module) -> None:
        self.m = m
        self.gslots: dict[int, int] = {}
        n = 0
        for gv in (*m.globals, *m.functions, *m.aliases, *m.ifuncs):
            if gv.name is None:
                self.gslots[id(gv)] = n
                n += 1
        self.fslots: dict[int, SlotMap] = {}    # id(function) -> {id(value): number}
        self.slots: SlotMap = {}
        self.groups: dict[str, int] = {}        # attribute text -> group number

    # ---------------------------------------------------------------- names
    def function_slots(self, f: Function) -> SlotMap:
        """Numbers for unnamed locals; duplicate names (possible after passes) get a
        numeric suffix, as LLVM's symbol table would give them, stored under key 'renames'."""
        s = self.fslots.get(id(f))
        if s is None:
            s = {}
            seen: set[str | None] = set()
            renames: dict[int, str] = {}
            n = 0

            def named(v: Value) -> None:
                name = v.name
                if name in seen:
                    k = 1
                    while f"{name}{k}" in seen:
                        k += 1
                    renames[id(v)] = f"{name}{k}"
                    name = f"{name}{k}"
                seen.add(name)

            for a in f.args:
                if a.name is None:
                    s[id(a)] = n
                    n += 1
                else:
                    named(a)
            for bb in f.blocks:
                if bb.name is None:
                    s[id(bb)] = n
                    n += 1
                else:
                    named(bb)
                for i in bb.instructions:
                    if i.name is None:
                        if i.type is not VOID:
                            s[id(i)] = n
                            n += 1
                    else:
                        named(i)
            s["renames"] = renames
            self.fslots[id(f)] = s
        return s

    def local(self, v: Value, slots: SlotMap | None = None) -> str:
        slots = slots if slots is not None else self.slots
        if v.name is not None:
            r = slots.get("renames")
            if r:
                return quote_name("%", r.get(id(v), v.name))
            return quote_name("%", v.name)
        n = slots.get(id(v))
        if n is None:
            return "%<badref>"
        return f"%{n}"

    def gname(self, gv: Value) -> str:
        if gv.name is not None:
            return quote_name("@", gv.name)
        return f"@{self.gslots.get(id(gv), '<badref>')}"

    # ---------------------------------------------------------------- values
    def ref(self, v: Value) -> str:
        """The operand spelling of v (without its type)."""
        if isinstance(v, GlobalValue):
            return self.gname(v)
        if isinstance(v, (Argument, BasicBlock, Instruction)):
            return self.local(v)
        if isinstance(v, ConstantInt):
            if isinstance(v.type, IntType) and v.type.bits == 1:
                return "true" if v.value else "false"
            return str(v.signed)
        if isinstance(v, ConstantFP):
            return format_fp(str(v.type), v.bits)   # a FloatType prints as its kind
        if isinstance(v, ConstantPointerNull):
            return "null"
        if isinstance(v, PoisonValue):
            return "poison"
        if isinstance(v, UndefValue):
            return "undef"
        if isinstance(v, ConstantAggregateZero):
            return "zeroinitializer"
        if isinstance(v, ConstantTokenNone):
            return "none"
        if isinstance(v, ConstantDataString):
            return "c" + quote_string(v.data)
        if isinstance(v, ConstantStruct):
            packed = isinstance(v.type, StructType) and v.type.packed
            if not v.operands:
                return "<{}>" if packed else "{}"
            body = ", ".join(self.typed(o) for o in v.operands)
            return f"<{{ {body} }}>" if packed else f"{{ {body} }}"
        if isinstance(v, ConstantArray):
            return "[" + ", ".join(self.typed(o) for o in v.operands) + "]"
        if isinstance(v, ConstantVector):
            return "<" + ", ".join(self.typed(o) for o in v.operands) + ">"
        if isinstance(v, ConstantExpr):
            return self.const_expr(v)
        if isinstance(v, BlockAddress):
            f, bb = v.operands
            fn = cast(Function, f)   # resolved by the end of the parse
            return f"blockaddress({self.gname(fn)}, {self.local(bb, self.function_slots(fn))})"
        if isinstance(v, DSOLocalEquivalent):
            return "dso_local_equivalent " + self.gname(v.operands[0])
        if isinstance(v, NoCFIValue):
            return "no_cfi " + self.gname(v.operands[0])
        if isinstance(v, MetadataAsValue):
            return self.md_operand(v.metadata)
        if isinstance(v, InlineAsm):
            fl = "".join(f" {f}" for f in v.asm_flags)
            return f"asm{fl} {quoted_text(v.asm)}, {quoted_text(v.constraints)}"
        if v.__class__.__name__ == "_Fwd":
            return "%<badref>"
        return self.local(v)

    def typed(self, v: Value) -> str:
        return f"{type_ref(v.type)} {self.ref(v)}"

    def const_expr(self, c: ConstantExpr) -> str:
        op = c.opcode
        ops = c.operands
        fl = "".join(f" {f}" for f in sorted(c.flags))
        if op in ("trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp",
                  "sitofp", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"):
            return f"{op} ({self.typed(ops[0])} to {type_ref(c.type)})"
        if op == "getelementptr":
            assert c.source_type is not None  # every getelementptr expression has one
            parts = [type_ref(c.source_type), self.typed(ops[0])]
            for n, x in enumerate(ops[1:]):
                parts.append(("inrange " if c.inrange == n else "") + self.typed(x))
            return f"getelementptr{fl} ({', '.join(parts)})"
        if op in ("icmp", "fcmp"):
            return f"{op} {c.predicate} ({self.typed(ops[0])}, {self.typed(ops[1])})"
        if op == "shufflevector":
            return (f"shufflevector ({self.typed(ops[0])}, {self.typed(ops[1])}, "
                    f"{self.mask(c.mask, ops[0].type)})")
        if op in ("extractvalue", "insertvalue"):
            idx = "".join(f", {n}" for n in c.indices)
            return f"{op} ({', '.join(self.typed(o) for o in ops)}{idx})"
        return f"{op}{fl} ({', '.join(self.typed(o) for o in ops)})"

    def mask(self, mask: Sequence[int], vt: Type) -> str:
        n = len(mask)
        if isinstance(vt, VectorType) and vt.scalable:
            return f"<vscale x {n} x i32> zeroinitializer"
        if all(x == 0 for x in mask):
            return f"<{n} x i32> zeroinitializer"
        if all(x == -1 for x in mask):
            return f"<{n} x i32> undef"
        return f"<{n} x i32> <" + ", ".join("i32 undef" if x < 0 else f"i32 {x}" for x in mask) + ">"

    # ---------------------------------------------------------------- metadata
    def md_operand(self, md: Metadata | None) -> str:
        if md is None:
            return "null"
        if isinstance(md, MDString):
            return "!" + quote_string(md.data)
        if isinstance(md, ValueAsMetadata):
            return self.typed(md.value)
        if isinstance(md, MDNode):
            if md.slot is not None:
                return f"!{md.slot}"
            return self.md_body(md)
        return str(md)

    def md_field(self, v: Any) -> str:
        if v is None:
            return "null"
        if v is True:
            return "true"
        if v is False:
            return "false"
        if isinstance(v, int):
            return str(v)
        if isinstance(v, MDString):
            return quote_string(v.data)
        if isinstance(v, MDConst):
            return str(v)
        return self.md_operand(v)

    def md_body(self, md: MDNode) -> str:
        if md.kind is None:
            return "!{" + ", ".join(self.md_operand(o) for o in md.operands) + "}"
        parts = [self.md_field(a) for a in md.operands]
        parts += [f"{k}: {self.md_field(v)}" for k, v in md.fields.items()]
        return f"!{md.kind}(" + ", ".join(parts) + ")"

    def md_attachments(self, md: Mapping[str, Metadata], sep: str = ", ") -> str:
        return "".join(f"{sep}{quote_name('!', k)} {self.md_operand(v)}" for k, v in md.items())

    # ---------------------------------------------------------------- attributes
    def group(self, aset: AttributeSet) -> str:
        """` #N` for a non-empty function/global attribute set."""
        if not aset:
            return ""
        parts = []
        for k, v in aset.items():
            if k not in aset.quoted and k in ("alignstack", "align") and isinstance(v, int):
                parts.append(f"{k}={v}")
            else:
                parts.append(aset.format_one(k, v))
        text = " ".join(parts)
        n = self.groups.get(text)
        if n is None:
            n = self.groups[text] = len(self.groups)
        return f" #{n}"

    @staticmethod
    def attrs(aset: AttributeSet) -> str:
        return (" " + str(aset)) if aset else ""

