"""Printer: a Module back to LLVM 16 textual IR that llvm-as-16 accepts and our parser reads
back to the same module. Unnamed values are numbered as LLVM numbers them; function and
global attributes are printed as attribute groups `#N`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.ir.constants import (
    ConstantInt,
    ConstantTokenNone,
)
from pyllc.ir.eh_instructions import (
    CatchSwitchInst,
    LandingPadInst,
)
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
    CmpInst,
    ExtractValueInst,
    FenceInst,
    GetElementPtrInst,
    InsertValueInst,
    Instruction,
    InvokeInst,
    LoadInst,
    PhiNode,
    ShuffleVectorInst,
    StoreInst,
    SwitchInst,
    _CallBase,
)
from pyllc.ir.metadata import (
    MetadataAsValue,
)
from pyllc.ir.module import Module
from pyllc.ir.print_values import ValuePrinter, quote_string, quoted_text, type_ref
from pyllc.ir.types import (
    I32,
    VOID,
    FunctionType,
    PointerType,
    quote_name,
)
from pyllc.ir.values import Value

__all__ = ["Printer", "print_module", "quote_string"]



class Printer(ValuePrinter):
    """Formats one module: the definitions, on the reference half in `ValuePrinter`."""

    # ---------------------------------------------------------------- module
    def run(self) -> str:
        m = self.m
        out = [f"; ModuleID = '{m.name or '<stdin>'}'"]
        if m.source_filename is not None:
            out.append(f"source_filename = {quoted_text(m.source_filename)}")
        if m.datalayout_text is not None:
            out.append(f"target datalayout = {quoted_text(m.datalayout_text)}")
        if m.triple is not None:
            out.append(f"target triple = {quoted_text(m.triple)}")
        for a in m.module_asm:
            out.append(f"module asm {quoted_text(a)}")
        if m.struct_types:
            out.append("")
            for t in m.struct_types.values():
                out.append(f"{type_ref(t)} = type {t.body_str()}")
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
        s += type_ref(g.value_type)
        if g.initializer is not None:
            s += " " + self.ref(g.initializer)
        if g.section is not None:
            s += f", section {quoted_text(g.section)}"
        if g.partition is not None:
            s += f", partition {quoted_text(g.partition)}"
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
        s = f"{self.gname(a)} = {self._gv_prefix(a)}{kw} {type_ref(a.value_type)}, {self.typed(target)}"
        if a.partition is not None:
            s += f", partition {quoted_text(a.partition)}"
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
        s += f"{type_ref(f.function_type.ret)} {self.gname(f)}("
        params = []
        for a in f.args:
            p = type_ref(a.type) + self.attrs(a.attrs)
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
            s += f" section {quoted_text(f.section)}"
        if f.partition is not None:
            s += f" partition {quoted_text(f.partition)}"
        if f.comdat is not None:
            s += " " + self._comdat(f)
        if f.align is not None:
            s += f" align {f.align}"
        if f.gc is not None:
            s += f" gc {quoted_text(f.gc)}"
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
        return f"{i.opcode}{self._fl(i)} {self.typed(i.operands[0])} to {type_ref(i.type)}"

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
        return f"phi{self._fl(i)} {type_ref(i.type)} {inc}"

    def _p_freeze(self, i: Instruction) -> str:
        return f"freeze {self.typed(i.operands[0])}"

    def _p_va_arg(self, i: Instruction) -> str:
        return f"va_arg {self.typed(i.operands[0])}, {type_ref(i.type)}"

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
        s += type_ref(i.allocated_type)
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
            s += f" syncscope({quoted_text(i.syncscope)})"
        return s

    def _p_load(self, i: LoadInst) -> str:
        s = "load " + ("atomic " if i.ordering else "") + ("volatile " if "volatile" in i.flags else "")
        s += f"{type_ref(i.type)}, {self.typed(i.operands[0])}"
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
        return s + type_ref(i.source_type) + ", " + ", ".join(self.typed(o) for o in i.operands)

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
            s += " " + type_ref(fty)
        else:
            s += " " + type_ref(fty.ret)
        args = []
        for n, a in enumerate(i.args):
            pa = i.param_attrs[n] if n < len(i.param_attrs) else None
            t = "metadata" if isinstance(a, MetadataAsValue) else type_ref(a.type)
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
        s = f"landingpad {type_ref(i.type)}"
        if i.cleanup:
            s += "\n          cleanup"
        for k, v in i.clauses:
            s += f"\n          {k} {self.typed(v)}"
        return s


def print_module(m: Module) -> str:
    """The module as LLVM 16 textual IR."""
    return Printer(m).run()
