"""Code and block hooks with one Python call per event, and register access without
the binding's per-call machinery.

Unicorn's Python binding runs each hook as a ctypes thunk calling the binding's own
wrapper (2.0.1: `Uc._hookcode_cb` under `_catch_hook_exception`; 2.1: `uccallback`'s
wrapper and the closure `hook_add` made), which calls the user's callback: two or three
Python calls before the callback's own work. Hooks that fire per call or per block
(SPARC's `save`/`restore` window accounting, `--stats` block counting) are most of a
call-heavy program's emulation time, so `add_hook` hands the library's `uc_hook_add` a
ctypes function of its own that calls the callback directly, and keeps the binding's
contract: an exception in the callback stops the emulation and `emu_start` raises it.
A binding without the internals this needs (another Unicorn version) gets
`uc.hook_add`: the same behaviour at the old speed.

`release_hooks` undoes what the hooks tie together once a run is over (pyllc.emu.machine
`Machine.close`).

Contract: only UC_HOOK_CODE and UC_HOOK_BLOCK. `add_hook` takes
`callback(uc, address, size, user_data)` as `uc.hook_add` does (two Python calls per
event); `DirectHook` takes the C callback's own signature (one call, for the hottest
hooks: the callback handles its exceptions). `Registers` reads and writes integer
registers through `uc_reg_read`/`uc_reg_write` with one reused buffer (2.1's
`reg_read` goes through five Python frames, 2.0.1's through three).
"""
from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from typing import Any

from unicorn import UC_HOOK_BLOCK, UC_HOOK_CODE, UcError


def _binding() -> tuple[Any, Any, Any]:
    """(the native library, the code/block hook's C function type, the hook handle
    type) of the binding in use, or Nones: 2.0.x keeps them in `unicorn.unicorn`
    (`_uc`, `UC_HOOK_CODE_CB`, `uc_hook_h`), 2.1 in `unicorn.unicorn_py3.unicorn`
    (`uclib`, `HOOK_CODE_CFUNC`, `uc_hook_h`)."""
    for name, lib, cb in (("unicorn.unicorn", "_uc", "UC_HOOK_CODE_CB"),
                          ("unicorn.unicorn_py3.unicorn", "uclib", "HOOK_CODE_CFUNC")):
        module = sys.modules.get(name)
        found = (getattr(module, lib, None), getattr(module, cb, None),
                 getattr(module, "uc_hook_h", None))
        if None not in found:
            return found
    return None, None, None


_LIB, _CODE_CB, _HANDLE = _binding()


def native_library() -> Any:
    """The binding's ctypes handle on libunicorn (None for an unknown binding)."""
    return _LIB


def code_callback_type() -> Any:
    """The ctypes function type of a UC_HOOK_CODE/UC_HOOK_BLOCK callback (or None)."""
    return _CODE_CB


def _keep(uc: Any) -> Any:
    """Where the binding keeps its ctypes callbacks alive for as long as `uc` lives:
    a list (2.0.x `_ctype_cbs`) or a dict by hook handle (2.1 `_callbacks`)."""
    return getattr(uc, "_ctype_cbs", None) if hasattr(uc, "_ctype_cbs") else getattr(
        uc, "_callbacks", None)


def _direct(uc: Any) -> bool:
    return (_LIB is not None and hasattr(uc, "_uch") and _keep(uc) is not None
            and hasattr(uc, "_hook_exception"))


def keep_alive(uc: Any, handle: int, obj: Any) -> None:
    """Hold `obj` (a ctypes callback or its data) for as long as `uc` lives, as the
    binding holds its own; `handle` is the hook it belongs to."""
    store = _keep(uc)
    if isinstance(store, dict):
        store[handle] = obj
    else:
        store.append(obj)


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
        self.cb: Any = _CODE_CB(fn) if _direct(uc) else None

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
        keep_alive(self.uc, int(handle.value), self.cb)   # as the binding keeps its own
        return int(handle.value)


def release_hooks(uc: Any) -> None:
    """Drop the Python objects behind `uc`'s hooks, so that reference counting frees the
    engine once its owner lets go of it.

    Why. Each `uc.hook_add` stores a ctypes thunk of the binding's bound method in
    `uc._ctype_cbs` (2.0.x) or `uc._callbacks` (2.1) (uc -> thunk -> uc, and the thunk
    holds itself in its `_objects`), and pyllc's
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
    held: list[Any] = []
    if isinstance(callbacks, dict):
        held += callbacks.values()      # 2.1: the function pointers by hook handle
    if isinstance(thunks, list):
        held += thunks                  # 2.0.x
    for thunk in held:
        # the binding's function pointers keep themselves in their own `_objects` (2.0.x:
        # `ctypes.cast` results; 2.1: the pointer it passes to uc_hook_add), a cycle per
        # hook even without pyllc's callbacks
        kept = getattr(thunk, "_objects", None)
        if isinstance(kept, dict):
            kept.clear()
    if isinstance(callbacks, dict):
        callbacks.clear()
    if isinstance(thunks, list):
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


class Registers:
    """Read and write integer registers of `uc` through `uc_reg_read`/`uc_reg_write`
    with one reused buffer of `ctype` (the register width: the library writes only
    that many bytes). Falls back to the binding's `reg_read`/`reg_write` without the
    library handle. For hooks that touch registers per event (SPARC's window and FP
    traps)."""

    def __init__(self, uc: Any, ctype: Any = ctypes.c_uint64) -> None:
        self.uc = uc
        self._buf = ctype(0)
        self._ref = ctypes.byref(self._buf)
        self._direct = _LIB is not None and hasattr(uc, "_uch")

    def read(self, reg: int) -> int:
        if not self._direct:
            return int(self.uc.reg_read(reg))
        status = _LIB.uc_reg_read(self.uc._uch, reg, self._ref)
        if status != 0:
            raise UcError(status)
        return int(self._buf.value)

    def write(self, reg: int, value: int) -> None:
        if not self._direct:
            self.uc.reg_write(reg, value)
            return
        self._buf.value = value
        status = _LIB.uc_reg_write(self.uc._uch, reg, self._ref)
        if status != 0:
            raise UcError(status)
