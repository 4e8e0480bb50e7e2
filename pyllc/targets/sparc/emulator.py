"""How pylli runs SPARC V8 code under Unicorn (32-bit, big-endian; SPARC Compliance
Definition 2.4.1 / SYSV ABI SPARC supplement, "Function Calling Sequence").

Arguments are words in %o0-%o5, then memory at %sp+92 (after the 64-byte register
window save area and the 4-byte hidden struct-return slot); doubles and 64-bit integers
take two words, high word first. Floating-point results come back in %f0(:%f1).

Unicorn 2.0.1 runs SPARC32 in user mode with WIM = 0 and PSR.EF = 0, and exposes
neither PSR nor WIM (docs/sparc-emulation.md). So pylli provides what an operating
system's trap handlers and an FPU would, driven by the host:

Register windows (`after_link`). Every `save` and `restore` of the linked text gets a
code hook. The host counts the frames resident in the 8 windows (`resident`, 1 at entry:
the runtime's window) and the frames spilled to memory. A `save` that would make 8
frames resident is redirected to a per-site *spill stub* in the runtime stub region:

    save %g0, %g0, %g0 ; save %g0, %g0, %g0      ! into the oldest resident window
    std %l0, [%sp+0] ... std %i6, [%sp+56]       ! its 16 registers, at its own %sp
    restore %g0, %g0, %g0 ; restore %g0, %g0, %g0
    <the original save>
    jmp %g5 ; nop                                ! %g5 = site + 4, written by the host

A `restore` returning into a spilled frame goes to a *fill stub* (restore; ldd the 16
registers from that frame's %sp, which is our %fp; save; the original restore; jmp %g5).
A `save` or `restore` in the delay slot of a `jmpl` (`ret; restore`) is hooked on the
jmpl instead (`_on_jmpl_window`), never on the slot (Unicorn 2.1 loses the jump of a
jmpl whose slot carries a code hook, docs/pylli-limits.md): the slot always runs after
its jmpl, so the accounting is the same, and a spill or fill skips the jmpl, writes its
link register and sends the pc to the stub with the jump's target in %g5. %g5 is
reserved for the system by the ABI; pyllc never allocates it.

Floating point. With PSR.EF = 0 every FP instruction raises fp_disabled (trap 4), which
reaches UC_HOOK_INTR with the pc of the instruction. The host keeps the FP register
file and %fsr.fcc and executes the instruction (ld/ldd/st/std to %f, FPop1, FPop2
compares, fb<cc>; the arithmetic is in fpu.py), then resumes at the next instruction.
A taken fb<cc> whose delay slot executes (llc fills them; pyllc's hold a `nop`)
continues in a two-instruction stub, a DCTI couple, that runs the slot instruction at
its own address and then goes to the target (`_through_slot`), so the slot counts as
executed (docs/pylli-stats.md). An FP instruction *in* a delay slot (llc again;
pyllc never puts one there, delayslots.py) cannot be resumed from the trap (no npc in
Unicorn 2.0.1): at link time it is replaced by a `nop` and executed by a code hook on
its transfer instruction, just before the transfer.

Unicorn 2.1 loses the jump of a `jmpl` whose delay slot carries a code hook. pylli puts
none there: window hooks sit on the jmpl (above), the runtime's stub hook is a block
hook, and the instruction limit counts blocks (emu/limit.py), running `count=` only for
the rest of the block where the limit falls. Inside that stretch a window or FP stub's
`jmp %g5` may lose its jump; the host set `jump_to` before sending the pc to the stub,
and the trap at the bogus pc goes there (`_on_trap`). See docs/pylli-limits.md,
"Unicorn 2.1".
Window flush (`ta 3`, trap 0x83, before a frame walk): a stub stores each resident
window but the current one to its save area (`_flush_windows`).

The host also serves the 64-bit shift helpers llc's code calls; see
`_register_shift_helpers`.
"""
from __future__ import annotations

import ctypes
import weakref
from typing import Any

import unicorn
from unicorn import (
    UC_ARCH_SPARC,
    UC_HOOK_CODE,
    UC_HOOK_INTR,
    UC_MODE_BIG_ENDIAN,
    UC_MODE_SPARC32,
)
from unicorn import sparc_const as s

from pyllc.emu.hooks import DirectHook, Registers, hook_failed
from pyllc.emu.libc import FUNCTIONS
from pyllc.emu.tls import TlsAbi
from pyllc.targets.sparc.encoder import assemble_text
from pyllc.targets.sparc.fpu import FBCC, UnsupportedFp, fpop
from pyllc.targets.sparc.longjmp import LANDING, land, sparc_longjmp, sparc_setjmp

# retl; nop  (jmpl %o7+8, %g0 with an empty delay slot)
RET = (0x81C3E008).to_bytes(4, "big") + (0x01000000).to_bytes(4, "big")

NWINDOWS = 8
TRAP_FP_DISABLED = 4
TRAP_MISALIGNED = 7
# Unicorn 2.1 (docs/pylli-limits.md, "Unicorn 2.1"): a code hook on the delay slot of
# a `jmpl` loses the jump (the pc becomes 1, a misaligned fetch), and a trap is
# reported at the pc of the next instruction, 2.0.1 reported the trapping one
SLOT_HOOK_LOSES_JMPL = not unicorn.__version__.startswith("2.0.")
TRAP_PC_AFTER = 4 if SLOT_HOOK_LOSES_JMPL else 0
LOST_JUMP_PC = 1 + TRAP_PC_AFTER         # where the trap of a lost jump is reported
TRAP_FLUSH_WINDOWS = 0x83     # `ta 3`: software trap 3 (tt = 0x80 + 3), ST_FLUSH_WINDOWS
# SPARC V8 manual, table 7-1: the trap types a user program can raise, for fault lines
TRAP_NAMES = {
    0x01: "instruction access exception", 0x02: "illegal instruction",
    0x03: "privileged instruction", 0x07: "misaligned memory access (trap 0x7)",
    0x08: "floating-point exception", 0x09: "data access exception",
    0x0A: "tag overflow", 0x2A: "division by zero (trap 0x2a)",
}

_R = ([getattr(s, f"UC_SPARC_REG_G{i}") for i in range(8)]
      + [getattr(s, f"UC_SPARC_REG_O{i}") for i in range(8)]
      + [getattr(s, f"UC_SPARC_REG_L{i}") for i in range(8)]
      + [getattr(s, f"UC_SPARC_REG_I{i}") for i in range(8)])


class SparcState:
    """What the host keeps for one machine: window accounting and the FPU."""

    def __init__(self, machine: Any) -> None:
        self.machine = machine
        self.resident = 1
        self.spilled = 0
        self.f = [0] * 32             # %f0-%f31 bit patterns
        self.fcc = 0                  # 0 E, 1 L, 2 G, 3 U
        self.regs = Registers(machine.uc, ctypes.c_uint32)
        self.spill: dict[int, int] = {}
        # restore -> (fill stub, the word before it: _on_restore)
        self.fill: dict[int, tuple[int, int]] = {}
        # jmpl -> its word, for a jmpl whose slot is a save or restore (_on_jmpl_window)
        self.window_jmpls: dict[int, int] = {}
        self.fp_slot_stubs: dict[tuple[int, int], int] = {}
        self.couple_stubs: dict[int, int] = {}
        # Unicorn 2.1: where the `jmp %g5` of the stub the host last sent the pc to
        # goes, should the limit's `count` stretch lose its jump (_on_trap)
        self.jump_to: int | None = None
        self.flush_stubs: dict[int, int] = {}      # resident windows -> `ta 3` stub
        # longjmp (longjmp.py): where the landing returns to, (pc, sp, value); the
        # landing stub; the unwinding stubs (restores to drop -> stub, 0: the fill)
        self.longjmp_to: tuple[int, int, int] = (0, 0, 0)
        self.landing: int | None = None
        self.unwind_stubs: dict[int, int] = {}


# The state of each live machine, by id of its Unicorn instance (the ABI hooks and the
# runtime's calls get only the instance). Weak: the instance's own hook tables hold the
# state (the hooks' user data), so an entry lives exactly as long as its machine. A plain
# dict kept every SPARC machine ever run alive, with its Unicorn instance (~3 MB of
# memory, ~1 GB of address space and 8 mappings each): a test worker grew by gigabytes.
_STATES: weakref.WeakValueDictionary[int, SparcState] = weakref.WeakValueDictionary()


def _state(uc: Any) -> SparcState | None:
    return _STATES.get(id(uc))


def _set_return(uc, addr: int, sp: int) -> None:
    """main returns through `ret` to %i7 + 8. Unicorn 2.0.1's SPARC `until` check stops
    one instruction late and reports the wrong pc, so main returns to a second exit
    stub (served by the runtime's stub hook, which records the status and stops)
    instead of the `until` address itself."""
    st = _state(uc)
    if st is not None:
        addr = st.machine.stub("")
    uc.reg_write(s.UC_SPARC_REG_O7, addr - 8)     # `ret`/`retl` jump to %o7 + 8


def _ret_fp(uc, bits: int, width: int, index: int = 0) -> None:
    """Result `index` of a runtime call: %f<index> for a float, %d<index> (%f<2i>,
    %f<2i+1>) for a double."""
    st = _state(uc)
    assert st is not None, "SPARC state is installed before any runtime call returns"
    if width == 32:
        st.f[index] = bits & 0xFFFFFFFF
    else:
        st.f[2 * index] = (bits >> 32) & 0xFFFFFFFF
        st.f[2 * index + 1] = bits & 0xFFFFFFFF


# --------------------------------------------------------------------------- windows

def _word(code: bytes, i: int) -> int:
    return int.from_bytes(code[i:i + 4], "big")


def _is_save(w: int) -> bool:
    return w >> 30 == 2 and (w >> 19) & 0x3F == 0x3C


def _is_restore(w: int) -> bool:
    return w >> 30 == 2 and (w >> 19) & 0x3F == 0x3D


def _is_jmpl(w: int) -> bool:
    return w >> 30 == 2 and (w >> 19) & 0x3F == 0x38


_SPILL_TEXT = (["save %g0, %g0, %g0"] * 2
               + [f"std %l{k}, [%sp+{4 * k}]" for k in range(0, 8, 2)]
               + [f"std %i{k}, [%sp+{32 + 4 * k}]" for k in range(0, 8, 2)]
               + ["restore %g0, %g0, %g0"] * 2)
_FILL_TEXT = (["restore %g0, %g0, %g0"]
              + [f"ldd [%sp+{4 * k}], %l{k}" for k in range(0, 8, 2)]
              + [f"ldd [%sp+{32 + 4 * k}], %i{k}" for k in range(0, 8, 2)]
              + ["save %g0, %g0, %g0"])
_TAIL_TEXT = ["jmp %g5", "nop"]
_STORE_TEXT = _SPILL_TEXT[2:-2]                  # the 16 registers to the window's %sp
_CODE: dict[str, bytes] = {}


def _asm(lines: list[str]) -> bytes:
    out = b""
    for t in lines:
        b = _CODE.get(t)
        if b is None:
            b = _CODE[t] = assemble_text(t)
        out += b
    return out


def _stub(st: SparcState, head: list[str], original: int) -> int:
    """A window stub: `head`, the original save/restore, `jmp %g5; nop`. The host sets
    %g5 (and `jump_to`) before it sends the pc there."""
    return int(st.machine.stub_code(_asm(head) + original.to_bytes(4, "big")
                                    + _asm(_TAIL_TEXT)))


def _reg(regs: Registers, n: int) -> int:
    return 0 if n == 0 else regs.read(_R[n])


def _simm13(w: int) -> int:
    v = w & 0x1FFF
    return v - 0x2000 if v & 0x1000 else v


def _jmpl_target(regs: Registers, w: int) -> int:
    rs1 = (w >> 14) & 31
    if w & 0x2000:
        return (_reg(regs, rs1) + _simm13(w)) & 0xFFFFFFFF
    return (_reg(regs, rs1) + _reg(regs, w & 31)) & 0xFFFFFFFF


def _to_stub(st: SparcState, stub: int, then: int) -> None:
    """Send the pc to window stub `stub`, whose `jmp %g5` then goes to `then`."""
    st.jump_to = then
    st.regs.write(s.UC_SPARC_REG_G5, then)
    st.regs.write(s.UC_SPARC_REG_PC, stub)


def _on_save(uc: Any, address: int, size: int, st: SparcState) -> None:
    if st.resident >= NWINDOWS - 1:
        st.spilled += 1
        _to_stub(st, st.spill[address], address + 4)
        st.machine.leave_block(address)
    else:
        st.resident += 1


def _call_target(address: int, w: int) -> int:
    disp = w & 0x3FFFFFFF
    if disp & 0x20000000:
        disp -= 0x40000000
    return (address + 4 * disp) & 0xFFFFFFFF


def _on_restore(uc: Any, address: int, size: int, st: SparcState) -> None:
    """A restore (not in a jmpl's slot: _on_jmpl_window) that returns into a spilled
    frame goes through its fill stub, then on to where it would have gone."""
    stub, prev = st.fill[address]
    if st.resident == 1 and st.spilled:
        st.spilled -= 1
        if prev >> 30 == 1:                          # `call f; restore` (a tail call)
            target = _call_target(address - 4, prev)
        else:
            target = address + 4
        _to_stub(st, stub, target)
        st.machine.leave_block(address)
    else:
        st.resident -= 1


def _on_jmpl_window(uc: Any, address: int, size: int, st: SparcState) -> None:
    """The jmpl at `address` has a save or restore in its slot (`ret; restore`), which
    needs a stub: skip the jmpl (write its link register), and send the pc to the
    slot's stub, whose `jmp %g5` goes to the jmpl's target. The block keeps its count:
    the jmpl and the slot both run (the host's and the stub's)."""
    w = st.window_jmpls[address]
    slot = address + 4
    target = _jmpl_target(st.regs, w)
    rd = (w >> 25) & 31
    if slot in st.spill:
        st.spilled += 1
        stub = st.spill[slot]
    else:
        st.spilled -= 1
        stub = st.fill[slot][0]
    if rd:
        st.regs.write(_R[rd], address)
    _to_stub(st, stub, target)
    # the limit counts as `count=` would: the jmpl, then the stub (the slot's copy);
    # --stats keeps the slot: the program's save/restore did run (docs/pylli-stats.md)
    if st.machine.limiter is not None:
        st.machine.limiter.leave(address, True)


def _window_hooks(st: SparcState) -> tuple[DirectHook, DirectHook, DirectHook]:
    """The save, restore and jmpl-with-a-window-slot hooks, one Python call each per
    executed instruction (a call-heavy program runs them once per call and return):
    the common case (a window free, no frame to fill) inline, the rest in _on_save,
    _on_restore and _on_jmpl_window."""
    uc = st.machine.uc
    full = NWINDOWS - 1

    def on_save(handle: Any, address: int, size: int, user: Any) -> None:
        try:
            if st.resident < full:
                st.resident += 1
            else:
                _on_save(uc, address, size, st)
        except Exception as e:
            hook_failed(uc, e)

    def on_restore(handle: Any, address: int, size: int, user: Any) -> None:
        try:
            if st.resident > 1 or not st.spilled:
                st.resident -= 1
            else:
                _on_restore(uc, address, size, st)
        except Exception as e:
            hook_failed(uc, e)

    def on_jmpl(handle: Any, address: int, size: int, user: Any) -> None:
        try:
            if address + 4 in st.spill:                  # a save in the slot
                if st.resident < full:
                    st.resident += 1
                    return
            elif st.resident > 1 or not st.spilled:      # a restore
                st.resident -= 1
                return
            _on_jmpl_window(uc, address, size, st)
        except Exception as e:
            hook_failed(uc, e)

    return (DirectHook(uc, UC_HOOK_CODE, on_save), DirectHook(uc, UC_HOOK_CODE, on_restore),
            DirectHook(uc, UC_HOOK_CODE, on_jmpl))


def _after_link(machine: Any, texts: list[tuple[int, bytes]]) -> None:
    st = SparcState(machine)
    _STATES[id(machine.uc)] = st
    uc = machine.uc
    save_hook, restore_hook, jmpl_hook = _window_hooks(st)
    for base, code in texts:
        for i in range(0, len(code) - 3, 4):
            w = _word(code, i)
            addr = base + i
            if not (_is_save(w) or _is_restore(w)):
                continue
            prev = _word(code, i - 4) if i >= 4 else 0
            if _is_save(w):
                st.spill[addr] = _stub(st, _SPILL_TEXT, w)
            else:
                st.fill[addr] = (_stub(st, _FILL_TEXT, w), prev)
            if _is_jmpl(prev):           # in the jmpl's delay slot: hooked on the jmpl
                st.window_jmpls[addr - 4] = prev
                jmpl_hook.add(addr - 4, addr - 4)
            else:
                (save_hook if _is_save(w) else restore_hook).add(addr, addr)
        _fp_delay_slots(machine, st, base, code)
    uc.hook_add(UC_HOOK_INTR, _on_trap, st)


def _is_dcti(w: int) -> bool:
    op = w >> 30
    if op == 1:
        return True
    if op == 0:
        return (w >> 22) & 7 in (2, 6) and not (w >> 29) & 1     # Bicc / FBfcc, not annulled
    return op == 2 and (w >> 19) & 0x3F == 0x38                  # jmpl


def _is_fp(w: int) -> bool:
    op, op3 = w >> 30, (w >> 19) & 0x3F
    return (op == 3 and op3 in (0x20, 0x23, 0x24, 0x27)) or (op == 2 and op3 in (0x34, 0x35))


def _fp_delay_slots(machine: Any, st: SparcState, base: int, code: bytes) -> None:
    """Code from other compilers (llc) puts FP instructions in delay slots, where the
    trap handler cannot resume (Unicorn 2.0.1 exposes no npc). Such a slot instruction
    is executed by a hook on its transfer instead, just before it (nothing the
    transfer writes is read by it: checked), and the slot becomes a `nop`."""
    for i in range(0, len(code) - 7, 4):
        w, slot = _word(code, i), _word(code, i + 4)
        if not (_is_dcti(w) and _is_fp(slot)):
            continue
        written = 15 if w >> 30 == 1 else (w >> 25) & 31 if w >> 30 == 2 else 0
        reads = {(slot >> 14) & 31} | (set() if slot & 0x2000 else {slot & 31})
        if written and written in reads and slot >> 30 == 3:
            continue
        machine.uc.mem_write(base + i + 4, (0x01000000).to_bytes(4, "big"))
        machine.uc.hook_add(UC_HOOK_CODE, _on_fp_slot, (st, slot), base + i, base + i)


def _on_fp_slot(uc: Any, address: int, size: int, data: tuple) -> None:
    st, w = data
    try:
        _execute_fp(uc, st, w, address + 4)
    except UnsupportedFp:
        pc = address + 4
        st.machine.fault = f"unsupported FP instruction {w:#010x} {st.machine.place(pc)}"
        uc.emu_stop()


def _jmp_g5(disp: int) -> int:
    """`jmpl %g5 + disp, %g0` (format 3, op3 0x38, i = 1)."""
    return (2 << 30) | (0x38 << 19) | (5 << 14) | (1 << 13) | (disp & 0x1FFF)


def _through_slot(uc: Any, st: SparcState, pc: int, target: int) -> int:
    """A taken fb<cc> whose delay slot executes: the slot must run at its own address
    (pc + 4), then control goes to the target, and Unicorn has no npc to set. A DCTI
    couple does it (SPARC V8 manual 5.5.3, "Delayed Control Transfer Couples"): the stub
    `jmp %g5; jmp %g5 + (target - (pc + 4))` with %g5 = pc + 4 runs the one instruction
    at pc + 4, then the second jump's target. One stub per distance, shared by sites.
    A target beyond simm13 of the slot gets a stub that executes a copy of the slot
    instruction and jumps there through %g5 (`slot; sethi; jmp; nop`); the copy counts as
    the program's instruction (Machine.count_extra). Returns the pc to continue at.
    (Unicorn 2.1 loses the first jump of the couple if a code hook covers the second:
    only `count` would, and a limit's `count` stretch stops at the fb<cc>'s slot at
    the latest, emu/limit.py.)"""
    disp = target - (pc + 4)
    if -4096 <= disp < 4096:
        stub = st.couple_stubs.get(disp)
        if stub is None:
            code = _jmp_g5(0).to_bytes(4, "big") + _jmp_g5(disp).to_bytes(4, "big")
            stub = st.couple_stubs[disp] = st.machine.stub_code(code)
        uc.reg_write(s.UC_SPARC_REG_G5, pc + 4)
        return stub
    key = (pc, target)
    stub = st.fp_slot_stubs.get(key)
    if stub is None:
        slot = int.from_bytes(uc.mem_read(pc + 4, 4), "big")
        tail = _asm([f"sethi {target >> 10}, %g5", f"jmp %g5+{target & 0x3FF}", "nop"])
        stub = st.fp_slot_stubs[key] = st.machine.stub_code(slot.to_bytes(4, "big") + tail)
    st.jump_to = target               # should a limit's `count` stretch lose the jump
    st.machine.count_extra(1)
    return stub


def _flush_windows(uc: Any, st: SparcState, pc: int) -> None:
    """`ta 3` (what llc-16 and pyllc emit before walking frames): every resident window
    but the current one is written to the save area at its %sp, as the system's trap
    handler does. A stub per resident count: `restore` into each older window, store its
    16 registers, `save` back as many times, return after the `ta` (%g5). The windows
    stay resident (the accounting is unchanged); spilled ones are in memory already."""
    k = st.resident - 1
    stub = st.flush_stubs.get(k)
    if stub is None:
        text = (["restore %g0, %g0, %g0", *_STORE_TEXT] * k + ["save %g0, %g0, %g0"] * k
                + _TAIL_TEXT)
        stub = st.flush_stubs[k] = st.machine.stub_code(_asm(text))
    _to_stub(st, stub, pc + 4)


def _on_trap(uc: Any, intno: int, st: SparcState) -> None:
    reported = st.regs.read(s.UC_SPARC_REG_PC)
    if (SLOT_HOOK_LOSES_JMPL and intno == TRAP_MISALIGNED and reported == LOST_JUMP_PC
            and st.jump_to is not None):
        # a stub's `jmp %g5` lost its jump in a limit's `count` stretch, after its slot
        # ran: go where the host sent it (once: a second loss without a new jump_to is a
        # fault, never a jump to a stale target)
        st.regs.write(s.UC_SPARC_REG_PC, st.jump_to)
        st.jump_to = None
        return
    # traps come from instructions out of delay slots (FP ones there are moved,
    # _fp_delay_slots), so the trapping one is the reported pc less TRAP_PC_AFTER
    pc = (reported - TRAP_PC_AFTER) & 0xFFFFFFFF
    if intno == TRAP_FLUSH_WINDOWS:
        _flush_windows(uc, st, pc)
        return
    if intno != TRAP_FP_DISABLED:
        what = TRAP_NAMES.get(intno, f"trap {intno:#x}")
        st.machine.fault = f"{what} {st.machine.place(pc)}"
        uc.emu_stop()
        return
    w = int.from_bytes(uc.mem_read(pc, 4), "big")
    try:
        nxt = _execute_fp(uc, st, w, pc)
    except UnsupportedFp:
        st.machine.fault = f"unsupported FP instruction {w:#010x} {st.machine.place(pc)}"
        uc.emu_stop()
        return
    st.regs.write(s.UC_SPARC_REG_PC, nxt)


def _execute_fp(uc: Any, st: SparcState, w: int, pc: int) -> int:
    """Execute FP instruction `w` found at `pc`; returns the address to continue at."""
    op = w >> 30
    nxt = pc + 4
    if op == 3:
        op3 = (w >> 19) & 0x3F
        rd = (w >> 25) & 31
        rs1 = (w >> 14) & 31
        regs = st.regs
        addr = (_reg(regs, rs1) + (_simm13(w) if w & 0x2000 else _reg(regs, w & 31))) & 0xFFFFFFFF
        if op3 == 0x20:
            st.f[rd] = int.from_bytes(uc.mem_read(addr, 4), "big")
        elif op3 == 0x23:
            v = int.from_bytes(uc.mem_read(addr, 8), "big")
            st.f[rd], st.f[rd + 1] = v >> 32, v & 0xFFFFFFFF
        elif op3 == 0x24:
            uc.mem_write(addr, st.f[rd].to_bytes(4, "big"))
        elif op3 == 0x27:
            uc.mem_write(addr, ((st.f[rd] << 32) | st.f[rd + 1]).to_bytes(8, "big"))
        else:
            raise UnsupportedFp(w)
    elif op == 2:
        fpop(st, w)
    elif op == 0 and (w >> 22) & 7 == 6:         # fb<cc>
        cond = (w >> 25) & 15
        annul = (w >> 29) & 1
        if st.fcc in FBCC[cond]:
            disp = w & 0x3FFFFF
            if disp & 0x200000:
                disp -= 0x400000
            nxt = (pc + 4 * disp) & 0xFFFFFFFF
            if not (annul and cond == 8):        # the delay slot executes (a nop too)
                nxt = _through_slot(uc, st, pc, nxt)
        else:
            nxt = pc + 8 if annul else pc + 4
    else:
        raise UnsupportedFp(w)
    return nxt


EMULATOR = {
    "arch": UC_ARCH_SPARC,
    "mode": UC_MODE_SPARC32 | UC_MODE_BIG_ENDIAN,
    "return_stub": RET,
    "set_return": _set_return,
    "after_link": _after_link,
    # SPARC ABI: %g7 is the thread pointer; TLS variant II
    "tls": TlsAbi(variant=2, tcb_size=0,
                  set_thread_pointer=lambda uc, v: uc.reg_write(s.UC_SPARC_REG_G7, v)),
    "entry_pc": lambda addr: addr,
    "insn_width": 4,                 # fixed-width instructions (counting, docs/pylli-stats.md)
    "initial_sp_gap": 96,            # the caller's minimal frame: window save area + args
    "abi": {
        "int_regs": [getattr(s, f"UC_SPARC_REG_O{i}") for i in range(6)],
        "fp_regs": [],
        "fp_in_int": True,
        "ret_int": [s.UC_SPARC_REG_O0, s.UC_SPARC_REG_O1, s.UC_SPARC_REG_O2,
                    s.UC_SPARC_REG_O3],
        "ret_fp": s.UC_SPARC_REG_F0,
        "ret_fp_hook": _ret_fp,
        "sp": s.UC_SPARC_REG_SP,
        "pc": s.UC_SPARC_REG_PC,
        "stack_args": 92,
        "slot": 4,
        "big_endian": True,
        "ptr_bits": 32,
        "long_bits": 32,
        "long_double": "double",     # clang-16's 32-bit SPARC long double is a double
        # a structure-returning call (_Q_add ...) finds the result's address at %sp+64
        # and returns past the `unimp` word after its delay slot (%o7 + 12)
        "sret_slot": 64,
        "sret_skip": (s.UC_SPARC_REG_O7, 4),
        # `call` writes its own address to %o7; `retl`/`ret` return to %o7 + 8
        "call_ra": (s.UC_SPARC_REG_O7, 8),
        # setjmp/longjmp against the window accounting (longjmp.py), for emu/setjmp.py
        "setjmp_impl": (lambda rt, f: sparc_setjmp(rt, f, _state(f.uc)),
                        lambda rt, f: sparc_longjmp(rt, f, _state(f.uc), _asm)),
    },
}


# --------------------------------------------------------------------------- runtime
# The 64-bit shifts llc's SPARC code calls (__ashldi3, __lshrdi3, __ashrdi3: compiler-rt
# "Integral bit manipulation"). They belong in emu/libc.py next to __muldi3;
# registered from here (only if absent) until they are moved (see the issue-6 report).

def _register_shift_helpers() -> None:

    def shift(kind: str):
        def run(rt, f):
            a, n = f.int(64), f.int(32) & 63
            if kind == "ashl":
                v = a << n
            elif kind == "lshr":
                v = a >> n
            else:
                v = (a - (1 << 64) if a >> 63 else a) >> n
            f.ret_int(v & 0xFFFFFFFFFFFFFFFF, 64)
        return run

    for k in ("ashl", "lshr", "ashr"):
        FUNCTIONS.setdefault(f"__{k}di3", shift(k))


_register_shift_helpers()
FUNCTIONS[LANDING] = lambda rt, f: land(f.uc, _state(f.uc))
