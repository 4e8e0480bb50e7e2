"""Optimizer figures (issue 17): not a test, run by hand or from `make bench`.

    python bench/bench_opt.py [--triple T] [--skip-fire] [--sizes 10000,30000,100000]

1. per pass: on how many functions of the corpus (tests/programs, clang -O0 with
   `optnone` removed, after mem2reg for the other passes) the pass changes something,
   pyopt vs opt-16;
2. static instruction count after `mem2reg,instcombine,simplifycfg,gvn,dce`, pyopt vs
   opt-16 (the goal is a ratio <= 1.05), with the worst modules;
3. throughput of that pipeline in IR instructions per second on big modules built by
   concatenating renamed copies of the corpus, and how the time grows with size.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

# run as `python bench/bench_opt.py` from anywhere: make the repository importable
# (ruff allows imports after a bare sys.path modification, not after other statements)
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyllc.ir import parse_module, print_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

ROOT = Path(__file__).resolve().parents[1]

PIPELINE = "mem2reg,instcombine,simplifycfg,gvn,dce"
PASSES = ["mem2reg", "instcombine", "simplifycfg", "sccp", "gvn", "early-cse", "dse", "dce", "adce",
          "tailcallelim", "sink", "reg2mem"]
REG = build_registry()


def corpus(triple: str) -> list[tuple[str, str]]:
    out = []
    for p in sorted((ROOT / "tests" / "programs" / "ll" / triple).glob("*.O0.ll")):
        out.append((p.name, p.read_text().replace(" optnone", "")))
    return out


def pyopt(text: str, pipeline: str) -> str:
    m = parse_module(text)
    if pipeline:
        parse_pipeline(pipeline, REG).run(m, ModuleAnalysisManager(m))
    return print_module(m)


def opt16(text: str, pipeline: str) -> str:
    r = subprocess.run(["opt-16", f"-passes={pipeline}", "-S", "-"], input=text, capture_output=True,
                       text=True, check=True)
    return r.stdout


def functions(text: str) -> dict[str, list[str]]:
    """Function name -> its body lines (comments and metadata attachments dropped)."""
    out: dict[str, list[str]] = {}
    cur: list[str] | None = None
    for ln in text.split("\n"):
        if ln.startswith("define "):
            name = re.search(r"@([\w.$\"]+)\(", ln)
            cur = out.setdefault(name.group(1) if name else ln, [])
            continue
        if ln.startswith("}"):
            cur = None
            continue
        if cur is not None:
            s = re.sub(r"\s*;.*$", "", ln).strip()
            s = re.sub(r", !\w[\w.]* !\d+", "", s)
            if s:
                cur.append(s)
    return out


def count(text: str) -> int:
    return sum(sum(1 for s in body if not s.endswith(":")) for body in functions(text).values())


def fired(before: str, after: str) -> int:
    a, b = functions(before), functions(after)
    return sum(1 for k in a if a[k] != b.get(k))


def fire_counts(mods: list[tuple[str, str]]) -> None:
    print(f"{'pass':<12} {'pyopt':>6} {'opt-16':>6}   (functions changed, of the corpus)")
    base_o = {n: opt16(t, "mem2reg") for n, t in mods}
    for p in PASSES:
        fp = fo = 0
        for n, t in mods:
            src = t if p == "mem2reg" else base_o[n]
            fp += fired(pyopt(src, ""), pyopt(src, p))
            fo += fired(opt16(src, "verify"), opt16(src, p))
        print(f"{p:<12} {fp:>6} {fo:>6}")


def ratio(mods: list[tuple[str, str]]) -> None:
    tp = to = 0
    rows = []
    for n, t in mods:
        a, b = count(pyopt(t, PIPELINE)), count(opt16(t, PIPELINE))
        tp, to = tp + a, to + b
        rows.append((a / max(b, 1), n, a, b))
    print(f"static instructions after {PIPELINE}: pyopt {tp}, opt-16 {to}, ratio {tp / to:.3f}")
    for r, n, a, b in sorted(rows)[-5:]:
        print(f"  worst: {n:<28} {a:>5} vs {b:>5}  ({r:.2f})")


def big_module(mods: list[tuple[str, str]], target: int) -> str:
    """Renamed copies of the corpus concatenated until `target` instructions."""
    head = [ln for ln in mods[0][1].split("\n") if ln.startswith(("target ", "source_filename"))]
    decls: dict[str, str] = {}
    body: list[str] = []
    n = 0
    k = 0
    while n < target:
        for _name, text in mods:
            k += 1
            defined = set(re.findall(r"^define [^@]*@([\w.$]+)\(", text, re.MULTILINE))
            defined |= set(re.findall(r"^@([\w.$]+) = ", text, re.MULTILINE))
            types = set(re.findall(r"^(%[\w.$]+) = type", text, re.MULTILINE))

            def ren(m: re.Match[str], defined: set[str] = defined, k: int = k) -> str:
                return f"@{m.group(1)}.c{k}" if m.group(1) in defined else m.group(0)

            for ln in text.split("\n"):
                if ln.startswith(("target ", "source_filename", "attributes ", "!", ";")) or not ln:
                    continue
                ln = re.sub(r"@([\w.$]+)", ren, ln)
                for t in types:
                    ln = re.sub(re.escape(t) + r"\b", f"{t}.c{k}", ln)
                ln = re.sub(r"\s#\d+", "", ln)
                ln = re.sub(r", !\w[\w.]* !\d+", "", ln)
                if ln.startswith("declare "):
                    m = re.search(r"@([\w.$]+)\(", ln)
                    decls[m.group(1) if m else ln] = ln
                    continue
                body.append(ln)
                if ln.startswith("  ") and not ln.strip().endswith(":"):
                    n += 1
            if n >= target:
                break
    return "\n".join(head + body + list(decls.values())) + "\n"


def throughput(mods: list[tuple[str, str]], sizes: list[int]) -> None:
    print(f"throughput of {PIPELINE} (parse and print excluded):")
    base = None
    for size in sizes:
        text = big_module(mods, size)
        m = parse_module(text)
        ninst = sum(len(b.instructions) for f in m.functions for b in f.blocks)
        pm = parse_pipeline(PIPELINE, REG)
        t0 = time.perf_counter()
        pm.run(m, ModuleAnalysisManager(m))
        dt = time.perf_counter() - t0
        per = dt / ninst
        base = base or per
        print(f"  {ninst:>7} instructions: {dt:6.2f} s  {ninst / dt:8.0f} inst/s  "
              f"(time per instruction x{per / base:.2f} of the smallest)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--triple", default="riscv64-unknown-linux-gnu")
    ap.add_argument("--skip-fire", action="store_true")
    ap.add_argument("--sizes", default="10000,30000,100000")
    a = ap.parse_args()
    mods = corpus(a.triple)
    if not a.skip_fire:
        fire_counts(mods)
    ratio(mods)
    throughput(mods, [int(s) for s in a.sizes.split(",")])


if __name__ == "__main__":
    main()
