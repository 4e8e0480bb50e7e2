"""Calls, returns and formal arguments, driven by the target's calling-convention rules.

Contract: requires a `SelectionDAG` whose `target.callconv` is a `CallingConv`; builds the
call sequence of docs/backend-contracts.md (CALLSEQ_START, stack-argument stores,
glued COPY_TO_REG, CALL, CALLSEQ_END, glued COPY_FROM_REG) and the return sequence
(glued COPY_TO_REG, RET). Physical registers appear only inside these glued sequences.

How rules are applied (the engine, LLVM's CCState in a few lines). Every IR argument is
split into its leaves (`vts.ir_vts`); each leaf is an `ArgPart` whose `vt` starts as the
leaf's VT. The rules of `callconv.args` (or `.rets`) are tried in order:

- `When(do, types, variadic, attr)` matches when the part's current `vt` is in `types`
  (`types=None` matches every *legal* VT only), `variadic` agrees, and the parameter has
  attribute `attr`. A `byval` argument is only matched by rules with `attr="byval"`.
- `Extend(vt)` widens an integer (signext/zeroext attributes choose sign/zero, else any)
  and `BitConvert(vt)` reinterprets the bits; both continue with the *following* rules.
- `InReg(regs, shadow)` takes the first free register of `regs` (and marks `shadow`'s
  register at the same position used); when none is free the rule does not apply.
- `OnStack(size, align)` takes a slot at `stack_base + offset` (`byval`: the object's
  size rounded up to `size`, aligned to max(align, the `align` attribute)).
- `CCHook(name, fn)` calls `fn(state, part) -> bool` (True: assigned).

A leaf no rule assigns, whose VT is not legal, is split into its `register_parts`
(high part first on big-endian targets, as LLVM) and each part goes through the rules
again; hooks see `part.split = (k, n)` (k counts from the low part). `make_pair_hook`
builds the RISC-V psABI rule for 2*XLEN scalars (aligned pairs for variadic arguments).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Mem, SelectionDAG, Value
from pyllc.codegen.mir import MachineInstr
from pyllc.codegen.opcodes import Op
from pyllc.codegen.records import COPY, BitConvert, ByReference, CCHook, Extend, InReg, OnStack, Reg
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.vts import from_parts, register_parts, to_parts, vt_bits
from pyllc.native import mypyc_attr
from pyllc.record import record

_EXT_OP = {"sext": Op.SIGN_EXTEND, "zext": Op.ZERO_EXTEND, "anyext": Op.ANY_EXTEND}
_NO_ATTRS: dict = {}


@record
class CallInfo:
    """`attr` of a CALL node: what the selector and the register allocator need."""
    callee: str | None                 # symbol for direct calls, None for indirect
    arg_regs: tuple
    ret_regs: tuple
    clobbers: tuple
    is_vararg: bool = False
    num_fp_args: int = 0               # float registers carrying arguments (x86-64 %al)
    stack_bytes: int = 0

    def __str__(self) -> str:
        return f"call {self.callee or '<indirect>'}"


@mypyc_attr(allow_interpreted_subclasses=True)  # -j pickles it: a __new__ without __init__
class ArgPart:
    """One value (or register-sized part of one) being assigned a location."""
    __slots__ = ("vt", "leaf_vt", "pre", "split", "post", "reg", "stack", "slot", "variadic",
                 "attrs", "arg", "leaf", "nleaves", "byval_size", "byval_align", "by_reference")

    def __init__(self, vt: str, attrs: Any, variadic: bool, arg: int, leaf: int) -> None:
        self.vt = vt               # current VT (after conversions)
        self.leaf_vt = vt          # VT of the leaf before any conversion
        self.pre: list = []        # conversions before the split: ("ext", op, vt) / ("bitcast", vt)
        self.split: tuple[int, int, tuple[str, ...]] | None = None  # (k, n, part_vts) when split
        self.post: list = []       # conversions of this part after the split
        self.reg: Reg | None = None   # assigned register
        self.stack: int | None = None     # assigned stack offset (stack_base included)
        self.slot = 0              # stack slot size in bytes
        self.variadic = variadic
        self.attrs = attrs
        self.arg = arg             # argument number
        self.leaf = leaf           # leaf number within the argument
        self.nleaves = 1           # leaves of the argument (aggregates: AArch64 HFA rules)
        self.byval_size = 0
        self.byval_align = 0
        self.by_reference = False  # a byval object passed as a pointer to a caller copy

    def __repr__(self) -> str:
        where = self.reg if self.reg is not None else f"stack+{self.stack}"
        return f"<ArgPart {self.leaf_vt}->{self.vt} @{where}>"

    def assigned_reg(self) -> Reg:
        """The register of a part the rules put in one (callers have checked)."""
        assert self.reg is not None, self
        return self.reg

    def stack_slot(self) -> int:
        """The stack offset of a part the rules put on the stack (callers have checked)."""
        assert self.stack is not None, self
        return self.stack

    def split_index(self) -> tuple[int, int, tuple[str, ...]]:
        """`split` of a part of a leaf split into register parts."""
        assert self.split is not None, self
        return self.split


@mypyc_attr(allow_interpreted_subclasses=True)  # -j pickles it: a __new__ without __init__
class CCState:
    """Registers and stack taken so far by one call's (or function's) arguments."""
    __slots__ = ("target", "cc", "used", "stack_offset", "parts", "is_vararg", "info")

    def __init__(self, target: Target, is_vararg: bool = False) -> None:
        self.target = target
        self.cc = target.callconv
        self.used: set = set()
        self.stack_offset = getattr(self.cc, "stack_base", 0)
        self.parts: list[ArgPart] = []
        self.is_vararg = is_vararg
        self.info: dict = {}       # scratch space for hooks

    def alloc_reg(self, regs: tuple, shadow: tuple = ()) -> Any:
        used = self.used
        for i, r in enumerate(regs):
            if r not in used:
                used.add(r)
                if shadow and i < len(shadow):
                    used.add(shadow[i])
                return r
        return None

    def first_free(self, regs: tuple) -> int:
        """Index of the first register of `regs` not taken (len(regs) if none)."""
        for i, r in enumerate(regs):
            if r not in self.used:
                return i
        return len(regs)

    def alloc_stack(self, size: int, align: int) -> int:
        off = -(-self.stack_offset // align) * align
        self.stack_offset = off + size
        return off

    @property
    def stack_bytes(self) -> int:
        """Bytes of stack arguments beyond `stack_base`, rounded to the stack alignment."""
        n = self.stack_offset - getattr(self.cc, "stack_base", 0)
        a = self.cc.stack_align
        return -(-n // a) * a


# --------------------------------------------------------------------------- the rule engine

def _run_rules(state: CCState, rules: tuple, p: ArgPart, legal: dict) -> bool:
    attrs = p.attrs
    byval = "byval" in attrs
    for rule in rules:
        vt = p.vt
        if rule.types is None:
            if vt not in legal and not byval:
                continue
        elif vt not in rule.types:
            continue
        if rule.variadic is not None and rule.variadic != p.variadic:
            continue
        if rule.attr is not None:
            if rule.attr not in attrs:
                continue
        elif byval:
            continue
        do = rule.do
        kind = type(do)
        if kind is InReg:
            r = state.alloc_reg(do.regs, do.shadow)
            if r is not None:
                p.reg = r
                return True
        elif kind is OnStack:
            if byval:
                size = -(-p.byval_size // do.size) * do.size
                p.stack = state.alloc_stack(size, max(do.align, p.byval_align))
                p.slot = size
            else:
                p.stack = state.alloc_stack(do.size, do.align)
                p.slot = do.size
            return True
        elif kind is Extend:
            if vt[0] == "i" and vt_bits(vt) < vt_bits(do.vt):
                how = "sext" if "signext" in attrs else "zext" if "zeroext" in attrs else "anyext"
                (p.post if p.split else p.pre).append(("ext", how, do.vt))
                p.vt = do.vt
        elif kind is BitConvert:
            if vt != do.vt:
                (p.post if p.split else p.pre).append(("bitcast", do.vt))
                p.vt = do.vt
        elif kind is CCHook:
            if do.fn(state, p):
                return True
        else:
            raise TypeError(f"unknown calling-convention action {do!r}")
    return False


def _passed_by_reference(rules: tuple, vt: str, variadic: bool) -> bool:
    """Does the first `byval` rule that applies say ByReference?"""
    for rule in rules:
        if rule.attr != "byval" or (rule.types is not None and vt not in rule.types):
            continue
        if rule.variadic is not None and rule.variadic != variadic:
            continue
        return type(rule.do) is ByReference
    return False


def assign(state: CCState, rules: tuple, vt: str, attrs: Any = _NO_ATTRS,
           variadic: bool = False, arg: int = 0, leaf: int = 0,
           byval: tuple[int, int] | None = None, nleaves: int = 1) -> list[ArgPart]:
    """Assign locations to one leaf value; returns its parts in register order."""
    legal = state.target.vt_class
    p = ArgPart(vt, attrs, variadic, arg, leaf)
    p.nleaves = nleaves
    if byval is not None:
        if _passed_by_reference(rules, vt, variadic):
            # The argument becomes an ordinary pointer to a copy the caller makes.
            parts = assign(state, rules, state.target.pointer_vt, _NO_ATTRS, variadic, arg,
                           leaf, None, nleaves)
            for q in parts:
                q.by_reference = True
                q.byval_size, q.byval_align = byval
            return parts
        p.byval_size, p.byval_align = byval
        if not _run_rules(state, rules, p, legal):
            ptr = vt_bits(state.target.pointer_vt) // 8
            size = -(-p.byval_size // ptr) * ptr
            p.stack = state.alloc_stack(size, max(ptr, p.byval_align))
            p.slot = size
        state.parts.append(p)
        return [p]
    if _run_rules(state, rules, p, legal):
        state.parts.append(p)
        return [p]
    if p.vt in legal:
        raise UnsupportedError(f"calling convention {state.cc.name} cannot pass a value of "
                               f"type {vt}")
    pvts = register_parts(p.vt, state.target)
    n = len(pvts)
    order = range(n - 1, -1, -1) if state.target.big_endian else range(n)
    out = []
    for k in order:
        q = ArgPart(pvts[k], attrs, variadic, arg, leaf)
        q.nleaves = nleaves
        q.leaf_vt = vt
        q.pre = p.pre
        q.split = (k, n, pvts)
        if not _run_rules(state, rules, q, legal):
            raise UnsupportedError(f"calling convention {state.cc.name} cannot pass a value "
                                   f"of type {vt}")
        state.parts.append(q)
        out.append(q)
    return out


def make_pair_hook(regs: tuple, xlen_bytes: int, even: str = "variadic", split: bool = True,
                   burn: bool = False) -> Callable[[CCState, ArgPart], bool]:
    """A rule for scalars of 2*XLEN bits (i128, fp128 on 64-bit targets) split in two
    register parts. The pair starts at an even register when `even` is "always"
    (AArch64) or "variadic" and the argument is variadic (RISC-V psABI). With `split`
    (RISC-V) the low half may take the last register and the high half the stack;
    without it both halves go on the stack when two registers are not free, and `burn`
    then marks every register of `regs` used (AArch64: NGRN = 8). On the stack the
    value is aligned to 2*XLEN. Register it as a hook and put
    `When(types=(xlen_vt,), do=CCHook(name))` before the plain InReg rule."""
    def hook(state: CCState, p: ArgPart) -> bool:
        if p.split is None or p.split[1] != 2:
            return False
        first = p.split[0] == (1 if state.target.big_endian else 0)
        if first:
            i = state.first_free(regs)
            if i < len(regs) and i % 2 == 1 and (even == "always" or (even == "variadic" and p.variadic)):
                state.used.add(regs[i])
                i += 1
            free = len(regs) - i
            if free >= 2 or (split and free == 1):
                p.reg = state.alloc_reg(regs)
                return True
            if burn:
                state.used.update(regs)
            p.stack = state.alloc_stack(xlen_bytes, 2 * xlen_bytes)
            p.slot = xlen_bytes
            return True
        prev = state.parts[-1] if state.parts else None
        if prev is None or prev.reg is not None:
            r = state.alloc_reg(regs)
            if r is not None:
                p.reg = r
                return True
        p.stack = state.alloc_stack(xlen_bytes, xlen_bytes)
        p.slot = xlen_bytes
        return True
    return hook


# --------------------------------------------------------------------------- value <-> parts

def _apply(dag: SelectionDAG, v: Value, steps: list[tuple[Any, ...]]) -> Value:
    for step in steps:
        if step[0] == "ext":
            v = dag.val(_EXT_OP[step[1]], step[2], v)
        else:
            v = dag.val(Op.BITCAST, step[1], v)
    return v


def _undo(dag: SelectionDAG, v: Value, steps: list[tuple[Any, ...]], vt: str) -> Value:
    """Undo conversion steps applied to a value that had type `vt` before them."""
    vts = [vt]
    for step in steps[:-1]:
        vts.append(step[-1])
    for step, before in zip(steps[::-1], vts[::-1]):
        v = dag.val(Op.TRUNCATE if step[0] == "ext" else Op.BITCAST, before, v)
    return v


def _pre_vt(p: ArgPart) -> str:
    return p.pre[-1][-1] if p.pre else p.leaf_vt


def outgoing_values(dag: SelectionDAG, v: Value | tuple, parts: list[ArgPart]) -> list[Value]:
    """The values to put in each part's location, for leaf value `v` (or, for a value
    the caller has already split, `("parts", [low..high])`)."""
    p0 = parts[0]
    if p0.split is None:
        return [_apply(dag, v, p0.pre)]
    if isinstance(v, tuple) and len(v) == 2 and v[0] == "parts":
        pieces = list(v[1])
    else:
        w = _apply(dag, v, p0.pre)
        ext = next((s[1] for s in p0.pre if s[0] == "ext"), "")
        pieces = to_parts(dag, w, _pre_vt(p0), p0.split[2], "" if ext == "anyext" else ext)
    return [_apply(dag, pieces[p.split_index()[0]], p.post) for p in parts]


def incoming_value(dag: SelectionDAG, parts: list[ArgPart], vals: list[Value]) -> Value:
    """Rebuild a leaf value from the values found in its parts' locations."""
    p0 = parts[0]
    if p0.split is None:
        return _undo(dag, vals[0], p0.pre, p0.leaf_vt)
    pieces: list = [None] * p0.split[1]
    for p, v in zip(parts, vals):
        k, _, pvts = p.split_index()
        pieces[k] = _undo(dag, v, p.post, pvts[k])
    w = from_parts(dag, pieces, p0.split[2], _pre_vt(p0))
    return _undo(dag, w, p0.pre, p0.leaf_vt)


# --------------------------------------------------------------------------- calls

_CLOBBERS: dict[Any, tuple] = {}


def call_clobbers(target: Target) -> tuple:
    """Registers a call may change: `callconv.caller_saved`, else every register of every
    class that is neither callee-saved nor the stack pointer."""
    r = _CLOBBERS.get(target)
    if r is None:
        cc = target.callconv
        if cc.caller_saved:
            r = tuple(cc.caller_saved)
        else:
            keep = set(cc.callee_saved) | {target.stack_pointer}
            seen: dict = {}
            for cls in target.reg_classes.values():
                for reg in cls.regs:
                    if reg not in keep and reg not in target.reserved:
                        seen[reg] = None
            r = tuple(seen)
        _CLOBBERS[target] = r
    return r


def _caller_reg(target: Target) -> Callable[[Reg], Reg]:
    return target.lowering.to_caller_window


class OutArg:
    """One leaf to pass: `value` is a DAG value or ("parts", [...]) already split."""
    __slots__ = ("vt", "value", "attrs", "variadic", "arg", "leaf", "byval", "nleaves")

    def __init__(self, vt: str, value: Any, attrs: Any = _NO_ATTRS, variadic: bool = False,
                 arg: int = 0, leaf: int = 0, byval: tuple[int, int] | None = None,
                 nleaves: int = 1) -> None:
        self.nleaves = nleaves
        self.vt = vt
        self.value = value
        self.attrs = attrs
        self.variadic = variadic
        self.arg = arg
        self.leaf = leaf
        self.byval = byval


# a byval object passed by reference is copied inline up to this many bytes, else by
# memcpy (LLVM's SPARC inlines up to 32 bytes always, more while few stores do)
INLINE_BYVAL = 64


def emit_call(dag: SelectionDAG, chain: Value, callee: Value, callee_name: str | None,
              args: list[OutArg], ret_vts: list[str], ret_attrs: Any = _NO_ATTRS,
              is_vararg: bool = False, split_results: bool = False
              ) -> tuple[list, Value]:
    """Build one call sequence; returns (result leaves, output chain). With
    `split_results`, each result is the list of its register parts (low first)."""
    target = dag.target
    cc = target.callconv
    state = CCState(target, is_vararg)
    assigned = []
    for a in args:
        parts = assign(state, cc.args, a.vt, a.attrs, a.variadic, a.arg, a.leaf, a.byval,
                       a.nleaves)
        assigned.append((a, parts))
    nbytes = state.stack_bytes
    mf = dag.mf
    if mf is not None:
        mf.frame.has_calls = True
        if nbytes > mf.frame.max_call_frame:
            mf.frame.max_call_frame = nbytes
    ptr_vt = target.pointer_vt
    copies: dict[int, Value] = {}
    for k, (a, parts) in enumerate(assigned):
        if a.byval is not None and parts[0].by_reference and parts[0].byval_size > INLINE_BYVAL:
            # A big object is copied by a memcpy call before the call sequence starts
            # (LLVM's SPARC LowerCall does the same): inline, its thousands of loads
            # would all be live at once.
            p = parts[0]
            copy = dag.val(Op.FRAME_INDEX, ptr_vt,
                           attr=mf.frame.create(p.byval_size, max(p.byval_align, 1)))
            _, chain = make_libcall(dag, "memcpy", [ptr_vt], [
                copy, a.value, dag.constant(p.byval_size, ptr_vt)], chain)
            copies[k] = copy
    chain = dag.node(Op.CALLSEQ_START, ("ch",), (chain,), nbytes).value()
    to_caller = _caller_reg(target)
    reg_args: list[tuple[Any, Value]] = []
    stores: list[Value] = []
    sp = None
    for k, (a, parts) in enumerate(assigned):
        if k in copies:
            a = OutArg(ptr_vt, copies[k], variadic=a.variadic, arg=a.arg)
        elif a.byval is not None and parts[0].by_reference:
            # Copy into a stack object of the caller; its address is the argument.
            p = parts[0]
            fi = mf.frame.create(max(p.byval_size, 1), max(p.byval_align, 1))
            copy = dag.val(Op.FRAME_INDEX, ptr_vt, attr=fi)
            stores.extend(copy_memory(dag, chain, copy, a.value, p.byval_size,
                                      max(p.byval_align, 1)))
            a = OutArg(ptr_vt, copy, variadic=a.variadic, arg=a.arg)
        if a.byval is not None:
            p = parts[0]
            if sp is None:
                spn = dag.node(Op.COPY_FROM_REG, (ptr_vt, "ch", "glue"),
                               (chain, dag.register(target.stack_pointer, ptr_vt)))
                sp, chain = spn.value(0), spn.value(1)
            dst = dag.val(Op.ADD, ptr_vt, sp, dag.constant(p.stack_slot(), ptr_vt))
            if p.byval_size > INLINE_BYVAL:
                # memcpy into the outgoing area: its arguments are all in registers, so
                # its own call sequence moves no stack and writes no outgoing slot
                # (LLVM's x86-64 inlines `rep movs` here instead)
                _, done = make_libcall(dag, "memcpy", [ptr_vt], [
                    dst, a.value, dag.constant(p.byval_size, ptr_vt)], chain)
                stores.append(done)
                continue
            stores.extend(copy_memory(dag, chain, dst, a.value, p.byval_size,
                                      max(p.byval_align, 1)))
            continue
        vals = outgoing_values(dag, a.value, parts)
        for p, v in zip(parts, vals):
            if p.reg is not None:
                reg_args.append((to_caller(p.reg), v))
            else:
                if sp is None:
                    spn = dag.node(Op.COPY_FROM_REG, (ptr_vt, "ch", "glue"),
                                   (chain, dag.register(target.stack_pointer, ptr_vt)))
                    sp, chain = spn.value(0), spn.value(1)
                off = p.stack_slot()
                size = vt_bits(p.vt) // 8
                if target.big_endian and size < p.slot:
                    off += p.slot - size
                addr = dag.val(Op.ADD, ptr_vt, sp, dag.constant(off, ptr_vt))
                stores.append(dag.node(Op.STORE, ("ch",), (chain, v, addr),
                                       Mem(p.vt, "", min(p.slot, size) or 1)).value())
    if stores:
        chain = dag.token_factor([chain] + stores)
    glue = None
    num_fp = 0
    arg_regs = []
    for reg, v in reg_args:
        vt = dag.vt_of(v)
        ops = (chain, dag.register(reg, vt), v) + ((glue,) if glue is not None else ())
        n = dag.node(Op.COPY_TO_REG, ("ch", "glue"), ops)
        chain, glue = n.value(0), n.value(1)
        arg_regs.append(reg)
        if vt[0] in "fv":                 # float and vector registers (x86-64 %al)
            num_fp += 1
    # result locations
    rstate = CCState(target)
    rets = []
    for i, vt in enumerate(ret_vts):
        parts = assign(rstate, cc.rets, vt, ret_attrs, False, 0, i)
        if any(p.reg is None for p in parts):
            raise UnsupportedError(f"returning a value of type {vt} in memory is not supported")
        rets.append(parts)
    ret_regs = tuple(to_caller(p.assigned_reg()) for parts in rets for p in parts)
    info = CallInfo(callee_name, tuple(arg_regs), ret_regs, call_clobbers(target),
                    is_vararg, num_fp, nbytes)
    call_ops = [chain, callee] + [dag.register(r, dag.vt_of(v)) for r, v in reg_args]
    if glue is not None:
        call_ops.append(glue)
    call = dag.node(Op.CALL, ("ch", "glue"), call_ops, info)
    end = dag.node(Op.CALLSEQ_END, ("ch", "glue"), (call.value(0), call.value(1)), nbytes)
    chain, glue = end.value(0), end.value(1)
    results: list = []                 # per result: its leaf, or (split_results) its parts
    for parts in rets:
        vals = []
        for p in parts:
            reg = to_caller(p.assigned_reg())
            n = dag.node(Op.COPY_FROM_REG, (p.vt, "ch", "glue"),
                         (chain, dag.register(reg, p.vt), glue))
            chain, glue = n.value(1), n.value(2)
            vals.append(n.value(0))
        if split_results:
            ordered = sorted(zip(parts, vals), key=lambda pv: pv[0].split[0] if pv[0].split else 0)
            results.append([_undo(dag, v, p.post, p.split[2][p.split[0]] if p.split else p.vt)
                            for p, v in ordered])
        else:
            results.append(incoming_value(dag, parts, vals))
    return results, chain


def copy_memory(dag: SelectionDAG, chain: Value, dst: Value, src: Value, size: int,
                align: int) -> list[Value]:
    """Inline loads then stores copying `size` bytes (byval copies); returns store chains."""
    ptr_vt = dag.target.pointer_vt
    legal = dag.target.vt_class
    widest = vt_bits(ptr_vt) // 8
    chunk = 1
    while chunk * 2 <= min(align, widest) and f"i{chunk * 16}" in legal:
        chunk *= 2
    if f"i{chunk * 8}" not in legal:
        chunk = widest
    loads = []
    off = 0
    while off < size:
        c = chunk
        while c > size - off:
            c //= 2
        vt = f"i{c * 8}"
        addr = src if off == 0 else dag.val(Op.ADD, ptr_vt, src, dag.constant(off, ptr_vt))
        rvt = vt if vt in legal else ptr_vt
        ext = "" if vt in legal else "zext"
        ld = dag.node(Op.LOAD, (rvt, "ch"), (chain, addr), Mem(vt, ext, min(align, c)))
        loads.append((off, vt, ld))
        off += c
    lchain = dag.token_factor([chain] + [ld.value(1) for _, _, ld in loads]) if loads else chain
    stores = []
    for off, vt, ld in loads:
        addr = dst if off == 0 else dag.val(Op.ADD, ptr_vt, dst, dag.constant(off, ptr_vt))
        stores.append(dag.node(Op.STORE, ("ch",), (lchain, ld.value(0), addr),
                               Mem(vt, "", min(align, vt_bits(vt) // 8))).value())
    return stores


def make_libcall(dag: SelectionDAG, name: str, ret_vts: list[str], args: list,
                 chain: Value, arg_exts: list[str] | None = None,
                 split_results: bool = False) -> tuple[list, Value]:
    """Call runtime helper `name` (for the legalizer: `__muldi3`, `__divti3`, `fmod` ...).

    `args`: DAG values, or `(vt, [low .. high parts])` for a value already split into
    register parts. `arg_exts[i]` ("sext"/"zext"/"") says how a narrow integer argument
    is extended (C `int` arguments are "sext" on RV64). Returns (results, chain): one
    Value per `ret_vts` entry (or, with `split_results`, the list of its parts, low first).
    """
    outs = []
    for i, a in enumerate(args):
        ext = arg_exts[i] if arg_exts else ""
        attrs = {"signext": None} if ext == "sext" else {"zeroext": None} if ext == "zext" else _NO_ATTRS
        if isinstance(a, tuple) and len(a) == 2 and isinstance(a[0], str):
            outs.append(OutArg(a[0], ("parts", a[1]), attrs, False, i))
        else:
            outs.append(OutArg(dag.vt_of(a), a, attrs, False, i))
    callee = dag.val(Op.EXTERNAL_SYMBOL, dag.target.pointer_vt, attr=name)
    return emit_call(dag, chain, callee, name, outs, list(ret_vts), _NO_ATTRS, False,
                     split_results)


# --------------------------------------------------------------------------- returns

def emit_return(dag: SelectionDAG, chain: Value, leaves: list[tuple[str, Value]],
                ret_attrs: Any = _NO_ATTRS) -> Value:
    """Glued COPY_TO_REG of the return value's leaves, then RET; returns the RET chain."""
    target = dag.target
    state = CCState(target)
    glue = None
    regs = []
    for i, (vt, v) in enumerate(leaves):
        parts = assign(state, target.callconv.rets, vt, ret_attrs, False, 0, i, None, len(leaves))
        if any(p.reg is None for p in parts):
            raise UnsupportedError(f"returning a value of type {vt} in memory is not supported")
        for p, pv in zip(parts, outgoing_values(dag, v, parts)):
            ops = (chain, dag.register(p.reg, p.vt), pv) + ((glue,) if glue is not None else ())
            n = dag.node(Op.COPY_TO_REG, ("ch", "glue"), ops)
            chain, glue = n.value(0), n.value(1)
            regs.append(dag.register(p.reg, p.vt))
    ret_ops = [chain] + regs + ([glue] if glue is not None else [])
    return dag.node(Op.RET, ("ch",), ret_ops).value()


# --------------------------------------------------------------------------- formal arguments

class FormalArg:
    """Where one leaf of a formal argument arrives: register parts copied into vregs at
    function entry, stack parts in fixed frame objects, or a byval object."""
    __slots__ = ("parts", "locs")

    def __init__(self, parts: list[ArgPart], locs: list) -> None:
        self.parts = parts
        self.locs = locs          # per part: ("vreg", VReg) | ("stack", fi, vt, align)


def lower_formal_arguments(mf: Any, fn: Any, dl: Any, leaf_vts: Callable[[Any], tuple],
                           demoted: bool = False) -> tuple[list[list[FormalArg]], CCState]:
    """Assign every formal argument's leaves; emit `COPY vreg <- physreg` at the top of
    the entry block (registers added to its live-ins) and create fixed frame objects for
    stack arguments. Returns per-argument leaf descriptions and the final state. With
    `demoted` (isel/sret_demotion.py) a hidden `sret` pointer comes first; its
    description is `state.info["demoted_sret"]`."""
    target = mf.target
    state = CCState(target, fn.is_vararg)
    entry = mf.blocks[0]
    out = []
    rules = target.callconv.args
    if demoted:
        parts = assign(state, rules, target.pointer_vt, {"sret": None}, False, -1, 0)
        hidden: list[tuple] = []
        for p in parts:
            if p.reg is not None:
                v = mf.new_vreg(target.vt_class[p.vt])
                entry.append(MachineInstr(COPY, [v, p.reg]))
                if p.reg not in entry.live_in:
                    entry.live_in.append(p.reg)
                hidden.append(("vreg", v))
            else:
                size = vt_bits(p.vt) // 8
                hidden.append(("stack", mf.frame.create_fixed(size, p.stack_slot()), p.vt, size))
        state.info["demoted_sret"] = FormalArg(parts, hidden)
    for i, arg in enumerate(fn.args):
        attrs = fn.param_attrs[i] if i < len(fn.param_attrs) else arg.attrs
        leaves = []
        byval = None
        if "byval" in attrs:
            t = attrs.get("byval")
            size = dl.alloc_size(t) if t is not None else 0
            byval = (size, max(attrs.get("align") or 1, 1))
        vts = leaf_vts(arg.type)
        # an sret pointer the target returns (`returns_sret`) is read by every `ret`
        used = bool(arg.users) or ("sret" in attrs and target.callconv.returns_sret)
        for j, vt in enumerate(vts):
            parts = assign(state, rules, vt, attrs, False, i, j, byval, len(vts))
            locs: list[tuple] = []
            for p in parts:
                if not used:
                    locs.append(("unused",))
                elif byval is not None and not p.by_reference:
                    fi = mf.frame.create_fixed(max(p.slot, 1), p.stack)
                    locs.append(("byval", fi))
                elif p.reg is not None:
                    v = mf.new_vreg(target.vt_class[p.vt])
                    entry.append(MachineInstr(COPY, [v, p.reg]))
                    if p.reg not in entry.live_in:
                        entry.live_in.append(p.reg)
                    locs.append(("vreg", v))
                else:
                    size = vt_bits(p.vt) // 8
                    off = p.stack_slot()
                    if target.big_endian and size < p.slot:
                        off += p.slot - size
                    fi = mf.frame.create_fixed(size, off)
                    locs.append(("stack", fi, p.vt, min(size, p.slot) or 1))
            leaves.append(FormalArg(parts, locs))
        out.append(leaves)
    return out, state
