"""The parser's token stream, error reporting and shared state (`ParserCore`).

Every parse_*.py mixin derives from ParserCore, so each sees the token lists, the parse
state and, for the type checker, the methods the other mixins provide (declared below
under TYPE_CHECKING, implemented in the mixin named beside each group). `Parser`
(parser.py) combines the mixins.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from pyllc.diagnostics import CompileError
from pyllc.ir.attributes import AttributeSet
from pyllc.ir.constants import InlineAsm
from pyllc.ir.globals import Function, GlobalValue
from pyllc.ir.lexer import INT, STR, LexError, lex, token_offset, unescape
from pyllc.ir.module import Module
from pyllc.ir.parse_common import _Fwd
from pyllc.ir.types import FunctionType, PointerType, Type
from pyllc.ir.values import BasicBlock, Value

if TYPE_CHECKING:
    from pyllc.ir.instructions import Instruction
    from pyllc.ir.metadata import Metadata

__all__ = ["LocalKey", "ParserCore"]

LocalKey = str | int   # a local or global name: its text, or its number for `%0`, `@1`


class ParserCore:
    """One parse of one module. Tokens are parallel lists K (kind), V (value) and, on
    demand, P (offset)."""

    # opcode keyword -> the unbound `_i_*` method (set by parser.py)
    _handlers: ClassVar[dict[str, Callable[[Any], Instruction]]]

    # per-function state (set by FunctionParser.parse_body)
    lvals: dict[LocalKey, Value]
    lfwd: dict[LocalKey, _Fwd]
    blocks: dict[LocalKey, BasicBlock]
    bfwd: dict[LocalKey, int]
    next_num: int
    cur_function: Function | None

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.filename = filename
        self.i = 0
        try:
            self.toks = lex(text)
        except LexError as e:
            raise self._error_at(e.message, e.offset) from None
        self.K, self.V = self.toks.kinds, self.toks.values
        self.m = Module(filename)
        self.m.source_text = text
        # instructions' `.loc` are token indices; this maps one to its character offset
        self.m.source_offset = partial(token_offset, text)
        K = self.K
        star = K.index("*") if "*" in K else len(K)
        ptr = K.index("ptr") if "ptr" in K else len(K)
        self.typed = star < ptr           # typed-pointer module: globals have type T*
        self.gvals: dict[LocalKey, GlobalValue] = {}   # name or number -> GlobalValue
        self.gfwd: dict[LocalKey, _Fwd] = {}           # name or number -> _Fwd
        self.next_global = 0
        self.next_type = 0
        self.type_refs: dict[str, int] = {}            # struct name -> first token referencing it
        self.types_defined: set[str] = set()
        self.type_def_tok: dict[str, int] = {}
        self.md_defined: set[int] = set()
        self.md_fwd: dict[int, int] = {}               # slot -> token index of first forward use
        self.attr_groups: dict[int, AttributeSet] = {}
        self.attr_refs: list[tuple[AttributeSet, int, int]] = []   # (AttributeSet, group id, token)
        # (function key, block key) -> (placeholder block, token)
        self.ba_fwd: dict[tuple[LocalKey | None, LocalKey], tuple[BasicBlock, int]] = {}
        self.fn_blocks: dict[Function, dict[LocalKey, BasicBlock]] = {}
        self.fn: Function | None = None

    @property
    def P(self) -> list[int]:
        """Each token's character offset: computed on first use (errors, summaries)."""
        return self.toks.offsets()

    # ------------------------------------------------------------------ errors
    def _error_at(self, message: str, offset: int) -> CompileError:
        text = self.text
        offset = max(0, min(offset, len(text)))
        ls = text.rfind("\n", 0, offset) + 1
        le = text.find("\n", offset)
        if le < 0:
            le = len(text)
        line = text.count("\n", 0, offset) + 1
        return CompileError(message, self.filename, line, offset - ls + 1, text[ls:le])

    def err(self, message: str, tok: int | None = None) -> CompileError:
        """A CompileError located at token `tok` (default: the current token)."""
        t = self.i if tok is None else tok
        t = max(0, min(t, len(self.P) - 1))
        return self._error_at(message, self.P[t])

    # ------------------------------------------------------------------ tokens
    def expect(self, kind: str, what: str | None = None) -> Any:
        """Consume a token of `kind` and return its value (its type depends on the kind)."""
        i = self.i
        if self.K[i] != kind:
            raise self.err(f"expected {what or repr(kind)}")
        self.i = i + 1
        return self.V[i]

    def accept(self, kind: str) -> bool:
        if self.K[self.i] == kind:
            self.i += 1
            return True
        return False

    def expect_int(self, what: str = "integer") -> int:
        if self.K[self.i] != INT:
            raise self.err(f"expected {what}")
        self.i += 1
        v: int = self.V[self.i - 1]
        return v

    def expect_uint(self, what: str, limit: int = 1 << 64) -> int:
        v = self.expect_int(what)
        if v < 0 or v >= limit:
            raise self.err(f"{what} out of range", self.i - 1)
        return v

    def expect_str(self, what: str = "string constant") -> str:
        return unescape(self.expect(STR, what)).decode("latin-1")

    def expect_at(self, i: int, kind: str) -> None:
        if self.K[i] != kind:
            raise self.err(f"expected '{kind}'", i)

    if TYPE_CHECKING:
        # ---- parse_types.TypeParser
        def parse_type(self, allow_void: bool = False) -> Type: ...
        def ptr_to(self, t: Type, addrspace: int = 0) -> PointerType: ...
        def parse_opt_addrspace(self) -> int: ...
        def parse_attrs(self, aset: AttributeSet, ctx: str) -> AttributeSet: ...
        def _attr_align(self, k: str) -> int: ...
        def parse_opt_callconv(self) -> str: ...
        def parse_fn_type_params(self) -> tuple[tuple[Type, ...], bool]: ...
        # ---- parse_constants.ConstantParser
        def parse_value(self, ty: Type) -> Value: ...
        def parse_typed_value(self) -> Value: ...
        def parse_constant(self, ty: Type) -> Value: ...
        def parse_inline_asm(self, ty: Type) -> InlineAsm: ...
        def get_global(self, k: str, key: LocalKey, ty: Type, tok: int) -> Value: ...
        def _gep_result(self, src: Type, ptr: Value, idx: list[Value], tok: int) -> Type: ...
        def _shuffle_mask(self, m: Value, tok: int) -> tuple[int, ...]: ...
        def _agg_index_type(self, t: Type, idx: list[int], tok: int) -> Type: ...
        def _type_value(self) -> Value: ...
        def _comma(self, what: str = "','") -> None: ...
        # ---- parse_metadata.MetadataParser
        def parse_md_attachment(self, target: dict[str, Metadata]) -> None: ...
        def parse_metadata_arg(self) -> Value: ...
        # ---- parse_function.FunctionParser
        def get_local(self, key: LocalKey, ty: Type, tok: int) -> Value: ...
        def get_block(self, key: LocalKey, tok: int) -> BasicBlock: ...
        def _fmf(self, flags: set[str]) -> None: ...
        def _label(self) -> BasicBlock: ...
        def _opt_align(self) -> int | None: ...
        def _syncscope(self) -> str | None: ...
        def _ordering(self) -> str: ...
        def _check_type(self, v: Value, ty: Type, tok: int, what: str) -> None: ...
        def _indices(self) -> list[int]: ...
        # ---- parser.Parser (module level)
        def _parse_linkage_etc(self, gv_info: dict[str, Any]) -> None: ...
        def _apply_gv_info(self, gv: GlobalValue, info: dict[str, Any]) -> None: ...
        def _define_global(self, key: LocalKey, gv: GlobalValue, tok: int) -> None: ...
        def _global_key(self) -> tuple[LocalKey, str | None]: ...
        def parse_comdat_ref(self, own_name: str | None) -> str: ...
        def skip_uselistorder(self) -> None: ...
        # ---- parse_calls.CallParser
        def _callee(self, fty: FunctionType, asp: int) -> Value: ...
