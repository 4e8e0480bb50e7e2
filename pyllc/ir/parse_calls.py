"""Parser mixin: calls (call/invoke/callbr with attributes and operand bundles) and exception handling."""
from __future__ import annotations

from pyllc.ir.attributes import AttributeSet
from pyllc.ir.constants import ConstantTokenNone
from pyllc.ir.eh_instructions import (
    CatchPadInst,
    CatchReturnInst,
    CatchSwitchInst,
    CleanupPadInst,
    CleanupReturnInst,
    LandingPadInst,
    ResumeInst,
)
from pyllc.ir.instructions import (
    CallBrInst,
    CallInst,
    Instruction,
    InvokeInst,
)
from pyllc.ir.lexer import DOTS, GID, GVAR, LID, LVAR, STR
from pyllc.ir.parse_core import ParserCore
from pyllc.ir.types import METADATA, TOKEN, VOID, FunctionType, PointerType, same_type
from pyllc.ir.values import Value


class CallParser(ParserCore):
    """Call-like instructions and the EH pads."""

    def _i_call(self) -> Instruction:
        K = self.K
        tail = None
        if K[self.i] != "call":
            tail = K[self.i]
            self.i += 1
            if K[self.i] != "call":
                raise self.err("expected 'call' after tail call marker")
        self.i += 1
        flags, cc, ra, fty, callee, args, attrs, fa, bundles, asp = self._call_common()
        inst = CallInst(fty.ret, fty, callee, args, None, cc, ra, attrs, fa, bundles, tail)
        inst.addrspace = asp
        inst.flags = flags
        return inst

    def _i_invoke(self) -> Instruction:
        self.i += 1
        flags, cc, ra, fty, callee, args, attrs, fa, bundles, asp = self._call_common()
        self.expect("to", "'to' in invoke")
        normal = self._label()
        self.expect("unwind", "'unwind' in invoke")
        unwind = self._label()
        inst = InvokeInst(fty.ret, fty, callee, args, normal, unwind, None, cc, ra, attrs, fa, bundles)
        inst.addrspace = asp
        inst.flags = flags
        return inst

    def _i_callbr(self) -> Instruction:
        self.i += 1
        flags, cc, ra, fty, callee, args, attrs, fa, bundles, asp = self._call_common()
        self.expect("to", "'to' in callbr")
        default = self._label()
        self.expect("[", "'[' in callbr")
        ind = []
        if not self.accept("]"):
            while True:
                ind.append(self._label())
                if not self.accept(","):
                    break
            self.expect("]", "']' in callbr")
        inst = CallBrInst(fty.ret, fty, callee, args, default, ind, None, cc, ra, attrs, fa, bundles)
        inst.addrspace = asp
        inst.flags = flags
        return inst

    def _i_landingpad(self) -> Instruction:
        K = self.K
        self.i += 1
        t = self.parse_type()
        cleanup = self.accept("cleanup")
        clauses = []
        while K[self.i] in ("catch", "filter"):
            kind = K[self.i]
            self.i += 1
            clauses.append((kind, self._type_value()))
        if not cleanup and not clauses:
            raise self.err("landingpad instruction without clauses and not cleanup")
        return LandingPadInst(t, cleanup, clauses)

    def _i_resume(self) -> Instruction:
        self.i += 1
        return ResumeInst("resume", VOID, (self._type_value(),))

    def _i_catchswitch(self) -> Instruction:
        self.i += 1
        parent = self._pad_parent()
        self.expect("[", "'[' with catchswitch labels")
        handlers = []
        while True:
            handlers.append(self._label())
            if not self.accept(","):
                break
        self.expect("]", "']' after catchswitch labels")
        self.expect("unwind", "'unwind' after catchswitch scope")
        unwind = None
        if self.accept("to"):
            self.expect("caller", "'caller' in catchswitch")
        else:
            unwind = self._label()
        return CatchSwitchInst(TOKEN, parent, handlers, unwind)

    def _i_catchpad(self) -> Instruction:
        self.i += 1
        self.expect("within", "'within' after catchpad")
        k = self.K[self.i]
        if k != LVAR and k != LID:
            raise self.err("expected scope value for catchpad")
        self.i += 1
        p = self.get_local(self.V[self.i - 1], TOKEN, self.i - 1)
        return CatchPadInst("catchpad", TOKEN, (p, *self._pad_args()))

    def _i_cleanuppad(self) -> Instruction:
        self.i += 1
        p = self._pad_parent()
        return CleanupPadInst("cleanuppad", TOKEN, (p, *self._pad_args()))

    def _i_catchret(self) -> Instruction:
        self.i += 1
        self.expect("from", "'from' after catchret")
        p = self._pad_ref()
        self.expect("to", "'to' in catchret")
        return CatchReturnInst("catchret", VOID, (p, self._label()))

    def _i_cleanupret(self) -> Instruction:
        self.i += 1
        self.expect("from", "'from' after cleanupret")
        p = self._pad_ref()
        self.expect("unwind", "'unwind' in cleanupret")
        if self.accept("to"):
            self.expect("caller", "'caller' in cleanupret")
            return CleanupReturnInst("cleanupret", VOID, (p,))
        return CleanupReturnInst("cleanupret", VOID, (p, self._label()))

    def _pad_parent(self) -> Value:
        self.expect("within", "'within' after pad")
        if self.accept("none"):
            return ConstantTokenNone()
        k = self.K[self.i]
        if k != LVAR and k != LID:
            raise self.err("expected scope value for cleanuppad")
        self.i += 1
        return self.get_local(self.V[self.i - 1], TOKEN, self.i - 1)

    def _pad_args(self) -> list[Value]:
        self.expect("[", "'[' in pad arguments")
        args: list[Value] = []
        if not self.accept("]"):
            while True:
                args.append(self._type_value())
                if not self.accept(","):
                    break
            self.expect("]", "']' in pad arguments")
        return args

    def _pad_ref(self) -> Value:
        k = self.K[self.i]
        if k != LVAR and k != LID:
            raise self.err("expected pad value")
        self.i += 1
        return self.get_local(self.V[self.i - 1], TOKEN, self.i - 1)

    # ------------------------------------------------------------ calls
    def _skip_callee(self) -> None:
        K = self.K
        k = K[self.i]
        if k in (LVAR, LID, GVAR, GID):
            self.i += 1
            return
        if k == "asm":
            self.i += 1
            while K[self.i] in ("sideeffect", "alignstack", "inteldialect", "unwind"):
                self.i += 1
            self.expect(STR, "asm string")
            self.expect(",", "',' after inline asm string")
            self.expect(STR, "constraint string")
            return
        while K[self.i] not in ("(", "<eof>"):
            self.i += 1
        depth = 0
        while True:
            k = K[self.i]
            if k == "<eof>":
                raise self.err("expected ')'")
            if k == "(":
                depth += 1
            elif k == ")":
                depth -= 1
                if depth == 0:
                    self.i += 1
                    return
            self.i += 1

    def _call_args(self) -> tuple[list[Value], list[AttributeSet]]:
        K = self.K
        self.expect("(", "'(' in call")
        args: list[Value] = []
        attrs: list[AttributeSet] = []
        if self.accept(")"):
            return args, attrs
        while True:
            if K[self.i] == DOTS:
                self.i += 1
                break
            tok = self.i
            t = self.parse_type()
            a = self.parse_attrs(AttributeSet(), "param")
            if t is METADATA:
                v = self.parse_metadata_arg()
            else:
                if False:
                    raise self.err("invalid argument type", tok)
                v = self.parse_value(t)
            args.append(v)
            attrs.append(a)
            if not self.accept(","):
                break
        self.expect(")", "',' in argument list")
        return args, attrs

    def _bundles(self) -> list[tuple[str, list[Value]]]:
        K = self.K
        if K[self.i] != "[":
            return []
        self.i += 1
        out: list[tuple[str, list[Value]]] = []
        while True:
            tag = self.expect_str("operand bundle tag")
            self.expect("(", "'(' in operand bundle")
            vals: list[Value] = []
            if not self.accept(")"):
                while True:
                    t = self.parse_type()
                    vals.append(self.parse_metadata_arg() if t is METADATA else self.parse_value(t))
                    if not self.accept(","):
                        break
                self.expect(")", "')' at end of operand bundle")
            out.append((tag, vals))
            if not self.accept(","):
                break
        self.expect("]", "']' at end of operand bundles")
        return out

    def _call_common(self) -> tuple[set[str], str, AttributeSet, FunctionType, Value, list[Value],
                                    list[AttributeSet], AttributeSet, list[tuple[str, list[Value]]], int]:
        """[fmf] [cc] [ret attrs] [addrspace] type callee(args) [fn attrs] [bundles]."""
        flags: set[str] = set()
        self._fmf(flags)
        cc = self.parse_opt_callconv()
        ret_attrs = self.parse_attrs(AttributeSet(), "ret")
        asp = self.parse_opt_addrspace()
        ttok = self.i
        t = self.parse_type(allow_void=True)
        if isinstance(t, FunctionType):
            fty = t
            ctok = self.i
            callee = self._callee(fty, asp)
            args, attrs = self._call_args()
        else:
            ctok = self.i
            self._skip_callee()
            args, attrs = self._call_args()
            fty = FunctionType.get(t, [a.type for a in args], False)
            end = self.i
            self.i = ctok
            callee = self._callee(fty, asp)
            self.i = end
        n = len(fty.params)
        if len(args) < n or (len(args) > n and not fty.vararg):
            raise self.err("invalid number of arguments for function call", ctok)
        for a, pt in zip(args, fty.params):
            if a.type is not pt and not same_type(a.type, pt):
                raise self.err(f"argument is not of expected type '{pt}'", ctok)
        fn_attrs = self.parse_attrs(AttributeSet(), "fn")
        bundles = self._bundles()
        del ttok
        return flags, cc, ret_attrs, fty, callee, args, attrs, fn_attrs, bundles, asp

    def _callee(self, fty: FunctionType, asp: int) -> Value:
        pt = PointerType.get(asp, fty if self.typed else None)
        if self.K[self.i] == "asm":
            asm = self.parse_inline_asm(pt)
            asm.function_type = fty
            return asm
        tok = self.i
        v = self.parse_value(pt)
        del tok
        return v
