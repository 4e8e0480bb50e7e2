"""The pass classes of this package, in the order `-print-passes` lists them."""
from __future__ import annotations

from typing import Any

from pyllc.opt.globals import (
    constmerge,
    deadargelim,
    globaldce,
    globalopt,
    internalize,
    ipsccp,
)
from pyllc.opt.passmanager import Pass

PASSES: list[type[Pass[Any]]] = [
    globaldce.GlobalDCE, globalopt.GlobalOpt, ipsccp.IPSCCP, deadargelim.DeadArgElim, internalize.Internalize, constmerge.ConstMerge,
]
