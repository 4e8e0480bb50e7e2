"""The emulated process's heap: malloc/free served by the host, with the emulator's
memory mapped as the allocator hands it out.

Only memory the allocator has given out is mapped (rounded up to `MAP_GRANULE`), so a
wild pointer such as 0x12345678 faults instead of reading zeros: the heap's address
range is reserved, not mapped. Allocation succeeds while the heap stays within `limit`
bytes (1 GiB by default, `HEAP_LIMIT`); beyond that malloc returns NULL, as a process
out of address space would. Unicorn maps lazily on the host, so a large allocation costs
host memory only for the pages the program touches.
"""
from __future__ import annotations

from collections.abc import Callable

HEAP_LIMIT = 1 << 30              # bytes the heap may grow to (documented in README)
MAP_GRANULE = 0x1_0000            # map in 64 KiB steps: few Unicorn regions, little slack
ALIGN = 16


class Heap:
    """A bump allocator with exact-size reuse: blocks remember their sizes; freed blocks
    are reused by size (programs that malloc/free in loops stay bounded)."""

    def __init__(self, base: int, limit: int, map_memory: Callable[[int, int], None]) -> None:
        self.base = base
        self.next = base
        self.mapped = base            # [base, mapped) is mapped in the emulator
        self.end = base + limit
        self.map_memory = map_memory
        self.sizes: dict[int, int] = {}
        self.free_lists: dict[int, list[int]] = {}
        self.last_fresh = True        # the last block came from never-used (zero) memory

    def malloc(self, size: int) -> int:
        """The address of a block of `size` bytes, or 0 when the heap limit is reached."""
        if size < 0 or size > self.end - self.base:
            return 0
        size = max(ALIGN, (size + ALIGN - 1) & ~(ALIGN - 1))
        bucket = self.free_lists.get(size)
        if bucket:
            p = bucket.pop()
            self.last_fresh = False
        else:
            if self.next + size > self.end:
                return 0
            p = self.next
            self.next += size
            self.last_fresh = True
            if self.next > self.mapped:
                top = min((self.next + MAP_GRANULE - 1) & ~(MAP_GRANULE - 1), self.end)
                self.map_memory(self.mapped, top - self.mapped)
                self.mapped = top
        self.sizes[p] = size
        return p

    def size_of(self, p: int) -> int:
        return self.sizes.get(p, 0)

    def free(self, p: int) -> None:
        size = self.sizes.pop(p, None)
        if size is not None:
            self.free_lists.setdefault(size, []).append(p)

    def owns(self, address: int) -> bool:
        """Whether `address` lies in the heap's reserved range (mapped or not)."""
        return self.base <= address < self.end
