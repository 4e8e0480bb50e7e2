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
    lower_global_dtors,
    mergefunc,
    rel_lookup_table,
)
from pyllc.opt.passmanager import Pass

PASSES: list[type[Pass[Any]]] = [
    globaldce.GlobalDCE, globalopt.GlobalOpt, ipsccp.IPSCCP, deadargelim.DeadArgElim,
    mergefunc.MergeFunctions, lower_global_dtors.LowerGlobalDtors,
    rel_lookup_table.RelLookupTableConverter, internalize.Internalize, constmerge.ConstMerge,
]
