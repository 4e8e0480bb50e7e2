"""`setjmp` / `longjmp` on SPARC V8 under pylli's register-window emulation
(targets/sparc/emulator.py keeps the windows: `resident` frames in the register file,
`spilled` ones in their save areas on the stack).

The ABI's way (glibc's sparc32 `__longjmp`) is to unwind register windows with
`restore` until the frame pointer is `setjmp`'s caller's, or, when that frame is no
longer in the register file, to flush every window to the stack (`ta 3`) and return
through a `restore` that reloads the frame from its save area. pylli does the same
against its own accounting:

- `setjmp(env)` (a leaf stub: the current window is its caller's, F) stores F's return
  point (%o7), F's stack pointer and F's *depth*, the number of live frames
  (`resident + spilled`, F's included), as three words; it returns 0.
- `longjmp(env, v)` from a frame `d` = depth now - depth(F) frames below F:
  `d == 0`, F itself: nothing to unwind. `0 < d < resident`: F's window is in the
  register file; a stub does `d` `restore`s (the windows in between are dropped, the
  older ones stay resident and untouched). Otherwise F was spilled: the windows in the
  register file are all newer than F and are dropped; the current window's %fp is set
  to F's stack pointer and a stub does one `restore` (F's stack pointer becomes %sp)
  and loads F's 16 registers from its save area, as the system's fill handler does.
  Either way the accounting follows (F is the only resident frame after a fill), and
  the stub ends at the *landing* stub, whose hook sets %o0 = v (1 if v is 0), %sp =
  F's stack pointer, and returns into F after its `call setjmp` (%o7 + 8).
F's registers are then the latest ones it had (as with glibc), not those of the
`setjmp` call: C makes a local changed after `setjmp` and not volatile indeterminate.
A `longjmp` to a frame that has returned (depth below F's) is a clean fault.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from unicorn import sparc_const as s

LANDING = "<sparc longjmp landing>"
_FILL_REGS = ([f"ldd [%sp+{4 * k}], %l{k}" for k in range(0, 8, 2)]
              + [f"ldd [%sp+{32 + 4 * k}], %i{k}" for k in range(0, 8, 2)])


def _words(values: list[int]) -> bytes:
    return b"".join((v & 0xFFFFFFFF).to_bytes(4, "big") for v in values)


def sparc_setjmp(rt: Any, f: Any, st: Any) -> None:
    env = f.ptr()
    uc = f.uc
    rt.write(env, _words([uc.reg_read(s.UC_SPARC_REG_O7), uc.reg_read(s.UC_SPARC_REG_SP),
                          st.resident + st.spilled]))
    f.ret_int(0, 32)


def sparc_longjmp(rt: Any, f: Any, st: Any, asm: Callable[[list[str]], bytes]) -> None:
    env = f.ptr()
    value = (f.int(32) & 0xFFFFFFFF) or 1
    data = rt.read(env, 12)
    ra, sp, depth = (int.from_bytes(data[i:i + 4], "big") for i in (0, 4, 8))
    d = st.resident + st.spilled - depth
    if depth < 1 or d < 0:
        raise rt.fault("longjmp to a setjmp whose function has returned")
    uc = f.uc
    st.longjmp_to = (ra + 8, sp, value)
    landing = st.machine.stub(LANDING) if st.landing is None else st.landing
    st.landing = landing
    if d == 0:
        land(uc, st)
        return
    if d < st.resident:
        key, text = d, ["restore %g0, %g0, %g0"] * d
        st.resident -= d
    else:
        key, text = 0, ["restore %g0, %g0, %g0", *_FILL_REGS]
        uc.reg_write(s.UC_SPARC_REG_I6, sp)         # %sp after the restore
        st.resident, st.spilled = 1, depth - 1
    stub = st.unwind_stubs.get(key)
    if stub is None:
        stub = st.unwind_stubs[key] = st.machine.stub_code(asm([*text, "jmp %g5", "nop"]))
    st.jump_to = landing              # should a limit's `count` stretch lose the jump
    uc.reg_write(s.UC_SPARC_REG_G5, landing)
    uc.reg_write(s.UC_SPARC_REG_PC, stub)


def land(uc: Any, st: Any) -> None:
    """The landing stub's work: return `v` from F's `setjmp` call."""
    pc, sp, value = st.longjmp_to
    uc.reg_write(s.UC_SPARC_REG_O0, value)
    uc.reg_write(s.UC_SPARC_REG_SP, sp)
    uc.reg_write(s.UC_SPARC_REG_PC, pc)
