"""IR for the vector-ABI test of types C never passes directly: odd element counts,
`i1` vectors, one-element vectors, vectors wider than a register, results that go
through memory. Each case is a callee that folds its vector arguments to one number
(or builds a vector result) and a caller that passes constants and prints; the halves
go to separate modules so one compiler can build each (test_vector_ir_abi.py)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class VecType:
    count: int
    elem: str                      # i1 i8 i16 i32 i64 float double

    def __str__(self) -> str:
        return f"<{self.count} x {self.elem}>"

    @property
    def is_float(self) -> bool:
        return self.elem in ("float", "double")

    def constant(self, seed: int) -> str:
        """A vector constant whose lanes differ (and fit the element type)."""
        lanes = []
        for k in range(self.count):
            if self.is_float:
                lanes.append(f"{self.elem} {(seed + k) * 1.5 - 4:.1f}")
            elif self.elem == "i1":
                lanes.append(f"i1 {(seed >> (k % 5) ^ k) & 1}")
            else:
                bits = int(self.elem[1:])
                v = (seed * 37 + k * 11 - 20) % (1 << min(bits - 1, 20))
                lanes.append(f"{self.elem} {v - (1 << min(bits - 2, 8)) if k % 3 == 1 else v}")
        return "<" + ", ".join(lanes) + ">"


def _fold(t: VecType, arg: str, acc_in: str, prefix: str) -> tuple[list[str], str]:
    """IR lines folding the lanes of `arg` into `acc_in` (i64 or double): acc*3 + lane."""
    lines, acc = [], acc_in
    kind = "double" if t.is_float else "i64"
    for k in range(t.count):
        e = f"%{prefix}e{k}"
        lines.append(f"  {e} = extractelement {t} {arg}, i32 {k}")
        if t.elem == "double":
            x = e
        elif t.elem == "float":
            x = f"%{prefix}x{k}"
            lines.append(f"  {x} = fpext float {e} to double")
        elif t.elem == "i64":
            x = e
        else:
            x = f"%{prefix}x{k}"
            ext = "zext" if t.elem == "i1" else "sext"
            lines.append(f"  {x} = {ext} {t.elem} {e} to i64")
        m, a = f"%{prefix}m{k}", f"%{prefix}a{k}"
        if kind == "double":
            lines.append(f"  {m} = fmul double {acc}, 3.0")
            lines.append(f"  {a} = fadd double {m}, {x}")
        else:
            lines.append(f"  {m} = mul i64 {acc}, 3")
            lines.append(f"  {a} = add i64 {m}, {x}")
        acc = a
    return lines, acc


@dataclass(frozen=True)
class Case:
    name: str
    callee: str          # the callee's definition
    declare: str         # its declaration for the caller
    call: str            # caller lines; they print one line
    demoted_on_sparc: bool = False


def fold_case(name: str, types: list[VecType], extra_i32: bool = False) -> Case:
    """`name(types...) -> i64/double`: the folded lanes of every argument."""
    floaty = any(t.is_float for t in types)
    kind = "double" if floaty else "i64"
    zero = "0.0" if floaty else "0"
    params = [f"{t} %v{i}" for i, t in enumerate(types)]
    if extra_i32:
        params.append("i32 %tail")
    body, acc = [], zero
    for i, t in enumerate(types):
        if t.is_float != floaty:
            raise ValueError("one case folds one kind of lane")
        lines, acc = _fold(t, f"%v{i}", acc, f"p{i}")
        body += lines
    if extra_i32:
        if floaty:
            body.append("  %t = sitofp i32 %tail to double")
            body.append(f"  %r = fadd double {acc}, %t")
        else:
            body.append("  %t = sext i32 %tail to i64")
            body.append(f"  %r = add i64 {acc}, %t")
        acc = "%r"
    callee = (f"define {kind} @{name}({', '.join(params)}) {{\n" + "\n".join(body)
              + f"\n  ret {kind} {acc}\n}}\n")
    ptypes = [str(t) for t in types] + (["i32"] if extra_i32 else [])
    declare = f"declare {kind} @{name}({', '.join(ptypes)})\n"
    args = [f"{t} {t.constant(i + len(name))}" for i, t in enumerate(types)]
    if extra_i32:
        args.append("i32 -7")
    fmt = "%.17g" if floaty else "%lld"
    call = (f"  %{name}.r = call {kind} @{name}({', '.join(args)})\n"
            f"  call i32 (ptr, ...) @printf(ptr @.fmt.{'g' if floaty else 'd'}, ptr @.n.{name}, "
            f"{kind} %{name}.r)\n")
    del fmt
    return Case(name, callee, declare, call)


def ret_case(name: str, t: VecType, demoted_on_sparc: bool = False) -> Case:
    """`name(i32 seed) -> t`: lane k is seed + k (converted); the caller folds it."""
    body = []
    prev = "undef"
    for k in range(t.count):
        s = f"%s{k}"
        if t.is_float:
            body.append(f"  {s} = sitofp i32 %seed to {t.elem}")
            body.append(f"  %f{k} = fadd {t.elem} {s}, {float(k)}")
            val = f"%f{k}"
        else:
            body.append(f"  %w{k} = add i32 %seed, {k * 5 + 1}")
            body.append(f"  {s} = {'trunc' if t.elem in ('i1', 'i8', 'i16') else 'sext' if t.elem == 'i64' else 'add'} "
                        + (f"i32 %w{k} to {t.elem}" if t.elem != "i32" else f"i32 %w{k}, 0"))
            val = s
        cur = f"%i{k}"
        body.append(f"  {cur} = insertelement {t} {prev}, {t.elem} {val}, i32 {k}")
        prev = cur
    callee = f"define {t} @{name}(i32 %seed) {{\n" + "\n".join(body) + f"\n  ret {t} {prev}\n}}\n"
    declare = f"declare {t} @{name}(i32)\n"
    kind = "double" if t.is_float else "i64"
    lines, acc = _fold(t, f"%{name}.v", "0.0" if t.is_float else "0", f"{name}.")
    call = (f"  %{name}.v = call {t} @{name}(i32 {len(name) * 3 - 20})\n" + "\n".join(lines) + "\n"
            f"  call i32 (ptr, ...) @printf(ptr @.fmt.{'g' if t.is_float else 'd'}, ptr @.n.{name}, "
            f"{kind} {acc})\n")
    return Case(name, callee, declare, call, demoted_on_sparc)


def _v(count: int, elem: str) -> VecType:
    return VecType(count, elem)


CASES = [
    fold_case("v2i8", [_v(2, "i8"), _v(2, "i8")]),
    fold_case("v4i8", [_v(4, "i8")], extra_i32=True),
    fold_case("v3i32", [_v(3, "i32"), _v(3, "i32")]),
    fold_case("v2i1", [_v(2, "i1")], extra_i32=True),
    fold_case("v4i1", [_v(4, "i1"), _v(4, "i1")]),
    fold_case("v8i1", [_v(8, "i1")]),
    fold_case("v16i1", [_v(16, "i1")]),
    fold_case("v3f32", [_v(3, "float"), _v(3, "float")]),
    fold_case("v5f32", [_v(5, "float")]),
    fold_case("v8f32", [_v(8, "float"), _v(8, "float")]),
    fold_case("v3i64", [_v(3, "i64")]),
    fold_case("v1i32", [_v(1, "i32"), _v(1, "i32")]),
    fold_case("v1i64", [_v(1, "i64")]),
    fold_case("v1f64", [_v(1, "double"), _v(1, "double")]),
    fold_case("v6i16", [_v(6, "i16")]),
    fold_case("v32i8", [_v(32, "i8")]),
    fold_case("v2i16", [_v(2, "i16"), _v(2, "i16")]),
    fold_case("many", [_v(4, "i32")] * 10, extra_i32=True),
    fold_case("manyf", [_v(2, "double")] * 9 + [_v(4, "float")], extra_i32=True),
    ret_case("r2i8", _v(2, "i8")),
    ret_case("r3f32", _v(3, "float")),
    ret_case("r4i1", _v(4, "i1")),
    ret_case("r1i64", _v(1, "i64")),
    ret_case("r2i64", _v(2, "i64")),
    ret_case("r3i16", _v(3, "i16")),
    ret_case("r8f32", _v(8, "float"), demoted_on_sparc=True),
    ret_case("r8i16", _v(8, "i16"), demoted_on_sparc=True),
    ret_case("r16f32", _v(16, "float"), demoted_on_sparc=True),
    ret_case("r32f32", _v(32, "float"), demoted_on_sparc=True),
]


def modules(cases: list[Case]) -> tuple[str, str]:
    """(caller module, callee module) text, without triple or data layout."""
    callee = "".join(c.callee for c in cases)
    names = "".join(f'@.n.{c.name} = private constant [{len(c.name) + 1} x i8] c"{c.name}\\00"\n'
                    for c in cases)
    caller = ('@.fmt.d = private constant [9 x i8] c"%s %lld\\0A\\00"\n'
              '@.fmt.g = private constant [10 x i8] c"%s %.17g\\0A\\00"\n' + names
              + "declare i32 @printf(ptr, ...)\n" + "".join(c.declare for c in cases)
              + "define i32 @main() {\n" + "".join(c.call for c in cases) + "  ret i32 0\n}\n")
    return caller, callee
