"""Parser mixin: metadata nodes, strings, specialized `!DIxxx(...)` nodes, attachments."""
from __future__ import annotations

from typing import Any

from pyllc.ir.lexer import HEXFP, HEXINT, INT, LABEL, MDVAR, STR, unescape
from pyllc.ir.metadata import (
    MDConst,
    MDNode,
    MDString,
    Metadata,
    MetadataAsValue,
    ValueAsMetadata,
)
from pyllc.ir.parse_common import TYPE_START
from pyllc.ir.parse_core import ParserCore
from pyllc.ir.values import Value

DI_KINDS = frozenset("""DILocation GenericDINode DISubrange DIGenericSubrange DIEnumerator DIBasicType
 DIStringType DIDerivedType DICompositeType DISubroutineType DIFile DICompileUnit DISubprogram
 DILexicalBlock DILexicalBlockFile DICommonBlock DINamespace DIMacro DIMacroFile DIModule
 DITemplateTypeParameter DITemplateValueParameter DIGlobalVariable DILocalVariable DILabel
 DIExpression DIGlobalVariableExpression DIObjCProperty DIImportedEntity DIAssignID
 DIArgList""".split())
_POSITIONAL = frozenset(("DIExpression", "DIArgList"))
# every field name of LLVM 16's specialized nodes (checked as one set, not per node kind)
DI_FIELDS = frozenset("""line column scope inlinedAt isImplicitCode tag header operands count lowerBound
 upperBound stride name value isUnsigned size align encoding flags stringLength
 stringLengthExpression stringLocationExpression file baseType offset extraData dwarfAddressSpace
 annotations elements runtimeLang vtableHolder templateParams identifier discriminator
 dataLocation associated allocated rank cc types filename directory checksumkind checksum source
 language producer isOptimized runtimeVersion splitDebugFilename emissionKind enums
 retainedTypes globals imports macros dwoId splitDebugInlining debugInfoForProfiling
 nameTableKind rangesBaseAddress sysroot sdk linkageName type isLocal isDefinition scopeLine
 containingType spFlags virtuality virtualIndex thisAdjustment unit declaration retainedNodes
 thrownTypes targetFuncName exportSymbols nodes configMacros includePath apinotes isDecl
 defaulted arg var expr setter getter attributes entity""".split())


class MetadataParser(ParserCore):
    """Metadata: numbered nodes are shared by slot; forward slots are filled at definition."""

    # ------------------------------------------------------------------ metadata
    def md_ref(self, slot: int, tok: int) -> MDNode:
        node = self.m.metadata.get(slot)
        if node is None:
            node = MDNode(slot=slot)
            self.m.metadata[slot] = node
            self.md_fwd[slot] = tok
        return node

    def parse_md(self) -> Metadata:
        """A metadata operand: `!N`, `!{...}`, `!"str"`, `!DIxxx(...)`."""
        K, V = self.K, self.V
        i = self.i
        k = K[i]
        if k == "!":
            k2 = K[i + 1]
            if k2 == INT:
                if V[i + 1] < 0:
                    raise self.err("expected metadata id", i + 1)
                self.i = i + 2
                return self.md_ref(V[i + 1], i)
            if k2 == "{":
                self.i = i + 2
                return MDNode(self._md_list())
            if k2 == STR:
                self.i = i + 2
                return MDString(unescape(V[i + 1]))
            raise self.err("expected metadata", i + 1)
        if k == MDVAR:
            return self.parse_specialized_md(None)
        raise self.err("expected metadata operand")

    def _md_list(self) -> list[Metadata | None]:
        ops: list[Metadata | None] = []
        K = self.K
        if self.accept("}"):
            return ops
        while True:
            k = K[self.i]
            if k == "null":
                self.i += 1
                ops.append(None)
            elif k == "!" or k == MDVAR:
                ops.append(self.parse_md())
            else:
                ty = self.parse_type()
                if ty.is_metadata:
                    raise self.err("invalid metadata operand type", self.i - 1)
                ops.append(ValueAsMetadata(self.parse_value(ty)))
            if not self.accept(","):
                break
        self.expect("}", "end of metadata node")
        return ops

    def parse_specialized_md(self, node: MDNode | None) -> MDNode:
        K, V = self.K, self.V
        kind = V[self.i]
        if kind not in DI_KINDS:
            raise self.err("expected metadata type")
        self.i += 1
        self.expect("(", f"'(' after !{kind}")
        if node is None:
            node = MDNode()
        node.kind = kind
        fields: dict[str, Any] = {}
        args: list[Any] = []
        if not self.accept(")"):
            while True:
                if K[self.i] == LABEL:
                    key = V[self.i]
                    if key not in DI_FIELDS or kind in _POSITIONAL:
                        raise self.err(f"invalid field '{key}'")
                    if key in fields:
                        raise self.err(f"field '{key}' cannot be specified more than once")
                    self.i += 1
                    fields[key] = self._md_field_value()
                elif kind in _POSITIONAL:
                    if kind == "DIExpression":
                        k = K[self.i]
                        if not ((k == INT and V[self.i] >= 0) or k.startswith(("DW_OP_", "DW_ATE_"))):
                            raise self.err("expected unsigned integer")
                    elif K[self.i] not in TYPE_START:
                        raise self.err("expected type")
                    args.append(self._md_field_value())
                else:
                    raise self.err("expected field label here")
                if not self.accept(","):
                    break
            self.expect(")", "')' here")
        node.fields = fields
        node.operands = args
        return node

    def _md_field_value(self) -> Any:
        """A field value: int, bool, str, MDConst, Metadata, ValueAsMetadata or None."""
        K, V = self.K, self.V
        i = self.i
        k = K[i]
        if k == INT:
            self.i += 1
            return V[i]
        if k in ("true", "false"):
            self.i += 1
            return k == "true"
        if k == "null":
            self.i += 1
            return None
        if k == STR:
            self.i += 1
            return MDString(unescape(V[i]))
        if k == "!" or k == MDVAR:
            return self.parse_md()
        if k in (HEXFP, HEXINT):
            self.i += 1
            return MDConst(V[i] if k == HEXFP else V[i][0] + "0x" + V[i][1])
        if k in TYPE_START and k not in ("{", "<", "["):
            ty = self.parse_type()
            return ValueAsMetadata(self.parse_value(ty))
        if k.isidentifier():
            parts = [k]
            self.i += 1
            while K[self.i] == "|":
                self.i += 1
                w = K[self.i]
                if not (w.isidentifier() or w == INT):
                    raise self.err("expected flag name")
                parts.append(str(V[self.i]))
                self.i += 1
            return MDConst(" | ".join(parts))
        raise self.err("expected metadata field value")

    def parse_md_def(self) -> None:
        K, V = self.K, self.V
        tok = self.i
        if K[tok + 1] != INT or V[tok + 1] < 0:
            raise self.err("expected metadata id", tok + 1)
        slot = V[tok + 1]
        self.i += 2
        self.expect("=", "'=' here")
        distinct = self.accept("distinct")
        if slot in self.md_defined:
            raise self.err("Metadata id is already used", tok)
        node = self.m.metadata.get(slot)
        if node is None:
            node = self.m.metadata[slot] = MDNode(slot=slot)
        self.md_defined.add(slot)
        self.md_fwd.pop(slot, None)
        node.distinct = distinct
        if K[self.i] == "!" and K[self.i + 1] == "{":
            self.i += 2
            node.operands = self._md_list()
        elif K[self.i] == MDVAR:
            self.parse_specialized_md(node)
        else:
            raise self.err("Expected '!' here")

    def parse_named_md(self) -> None:
        tok = self.i
        name = self.V[self.i]
        self.i += 1
        self.expect("=", "'=' here")
        self.expect("!", "'!' here")
        self.expect("{", "'{' here")
        nodes: list[Metadata] = []
        if not self.accept("}"):
            while True:
                if self.K[self.i] == MDVAR and self.V[self.i] == "DIExpression":
                    nodes.append(self.parse_specialized_md(None))
                else:
                    if self.K[self.i] != "!" or self.K[self.i + 1] != INT:
                        raise self.err("Expected '!' here")
                    nodes.append(self.parse_md())
                if not self.accept(","):
                    break
            self.expect("}", "'}' at end of named metadata")
        if name in self.m.named_metadata:
            self.m.named_metadata[name].extend(nodes)
        else:
            self.m.named_metadata[name] = nodes
        del tok

    def parse_md_attachment(self, target: dict[str, Metadata]) -> None:
        name = self.V[self.i]
        self.i += 1
        target[name] = self.parse_md()

    def parse_metadata_arg(self) -> Value:
        """After `metadata`: `!N`, `!{}`, `!"s"`, `!DI...()` or `T v` (a local as metadata)."""
        k = self.K[self.i]
        if k == "!" or k == MDVAR:
            return MetadataAsValue(self.parse_md())
        ty = self.parse_type()
        if ty.is_metadata:
            raise self.err("invalid metadata operand type", self.i - 1)
        return MetadataAsValue(ValueAsMetadata(self.parse_value(ty)))
