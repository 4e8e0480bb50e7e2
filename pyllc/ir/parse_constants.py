"""Parser mixin: values, constants and constant expressions.

Forward references to globals become placeholders replaced at the definition."""
from __future__ import annotations

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
from pyllc.ir.fpconv import decimal_bits, hex_bits
from pyllc.ir.globals import Function
from pyllc.ir.instructions import FCMP_PREDS, ICMP_PREDS
from pyllc.ir.lexer import CSTR, FLOAT, GID, GVAR, HEXFP, HEXINT, INT, LID, LVAR
from pyllc.ir.parse_common import (
    _CASTS,
    _CE_OTHER,
    _FP_BINOPS,
    _INT_BINOPS,
    _LONG_FP,
    BINOPS,
    CAST_OPS,
    _cast_ok,
    _Fwd,
    _vec_of,
)
from pyllc.ir.parse_core import LocalKey, ParserCore
from pyllc.ir.types import (
    I1,
    I32,
    TOKEN,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
    same_type,
)
from pyllc.ir.values import BasicBlock, Value


class ConstantParser(ParserCore):
    """Values of a known type: locals, globals, literals, aggregates, expressions."""

    # ------------------------------------------------------------------ constants
    def parse_value(self, ty: Type) -> Value:
        """A value of type `ty`: local, global, constant or constant expression."""
        K = self.K
        i = self.i
        k = K[i]
        if k in (LVAR, LID):
            self.i = i + 1
            return self.get_local(self.V[i], ty, i)
        if k == INT:
            if isinstance(ty, IntType):
                self.i = i + 1
                return ConstantInt(ty, self.V[i])
            raise self.err("integer constant must have integer type")
        return self.parse_constant(ty)

    def parse_typed_value(self) -> Value:
        return self.parse_value(self.parse_type())

    def parse_constant(self, ty: Type) -> Value:
        K, V = self.K, self.V
        i = self.i
        k = K[i]
        if k in (GVAR, GID):
            self.i = i + 1
            return self.get_global(k, V[i], ty, i)
        if k in ("true", "false"):
            if ty is not I1:
                raise self.err(f"constant expression type mismatch: got type 'i1' but expected '{ty}'")
            self.i = i + 1
            return ConstantInt(I1, 1 if k == "true" else 0)
        if k == FLOAT:
            if not isinstance(ty, FloatType):
                raise self.err("floating point constant invalid for type")
            if ty.kind in _LONG_FP:
                raise self.err(f"floating point constant does not have type '{ty}'")
            b = decimal_bits(V[i], ty.kind)
            if b is None:
                raise self.err("floating point constant invalid for type")
            self.i = i + 1
            return ConstantFP(ty, b)
        if k == HEXFP:
            if not isinstance(ty, FloatType):
                raise self.err("floating point constant invalid for type")
            b, why = hex_bits(V[i], ty.kind)
            if b is None:
                raise self.err(why)
            self.i = i + 1
            return ConstantFP(ty, b)
        if k == HEXINT:
            if not isinstance(ty, IntType):
                raise self.err("integer constant must have integer type")
            sign, digits = V[i]
            v = int(digits, 16)
            bw = 4 * len(digits)
            if sign == "s" and v >> (bw - 1):
                v -= 1 << bw
            self.i = i + 1
            return ConstantInt(ty, v)
        if k == "null":
            if not isinstance(ty, PointerType):
                raise self.err("null must be a pointer type")
            self.i = i + 1
            return ConstantPointerNull(ty)
        if k == "undef" or k == "poison":
            if ty.is_label or ty.is_void or isinstance(ty, FunctionType):
                raise self.err("invalid type for undef constant")
            self.i = i + 1
            return UndefValue(ty) if k == "undef" else PoisonValue(ty)
        if k == "zeroinitializer":
            if ty.is_label or ty.is_void or isinstance(ty, FunctionType) or ty.is_metadata or ty.is_token:
                raise self.err("invalid type for null constant")
            self.i = i + 1
            if isinstance(ty, IntType):
                return ConstantInt(ty, 0)
            if isinstance(ty, FloatType):
                return ConstantFP(ty, 0)
            if isinstance(ty, PointerType):
                return ConstantPointerNull(ty)
            return ConstantAggregateZero(ty)
        if k == "none":
            if ty is not TOKEN and not same_type(ty, TOKEN):
                raise self.err("invalid type for none constant")
            self.i = i + 1
            return ConstantTokenNone()
        if k == "{":
            return self._struct_const(ty, False)
        if k == "<":
            if K[i + 1] == "{":
                return self._struct_const(ty, True)
            return self._vector_const(ty)
        if k == "[":
            return self._array_const(ty)
        if k == CSTR:
            data = V[i]
            if not (isinstance(ty, ArrayType) and isinstance(ty.elem, IntType) and ty.elem.bits == 8 and ty.count == len(data)):
                raise self.err(f"constant expression type mismatch: got type '[{len(data)} x i8]' "
                               f"but expected '{ty}'")
            self.i = i + 1
            return ConstantDataString(ty, data)
        if k == "asm":
            return self.parse_inline_asm(ty)
        if k == "blockaddress":
            return self._blockaddress(ty)
        if k in ("dso_local_equivalent", "no_cfi"):
            self.i += 1
            gtok = self.i
            if K[gtok] not in (GVAR, GID):
                raise self.err("expected global value name")
            gv = self.get_global(K[gtok], V[gtok], ty, gtok)
            self.i += 1
            return DSOLocalEquivalent(gv) if k == "dso_local_equivalent" else NoCFIValue(gv)
        if k in CAST_OPS or k in BINOPS or k in _CE_OTHER:
            c = self.parse_const_expr()
            if c.type is not ty and not same_type(c.type, ty):
                raise self.err(f"constant expression type mismatch: got type '{c.type}' but "
                               f"expected '{ty}'", i)
            return c
        if k == INT:
            return self.parse_value(ty)
        if k in (LVAR, LID):
            raise self.err("expected constant, found local value")
        raise self.err("expected value token")

    def _elems(self, close: str, n_expect: int | None = None) -> list[Value]:
        vals: list[Value] = []
        if self.accept(close):
            return vals
        while True:
            vals.append(self.parse_typed_value())
            if not self.accept(","):
                break
        self.expect(close, {">": "end of constant", "]": "end of array constant"}.get(
            close, f"'{close}' at end of struct constant"))
        return vals

    def _check_elem(self, v: Value, t: Type, tok: int) -> None:
        if v.type is not t and not same_type(v.type, t):
            raise self.err(f"element type mismatch: got '{v.type}', expected '{t}'", tok)

    def _struct_const(self, ty: Type, packed: bool) -> Value:
        tok = self.i
        self.i += 2 if packed else 1
        vals = self._elems("}")
        if packed:
            self.expect(">", "'>' at end of packed struct constant")
        if not isinstance(ty, StructType) or ty.elems is None or ty.packed != packed:
            raise self.err(f"constant expression type mismatch: struct constant is not of type '{ty}'",
                           tok)
        if len(vals) != len(ty.elems):
            raise self.err("wrong number of elements in struct constant", tok)
        for v, t in zip(vals, ty.elems):
            self._check_elem(v, t, tok)
        return ConstantStruct(ty, vals)

    def _vector_const(self, ty: Type) -> Value:
        tok = self.i
        self.i += 1
        vals = self._elems(">")
        if not isinstance(ty, VectorType) or ty.scalable or len(vals) != ty.count:
            raise self.err(f"constant expression type mismatch: vector constant is not of type '{ty}'",
                           tok)
        for v in vals:
            self._check_elem(v, ty.elem, tok)
        return ConstantVector(ty, vals)

    def _array_const(self, ty: Type) -> Value:
        tok = self.i
        self.i += 1
        vals = self._elems("]")
        if not isinstance(ty, ArrayType) or len(vals) != ty.count:
            raise self.err(f"constant expression type mismatch: array constant is not of type '{ty}'",
                           tok)
        for v in vals:
            self._check_elem(v, ty.elem, tok)
        return ConstantArray(ty, vals)

    def _blockaddress(self, ty: Type) -> Value:
        K, V = self.K, self.V
        self.i += 1
        self.expect("(", "'(' in block address expression")
        ftok = self.i
        if K[ftok] not in (GVAR, GID):
            raise self.err("expected function name in blockaddress")
        fkey = V[ftok]
        self.i += 1
        self.expect(",", "',' in block address expression")
        btok = self.i
        if K[btok] not in (LVAR, LID):
            raise self.err("expected basic block name in blockaddress")
        bkey = V[btok]
        self.i += 1
        self.expect(")", "')' in block address expression")
        if not isinstance(ty, PointerType):
            raise self.err("blockaddress must have pointer type", ftok)
        known = self.gvals.get(fkey)
        fn: Value
        if known is None:
            if self.typed:
                raise self.err("blockaddress of a function defined later is not supported with "
                               "typed pointers", ftok)
            fn = self.get_global(K[ftok], fkey, PointerType.get(0), ftok)
        elif not isinstance(known, Function):
            raise self.err("expected function name in blockaddress", ftok)
        else:
            fn = known
        bb: BasicBlock | None
        if self.fn is not None and fn is self.cur_function:
            bb = self.get_block(bkey, btok)
        elif isinstance(fn, Function) and fn in self.fn_blocks:
            bb = self.fn_blocks[fn].get(bkey)
            if bb is None:
                raise self.err("referenced value is not a basic block", btok)
        elif isinstance(fn, Function) and fn.is_declaration and fkey in self.gvals and \
                fn not in self.fn_blocks and getattr(fn, "_defined", False):
            raise self.err("cannot take blockaddress inside a declaration", ftok)
        else:
            ent = self.ba_fwd.get((fkey, bkey))
            if ent is None:
                ent = self.ba_fwd[(fkey, bkey)] = (BasicBlock(None), btok)
            bb = ent[0]
        return BlockAddress(fn, bb, ty)

    def parse_inline_asm(self, ty: Type) -> InlineAsm:
        K = self.K
        self.i += 1
        flags: list[str] = []
        while K[self.i] in ("sideeffect", "alignstack", "inteldialect", "unwind"):
            flags.append(K[self.i])
            self.i += 1
        asm = self.expect_str("asm string")
        self.expect(",", "',' after inline asm string")
        cons = self.expect_str("constraint string")
        return InlineAsm(ty, asm, cons, flags)

    def get_global(self, k: str, key: LocalKey, ty: Type, tok: int) -> Value:
        """Reference `@key` with expected type `ty` (a placeholder when not yet defined)."""
        v = self.gvals.get(key)
        if v is not None:
            if v.type is not ty and not same_type(v.type, ty):
                raise self.err(f"'@{key}' defined with type '{v.type}' but expected '{ty}'", tok)
            return v
        if not isinstance(ty, PointerType):
            raise self.err("global variable reference must have pointer type", tok)
        f = self.gfwd.get(key)
        if f is None:
            f = self.gfwd[key] = _Fwd(ty, key, tok)
        elif f.type is not ty and not same_type(f.type, ty):
            raise self.err(f"'@{key}' defined with type '{f.type}' but expected '{ty}'", tok)
        return f

    # ------------------------------------------------------------ constant expressions
    def parse_const_expr(self) -> Value:
        """`op (...)` constant expression at the current token."""
        K = self.K
        tok = self.i
        op = K[tok]
        self.i += 1
        if op in _CASTS:
            self.expect("(", "'(' in constantexpr")
            v = self._type_value()
            self.expect("to", "'to' in constantexpr cast")
            dt = self.parse_type()
            self.expect(")", "')' in constantexpr")
            if not _cast_ok(op, v.type, dt):
                raise self.err(f"invalid cast opcode for cast from '{v.type}' to '{dt}'", tok)
            return ConstantExpr(dt, op, (v,))
        if op == "getelementptr":
            flags = []
            if self.accept("inbounds"):
                flags.append("inbounds")
            self.expect("(", "'(' in constantexpr")
            src = self.parse_type()
            self._comma()
            p = self._type_value()
            idx: list[Value] = []
            inrange = None
            while self.accept(","):
                if self.accept("inrange"):
                    if inrange is not None:
                        raise self.err("expected only one inrange index")
                    inrange = len(idx)
                idx.append(self._type_value())
            self.expect(")", "')' in constantexpr")
            rt = self._gep_result(src, p, idx, tok)
            return ConstantExpr(rt, op, (p, *idx), flags, source_type=src, inrange=inrange)
        if op == "select":
            self.expect("(", "'(' in constantexpr")
            c = self._type_value()
            self._comma()
            a = self._type_value()
            self._comma()
            b = self._type_value()
            self.expect(")", "')' in constantexpr")
            if not same_type(a.type, b.type) or c.type.scalar_type is not I1:
                raise self.err("invalid select operands", tok)
            return ConstantExpr(a.type, op, (c, a, b))
        if op in ("icmp", "fcmp"):
            pred = K[self.i]
            if pred not in (ICMP_PREDS if op == "icmp" else FCMP_PREDS):
                raise self.err(f"expected {op} predicate")
            self.i += 1
            self.expect("(", "'(' in constantexpr")
            a = self._type_value()
            self._comma()
            b = self._type_value()
            self.expect(")", "')' in constantexpr")
            if a.type is not b.type and not same_type(a.type, b.type):
                raise self.err("compare operands must have the same type", tok)
            return ConstantExpr(_vec_of(I1, a.type), op, (a, b), predicate=pred)
        if op == "fneg":
            self.expect("(", "'(' in constantexpr")
            a = self._type_value()
            self.expect(")", "')' in constantexpr")
            if not isinstance(a.type.scalar_type, FloatType):
                raise self.err("invalid operand type for fneg", tok)
            return ConstantExpr(a.type, op, (a,))
        if op in _INT_BINOPS or op in _FP_BINOPS:
            flags = []
            while K[self.i] in ("nuw", "nsw", "exact"):
                flags.append(K[self.i])
                self.i += 1
            self.expect("(", "'(' in constantexpr")
            a = self._type_value()
            self._comma()
            b = self._type_value()
            self.expect(")", "')' in constantexpr")
            if a.type is not b.type and not same_type(a.type, b.type):
                raise self.err("operands of constexpr must have same type", tok)
            st = a.type.scalar_type
            if (op in _FP_BINOPS and not isinstance(st, FloatType)) or (op in _INT_BINOPS and not isinstance(st, IntType)):
                raise self.err("constexpr requires integer or integer vector operands"
                               if op in _INT_BINOPS else "constexpr requires fp operands", tok)
            return ConstantExpr(a.type, op, (a, b), flags)
        if op == "extractelement":
            self.expect("(", "'(' in constantexpr")
            v = self._type_value()
            self._comma()
            i = self._type_value()
            self.expect(")", "')' in constantexpr")
            if not isinstance(v.type, VectorType) or not isinstance(i.type, IntType):
                raise self.err("invalid extractelement operands", tok)
            return ConstantExpr(v.type.elem, op, (v, i))
        if op == "insertelement":
            self.expect("(", "'(' in constantexpr")
            v = self._type_value()
            self._comma()
            e = self._type_value()
            self._comma()
            i = self._type_value()
            self.expect(")", "')' in constantexpr")
            if not isinstance(v.type, VectorType) or not same_type(e.type, v.type.elem) or not isinstance(i.type, IntType):
                raise self.err("invalid insertelement operands", tok)
            return ConstantExpr(v.type, op, (v, e, i))
        if op == "shufflevector":
            self.expect("(", "'(' in constantexpr")
            a = self._type_value()
            self._comma()
            b = self._type_value()
            self._comma()
            m = self._type_value()
            self.expect(")", "')' in constantexpr")
            mask = self._shuffle_mask(m, tok)
            if not isinstance(a.type, VectorType) or not same_type(a.type, b.type):
                raise self.err("invalid shufflevector operands", tok)
            rt = VectorType.get(len(mask), a.type.elem, a.type.scalable)
            return ConstantExpr(rt, op, (a, b), mask=mask)
        if op in ("extractvalue", "insertvalue"):
            self.expect("(", "'(' in constantexpr")
            v = self._type_value()
            elt: Value | None = None
            if op == "insertvalue":
                self._comma()
                elt = self._type_value()
            path: list[int] = []
            while self.accept(","):
                path.append(self.expect_uint("index", 1 << 32))
            self.expect(")", "')' in constantexpr")
            if not v.type.is_aggregate or not path:
                raise self.err(f"{op} operand must be aggregate type", tok)
            et = self._agg_index_type(v.type, path, tok)
            if elt is None:   # extractvalue
                return ConstantExpr(et, op, (v,), indices=path)
            if et is not elt.type and not same_type(et, elt.type):
                raise self.err("insertvalue operand and field disagree in type", tok)
            return ConstantExpr(v.type, op, (v, elt), indices=path)
        raise self.err("expected constant expression")

    def _gep_result(self, src: Type, ptr: Value, idx: list[Value], tok: int) -> Type:
        """Result type of a GEP (and the element type check), as LLVM computes it."""
        pt = ptr.type
        base = pt.scalar_type
        if not isinstance(base, PointerType):
            raise self.err("base of getelementptr must be a pointer", tok)
        if not src.is_sized and not (isinstance(src, StructType) and src.elems is not None):
            raise self.err("base element of getelementptr must be sized", tok)
        t = src
        vec = pt if isinstance(pt, VectorType) else None
        for n, v in enumerate(idx):
            it = v.type
            if not isinstance(it.scalar_type, IntType):
                raise self.err("getelementptr index must be an integer", tok)
            if isinstance(it, VectorType):
                if vec is not None and (vec.count != it.count or vec.scalable != it.scalable):
                    raise self.err("getelementptr vector index has a wrong number of elements", tok)
                vec = vec or it
            if n == 0:
                continue
            if isinstance(t, StructType):
                if t.elems is None:
                    raise self.err("invalid getelementptr indices", tok)
                c = v
                if not isinstance(c, ConstantInt):
                    if isinstance(it, VectorType) and hasattr(c, "operands") and c.operands and \
                            all(isinstance(o, ConstantInt) for o in c.operands):
                        c = c.operands[0]
                    elif type(c).__name__ == "ConstantAggregateZero":
                        c = ConstantInt(I32, 0)
                    else:
                        raise self.err("invalid getelementptr indices", tok)
                if c.value >= len(t.elems):
                    raise self.err("invalid getelementptr indices", tok)
                t = t.elems[c.value]
            elif isinstance(t, (ArrayType, VectorType)):
                t = t.elem
            else:
                raise self.err("invalid getelementptr indices", tok)
        rp = PointerType.get(base.addrspace, t if base.pointee is not None else None)
        if vec is not None:
            return VectorType.get(vec.count, rp, vec.scalable)
        return rp

    def _shuffle_mask(self, m: Value, tok: int) -> tuple[int, ...]:
        t = m.type
        if not (isinstance(t, VectorType) and t.elem is I32):
            raise self.err("invalid shufflevector operands", tok)
        if isinstance(m, ConstantAggregateZero):
            return (0,) * t.count
        if isinstance(m, UndefValue):
            return (-1,) * t.count
        if isinstance(m, ConstantVector):
            out: list[int] = []
            for e in m.operands:
                if isinstance(e, ConstantInt):
                    out.append(e.value)
                elif isinstance(e, UndefValue):
                    out.append(-1)
                else:
                    raise self.err("invalid shufflevector operands", tok)
            return tuple(out)
        raise self.err("invalid shufflevector operands", tok)

    def _agg_index_type(self, t: Type, idx: list[int], tok: int) -> Type:
        for n in idx:
            if isinstance(t, StructType) and t.elems is not None:
                if n >= len(t.elems):
                    raise self.err("invalid indices for extractvalue/insertvalue", tok)
                t = t.elems[n]
            elif isinstance(t, ArrayType):
                if n >= t.count:
                    raise self.err("invalid indices for extractvalue/insertvalue", tok)
                t = t.elem
            else:
                raise self.err("invalid indices for extractvalue/insertvalue", tok)
        return t

    def _type_value(self) -> Value:
        return self.parse_value(self.parse_type())

    def _comma(self, what: str = "','") -> None:
        if self.K[self.i] != ",":
            raise self.err(f"expected {what}")
        self.i += 1
