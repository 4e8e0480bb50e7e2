"""`setjmp` / `longjmp` for pylli (C11 7.13), served by the host.

`setjmp(env)` writes the caller's return address, stack pointer and the ABI's
callee-saved registers (`abi["setjmp_regs"]`, targets/<arch>/emulator.py) into `env`,
one word each in that order, and returns 0; `longjmp(env, v)` puts them back and returns
`v` (1 if `v` is 0) from that `setjmp` call: the stub's own return instruction then
jumps to the saved return address (x86-64 takes it from the stack, so it is written back
to the word at the saved stack pointer; AArch64 and RISC-V from `abi["ra"]`). That needs
120-208 bytes of `env`; glibc's `jmp_buf` has 200 (x86-64) to 312 (AArch64). Also served
under glibc's names `_setjmp`, `__sigsetjmp` (the signal mask is ignored: pylli has no
signals), `_longjmp`, `siglongjmp`. A target whose registers are not a flat set (SPARC's register
windows) gives its own pair as `abi["setjmp_impl"]` (targets/sparc/longjmp.py).

The caller's values live in callee-saved registers are those of the `setjmp` call, those
in memory are the latest: what C allows (a non-volatile local changed after `setjmp` is
indeterminate after `longjmp`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _regs(rt: Any, name: str) -> list[int]:
    regs = rt.abi.get("setjmp_regs")
    if regs is None:
        raise rt.fault(f"{name} is not supported on this target by pylli's runtime")
    return list(regs)


def _words(rt: Any, values: list[int]) -> bytes:
    word = rt.ptr_bits // 8
    masked = [v & ((1 << (8 * word)) - 1) for v in values]
    if rt.big_endian:
        return b"".join(v.to_bytes(word, "big") for v in masked)
    return b"".join(v.to_bytes(word, "little") for v in masked)


def _read_words(rt: Any, addr: int, n: int) -> list[int]:
    word = rt.ptr_bits // 8
    data = rt.read(addr, word * n)
    chunks = [data[i * word:(i + 1) * word] for i in range(n)]
    if rt.big_endian:
        return [int.from_bytes(c, "big") for c in chunks]
    return [int.from_bytes(c, "little") for c in chunks]


def _setjmp(name: str) -> Callable[[Any, Any], None]:
    def run(rt: Any, f: Any) -> None:
        special = rt.abi.get("setjmp_impl")
        if special is not None:
            special[0](rt, f)
            return
        env = f.ptr()
        regs = _regs(rt, name)
        uc, abi = f.uc, rt.abi
        sp = uc.reg_read(abi["sp"])
        ra = uc.reg_read(abi["ra"]) if "ra" in abi else _read_words(rt, sp, 1)[0]
        rt.write(env, _words(rt, [ra, sp, *(uc.reg_read(r) for r in regs)]))
        f.ret_int(0, 32)
    return run


def _longjmp(name: str) -> Callable[[Any, Any], None]:
    def run(rt: Any, f: Any) -> None:
        special = rt.abi.get("setjmp_impl")
        if special is not None:
            special[1](rt, f)
            return
        env = f.ptr()
        value = f.int(32) & 0xFFFFFFFF
        regs = _regs(rt, name)
        uc, abi = f.uc, rt.abi
        ra, sp, *saved = _read_words(rt, env, 2 + len(regs))
        for r, v in zip(regs, saved, strict=True):
            uc.reg_write(r, v)
        uc.reg_write(abi["sp"], sp)
        if "ra" in abi:
            uc.reg_write(abi["ra"], ra)
        else:
            rt.write(sp, _words(rt, [ra]))          # popped by the stub's `ret`
        f.ret_int(value or 1, 32)
    return run


SETJMP_FUNCTIONS: dict[str, Callable[[Any, Any], None]] = {
    **{n: _setjmp(n) for n in ("setjmp", "_setjmp", "__sigsetjmp")},
    **{n: _longjmp(n) for n in ("longjmp", "_longjmp", "siglongjmp")},
}
