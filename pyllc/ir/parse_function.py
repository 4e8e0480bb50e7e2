"""Parser mixin: function headers and bodies, basic blocks and local names.

Local numbering follows LLVM: unnamed arguments, blocks and non-void instructions take the
next number in order, and an explicit `%N` must be exactly that number."""
from __future__ import annotations

from typing import Any

from pyllc.ir.attributes import AttributeSet
from pyllc.ir.globals import Function
from pyllc.ir.instructions import ORDERINGS
from pyllc.ir.lexer import DOTS, GID, GVAR, LABEL, LABELID, LID, LVAR, MDVAR
from pyllc.ir.metadata import Metadata
from pyllc.ir.parse_common import FMF, _Fwd
from pyllc.ir.parse_core import LocalKey, ParserCore
from pyllc.ir.types import LABEL as LABEL_T
from pyllc.ir.types import VOID, FunctionType, Type, same_type
from pyllc.ir.values import BasicBlock, Value


class FunctionParser(ParserCore):
    """Functions, blocks, and the small helpers instruction parsing shares."""

    # ------------------------------------------------------------ local names
    def get_local(self, key: LocalKey, ty: Type, tok: int) -> Value:
        if self.fn is None:
            raise self.err("invalid use of function-local name", tok)
        v = self.lvals.get(key)
        if v is not None:
            if v.type is not ty and not same_type(v.type, ty):
                raise self.err(f"'%{key}' defined with type '{v.type}' but expected '{ty}'", tok)
            return v
        if ty is LABEL_T:
            return self.get_block(key, tok)
        if key in self.blocks:
            raise self.err(f"'%{key}' is not a basic block... defined with type 'label' but "
                           f"expected '{ty}'", tok)
        f = self.lfwd.get(key)
        if f is None:
            if ty.is_void or isinstance(ty, FunctionType):
                raise self.err("invalid use of a non-first-class type", tok)
            f = self.lfwd[key] = _Fwd(ty, key, tok)
        elif f.type is not ty and not same_type(f.type, ty):
            raise self.err(f"'%{key}' defined with type '{f.type}' but expected '{ty}'", tok)
        return f

    def get_block(self, key: LocalKey, tok: int) -> BasicBlock:
        bb = self.blocks.get(key)
        if bb is None:
            if key in self.lvals or key in self.lfwd:
                t = (self.lvals[key] if key in self.lvals else self.lfwd[key]).type
                raise self.err(f"'%{key}' defined with type '{t}' but expected 'label'", tok)
            bb = self.blocks[key] = BasicBlock(key if isinstance(key, str) else None)
            self.bfwd[key] = tok
        return bb

    def define_local(self, key: LocalKey, v: Value, tok: int) -> None:
        """Bind `%key` (name, or number already checked) to v, resolving forward uses."""
        if key in self.lvals or key in self.blocks:
            raise self.err(f"multiple definition of local value named '{key}'"
                           if isinstance(key, str) else f"multiple definition of local value '%{key}'", tok)
        f = self.lfwd.pop(key, None)
        if f is not None:
            if f.type is not v.type and not same_type(f.type, v.type):
                raise self.err(f"instruction forward referenced with type '{f.type}'", tok)
            f.replace_all_uses_with(v)
        self.lvals[key] = v

    # ------------------------------------------------------------ functions
    def parse_function(self, is_define: bool) -> None:
        K, V = self.K, self.V
        self.i += 1
        # `declare !dbg !5 i32 @f(...)`: a declaration's attachments precede its header
        decl_md: dict[str, Metadata] = {}
        while not is_define and self.K[self.i] == MDVAR and self.K[self.i + 1] != "=":
            self.parse_md_attachment(decl_md)
        info: dict[str, Any] = {}
        self._parse_linkage_etc(info)
        cc = self.parse_opt_callconv()
        ret_attrs = self.parse_attrs(AttributeSet(), "ret")
        rtok = self.i
        rty = self.parse_type(allow_void=True)
        if rty.is_label or rty.is_metadata or isinstance(rty, FunctionType):
            raise self.err("invalid function return type", rtok)
        tok = self.i
        if K[tok] not in (GVAR, GID):
            raise self.err("expected function name")
        key, name = self._global_key()
        self.expect("(", "'(' in function argument list")
        ptypes: list[Type] = []
        pattrs: list[AttributeSet] = []
        pnames: list[tuple[str, LocalKey] | None] = []
        ptoks: list[int] = []
        vararg = False
        if not self.accept(")"):
            while True:
                if self.accept(DOTS):
                    vararg = True
                    break
                ttok = self.i
                t = self.parse_type()
                if not t.is_first_class or t.is_label:
                    raise self.err("invalid type for function argument", ttok)
                pa = self.parse_attrs(AttributeSet(), "param")
                k = K[self.i]
                ptoks.append(ttok)
                if k in (LVAR, LID):
                    pnames.append((k, V[self.i]))
                    self.i += 1
                else:
                    pnames.append(None)
                ptypes.append(t)
                pattrs.append(pa)
                if not self.accept(","):
                    break
            self.expect(")", "')' at end of argument list")
        nxt = 0
        for p, ptok in zip(pnames, ptoks):
            if p is None or p[0] == LID:
                if p is not None and p[1] != nxt:
                    raise self.err(f"argument expected to be numbered '%{nxt}'", ptok)
                nxt += 1
        fty = FunctionType.get(rty, ptypes, vararg)
        unnamed_addr = None
        if K[self.i] in ("unnamed_addr", "local_unnamed_addr"):
            unnamed_addr = K[self.i]
            self.i += 1
        asp = self.parse_opt_addrspace()
        fn = Function(name, fty, asp, self.typed)
        fn.metadata.update(decl_md)
        self._apply_gv_info(fn, info)
        if unnamed_addr:
            fn.unnamed_addr = unnamed_addr
        fn.callconv = cc
        fn.ret_attrs = ret_attrs
        for a, pa in zip(fn.args, pattrs):
            a.attrs = pa
        fn.param_attrs = pattrs
        self.parse_attrs(fn.fn_attrs, "fn")
        while True:
            k = K[self.i]
            if k == "section":
                self.i += 1
                fn.section = self.expect_str()
            elif k == "partition":
                self.i += 1
                fn.partition = self.expect_str()
            elif k == "comdat":
                self.i += 1
                fn.comdat = self.parse_comdat_ref(name)
            elif k == "align":
                self.i += 1
                fn.align = self._attr_align("align")
            elif k == "gc":
                self.i += 1
                fn.gc = self.expect_str()
            elif k in ("prefix", "prologue", "personality"):
                self.i += 1
                setattr(fn, k, self.parse_typed_value())
            elif k == MDVAR and K[self.i + 1] != "=":
                self.parse_md_attachment(fn.metadata)
            else:
                break
        if not is_define:
            if info.get("linkage", "external") not in ("external", "extern_weak"):
                raise self.err("invalid linkage for function declaration", tok)
            if any(p is not None for p in pnames):
                pass  # LLVM allows names in declarations; they are kept
        self._define_global(key, fn, tok)
        for a, p in zip(fn.args, pnames):
            if p is not None and p[0] == LVAR:
                a.name = str(p[1])   # an LVAR token's value is its name
        if is_define:
            self.parse_body(fn, pnames, ptoks)

    def parse_body(self, fn: Function, pnames: list[tuple[str, LocalKey] | None],
                   ptoks: list[int]) -> None:
        K, _V = self.K, self.V
        self.fn = fn
        self.cur_function = fn
        self.lvals, self.lfwd, self.blocks, self.bfwd = {}, {}, {}, {}
        self.next_num = 0
        for a, p, t in zip(fn.args, pnames, ptoks):
            if p is None or p[0] == LID:
                if p is not None and p[1] != self.next_num:
                    raise self.err(f"argument expected to be numbered '%{self.next_num}'", t)
                self.lvals[self.next_num] = a
                self.next_num += 1
            else:
                if p[1] in self.lvals:
                    raise self.err(f"redefinition of argument '%{p[1]}'", t)
                self.lvals[p[1]] = a
        self.expect("{", "'{' in function body")
        if K[self.i] == "}":
            raise self.err("function body requires at least one basic block")
        while K[self.i] != "}":
            if K[self.i] == "uselistorder" or K[self.i] == "uselistorder_bb":
                self.skip_uselistorder()
                continue
            self.parse_block(fn)
        self.i += 1
        for key, tok in self.bfwd.items():
            raise self.err(f"use of undefined value '%{key}'", tok)
        for key, f in self.lfwd.items():
            raise self.err(f"use of undefined value '%{key}'", f.tok)
        named = {}
        for key, bb in self.blocks.items():
            named[key] = bb
        self.fn_blocks[fn] = named
        if self.ba_fwd:
            fkey = fn.name if fn.name is not None else None
            for (fk, bk), (ph, tok) in list(self.ba_fwd.items()):
                if fk == fkey or (fn.name is None and fk is not None and self.gvals.get(fk) is fn):
                    real = named.get(bk)
                    if real is None:
                        raise self.err("referenced value is not a basic block", tok)
                    ph.replace_all_uses_with(real)
                    del self.ba_fwd[(fk, bk)]
        self.fn = None
        self.cur_function = None

    def parse_block(self, fn: Function) -> None:
        K, V = self.K, self.V
        i = self.i
        k = K[i]
        if k == LABEL:
            key = V[i]
            self.i = i + 1
        elif k == LABELID:
            key = V[i]
            if key != self.next_num:
                raise self.err(f"label expected to be numbered '{self.next_num}'")
            self.next_num += 1
            self.i = i + 1
        else:
            key = self.next_num
            self.next_num += 1
        bb = self.blocks.get(key)
        if bb is None:
            if key in self.lvals:
                raise self.err(f"multiple definition of local value named '{key}'", i)
            bb = self.blocks[key] = BasicBlock(key if isinstance(key, str) else None)
        elif key not in self.bfwd:
            raise self.err(f"redefinition of label '{key}'" if isinstance(key, str)
                           else f"redefinition of label '%{key}'", i)
        else:
            del self.bfwd[key]
        fn.append_block(bb)
        handlers = self._handlers
        while True:
            i = self.i
            k = K[i]
            name = None
            numbered = False
            if (k in (LVAR, LID)) and K[i + 1] == "=":
                name = V[i]
                ntok = i
                numbered = k == LID
                if numbered and name != self.next_num:
                    raise self.err(f"instruction expected to be numbered '%{self.next_num}'")
                self.i = i + 2
                k = K[i + 2]
            elif k in (LVAR, LID):
                raise self.err("expected '=' after instruction name" if k == LVAR
                               else "expected '=' after instruction id", i + 1)
            h = handlers.get(k)
            if h is None:
                if k == "}" and bb.last is not None:
                    raise self.err("expected instruction opcode (block does not end in a terminator)")
                raise self.err("expected instruction opcode")
            itok = self.i
            inst = h(self)
            while K[self.i] == "," and K[self.i + 1] == MDVAR:
                self.i += 1
                self.parse_md_attachment(inst.metadata)
            if inst.type is VOID:
                if name is not None:
                    raise self.err("instructions returning void cannot have a name", ntok)
            elif name is None:
                self.lvals[self.next_num] = inst
                f = self.lfwd.pop(self.next_num, None)
                if f is not None:
                    if f.type is not inst.type and not same_type(f.type, inst.type):
                        raise self.err(f"instruction forward referenced with type '{f.type}'", itok)
                    f.replace_all_uses_with(inst)
                self.next_num += 1
            else:
                if numbered:
                    self.next_num += 1
                else:
                    inst.name = name
                self.define_local(name, inst, ntok)
            inst.loc = ntok if name is not None else itok   # Module.source_offset maps it
            bb.append(inst)
            if inst.is_terminator:
                return

    # ------------------------------------------------------------ helpers
    def _fmf(self, flags: set[str]) -> None:
        K = self.K
        while K[self.i] in FMF:
            flags.add(K[self.i])
            self.i += 1

    def _label(self) -> BasicBlock:
        K = self.K
        if K[self.i] != "label":
            raise self.err("expected 'label'")
        self.i += 1
        k = K[self.i]
        if k != LVAR and k != LID:
            raise self.err("expected value token")
        self.i += 1
        return self.get_block(self.V[self.i - 1], self.i - 1)

    def _opt_align(self) -> int | None:
        """`, align N` (consumes the comma only when `align` follows)."""
        if self.K[self.i] == "," and self.K[self.i + 1] == "align":
            self.i += 2
            return self._attr_align("align")
        return None

    def _syncscope(self) -> str | None:
        if self.K[self.i] == "syncscope":
            self.i += 1
            self.expect("(", "'(' after syncscope")
            s = self.expect_str("syncscope name")
            self.expect(")", "')' after syncscope")
            return s
        return None

    def _ordering(self) -> str:
        k = self.K[self.i]
        if k not in ORDERINGS:
            raise self.err("Expected ordering on atomic instruction")
        self.i += 1
        return k

    def _check_type(self, v: Value, ty: Type, tok: int, what: str) -> None:
        if v.type is not ty and not same_type(v.type, ty):
            raise self.err(f"{what}: '{v.type}' does not match '{ty}'", tok)

    def _indices(self) -> list[int]:
        out = []
        while self.K[self.i] == ",":
            if self.K[self.i + 1] == MDVAR:
                break
            self.i += 1
            out.append(self.expect_uint("index", 1 << 32))
        if not out:
            raise self.err("expected ',' as start of index list")
        return out
