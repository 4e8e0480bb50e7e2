"""Printer: a Module back to LLVM 16 textual IR that llvm-as-16 accepts and our parser reads
back to the same module. Unnamed values are numbered as LLVM numbers them; function and
global attributes are printed as attribute groups `#N`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
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
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
)
from pyllc.ir.instructions import (
    BINARY_OPS,
    CAST_OPS,
    AllocaInst,
    AtomicCmpXchgInst,
    AtomicRMWInst,
    CallBrInst,
    CallInst,
    CatchSwitchInst,
    CmpInst,
    ExtractValueInst,
    FenceInst,
    GetElementPtrInst,
    InsertValueInst,
    Instruction,
    InvokeInst,
    LandingPadInst,
    LoadInst,
    PhiNode,
    ShuffleVectorInst,
    StoreInst,
    SwitchInst,
    _CallBase,
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
    I32,
    VOID,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
    quote_name,
)
from pyllc.ir.values import Argument, BasicBlock, Value

__all__ = ["Printer", "print_module", "quote_string"]

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


def _qs(s: str) -> str:
    try:
        return quote_string(s.encode("latin-1"))
    except UnicodeEncodeError:
        return quote_string(s.encode("utf-8"))


def _type_name(t: Type) -> str:
    if isinstance(t, StructType) and t.name is not None and t.name.isdigit():
        return "%" + t.name
    return str(t)


class Printer:
    """Formats one module; holds the slot numbering of globals and of each function."""

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
            return f"asm{fl} {_qs(v.asm)}, {_qs(v.constraints)}"
        if v.__class__.__name__ == "_Fwd":
            return "%<badref>"
        return self.local(v)

    def typed(self, v: Value) -> str:
        return f"{_type_name(v.type)} {self.ref(v)}"

    def const_expr(self, c: ConstantExpr) -> str:
        op = c.opcode
        ops = c.operands
        fl = "".join(f" {f}" for f in sorted(c.flags))
        if op in ("trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp",
                  "sitofp", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"):
            return f"{op} ({self.typed(ops[0])} to {_type_name(c.type)})"
        if op == "getelementptr":
            assert c.source_type is not None  # every getelementptr expression has one
            parts = [_type_name(c.source_type), self.typed(ops[0])]
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

    # ---------------------------------------------------------------- module
    def run(self) -> str:
        m = self.m
        out = [f"; ModuleID = '{m.name or '<stdin>'}'"]
        if m.source_filename is not None:
            out.append(f"source_filename = {_qs(m.source_filename)}")
        if m.datalayout_text is not None:
            out.append(f"target datalayout = {_qs(m.datalayout_text)}")
        if m.triple is not None:
            out.append(f"target triple = {_qs(m.triple)}")
        for a in m.module_asm:
            out.append(f"module asm {_qs(a)}")
        if m.struct_types:
            out.append("")
            for t in m.struct_types.values():
                out.append(f"{_type_name(t)} = type {t.body_str()}")
        if m.comdats:
            out.append("")
            for c in m.comdats.values():
                out.append(f"{quote_name('$', c.name)} = comdat {c.kind}")
        if m.globals:
            out.append("")
            for g in m.globals:
                out.append(self.global_var(g))
        if m.aliases or m.ifuncs:
            out.append("")
            indirect: list[GlobalAlias | GlobalIFunc] = [*m.aliases, *m.ifuncs]
            for ga in indirect:
                out.append(self.alias(ga))
        for f in m.functions:
            out.append("")
            out.append(self.function(f))
        if self.groups:
            out.append("")
            for text, n in self.groups.items():
                out.append(f"attributes #{n} = {{ {text} }}")
        if m.named_metadata:
            out.append("")
            for name, nodes in m.named_metadata.items():
                out.append(f"{quote_name('!', name)} = !{{{', '.join(self.md_operand(n) for n in nodes)}}}")
        if m.metadata:
            out.append("")
            for slot in sorted(m.metadata):
                node = m.metadata[slot]
                d = "distinct " if node.distinct else ""
                out.append(f"!{slot} = {d}{self.md_body(node)}")
        return "\n".join(out) + "\n"

    def _gv_prefix(self, g: GlobalValue, is_decl_var: bool = False, unnamed: bool = True) -> str:
        parts = []
        if g.linkage != "external" or is_decl_var:
            parts.append(g.linkage)
        if g.dso_local:
            parts.append("dso_local")
        if g.visibility != "default":
            parts.append(g.visibility)
        if g.dll_storage:
            parts.append(g.dll_storage)
        if g.thread_local:
            parts.append(g.thread_local)
        if g.unnamed_addr and unnamed:
            parts.append(g.unnamed_addr)
        return "".join(p + " " for p in parts)

    def _comdat(self, g: GlobalValue) -> str:
        if g.comdat is None:
            return ""
        if g.comdat == "" or g.comdat == g.name:
            return "comdat" if g.comdat == "" else f"comdat({quote_name('$', g.comdat)})"
        return f"comdat({quote_name('$', g.comdat)})"

    def global_var(self, g: GlobalVariable) -> str:
        s = f"{self.gname(g)} = {self._gv_prefix(g, g.is_declaration and g.linkage == 'external')}"
        if g.addrspace:
            s += f"addrspace({g.addrspace}) "
        if g.externally_initialized:
            s += "externally_initialized "
        s += "constant " if g.is_constant else "global "
        s += _type_name(g.value_type)
        if g.initializer is not None:
            s += " " + self.ref(g.initializer)
        if g.section is not None:
            s += f", section {_qs(g.section)}"
        if g.partition is not None:
            s += f", partition {_qs(g.partition)}"
        if g.comdat is not None:
            s += ", " + self._comdat(g)
        if g.align is not None:
            s += f", align {g.align}"
        for f in g.sanitizer:
            s += f", {f}"
        s += self.md_attachments(g.metadata)
        s += self.group(g.attrs)
        return s

    def alias(self, a: GlobalAlias | GlobalIFunc) -> str:
        kw = "alias" if isinstance(a, GlobalAlias) else "ifunc"
        target = a.aliasee if isinstance(a, GlobalAlias) else a.resolver
        assert target is not None  # aliases and ifuncs are built with their target
        s = f"{self.gname(a)} = {self._gv_prefix(a)}{kw} {_type_name(a.value_type)}, {self.typed(target)}"
        if a.partition is not None:
            s += f", partition {_qs(a.partition)}"
        s += self.md_attachments(a.metadata)
        return s

    def function(self, f: Function) -> str:
        decl = f.is_declaration
        self.slots = self.function_slots(f)
        s = "declare " if decl else "define "
        if decl and f.metadata:          # LLVM writes a declaration's attachments first
            s += self.md_attachments(f.metadata, " ").lstrip() + " "
        s += self._gv_prefix(f, unnamed=False)
        if f.callconv != "ccc":
            s += f.callconv + " "
        if f.ret_attrs:
            s += str(f.ret_attrs) + " "
        s += f"{_type_name(f.function_type.ret)} {self.gname(f)}("
        params = []
        for a in f.args:
            p = _type_name(a.type) + self.attrs(a.attrs)
            if not decl or a.name is not None:
                p += " " + self.local(a)
            params.append(p)
        if f.is_vararg:
            params.append("...")
        s += ", ".join(params) + ")"
        if f.unnamed_addr:
            s += " " + f.unnamed_addr
        if f.addrspace:
            s += f" addrspace({f.addrspace})"
        s += self.group(f.fn_attrs)
        if f.section is not None:
            s += f" section {_qs(f.section)}"
        if f.partition is not None:
            s += f" partition {_qs(f.partition)}"
        if f.comdat is not None:
            s += " " + self._comdat(f)
        if f.align is not None:
            s += f" align {f.align}"
        if f.gc is not None:
            s += f" gc {_qs(f.gc)}"
        for k in ("prefix", "prologue", "personality"):
            v = getattr(f, k)
            if v is not None:
                s += f" {k} {self.typed(v)}"
        if decl:
            return s
        s += self.md_attachments(f.metadata, " ")
        lines = [s + " {"]
        for n, bb in enumerate(f.blocks):
            if n:
                lines.append("")
            if bb.name is not None:
                lines.append(self.local(bb)[1:] + ":")
            elif n:
                lines.append(f"{self.slots.get(id(bb))}:")
            for i in bb.instructions:
                lines.append("  " + self.instruction(i))
        lines.append("}")
        return "\n".join(lines)

    # ---------------------------------------------------------------- instructions
    def instruction(self, i: Instruction) -> str:
        op = i.opcode
        head = ""
        if i.type is not VOID:
            head = self.local(i) + " = "
        body: Callable[[Any], str] | None = getattr(self, "_p_" + op, None)
        if body is None:
            if op in BINARY_OPS:
                body = self._p_binop
            elif op in CAST_OPS:
                body = self._p_cast
            else:
                raise TypeError(f"no printer for opcode '{op}'")
        text = head + body(i)
        if i.metadata:
            text += self.md_attachments(i.metadata)
        return text

    def _fl(self, i: Instruction, order: tuple[str, ...] = ("nuw", "nsw", "exact", "disjoint", "nneg", "fast", "nnan", "ninf",
                            "nsz", "arcp", "contract", "afn", "reassoc")) -> str:
        fl = i.flags
        if not fl:
            return ""
        if "fast" in fl:
            fl = fl - {"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}
        return "".join(f" {f}" for f in order if f in fl)

    def _p_binop(self, i: Instruction) -> str:
        a, b = i.operands
        return f"{i.opcode}{self._fl(i)} {self.typed(a)}, {self.ref(b)}"

    def _p_fneg(self, i: Instruction) -> str:
        return f"fneg{self._fl(i)} {self.typed(i.operands[0])}"

    def _p_cast(self, i: Instruction) -> str:
        return f"{i.opcode}{self._fl(i)} {self.typed(i.operands[0])} to {_type_name(i.type)}"

    def _p_icmp(self, i: CmpInst) -> str:
        a, b = i.operands
        return f"icmp {i.predicate} {self.typed(a)}, {self.ref(b)}"

    def _p_fcmp(self, i: CmpInst) -> str:
        a, b = i.operands
        return f"fcmp{self._fl(i)} {i.predicate} {self.typed(a)}, {self.ref(b)}"

    def _p_select(self, i: Instruction) -> str:
        return f"select{self._fl(i)} " + ", ".join(self.typed(o) for o in i.operands)

    def _p_phi(self, i: PhiNode) -> str:
        inc = ", ".join(f"[ {self.ref(v)}, {self.ref(b)} ]" for v, b in i.incoming)
        return f"phi{self._fl(i)} {_type_name(i.type)} {inc}"

    def _p_freeze(self, i: Instruction) -> str:
        return f"freeze {self.typed(i.operands[0])}"

    def _p_va_arg(self, i: Instruction) -> str:
        return f"va_arg {self.typed(i.operands[0])}, {_type_name(i.type)}"

    def _p_ret(self, i: Instruction) -> str:
        return "ret " + (self.typed(i.operands[0]) if i.operands else "void")

    def _p_br(self, i: Instruction) -> str:
        o = i.operands
        if len(o) == 1:
            return f"br label {self.ref(o[0])}"
        return f"br {self.typed(o[0])}, label {self.ref(o[1])}, label {self.ref(o[2])}"

    def _p_switch(self, i: SwitchInst) -> str:
        cases = "".join(f"\n    {self.typed(c)}, label {self.ref(b)}" for c, b in i.cases)
        return f"switch {self.typed(i.operands[0])}, label {self.ref(i.default)} [{cases}\n  ]"

    def _p_indirectbr(self, i: Instruction) -> str:
        dests = ", ".join(f"label {self.ref(b)}" for b in i.operands[1:])
        return f"indirectbr {self.typed(i.operands[0])}, [{dests}]"

    def _p_unreachable(self, i: Instruction) -> str:
        return "unreachable"

    def _p_resume(self, i: Instruction) -> str:
        return f"resume {self.typed(i.operands[0])}"

    def _within(self, p: Value) -> str:
        return "none" if isinstance(p, ConstantTokenNone) else self.ref(p)

    def _p_catchswitch(self, i: CatchSwitchInst) -> str:
        hs = ", ".join(f"label {self.ref(b)}" for b in i.handlers)
        uw = f"label {self.ref(i.operands[-1])}" if i.has_unwind else "to caller"
        return f"catchswitch within {self._within(i.operands[0])} [{hs}] unwind {uw}"

    def _p_catchpad(self, i: Instruction) -> str:
        args = ", ".join(self.typed(a) for a in i.operands[1:])
        return f"catchpad within {self.ref(i.operands[0])} [{args}]"

    def _p_cleanuppad(self, i: Instruction) -> str:
        args = ", ".join(self.typed(a) for a in i.operands[1:])
        return f"cleanuppad within {self._within(i.operands[0])} [{args}]"

    def _p_catchret(self, i: Instruction) -> str:
        return f"catchret from {self.ref(i.operands[0])} to label {self.ref(i.operands[1])}"

    def _p_cleanupret(self, i: Instruction) -> str:
        uw = f"label {self.ref(i.operands[1])}" if len(i.operands) > 1 else "to caller"
        return f"cleanupret from {self.ref(i.operands[0])} unwind {uw}"

    def _p_extractelement(self, i: Instruction) -> str:
        return "extractelement " + ", ".join(self.typed(o) for o in i.operands)

    def _p_insertelement(self, i: Instruction) -> str:
        return "insertelement " + ", ".join(self.typed(o) for o in i.operands)

    def _p_shufflevector(self, i: ShuffleVectorInst) -> str:
        a, b = i.operands
        return f"shufflevector {self.typed(a)}, {self.typed(b)}, {self.mask(i.mask, i.type)}"

    def _p_extractvalue(self, i: ExtractValueInst) -> str:
        return f"extractvalue {self.typed(i.operands[0])}" + "".join(f", {n}" for n in i.indices)

    def _p_insertvalue(self, i: InsertValueInst) -> str:
        a, b = i.operands
        return f"insertvalue {self.typed(a)}, {self.typed(b)}" + "".join(f", {n}" for n in i.indices)

    def _p_alloca(self, i: AllocaInst) -> str:
        s = "alloca " + "".join(f"{f} " for f in ("inalloca", "swifterror") if f in i.flags)
        s += _type_name(i.allocated_type)
        n = i.operands[0]
        if i.explicit_count or not (isinstance(n, ConstantInt) and n.value == 1 and n.type is I32):
            s += ", " + self.typed(n)
        if i.align is not None:
            s += f", align {i.align}"
        if i.addrspace:
            s += f", addrspace({i.addrspace})"
        return s

    def _atomic(self, i: LoadInst | StoreInst | AtomicRMWInst | AtomicCmpXchgInst | FenceInst) -> str:
        s = ""
        if i.syncscope is not None:
            s += f" syncscope({_qs(i.syncscope)})"
        return s

    def _p_load(self, i: LoadInst) -> str:
        s = "load " + ("atomic " if i.ordering else "") + ("volatile " if "volatile" in i.flags else "")
        s += f"{_type_name(i.type)}, {self.typed(i.operands[0])}"
        if i.ordering:
            s += self._atomic(i) + " " + i.ordering
        if i.align is not None:
            s += f", align {i.align}"
        return s

    def _p_store(self, i: StoreInst) -> str:
        s = "store " + ("atomic " if i.ordering else "") + ("volatile " if "volatile" in i.flags else "")
        s += f"{self.typed(i.operands[0])}, {self.typed(i.operands[1])}"
        if i.ordering:
            s += self._atomic(i) + " " + i.ordering
        if i.align is not None:
            s += f", align {i.align}"
        return s

    def _p_fence(self, i: FenceInst) -> str:
        return "fence" + self._atomic(i) + " " + i.ordering

    def _p_cmpxchg(self, i: AtomicCmpXchgInst) -> str:
        s = "cmpxchg " + "".join(f"{f} " for f in ("weak", "volatile") if f in i.flags)
        s += ", ".join(self.typed(o) for o in i.operands)
        s += self._atomic(i) + f" {i.success_ordering} {i.failure_ordering}"
        if i.align is not None:
            s += f", align {i.align}"
        return s

    def _p_atomicrmw(self, i: AtomicRMWInst) -> str:
        s = "atomicrmw " + ("volatile " if "volatile" in i.flags else "") + i.operation + " "
        s += ", ".join(self.typed(o) for o in i.operands) + self._atomic(i) + " " + i.ordering
        if i.align is not None:
            s += f", align {i.align}"
        return s

    def _p_getelementptr(self, i: GetElementPtrInst) -> str:
        s = "getelementptr " + ("inbounds " if "inbounds" in i.flags else "")
        return s + _type_name(i.source_type) + ", " + ", ".join(self.typed(o) for o in i.operands)

    def _call_body(self, i: _CallBase) -> str:
        s = self._fl(i)
        if i.callconv != "ccc":
            s += " " + i.callconv
        if i.ret_attrs:
            s += " " + str(i.ret_attrs)
        if i.addrspace:
            s += f" addrspace({i.addrspace})"
        fty = i.function_type
        callee = i.callee
        if fty.vararg or (isinstance(fty.ret, PointerType) and fty.ret.pointee is not None and
                          isinstance(fty.ret.pointee, FunctionType)):
            s += " " + _type_name(fty)
        else:
            s += " " + _type_name(fty.ret)
        args = []
        for n, a in enumerate(i.args):
            pa = i.param_attrs[n] if n < len(i.param_attrs) else None
            t = "metadata" if isinstance(a, MetadataAsValue) else _type_name(a.type)
            args.append(t + (self.attrs(pa) if pa else "") + " " + self.ref(a))
        if isinstance(i, CallInst) and i.tail == "musttail" and i.parent is not None and \
                i.parent.parent is not None and i.parent.parent.is_vararg:
            args.append("...")
        s += f" {self.ref(callee)}({', '.join(args)})"
        s += self.group(i.fn_attrs)
        if i.bundle_spec:
            bs = []
            for tag, vals in i.bundles:
                bs.append(quote_string(tag.encode("latin-1")) + "(" +
                          ", ".join(("metadata " + self.ref(v)) if isinstance(v, MetadataAsValue)
                                    else self.typed(v) for v in vals) + ")")
            s += " [ " + ", ".join(bs) + " ]"
        return s

    def _p_call(self, i: CallInst) -> str:
        return (f"{i.tail} " if i.tail else "") + "call" + self._call_body(i)

    def _p_invoke(self, i: InvokeInst) -> str:
        return (f"invoke{self._call_body(i)}\n          to label {self.ref(i.normal_dest)} "
                f"unwind label {self.ref(i.unwind_dest)}")

    def _p_callbr(self, i: CallBrInst) -> str:
        ind = ", ".join(f"label {self.ref(b)}" for b in i.indirect_dests)
        return f"callbr{self._call_body(i)}\n          to label {self.ref(i.default_dest)} [{ind}]"

    def _p_landingpad(self, i: LandingPadInst) -> str:
        s = f"landingpad {_type_name(i.type)}"
        if i.cleanup:
            s += "\n          cleanup"
        for k, v in i.clauses:
            s += f"\n          {k} {self.typed(v)}"
        return s


def print_module(m: Module) -> str:
    """The module as LLVM 16 textual IR."""
    return Printer(m).run()
