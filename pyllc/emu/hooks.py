"""Code and block hooks with one Python call per event.

Unicorn's Python binding (2.0.1) runs each hook as a ctypes thunk calling
`Uc._hookcode_cb`, itself wrapped by `_catch_hook_exception`, which looks the user's
callback up in a dict and calls it: three Python calls before the callback's own work.
Hooks that fire per call or per block (SPARC's `save`/`restore` window accounting,
`--stats` block counting) are most of a call-heavy program's emulation time, so
`add_hook` hands the binding's C entry point a ctypes function of its own that calls the
callback directly, and keeps the binding's contract: an exception in the callback stops
the emulation and `emu_start` raises it. A binding without the internals this needs
(another Unicorn version) gets `uc.hook_add`: the same behaviour at the old speed.

`release_hooks` undoes what the hooks tie together once a run is over (pyllc.emu.machine
`Machine.close`).

Contract: only UC_HOOK_CODE and UC_HOOK_BLOCK. `add_hook` takes
`callback(uc, address, size, user_data)` as `uc.hook_add` does (two Python calls per
event); `DirectHook` takes the C callback's own signature (one call, for the hottest
hooks: the callback handles its exceptions).
"""
from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from typing import Any

from unicorn import UC_HOOK_BLOCK, UC_HOOK_CODE, UcError

_binding = sys.modules.get("unicorn.unicorn")       # 2.0.x: the binding's own module
_LIB: Any = getattr(_binding, "_uc", None)
_CODE_CB: Any = getattr(_binding, "UC_HOOK_CODE_CB", None)
_HANDLE: Any = getattr(_binding, "uc_hook_h", None)


def _direct(uc: Any) -> bool:
    return (_LIB is not None and _CODE_CB is not None and _HANDLE is not None
            and hasattr(uc, "_uch") and hasattr(uc, "_ctype_cbs")
            and hasattr(uc, "_hook_exception"))


def hook_failed(uc: Any, exc: Exception) -> None:
    """What the binding does with an exception in a hook: keep the first, stop the
    emulation; `emu_start` raises it."""
    if getattr(uc, "_hook_exception", None) is None:
        uc._hook_exception = exc
    uc.emu_stop()


class DirectHook:
    """`fn(handle, address, size, user)` as the C callback of UC_HOOK_CODE or
    UC_HOOK_BLOCK hooks: one Python call per event, one ctypes function however many
    ranges it is added for. `fn` catches its own exceptions and passes them to
    `hook_failed` (one escaping a ctypes callback would be printed and ignored, and the
    run would go on). Without the binding's internals, `add` falls back to
    `uc.hook_add` through an adapter."""

    def __init__(self, uc: Any, htype: int, fn: Callable[[Any, int, int, Any], None]) -> None:
        assert htype in (UC_HOOK_CODE, UC_HOOK_BLOCK), htype
        self.uc = uc
        self.htype = htype
        self.fn = fn
        self.cb: Any = None
        if _direct(uc):
            self.cb = _CODE_CB(fn)
            uc._ctype_cbs.append(self.cb)     # lives as long as uc, as the binding's own

    def add(self, begin: int = 1, end: int = 0) -> int:
        """Hook [begin, end] (begin > end: everywhere); returns the hook handle."""
        if self.cb is None:
            fn = self.fn
            return int(self.uc.hook_add(self.htype, lambda uc, a, n, d: fn(None, a, n, None),
                                        None, begin, end))
        handle = _HANDLE()
        status = _LIB.uc_hook_add(self.uc._uch, ctypes.byref(handle), self.htype, self.cb,
                                  None, ctypes.c_uint64(begin), ctypes.c_uint64(end))
        if status != 0:
            raise UcError(status)
        return int(handle.value)


def release_hooks(uc: Any) -> None:
    """Drop the Python objects behind `uc`'s hooks, so that reference counting frees the
    engine once its owner lets go of it.

    Why. Each `uc.hook_add` stores a ctypes thunk of the binding's bound method in
    `uc._ctype_cbs` (uc -> thunk -> uc, and the thunk, a `ctypes.cast` result, holds
    itself) and the callback in `uc._callbacks`, and pyllc's
    callbacks hold the Machine that holds `uc`; an exception a hook raised sits in
    `uc._hook_exception` with its frames. All cycles: only the cyclic GC frees them, and
    its oldest generation is collected rarely in a process holding many objects (a test
    worker), while each engine keeps its translation buffer (1 GiB of address space)
    and the guest pages it touched: hundreds were seen alive in one worker.

    Contract: afterwards no hook may fire, so `uc` must not emulate again (its native
    hooks still point at the dropped thunks); memory and registers stay readable. A
    binding without these internals (another Unicorn version) is left alone: the GC
    frees its engines as before."""
    callbacks = getattr(uc, "_callbacks", None)
    thunks = getattr(uc, "_ctype_cbs", None)
    if isinstance(callbacks, dict):
        callbacks.clear()
    if isinstance(thunks, list):
        for thunk in thunks:
            # the binding's thunks are `ctypes.cast` results, which keep themselves in
            # their own `_objects` (a cycle per hook even without pyllc's callbacks)
            kept = getattr(thunk, "_objects", None)
            if isinstance(kept, dict):
                kept.clear()
        thunks.clear()
    if hasattr(uc, "_hook_exception"):
        uc._hook_exception = None


def add_hook(uc: Any, htype: int, callback: Callable[[Any, int, int, Any], None],
             user_data: Any = None, begin: int = 1, end: int = 0) -> int:
    """`uc.hook_add(htype, callback, user_data, begin, end)` with one Python call (this
    module's thunk) between Unicorn and `callback`; returns the hook handle."""
    def thunk(handle: Any, address: int, size: int, _user: Any) -> None:
        try:
            callback(uc, address, size, user_data)
        except Exception as e:
            hook_failed(uc, e)

    return DirectHook(uc, htype, thunk).add(begin, end)
