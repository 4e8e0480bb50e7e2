"""Recursive-descent parser for LLVM 16 textual IR (`parse_module`).

Reads both opaque (`ptr`) and typed (`i32*`) pointer spellings. Forward references to
values, blocks, globals and metadata become placeholders that are replaced (RAUW) at the
definition. Every failure is a CompileError at the offending token, never another exception.
This file holds the driver and the module level; types, constants, metadata, functions and
instructions are mixins in the parse_*.py files."""
from __future__ import annotations

import gc
import sys
from typing import Any

from pyllc.diagnostics import CompileError
from pyllc.ir.globals import GlobalAlias, GlobalIFunc, GlobalValue, GlobalVariable
from pyllc.ir.lexer import (
    ATTRGRP,
    COMDAT,
    EOF,
    GID,
    GVAR,
    LID,
    LVAR,
    MDVAR,
    STR,
    SUMMARY,
)
from pyllc.ir.module import Comdat, Module
from pyllc.ir.parse_calls import CallParser
from pyllc.ir.parse_common import (  # noqa: F401
    DECL_LINKAGES,
    DLL_STORAGE,
    LINKAGES,
    VISIBILITIES,
    _Fwd,
)
from pyllc.ir.parse_constants import ConstantParser
from pyllc.ir.parse_core import LocalKey
from pyllc.ir.parse_function import FunctionParser
from pyllc.ir.parse_instructions import InstructionParser, handler_names
from pyllc.ir.parse_metadata import MetadataParser
from pyllc.ir.parse_types import TypeParser
from pyllc.ir.types import (
    ArrayType,
    FunctionType,
    PointerType,
    StructType,
    Type,
    VectorType,
    same_type,
)

__all__ = ["Parser", "parse_module"]


class Parser(TypeParser, ConstantParser, MetadataParser, FunctionParser,
             InstructionParser, CallParser):
    """One parse of one module: the mixins plus the module level (globals, aliases, comdats).
    The token stream and the state live in ParserCore (parse_core.py)."""

    # ------------------------------------------------------------------ entry
    def parse(self) -> Module:
        try:
            self._parse_module()
            self._finish()
        except CompileError:
            raise
        except RecursionError:
            raise self.err("nesting too deep") from None
        except Exception as e:  # a bug must still surface as one precise message
            raise self.err(f"malformed input ({type(e).__name__}: {e})") from None
        return self.m

    def _parse_module(self) -> None:
        K, _V = self.K, self.V
        while True:
            k = K[self.i]
            if k == EOF:
                return
            if k == "define":
                self.parse_function(True)
            elif k == "declare":
                self.parse_function(False)
            elif k in (GVAR, GID):
                self.parse_global()
            elif k in (LVAR, LID):
                self.parse_type_def()
            elif k == "!":
                self.parse_md_def()
            elif k == MDVAR:
                self.parse_named_md()
            elif k == "attributes":
                self.parse_attr_group()
            elif k == COMDAT:
                self.parse_comdat()
            elif k == "target":
                self.i += 1
                which = K[self.i]
                if which not in ("datalayout", "triple"):
                    raise self.err("unknown target property")
                self.i += 1
                self.expect("=", "'=' after target " + which)
                tok = self.i
                s = self.expect_str()
                if which == "triple":
                    self.m.set_triple(s)
                else:
                    try:
                        self.m.set_datalayout(s)
                    except ValueError as e:
                        raise self.err(str(e), tok) from None
            elif k == "source_filename":
                self.i += 1
                self.expect("=", "'=' after source_filename")
                self.m.source_filename = self.expect_str()
            elif k == "module":
                self.i += 1
                self.expect("asm", "'asm' after 'module'")
                self.m.module_asm.append(self.expect_str())
            elif k == "deplibs":
                self.i += 1
                self.expect("=")
                self.expect("[")
                while K[self.i] == STR:
                    self.i += 1
                    if not self.accept(","):
                        break
                self.expect("]")
            elif k == "uselistorder" or k == "uselistorder_bb":
                self.skip_uselistorder()
            elif k == SUMMARY:
                self.skip_summary()
            else:
                raise self.err("expected top-level entity")

    def _finish(self) -> None:
        for gkey, fwd in self.gfwd.items():
            raise self.err(f"use of undefined value '@{gkey}'", fwd.tok)
        for n, tok in self.md_fwd.items():
            raise self.err(f"use of undefined metadata '!{n}'", tok)
        for name, tok in self.type_refs.items():
            if name not in self.types_defined:
                raise self.err(f"use of undefined type '%{name}'" if name.isdigit()
                               else f"use of undefined type named '{name}'", tok)
        for (_fn, _key), (_bb, tok) in self.ba_fwd.items():
            raise self.err("referenced value is not a basic block", tok)
        self._check_recursive_types()
        for aset, gid, tok in self.attr_refs:
            g = self.attr_groups.get(gid)
            if g is None:
                raise self.err(f"unknown attribute group '#{gid}'", tok)
            aset.merge(g)
        for f in self.m.functions:
            a = f.fn_attrs.pop("align", None)
            if a is not None and f.align is None:
                f.align = a

    def _check_recursive_types(self) -> None:
        """An identified struct may not contain itself except through a pointer."""
        color: dict[str, int] = {}

        def visit(t: Type) -> str | None:
            while isinstance(t, (ArrayType, VectorType)):
                t = t.elem
            if not isinstance(t, StructType) or t.elems is None:
                return None
            if t.name is not None:
                c = color.get(t.name)
                if c == 2:
                    return None
                if c == 1:
                    return t.name
                color[t.name] = 1
            for e in t.elems:
                r = visit(e)
                if r is not None:
                    return r
            if t.name is not None:
                color[t.name] = 2
            return None

        for _name, t in self.m.struct_types.items():
            bad = visit(t)
            if bad is not None:
                raise self.err(f"identified structure type '%{bad}' is recursive",
                               self.type_def_tok.get(bad, 0))

    def skip_uselistorder(self) -> None:
        """`uselistorder T v, { i... }` / `uselistorder_bb @f, %bb, { i... }`: parsed, ignored."""
        K = self.K
        if K[self.i] == "uselistorder_bb":
            self.i += 1
            if K[self.i] not in (GVAR, GID):
                raise self.err("expected function name in uselistorder_bb")
            self.i += 1
            self.expect(",")
            if K[self.i] not in (LVAR, LID):
                raise self.err("expected basic block name in uselistorder_bb")
            self.i += 1
        else:
            self.i += 1
            ty = self.parse_type()
            self.parse_value(ty)
        self.expect(",", "',' in uselistorder")
        lb = self.i
        self.expect("{", "'{' in uselistorder")
        n = 0
        while True:
            self.expect_uint("integer", 1 << 32)
            n += 1
            if not self.accept(","):
                break
        self.expect("}", "'}' in uselistorder")
        if n < 2:
            raise self.err("expected >= 2 uselistorder indexes", lb)

    def skip_summary(self) -> None:
        """Module summary entries `^N = ...` are skipped: to the end of the line, or further
        while parentheses are open."""
        K, P, text = self.K, self.P, self.text
        self.i += 1
        self.expect("=", "'=' after summary entry")
        depth = 0
        first = True
        while True:
            i = self.i
            k = K[i]
            if k == EOF:
                if depth:
                    raise self.err("unterminated summary entry")
                return
            if depth == 0 and not first and "\n" in text[P[i - 1]:P[i]]:
                return
            first = False
            if k == "(":
                depth += 1
            elif k == ")":
                depth -= 1
                if depth < 0:
                    raise self.err("unbalanced ')' in summary entry")
            self.i = i + 1

    def parse_comdat(self) -> None:
        tok = self.i
        name = self.V[self.i]
        self.i += 1
        self.expect("=", "'=' here")
        self.expect("comdat", "'comdat' here")
        kind = self.K[self.i]
        if kind not in ("any", "exactmatch", "largest", "nodeduplicate", "noduplicates", "samesize"):
            raise self.err("unknown selection kind")
        self.i += 1
        if name in self.m.comdats:
            raise self.err(f"redefinition of comdat '${name}'", tok)
        self.m.comdats[name] = Comdat(name, kind)

    def _parse_linkage_etc(self, gv_info: dict[str, Any]) -> None:
        K = self.K
        while True:
            k = K[self.i]
            if k in LINKAGES and "linkage" not in gv_info:
                gv_info["linkage"] = k
            elif k in ("dso_local", "dso_preemptable"):
                gv_info["dso_local"] = k == "dso_local"
            elif k in VISIBILITIES and "visibility" not in gv_info:
                gv_info["visibility"] = k
            elif k in DLL_STORAGE:
                gv_info["dll_storage"] = k
            elif k == "thread_local":
                if K[self.i + 1] == "(":
                    model = K[self.i + 2]
                    if model not in ("localdynamic", "initialexec", "localexec", "generaldynamic"):
                        raise self.err("expected localdynamic, initialexec or localexec", self.i + 2)
                    if self.K[self.i + 3] != ")":
                        raise self.err("expected ')' after thread local model", self.i + 3)
                    gv_info["thread_local"] = f"thread_local({model})"
                    self.i += 3
                else:
                    gv_info["thread_local"] = "thread_local"
            elif k in ("unnamed_addr", "local_unnamed_addr"):
                gv_info["unnamed_addr"] = k
            else:
                return
            self.i += 1

    def _apply_gv_info(self, gv: GlobalValue, info: dict[str, Any]) -> None:
        gv.linkage = info.get("linkage", "external")
        gv.dso_local = info.get("dso_local", False)
        gv.visibility = info.get("visibility", "default")
        gv.dll_storage = info.get("dll_storage")
        gv.thread_local = info.get("thread_local")
        gv.unnamed_addr = info.get("unnamed_addr")
        if gv.linkage in ("private", "internal") and gv.visibility != "default":
            raise self.err("symbol with local linkage must have default visibility")

    def _define_global(self, key: LocalKey, gv: GlobalValue, tok: int) -> None:
        if key in self.gvals:
            raise self.err(f"redefinition of global '@{key}'", tok)
        f = self.gfwd.pop(key, None)
        if f is not None:
            if f.type is not gv.type and not same_type(f.type, gv.type):
                raise self.err("forward reference and definition of global have different types",
                               tok)
            f.replace_all_uses_with(gv)
        self.gvals[key] = gv
        self.m.add_global(gv)

    def _global_key(self) -> tuple[LocalKey, str | None]:
        """Name (str) or number (int) of the global being defined at the current token."""
        tok = self.i
        k, v = self.K[tok], self.V[tok]
        if k == GID:
            if v != self.next_global:
                raise self.err(f"variable expected to be numbered '@{self.next_global}'")
            self.next_global += 1
            self.i += 1
            return v, None
        self.i += 1
        return v, v

    def parse_global(self) -> None:
        K = self.K
        tok = self.i
        key, name = self._global_key()
        self.expect("=", "'=' in global variable")
        info: dict[str, Any] = {}
        self._parse_linkage_etc(info)
        k = K[self.i]
        if k == "alias" or k == "ifunc":
            return self.parse_alias(key, name, info, tok)
        addrspace = self.parse_opt_addrspace()
        ext_init = self.accept("externally_initialized")
        k = K[self.i]
        if k not in ("global", "constant"):
            raise self.err("expected 'global' or 'constant'")
        self.i += 1
        vtok = self.i
        vt = self.parse_type()
        if isinstance(vt, FunctionType) or vt.is_label or vt.is_metadata or vt.is_token:
            raise self.err("invalid type for global variable", vtok)
        gv = GlobalVariable(name, vt, None, k == "constant", addrspace, self.typed)
        gv.externally_initialized = ext_init
        self._apply_gv_info(gv, info)
        if "linkage" not in info or info["linkage"] not in DECL_LINKAGES:
            # defined before parsing the initializer so the initializer may refer to it
            self._define_global(key, gv, tok)
            gv.initializer = self.parse_value(vt)
        else:
            self._define_global(key, gv, tok)
        while self.K[self.i] == ",":
            self.i += 1
            k = K[self.i]
            if k == "section":
                self.i += 1
                gv.section = self.expect_str()
            elif k == "partition":
                self.i += 1
                gv.partition = self.expect_str()
            elif k == "comdat":
                self.i += 1
                gv.comdat = self.parse_comdat_ref(name)
            elif k == "align":
                self.i += 1
                gv.align = self._attr_align("align")
            elif k in ("no_sanitize_address", "no_sanitize_hwaddress", "sanitize_address_dyninit",
                       "sanitize_memtag"):
                self.i += 1
                gv.sanitizer.append(k)
            elif k == MDVAR:
                self.parse_md_attachment(gv.metadata)
            else:
                raise self.err("unknown global variable property!")
        if K[self.i] == ATTRGRP:
            self.attr_refs.append((gv.attrs, self.V[self.i], self.i))
            self.i += 1
            while K[self.i] == ATTRGRP:
                self.attr_refs.append((gv.attrs, self.V[self.i], self.i))
                self.i += 1

    def parse_comdat_ref(self, own_name: str | None) -> str:
        if self.K[self.i] == "(":
            self.i += 1
            tok = self.i
            name: str = self.expect(COMDAT, "comdat name")
            self.expect(")")
            if name not in self.m.comdats:
                raise self.err(f"use of undefined comdat '${name}'", tok)
            return name
        if own_name is None:
            raise self.err("comdat cannot be unnamed")
        if own_name not in self.m.comdats:
            raise self.err(f"use of undefined comdat '${own_name}'")
        return ""

    def parse_alias(self, key: LocalKey, name: str | None, info: dict[str, Any], tok: int) -> None:
        is_alias = self.K[self.i] == "alias"
        self.i += 1
        vt = self.parse_type()
        self.expect(",", "comma after alias or ifunc's type")
        ttok = self.i
        aty = self.parse_type()
        if not isinstance(aty, PointerType):
            raise self.err("An alias or ifunc must have pointer type", ttok)
        target = self.parse_value(aty)
        gv: GlobalAlias | GlobalIFunc
        if is_alias:
            gv = GlobalAlias(name, vt, target, aty.addrspace, self.typed)
        else:
            gv = GlobalIFunc(name, vt, target, aty.addrspace, self.typed)
        self._apply_gv_info(gv, info)
        if "linkage" in info and info["linkage"] in ("extern_weak", "available_externally") and is_alias:
            raise self.err("invalid linkage type for alias", tok)
        self._define_global(key, gv, tok)
        while self.accept(","):
            if self.accept("partition"):
                gv.partition = self.expect_str()
            elif self.K[self.i] == MDVAR:
                self.parse_md_attachment(gv.metadata)
            else:
                raise self.err("unknown alias or ifunc property!")


Parser._handlers = {op: getattr(Parser, name) for op, name in handler_names().items()}


def parse_module(text: str | bytes, filename: str = "<stdin>") -> Module:
    """Parse LLVM textual IR into a Module; any bad input raises one CompileError."""
    old = sys.getrecursionlimit()
    if old < 6000:
        sys.setrecursionlimit(6000)
    gc_was_enabled = gc.isenabled()
    gc.disable()  # the parse allocates many long-lived objects; generational GC would go quadratic
    try:
        if not isinstance(text, str):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as e:
                raise CompileError(f"input is not valid UTF-8 (byte offset {e.start})", filename) from None
        return Parser(text, filename).parse()
    finally:
        sys.setrecursionlimit(old)
        if gc_was_enabled:
            if not gc.get_freeze_count():
                # The parse left ~all of the module in the youngest generation, whose
                # next collection (the verifier's first allocations) would traverse all
                # of it (~0.1 s for a 16k-instruction module) to find no garbage.
                # freeze + unfreeze moves every tracked object to the oldest generation
                # in O(1) (CPython's list splice), as if it had survived those scans.
                # (Skipped while someone else holds objects frozen: unfreeze would
                # release theirs too.)
                gc.freeze()
                gc.unfreeze()
            gc.enable()
