"""The opt-in compiled build (tools/build_mypyc.py, pyllc/native.py) in CI.

CI cannot pay the full build (15-25 min of gcc on 2 cores), so it checks, in ~1-2 min:
  - mypyc accepts every module of the full set (C generated, no C compiler run), so a
    construct mypyc rejects is caught where it is written;
  - a small closed set of compiled modules (at -O0) loads through the cache, gives pyopt
    -O2 output byte-identical to the interpreted run, and the stale-source guard sends
    everything back to the interpreter when a compiled source no longer matches.
The full build's corpus-wide comparison is in bench/results/mypyc-session10.txt.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "build_mypyc.py"
SUBSET = ["pyllc/ir/types.py", "pyllc/opt/constfold.py", "pyllc/opt/pipeline.py", "pyllc/opt/presets.py"]
INPUTS = ["tests/programs/ll/riscv64-unknown-linux-gnu/sieve.O0.ll",
          "tests/programs/ll/x86_64-unknown-linux-gnu/bigint.O0.ll",
          "tests/programs/ll/aarch64-unknown-linux-gnu/interp.O0.ll"]

pytestmark = [pytest.mark.xdist_group("mypyc")]


def _have_mypyc() -> bool:
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return False
    return shutil.which(os.environ.get("CC", "gcc")) is not None


needs_mypyc = pytest.mark.skipif(not _have_mypyc(), reason="mypyc or a C compiler is not installed")

_PROBE = """
import hashlib, sys
import pyllc.native as n
import pyllc.ir.types as t
from pyllc.ir import parse_module, print_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry
reg = build_registry()
print("compiled" if t.__file__.endswith(".so") else "interpreted", n.active_build() is not None)
for path in sys.argv[1:]:
    m = parse_module(open(path).read())
    parse_pipeline("default<O2>", reg).run(m, ModuleAnalysisManager(m))
    print(hashlib.sha1(print_module(m).encode()).hexdigest())
"""


def _probe(cache: Path, mypyc: str) -> tuple[list[str], str]:
    env = dict(os.environ, PYLLC_CACHE_DIR=str(cache), PYLLC_MYPYC=mypyc, PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-c", _PROBE, *(str(ROOT / p) for p in INPUTS)],
                       capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    return r.stdout.split("\n"), r.stderr


@needs_mypyc
def test_mypyc_accepts_the_full_set(tmp_path: Path) -> None:
    r = subprocess.run([sys.executable, str(TOOL), "--check"], capture_output=True, text=True,
                       env=dict(os.environ, PYLLC_CACHE_DIR=str(tmp_path)), check=False)
    assert r.returncode == 0, r.stderr[-3000:] + r.stdout[-3000:]
    assert "mypyc accepts the" in r.stdout


@needs_mypyc
def test_compiled_subset_gives_identical_output(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    r = subprocess.run([sys.executable, str(TOOL), "--only", *SUBSET, "--opt-level", "0"],
                       capture_output=True, text=True, env=dict(os.environ, PYLLC_CACHE_DIR=str(cache)),
                       check=False)
    assert r.returncode == 0, r.stderr[-3000:] + r.stdout[-3000:]
    assert not list(ROOT.glob("pyllc/**/*.so")), "the build wrote into the source tree"
    compiled, _ = _probe(cache, "1")
    interpreted, _ = _probe(cache, "0")
    assert compiled[0] == "compiled True"
    assert interpreted[0] == "interpreted False"
    assert compiled[1:] == interpreted[1:]
    # a second build of unchanged sources only finds the cached one
    again = subprocess.run([sys.executable, str(TOOL), "--only", *SUBSET, "--opt-level", "0"],
                           capture_output=True, text=True,
                           env=dict(os.environ, PYLLC_CACHE_DIR=str(cache)), check=True)
    assert "up to date" in again.stdout
    # a compiled source that no longer matches its manifest: the whole group stays interpreted
    (manifest_path,) = cache.glob("mypyc/*/manifest.json")
    manifest = json.loads(manifest_path.read_text())
    manifest["modules"]["pyllc.opt.presets"][1] = "0" * 64
    manifest_path.write_text(json.dumps(manifest))
    stale, err = _probe(cache, "1")
    assert stale[0] == "interpreted False"
    assert stale[1:] == interpreted[1:]
    assert err.count("\n") == 1 and "pyllc/opt/presets.py changed" in err, err


_JOBS_PROBE = """
import hashlib, sys
import pyllc.codegen.mir as mir
from pyllc.pipeline import Options
from pyllc.tools import jobs_pickle
from pyllc.tools.compile import compile_ll, to_assembly
native = "__mypyc_attrs__" in mir.MachineBasicBlock.__dict__
print("native" if native else "python", mir.__file__.endswith(".so"))
pickles = []
real_load_all = jobs_pickle.load_all

def counted_load_all(data):          # the real loader; counts the pickles read back
    pickles.append(len(data))
    return real_load_all(data)

jobs_pickle.load_all = counted_load_all
n = int(sys.argv[1])
for path in sys.argv[2:]:
    triple = path.split("/")[-2]
    for level in (0, 2):
        c = compile_ll(open(path).read(), path, triple, options=Options(opt_level=level), jobs=n)
        print(hashlib.sha1(to_assembly(c).encode()).hexdigest())
print("pickles", len(pickles))
"""


def _jobs_probe(cache: Path, mypyc: str, jobs: int) -> list[str]:
    env = dict(os.environ, PYLLC_CACHE_DIR=str(cache), PYLLC_MYPYC=mypyc, PYTHONPATH=str(ROOT),
               PYLLC_JOBS_MIN_INSTRUCTIONS="0")
    r = subprocess.run([sys.executable, "-c", _JOBS_PROBE, str(jobs), *(str(ROOT / p) for p in INPUTS)],
                       capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stdout.split("\n")


@needs_mypyc
def test_compiled_machine_ir_crosses_jobs_workers(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    r = subprocess.run([sys.executable, str(TOOL), "--only", "pyllc/codegen/mir.py", "--opt-level", "0"],
                       capture_output=True, text=True, env=dict(os.environ, PYLLC_CACHE_DIR=str(cache)),
                       check=False)
    assert r.returncode == 0, r.stderr[-3000:] + r.stdout[-3000:]
    compiled = _jobs_probe(cache, "1", 2)
    serial = _jobs_probe(cache, "0", 1)
    assert compiled[0] == "native True"
    assert serial[0] == "python False"
    # every compile went through the pool: 2 workers' pickles read back per compile at least
    assert int(compiled[-2].split()[1]) >= 2 * 2 * len(INPUTS), compiled[-2]
    assert serial[-2] == "pickles 0"
    assert compiled[1:-2] == serial[1:-2]
    assert len(set(compiled[1:-2])) == 2 * len(INPUTS)
