"""Test support for the legalizer and combiner tests: toy targets (STYLE.md E.5), a
builder for small DAGs whose inputs are loads and outputs are stores, a stand-in for
isel/calls.py `make_libcall`, and an interpreter of generic DAG nodes over Python ints.

The interpreter is written independently of the legalizer: it is the oracle. Undefined
bits (UNDEF, ANY_EXTEND, anyext loads, shifts by >= the width) are filled with
pseudo-random garbage so code that relies on them computes wrong answers.
"""
from __future__ import annotations

import math
import random
import struct
from collections.abc import Callable
from typing import Any

from toy_target import toy_target

from pyllc.codegen.dag import Mem, SelectionDAG
from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.opcodes import Op, vt_bits
from pyllc.codegen.records import LEGAL, CallingConv, Reg, RegClass
from pyllc.codegen.target import Target

R = tuple(Reg(f"r{i}", i) for i in range(4))
F = tuple(Reg(f"f{i}", i) for i in range(4))


def make_target(name: str, ints: tuple[str, ...], big_endian: bool = False,
                actions: dict | None = None, ptr: str | None = None,
                custom: dict | None = None) -> Target:
    bits = max(vt_bits(v) for v in ints)
    gpr = RegClass("GPR", R, R, ints, bits, bits // 8, bits // 8)
    fpr = RegClass("FPR", F, F, ("f32", "f64"), 64, 8, 8)
    vt_class = {vt: gpr for vt in ints}
    vt_class.update({"f32": fpr, "f64": fpr})
    cc = CallingConv("toy", (), (), (), 16)
    return toy_target(name, big_endian=big_endian, pointer_vt=ptr or f"i{bits}",
                      registers=R + F, reg_classes={"GPR": gpr, "FPR": fpr},
                      vt_class=vt_class, callconv=cc, actions=dict(actions or {}),
                      custom=custom, stack_pointer=R[3])


# ---------------------------------------------------------------- libcall stand-in

def _parts(target: Target, vt: str) -> list[str]:
    if target.is_legal_vt(vt) or vt[0] == "f":
        return [vt]
    half = f"i{vt_bits(vt) // 2}"
    return _parts(target, half) * 2


def _split(dag: SelectionDAG, target: Target, v: Any, vt: str) -> list:
    if target.is_legal_vt(vt) or vt[0] == "f":
        return [v]
    half = f"i{vt_bits(vt) // 2}"
    out = []
    for i in (0, 1):
        e = dag.val(Op.EXTRACT_ELEMENT, half, v, dag.target_constant(i, target.pointer_vt))
        out += _split(dag, target, e, half)
    return out


def _join(dag: SelectionDAG, target: Target, vals: list, vt: str) -> Any:
    if target.is_legal_vt(vt) or vt[0] == "f":
        return vals.pop(0)
    half = f"i{vt_bits(vt) // 2}"
    lo = _join(dag, target, vals, half)
    hi = _join(dag, target, vals, half)
    return dag.val(Op.BUILD_PAIR, vt, lo, hi)


def fake_make_libcall(dag: SelectionDAG, name: str, ret_vts: list, args: list, chain: Any):
    """Like isel/calls.py: split arguments/results into register parts (EXTRACT_ELEMENT /
    BUILD_PAIR), one opaque `test.libcall` node in between."""
    target = dag.target
    arg_vts = tuple(SelectionDAG.vt_of(a) for a in args)
    flat: list = []
    counts = []
    for a, vt in zip(args, arg_vts):
        pieces = _split(dag, target, a, vt)
        counts.append(len(pieces))
        flat += pieces
    part_vts = [p for vt in ret_vts for p in _parts(target, vt)]
    call = dag.node("test.libcall", (*part_vts, "ch"), (chain, *flat),
                    (name, arg_vts, tuple(ret_vts), tuple(counts)))
    vals = [(call, i) for i in range(len(part_vts))]
    results = [_join(dag, target, vals, vt) for vt in ret_vts]
    return results, (call, len(part_vts))


def _s(x: int, bits: int) -> int:
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _int_helper(op: str, bits: int) -> Callable:
    def f(a: int, b: int) -> int:
        sa, sb = _s(a, bits), _s(b, bits)
        if op == "mul":
            return a * b
        if op == "udiv":
            return a // b
        if op == "umod":
            return a % b
        q = _tdiv(sa, sb)
        return q if op == "div" else sa - q * sb
    return f


def _fmod(x: float, y: float) -> float:
    if math.isnan(x) or math.isnan(y) or math.isinf(x) or y == 0:
        return math.nan
    return math.fmod(x, y)


LIBCALLS: dict[str, Callable] = {"fmod": _fmod, "fmodf": lambda x, y: _round_f32(_fmod(x, y)), "fma": lambda a, b, c: a * b + c,
                                 "fmaf": lambda a, b, c: a * b + c, "sqrt": math.sqrt,
                                 "floor": math.floor, "ceil": math.ceil}
for _bits, _suf in ((32, "si3"), (64, "di3"), (128, "ti3")):
    for _op in ("mul", "div", "udiv", "mod", "umod"):
        LIBCALLS[f"__{_op}{_suf}"] = _int_helper(_op, _bits)
for _ib, _is in ((64, "di"), (128, "ti")):
    for _fs in ("sf", "df"):
        LIBCALLS[f"__fix{_fs}{_is}"] = lambda x: math.trunc(x)
        LIBCALLS[f"__fixuns{_fs}{_is}"] = lambda x: math.trunc(x)
        LIBCALLS[f"__float{_is}{_fs}"] = "sint"
        LIBCALLS[f"__floatun{_is}{_fs}"] = "uint"


# ---------------------------------------------------------------- builder

IN_BASE, OUT_BASE, FRAME_BASE = 0x1000, 0x8000, 0x20000


class Builder:
    """A DAG whose inputs are loads of @in<i> and outputs stores to @out<i>."""

    def __init__(self, target: Target) -> None:
        self.target = target
        self.dag = SelectionDAG(MachineFunction("t", target), target)
        self.chain = self.dag.entry
        self.inputs: list[str] = []
        self.outputs: list[str] = []

    def ptr(self, name: str) -> Any:
        return self.dag.val(Op.GLOBAL_ADDRESS, self.target.pointer_vt, attr=(name, 0))

    def inp(self, vt: str) -> Any:
        i = len(self.inputs)
        self.inputs.append(vt)
        n = self.dag.node(Op.LOAD, (vt, "ch"), (self.dag.entry, self.ptr(f"in{i}")), Mem(vt, "", 4))
        return (n, 0)

    def out(self, v: Any, mem_vt: str | None = None) -> None:
        i = len(self.outputs)
        vt = mem_vt or SelectionDAG.vt_of(v)
        self.outputs.append(vt)
        self.chain = self.dag.val(Op.STORE, "ch", self.chain, v, self.ptr(f"out{i}"),
                                  attr=Mem(vt, "", 4))

    def finish(self) -> SelectionDAG:
        self.dag.root = self.chain
        return self.dag

    # conveniences
    def op(self, op: str, vt: str, *ops: Any, attr: Any = None) -> Any:
        return self.dag.val(op, vt, *ops, attr=attr)

    def k(self, v: int, vt: str) -> Any:
        return self.dag.constant(v, vt)

    def cc(self, c: str) -> Any:
        return self.dag.condcode(c)


def addr(name: str) -> int:
    if name.startswith("in"):
        return IN_BASE + 32 * int(name[2:])
    return OUT_BASE + 32 * int(name[3:])


# ---------------------------------------------------------------- interpreter

def _round_f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def _int_to_float(v: int, vt: str) -> float:
    if vt == "f64":
        return float(v)
    a = abs(v)
    if a.bit_length() > 24:
        shift = a.bit_length() - 24
        q, r = divmod(a, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        a = q << shift
    return float(a) if v >= 0 else -float(a)


def _fbits(x: float, vt: str) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0] if vt == "f32" else \
        struct.unpack("<Q", struct.pack("<d", x))[0]


def _from_fbits(b: int, vt: str) -> float:
    return struct.unpack("<f", struct.pack("<I", b))[0] if vt == "f32" else \
        struct.unpack("<d", struct.pack("<Q", b))[0]


class Interp:
    def __init__(self, big_endian: bool, seed: int = 1, ptr32: bool = False) -> None:
        self.be = big_endian
        self.ptr32 = ptr32
        self.mem: dict[int, int] = {}
        self.rng = random.Random(seed)

    def garbage(self, bits: int) -> int:
        return self.rng.getrandbits(bits)

    def read(self, a: int, nbytes: int) -> int:
        bs = bytes(self.mem.get(a + i, 0) for i in range(nbytes))
        return int.from_bytes(bs, "big" if self.be else "little")

    def write(self, a: int, nbytes: int, v: int) -> None:
        bs = (v & ((1 << (8 * nbytes)) - 1)).to_bytes(nbytes, "big" if self.be else "little")
        for i, b in enumerate(bs):
            self.mem[a + i] = b

    def run(self, dag: SelectionDAG) -> None:
        env: dict = {}
        for n in dag.live_nodes():
            vals = self.eval(n, [env.get(o) for o in n.ops])
            for i, v in enumerate(vals):
                env[(n, i)] = v

    def eval(self, n: Any, a: list) -> list:   # noqa: C901 - one opcode per line
        op, vt = n.op, n.vts[0]
        bits = vt_bits(vt) if vt[0] == "i" else 0
        M = (1 << bits) - 1 if bits else 0
        s = lambda x, b=bits: _s(x, b)   # noqa: E731
        if op in (Op.ENTRY, Op.TOKEN_FACTOR, Op.VALUETYPE, Op.CONDCODE, Op.BASIC_BLOCK):
            return [n.attr]
        if op in (Op.CONSTANT, Op.TARGET_CONSTANT):
            return [n.attr]
        if op == Op.CONSTANT_FP:
            return [_from_fbits(n.attr, vt)]
        if op == Op.UNDEF:
            return [self.garbage(bits) if bits else 0.0]
        if op == Op.GLOBAL_ADDRESS:
            return [addr(n.attr[0]) + n.attr[1]]
        if op == Op.FRAME_INDEX:
            return [FRAME_BASE + 64 * n.attr]
        if op == Op.LOAD:
            mem: Mem = n.attr
            p = a[1]
            mb = vt_bits(mem.vt)
            nbytes = max(1, (mb + 7) // 8)
            raw = self.read(p, nbytes)
            if mem.vt[0] == "f":
                return [_from_fbits(raw, mem.vt), None]
            raw &= (1 << mb) - 1
            if mb < bits:
                if mem.ext == "sext":
                    raw = _s(raw, mb) & M
                elif mem.ext != "zext":
                    raw |= (self.garbage(bits) << mb) & M
            return [raw, None]
        if op == Op.STORE:
            mem = n.attr
            v = a[1]
            if mem.vt[0] == "f":
                v = _fbits(v, mem.vt)
            mb = vt_bits(mem.vt)
            self.write(a[2], max(1, (mb + 7) // 8), v & ((1 << mb) - 1))
            return [None]
        if op == Op.VAARG:              # *ap: aligned up to attr, read, advanced
            psize = 4 if self.ptr32 else 8
            ap = self.read(a[1], psize)
            align = max(1, n.attr or 1)
            ap = (ap + align - 1) // align * align
            size = vt_bits(vt) // 8
            raw = self.read(ap, size)
            self.write(a[1], psize, ap + size)
            return [_from_fbits(raw, vt) if vt[0] == "f" else raw, None]
        if op == "test.libcall":
            name, arg_vts, ret_vts, counts = n.attr
            flat = list(a[1:])
            args = []
            for avt, cnt in zip(arg_vts, counts):
                if avt[0] == "f":
                    args.append(flat.pop(0))
                    continue
                v = 0
                for i in range(cnt):
                    v |= flat.pop(0) << (i * (vt_bits(avt) // cnt))
                args.append(v)
            f = LIBCALLS[name]
            if f == "sint":
                r = _int_to_float(_s(args[0], vt_bits(arg_vts[0])), ret_vts[0])
            elif f == "uint":
                r = _int_to_float(args[0], ret_vts[0])
            else:
                r = f(*args)
            rv = ret_vts[0]
            outs: list = []
            if rv[0] == "f":
                outs = [_round_f32(r) if rv == "f32" else r]
            else:
                nparts = len(n.vts) - 1
                pb = vt_bits(rv) // nparts
                r &= (1 << vt_bits(rv)) - 1
                outs = [(r >> (i * pb)) & ((1 << pb) - 1) for i in range(nparts)]
            return outs + [None]
        x = a[0] if a else None
        y = a[1] if len(a) > 1 else None
        if op == "test.fmv_x":          # a toy target node: f32 bits, garbage above
            return [_fbits(x, "f32") | (self.garbage(32) << 32)]
        if op == Op.ADD: return [(x + y) & M]
        if op == Op.SUB: return [(x - y) & M]
        if op == Op.MUL: return [(x * y) & M]
        if op == Op.AND: return [x & y]
        if op == Op.OR: return [x | y]
        if op == Op.XOR: return [x ^ y]
        if op in (Op.SHL, Op.SRL, Op.SRA):
            if y >= bits:
                return [self.garbage(bits)]
            if op == Op.SHL: return [(x << y) & M]
            if op == Op.SRL: return [x >> y]
            return [(s(x) >> y) & M]
        if op in (Op.ROTL, Op.ROTR):
            c = y % bits
            if op == Op.ROTR:
                c = (bits - c) % bits
            return [((x << c) | (x >> (bits - c))) & M if c else x]
        if op == Op.UDIV: return [x // y]
        if op == Op.UREM: return [x % y]
        if op == Op.SDIV: return [_tdiv(s(x), s(y)) & M]
        if op == Op.SREM: return [(s(x) - _tdiv(s(x), s(y)) * s(y)) & M]
        if op == Op.SDIVREM: return [_tdiv(s(x), s(y)) & M, (s(x) - _tdiv(s(x), s(y)) * s(y)) & M]
        if op == Op.UDIVREM: return [x // y, x % y]
        if op == Op.MULHU: return [(x * y) >> bits]
        if op == Op.MULHS: return [((s(x) * s(y)) >> bits) & M]
        if op == Op.UMUL_LOHI: return [(x * y) & M, (x * y) >> bits]
        if op == Op.SMUL_LOHI: return [(s(x) * s(y)) & M, ((s(x) * s(y)) >> bits) & M]
        if op == Op.SMIN: return [min(s(x), s(y)) & M]
        if op == Op.SMAX: return [max(s(x), s(y)) & M]
        if op == Op.UMIN: return [min(x, y)]
        if op == Op.UMAX: return [max(x, y)]
        if op == Op.ABS: return [abs(s(x)) & M]
        if op == Op.CTPOP: return [bin(x).count("1")]
        if op == Op.CTLZ: return [bits - x.bit_length()]
        if op == Op.CTTZ: return [bits if x == 0 else (x & -x).bit_length() - 1]
        if op == Op.BSWAP: return [int.from_bytes(x.to_bytes(bits // 8, "little"), "big")]
        if op == Op.BITREVERSE: return [int(format(x, f"0{bits}b")[::-1], 2)]
        if op in (Op.UADDO, Op.USUBO, Op.SADDO, Op.SSUBO, Op.UMULO, Op.SMULO):
            if op in (Op.UADDO, Op.USUBO, Op.UMULO):
                r = x + y if op == Op.UADDO else x - y if op == Op.USUBO else x * y
                return [r & M, int(r != (r & M))]
            r = s(x) + s(y) if op == Op.SADDO else s(x) - s(y) if op == Op.SSUBO else s(x) * s(y)
            return [r & M, int(r != s(r & M))]
        if op in (Op.ADDCARRY, Op.SUBCARRY):
            c = a[2] & 1
            r = x + y + c if op == Op.ADDCARRY else x - y - c
            return [r & M, int(r != (r & M))]
        if op in (Op.SHL_PARTS, Op.SRL_PARTS, Op.SRA_PARTS):
            lo, hi, amt = a
            w = (hi << bits) | lo
            if amt >= 2 * bits:
                return [self.garbage(bits), self.garbage(bits)]
            if op == Op.SHL_PARTS: w = w << amt
            elif op == Op.SRL_PARTS: w = w >> amt
            else: w = _s(w, 2 * bits) >> amt
            return [w & M, (w >> bits) & M]
        if op == Op.ZERO_EXTEND: return [x]
        if op == Op.SIGN_EXTEND: return [_s(x, vt_bits(self.vt_in(n))) & M]
        if op == Op.ANY_EXTEND:
            b0 = vt_bits(self.vt_in(n))
            return [x | (self.garbage(bits) << b0) & M]
        if op == Op.TRUNCATE: return [x & M]
        if op == Op.SIGN_EXTEND_INREG: return [_s(x, vt_bits(y)) & M]
        if op == Op.BUILD_PAIR: return [x | (y << vt_bits(self.vt_in(n)))]
        if op == Op.EXTRACT_ELEMENT: return [(x >> (y * bits)) & M]
        if op == Op.MERGE_VALUES: return list(a)
        if op == Op.SETCC:
            return [int(self.compare(a[2], x, y, self.vt_in(n)))]
        if op == Op.SELECT: return [y if x else a[2]]
        if op == Op.SELECT_CC: return [a[2] if self.compare(a[4], x, y, self.vt_in(n)) else a[3]]
        if op == Op.BITCAST:
            src = self.vt_in(n)
            if src[0] == "f":
                return [_fbits(x, src)]
            return [_from_fbits(x, vt)]
        r32 = (lambda v: _round_f32(v)) if vt == "f32" else (lambda v: v)
        if op == Op.FADD: return [r32(x + y)]
        if op == Op.FSUB: return [r32(x - y)]
        if op == Op.FMUL: return [r32(x * y)]
        if op == Op.FDIV: return [r32(x / y)]
        if op == Op.FNEG: return [-x]
        if op == Op.FABS: return [abs(x)]
        if op == Op.FCOPYSIGN: return [math.copysign(x, y)]
        if op == Op.FREM: return [r32(_fmod(x, y))]
        if op == Op.FMA: return [r32(x * y + a[2])]
        if op == Op.FP_EXTEND: return [x]
        if op == Op.FP_ROUND: return [_round_f32(x)]
        if op in (Op.FP_TO_SINT, Op.FP_TO_UINT): return [math.trunc(x) & M]
        if op == Op.SINT_TO_FP: return [_int_to_float(_s(x, vt_bits(self.vt_in(n))), vt)]
        if op == Op.UINT_TO_FP: return [_int_to_float(x, vt)]
        raise NotImplementedError(op)

    @staticmethod
    def vt_in(n: Any) -> str:
        o = n.ops[0]
        return o[0].vts[o[1]]

    @staticmethod
    def compare(cc: str, x: Any, y: Any, ovt: str) -> bool:
        if ovt[0] == "f":
            uno = math.isnan(x) or math.isnan(y)
            base = cc[1:] if cc[0] in "ou" else cc
            if cc == "ord": return not uno
            if cc == "uno": return uno
            r = {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y,
                 "ge": x >= y}[base]
            return (not uno and r) if cc[0] == "o" else (uno or r)
        b = vt_bits(ovt)
        sx, sy = _s(x, b), _s(y, b)
        return {"eq": x == y, "ne": x != y, "ult": x < y, "ule": x <= y, "ugt": x > y,
                "uge": x >= y, "slt": sx < sy, "sle": sx <= sy, "sgt": sx > sy,
                "sge": sx >= sy}[cc]


def run_dag(dag: SelectionDAG, b: Builder, inputs: list, seed: int = 1) -> list:
    it = Interp(b.target.big_endian, seed, b.target.pointer_vt == "i32")
    for i, (vt, v) in enumerate(zip(b.inputs, inputs)):
        if vt[0] == "f":
            v = _fbits(v, vt)
        it.write(addr(f"in{i}"), max(1, vt_bits(vt) // 8), v)
    it.run(dag)
    outs = []
    for i, vt in enumerate(b.outputs):
        raw = it.read(addr(f"out{i}"), max(1, vt_bits(vt) // 8))
        outs.append(_from_fbits(raw, vt) if vt[0] == "f" else raw)
    return outs


def random_input(rng: random.Random, vt: str) -> Any:
    if vt[0] == "f":
        return rng.choice([0.0, -0.0, 1.5, -2.25, 1e10, -3e-5, float("nan"), float("inf"),
                           rng.uniform(-1e6, 1e6), rng.uniform(-10, 10)])
    bits = vt_bits(vt)
    if bits == 1:
        return rng.getrandbits(1)
    m = (1 << bits) - 1
    last = _LAST.get(bits, 0)
    v = rng.choice([0, 1, m, m >> 1, (m >> 1) + 1, rng.getrandbits(bits),
                    rng.getrandbits(bits), rng.getrandbits(rng.randint(1, bits)),
                    (m - rng.getrandbits(4)) & m, rng.randint(0, 70) & m,
                    # related to the previous input: same high half / one bit flipped
                    last ^ rng.getrandbits(max(1, bits // 2)), last ^ (1 << rng.randrange(bits)),
                    last])
    _LAST[bits] = v
    return v


_LAST: dict[int, int] = {}


__all__ = ["make_target", "Builder", "run_dag", "random_input", "fake_make_libcall", "LEGAL"]
