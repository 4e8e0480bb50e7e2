"""Running linked code under Unicorn, with the host serving the C runtime.

Memory map (32-bit clean, so SPARC V8 fits):

    0x0001_0000  image: sections of the linked objects, each page-aligned
    0x0f00_0000  runtime stubs: one return instruction per served function; a code
                 hook limited to this range calls the host function before it returns
    0x1000_0000  heap (malloc), up to 1 GiB, mapped as the allocator hands it out
                 (heap.py), so wild addresses fault
    0x7df0_0000  1 MiB left unmapped below the stack: a fault there is a stack overflow
    0x7e00_0000  stack, 16 MiB, growing down from 0x7f00_0000; argv strings above it

A fault names the access, the data address (seen by a memory hook, faults.py), the pc
and the function holding it.

Exit: main returns to a stub whose hook stops emulation.

`--stats` counts the instructions the program executes (docs/pylli-stats.md): a block
hook limited to the program's text adds the number of instructions of each block
Unicorn runs (decoded once per block with the target's `insn_offsets`, or its fixed
`insn_width`); hooks that move the pc away from the middle of a block (SPARC window
stubs) call `Machine.leave_block` so the instructions that did not run are taken back.
Runtime stubs, emulator stubs and the host's work for served functions are not counted.
"""
from __future__ import annotations

import builtins
import contextlib
import struct
import threading
from bisect import bisect_left
from collections.abc import Callable, Generator
from typing import Any, Literal

from unicorn import (
    UC_HOOK_BLOCK,
    UC_HOOK_MEM_INVALID,
    UC_MEM_FETCH_PROT,
    UC_MEM_FETCH_UNMAPPED,
    UC_MEM_READ_PROT,
    UC_MEM_READ_UNMAPPED,
    UC_MEM_WRITE_PROT,
    UC_MEM_WRITE_UNMAPPED,
    Uc,
    UcError,
)

from pyllc.emu.abi import CallFrame
from pyllc.emu.faults import FaultInfo, Symbols, describe, place
from pyllc.emu.guest_call import RESUME_STUB, GuestCalls
from pyllc.emu.heap import HEAP_LIMIT, Heap
from pyllc.emu.hooks import DirectHook, add_hook, hook_failed, release_hooks
from pyllc.emu.libc import FUNCTIONS, ProgramExit
from pyllc.emu.limit import BlockLimit

IMAGE_BASE = 0x0001_0000
STUB_BASE = 0x0F00_0000
STUB_SIZE = 0x10_0000
HEAP_BASE = 0x1000_0000
STACK_TOP = 0x7F00_0000
STACK_SIZE = 0x0100_0000
PAGE = 0x1000


_ACCESS = {
    UC_MEM_READ_UNMAPPED: ("read", "unmapped"), UC_MEM_WRITE_UNMAPPED: ("write", "unmapped"),
    UC_MEM_FETCH_UNMAPPED: ("fetch", "unmapped"), UC_MEM_READ_PROT: ("read", "read-protected"),
    UC_MEM_WRITE_PROT: ("write", "write-protected"),
    UC_MEM_FETCH_PROT: ("fetch", "not executable"),
}


class EmulationFault(Exception):
    """The emulated program crashed (exit status 139)."""


class MemoryCursor:
    """A va_list that is a plain pointer to slots (RISC-V, SPARC): reads advance it."""

    def __init__(self, rt: Runtime, addr: int) -> None:
        self.rt = rt
        self.addr = addr

    def int(self, bits: builtins.int = 32, variadic: bool = True) -> builtins.int:
        word = self.rt.abi["slot"]
        n = max(word, bits // 8)
        if n > word and self.rt.abi.get("pair_align_variadic"):
            # RISC-V: a two-slot value is aligned to two slots; SPARC's doubles and
            # long longs take any two consecutive words
            self.addr = (self.addr + n - 1) // n * n
        data = self.rt.read(self.addr, n)
        self.addr += n
        v = int.from_bytes(data, "big" if self.rt.big_endian else "little")
        return v & ((1 << bits) - 1)

    def ptr(self, variadic: bool = True) -> builtins.int:
        return self.int(self.rt.ptr_bits)

    def double(self, variadic: bool = True) -> float:
        return struct.unpack("<d", self.int(64).to_bytes(8, "little"))[0]


class Runtime:
    """The process: memory helpers, heap, output streams, served functions."""

    def __init__(self, uc: Uc, target: Any, stdout: Any, stderr: Any) -> None:
        self.uc = uc
        self.target = target
        self.abi = target.emulator["abi"]
        self.big_endian = self.abi["big_endian"]
        self.ptr_bits = self.abi["ptr_bits"]
        self.long_bits = self.abi["long_bits"]
        self.heap = Heap(HEAP_BASE, HEAP_LIMIT, uc.mem_map)
        self.streams = {1: stdout, 2: stderr}
        self.stream_addrs: dict[int, int] = {}
        self.instructions = 0
        self.tls_block = 0          # emu/tls.py: the start of the thread's TLS block
        self.tables: dict[str, int] = {}    # runtime data made on first use (ctype_tables.py)

    def read(self, addr: int, n: int) -> bytes:
        return bytes(self.uc.mem_read(addr, n)) if n else b""

    def write(self, addr: int, data: bytes) -> None:
        if data:
            self.uc.mem_write(addr, data)

    def cstr(self, addr: int) -> bytes:
        out = bytearray()
        while True:
            chunk = self.uc.mem_read(addr + len(out), 64 - ((addr + len(out)) & 63))
            i = chunk.find(0)
            if i >= 0:
                out += chunk[:i]
                return bytes(out)
            out += chunk
            if len(out) > 1 << 24:
                raise EmulationFault(f"unterminated string at 0x{addr:x}")

    def out(self, fd: int, data: bytes) -> None:
        stream = self.streams.get(fd, self.streams[1])
        stream.write(data)

    def flush(self) -> None:
        for s in self.streams.values():
            s.flush()

    def stream_fd(self, file_ptr: int) -> int:
        return self.stream_addrs.get(file_ptr, 1)

    def va_cursor(self, va: int) -> Any:
        hook = self.target.emulator.get("va_cursor")
        return hook(self, va) if hook is not None else MemoryCursor(self, va)

    def fault(self, message: str) -> EmulationFault:
        return EmulationFault(message)


class Machine:
    """A Unicorn instance with the image, stubs, heap and stack mapped.

    Lifetime: a Machine runs once. `run` ends by `close`, which drops the hooks that tie
    the engine to the machine in reference cycles (emu/hooks.py `release_hooks`), so the
    engine and its memory go as soon as the last reference to the machine does, not at
    some later cyclic collection. A machine that is only linked, never run, is closed by
    its `with` block (or `close()`). After `close` its memory and registers stay
    readable (--profile decodes blocks from it); `run` raises."""

    def __init__(self, target: Any, stdout: Any, stderr: Any) -> None:
        emu = target.emulator
        self.target = target
        self.uc = Uc(emu["arch"], emu["mode"])
        self.rt = Runtime(self.uc, target, stdout, stderr)
        self.stub_names: dict[int, str] = {}
        # a target may place its stubs closer to the image (AArch64 bl reaches +-128 MiB)
        self.stub_base = emu.get("stub_base", STUB_BASE)
        self.stub_next = self.stub_base
        self.exit_addr = 0
        self.status: int | None = None
        self.fault: str | None = None    # why the program crashed (set while running)
        # the program's text: (start, end) per linked text section (set by the loader)
        self.text_ranges: list[tuple[int, int]] = []
        self.counting = False
        self.timed_out = False        # a run with a timeout was stopped by it
        self.limiter: BlockLimit | None = None    # the run's block-counted limit
        self._block = -1              # (address << 32) | size of the block being counted
        self._tables: dict[int, tuple[int, ...]] = {}
        self._counts: dict[int, int] = {}
        # --profile: how often each counted block ran ((address << 32) | size -> runs),
        # and the runs cut short by leave_block ((address, size, instructions run) -> runs)
        self.profile: dict[int, int] | None = None
        self.partial: dict[tuple[int, int, int], int] = {}
        # (address, size, name) of every function, (address, "fn:block") of pyllc's
        # blocks: set by the loader
        self.functions: list[tuple[int, int, str]] = []
        self.block_starts: list[tuple[int, str]] = []
        # --profile: (address, "file", line) where a source line's code starts (from !dbg)
        self.line_starts: list[tuple[int, str, int]] = []
        self.symbols = Symbols([])
        self.bad_access: FaultInfo | None = None      # what the memory hook saw
        self.closed = False
        self.uc.mem_map(self.stub_base, STUB_SIZE)
        self.uc.mem_map(STACK_TOP - STACK_SIZE, STACK_SIZE + 0x10000)
        self.uc.hook_add(UC_HOOK_MEM_INVALID, self._on_bad_access)
        # where guest functions the runtime calls return to (guest_call.py)
        self.guest = GuestCalls(self.uc, self.rt.abi, self.stub(RESUME_STUB))
        if "init" in emu:
            emu["init"](self.uc)

    def __enter__(self) -> Machine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Drop the engine's hooks (the class docstring says why); idempotent."""
        if not self.closed:
            self.closed = True
            release_hooks(self.uc)
            self.guest.stack.clear()        # suspended served calls and their frames

    def map_image(self, size: int) -> None:
        self.uc.mem_map(IMAGE_BASE, max(PAGE, (size + PAGE - 1) & ~(PAGE - 1)))

    def stub(self, name: str) -> int:
        """The address of a served function (or the exit trampoline, name '')."""
        addr = self.stub_next
        code, size = self.target.emulator["return_stub"], 16
        special = self.target.emulator.get("stub_code")
        if special is not None and name:
            # e.g. x86-64 functions returning long double in x87 registers
            code, size = special(name) or (code, size)
        self.stub_next += size
        self.uc.mem_write(addr, code)
        self.stub_names[addr] = name
        return addr

    def stub_code(self, code: bytes) -> int:
        """Place target-written code (e.g. SPARC window spill/fill stubs) in the stub
        region; returns its address. The runtime's stub hook ignores it (no name)."""
        addr = self.stub_next
        self.stub_next += (len(code) + 15) & ~15
        if self.stub_next > STUB_BASE + STUB_SIZE:
            raise EmulationFault("runtime stub region is full")
        self.uc.mem_write(addr, bytes(code))
        return addr

    def data_symbol(self, name: str) -> int:
        """Runtime data objects: `stdout`/`stderr`/`stdin` hold pointers to FILE handles."""
        cell = self.rt.heap.malloc(64)
        handle = self.rt.heap.malloc(64)
        fd = {"stdin": 0, "stdout": 1, "stderr": 2}[name]
        self.rt.stream_addrs[handle] = fd
        word = self.rt.ptr_bits // 8
        self.rt.write(cell, handle.to_bytes(word, "big" if self.rt.big_endian else "little"))
        return cell

    def _on_bad_access(self, uc: Uc, access: int, address: int, size: int, value: int,
                       user: Any) -> bool:
        kind, state = _ACCESS.get(access, ("access", "invalid"))
        self.bad_access = FaultInfo(kind, state, address)
        return False                  # not handled: Unicorn stops with an error

    def where(self, pc: int) -> str | None:
        """The function holding `pc`, or the runtime part for the stub region."""
        name = self.symbols.function_at(pc)
        if name is None and self.stub_base <= pc < self.stub_base + STUB_SIZE:
            served = self.stub_names.get(pc)
            return f"{served} (pylli runtime)" if served else "a pylli runtime stub"
        return name

    def place(self, pc: int) -> str:
        """`at pc 0x... in function NAME`, for a fault line."""
        return place(pc, self.where(pc))

    def _on_stub(self, uc: Uc, address: int, size: int, user: Any) -> None:
        name = self.stub_names.get(address)
        if name is None:
            return
        if name == "":
            abi = self.rt.abi
            self.status = uc.reg_read(abi["ret_int"][0]) & 0xFF
            uc.emu_stop()
            return
        try:
            if name == RESUME_STUB:
                self.guest.resume()
                return
            if address == self.guest.returning:     # a generator's end: return as is
                self.guest.returning = -1
                return
            served = FUNCTIONS[name](self.rt, CallFrame(uc, self.rt.abi))
            if isinstance(served, Generator):        # it calls the program (guest_call.py)
                self.guest.start(served, address)
        except ProgramExit as e:
            self.status = e.status
            uc.emu_stop()
        except EmulationFault as e:
            self.fault = str(e)
            uc.emu_stop()
        except UcError as e:
            self.fault = f"{name}: bad memory access ({e})"
            uc.emu_stop()
        except RuntimeError as e:                    # a guest call pylli cannot make
            self.fault = f"{name}: {e}"
            uc.emu_stop()

    # ------------------------------------------------------------------ counting
    def set_functions(self, functions: list[tuple[int, int, str]]) -> None:
        """(address, size, name) of the linked functions, to name them in faults."""
        self.symbols = Symbols(functions)

    def set_text(self, ranges: list[tuple[int, int]]) -> None:
        """The loader tells where the program's instructions are (docs/pylli-stats.md)."""
        self.text_ranges = sorted(r for r in ranges if r[1] > r[0])

    def insn_offsets(self, address: int, size: int) -> tuple[int, ...]:
        """Offsets of the instructions of the block [address, address + size), decoded
        once per (address, size) with the target's length rule."""
        key = (address << 32) | size
        table = self._tables.get(key)
        if table is None:
            emu = self.target.emulator
            width = emu.get("insn_width")
            if width:
                table = tuple(range(0, size, width))
            else:
                table = tuple(emu["insn_offsets"](bytes(self.uc.mem_read(address, size))))
            self._tables[key] = table
        return table

    def _fixed_counter(self, width: int) -> Callable[[Any, int, int, Any], None]:
        """The block hook of a fixed-width ISA, called by Unicorn directly (one Python
        call per block: emu/hooks.py)."""
        rt, uc = self.rt, self.uc

        def count(handle: Any, address: int, size: int, user: Any) -> None:
            try:
                rt.instructions += size // width
                self._block = (address << 32) | size
            except Exception as e:
                hook_failed(uc, e)
        return count

    def _count_decoded(self, uc: Uc, address: int, size: int, counts: dict[int, int]) -> None:
        key = (address << 32) | size
        n = counts.get(key)
        if n is None:
            n = counts[key] = len(self.insn_offsets(address, size))
        self.rt.instructions += n
        self._block = key

    def _count_profiled(self, uc: Uc, address: int, size: int, user: Any) -> None:
        key = (address << 32) | size
        self.rt.instructions += len(self.insn_offsets(address, size))
        self._block = key
        prof = self.profile
        assert prof is not None
        prof[key] = prof.get(key, 0) + 1

    def instruction_counts(self) -> dict[int, int]:
        """--profile: address -> times the instruction there ran (sums to the --stats
        count, less `count_extra`)."""
        counts: dict[int, int] = {}
        for key, runs in (self.profile or {}).items():
            start, size = key >> 32, key & 0xFFFFFFFF
            for off in self.insn_offsets(start, size):
                counts[start + off] = counts.get(start + off, 0) + runs
        for (start, size, upto), runs in self.partial.items():
            for off in self.insn_offsets(start, size)[:upto]:
                counts[start + off] = counts.get(start + off, 0) + runs
        return counts

    def leave_block(self, address: int, executed: bool = True) -> None:
        """A hook moved the pc away from the instruction at `address` (which counts as
        executed if `executed`) in the middle of the block being counted: take back the
        block's instructions after it (the block hooks, --stats' and the limit's,
        counted the whole block)."""
        if self.limiter is not None:
            self.limiter.leave(address, executed)
        key = self._block
        if key < 0:
            return
        start, size = key >> 32, key & 0xFFFFFFFF
        if not start <= address < start + size:
            return
        table = self.insn_offsets(start, size)
        i = bisect_left(table, address - start)
        self.rt.instructions -= len(table) - i - (1 if executed else 0)
        self._block = -1
        if self.profile is not None:           # this run of the block was cut short
            self.profile[key] -= 1
            cut = (start, size, i + (1 if executed else 0))
            self.partial[cut] = self.partial.get(cut, 0) + 1

    def count_extra(self, n: int) -> None:
        """The host executed `n` of the program's instructions outside its text (a copy
        in a stub): they count."""
        if self.counting:
            self.rt.instructions += n

    def _start(self, begin: int, timeout: float, count: int) -> None:
        """emu_start to the exit stub; a CPU fault becomes `self.fault`. A `timeout`
        (seconds) is pylli's own watchdog, not emu_start's: under Unicorn 2.1 the stop
        of emu_start's timeout was sometimes lost (seen while a served call's hook ran)
        and the run never ended; the watchdog stops the emulator again every few
        milliseconds until emu_start returns."""
        uc = self.uc
        done = threading.Event()

        def watch() -> None:
            wait = timeout
            while not done.wait(wait):
                with contextlib.suppress(UcError):      # between runs: nothing to stop
                    uc.emu_stop()
                wait = 0.005

        watchdog = threading.Thread(target=watch, daemon=True) if timeout else None
        if watchdog is not None:
            watchdog.start()
        try:
            uc.emu_start(begin, self.exit_addr, count=count)
        except UcError as e:
            pc = uc.reg_read(self.rt.abi["pc"])
            self.fault = describe(self.bad_access, self.place(pc), STACK_TOP - STACK_SIZE,
                                  str(e))
        finally:
            done.set()
            if watchdog is not None:
                watchdog.join()

    def run(self, entry: int, argv: list[bytes], max_instructions: int, stats: bool,
            timeout: float = 0.0) -> int:
        """Call main(argc, argv); returns the exit status (see DESIGN.md). With
        `timeout` (seconds) and no instruction limit (`max_instructions` 0), a run still
        going after `timeout` stops and sets `timed_out` (the status is then None). The
        machine is closed afterwards, however the run ended."""
        if self.closed:
            raise RuntimeError("this Machine was closed (a Machine runs once): make a new one")
        try:
            return self._run(entry, argv, max_instructions, stats, timeout)
        finally:
            self.close()

    def _run(self, entry: int, argv: list[bytes], max_instructions: int, stats: bool,
             timeout: float) -> int:
        self.timed_out = False
        emu = self.target.emulator
        abi = self.rt.abi
        uc = self.uc
        self.fault = None
        self.bad_access = None
        self.exit_addr = self.stub("")
        # argv strings and the argv array at the top of the stack
        word = self.rt.ptr_bits // 8
        order: Literal["big", "little"] = "big" if self.rt.big_endian else "little"
        sp = STACK_TOP
        ptrs = []
        for a in argv:
            sp -= len(a) + 1
            self.rt.write(sp, a + b"\0")
            ptrs.append(sp)
        sp &= ~15
        sp -= word * (len(ptrs) + 1)
        sp &= ~15
        argv_addr = sp
        self.rt.write(argv_addr, b"".join(p.to_bytes(word, order) for p in ptrs) + bytes(word))
        sp -= emu.get("initial_sp_gap", 64)
        uc.reg_write(abi["sp"], sp)
        uc.reg_write(abi["int_regs"][0], len(argv))
        uc.reg_write(abi["int_regs"][1], argv_addr)
        emu["set_return"](uc, self.exit_addr, sp)
        # the limit of a fixed-width ISA by counting blocks (emu/limit.py), not `count=`:
        # first of the block hooks, so that a block it stops is seen by no other
        width = emu.get("insn_width")
        limiter = BlockLimit(uc, max_instructions, width) if max_instructions and width else None
        self.limiter = limiter
        # a block hook: each stub is entered by a call or a hook's jump, so it starts a
        # block (a code hook would cover SPARC's delay slots too, which Unicorn 2.1
        # mishandles: docs/sparc-emulation.md)
        uc.hook_add(UC_HOOK_BLOCK, self._on_stub, begin=self.stub_base,
                    end=self.stub_base + STUB_SIZE - 1)
        if stats and self.text_ranges:
            self.counting = True
            lo, hi = self.text_ranges[0][0], self.text_ranges[-1][1]
            if self.profile is not None:
                add_hook(uc, UC_HOOK_BLOCK, self._count_profiled, None, lo, hi - 1)
            elif width:
                DirectHook(uc, UC_HOOK_BLOCK, self._fixed_counter(width)).add(lo, hi - 1)
            else:
                add_hook(uc, UC_HOOK_BLOCK, self._count_decoded, self._counts, lo, hi - 1)
        self._start(emu["entry_pc"](entry), timeout, 0 if limiter else max_instructions)
        if (limiter is not None and limiter.crossed() and self.status is None
                and self.fault is None):
            # stopped before a block that would pass the limit: run the rest of the
            # limit, which ends inside that block, with `count` (emu/limit.py)
            left = limiter.left()
            limiter.remove()
            self.limiter = None
            if left > 0:
                self._start(uc.reg_read(abi["pc"]), 0.0, left)
        self.rt.flush()
        pc = uc.reg_read(abi["pc"])
        if self.status is None and self.fault is None and pc == self.exit_addr:
            self.status = uc.reg_read(abi["ret_int"][0]) & 0xFF
        if self.status is None and self.fault is None and timeout:
            self.timed_out = True
            return 124
        if self.status is None and self.fault is None:
            # the instruction limit stopped the run before the instruction at pc
            self.leave_block(pc, executed=False)
        if self.fault is not None:
            raise EmulationFault(self.fault)
        if self.status is None:
            return 124
        return self.status
