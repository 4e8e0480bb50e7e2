"""How pylli runs SPARC V8 code under Unicorn (32-bit, big-endian; SPARC Compliance
Definition 2.4.1 / SYSV ABI SPARC supplement, "Function Calling Sequence").

Arguments are words in %o0-%o5, then memory at %sp+92 (after the 64-byte register
window save area and the 4-byte hidden struct-return slot); doubles and 64-bit integers
take two words, high word first. Floating-point results come back in %f0(:%f1).
"""
from __future__ import annotations

from unicorn import UC_ARCH_SPARC, UC_MODE_BIG_ENDIAN, UC_MODE_SPARC32
from unicorn import sparc_const as s

# retl; nop  (jmpl %o7+8, %g0 with an empty delay slot)
RET = (0x81C3E008).to_bytes(4, "big") + (0x01000000).to_bytes(4, "big")


# The Machine of each Unicorn instance, recorded by `after_link` (the hooks below get
# only the Unicorn object).
_MACHINES: dict[int, object] = {}


def _set_return(uc, addr: int, sp: int) -> None:
    """main returns through `ret` to %i7 + 8. Unicorn 2.0.1's SPARC `until` check stops
    one instruction late and reports the wrong pc, so main returns to a second exit
    stub (served by the runtime's stub hook, which records the status and stops)
    instead of the `until` address itself."""
    m = _MACHINES.get(id(uc))
    if m is not None:
        addr = m.stub("")
    uc.reg_write(s.UC_SPARC_REG_O7, addr - 8)     # `ret`/`retl` jump to %o7 + 8


def _ret_fp(uc, bits: int, width: int) -> None:
    if width == 32:
        uc.reg_write(s.UC_SPARC_REG_F0, bits & 0xFFFFFFFF)
    else:
        uc.reg_write(s.UC_SPARC_REG_F0, bits >> 32)
        uc.reg_write(s.UC_SPARC_REG_F1, bits & 0xFFFFFFFF)


EMULATOR = {
    "arch": UC_ARCH_SPARC,
    "mode": UC_MODE_SPARC32 | UC_MODE_BIG_ENDIAN,
    "return_stub": RET,
    "set_return": _set_return,
    "after_link": lambda machine, texts: _after_link(machine, texts),
    "entry_pc": lambda addr: addr,
    "initial_sp_gap": 96,            # the caller's minimal frame: window save area + args
    "abi": {
        "int_regs": [getattr(s, f"UC_SPARC_REG_O{i}") for i in range(6)],
        "fp_regs": [],
        "fp_in_int": True,
        "ret_int": [s.UC_SPARC_REG_O0, s.UC_SPARC_REG_O1],
        "ret_fp": s.UC_SPARC_REG_F0,
        "ret_fp_hook": _ret_fp,
        "sp": s.UC_SPARC_REG_SP,
        "pc": s.UC_SPARC_REG_PC,
        "stack_args": 92,
        "slot": 4,
        "big_endian": True,
        "ptr_bits": 32,
        "long_bits": 32,
    },
}


def _after_link(machine, texts) -> None:
    _MACHINES[id(machine.uc)] = machine
