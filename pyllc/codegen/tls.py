"""Thread-local storage: which access model a `thread_local` global gets, as llc-16
chooses it (TargetMachine::getTLSModel, ELF).

The four ELF models (Drepper, "ELF Handling For Thread-Local Storage", section 4),
from the most general to the most specialised:

- `gd` general dynamic: the address comes from `__tls_get_addr` (or a TLS descriptor on
  AArch64) given a GOT pair (module id, offset); works from any shared object;
- `ld` local dynamic: the same call for the module's own block, then a link-time offset;
- `ie` initial exec: the offset from the thread pointer is read from a GOT entry that the
  (static or dynamic) linker fills; works for any variable of the initial modules;
- `le` local exec: the offset from the thread pointer is a link-time constant; only for
  variables defined in the executable itself.

llc picks, from the relocation model and whether the symbol is known to be local
(`dso_local`, local linkage or non-default visibility, codegen/pic.py): a shared object
(PIC without the module flag `PIE Level`) uses `ld` for local symbols and `gd` for the
others; an executable (static, or PIE) `le` and `ie`. A model written in the IR
(`thread_local(initialexec)`) wins when it is more specialised than that choice, never
when it is more general (LangRef "Thread Local Storage Models").
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.pic import is_dso_local, module_flag

# the IR's spelling -> the model; ordered from general to specialised
MODELS = ("gd", "ld", "ie", "le")
_IR_MODEL = {"thread_local": "gd", "thread_local(localdynamic)": "ld",
             "thread_local(initialexec)": "ie", "thread_local(localexec)": "le"}
MODEL_NAMES = {"gd": "general-dynamic", "ld": "local-dynamic", "ie": "initial-exec",
               "le": "local-exec"}


def tls_model(gv: Any, module: Any, pic: bool) -> str:
    """The access model of thread-local global `gv` (one of MODELS)."""
    shared = pic and module_flag(module, "PIE Level") == 0
    local = is_dso_local(gv)
    if shared:
        model = "ld" if local else "gd"
    else:
        model = "le" if local else "ie"
    asked = _IR_MODEL.get(gv.thread_local or "thread_local", "gd")
    return asked if MODELS.index(asked) > MODELS.index(model) else model


def tls_section(zero: bool) -> str:
    """The section of a thread-local definition: the initialization image `.tdata`, or
    `.tbss` for zero-initialized variables (both SHF_TLS)."""
    return ".tbss" if zero else ".tdata"
