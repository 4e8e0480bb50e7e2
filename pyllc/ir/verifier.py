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
from typing import Any, NoReturn, cast

from pyllc.diagnostics import CompileError
from pyllc.ir.constants import Constant, ConstantAggregateZero, ConstantInt, UndefValue
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.globals import Function, GlobalAlias, GlobalIFunc, GlobalValue, GlobalVariable
from pyllc.ir.instructions import Instruction, PhiNode
from pyllc.ir.metadata import MDNode, MDString, ValueAsMetadata
from pyllc.ir.module import Module
from pyllc.ir.printer import Printer
from pyllc.ir.typerules import is_pow2, is_sized, valid_value_type
from pyllc.ir.types import I1, ArrayType, FunctionType, PointerType, quote_name
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.ir.verify_instructions import (
    _CHECKS,
    InstructionChecks,
    _count,
    _gname,
    _same_constant,
)

__all__ = ["VerifierError", "verify_function", "verify_module"]


class VerifierError(CompileError):
    """A module that breaks a well-formedness rule of the IR.

    Besides the message, it carries the objects it is about (`global_value`,
    `function`, `block`, `instruction`, each None when not applicable) so that
    a tool holding the source text can point at the line
    (`pyllc.tools.common.locate_verifier_error`).
    """

    def __init__(self, message: str, *pos: Any, global_value: GlobalValue | None = None,
                 function: Function | None = None, block: BasicBlock | None = None,
                 instruction: Instruction | None = None, anchor: str | None = None) -> None:
        super().__init__(message, *pos)
        self.global_value = global_value if global_value is not None else function
        self.function = function
        self.block = block
        self.instruction = instruction
        self.anchor = anchor  # text that starts the offending source line, when no object fits


def verify_module(module: Module) -> None:
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


def verify_function(fn: Function) -> DominatorTree | None:
    """Verify one function's header and body; returns the dominator tree it built (None for a declaration)."""
    _check_function_header(fn)
    if not fn.blocks:
        return None
    return _FunctionVerifier(fn).run()


# --------------------------------------------------------------------------
# naming and errors

def _global_error(gv: GlobalValue, msg: str) -> NoReturn:
    kind = "function" if isinstance(gv, Function) else (
        "alias" if isinstance(gv, GlobalAlias) else "ifunc" if isinstance(gv, GlobalIFunc) else "global")
    raise VerifierError(f"{kind} {_gname(gv)}: {msg}", *_source_pos(gv), global_value=gv)


def _source_pos(obj: object) -> tuple[Any, ...]:
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

    def __init__(self, fn: Function) -> None:
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

    def ref(self, v: Value) -> str:
        if isinstance(v, GlobalValue):
            return _gname(v)
        if v.name is not None:
            return quote_name("%", v.name)
        n = self.num.get(id(v))
        return f"%{n}" if n is not None else "%<badref>"


def _render_value(v: Value | None, slots: _Slots, with_type: bool = True) -> str:
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


def _render_inst(inst: Instruction, fn: Function, slots: _Slots) -> str:
    """The instruction as LLVM prints it (without metadata attachments), for messages.

    Uses the module printer; an instruction too malformed to print gets a generic
    `result = opcode typed-operands` form instead.
    """
    try:
        if fn.parent is None:
            raise ValueError("function outside a module")
        p = Printer(fn.parent)
        p.slots = slots.num
        return _MD_SUFFIX.sub("", re.sub(r"\n\s*", " ", p.instruction(inst)))
    except Exception:
        head = "" if inst.type.is_void else slots.ref(inst) + " = "
        ops = ", ".join(_render_value(o, slots) for o in inst.operands)
        return f"{head}{inst.opcode} {ops}".rstrip()


# --------------------------------------------------------------------------
# type helpers

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
            if not (isinstance(init, Constant) and init.is_null_value):
                _global_error(gv, "'common' global must have a zero initializer")
            if gv.is_constant:
                _global_error(gv, "'common' global may not be marked constant")
        if gv.linkage == "appending" and not isinstance(vt, ArrayType):
            _global_error(gv, "'appending' global must have an array type")
    _check_global_common(gv)


def _check_global_common(gv: GlobalValue) -> None:
    if gv.linkage in _LOCAL_LINKAGES and gv.visibility not in (None, "default"):
        _global_error(gv, f"symbol with local linkage ({gv.linkage}) must have default visibility")
    if gv.align is not None and not is_pow2(gv.align):
        _global_error(gv, f"alignment {gv.align} is not a power of 2")
    if gv.dll_storage == "dllimport" and gv.linkage not in _DECL_LINKAGES:
        _global_error(gv, "a dllimport global must be an external declaration")


_FLAG_REQUIRE = 3  # module flag behaviours: Error=1 Warning Require Override Append AppendUnique Max Min=8


def _check_module_flags(module: Module) -> None:
    """`!llvm.module.flags`: each flag is `!{i32 behaviour, !"id", value}`, ids unique unless Require."""
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
    if ft.ret.is_label or ft.ret.is_metadata or isinstance(ft.ret, FunctionType):
        _global_error(fn, f"invalid return type '{ft.ret}'")
    if len(fn.args) != len(ft.params):
        _global_error(fn, f"has {len(fn.args)} arguments but its type '{ft}' has {len(ft.params)}")
    for a, t in zip(fn.args, ft.params):
        if a.type is not t:
            _global_error(fn, f"argument {a.index} has type '{a.type}' but the function type says '{t}'")
        if t.is_void or t.is_label or isinstance(t, FunctionType):
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


def _check_alias(ga: GlobalAlias) -> None:
    target = ga.aliasee
    if target is None:
        _global_error(ga, "alias has no aliasee")
    if not isinstance(target.type, PointerType):
        _global_error(ga, f"aliasee must have a pointer type, not '{target.type}'")
    if ga.linkage not in _ALIAS_LINKAGES:
        _global_error(ga, f"alias cannot have '{ga.linkage}' linkage")
    _check_global_common(ga)


def _check_ifunc(gi: GlobalIFunc) -> None:
    r = gi.resolver
    if r is None:
        _global_error(gi, "ifunc has no resolver")
    if not isinstance(r.type, PointerType):
        _global_error(gi, f"resolver must have a pointer type, not '{r.type}'")
    _check_global_common(gi)


# --------------------------------------------------------------------------
# function bodies


# An operand's class -> what check_operands must look at (filled as classes are met).
_INST, _ARG, _BLOCK, _OTHER = "inst", "arg", "block", "other"
_OPERAND_KIND: dict[type, str] = {}


def _operand_kind(cls: type) -> str:
    kind = (_INST if issubclass(cls, Instruction) else _ARG if issubclass(cls, Argument)
            else _BLOCK if issubclass(cls, BasicBlock) else _OTHER)
    _OPERAND_KIND[cls] = kind
    return kind


class _FunctionVerifier(InstructionChecks):
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
            except Exception:
                text = inst.opcode
            where += f": instruction '{text}'"
        pos = _source_pos(inst) if inst is not None else ()
        raise VerifierError(f"{where}: {msg}", *pos, function=self.fn, block=block, instruction=inst)

    def name(self, v: Value) -> str:
        return _render_value(v, self.slots, with_type=False)

    # -- driver ---------------------------------------------------------------

    def run(self) -> DominatorTree:
        fn = self.fn
        blocks = fn.blocks
        pred_edges: dict[int, list[BasicBlock]] = {id(b): [] for b in blocks}
        block_insts = [b.instructions for b in blocks]   # each block's snapshot, fetched once
        # Pass 1: block structure (terminators, phi placement) and CFG edges.
        for b, insts in zip(blocks, block_insts):
            self.block = b
            self.inst = None
            if b.parent is not fn:
                self.fail("block's parent is not this function")
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
        for insts in block_insts:
            index.update(zip(map(id, insts), range(len(insts))))
        dt._inst_index = index  # share: the tree would compute exactly this

        # Pass 2: every instruction's types and operands, in order.
        checks = _CHECKS
        check_operands = self.check_operands
        for b, insts in zip(blocks, block_insts):
            self.block = b
            reachable = dt.is_reachable(b)
            for inst in insts:
                self.inst = inst
                opcode = inst.opcode
                check = checks.get(opcode)
                if check is None:
                    self.fail(f"unknown instruction opcode '{opcode}'")
                if opcode == "phi":
                    self.check_phi(cast(PhiNode, inst), pred_edges[id(b)], dt, reachable)
                else:
                    if inst.operands:
                        check_operands(inst, dt, index, reachable)
                    check(self, inst)
        return dt

    # -- SSA ------------------------------------------------------------------

    def check_operands(self, inst: Instruction, dt: DominatorTree, index: dict[int, int],
                       reachable: bool) -> None:
        fn = self.fn
        kinds = _OPERAND_KIND
        op: Any
        for op in inst.operands:
            kind = kinds.get(op.__class__)
            if kind is None:
                if op is None:
                    self.fail("operand is null")
                kind = _operand_kind(op.__class__)
            if kind is _OTHER:       # constants, globals, metadata: nothing to check here
                continue
            if kind is _INST:
                ob = op.parent
                if ob is None or ob.parent is not fn or (ob is inst.parent and id(op) not in index):
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
            elif kind is _ARG:
                if op.parent is not fn:
                    self.fail(f"operand {self.name(op)} is an argument of another function")
            elif op.parent is not fn:
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
