# mypy: disable-error-code="no-any-return"
"""`memcpyopt`: turn stores and copies into memset/memcpy and shorten chains of copies
(a block-local subset of LLVM's MemCpyOptPass).

Rules, scanning each block in order:
- a store of a byte-splattable aggregate constant (`zeroinitializer`, all bytes equal)
  becomes `llvm.memset` (NumMemSetInfer);
- runs of stores of the same splattable byte to adjacent constant offsets of one base,
  with no other memory access in between, become one memset when LLVM's profitability
  test passes (4 or more stores, or 16 or more bytes, or more than two stores and more
  than the widest legal integer stores needed) (NumMemSetInfer);
- `store (load p) -> q` of an aggregate, with nothing between them that may write p or
  q, becomes `memcpy(q, p)` (`memmove` when p and q may overlap) (NumMemCpyInstr);
- `memmove` whose source and destination `basic-aa` proves disjoint becomes `memcpy`
  (NumMoveToCpy); `memcpy(p, p)` is deleted; a memcpy from a constant global whose
  bytes are all equal becomes a memset (NumCpyToSet);
- memcpy forwarding: `memcpy(b, a, n)` ... `memcpy(c, b, m)` with constant m <= n and
  nothing between them that may write a or b copies from a instead (NumMemCpyInstr);
  after `memset(b, v, n)` it becomes `memset(c, v, m)` (NumCpyToSet);
- a memcpy from an alloca nothing ever writes (only copies read it) copies undef: it
  is deleted (NumMemCpyInstr);
- call slot optimization: `call @f(ptr %tmp)` then `memcpy(dst, tmp, n)` where tmp is an
  n-byte alloca used only by the two (and lifetime markers), passed `nocapture`, and
  dst an
  entry-block alloca at least as large and aligned, whose address nothing before
  the copy can know, untouched in between: the call
  writes dst directly and the copy goes (NumCallSlot).
Volatile and atomic accesses are never touched nor moved across. A function with
`"no-builtins"` (or no-builtin-memset/-memcpy) is left alone, as LLVM does when the
target library has no memset or memcpy.

Contract: requires basic-aa; preserves the CFG.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from pyllc.ir import (
    I1,
    I8,
    I64,
    VOID,
    AllocaInst,
    CallInst,
    ConstantAggregateZero,
    ConstantInt,
    Function,
    GlobalVariable,
    Instruction,
)
from pyllc.ir.module import Module
from pyllc.ir.types import PTR, FunctionType
from pyllc.ir.values import Value
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis, BasicAA
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    PreservedAnalyses,
)
from pyllc.opt.traits import callee_name, is_volatile_or_atomic, may_read_memory, may_write_memory

MAX_SCAN = 64


def splat_byte(c: Value, dl: Any) -> int | None:
    """The byte every byte of constant `c` equals, or None."""
    if isinstance(c, ConstantAggregateZero):
        return 0
    if isinstance(c, ConstantInt) and c.type.bits % 8 == 0:  # type: ignore[attr-defined]
        b = c.value & 0xFF
        n = c.type.bits // 8  # type: ignore[attr-defined]
        return b if c.value == int.from_bytes(bytes([b]) * n, "little") else None
    name = type(c).__name__
    if name == "ConstantFP" and c.bits == 0:  # type: ignore[attr-defined]
        return 0
    if name in ("ConstantArray", "ConstantStruct", "ConstantVector") and c.operands:  # type: ignore[attr-defined]
        bs = {splat_byte(o, dl) for o in c.operands}  # type: ignore[attr-defined]
        if len(bs) == 1:
            return bs.pop()
    if name == "ConstantDataString":
        data = c.data  # type: ignore[attr-defined]
        if data and len(set(data)) == 1:
            return data[0]
    if name == "ConstantPointerNull":
        return 0
    return None


class _MemCpyOpt:
    def __init__(self, fn: Function, aa: AliasAnalysis, module: Module) -> None:
        self.fn, self.aa, self.module = fn, aa, module
        self.dl = module.datalayout
        self.stats: Counter[str] = Counter()

    def intrinsic(self, name: str) -> Function:
        full = f"llvm.{name}.p0.i64" if name == "memset" else f"llvm.{name}.p0.p0.i64"
        f = self.module.get_function(full)
        if f is None:
            params = (PTR, I8, I64, I1) if name == "memset" else (PTR, PTR, I64, I1)
            f = Function(full, FunctionType.get(VOID, params))
            f.parent = self.module
            self.module.add_global(f)
        return f

    def call(self, name: str, args: list[Value], before: Instruction) -> CallInst:
        f = self.intrinsic(name)
        c = CallInst(VOID, f.function_type, f, args)
        c.insert_before(before)
        return c

    def run(self) -> bool:
        for b in self.fn.blocks:
            for i in b:
                if i.parent is not b:
                    continue
                if i.opcode == "store" and not is_volatile_or_atomic(i):
                    self.store(i)
                elif i.opcode == "call":
                    self.mem_call(i)
        return bool(self.stats)

    # ---- stores
    def store(self, s: Instruction) -> None:
        v, p = s.operands
        if v.type.is_aggregate:
            byte = splat_byte(v, self.dl)
            if byte is not None:
                size = self.aa.size_of(v.type)
                if size:
                    self.call("memset", [p, ConstantInt(I8, byte), ConstantInt(I64, size), ConstantInt(I1, 0)], s)
                    s.erase_from_parent()
                    self.stats["Number of memsets inferred"] += 1
                return
            if v.opcode == "load" if isinstance(v, Instruction) else False:
                self.load_store_pair(v, s)  # type: ignore[arg-type]
            return
        if isinstance(v, (ConstantInt,)) or type(v).__name__ in ("ConstantFP", "ConstantPointerNull"):
            self.merge_stores(s)

    def load_store_pair(self, ld: Instruction, s: Instruction) -> None:
        if ld.parent is not s.parent or is_volatile_or_atomic(ld) or not ld.has_one_use():
            return
        src, dst = ld.operands[0], s.operands[1]
        size = self.aa.size_of(ld.type)
        if not size:
            return
        cur = ld.next_node
        while cur is not None and cur is not s:
            if may_write_memory(cur):
                return
            cur = cur.next_node
        name = "memmove" if self.aa.alias_access(ld, s) != NO_ALIAS else "memcpy"
        new = self.call(name, [dst, src, ConstantInt(I64, size), ConstantInt(I1, 0)], s)
        s.erase_from_parent()
        ld.erase_from_parent()
        self.forward(new, dst, src, size, copies=name == "memcpy")
        self.stats["Number of memcpys inferred"] += 1

    def merge_stores(self, first: Instruction) -> None:
        v, p = first.operands
        byte = splat_byte(v, self.dl)
        if byte is None:
            return
        base, off0 = self.aa.decompose(p)
        size0 = self.aa.size_of(v.type)
        if off0 is None or not size0:
            return
        run: list[tuple[Instruction, int, int]] = [(first, off0, size0)]
        cur = first.next_node
        scanned = 0
        while cur is not None and scanned < MAX_SCAN:
            scanned += 1
            if cur.opcode == "store" and not is_volatile_or_atomic(cur):
                cv, cp = cur.operands
                b2, o2 = self.aa.decompose(cp)
                sz = self.aa.size_of(cv.type)
                if b2 is base and o2 is not None and sz and splat_byte(cv, self.dl) == byte \
                        and not cv.type.is_aggregate:
                    run.append((cur, o2, sz))
                    cur = cur.next_node
                    continue
                break
            if may_read_memory(cur) or may_write_memory(cur):
                break
            cur = cur.next_node
        if len(run) < 2:
            return
        run.sort(key=lambda r: r[1])
        start, end = run[0][1], run[0][1] + run[0][2]
        for _, o, sz in run[1:]:
            if o > end:
                return                      # a hole: not one contiguous range
            end = max(end, o + sz)
        nbytes = end - start
        widest = max(self.dl.legal_int_widths or [64]) // 8
        if not (len(run) >= 4 or nbytes >= 16 or
                (len(run) > 2 and len(run) > nbytes // widest + nbytes % widest)):
            return          # two stores: the code generator can pair them itself
        dest_store = min(run, key=lambda r: r[1])[0]
        last = max((r[0] for r in run), key=lambda i: self._pos(i))
        at = last.next_node
        assert at is not None
        ptr = dest_store.operands[1]
        if not self._dominates_in_block(ptr, at):
            return
        self.call("memset", [ptr, ConstantInt(I8, byte), ConstantInt(I64, nbytes), ConstantInt(I1, 0)], at)
        for st, _, _ in run:
            st.erase_from_parent()
        self.stats["Number of memsets inferred"] += 1

    @staticmethod
    def _pos(i: Instruction) -> int:
        n = 0
        cur = i.prev_node
        while cur is not None:
            n += 1
            cur = cur.prev_node
        return n

    @staticmethod
    def _dominates_in_block(v: Value, at: Instruction) -> bool:
        return not isinstance(v, Instruction) or v.parent is not at.parent or v.comes_before(at)

    # ---- memory intrinsics
    def mem_call(self, c: Instruction) -> None:
        name = callee_name(c) or ""
        if not name.startswith(("llvm.memcpy.", "llvm.memmove.")):
            return
        vol = c.operands[3]
        if not isinstance(vol, ConstantInt) or vol.value:
            return
        dst, src, n = c.operands[0], c.operands[1], c.operands[2]
        size = n.value if isinstance(n, ConstantInt) else None
        if dst is src:
            c.erase_from_parent()
            self.stats["Number of memcpy instructions deleted"] += 1
            return
        if name.startswith("llvm.memmove."):
            if self.aa.alias(dst, size, src, size) == NO_ALIAS:
                f = self.intrinsic("memcpy")
                new = CallInst(VOID, f.function_type, f, list(c.operands[:4]))
                new.insert_before(c)
                c.erase_from_parent()
                self.stats["Number of memmoves converted to memcpy"] += 1
                if size is not None:
                    self.forward(new, dst, src, size)
            return
        base = self.aa.decompose(src)[0]
        if isinstance(base, GlobalVariable) and base.is_constant and base.initializer is not None \
                and n.type is I64:
            byte = splat_byte(base.initializer, self.dl)
            if byte is not None:
                self.call("memset", [dst, ConstantInt(I8, byte), n, ConstantInt(I1, 0)], c)
                c.erase_from_parent()
                self.stats["Number of memcpys converted to memset"] += 1
                return
        if isinstance(base, AllocaInst) and self.undef_contents(base):
            c.erase_from_parent()
            self.stats["Number of memcpy instructions deleted"] += 1
            return
        if size is not None and not self.call_slot(c, dst, src, size):
            self.forward(c, dst, src, size)

    @staticmethod
    def undef_contents(a: AllocaInst) -> bool:
        """Nothing ever writes the alloca: it is only read by copies (and lifetime markers)."""
        for u in a.users:
            name = callee_name(u) if isinstance(u, Instruction) else None
            if name is None:
                return False
            if name.startswith("llvm.lifetime."):
                continue
            if not name.startswith(("llvm.memcpy.", "llvm.memmove.")) or u.operands[0] is a \
                    or u.operands[1] is not a:
                return False
        return True

    @staticmethod
    def _captured_before(a: AllocaInst, c: Instruction) -> bool:
        """Some use other than a load or store through `a` may run before `c` (then a
        callee could know the address)."""
        for u in a.users:
            if u is c or not isinstance(u, Instruction):
                continue
            if u.opcode == "load" or (u.opcode == "store" and u.operands[0] is not a) \
                    or (callee_name(u) or "").startswith("llvm.lifetime."):
                continue
            if u.parent is c.parent and c.comes_before(u):
                continue
            return True
        return False

    def call_slot(self, c: Instruction, dst: Value, src: Value, size: int) -> bool:
        """`call @f(ptr %tmp)` ... `memcpy(dst, tmp, n)` -> `call @f(ptr dst)` when tmp is an
        alloca of n bytes used only there, and dst a non-escaping alloca at least as large
        and aligned that nothing between the two touches (LLVM's call slot optimization)."""
        if not isinstance(src, AllocaInst) or not isinstance(dst, AllocaInst) or src is dst:
            return False
        if self.aa.size_of(src.allocated_type) != size or not isinstance(src.operands[0], ConstantInt) \
                or src.operands[0].value != 1 or not isinstance(dst.operands[0], ConstantInt) \
                or dst.operands[0].value != 1:
            return False
        dsize = self.aa.size_of(dst.allocated_type)
        if dsize is None or dsize < size or (dst.align or 1) < (src.align or 1) \
                or self._captured_before(dst, c):
            return False
        call = None
        for u in src.users:
            if u is c or (isinstance(u, Instruction) and (callee_name(u) or "").startswith("llvm.lifetime.")):
                continue
            if call is not None or not isinstance(u, CallInst) or u.parent is not c.parent:
                return False
            call = u
        if call is None or (callee_name(call) or "").startswith("llvm.") or list(call.args).count(src) != 1:
            return False
        if any(a is dst for a in call.args) or not call.comes_before(c) \
                or dst.parent is not self.fn.blocks[0] \
                or (dst.parent is call.parent and not dst.comes_before(call)):
            return False
        cur = call.next_node
        while cur is not None and cur is not c:
            if may_read_memory(cur) or may_write_memory(cur):
                return False
            cur = cur.next_node
        k = list(call.args).index(src)
        fn = call.callee
        attrs = [call.param_attrs[k] if k < len(call.param_attrs) else None]
        if isinstance(fn, Function) and k < len(fn.param_attrs):
            attrs.append(fn.param_attrs[k])
        if not any(a is not None and "nocapture" in a for a in attrs):
            return False            # the callee could keep tmp's address and use it later
        call.set_operand(k, dst)
        c.erase_from_parent()
        self.stats["Number of call slot optimizations performed"] += 1
        return True

    def forward(self, c: Instruction, dst: Value, src: Value, size: int, copies: bool = True) -> None:
        """memcpy(b, a, n) ... memcpy(c, b, m <= n) -> memcpy(c, a, m); a memcpy or memmove
        from memset(b, v, n) -> memset(c, v, m) (`copies` False: only the latter)."""
        cur = c.prev_node
        scanned = 0
        passed: list[tuple[Value, int | None]] = []
        while cur is not None and scanned < MAX_SCAN:
            scanned += 1
            name = callee_name(cur) or ""
            if copies and name.startswith("llvm.memcpy.") and cur.operands[0] is src:
                n0, vol = cur.operands[2], cur.operands[3]
                a = cur.operands[1]
                if isinstance(n0, ConstantInt) and n0.value >= size and isinstance(vol, ConstantInt) \
                        and not vol.value and self.aa.alias(a, size, dst, size) == NO_ALIAS \
                        and all(self.aa.alias(p, sz, a, size) == NO_ALIAS for p, sz in passed):
                    c.set_operand(1, a)
                    self.stats["Number of memcpy instructions deleted"] += 1
                return
            if name.startswith("llvm.memset.") and cur.operands[0] is src:
                n0, vol = cur.operands[2], cur.operands[3]
                if isinstance(n0, ConstantInt) and n0.value >= size and isinstance(vol, ConstantInt) \
                        and not vol.value and c.operands[2].type is I64:
                    self.call("memset", [dst, cur.operands[1], c.operands[2], ConstantInt(I1, 0)], c)
                    c.erase_from_parent()
                    self.stats["Number of memcpys converted to memset"] += 1
                return
            if may_write_memory(cur):
                if cur.opcode == "store" and not is_volatile_or_atomic(cur):
                    sz = self.aa.size_of(cur.operands[0].type)
                    if self.aa.alias(cur.operands[1], sz, src, size) == NO_ALIAS:
                        passed.append((cur.operands[1], sz))
                        cur = cur.prev_node
                        continue
                return
            cur = cur.prev_node


def _module(fn: Function, am: AnalysisManager[Function]) -> Module | None:
    return am.module if isinstance(am, FunctionAnalysisManager) else fn.parent


class MemCpyOpt(FunctionPass):
    name = "memcpyopt"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        module = _module(unit, am)
        attrs = unit.fn_attrs
        if module is None or any(a in attrs for a in ("no-builtins", "no-builtin-memset", "no-builtin-memcpy")):
            return PreservedAnalyses.all()   # memset/memcpy not available: LLVM does nothing
        opt = _MemCpyOpt(unit, am.get(BasicAA, unit), module)
        changed = opt.run()
        for what, n in opt.stats.items():
            am.instr.stats.add(self.name, what, n)
        return PreservedAnalyses.cfg() if changed else PreservedAnalyses.all()

