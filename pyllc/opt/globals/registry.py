"""The pass classes of this package, in the order `-print-passes` lists them."""
from __future__ import annotations

from typing import Any

from pyllc.opt.globals import constmerge, globaldce, globalopt, internalize
from pyllc.opt.passmanager import Pass

PASSES: list[type[Pass[Any]]] = [
    globaldce.GlobalDCE, globalopt.GlobalOpt, internalize.Internalize, constmerge.ConstMerge,
]
