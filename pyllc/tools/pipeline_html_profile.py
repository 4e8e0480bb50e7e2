"""`-pipeline-html-run`: run the compiled module's `main` under pylli's profiler (the
machinery of `pylli --profile`, emu/profile.py) and count the executions of each machine
instruction, for the counts the page shows beside the assembly, the last MIR stage and
the source lines.

How an executed address finds its machine instruction: the assembler records where each
machine block starts (`ObjectFile.code_labels`, in function and block order); the loader
says where each function landed (`Machine.functions`); the emulator splits a block's
bytes into instructions with the target's length rule (`Machine.insn_offsets`). The
block's printed instructions (those that print something) are matched to those
addresses in order when their numbers agree. Otherwise (alignment padding, inline
assembly, an instruction the assembler expands into several) each instruction of the
block shows the block's entry count: what every instruction of a block executes unless
the program ends inside it.
"""
from __future__ import annotations

import io
from typing import Any

from pyllc.codegen.inline_asm import InlineAsmInstr
from pyllc.codegen.mir import MachineFunction
from pyllc.emu import DEFAULT_MAX_INSTRUCTIONS, EmulationFault
from pyllc.emu.machine import Machine
from pyllc.emu.profile import profile_program
from pyllc.mc.asm_printer import is_emitted_function, prints_nothing
from pyllc.record import field, record
from pyllc.tools.compile import Compiled, to_object


@record
class RunResult:
    """The run: exit status, output, total executed instructions, `id(mi)` -> count."""
    status: int
    stdout: str
    stderr: str
    total: int
    counts: dict[int, int] = field(default_factory=dict)
    note: str = ""

    def summary(self) -> dict[str, Any]:
        return {"status": self.status, "stdout": self.stdout, "stderr": self.stderr,
                "total": self.total}


def run_and_count(compiled: Compiled, argv0: str,
                  max_instructions: int = DEFAULT_MAX_INSTRUCTIONS) -> RunResult:
    """Assemble `compiled`, run its main(argc, argv) and count per machine instruction.
    A program fault is a result (status 139 and its reason), not an error."""
    obj = to_object(compiled)
    out, err = io.BytesIO(), io.BytesIO()
    try:
        status, total, machine = profile_program([obj], compiled.target, [argv0.encode()],
                                                 max_instructions, out, err)
    except EmulationFault as e:
        return RunResult(139, _text(out), _text(err) + f"pylli: fault: {e}\n", 0,
                         note=f"the program faulted: {e}")
    result = RunResult(status, _text(out), _text(err), total)
    result.counts, result.note = _instruction_counts(compiled.functions, obj, machine)
    return result


def _text(buf: io.BytesIO) -> str:
    return buf.getvalue().decode("utf-8", "replace")


def _instruction_counts(functions: list[MachineFunction], obj: Any,
                        machine: Machine) -> tuple[dict[int, int], str]:
    per_addr = machine.instruction_counts()
    where = {name: (addr, size) for addr, size, name in machine.functions}
    labels = list(obj.code_labels)
    blocks = [(mf, mbb) for mf in functions if is_emitted_function(mf) for mbb in mf.blocks]
    if len(labels) != len(blocks):
        return {}, "the assembled blocks do not match the machine functions: no counts"
    # section base = a function's address - its offset in the section
    base: dict[str, int] = {}
    for sym in obj.symbols.values():
        if sym.kind == "func" and sym.section is not None and sym.name in where:
            base.setdefault(sym.section, where[sym.name][0] - sym.offset)
    counts: dict[int, int] = {}
    partial = 0
    for k, ((mf, mbb), (section, offset, _)) in enumerate(zip(blocks, labels)):
        if section not in base:
            continue
        start = base[section] + offset
        fn = where.get(mf.name)
        end = fn[0] + fn[1] if fn is not None else start
        if k + 1 < len(blocks) and blocks[k + 1][0] is mf:
            end = base[section] + labels[k + 1][1]
        instrs = [mi for mi in mbb.instrs if not prints_nothing(mi)]
        if not instrs or end <= start:
            continue
        addrs = [start + off for off in machine.insn_offsets(start, end - start)]
        if len(addrs) != len(instrs) or any(isinstance(mi.instr, InlineAsmInstr)
                                            for mi in instrs):
            partial += 1
            addrs = [start] * len(instrs)    # every instruction: the block's entries
        for mi, addr in zip(instrs, addrs):
            n = per_addr.get(addr, 0)
            if n:
                counts[id(mi)] = n
    note = (f"{partial} blocks (padding, inline asm or instructions the assembler expands) "
            "show their entry count on each instruction" if partial else "")
    return counts, note
