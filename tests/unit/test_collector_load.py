"""What keeps the cycle collector idle during a compile (issue 16, -O0 compile time):

- parse_module hands the parsed module to the oldest generation, so the verifier's first
  allocations do not trigger a youngest-generation pass over the whole module, and it
  leaves objects someone else froze frozen;
- lowering a function leaves no reference cycles behind at -O0: each function's
  lowering state is freed by reference counting, not by the collector;
- a DAG that legalization left as the first combine made it is a fixed point of the
  combiner (what lets the pipeline skip the second combine for it);
- only the command lines (run_tool with argv None) skip the collection at exit.
"""
from __future__ import annotations

import gc
from pathlib import Path

import pytest

from pyllc.codegen.mir import MachineFunction
from pyllc.ir.parser import parse_module
from pyllc.isel.build import FunctionLowering
from pyllc.isel.combine import combine
from pyllc.isel.legalize_ops import legalize_ops
from pyllc.isel.legalize_types import legalize_types
from pyllc.pipeline import Options, compile_module
from pyllc.targets import get_target
from pyllc.tools import common
from pyllc.tools.llc import main as llc_main

PROGRAMS = Path(__file__).resolve().parents[1] / "programs" / "ll"
TRIPLES = ("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
SAMPLES = ("ackermann", "arrays2d", "atoi_abs")


def _text(triple: str, name: str, level: str = "O0") -> str:
    return (PROGRAMS / triple / f"{name}.{level}.ll").read_text()


@pytest.fixture
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_parse_leaves_the_youngest_generation_empty(collector_on) -> None:
    text = _text(TRIPLES[0], "arrays2d")
    module = parse_module(text)
    # thousands of objects were made; none of them waits in generation 0
    assert gc.get_count()[0] < 100
    assert module.functions


def test_parse_keeps_others_frozen_objects_frozen(collector_on) -> None:
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        assert frozen > 0
        parse_module(_text(TRIPLES[0], "ackermann"))
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


@pytest.mark.parametrize("triple", TRIPLES)
def test_o0_compile_leaves_no_cycles(triple: str) -> None:
    module = parse_module(_text(triple, "arrays2d"))
    target = get_target(triple)
    was = gc.isenabled()
    gc.disable()
    try:
        # garbage left by earlier tests first, to the end: collecting a SPARC machine
        # (a cycle through its Unicorn hooks) closes its suspended runtime generators,
        # whose exit can leave new garbage for the next collection
        while gc.collect():
            pass
        out = compile_module(module, target, Options(opt_level=0))
        assert out
        # everything the compile made and dropped was freed by reference counting
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


@pytest.mark.parametrize("triple", TRIPLES)
def test_unchanged_by_legalization_is_combined(triple: str) -> None:
    target = get_target(triple)
    skipped = 0
    for name in SAMPLES:
        for level in ("O0", "O2"):
            module = parse_module(_text(triple, name, level))
            for fn in module.functions:
                if fn.is_declaration:
                    continue
                fli = FunctionLowering(MachineFunction(fn.name, target, fn), fn,
                                       module.datalayout)
                for block in fn.blocks:
                    dag = fli.build_block(block)
                    combine(dag, target)
                    combined = dag.version
                    legalize_types(dag, target)
                    legalize_ops(dag, target)
                    if dag.version == combined:
                        skipped += 1
                        combine(dag, target)
                        assert dag.version == combined, \
                            f"{name}.{level} @{fn.name}: a second combine changed the DAG"
                    dag.release()
    assert skipped > 0       # the case the pipeline skips does occur


def test_version_follows_changes() -> None:
    module = parse_module(_text(TRIPLES[0], "ackermann"))
    target = get_target(TRIPLES[0])
    fn = next(f for f in module.functions if not f.is_declaration)
    fli = FunctionLowering(MachineFunction(fn.name, target, fn), fn, module.datalayout)
    dag = fli.build_block(fn.blocks[0])
    v = dag.version
    dag.live_nodes()
    assert dag.version == v                 # reading changes nothing
    dag.constant(12345, "i64")
    assert dag.version != v                 # a new node does
    v = dag.version
    dag.root = dag.root
    assert dag.version != v                 # so does setting the root


def test_only_the_command_line_skips_the_exit_collection(tmp_path: Path) -> None:
    src = tmp_path / "a.ll"
    src.write_text(_text(TRIPLES[0], "ackermann"))
    hooked = common._exit_hooked
    assert llc_main(["-O0", str(src), "-o", str(tmp_path / "a.s")]) == 0
    assert (tmp_path / "a.s").read_text()
    assert common._exit_hooked == hooked     # an in-process caller keeps its collector
