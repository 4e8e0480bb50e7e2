"""What pyllc prints about itself instead of compiling, in llc's words: `-version`,
`-mcpu=help` / `-mattr=help` (the target's CPU and feature tables, on stderr as llc
does), `-debug-pass=Structure|Arguments` (the pass list on stderr)."""
from __future__ import annotations

from typing import TextIO

from pyllc.codegen.target import Target
from pyllc.pipeline import STAGES
from pyllc.targets import all_targets

# what each stage of pipeline.STAGES does, for -debug-pass=Structure
STAGE_TITLES = {
    "isel": "SelectionDAG instruction selection (build, combine, legalize types, "
            "legalize, combine, select, schedule)",
    "expand-isel-pseudos": "Expand ISel pseudo-instructions (select diamonds, atomic loops)",
    "phi-edges": "Eliminate PHI nodes: copies onto their CFG edges (critical edges split)",
    "machinelicm": "Machine Loop Invariant Code Motion",
    "regalloc": "{regalloc} Register Allocator (two-address lowering, coalescing at -O1+, "
                "copy lowering)",
    "prologepilog": "Prologue/Epilogue Insertion & Frame Finalization",
    "branch-folder": "Control Flow Optimizer (branch folding)",
    "post-ra": "Target post-RA passes (SPARC delay slots)",
}


def pyllc_version() -> str:
    # documented lazy import (start-up): importlib.metadata brings email, zipfile, csv,
    # socket ... (a fifth of a small compile's imports); only -version needs it
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("pyllc")
    except PackageNotFoundError:
        return "unknown"


def print_version(out: TextIO, default_triple: str) -> None:
    """`-version`: like llc's, with the registered targets."""
    out.write(f"pyllc (LLVM IR 16 backend in Python):\n  pyllc version {pyllc_version()}\n"
              f"  Default target: {default_triple}\n\n  Registered Targets:\n")
    for t in all_targets():
        names = ", ".join(t.triples)
        out.write(f"    {t.name:<10} - {t.default_triple} (-march {names})\n")


def print_cpus(out: TextIO, target: Target) -> None:
    """`-mcpu=help`: the CPUs, then the features (llc prints both lists)."""
    out.write("Available CPUs for this target:\n\n")
    width = max((len(n) for n in target.cpus), default=0)
    for name in sorted(target.cpus):
        feats = ",".join("+" + f for f in target.cpus[name]) or "(base instruction set)"
        out.write(f"  {name:<{width}} - Select the {name} processor: {feats}\n")
    out.write("\n")
    print_features(out, target)


def print_features(out: TextIO, target: Target) -> None:
    """`-mattr=help`: the features that change code generation on this target."""
    out.write("Available features for this target:\n\n")
    if not target.feature_help:
        out.write(f"  (none: no -mattr feature changes {target.name} code generation; "
                  "others are accepted and ignored)\n")
    width = max((len(n) for n in target.feature_help), default=0)
    for name in sorted(target.feature_help):
        out.write(f"  {name:<{width}} - {target.feature_help[name]}\n")
    out.write("\nUse +feature to enable a feature, or -feature to disable it.\n"
              "For example, pyllc -mcpu=mycpu -mattr=+feature1,-feature2\n")


# stages that run only when optimizing (llc's -O0 pipeline leaves them out too)
OPTIMIZING_ONLY = ("phi-edges", "machinelicm")


def print_passes(out: TextIO, mode: str, regalloc: str, stop_after: str | None,
                 opt_level: int = 2) -> None:
    """`-debug-pass=Arguments|Structure`: the stages that will run, in order."""
    stages = [s for s in STAGES if opt_level > 0 or s not in OPTIMIZING_ONLY]
    if stop_after in stages:
        stages = stages[:stages.index(stop_after) + 1]
    out.write("Pass Arguments:  " + " ".join("-" + s for s in stages) + "\n")
    if mode != "Structure":
        return
    out.write("  ModulePass Manager\n    FunctionPass Manager\n")
    for s in stages:
        out.write("      " + STAGE_TITLES[s].format(regalloc=regalloc) + "\n")
    if stop_after is None:
        out.write("    Assembly / object file writer\n")
