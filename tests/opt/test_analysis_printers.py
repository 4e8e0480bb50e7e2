"""Issue 17's printers against opt-16 on the program corpus (riscv64 `.ll`, clang -O0 with
optnone removed and -O2, both through opt-16's mem2reg first).

- `print<regions>`: the whole output is opt-16's, byte for byte, on every file.
- `print<memoryssa>`: the access annotations (`; N = MemoryDef(M)`, `; MemoryUse(M)`,
  `; N = MemoryPhi(...)`) are the same lines in the same order in at least 97% of all
  lines (measured 5979/6091; the rest are uses opt-16's walker optimizes further or
  less far through loops), and exact on at least 100 of the 124 files (measured 106).
"""
from __future__ import annotations

import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.ir import parse_module
from pyllc.opt import printers
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "programs" / "ll" / "riscv64-unknown-linux-gnu"
pytestmark = pytest.mark.skipif(shutil.which("opt-16") is None, reason="opt-16 not installed")


def ours(passes: str, text: str) -> str:
    m = parse_module(text)
    buf = io.StringIO()
    saved = printers.ERR[0]
    printers.ERR[0] = buf
    try:
        parse_pipeline(passes, build_registry()).run(m, ModuleAnalysisManager(m))
    finally:
        printers.ERR[0] = saved
    return buf.getvalue()


def opt16(args: list[str], text: str) -> str:
    r = subprocess.run(["opt-16", *args], input=text, capture_output=True, text=True, check=True)
    return r.stdout + r.stderr


def corpus() -> list[str]:
    """Each corpus file after opt-16's mem2reg (cached per session)."""
    global _CACHE
    if _CACHE is None:
        _CACHE = [opt16(["-passes=mem2reg", "-S", "-"], f.read_text().replace(" optnone", ""))
                  for f in sorted(CORPUS.glob("*.ll"))]
    return _CACHE


_CACHE: list[str] | None = None


def test_regions_match_opt16_exactly() -> None:
    for text in corpus():
        theirs = opt16(["-passes=print<regions>", "-disable-output", "-"], text)
        assert ours("print<regions>", text) == theirs


def _annotations(s: str) -> list[str]:
    return [ln for ln in s.split("\n") if ln.startswith("; ") and "Memory" in ln]


def test_memoryssa_matches_opt16() -> None:
    total = same = exact = 0
    files = corpus()
    for text in files:
        theirs = _annotations(opt16(["-passes=print<memoryssa>", "-disable-output", "-"], text))
        mine = _annotations(ours("print<memoryssa>", text))
        assert len(mine) == len(theirs)
        # defs and phis (their numbering and placement) must agree everywhere
        assert [x for x in mine if "MemoryUse" not in x] == [x for x in theirs if "MemoryUse" not in x]
        total += len(theirs)
        same += sum(a == b for a, b in zip(mine, theirs, strict=True))
        exact += mine == theirs
    assert same >= 0.97 * total, (same, total)
    assert exact >= 100, (exact, len(files))


def test_da_matches_opt16() -> None:
    """`print<da>` on the -O0 files (no TBAA, which opt-16's default AA would use on -O2):
    the same pairs in the same order, and the same verdict line for at least 98% of them
    (measured 54146/55016; the rest: delinearized 2-D subscripts, symbolic distances,
    pairs only opt-16's alias analysis separates; its extra `split level` lines are
    not printed)."""
    total = same = 0
    for f, text in zip(sorted(CORPUS.glob("*.ll")), corpus(), strict=True):
        if not f.name.endswith(".O0.ll"):
            continue
        theirs = [ln for ln in opt16(["-passes=print<da>", "-disable-output", "-"], text).split("\n")
                  if ln.startswith("  da analyze") and "split level" not in ln]
        mine = [ln for ln in ours("print<da>", text).split("\n") if ln.startswith("  da analyze")]
        assert len(mine) == len(theirs), f.name
        total += len(theirs)
        same += sum(a == b for a, b in zip(mine, theirs, strict=True))
    assert same >= 0.98 * total, (same, total)


def _iv_lines(s: str) -> set[str]:
    out = set()
    for ln in s.split("\n"):
        if ln.startswith("  %"):
            ln = re.sub(r"<(nuw|nsw|nw)>", "", ln)
            ln = re.sub(r" #\d+$", "", ln.split(", !")[0])
            out.add(ln)
    return out


def test_iv_users_against_opt16() -> None:
    """`print<iv-users>`, compared as sets of (value = SCEV in user) lines, no-wrap flags
    aside (use-list order differs): we find at least 70% of opt-16's lines (measured
    1048/1397; the rest need symbolic SCEVs pyllc's scev.py does not build) and print at
    most 15% lines opt-16 does not (measured 183)."""
    theirs_n = common = extra = 0
    for text in corpus():
        theirs = _iv_lines(opt16(["-passes=print<iv-users>", "-disable-output", "-"], text))
        mine = _iv_lines(ours("print<iv-users>", text))
        theirs_n += len(theirs)
        common += len(theirs & mine)
        extra += len(mine - theirs)
    assert common >= 0.70 * theirs_n, (common, theirs_n)
    assert extra <= 0.15 * theirs_n, (extra, theirs_n)


def _no_alias(text: str) -> int:
    return sum(int(ln.split()[0]) for ln in text.split("\n") if "no alias responses" in ln)


def test_globals_aa_and_scev_aa_against_opt16() -> None:
    """`aa-eval` with -aa-pipeline=globals-aa and =scev-aa alone, on the -O2 files: the
    number of no-alias answers per file. globals-aa: within 1% of opt-16 overall
    (measured 1080 vs 1083) and within 3 on every file; scev-aa: never more than
    opt-16 (no answer opt-16 would not give) and at least 70% of its total (measured
    3567 of 4698: BasicAA-style GEP decomposition of symbolic indices is missing)."""
    totals = {"globals-aa": [0, 0], "scev-aa": [0, 0]}
    for f in sorted(CORPUS.glob("*.O2.ll")):
        text = f.read_text()
        for aa in totals:
            theirs = _no_alias(opt16(["-passes=require<globals-aa>,function(aa-eval)",
                                      f"-aa-pipeline={aa}", "-disable-output", "-"], text))
            m = parse_module(text)
            buf = io.StringIO()
            import contextlib
            with contextlib.redirect_stderr(buf):
                mam = ModuleAnalysisManager(m)
                mam.aa_pipeline = mam.fam.aa_pipeline = [aa]
                parse_pipeline("aa-eval", build_registry()).run(m, mam)
            mine = _no_alias(buf.getvalue())
            totals[aa][0] += theirs
            totals[aa][1] += mine
            if aa == "globals-aa":
                assert abs(mine - theirs) <= 3, (f.name, mine, theirs)
            else:
                assert mine <= theirs, (f.name, mine, theirs)
    g, s = totals["globals-aa"], totals["scev-aa"]
    assert abs(g[1] - g[0]) <= 0.01 * g[0], g
    assert s[1] >= 0.70 * s[0], s
