"""Post-indexed loads before register allocation (the writeback half of LLVM's
AArch64LoadStoreOptimizer, on virtual registers): a load from `[p]` and `q = p + k` in
the same block become one `ldr v, [p], #k` that also defines q.

    %q = ADDXri %p, 1 ; ... ; %v = LDRBBui %p, 0   ==>   %v, %q = LDRBBpostwb %p, 1

Why: a loop that walks a pointer (`while (*p) p++`) then needs no add. The new base is
tied to the old (two-address lowering copies p into q first); the coalescer removes that
copy when p dies at the load. So p must be read in this block only, and its later
readers must be accesses `[p, #off]`, which become `[q, #off - step]` (`a[i] += a[i-1]`:
the store after the load).

Contract
- requires: MIR on virtual registers from instruction selection, before phi-edges and
  two-address lowering; run at -O1 and above.
- maintains: semantics. The later of the two instructions moves up to the earlier: if
  that is the load, nothing between may write memory or order it (stores, calls,
  instructions with side effects, terminators), nor a volatile or atomic load cross
  another (`is_ordered_access`), or touch the loaded vreg; if it is the
  add, nothing between may touch q. Nothing between may redefine p. Only `[p, #0]` loads
  (the `ui` forms) with a vreg base, and steps that fit simm9 (-256..255).
- breaks: nothing.
Cost: one scan per block, each load looks at most WINDOW instructions either way.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg, is_ordered_access
from pyllc.codegen.records import Instr
from pyllc.targets.aarch64.instrs import INSTRS, MEM, MEM_FORMS, POST_INDEX, SIMM9

WINDOW = 12
_LOADS: dict[Instr, Instr] = {MEM[(stem, "ui")]: POST_INDEX[stem]
                              for stem, _, _, _, _, load in MEM_FORMS if load}
_ADD, _SUB = INSTRS["ADDXri"], INSTRS["SUBXri"]
# the immediate-offset loads and stores a later reader of the base may be -> its stem
_FORM: dict[Instr, str] = {MEM[(stem, form)]: stem for stem, *_ in MEM_FORMS
                           for form in ("ui", "ur")}
_STOPS = frozenset({"store", "call", "side_effects", "barrier", "terminator"})


def form_post_index(mf: MachineFunction) -> int:
    """Merge load + base increment pairs in every block of `mf`; returns how many."""
    merged = 0
    home: dict[int, int] = {}           # vreg id -> the block reading it, -1: several
    for b in mf.blocks:
        for mi in b.instrs:
            for r in mi.uses():
                if isinstance(r, VReg):
                    h = home.get(r.id)
                    home[r.id] = b.number if h is None or h == b.number else -1
    for b in mf.blocks:
        instrs = b.instrs
        done: set[int] = set()
        dead: set[int] = set()
        for i, mi in enumerate(instrs):
            post = _LOADS.get(mi.instr)
            if post is None or i in done or mi.ops[2] != 0:
                continue
            v, p = mi.ops[0], mi.ops[1]
            if not isinstance(p, VReg) or not isinstance(v, VReg) or v is p \
                    or home.get(p.id) != b.number:
                continue
            j = _increment(instrs, i, p, v, done)
            if j is None:
                continue
            add = instrs[j]
            step = add.ops[2] if add.instr is _ADD else -add.ops[2]
            later = _rebase_later(instrs, min(i, j), (i, j), p, add.ops[0], step)
            if later is None:
                continue
            for k, nmi in later:
                instrs[k] = nmi
            new = MachineInstr(post, [v, add.ops[0], p, step])
            new.parent = b
            new.loc = mi.loc
            instrs[min(i, j)] = new
            done.add(i)
            done.add(j)
            dead.add(max(i, j))
            merged += 1
        if dead:
            b.instrs = [mi for k, mi in enumerate(instrs) if k not in dead]
    return merged


def _increment(instrs: list[MachineInstr], i: int, p: VReg, v: VReg,
               done: set[int]) -> int | None:
    """The index of a `q = p +/- k` that can merge with the load at i, else None."""
    for j in range(max(0, i - WINDOW), min(len(instrs), i + 1 + WINDOW)):
        a = instrs[j]
        if j == i or j in done or (a.instr is not _ADD and a.instr is not _SUB):
            continue
        q = a.ops[0]
        if a.ops[1] is not p or not isinstance(q, VReg) or q is p or q is v:
            continue
        step = a.ops[2] if a.instr is _ADD else -a.ops[2]
        if not isinstance(step, int) or step == 0 or not SIMM9.fits(step):
            continue
        lo, hi = min(i, j), max(i, j)
        moving = v if j < i else q          # the def that moves up to `lo`
        memory = j < i
        if _clear(instrs, lo, hi, p, moving, memory, memory and is_ordered_access(instrs[i])):
            return j
    return None


def _clear(instrs: list[MachineInstr], lo: int, hi: int, p: VReg, moving: VReg,
           memory: bool, ordered: bool) -> bool:
    """May the instruction at `hi` move up to `lo`? `memory`: it is the load (it may not
    cross a write or a barrier); `ordered`: a volatile or atomic one, which may not cross
    another such load either."""
    for k in range(lo + 1, hi):
        mk = instrs[k]
        if memory and mk.instr.flags & _STOPS:
            return False
        if ordered and "load" in mk.instr.flags and is_ordered_access(mk):
            return False
        for r in mk.defs():
            if r is p or r is moving:
                return False
        for r in mk.uses():
            if r is moving:
                return False
    return True


def _rebase_later(instrs: list[MachineInstr], pos: int, merging: tuple[int, int], p: VReg,
                  q: VReg, step: int) -> list[tuple[int, MachineInstr]] | None:
    """After the merged load at `pos`, p should be dead (then the copy of p into q that
    two-address lowering adds is coalesced away): every later reader of p in the block
    must be a load or store with p as its base and an immediate offset, which then reads
    `[q, #off - step]` instead. None when some reader cannot."""
    out: list[tuple[int, MachineInstr]] = []
    for k in range(pos + 1, len(instrs)):
        if k in merging:
            continue
        mk = instrs[k]
        if not any(r is p for r in mk.uses()):
            continue
        form = _FORM.get(mk.instr)
        if form is None or mk.ops[1] is not p or any(o is p for n, o in enumerate(mk.ops) if n != 1):
            return None
        stem, off = form, mk.ops[2] - step
        rec = MEM[(stem, "ui")]
        if not rec.operands[2].kind.fits(off):
            rec = MEM[(stem, "ur")]
            if not SIMM9.fits(off):
                return None
        nmi = MachineInstr(rec, [mk.ops[0], q, off], mk.implicit_uses, mk.implicit_defs)
        nmi.parent, nmi.loc = mk.parent, mk.loc
        out.append((k, nmi))
    return out
