"""pylli's thread-local storage for its one thread: the TLS block laid out from the
`.tdata`/`.tbss` sections (SHF_TLS) of all objects, the thread pointer set as the ABI
wants it, and the values the TLS relocations need.

Layout (Drepper, "ELF Handling For Thread-Local Storage", 3.4.1 and 3.4.2): the sections
form one block, all `.tdata` (initialised images) then all `.tbss` (zeros), each at its
alignment; the block's alignment is the largest of theirs.

- Variant I (AArch64, RISC-V): the thread pointer points at a thread control block of
  `tcb_size` bytes (AArch64 16, RISC-V 0: RISC-V's tp points at the block itself), and
  the block follows it at the next multiple of its alignment.
- Variant II (x86-64, SPARC): the block ends at the thread pointer (its size rounded up
  to its alignment); the TCB starts there, and on x86-64 its first word points to
  itself (`movq %fs:0` reads the thread pointer).

With a single thread, the block lives at one address, so a TLS symbol *has* an address
(its copy in this block), the loader binds it like any symbol, and a variable's offset
from the thread pointer (`tprel`, what local- and initial-exec code adds to the thread
pointer) is that address minus the thread pointer.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.diagnostics import CompileError
from pyllc.emu.libc import FUNCTIONS
from pyllc.record import field, record


@record(frozen=True, slots=True)
class TlsAbi:
    """A target's TLS facts (in its emulator description under "tls")."""
    variant: int                     # 1: block above the thread pointer; 2: below it
    tcb_size: int                    # variant I: bytes from the thread pointer to the block
    set_thread_pointer: Callable[[Any, int], None]   # (Uc, value)
    self_pointer: bool = False       # variant II: the word at tp holds tp (x86-64)
    # general dynamic through TLS descriptors (AArch64): a GOT pair holds (resolver,
    # tprel) instead of (module id, offset in the block) for `__tls_get_addr`
    descriptor: bool = False


@record(slots=True)
class TlsLayout:
    """Where the block of one thread lies: `base_of[(id(object), section)]` is the
    address of each TLS section's copy, `tp` the thread pointer, `start`..`end` the
    memory it takes (TCB included)."""
    start: int
    end: int
    tp: int
    block: int                       # where the block itself starts (dtv offset 0)
    base_of: dict[tuple[int, str], int] = field(default_factory=dict)
    images: list[tuple[int, bytes]] = field(default_factory=list)   # (address, .tdata bytes)


def _up(n: int, align: int) -> int:
    return (n + align - 1) // align * align


def layout(abi: TlsAbi, objects: list[Any], addr: int, word: int) -> TlsLayout | None:
    """The TLS block of `objects` placed from `addr` on; None when no object has TLS."""
    secs = [(o, s) for o in objects for s in o.sections.values() if s.tls]
    if not secs:
        return None
    secs.sort(key=lambda os: os[1].kind == "bss")          # .tdata before .tbss
    align = max([word, *(s.align for _, s in secs)])
    offsets: list[tuple[Any, Any, int]] = []
    size = 0
    for o, s in secs:
        size = _up(size, max(s.align, 1))
        offsets.append((o, s, size))
        size += s.size
    start = _up(addr, align)
    if abi.variant == 1:
        tp = start
        block = start + _up(abi.tcb_size, align)
        end = block + size
    else:
        block = start
        tp = block + _up(size, align)
        end = tp + 2 * word                               # the TCB's first words
    out = TlsLayout(start, end, tp, block)
    for o, s, off in offsets:
        out.base_of[(id(o), s.name)] = block + off
        if s.kind != "bss":
            out.images.append((block + off, bytes(s.data)))
    return out


def write(lay: TlsLayout, abi: TlsAbi, image: bytearray, image_base: int, word: int,
          big_endian: bool) -> None:
    """Copy the `.tdata` images into the block (`.tbss` stays zero) and the TCB's
    self pointer where the ABI has one."""
    for a, data in lay.images:
        image[a - image_base: a - image_base + len(data)] = data
    if abi.self_pointer:
        image[lay.tp - image_base: lay.tp - image_base + word] = lay.tp.to_bytes(
            word, "big" if big_endian else "little")


def pair(lay: TlsLayout | None, abi: TlsAbi, address: int, name: str,
         resolver: Callable[[], int]) -> tuple[int, int]:
    """The two GOT words general-dynamic code passes to `__tls_get_addr` (module 1 — the
    one block — and the offset in it), or, for a TLS descriptor, its resolver and the
    thread-pointer offset the resolver returns."""
    if abi.descriptor:
        return resolver(), tprel(lay, address, name)
    if lay is None:
        raise CompileError(f"TLS relocation against '{name}', but no object has a TLS section")
    return 1, address - lay.block


def _tls_get_addr(rt: Any, f: Any) -> None:
    """`void *__tls_get_addr(tls_index *ti)`: the block's start plus ti->offset."""
    ti = f.ptr()
    word = rt.ptr_bits // 8
    off = int.from_bytes(rt.read(ti + word, word), "big" if rt.big_endian else "little")
    f.ret_int(rt.tls_block + off, rt.ptr_bits)


def _tlsdesc_resolve(rt: Any, f: Any) -> None:
    """A TLS descriptor's resolver (AArch64 TLSDESC ABI): x0 points at the descriptor,
    whose second word is the variable's thread-pointer offset; it is returned in x0
    (the served call preserves every other register, as the ABI requires)."""
    desc = f.ptr()
    word = rt.ptr_bits // 8
    f.ret_int(int.from_bytes(rt.read(desc + word, word), "little"), rt.ptr_bits)


TLSDESC_RESOLVER = "__pylli_tlsdesc_resolver"
FUNCTIONS["__tls_get_addr"] = _tls_get_addr
FUNCTIONS[TLSDESC_RESOLVER] = _tlsdesc_resolve


def dtprel(lay: TlsLayout | None, address: int, name: str) -> int:
    """The offset of a TLS symbol (bound at `address`) in the module's block (local
    dynamic's x@DTPOFF; pylli's one module)."""
    if lay is None:
        raise CompileError(f"TLS relocation against '{name}', but no object has a TLS section")
    return address - lay.block


def tprel(lay: TlsLayout | None, address: int, name: str) -> int:
    """The offset of a TLS symbol (bound at `address`) from the thread pointer."""
    if lay is None:
        raise CompileError(f"TLS relocation against '{name}', but no object has a TLS section")
    return address - lay.tp
