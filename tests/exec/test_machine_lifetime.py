"""A finished run leaves no Unicorn engine behind (emu/machine.py `Machine.close`).

Each engine holds a translation buffer (~1 GiB of address space) and the guest pages it
touched. Its hooks tie it to its Machine in reference cycles, which only the cyclic GC
breaks, and a test worker holding many objects runs its oldest generation rarely: a
worker of the full suite was seen with hundreds of engines alive (3.5 GB resident,
225 GB of address space). These tests run programs with the cyclic GC off, so an
engine that survives its run by a cycle stays and is counted: reference counting
alone must free every one, however the run ended (exit, fault, --stats counting, a
served function calling back into the program)."""
from __future__ import annotations

import gc
import io
from collections.abc import Iterator
from typing import Any

import pytest
from unicorn import Uc

import pyllc.emu as emu
from pyllc.emu.loader import link
from pyllc.emu.machine import Machine
from pyllc.pipeline import Options
from pyllc.targets import default_triples, get_target
from pyllc.tools.compile import compile_ll, to_object

RUNS = 4

# exit status 3 after printing; qsort calls the comparator back (a generator in the
# runtime: emu/guest_call.py); argc > 1 stores through a null pointer (a fault). SIZE is
# the target's size_t.
PROGRAM = """
@fmt = private constant [4 x i8] c"%d\\0A\\00"
declare i32 @printf(ptr, ...)
declare void @qsort(ptr, SIZE, SIZE, ptr)

define i32 @cmp(ptr %a, ptr %b) {
  %x = load i32, ptr %a
  %y = load i32, ptr %b
  %d = sub i32 %x, %y
  ret i32 %d
}

define i32 @main(i32 %argc, ptr %argv) {
  %v = alloca [3 x i32]
  store i32 9, ptr %v
  %p1 = getelementptr i32, ptr %v, i64 1
  store i32 3, ptr %p1
  %p2 = getelementptr i32, ptr %v, i64 2
  store i32 5, ptr %p2
  call void @qsort(ptr %v, SIZE 3, SIZE 4, ptr @cmp)
  %first = load i32, ptr %v
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %first)
  %crash = icmp sgt i32 %argc, 1
  br i1 %crash, label %bad, label %good
bad:
  store volatile i32 1, ptr null
  ret i32 1
good:
  ret i32 %first
}
"""


def _engines() -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, Uc))


@pytest.fixture
def no_cyclic_gc() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _object(triple: str) -> Any:
    size = "i32" if triple.startswith("sparc-") else "i64"
    text = PROGRAM.replace("SIZE", size)
    return to_object(compile_ll(text, "life.ll", triple, options=Options(opt_level=2)))


@pytest.mark.parametrize("triple", default_triples())
def test_runs_free_their_engines_without_the_cyclic_gc(triple: str,
                                                       no_cyclic_gc: None) -> None:
    obj = _object(triple)
    target = get_target(triple)
    before = _engines()
    for _ in range(RUNS):
        out = io.BytesIO()
        status, _ = emu.run_program([obj], target, [b"life"], stdout=out, stderr=io.BytesIO())
        assert (status, out.getvalue()) == (3, b"3\n")
        status, counted = emu.run_program([obj], target, [b"life"], 10_000_000, stats=True,
                                          stdout=io.BytesIO(), stderr=io.BytesIO())
        assert status == 3 and counted > 0
        with pytest.raises(emu.EmulationFault, match="write"):
            emu.run_program([obj], target, [b"life", b"crash"], stdout=io.BytesIO(),
                            stderr=io.BytesIO())
    assert _engines() == before, f"{_engines() - before} Unicorn engines outlived {3 * RUNS} runs"


def test_linked_machine_closed_by_its_with_block(no_cyclic_gc: None) -> None:
    triple = default_triples()[0]
    obj = _object(triple)
    before = _engines()
    for _ in range(RUNS):
        with Machine(get_target(triple), io.BytesIO(), io.BytesIO()) as machine:
            assert "main" in link(machine, [obj])
    del machine
    assert _engines() == before


def test_a_machine_runs_once() -> None:
    triple = default_triples()[0]
    machine = Machine(get_target(triple), io.BytesIO(), io.BytesIO())
    entry = link(machine, [_object(triple)])["main"]
    assert machine.run(entry, [b"life"], 10_000_000, False) == 3
    # memory stays readable after the run (--profile decodes blocks from it)
    assert len(machine.rt.read(entry, 4)) == 4
    with pytest.raises(RuntimeError, match="runs once"):
        machine.run(entry, [b"life"], 10_000_000, False)
