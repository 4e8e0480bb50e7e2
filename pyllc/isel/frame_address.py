"""`llvm.frameaddress(n)` and `llvm.returnaddress(n)` (`__builtin_frame_address`,
`__builtin_return_address`) as loads along the target's frame chain, as llc-16 lowers
them (LowerFRAMEADDR / LowerRETURNADDR):

    x86-64    FA(0) = rbp   FA(n+1) = [FA(n)]       RA(n) = [FA(n) + 8]
    AArch64   FA(0) = x29   FA(n+1) = [FA(n)]       RA(n) = [FA(n) + 8]   (frame records)
    RISC-V    FA(0) = s0    FA(n+1) = [FA(n) - 16]  RA(n) = [FA(n) - 8]
    SPARC     FA(0) = %fp   FA(n+1) = [FA(n) + 56]  RA(0) = %i7, RA(n+1) = [FA(n) + 60]
              (after `ta 3` flushes the register windows to their save areas)

The numbers are the target's `TargetLowering.frame_chain` record. A function that asks
for either keeps a frame pointer with a full frame record (`mf.info["frame-pointer"]`
"all"), as LLVM sets `setFrameAddressIsTaken` / `setReturnAddressIsTaken`; deeper frames
are only as reliable as their own functions' frame pointers, as with GCC and clang.

Contract: the result is a pointer-sized value; the loads (and SPARC's flush) hang off
the block's memory chain; a target without a record is a clean error naming the
intrinsic.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, SelectionDAG, Value
from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.opcodes import Op
from pyllc.codegen.records import Reg
from pyllc.codegen.target import FrameChain
from pyllc.diagnostics import UnsupportedError
from pyllc.ir.constants import ConstantInt


def walks_frames(module: Any) -> bool:
    """Does the module take a frame or return address above its own frame (depth > 0)?
    Then every function of it that asks for a frame pointer (the "frame-pointer"
    attribute, "all" or "non-leaf": clang -O0, -fno-omit-frame-pointer) keeps one, so
    the walk finds its frame records, as in llc (compile_function reads this: a few
    name look-ups per function)."""
    for name in _WALKERS:
        fn = module.get_function(name)
        for user in fn.users if fn is not None else ():
            depth = user.args[0] if hasattr(user, "args") and user.args else None
            if not isinstance(depth, ConstantInt) or depth.value != 0:
                return True
    return False


_WALKERS = ("llvm.frameaddress.p0", "llvm.frameaddress", "llvm.frameaddress.p0i8",
            "llvm.returnaddress")


def _chain(mf: MachineFunction, what: str) -> FrameChain:
    target: Any = mf.target
    fc = target.lowering.frame_chain
    if fc is None or target.frame_pointer is None:
        raise UnsupportedError(f"{what} is not supported on {target.name}")
    mf.info["frame-pointer"] = "all"       # a frame record in this function
    return fc


def _read(dag: SelectionDAG, reg: Reg, vt: str) -> Value:
    n = dag.node(Op.COPY_FROM_REG, (vt, "ch", "glue"), (dag.entry, dag.register(reg, vt)))
    return n.value(0)


def _load(dag: SelectionDAG, base: Value, offset: int, vt: str, loads: list[Value]) -> Value:
    addr = base if offset == 0 else dag.val(Op.ADD, vt, base, dag.constant(offset, vt))
    size = int(vt[1:]) // 8
    node = dag.node(Op.LOAD, (vt, "ch"), (dag.root, addr), Mem(vt, "", size))
    loads.append(node.value(1))
    return node.value(0)


def _walk(dag: SelectionDAG, mf: MachineFunction, fc: FrameChain, depth: int,
          loads: list[Value], will_load: bool) -> Value:
    """FA(depth); `will_load`: the caller loads from it (the frames must be in memory)."""
    target: Any = mf.target
    vt = target.pointer_vt
    fa = _read(dag, target.frame_pointer, vt)
    if (depth or will_load) and fc.flush is not None:
        dag.root = dag.node(fc.flush, ("ch",), (dag.root,)).value()
    for _ in range(depth):
        fa = _load(dag, fa, fc.caller_fp, vt, loads)
    return fa


def frame_address(dag: SelectionDAG, mf: MachineFunction, depth: int,
                  loads: list[Value]) -> Value:
    """The frame address `depth` frames up (new loads appended to `loads`)."""
    fc = _chain(mf, "llvm.frameaddress")
    return _walk(dag, mf, fc, depth, loads, False)


def return_address(dag: SelectionDAG, mf: MachineFunction, depth: int,
                   loads: list[Value]) -> Value:
    """The return address of the frame `depth` frames up."""
    fc = _chain(mf, "llvm.returnaddress")
    target: Any = mf.target
    if depth == 0 and fc.ra_reg is not None:
        return _read(dag, fc.ra_reg, target.pointer_vt)
    at = depth - 1 if fc.ret_addr_from_callee else depth
    return _load(dag, _walk(dag, mf, fc, at, loads, True), fc.ret_addr, target.pointer_vt,
                 loads)
