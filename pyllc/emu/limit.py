"""The instruction limit by counting blocks, for fixed-width ISAs (SPARC, AArch64).

Why. `emu_start(count=N)` makes Unicorn call a hook before every instruction. That
costs speed (Unicorn 2.1 on a SPARC loop: 4.2·10⁸ instructions/s with it, 1.9·10⁹
with the block hook below; 2.0.1: 8.7·10⁸ and 3.1·10⁹), and on SPARC under Unicorn 2.1
it is wrong: a code hook on the delay slot of a `jmpl` makes the jump go to address 1
(docs/pylli-limits.md, "Unicorn 2.1").

What. A block hook over the whole address space adds each block's instruction count
(its size / the instruction width) to a counter before the block runs; when the
counter passes the limit it stops the emulator there, before the block's first
instruction (Unicorn checks for a stop request after the block hooks, and the hooks
added after this one do not run for that block). `Machine.run` then runs what is left
of the limit, fewer instructions than the block has, with `count=` from the block's
start: that stretch ends inside the block, so the only `jmpl` slot it could meet is
the block's last instruction, where `count` stops before the slot runs. The result is
the exact limit `count=` gave (every instruction counts, the runtime's stubs too).

The hook is ten x86-64 instructions written to an executable page (System V calling
convention: the callback's arguments in rdi, rsi, edx, rcx), so a block costs no
Python call; on other hosts, or where the page cannot be made executable, the same
counter is a Python block hook (`DirectHook`, ~40x slower on a tight loop).

Contract: `BlockLimit(uc, limit, width)` is added before any other block hook of the
run; a hook that moves the pc away from the middle of a block calls `leave` (through
`Machine.leave_block`), so the count stays the one `count=` keeps; after `emu_start`
returns, `crossed()` says whether it stopped the run and `left()` how many instructions
of the limit remain for the stopped block.
"""
from __future__ import annotations

import ctypes
import mmap
import platform
import sys
from typing import Any

from unicorn import UC_HOOK_BLOCK, UcError

from pyllc.emu.hooks import DirectHook, code_callback_type, keep_alive, native_library

# the native hook may be turned off (tests of the Python counter set this False)
USE_NATIVE = True


class _Cell(ctypes.Structure):
    """The counter's state, shared with the native hook (field offsets are in its code:
    0, 8, 16, 24, 32)."""
    _fields_ = [("count", ctypes.c_uint64), ("limit", ctypes.c_uint64),
                ("stop", ctypes.c_void_p), ("address", ctypes.c_uint64),
                ("size", ctypes.c_uint64)]


def _x86_64_code(shift: int) -> bytes:
    """callback(uc, address, size, cell): cell.address = address; cell.size = size;
    cell.count += size >> shift; if cell.count > cell.limit: tail-call
    cell.stop(uc) (uc_emu_stop, uc still in rdi)."""
    return bytes.fromhex(
        "48897118"              # mov [rcx+24], rsi
        "89d0"                  # mov eax, edx          (zero-extends the size)
        "48894120"              # mov [rcx+32], rax
        "c1e8" f"{shift:02x}"   # shr eax, shift
        "480301"                # add rax, [rcx]
        "488901"                # mov [rcx], rax
        "483b4108"              # cmp rax, [rcx+8]
        "7701"                  # ja stop
        "c3"                    # ret
        "ff6110")               # stop: jmp [rcx+16]


_PAGE: mmap.mmap | None = None
_NATIVE: dict[int, Any] = {}        # shift -> the hook as a ctypes callback
_NATIVE_FAILED = False


def _native_hook(shift: int) -> Any:
    """The native counter for instructions of 1 << shift bytes, or None where it
    cannot run (not an x86-64 System V host, no executable page, unknown binding)."""
    global _PAGE, _NATIVE_FAILED
    cb = _NATIVE.get(shift)
    if cb is not None or _NATIVE_FAILED:
        return cb
    cb_type, lib = code_callback_type(), native_library()
    if (platform.machine().lower() not in ("x86_64", "amd64") or sys.platform == "win32"
            or cb_type is None or lib is None):
        _NATIVE_FAILED = True
        return None
    try:
        if _PAGE is None:
            _PAGE = mmap.mmap(-1, mmap.PAGESIZE,
                              prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
        offset = 64 * len(_NATIVE)
        code = _x86_64_code(shift)
        _PAGE[offset:offset + len(code)] = code
        base = ctypes.addressof(ctypes.c_char.from_buffer(_PAGE))
    except (OSError, ValueError, AttributeError):
        _NATIVE_FAILED = True
        return None
    cb = _NATIVE[shift] = cb_type(base + offset)
    return cb


class BlockLimit:
    """Stops `uc` before the block that would take the executed instructions past
    `limit` (instructions of `width` bytes, a power of two)."""

    def __init__(self, uc: Any, limit: int, width: int) -> None:
        assert width & (width - 1) == 0 and limit > 0, (width, limit)
        self.uc = uc
        self.width = width
        self.cell = _Cell(0, limit, None, 0, 0)
        self.handle: int | None = None
        self.native = False
        shift = width.bit_length() - 1
        lib = native_library()
        native = _native_hook(shift) if USE_NATIVE else None
        if native is not None:
            self.cell.stop = ctypes.cast(lib.uc_emu_stop, ctypes.c_void_p).value
            handle = ctypes.c_size_t()
            status = lib.uc_hook_add(uc._uch, ctypes.byref(handle), UC_HOOK_BLOCK, native,
                                     ctypes.byref(self.cell), ctypes.c_uint64(1),
                                     ctypes.c_uint64(0))
            if status != 0:
                raise UcError(status)
            self.handle = int(handle.value)
            keep_alive(uc, self.handle, (native, self.cell))
            self.native = True
            return
        cell = self.cell

        def count(handle: Any, address: int, size: int, user: Any) -> None:
            cell.address, cell.size = address, size
            cell.count += size >> shift
            if cell.count > cell.limit:
                uc.emu_stop()
        self.handle = DirectHook(uc, UC_HOOK_BLOCK, count).add()

    def crossed(self) -> bool:
        """The counter stopped the run (before the block at `cell.address`)."""
        return bool(self.cell.count > self.cell.limit)

    def left(self) -> int:
        """Instructions of the limit left when the stopped block began (fewer than it
        has)."""
        before = self.cell.count - self.cell.size // self.width
        return int(self.cell.limit - before)

    def leave(self, address: int, executed: bool) -> None:
        """A hook moved the pc away from the instruction at `address` (counted if
        `executed`) in the middle of the last block: take back the block's instructions
        after it, as `count=` never sees them (Machine.leave_block)."""
        cell = self.cell
        start, size = int(cell.address), int(cell.size)
        if not start <= address < start + size:
            return
        ran = (address - start) // self.width + (1 if executed else 0)
        cell.count -= size // self.width - ran
        cell.size = ran * self.width

    def remove(self) -> None:
        if self.handle is not None:
            self.uc.hook_del(self.handle)
            self.handle = None
