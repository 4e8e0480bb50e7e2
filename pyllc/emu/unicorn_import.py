"""Import Unicorn's Python binding without the setuptools machinery it asks for.

Why. The binding of Unicorn 2.0.x (`unicorn/unicorn.py`) runs, at import time,
`import pkg_resources` and `import distutils.sysconfig`, only to build the list of
directories in which to look for its native library (`libunicorn.so.2`, shipped in
the package's `lib/` folder). In a virtual environment with setuptools, `distutils`
is setuptools' copy, and the two imports load setuptools, `pkg_resources` and their
vendored packages: about 0.3 s of CPU, most of a `pylli hello.ll` run.

What. Before the first `import unicorn`, this module puts two small stand-ins in
`sys.modules`, each answering the one question the binding asks, the way the real
module would answer it:

- `pkg_resources.resource_filename(module, "lib")`: the `lib` folder beside the
  named module's file (what pkg_resources returns for a package on the file system);
- `distutils.sysconfig.get_python_lib()`: the interpreter's `purelib` directory.

The stand-ins are removed from `sys.modules` as soon as the binding is imported, so
code that imports the real modules later gets them. A module that is already
imported is left alone (its real version answers). Unicorn 2.1's binding asks for
neither, and the stand-ins then go unused.

Contract: importing `pyllc.emu` (every module that runs Unicorn does) imports
Unicorn through here first; `LIBUNICORN_PATH` still comes first in the binding's
own search order.
"""
from __future__ import annotations

import os
import sys
import sysconfig
import types


def _resource_filename(module: str, name: str) -> str:
    mod = sys.modules[module]
    base = os.path.dirname(getattr(mod, "__file__", None) or "")
    return os.path.join(base, name)


def _python_lib(plat_specific: bool = False, standard_lib: bool = False,
                prefix: str | None = None) -> str:
    key = "stdlib" if standard_lib else "platlib" if plat_specific else "purelib"
    return sysconfig.get_paths()[key]


def _stand_ins() -> dict[str, types.ModuleType]:
    out: dict[str, types.ModuleType] = {}
    if "pkg_resources" not in sys.modules:
        pkg = types.ModuleType("pkg_resources", "pylli's stand-in: resource_filename only")
        pkg.resource_filename = _resource_filename  # type: ignore[attr-defined]
        out["pkg_resources"] = pkg
    if "distutils" not in sys.modules:
        dist = types.ModuleType("distutils", "pylli's stand-in: sysconfig.get_python_lib only")
        dist.__path__ = []
        config = types.ModuleType("distutils.sysconfig")
        config.get_python_lib = _python_lib  # type: ignore[attr-defined]
        dist.sysconfig = config  # type: ignore[attr-defined]
        out["distutils"] = dist
        out["distutils.sysconfig"] = config
    return out


def _remove(stand_ins: dict[str, types.ModuleType]) -> None:
    for name, module in stand_ins.items():
        if sys.modules.get(name) is module:
            del sys.modules[name]


_STAND_INS = _stand_ins() if "unicorn" not in sys.modules else {}
sys.modules.update(_STAND_INS)
try:
    import unicorn  # noqa: E402, F401 - the point of this module: import it here, first
finally:
    _remove(_STAND_INS)
