"""IR verifier: the LangRef's well-formedness rules, checked on an in-memory Module.

Contract: reads the module, never modifies it; raises `CompileError` on the first
violation, with a message naming the function, block and instruction, e.g.

    in function @f, block %bb2: instruction '%x = add i32 %a, %b': operand types differ ...

The IR records no source positions, so the error carries the objects it names
(`VerifierError.function/.block/.instruction`); tools that hold the text turn
them into FILE:LINE:COL (`pyllc.tools.common.locate_verifier_error`). Can run
after any pass (LLVM `-verify-each`); `verify_function` checks one function.

What is checked (LangRef sections in brackets; messages follow LLVM's Verifier.cpp):

- module level: global initializer type equals the value type, declaration and
  definition linkage rules [Linkage Types], `common`/`appending` constraints,
  local linkage implies default visibility, aliases, intrinsics are not defined,
  `!llvm.module.flags` well-formed with unique ids;
- functions: arguments match the function type; the entry block has no
  predecessors (and so no phis) [Functions];
- blocks: non-empty, one terminator, at the end [Basic Blocks / Terminators];
  phis grouped at the top with one entry per predecessor edge, the same value for
  repeated edges, and the phi's type [phi];
- SSA: every instruction operand is defined in the same function and its
  definition dominates the use; a phi's operand dominates the end of the
  incoming block. Uses in unreachable blocks are exempt, as in LLVM;
- types of operands and results for every instruction kind (`check_<op>` below;
  the type predicates live in typerules.py).

Intrinsic calls: the call uses the declaration's own type, and for the families
clang emits for C, that type is LLVM's prototype (typerules.intrinsic_signature_error).
Not checked (LLVM does): the prototypes of all other intrinsics, immarg operands,
TBAA and debug-info metadata structure, EH pad nesting (funclets), GC statepoints.

Cost: linear in the size of the module, apart from the dominator tree
construction (near-linear on real CFGs; see dominators.py).
"""
from __future__ import annotations

import re
from typing import Any, NoReturn

from ...diagnostics import CompileError
from .constants import (ConstantInt, ConstantVector, ConstantAggregateZero, Function, GlobalAlias,
                        GlobalIFunc, GlobalValue, GlobalVariable, UndefValue)
from .dominators import DominatorTree
from .instructions import (FCMP_PREDS, ICMP_PREDS, RMW_OPS, Instruction, PhiNode)
from .typerules import (bool_type_for, cast_error, indexed_type, intrinsic_signature_error, is_fp_like,
                        is_int_like, is_pow2, is_ptr_like, is_sized, valid_value_type, vec_count)
from .types import I1, FunctionType, Type
from .values import Argument, BasicBlock

__all__ = ["verify_module", "verify_function", "VerifierError"]


class VerifierError(CompileError):
    """A module that breaks a well-formedness rule of the IR.

    Besides the message, it carries the objects it is about (`global_value`,
    `function`, `block`, `instruction`, each None when not applicable) so that
    a tool holding the source text can point at the line
    (`pyllc.tools.common.locate_verifier_error`).
    """

    def __init__(self, message: str, *pos, global_value=None, function=None, block=None,
                 instruction=None, anchor: str | None = None) -> None:
        super().__init__(message, *pos)
        self.global_value = global_value if global_value is not None else function
        self.function = function
        self.block = block
        self.instruction = instruction
        self.anchor = anchor  # text that starts the offending source line, when no object fits


def verify_module(module) -> None:
    """Check every rule listed in the module docstring; raise CompileError on the first violation."""
    for gv in module.globals:
        _check_global_variable(gv)
    for fn in module.functions:
        _check_function_header(fn)
    for ga in module.aliases:
        _check_alias(ga)
    for gi in module.ifuncs:
        _check_ifunc(gi)
    _check_module_flags(module)
    for fn in module.functions:
        if fn.blocks:
            _FunctionVerifier(fn).run()


def verify_function(fn) -> DominatorTree | None:
    """Verify one function's header and body; returns the dominator tree it built (None for a declaration)."""
    _check_function_header(fn)
    if not fn.blocks:
        return None
    return _FunctionVerifier(fn).run()


# --------------------------------------------------------------------------
# naming and errors

def _gname(gv) -> str:
    from .types import quote_name
    return quote_name("@", gv.name) if gv.name is not None else "@<unnamed>"


def _global_error(gv, msg: str) -> NoReturn:
    kind = "function" if isinstance(gv, Function) else (
        "alias" if isinstance(gv, GlobalAlias) else "ifunc" if isinstance(gv, GlobalIFunc) else "global")
    raise VerifierError(f"{kind} {_gname(gv)}: {msg}", *_source_pos(gv), global_value=gv)


def _source_pos(obj) -> tuple:
    """(filename, line, col, source_line) when the parser recorded where `obj` was written."""
    loc = getattr(obj, "loc", None)
    if loc is None:
        return ()
    if isinstance(loc, tuple):
        return tuple(loc[:4])
    return (getattr(loc, "filename", None), getattr(loc, "line", None), getattr(loc, "col", None),
            getattr(loc, "source_line", None))


class _Slots:
    """LLVM's numbering of a function's unnamed values (%0, %1 ...), built only for messages."""

    def __init__(self, fn) -> None:
        self.num: dict[int, int] = {}
        n = 0
        for a in fn.args:
            if a.name is None:
                self.num[id(a)] = n
                n += 1
        for b in fn.blocks:
            if b.name is None:
                self.num[id(b)] = n
                n += 1
            for i in b.instructions:
                if i.name is None and not i.type.is_void:
                    self.num[id(i)] = n
                    n += 1

    def ref(self, v) -> str:
        from .types import quote_name
        if isinstance(v, GlobalValue):
            return _gname(v)
        if v.name is not None:
            return quote_name("%", v.name)
        n = self.num.get(id(v))
        return f"%{n}" if n is not None else "%<badref>"


def _render_value(v, slots: _Slots, with_type: bool = True) -> str:
    if v is None:
        return "<null operand!>"
    if isinstance(v, (Instruction, Argument, BasicBlock, GlobalValue)):
        text = slots.ref(v)
        if isinstance(v, BasicBlock):
            return f"label {text}" if with_type else text
    elif isinstance(v, ConstantInt):
        text = ("true" if v.value else "false") if v.type is I1 else str(v.signed)
    elif isinstance(v, ConstantAggregateZero):
        text = "zeroinitializer"
    elif isinstance(v, UndefValue):
        text = "poison" if type(v).__name__ == "PoisonValue" else "undef"
    else:
        text = f"<{type(v).__name__}>"
    t = getattr(v, "type", None)
    return f"{t} {text}" if with_type and t is not None else text


_MD_SUFFIX = re.compile(r"(?:, ![-\w.]+ !(?:\d+|\{.*?\}))+$")


def _render_inst(inst, fn, slots: _Slots) -> str:
    """The instruction as LLVM prints it (without metadata attachments), for messages.

    Uses the module printer; an instruction too malformed to print gets a generic
    `result = opcode typed-operands` form instead.
    """
    try:
        from .printer import Printer
        p = Printer(fn.parent)
        p.slots = slots.num
        return _MD_SUFFIX.sub("", re.sub(r"\n\s*", " ", p.instruction(inst)))
    except Exception:  # noqa: BLE001 - the message must not fail on what it reports
        head = "" if inst.type.is_void else slots.ref(inst) + " = "
        ops = ", ".join(_render_value(o, slots) for o in inst.operands)
        return f"{head}{inst.opcode} {ops}".rstrip()


# --------------------------------------------------------------------------
# type helpers

_INT_BINOPS = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor".split())
_FP_BINOPS = frozenset("fadd fsub fmul fdiv frem".split())
_CASTS = frozenset("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr "
                   "bitcast addrspacecast".split())
_EH_PADS = frozenset(("landingpad", "catchswitch", "cleanuppad", "catchpad"))
_ICMP = frozenset(ICMP_PREDS)
_FCMP = frozenset(FCMP_PREDS)
_RMW = frozenset(RMW_OPS)
_RMW_FP = frozenset(("fadd", "fsub", "fmax", "fmin"))
_DECL_LINKAGES = frozenset(("external", "extern_weak"))
_LOCAL_LINKAGES = frozenset(("private", "internal"))
_ALIAS_LINKAGES = frozenset(("private", "internal", "linkonce", "weak", "linkonce_odr", "weak_odr",
                             "external", "available_externally"))


# --------------------------------------------------------------------------
# module-level checks

def _check_global_variable(gv: GlobalVariable) -> None:
    vt = gv.value_type
    if not valid_value_type(vt) or vt.is_token:
        _global_error(gv, f"invalid type '{vt}' for a global variable")
    init = gv.initializer
    if init is None:
        if gv.linkage not in _DECL_LINKAGES:
            _global_error(gv, f"a declaration (no initializer) must have external or extern_weak "
                              f"linkage, not '{gv.linkage}'")
    else:
        if gv.linkage == "extern_weak":
            _global_error(gv, "a definition (with an initializer) cannot have extern_weak linkage")
        if init.type is not vt:
            _global_error(gv, f"initializer type '{init.type}' does not match the global's type '{vt}'")
        if not is_sized(vt):
            _global_error(gv, f"a global variable definition must have a sized type, not '{vt}'")
        if gv.linkage == "common":
            if not init.is_null_value:
                _global_error(gv, "'common' global must have a zero initializer")
            if gv.is_constant:
                _global_error(gv, "'common' global may not be marked constant")
        if gv.linkage == "appending" and not vt.is_array:
            _global_error(gv, "'appending' global must have an array type")
    _check_global_common(gv)


def _check_global_common(gv) -> None:
    if gv.linkage in _LOCAL_LINKAGES and gv.visibility not in (None, "default"):
        _global_error(gv, f"symbol with local linkage ({gv.linkage}) must have default visibility")
    if gv.align is not None and not is_pow2(gv.align):
        _global_error(gv, f"alignment {gv.align} is not a power of 2")
    if gv.dll_storage == "dllimport" and gv.linkage not in _DECL_LINKAGES:
        if not gv.is_declaration or gv.linkage not in _DECL_LINKAGES:
            _global_error(gv, "a dllimport global must be an external declaration")


_FLAG_REQUIRE = 3  # module flag behaviours: Error=1 Warning Require Override Append AppendUnique Max Min=8


def _check_module_flags(module) -> None:
    """`!llvm.module.flags`: each flag is `!{i32 behaviour, !"id", value}`, ids unique unless Require."""
    from .metadata import MDNode, MDString, ValueAsMetadata
    seen: set[bytes] = set()
    for node in module.named_metadata.get("llvm.module.flags", ()):
        def bad(msg: str) -> NoReturn:
            raise VerifierError(f"!llvm.module.flags: {msg}", anchor="!llvm.module.flags")
        if not isinstance(node, MDNode) or node.kind is not None:
            bad("each module flag must be a generic metadata node !{...}")
        ops = node.operands
        if len(ops) != 3:
            bad(f"incorrect number of operands in module flag (expected 3, found {len(ops)})")
        b = ops[0]
        if not (isinstance(b, ValueAsMetadata) and isinstance(b.value, ConstantInt)):
            bad("invalid behavior operand in module flag (expected constant integer)")
        if not 1 <= b.value.value <= 8:
            bad(f"invalid behavior operand in module flag (unexpected constant {b.value.value})")
        ident = ops[1]
        if not isinstance(ident, MDString):
            bad("invalid ID operand in module flag (expected metadata string)")
        if b.value.value != _FLAG_REQUIRE:
            if ident.data in seen:
                bad(f"module flag identifiers must be unique (or of 'require' type): "
                    f"!\"{ident.data.decode('utf-8', 'replace')}\"")
            seen.add(ident.data)


def _check_function_header(fn: Function) -> None:
    ft = fn.function_type
    if not isinstance(ft, FunctionType):
        _global_error(fn, f"function type expected, found '{ft}'")
    if ft.ret.is_label or ft.ret.is_metadata or ft.ret.is_function:
        _global_error(fn, f"invalid return type '{ft.ret}'")
    if len(fn.args) != len(ft.params):
        _global_error(fn, f"has {len(fn.args)} arguments but its type '{ft}' has {len(ft.params)}")
    for a, t in zip(fn.args, ft.params):
        if a.type is not t:
            _global_error(fn, f"argument {a.index} has type '{a.type}' but the function type says '{t}'")
        if t.is_void or t.is_label or t.is_function:
            _global_error(fn, f"invalid parameter type '{t}'")
        if a.parent is not fn:
            _global_error(fn, f"argument {a.index} belongs to another function")
    if fn.blocks:
        if fn.linkage == "extern_weak":
            _global_error(fn, "a function definition cannot have extern_weak linkage")
        if fn.name is not None and fn.name.startswith("llvm."):
            _global_error(fn, "llvm intrinsics cannot be defined")

    elif fn.linkage not in _DECL_LINKAGES:
        _global_error(fn, f"a declaration (no body) must have external or extern_weak linkage, "
                          f"not '{fn.linkage}'")
    _check_global_common(fn)


def _check_alias(ga) -> None:
    target = ga.aliasee
    if target is None:
        _global_error(ga, "alias has no aliasee")
    if not target.type.is_pointer:
        _global_error(ga, f"aliasee must have a pointer type, not '{target.type}'")
    if ga.linkage not in _ALIAS_LINKAGES:
        _global_error(ga, f"alias cannot have '{ga.linkage}' linkage")
    _check_global_common(ga)


def _check_ifunc(gi) -> None:
    r = gi.resolver
    if r is None:
        _global_error(gi, "ifunc has no resolver")
    if not r.type.is_pointer:
        _global_error(gi, f"resolver must have a pointer type, not '{r.type}'")
    _check_global_common(gi)


# --------------------------------------------------------------------------
# function bodies

class _FunctionVerifier:
    """Checks one function definition; see the module docstring."""

    def __init__(self, fn: Function) -> None:
        self.fn = fn
        self._slots: _Slots | None = None
        self.block: BasicBlock | None = None
        self.inst: Instruction | None = None

    # -- errors -------------------------------------------------------------

    @property
    def slots(self) -> _Slots:
        if self._slots is None:
            self._slots = _Slots(self.fn)
        return self._slots

    def fail(self, msg: str, inst: Instruction | None = None, block: BasicBlock | None = None) -> NoReturn:
        inst = inst if inst is not None else self.inst
        block = block if block is not None else (inst.parent if inst is not None and inst.parent is not None
                                                 else self.block)
        where = f"in function {_gname(self.fn)}"
        if block is not None:
            where += f", block {self.slots.ref(block)}"
        if inst is not None:
            try:
                text = _render_inst(inst, self.fn, self.slots)
            except Exception:  # noqa: BLE001 - a message must never crash the verifier
                text = inst.opcode
            where += f": instruction '{text}'"
        pos = _source_pos(inst) if inst is not None else ()
        raise VerifierError(f"{where}: {msg}", *pos, function=self.fn, block=block, instruction=inst)

    def name(self, v) -> str:
        return _render_value(v, self.slots, with_type=False)

    # -- driver ---------------------------------------------------------------

    def run(self) -> DominatorTree:
        fn = self.fn
        blocks = fn.blocks
        pred_edges: dict[int, list[BasicBlock]] = {id(b): [] for b in blocks}
        # Pass 1: block structure (terminators, phi placement) and CFG edges.
        for b in blocks:
            self.block = b
            self.inst = None
            if b.parent is not fn:
                self.fail("block's parent is not this function")
            insts = b.instructions
            if not insts:
                self.fail("basic block is empty (it must end with a terminator)")
            last = len(insts) - 1
            seen_non_phi = False
            for i, inst in enumerate(insts):
                if inst.parent is not b:
                    self.fail("instruction's parent is not the block that holds it", inst, b)
                if inst.is_terminator:
                    if i != last:
                        self.fail("terminator found in the middle of a basic block", inst, b)
                elif i == last:
                    self.fail("basic block does not end with a terminator instruction", inst, b)
                if inst.opcode == "phi":
                    if seen_non_phi:
                        self.fail("PHI nodes not grouped at top of basic block", inst, b)
                else:
                    seen_non_phi = True
            for op in insts[-1].operands:
                if type(op) is BasicBlock or isinstance(op, BasicBlock):
                    if op.parent is not fn:
                        self.fail(f"branch to a block of another function ({self.name(op)})", insts[-1], b)
                    pred_edges[id(op)].append(b)
        entry = blocks[0]
        if pred_edges[id(entry)]:
            src = pred_edges[id(entry)][0]
            self.fail(f"entry block {self.name(entry)} must not have predecessors", src.instructions[-1], src)
        if entry.instructions[0].opcode == "phi":
            self.fail("entry block cannot contain PHI nodes", entry.instructions[0], entry)

        dt = DominatorTree(fn)
        # Instruction positions within their blocks, for same-block dominance.
        index: dict[int, int] = {}
        for b in blocks:
            for i, inst in enumerate(b.instructions):
                index[id(inst)] = i
        dt._inst_index = index  # share: the tree would compute exactly this

        # Pass 2: every instruction's types and operands, in order.
        for b in blocks:
            self.block = b
            reachable = dt.is_reachable(b)
            for inst in b.instructions:
                self.inst = inst
                check = _CHECKS.get(inst.opcode)
                if check is None:
                    self.fail(f"unknown instruction opcode '{inst.opcode}'")
                if inst.opcode == "phi":
                    self.check_phi(inst, pred_edges[id(b)], dt, reachable)
                else:
                    self.check_operands(inst, dt, index, reachable)
                    check(self, inst)
        return dt

    # -- SSA ------------------------------------------------------------------

    def check_operands(self, inst: Instruction, dt: DominatorTree, index: dict, reachable: bool) -> None:
        fn = self.fn
        for op in inst.operands:
            if op is None:
                self.fail("operand is null")
            if isinstance(op, Instruction):
                ob = op.parent
                if ob is None or ob.parent is not fn:
                    self.fail(f"operand {self.name(op)} is an instruction that is not in this function")
                if not reachable:
                    continue
                if op.opcode == "invoke":
                    if not dt.dominates_use(op, inst):
                        self.fail(f"instruction does not dominate all uses: {self.name(op)} (an invoke's "
                                  f"result is available only along its normal edge)")
                    continue
                if ob is inst.parent:
                    if index[id(op)] >= index[id(inst)]:
                        if op is inst:
                            self.fail("only PHI nodes may reference their own value")
                        self.fail(f"instruction does not dominate all uses: {self.name(op)} is defined "
                                  f"later in the block")
                elif not dt.dominates(ob, inst.parent):
                    self.fail(f"instruction does not dominate all uses: {self.name(op)} is defined in "
                              f"block {self.name(ob)}, which does not dominate this block")
            elif isinstance(op, Argument):
                if op.parent is not fn:
                    self.fail(f"operand {self.name(op)} is an argument of another function")
            elif isinstance(op, BasicBlock):
                if op.parent is not fn:
                    self.fail(f"operand {self.name(op)} is a block of another function")

    def check_phi(self, phi: PhiNode, preds: list[BasicBlock], dt: DominatorTree, reachable: bool) -> None:
        t = phi.type
        if not t.is_first_class or t.is_label or t.is_metadata:
            self.fail(f"PHI node has invalid type '{t}'")
        ops = phi.operands
        if len(ops) % 2:
            self.fail("PHI node operands must come in [value, block] pairs")
        if len(ops) // 2 != len(preds):
            self.fail(f"PHI node should have one entry for each predecessor of its parent basic block: "
                      f"it has {_count(len(ops) // 2, 'entry', 'entries')} for "
                      f"{_count(len(preds), 'predecessor edge', 'predecessor edges')}")
        fn = self.fn
        counts: dict[int, int] = {}
        for p in preds:
            counts[id(p)] = counts.get(id(p), 0) + 1
        value_for: dict[int, Any] = {}
        for i in range(0, len(ops), 2):
            v, blk = ops[i], ops[i + 1]
            if v is None or blk is None:
                self.fail("operand is null")
            if not isinstance(blk, BasicBlock):
                self.fail(f"PHI node incoming block {self.name(blk)} is not a basic block")
            if v.type is not t:
                self.fail(f"PHI node operand {self.name(v)} has type '{v.type}', not the result type '{t}'")
            c = counts.get(id(blk), 0)
            if c == 0:
                self.fail(f"PHI node entries do not match predecessors: {self.name(blk)} is not a "
                          f"predecessor of this block (or has more entries than edges)")
            counts[id(blk)] = c - 1
            prev = value_for.get(id(blk))
            if prev is None:
                value_for[id(blk)] = v
            elif prev is not v and not _same_constant(prev, v):
                self.fail(f"PHI node has multiple entries for the same basic block {self.name(blk)} with "
                          f"different incoming values")
            if isinstance(v, Instruction):
                vb = v.parent
                if vb is None or vb.parent is not fn:
                    self.fail(f"operand {self.name(v)} is an instruction that is not in this function")
                if reachable and not dt.dominates_use(v, (phi, blk)):
                    self.fail(f"instruction does not dominate all uses: {self.name(v)} does not dominate "
                              f"the end of incoming block {self.name(blk)}")
            elif isinstance(v, Argument) and v.parent is not fn:
                self.fail(f"operand {self.name(v)} is an argument of another function")

    # -- per-opcode type rules ------------------------------------------------

    def expect_type(self, v, t: Type, what: str) -> None:
        if v.type is not t:
            self.fail(f"{what} {self.name(v)} has type '{v.type}', expected '{t}'")

    def nops(self, inst: Instruction, n: int) -> list:
        ops = inst.operands
        if len(ops) != n:
            self.fail(f"'{inst.opcode}' expects {n} operand(s), found {len(ops)}")
        return ops

    def check_binary(self, inst: Instruction) -> None:
        a, b = self.nops(inst, 2)
        if a.type is not b.type:
            self.fail(f"both operands of '{inst.opcode}' must have the same type ('{a.type}' vs '{b.type}')")
        if inst.type is not a.type:
            self.fail(f"result type '{inst.type}' differs from the operand type '{a.type}'")
        if inst.opcode in _INT_BINOPS:
            if not is_int_like(a.type):
                self.fail(f"integer operation '{inst.opcode}' requires integer or integer vector operands, "
                          f"not '{a.type}'")
        elif not is_fp_like(a.type):
            self.fail(f"floating-point operation '{inst.opcode}' requires floating-point operands, not '{a.type}'")

    def check_fneg(self, inst: Instruction) -> None:
        (a,) = self.nops(inst, 1)
        if not is_fp_like(a.type):
            self.fail(f"'fneg' requires a floating-point operand, not '{a.type}'")
        if inst.type is not a.type:
            self.fail(f"result type '{inst.type}' differs from the operand type '{a.type}'")

    def check_cmp(self, inst: Instruction) -> None:
        a, b = self.nops(inst, 2)
        if a.type is not b.type:
            self.fail(f"both operands of a comparison must have the same type ('{a.type}' vs '{b.type}')")
        if inst.opcode == "icmp":
            if not (is_int_like(a.type) or is_ptr_like(a.type)):
                self.fail(f"'icmp' requires integer or pointer operands (or vectors of them), not '{a.type}'")
            if inst.predicate not in _ICMP:
                self.fail(f"invalid icmp predicate '{inst.predicate}'")
        else:
            if not is_fp_like(a.type):
                self.fail(f"'fcmp' requires floating-point operands, not '{a.type}'")
            if inst.predicate not in _FCMP:
                self.fail(f"invalid fcmp predicate '{inst.predicate}'")
        want_vec = vec_count(a.type)
        if not bool_type_for(inst.type) or vec_count(inst.type) != want_vec:
            self.fail(f"comparison result type must be i1 or a vector of i1 with the operands' element "
                      f"count, not '{inst.type}'")

    def check_cast(self, inst: Instruction) -> None:
        (a,) = self.nops(inst, 1)
        why = cast_error(inst.opcode, a.type, inst.type)
        if why is not None:
            self.fail(f"invalid cast from '{a.type}' to '{inst.type}': {why}")

    def check_select(self, inst: Instruction) -> None:
        c, a, b = self.nops(inst, 3)
        if a.type is not b.type:
            self.fail(f"select values must have the same type ('{a.type}' vs '{b.type}')")
        if inst.type is not a.type:
            self.fail(f"result type '{inst.type}' differs from the value type '{a.type}'")
        if c.type is I1:
            pass
        elif c.type.is_vector and c.type.elem is I1:
            if vec_count(c.type) != vec_count(a.type):
                self.fail(f"select condition '{c.type}' must have as many elements as the values '{a.type}'")
        else:
            self.fail(f"select condition must be i1 or a vector of i1, not '{c.type}'")
        if not a.type.is_first_class or a.type.is_label or a.type.is_metadata:
            self.fail(f"select values must be first-class values, not '{a.type}'")

    def check_alloca(self, inst) -> None:
        (n,) = self.nops(inst, 1)
        at = inst.allocated_type
        if not valid_value_type(at) or not is_sized(at):
            self.fail(f"cannot allocate unsized type '{at}'")
        if not n.type.is_int:
            self.fail(f"alloca element count must have an integer type, not '{n.type}'")
        if not inst.type.is_pointer:
            self.fail(f"alloca result must be a pointer, not '{inst.type}'")
        if inst.type.addrspace != getattr(inst, "addrspace", 0):
            self.fail("alloca result address space does not match its addrspace() attribute")
        self.check_align(inst.align)

    def check_align(self, align) -> None:
        if align is not None and (not is_pow2(align) or align > (1 << 32)):
            self.fail(f"alignment {align} must be a power of 2 no larger than 2^32")

    def check_pointer_operand(self, p, what: str = "pointer operand") -> None:
        if not p.type.is_pointer:
            self.fail(f"{what} {self.name(p)} must be a pointer, not '{p.type}'")

    def check_access_type(self, t: Type, atomic: bool, what: str) -> None:
        if not t.is_first_class or t.is_label or t.is_metadata or t.is_token or not is_sized(t):
            self.fail(f"{what} of type '{t}' is not allowed: the type must be first-class and sized")
        if atomic:
            if not (t.is_int or t.is_pointer or t.is_float):
                self.fail(f"atomic {what} must have integer, pointer, or floating point type, not '{t}'")
            bits = t.bits if (t.is_int or t.is_float) else None
            if bits is not None and (bits < 8 or not is_pow2(bits)):
                self.fail(f"atomic {what} type '{t}' must be a power-of-two byte size")

    def check_typed_pointee(self, p, t: Type) -> None:
        pointee = getattr(p.type, "pointee", None)
        if pointee is not None and pointee is not t:
            self.fail(f"explicit type '{t}' does not match the pointee type of '{p.type}'")

    def check_load(self, inst) -> None:
        (p,) = self.nops(inst, 1)
        self.check_pointer_operand(p)
        self.check_typed_pointee(p, inst.type)
        atomic = inst.ordering is not None
        self.check_access_type(inst.type, atomic, "load")
        if atomic:
            if inst.ordering in ("release", "acq_rel"):
                self.fail(f"load cannot have '{inst.ordering}' ordering")
            if inst.align is None:
                self.fail("atomic load must have an explicit alignment")
        self.check_align(inst.align)

    def check_store(self, inst) -> None:
        v, p = self.nops(inst, 2)
        self.check_pointer_operand(p)
        self.check_typed_pointee(p, v.type)
        atomic = inst.ordering is not None
        self.check_access_type(v.type, atomic, "store")
        if atomic:
            if inst.ordering in ("acquire", "acq_rel"):
                self.fail(f"store cannot have '{inst.ordering}' ordering")
            if inst.align is None:
                self.fail("atomic store must have an explicit alignment")
        self.check_align(inst.align)

    def check_fence(self, inst) -> None:
        self.nops(inst, 0)
        if inst.ordering not in ("acquire", "release", "acq_rel", "seq_cst"):
            self.fail(f"fence ordering must be acquire, release, acq_rel or seq_cst, not '{inst.ordering}'")

    def check_cmpxchg(self, inst) -> None:
        p, cmp, new = self.nops(inst, 3)
        self.check_pointer_operand(p)
        if cmp.type is not new.type:
            self.fail(f"cmpxchg compare and new values must have the same type ('{cmp.type}' vs '{new.type}')")
        t = cmp.type
        if not (t.is_int or t.is_pointer):
            self.fail(f"cmpxchg operand must have integer or pointer type, not '{t}'")
        self.check_access_type(t, True, "cmpxchg operand")
        rt = inst.type
        if not (rt.is_struct and rt.elems is not None and len(rt.elems) == 2 and rt.elems[0] is t
                and rt.elems[1] is I1):
            self.fail(f"cmpxchg result type must be '{{ {t}, i1 }}', not '{rt}'")
        so, fo = inst.success_ordering, inst.failure_ordering
        if so not in ("monotonic", "acquire", "release", "acq_rel", "seq_cst"):
            self.fail(f"cmpxchg success ordering must be at least monotonic, not '{so}'")
        if fo not in ("monotonic", "acquire", "seq_cst"):
            self.fail(f"cmpxchg failure ordering must be monotonic, acquire or seq_cst, not '{fo}'")
        self.check_align(inst.align)

    def check_atomicrmw(self, inst) -> None:
        p, v = self.nops(inst, 2)
        self.check_pointer_operand(p)
        op = inst.operation
        t = v.type
        if op not in _RMW:
            self.fail(f"unknown atomicrmw operation '{op}'")
        if op == "xchg":
            if not (t.is_int or t.is_float or t.is_pointer):
                self.fail(f"atomicrmw xchg operand must be an integer, floating point or pointer, not '{t}'")
        elif op in _RMW_FP:
            if not t.is_float:
                self.fail(f"atomicrmw {op} operand must be floating point, not '{t}'")
        elif not t.is_int:
            self.fail(f"atomicrmw {op} operand must be an integer, not '{t}'")
        self.check_access_type(t, True, "atomicrmw operand")
        if inst.type is not t:
            self.fail(f"atomicrmw result type '{inst.type}' differs from the operand type '{t}'")
        if inst.ordering not in ("monotonic", "acquire", "release", "acq_rel", "seq_cst"):
            self.fail(f"atomicrmw ordering must be at least monotonic, not '{inst.ordering}'")
        self.check_align(inst.align)

    def check_gep(self, inst) -> None:
        ops = inst.operands
        if not ops:
            self.fail("getelementptr needs a pointer operand")
        base = ops[0]
        if not is_ptr_like(base.type):
            self.fail(f"getelementptr base {self.name(base)} must be a pointer or a vector of pointers, "
                      f"not '{base.type}'")
        st = inst.source_type
        if not valid_value_type(st) or not is_sized(st):
            self.fail(f"getelementptr source element type '{st}' must be sized")
        if not base.type.is_vector:
            self.check_typed_pointee(base, st)
        vec = vec_count(base.type)
        for idx in ops[1:]:
            if not is_int_like(idx.type):
                self.fail(f"getelementptr index {self.name(idx)} must be an integer or a vector of integers, "
                          f"not '{idx.type}'")
            iv = vec_count(idx.type)
            if iv is not None:
                if vec is not None and iv != vec:
                    self.fail("getelementptr vector operands must all have the same element count")
                vec = iv
        t = st
        for idx in ops[2:]:
            if t.is_struct:
                c = _splat_int(idx)
                if c is None or idx.type.scalar_type.bits != 32:
                    self.fail(f"getelementptr struct index {self.name(idx)} must be a constant i32")
                if t.elems is None or c >= len(t.elems):
                    self.fail(f"getelementptr struct index {c} is out of range for '{t}'")
                t = t.elems[c]
            elif t.is_array or t.is_vector:
                t = t.elem
            else:
                self.fail(f"invalid getelementptr indices: cannot index into '{t}'")
        rt = inst.type
        if not is_ptr_like(rt) or vec_count(rt) != vec:
            want = "a vector of pointers" if vec is not None else "a pointer"
            self.fail(f"getelementptr result must be {want}, not '{rt}'")
        if rt.scalar_type.addrspace != base.type.scalar_type.addrspace:
            self.fail("getelementptr result must be in the base pointer's address space")

    def check_call_like(self, inst) -> None:
        ft = inst.function_type
        if not isinstance(ft, FunctionType):
            self.fail(f"called value must have a function type, not '{ft}'")
        callee = inst.callee
        if callee is None:
            self.fail("operand is null")
        if not callee.type.is_pointer:
            self.fail(f"called value {self.name(callee)} must be a pointer, not '{callee.type}'")
        pointee = callee.type.pointee
        if pointee is not None and pointee is not ft:
            self.fail(f"called function type '{ft}' does not match the callee's type '{callee.type}'")
        if isinstance(callee, Function) and callee.name is not None and callee.name.startswith("llvm.") \
                and callee.function_type is not ft:
            self.fail(f"intrinsic called with incompatible signature: '{ft}', but "
                      f"{_gname(callee)} has type '{callee.function_type}'")
        if isinstance(callee, Function) and callee.name is not None and callee.name.startswith("llvm."):
            # Like LLVM, a mis-declared intrinsic is an error where it is called.
            want = intrinsic_signature_error(callee.name, callee.function_type)
            if want is not None:
                self.fail(f"intrinsic {_gname(callee)} has type '{callee.function_type}', but LLVM "
                          f"defines it as {want}")
        args = inst.args
        params = ft.params
        if len(args) < len(params) or (len(args) > len(params) and not ft.vararg):
            self.fail(f"incorrect number of arguments: {len(args)} passed, '{ft}' takes "
                      f"{len(params)}{' or more' if ft.vararg else ''}")
        for i, (a, t) in enumerate(zip(args, params)):
            if a.type is not t:
                self.fail(f"argument {i} ({self.name(a)}) has type '{a.type}' but the function type "
                          f"expects '{t}'")
        for a in args[len(params):]:
            if not a.type.is_first_class or a.type.is_label:
                self.fail(f"variadic argument {self.name(a)} has invalid type '{a.type}'")
        if inst.type is not ft.ret:
            self.fail(f"call result type '{inst.type}' differs from the return type of '{ft}'")
        if getattr(inst, "tail", None) == "musttail" and inst.opcode == "call":
            nxt = self._next(inst)
            if nxt is not None and nxt.opcode == "bitcast":
                nxt = self._next(nxt)
            if nxt is None or nxt.opcode != "ret":
                self.fail("musttail call must precede a ret instruction")

    def _next(self, inst):
        insts = inst.parent.instructions
        i = insts.index(inst)  # error-path only (musttail), not quadratic in general
        return insts[i + 1] if i + 1 < len(insts) else None

    def check_call(self, inst) -> None:
        self.check_call_like(inst)

    def check_invoke(self, inst) -> None:
        self.check_call_like(inst)
        for what, b in (("normal", inst.normal_dest), ("unwind", inst.unwind_dest)):
            if not isinstance(b, BasicBlock):
                self.fail(f"invoke {what} destination must be a label")
        ud = inst.unwind_dest
        first = _first_non_phi(ud)
        if first is None or first.opcode not in _EH_PADS:
            self.fail(f"the unwind destination {self.name(ud)} does not start with an exception handling "
                      f"instruction (landingpad, catchswitch or cleanuppad)")

    def check_callbr(self, inst) -> None:
        self.check_call_like(inst)
        for b in [inst.default_dest, *inst.indirect_dests]:
            if not isinstance(b, BasicBlock):
                self.fail("callbr destinations must be labels")

    def check_ret(self, inst) -> None:
        rt = self.fn.function_type.ret
        ops = inst.operands
        if rt.is_void:
            if ops:
                self.fail("found return instruction returning a value in a function returning void")
        elif len(ops) != 1:
            self.fail(f"function returns '{rt}' but this return has no value")
        elif ops[0].type is not rt:
            self.fail(f"returned value {self.name(ops[0])} has type '{ops[0].type}' but the function "
                      f"returns '{rt}'")

    def check_br(self, inst) -> None:
        ops = inst.operands
        if len(ops) == 1:
            dests = ops
        elif len(ops) == 3:
            c = ops[0]
            if c.type is not I1:
                self.fail(f"branch condition {self.name(c)} must have type i1, not '{c.type}'")
            dests = ops[1:]
        else:
            self.fail(f"'br' expects 1 or 3 operands, found {len(ops)}")
        for d in dests:
            if not isinstance(d, BasicBlock):
                self.fail(f"branch destination {self.name(d)} must be a label")

    def check_switch(self, inst) -> None:
        ops = inst.operands
        if len(ops) < 2 or len(ops) % 2:
            self.fail("malformed switch operands")
        c = ops[0]
        if not c.type.is_int:
            self.fail(f"switch condition {self.name(c)} must be an integer, not '{c.type}'")
        if not isinstance(ops[1], BasicBlock):
            self.fail("switch default destination must be a label")
        seen: set[int] = set()
        for i in range(2, len(ops), 2):
            v, d = ops[i], ops[i + 1]
            if not isinstance(v, ConstantInt):
                self.fail(f"switch case value {self.name(v)} must be an integer constant")
            if v.type is not c.type:
                self.fail(f"switch case value {self.name(v)} has type '{v.type}', not the condition type "
                          f"'{c.type}'")
            if v.value in seen:
                self.fail(f"duplicate integer as switch case: {v.type} {self.name(v)}")
            seen.add(v.value)
            if not isinstance(d, BasicBlock):
                self.fail("switch case destination must be a label")

    def check_indirectbr(self, inst) -> None:
        ops = inst.operands
        if not ops:
            self.fail("indirectbr needs an address operand")
        self.check_pointer_operand(ops[0], "indirectbr address")
        for d in ops[1:]:
            if not isinstance(d, BasicBlock):
                self.fail("indirectbr destinations must be labels")

    def check_nothing(self, inst) -> None:
        pass

    def check_unreachable(self, inst) -> None:
        self.nops(inst, 0)

    def check_extractvalue(self, inst) -> None:
        (agg,) = self.nops(inst, 1)
        if not agg.type.is_aggregate:
            self.fail(f"extractvalue operand must be a struct or array, not '{agg.type}'")
        if not inst.indices:
            self.fail("extractvalue needs at least one index")
        t = indexed_type(agg.type, inst.indices)
        if t is None:
            self.fail(f"invalid indices {list(inst.indices)} for extractvalue from '{agg.type}'")
        if inst.type is not t:
            self.fail(f"extractvalue result type '{inst.type}' differs from the indexed type '{t}'")

    def check_insertvalue(self, inst) -> None:
        agg, v = self.nops(inst, 2)
        if not agg.type.is_aggregate:
            self.fail(f"insertvalue operand must be a struct or array, not '{agg.type}'")
        if not inst.indices:
            self.fail("insertvalue needs at least one index")
        t = indexed_type(agg.type, inst.indices)
        if t is None:
            self.fail(f"invalid indices {list(inst.indices)} for insertvalue into '{agg.type}'")
        if v.type is not t:
            self.fail(f"inserted value has type '{v.type}' but the indexed type is '{t}'")
        if inst.type is not agg.type:
            self.fail(f"insertvalue result type '{inst.type}' differs from the aggregate type '{agg.type}'")

    def check_extractelement(self, inst) -> None:
        vec, idx = self.nops(inst, 2)
        if not vec.type.is_vector:
            self.fail(f"extractelement operand must be a vector, not '{vec.type}'")
        if not idx.type.is_int:
            self.fail(f"extractelement index must be an integer, not '{idx.type}'")
        if inst.type is not vec.type.elem:
            self.fail(f"extractelement result type '{inst.type}' differs from the element type '{vec.type.elem}'")

    def check_insertelement(self, inst) -> None:
        vec, elt, idx = self.nops(inst, 3)
        if not vec.type.is_vector:
            self.fail(f"insertelement operand must be a vector, not '{vec.type}'")
        if elt.type is not vec.type.elem:
            self.fail(f"inserted element has type '{elt.type}', not the element type '{vec.type.elem}'")
        if not idx.type.is_int:
            self.fail(f"insertelement index must be an integer, not '{idx.type}'")
        if inst.type is not vec.type:
            self.fail(f"insertelement result type '{inst.type}' differs from the vector type '{vec.type}'")

    def check_shufflevector(self, inst) -> None:
        a, b = self.nops(inst, 2)
        if not a.type.is_vector or a.type is not b.type:
            self.fail(f"shufflevector operands must be vectors of the same type ('{a.type}' vs '{b.type}')")
        rt = inst.type
        if not rt.is_vector or rt.elem is not a.type.elem or rt.scalable != a.type.scalable:
            self.fail(f"shufflevector result '{rt}' must be a vector of '{a.type.elem}'")
        mask = inst.mask
        if rt.scalable:
            if any(m not in (0, -1) for m in mask) or (mask and len(set(mask)) > 1):
                self.fail("a scalable shufflevector mask must be zeroinitializer, undef or poison")
        else:
            if len(mask) != rt.count:
                self.fail(f"shufflevector mask has {len(mask)} elements but the result has {rt.count}")
            limit = 2 * a.type.count
            for m in mask:
                if m != -1 and not 0 <= m < limit:
                    self.fail(f"shufflevector mask index {m} is out of range (operands have {limit} elements)")

    def check_va_arg(self, inst) -> None:
        (p,) = self.nops(inst, 1)
        self.check_pointer_operand(p, "va_arg list")
        if not inst.type.is_first_class or inst.type.is_label or inst.type.is_metadata:
            self.fail(f"va_arg result type '{inst.type}' must be first-class")

    def check_freeze(self, inst) -> None:
        (v,) = self.nops(inst, 1)
        if inst.type is not v.type:
            self.fail(f"freeze result type '{inst.type}' differs from the operand type '{v.type}'")
        if not v.type.is_first_class or v.type.is_label or v.type.is_metadata or v.type.is_token:
            self.fail(f"cannot freeze a value of type '{v.type}'")

    def check_landingpad(self, inst) -> None:
        if self.fn.personality is None:
            self.fail("landingpad needs to be in a function with a personality")
        if _first_non_phi(inst.parent) is not inst:
            self.fail("landingpad must be the first non-PHI instruction in its block")
        if not inst.cleanup and not inst.operands:
            self.fail("landingpad without clauses must be a cleanup")

    def check_eh_pad(self, inst) -> None:
        if self.fn.personality is None:
            self.fail(f"{inst.opcode} needs to be in a function with a personality")
        if _first_non_phi(inst.parent) is not inst:
            self.fail(f"{inst.opcode} must be the first non-PHI instruction in its block")

    def check_resume(self, inst) -> None:
        self.nops(inst, 1)
        if self.fn.personality is None:
            self.fail("resume needs to be in a function with a personality")


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _first_non_phi(block: BasicBlock):
    for i in block.instructions:
        if i.opcode != "phi":
            return i
    return None


def _splat_int(v) -> int | None:
    """The integer value of a ConstantInt, or of a vector splat of one; None otherwise."""
    if isinstance(v, ConstantInt):
        return v.value
    if isinstance(v, ConstantAggregateZero) and v.type.is_vector:
        return 0
    if isinstance(v, ConstantVector) and v.operands:
        first = v.operands[0]
        if isinstance(first, ConstantInt) and all(isinstance(o, ConstantInt) and o.value == first.value
                                                   for o in v.operands):
            return first.value
    return None


def _same_constant(a, b) -> bool:
    try:
        return type(a) is type(b) and not isinstance(a, (Instruction, Argument)) and a == b
    except Exception:  # noqa: BLE001 - constants without __eq__ compare by identity
        return False


_V = _FunctionVerifier
_CHECKS = {
    **{op: _V.check_binary for op in _INT_BINOPS | _FP_BINOPS},
    **{op: _V.check_cast for op in _CASTS},
    "fneg": _V.check_fneg,
    "icmp": _V.check_cmp, "fcmp": _V.check_cmp,
    "select": _V.check_select, "phi": _V.check_nothing,
    "alloca": _V.check_alloca, "load": _V.check_load, "store": _V.check_store,
    "fence": _V.check_fence, "cmpxchg": _V.check_cmpxchg, "atomicrmw": _V.check_atomicrmw,
    "getelementptr": _V.check_gep,
    "call": _V.check_call, "invoke": _V.check_invoke, "callbr": _V.check_callbr,
    "ret": _V.check_ret, "br": _V.check_br, "switch": _V.check_switch,
    "indirectbr": _V.check_indirectbr, "unreachable": _V.check_unreachable,
    "extractvalue": _V.check_extractvalue, "insertvalue": _V.check_insertvalue,
    "extractelement": _V.check_extractelement, "insertelement": _V.check_insertelement,
    "shufflevector": _V.check_shufflevector,
    "va_arg": _V.check_va_arg, "freeze": _V.check_freeze,
    "landingpad": _V.check_landingpad, "resume": _V.check_resume,
    "catchpad": _V.check_eh_pad, "cleanuppad": _V.check_eh_pad, "catchswitch": _V.check_eh_pad,
    "catchret": _V.check_nothing, "cleanupret": _V.check_nothing,
}

