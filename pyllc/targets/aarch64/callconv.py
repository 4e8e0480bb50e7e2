"""AAPCS64 (Procedure Call Standard for the Arm 64-bit Architecture, 6.8 "Parameter
passing", Linux variant) as rule tables, applied in order by isel/calls.py.

What the table encodes:
- `sret` pointers go in x8 (6.9 "Result return": the indirect result location register);
- integers narrower than 32 bits are extended to i32 (clang marks them signext/zeroext);
  i32 and i64 take the next of x0-x7 (stage C.9), then an 8-byte stack slot (C.16);
- i128 (two i64 halves) take an even-aligned register pair (C.9, hook `a64_i128_pair`)
  or 16 aligned bytes on the stack, after which no more GPRs are used (C.13);
- f32/f64/f128 take v0-v7 (stage C.1: s, d and q registers), then 8-byte stack slots
  (16-byte aligned ones for f128, C.14);
- an aggregate argument (clang's HFAs `[N x float]`/`[N x double]`, composites
  `[2 x i64]`) goes whole into consecutive registers or whole onto the stack, which
  then closes that register file (C.3/C.4, C.12/C.13; hook `a64_block`); on the stack
  its first member is 8-aligned and the others follow packed, as llc-16 lays it out;
- Linux variadic arguments use the same rules as named ones (unlike Apple's arm64);
- results: x0/x1 (i128 and small structs as clang coerces them), v0-v3 (HFAs as IR
  aggregates of up to four floats).
"""
from __future__ import annotations

from pyllc.codegen.opcodes import vt_bits
from pyllc.codegen.records import CallingConv, CCHook, Extend, InReg, OnStack, VectorRegs, When
from pyllc.isel.calls import ArgPart, CCState, make_pair_hook
from pyllc.targets.aarch64.registers import ARG_FPRS, ARG_GPRS, CALLEE_SAVED, CALLER_SAVED, X8

# CCHook "a64_i128_pair" (callconv.py): AAPCS64 C.9: a 16-byte-aligned integer goes in an
# even register pair; when fewer than two are left, on the stack (16-aligned) and NGRN=8.
a64_i128_pair = make_pair_hook(ARG_GPRS, 8, even="always", split=False, burn=True)



def _block_hook(regs: tuple, kinds: tuple[str, ...]) -> CCHook:
    def hook(state: CCState, p: ArgPart) -> bool:
        if p.nleaves < 2 or p.split is not None:
            return False
        key = ("a64_block", p.arg, kinds)
        if p.leaf == 0:
            if len(regs) - state.first_free(regs) >= p.nleaves:
                state.info[key] = "regs"
                return False
            state.used.update(regs)
            state.info[key] = "stack"
            align = 8
        elif state.info.get(key) == "stack":
            align = 1
        else:
            return False
        size = vt_bits(p.vt) // 8
        p.stack = state.alloc_stack(size, align)
        p.slot = size
        return True
    return CCHook(f"a64_block_{kinds[0]}", hook)


a64_fp_block = _block_hook(ARG_FPRS, ("f32", "f64", "f128", "v128"))
a64_gp_block = _block_hook(ARG_GPRS, ("i32", "i64"))

NARROW_INTS = ("i1", "i8", "i16")
FLOATS = ("f32", "f64", "f128")
VECTORS = ("v128",)      # a whole Q register (isel/packed_args.py); 64-bit vectors: f64

AAPCS64 = CallingConv(
    name="aapcs64",
    args=(
        When(InReg((X8,)), attr="sret", types=("i64",)),
        When(Extend("i32"), types=NARROW_INTS),
        When(CCHook("a64_i128_pair", a64_i128_pair), types=("i64",)),     # acts on halves of an i128 only
        When(a64_gp_block, types=("i32", "i64")),
        When(InReg(ARG_GPRS), types=("i32", "i64")),
        When(a64_fp_block, types=FLOATS + VECTORS),
        When(InReg(ARG_FPRS), types=FLOATS + VECTORS),
        When(OnStack(16, 16), types=("f128", *VECTORS)),
        When(OnStack(8, 8)),
    ),
    rets=(
        When(Extend("i32"), types=NARROW_INTS),
        When(InReg(ARG_GPRS[:2]), types=("i32", "i64")),
        When(InReg(ARG_FPRS), types=FLOATS + VECTORS),        # RetCC_AArch64_AAPCS: v0-v7
    ),
    callee_saved=CALLEE_SAVED,
    stack_align=16,
    caller_saved=CALLER_SAVED,
    # vectors: 64-bit ones in D, 128-bit ones in Q registers (C.1), as llc-16 legalizes
    # them (narrow integer lanes promoted, one-element vectors widened, wide ones split)
    vector_regs=VectorRegs(((64, "f64"), (128, "v128")), promote=True, scalarize_single=False),
)
