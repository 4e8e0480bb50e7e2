"""pyllc.emu imports Unicorn without loading setuptools (pkg_resources, distutils), and
leaves no stand-in behind: a later import of the real modules gets the real ones."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
import pyllc.emu
import unicorn
heavy = sorted(m for m in ("pkg_resources", "setuptools", "distutils") if m in sys.modules)
print("loaded:", ",".join(heavy) or "-")
uc = unicorn.Uc(unicorn.UC_ARCH_X86, unicorn.UC_MODE_64)
uc.mem_map(0x1000, 0x1000)
uc.mem_write(0x1000, b"\\x48\\xff\\xc0")           # inc rax
uc.emu_start(0x1000, 0x1003)
print("rax:", uc.reg_read(unicorn.x86_const.UC_X86_REG_RAX))
import importlib.util
spec = importlib.util.find_spec("pkg_resources")
if spec is not None:
    import pkg_resources
    print("real:", hasattr(pkg_resources, "working_set"))
else:
    print("real: True")
"""


def test_unicorn_import_skips_setuptools() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         env=env, cwd=ROOT, check=True).stdout.split("\n")
    assert out[:3] == ["loaded: -", "rax: 1", "real: True"], out
