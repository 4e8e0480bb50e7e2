"""`TargetLowering.is_legal_add_immediate` (LLVM's isLegalAddImmediate) on the four
targets, and the DAG combine that asks it: `(x + c1) * c2 -> x * c2 + c1 * c2` only when
the target's add takes c1 * c2 as its immediate (isel/combine.py `distribute`)."""
from __future__ import annotations

import pytest

from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_assembly

RV, X86, A64, SPARC = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
                       "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")

# (triple, legal, not legal): the edges of each add's immediate field
EDGES = [
    (RV, (-2048, 2047, 0), (-2049, 2048)),                             # addi: simm12
    (SPARC, (-4096, 4095), (-4097, 4096)),                             # add: simm13
    (X86, (-(1 << 31), (1 << 31) - 1), (-(1 << 31) - 1, 1 << 31)),     # imm32
    # add/sub uimm12, add uimm12 << 12
    (A64, (4095, -4095, 4096, 4095 << 12), (4097, -4097, (4095 << 12) + 1, 4096 << 12)),
]


@pytest.mark.parametrize("triple,legal,illegal", EDGES)
def test_add_immediate_edges(triple: str, legal: tuple[int, ...],
                             illegal: tuple[int, ...]) -> None:
    lowering = get_target(triple).lowering
    for v in legal:
        assert lowering.is_legal_add_immediate(v), (triple, v)
    for v in illegal:
        assert not lowering.is_legal_add_immediate(v), (triple, v)


def _asm(c1: int, triple: str) -> str:
    # the register width: SPARC V8's i64 add is a carry pair (targets/sparc/carry.py),
    # which the combine does not rewrite
    ty = "i32" if triple == SPARC else "i64"
    text = (f"define {ty} @f({ty} %x) {{\n  %a = add {ty} %x, {c1}\n"
            f"  %m = mul {ty} %a, 3\n  ret {ty} %m\n}}\n")
    return to_assembly(compile_ll(text, "d.ll", triple, options=Options(opt_level=2)))


@pytest.mark.parametrize("triple,c1,spread", [
    (RV, 600, True), (RV, 1000, False),              # 1800 fits simm12, 3000 does not
    (SPARC, 1000, True), (SPARC, 1400, False),       # 3000 fits simm13, 4200 does not
    (A64, 1000, True), (A64, 1400, False),           # 3000 fits uimm12, 4200 no form
    (X86, 100_000, True),                            # 300000 fits imm32
])
def test_distribute_follows_the_targets_add_immediate(triple: str, c1: int,
                                                      spread: bool) -> None:
    asm = _asm(c1, triple)
    assert (str(3 * c1) in asm) is spread, asm
    assert (str(c1) in asm) is not spread, asm
