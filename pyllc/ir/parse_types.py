"""Parser mixin: types, identified struct definitions, attributes, calling conventions."""
from __future__ import annotations

import re

from pyllc.ir.attributes import INT_ATTRS, TYPE_ATTRS, AttributeSet, RawAttr
from pyllc.ir.lexer import ATTRGRP, DOTS, EOF, INT, ITYPE, LID, LVAR, STR, unescape
from pyllc.ir.parse_common import (
    _RAW_ATTRS,
    _SIMPLE_TYPES,
    _TUPLE_ATTRS,
    ATTR_NAMES,
    CALLCONVS,
)
from pyllc.ir.parse_core import ParserCore
from pyllc.ir.types import (
    PTR,
    VOID,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)

_ACCESS = r"(?:none|read|write|readwrite)"
_MEMORY_RE = re.compile(rf"\(\s*(?:{_ACCESS}|(?:argmem|inaccessiblemem)\s*:\s*{_ACCESS})"
                        rf"(?:\s*,\s*(?:argmem|inaccessiblemem)\s*:\s*{_ACCESS})*\s*\)\Z")
_ALLOCKINDS = frozenset(("alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"))
_INT_TYPES = {b: IntType.get(b) for b in (1, 8, 16, 32, 64, 128)}
_TYPE_SUFFIX = frozenset(("*", "addrspace", "("))   # what may follow a type and extend it


def _check_raw_attr(k: str, raw: str) -> str | None:
    """Why the parenthesised argument of attribute k is malformed, or None when it is fine."""
    if k == "memory" and not _MEMORY_RE.match(raw):
        return "expected access kind (none, read, write, readwrite) and location in memory()"
    if k == "uwtable" and raw.replace(" ", "") not in ("(sync)", "(async)"):
        return "expected unwind table kind"
    if k == "allockind":
        body = raw[1:-1].strip()
        if not (len(body) >= 2 and body[0] == body[-1] == '"'):
            return "expected allockind value"
        for part in body[1:-1].split(","):
            if part not in _ALLOCKINDS:
                return f"unknown allockind {part}"
    return None


class TypeParser(ParserCore):
    """Types and attribute lists."""

    # ------------------------------------------------------------------ types
    def parse_type(self, allow_void: bool = False) -> Type:
        """A type, including typed-pointer `*` and function-type `(...)` suffixes."""
        K, V = self.K, self.V
        i = self.i
        k = K[i]
        t: Type | None
        if k == ITYPE:
            t = _INT_TYPES.get(V[i])
            if t is None:
                bits = V[i]
                if not 1 <= bits <= IntType.MAX_BITS:
                    raise self.err("bitwidth for integer type out of range!")
                t = IntType.get(bits)
            i += 1
            if K[i] not in _TYPE_SUFFIX:     # the common case: no `*`, `(` or addrspace
                self.i = i
                return t
        elif k == "ptr":
            if K[i + 1] not in _TYPE_SUFFIX:
                self.i = i + 1
                return PTR
            self.i = i + 1
            t = PointerType.get(self.parse_opt_addrspace())
            i = self.i
        elif k in _SIMPLE_TYPES:
            t = _SIMPLE_TYPES[k]
            i += 1
        elif k == "[":
            self.i = i + 1
            n = self._type_count()
            self.expect("x", "'x' after element count")
            tok = self.i
            elem = self.parse_type()
            if not elem.is_sized and not (isinstance(elem, StructType) and elem.name is not None):
                raise self.err("invalid array element type", tok)
            self.expect("]", "end of sequential type")
            t = ArrayType.get(n, elem)
            i = self.i
        elif k == "<":
            if K[i + 1] == "{":
                self.i = i + 2
                t = StructType.get(self.parse_struct_body("}"), True)
                self.expect(">", "'>' at end of packed struct")
            else:
                self.i = i + 1
                scalable = False
                if K[self.i] == "vscale":
                    self.i += 1
                    self.expect("x", "'x' after vscale")
                    scalable = True
                n = self._type_count()
                if n == 0:
                    raise self.err("zero element vector is illegal", self.i - 1)
                self.expect("x", "'x' after element count")
                tok = self.i
                elem = self.parse_type()
                if not (isinstance(elem, (IntType, FloatType, PointerType))):
                    raise self.err("invalid vector element type", tok)
                self.expect(">", "end of sequential type")
                t = VectorType.get(n, elem, scalable)
            i = self.i
        elif k == "{":
            self.i = i + 1
            t = StructType.get(self.parse_struct_body("}"), False)
            i = self.i
        elif k in (LVAR, LID):
            name = str(V[i])
            t = self.m.struct_types.get(name)
            if t is None:
                t = self.m.get_or_create_struct(name)
            if name not in self.types_defined and name not in self.type_refs:
                self.type_refs[name] = i
            i += 1
        else:
            raise self.err("expected type")
        # suffixes: typed pointers and function types
        while True:
            k = K[i]
            if k == "*":
                if isinstance(t, PointerType) and t.pointee is None:
                    raise self.err("ptr* is invalid - use ptr instead", i)
                if t is VOID:
                    raise self.err("pointers to void are invalid - use i8* instead", i)
                if t.is_label or t.is_metadata or t.is_token:
                    raise self.err("pointer to this type is invalid", i)
                t = PointerType.get(0, t)
                i += 1
            elif k == "addrspace" and K[i + 1] == "(" and K[i + 4] == "*" and t is not VOID:
                self.i = i
                asp = self.parse_opt_addrspace()
                t = PointerType.get(asp, t)
                i = self.i + 1
            elif k == "(":
                if t.is_label or t.is_metadata or isinstance(t, FunctionType):
                    raise self.err("invalid function return type", i)
                self.i = i + 1
                params, vararg = self.parse_fn_type_params()
                t = FunctionType.get(t, params, vararg)
                i = self.i
            else:
                break
        self.i = i
        if t is VOID and not allow_void:
            raise self.err("void type only allowed for function results", i - 1)
        return t

    def parse_struct_body(self, close: str) -> tuple[Type, ...]:
        elems: list[Type] = []
        if self.accept(close):
            return ()
        while True:
            tok = self.i
            t = self.parse_type()
            if not t.is_sized and not (isinstance(t, StructType)):
                raise self.err("invalid element type for struct", tok)
            elems.append(t)
            if not self.accept(","):
                break
        self.expect(close, f"'{close}' at end of struct")
        return tuple(elems)

    def parse_fn_type_params(self) -> tuple[tuple[Type, ...], bool]:
        params: list[Type] = []
        vararg = False
        if self.accept(")"):
            return (), False
        while True:
            if self.accept(DOTS):
                vararg = True
                break
            tok = self.i
            t = self.parse_type()
            if not t.is_first_class or t.is_label:
                raise self.err("invalid function argument type", tok)
            self.parse_attrs(AttributeSet(), "param")
            if self.K[self.i] in (LVAR, LID):
                raise self.err("argument name invalid in function type")
            params.append(t)
            if not self.accept(","):
                break
        self.expect(")", "')' at end of argument list")
        return tuple(params), vararg

    def _type_count(self) -> int:
        """The element count of an array or vector type (LLVM words the error oddly)."""
        if self.K[self.i] != INT or self.V[self.i] < 0:
            raise self.err("expected number in address space")
        self.i += 1
        n: int = self.V[self.i - 1]
        return n

    def parse_opt_addrspace(self) -> int:
        if self.K[self.i] != "addrspace":
            return 0
        self.i += 1
        self.expect("(", "'(' in address space")
        n = self.expect_uint("address space", 1 << 24)
        self.expect(")", "')' in address space")
        return n

    def ptr_to(self, t: Type, addrspace: int = 0) -> PointerType:
        """The type of a pointer to an object of type `t` in this module's pointer style."""
        return PointerType.get(addrspace, t if self.typed else None)

    def parse_type_def(self) -> None:
        K, V = self.K, self.V
        tok = self.i
        k, name = K[tok], V[tok]
        if k == LID:
            if name != self.next_type:
                raise self.err(f"type expected to be numbered '%{self.next_type}'")
            self.next_type += 1
        name = str(name)
        self.i += 1
        self.expect("=", "'=' after name")
        self.expect("type", "'type' after name")
        if name in self.types_defined:
            raise self.err(f"redefinition of type named '{name}'", tok)
        t = self.m.get_or_create_struct(name)
        self.types_defined.add(name)
        self.type_def_tok[name] = tok
        self.type_refs.pop(name, None)
        if self.accept("opaque"):
            return
        if K[self.i] == "{":
            self.i += 1
            t.set_body(self.parse_struct_body("}"), False)
        elif K[self.i] == "<" and K[self.i + 1] == "{":
            self.i += 2
            t.set_body(self.parse_struct_body("}"), True)
            self.expect(">", "'>' at end of packed struct")
        else:
            raise self.err("expected type")

    # ------------------------------------------------------------------ attributes
    def parse_attrs(self, aset: AttributeSet, ctx: str) -> AttributeSet:
        """Attributes for ctx 'param'/'ret'/'fn'/'group' into aset; `#N` allowed for fn."""
        K, V = self.K, self.V
        while True:
            i = self.i
            k = K[i]
            if k in ATTR_NAMES:
                self.i = i + 1
                nk = K[i + 1]
                if k in TYPE_ATTRS:
                    if nk == "(":
                        self.i += 1
                        aset[k] = self.parse_type()
                        self.expect(")", f"')' after {k} type")
                    else:
                        aset[k] = None
                elif k in INT_ATTRS:
                    if nk == "=" or nk == "(":
                        self.i += 1
                        aset[k] = self._attr_align(k)
                        if nk == "(":
                            self.expect(")")
                    elif k == "align":
                        self.i += 0
                        aset[k] = self._attr_align(k)
                    elif k == "alignstack" and ctx in ("fn", "group"):
                        raise self.err("expected '(' after alignstack")
                    else:
                        aset[k] = None if k == "alignstack" else self._attr_align(k)
                elif k in _TUPLE_ATTRS and nk == "(":
                    self.i += 1
                    vals = [self.expect_uint("integer")]
                    while self.accept(","):
                        vals.append(self.expect_uint("integer"))
                    self.expect(")")
                    aset[k] = tuple(vals)
                elif k in _RAW_ATTRS and nk == "(":
                    start = self.i
                    depth = 0
                    while True:
                        kk = K[self.i]
                        if kk == EOF:
                            raise self.err(f"unterminated argument of '{k}'")
                        if kk == "(":
                            depth += 1
                        elif kk == ")":
                            depth -= 1
                            if depth == 0:
                                break
                        self.i += 1
                    raw = " ".join(self.toks.span(start, self.i).split())
                    why = _check_raw_attr(k, raw)
                    if why:
                        raise self.err(why, i + 2)
                    aset[k] = RawAttr(raw)
                    self.i += 1
                else:
                    aset[k] = None
            elif k == STR:
                key = unescape(V[i]).decode("latin-1")
                if K[i + 1] == "=" and K[i + 2] == STR:
                    aset.add(key, unescape(V[i + 2]).decode("latin-1"), quoted=True)
                    self.i = i + 3
                elif K[i + 1] == "=":
                    raise self.err("expected string attribute value", i + 2)
                else:
                    aset.add(key, None, quoted=True)
                    self.i = i + 1
            elif k == ATTRGRP and ctx == "fn":
                self.attr_refs.append((aset, V[i], i))
                self.i = i + 1
            else:
                return aset

    def _attr_align(self, k: str) -> int:
        tok = self.i
        n = self.expect_uint("integer")
        if k in ("align", "alignstack") and (n == 0 or n & (n - 1)):
            raise self.err("alignment is not a power of two", tok)
        if k == "align" and n > (1 << 32):
            raise self.err("huge alignments are not supported yet", tok)
        return n

    def parse_attr_group(self) -> None:
        self.i += 1
        tok = self.i
        gid = self.expect(ATTRGRP, "attribute group id")
        self.expect("=", "'=' here")
        self.expect("{", "'{' here")
        aset = AttributeSet()
        self.parse_attrs(aset, "group")
        if self.K[self.i] == ATTRGRP:
            raise self.err("cannot have an attribute group reference in an attribute group")
        if self.K[self.i] != "}":
            raise self.err("unterminated attribute group")
        self.i += 1
        if gid in self.attr_groups:
            raise self.err(f"redefinition of attribute group #{gid}", tok)
        self.attr_groups[gid] = aset
        self.m.attribute_groups[gid] = aset

    def parse_opt_callconv(self) -> str:
        K = self.K
        k = K[self.i]
        if k in CALLCONVS:
            self.i += 1
            return k
        if k == "cc":
            self.i += 1
            n = self.expect_uint("calling convention number", 1 << 10)
            return f"cc {n}"
        if k.startswith("cc") and k[2:].isdigit():
            self.i += 1
            return f"cc {int(k[2:])}"
        return "ccc"
