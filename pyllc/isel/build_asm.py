"""IR -> DAG for calls of inline assembly (LLVM's SelectionDAGBuilder::visitInlineAsm).

Contract: `lower_inline_asm(inst, asm)` lowers `call <ty> asm "template", "constraints"(args)`
into one chained INLINEASM node. Inputs are copied (COPY_TO_REG) into fresh virtual
registers before it, outputs are read (COPY_FROM_REG) from fresh virtual registers after
it; the INLINEASM machine instruction (codegen/inline_asm.py) names those registers, so
the node itself has no value operands and needs no legalization. Operands with an
explicit register (`{rax}`, x86 `a`) are physical registers of the instruction, with
COPYs around it made by the selector. The node joins pending loads and becomes the root:
it orders memory like a call, which is what an empty template with `~{memory}` (a
compiler barrier) needs.

Constraint letters map to register classes through the target's `InlineAsmInfo`; a
constraint the target does not know is an UnsupportedError naming it and the IR line.
A value that needs two registers where the letter offers register pairs (SPARC V8 `r`
with an i64) gets a fixed pair, the first of the target's list that the statement names
nowhere else: both registers are operands of the instruction (the template's `$N` names
the first), with copies of the value's halves around it, like any fixed register.
Operands in stack registers (x87 `{st}`) follow isel/asm_stack.py.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.inline_asm import InlineAsmInstr, parse_constraints
from pyllc.codegen.mir import Sym, VReg
from pyllc.codegen.opcodes import Op
from pyllc.codegen.records import ANY_REG, LABEL, Opnd, Reg, SImm
from pyllc.ir.constants import ConstantExpr, ConstantInt, ConstantPointerNull
from pyllc.ir.globals import GlobalValue
from pyllc.isel.asm_stack import stack_operands
from pyllc.isel.build_state import BuilderState
from pyllc.isel.vts import register_parts
from pyllc.native import trait

_IMM_CODES = frozenset("inEFsXgIJKLMNOP")
_ANY_CODES = frozenset("gXmo")
_IMM_KIND = SImm(64)


@trait
class InlineAsmMixin(BuilderState):
    """`lower_inline_asm` for FunctionLowering."""

    def lower_inline_asm(self, inst: Any, asm: Any, labels: tuple[Any, ...] = (),
                         before: Any = None) -> list[Any] | None:
        """`labels`: the machine blocks of a callbr's indirect destinations, named by
        its `!i` operands (`${N:l}`); `before()` runs right before the INLINEASM node
        (callbr: the copies into the indirect destinations' phis)."""
        if "inteldialect" in asm.asm_flags and asm.asm.strip():
            raise self.unsupported("inline asm in the Intel dialect")
        info = self.target.inline_asm
        cons = parse_constraints(asm.constraints)
        args = list(inst.operands[:inst.num_args])
        rtype = inst.type
        out_types = [] if rtype.is_void else (list(rtype.elems) if rtype.is_struct else [rtype])
        defs: list[tuple[Opnd, Any]] = []
        clobbers: list[tuple[Opnd, Any]] = []
        uses: list[tuple[Opnd, Any]] = []
        asm_ops: list[tuple[str, int, str, int]] = []    # (role, position, kind, bits)
        tied: list[tuple[str, str]] = []
        early: list[str] = []
        copies_in: list[tuple[Reg, VReg]] = []
        copies_out: list[tuple[VReg, Reg, Any]] = []     # (vreg, phys, IR type)
        # each non-indirect output: its vregs (None: a stack register, asm_stack.py)
        out_vregs: list[tuple[tuple[VReg, ...] | None, Any]] = []
        out_phys: dict[int, Reg] = {}                    # operand number -> its register
        out_pairs: dict[int, tuple[Reg, Reg]] = {}       # operand number -> its pair
        taken = self._asm_named(cons)                    # registers the statement names
        stack = stack_operands(info)
        out_names: dict[int, str] = {}
        dag = self.dag
        arg_i = 0
        res_i = 0
        text = f"'{asm.constraints}'"
        mem_outs: dict[int, Any] = {}      # operand number -> address of an `=*m` output
        for c in cons:
            if c.kind == "clobber":
                name = c.codes[0][1:-1] if c.codes and c.codes[0].startswith("{") else ""
                reg = info.named_register(name)
                if reg is None:
                    if name.lower() in info.ignored_clobbers:
                        continue
                    raise self.unsupported(f"inline asm clobber '~{{{name}}}'")
                if reg in self.target.reserved or any(reg is r for _, r in clobbers):
                    continue
                pos = stack.position(reg) if stack is not None else None
                if stack is not None and pos is not None:
                    stack.clobbered.add(pos)
                    continue
                clobbers.append((Opnd(f"c{len(clobbers)}", ANY_REG, True), reg))
                continue
            number = len(asm_ops)
            if c.kind == "out" and not c.indirect:
                if res_i >= len(out_types):
                    raise self.unsupported(f"inline asm constraints {text} with more outputs "
                                           "than the call returns")
                ty = out_types[res_i]
                res_i += 1
                name = f"d{len(defs)}"
                pair = self._asm_pair(c.codes, ty, taken, text)
                if pair is not None:
                    halves = self._pair_vregs(ty)
                    out_vregs.append((halves, ty))
                    for v, r in zip(halves, reversed(pair)):
                        copies_out.append((v, r, ty))
                    out_pairs[number] = pair
                    defs.append((Opnd(name, ANY_REG, True), pair[0]))
                    asm_ops.append(("def", len(defs) - 1, "reg", 64))
                    defs.append((Opnd(name + "b", ANY_REG, True), pair[1]))
                    if c.early_clobber:
                        early += [name, name + "b"]
                    out_names[number] = name
                    continue
                phys = self._asm_phys(c.codes)
                pos = stack.position(phys) if stack is not None else None
                if pos is not None and phys is not None and stack is not None:
                    stack.add_output(pos, self._asm_stack_vt(ty, text))
                    out_vregs.append((None, ty))
                    out_phys[number] = phys
                    out_names[number] = name
                    defs.append((Opnd(name, ANY_REG, True), phys))
                    asm_ops.append(("def", len(defs) - 1, "reg", 80))
                    continue
                vt, legal = self._asm_vts(ty, text)
                if phys is not None:
                    v = self.mf.new_vreg(self.legal[legal])
                    copies_out.append((v, phys, ty))
                    out_vregs.append(((v,), ty))
                    out_phys[number] = phys
                    defs.append((Opnd(name, ANY_REG, True), phys))
                else:
                    cls = self._asm_class(c.codes, legal, text)
                    v = self.mf.new_vreg(cls)
                    out_vregs.append(((v,), ty))
                    defs.append((Opnd(name, cls, True), v))
                if c.early_clobber:
                    early.append(name)
                out_names[number] = name
                asm_ops.append(("def", len(defs) - 1, "reg", _bits(vt)))
                continue
            if c.codes == ("!", "i"):               # a callbr destination label
                if not labels:
                    raise self.unsupported(f"inline asm label operand in constraints {text} "
                                           "outside callbr")
                uses.append((Opnd(f"u{len(uses)}", LABEL), labels[0]))
                labels = labels[1:]
                asm_ops.append(("use", len(uses) - 1, "label", 0))
                continue
            # inputs, and indirect outputs (`=*m`: the address is an input)
            if arg_i >= len(args):
                raise self.unsupported(f"inline asm constraints {text} with more inputs "
                                       "than the call passes")
            arg = args[arg_i]
            arg_i += 1
            name = f"u{len(uses)}"
            if c.tied is not None and c.tied in mem_outs:
                # tied to a memory output: the same memory operand, as LLVM's
                # SelectionDAGBuilder does (the value passed is what that memory holds)
                uses.append((Opnd(name, mem_outs[c.tied].cls), mem_outs[c.tied]))
                asm_ops.append(("use", len(uses) - 1, "mem", 0))
                continue
            if c.tied is not None:
                if c.tied not in out_names:
                    raise self.unsupported(f"inline asm constraints {text}: input tied to "
                                           f"${c.tied}, which is no register output")
                if c.tied in out_pairs:
                    self._pair_input(arg, out_pairs[c.tied], name, copies_in, uses, text)
                    asm_ops.append(("use", len(uses) - 2, "reg", 64))
                    continue
                phys = out_phys.get(c.tied)
                if self._asm_stack_input(stack, phys, arg, name, uses, text):
                    asm_ops.append(("use", len(uses) - 1, "reg", 80))
                    continue
                vt, legal = self._asm_vts(arg.type, text)
                if phys is not None:
                    copies_in.append((phys, self._asm_input(arg, legal)))
                    uses.append((Opnd(name, ANY_REG), phys))
                else:
                    d_cls = next(op for spec, op in defs if spec.name == out_names[c.tied]).cls
                    v = self._asm_input(arg, legal, d_cls)
                    uses.append((Opnd(name, d_cls), v))
                    tied.append((out_names[c.tied], name))
                asm_ops.append(("use", len(uses) - 1, "reg", _bits(vt)))
                continue
            codes = set(c.codes)
            imm = self._asm_immediate(arg) if codes & _IMM_CODES and not c.indirect else None
            if imm is not None:
                uses.append((Opnd(name, _IMM_KIND), imm))
                asm_ops.append(("use", len(uses) - 1, "imm", 0))
                continue
            if c.indirect and ("m" in codes or "Q" in codes or "o" in codes or "X" in codes
                               or "g" in codes):
                ptr = self._asm_input(arg, self.ptr_vt)
                uses.append((Opnd(name, ptr.cls), ptr))
                if c.kind == "out":
                    mem_outs[number] = ptr
                asm_ops.append(("use", len(uses) - 1, "mem", 0))
                continue
            if c.indirect:
                raise self.unsupported(f"inline asm indirect operand in constraints {text}")
            pair = self._asm_pair(c.codes, arg.type, taken, text)
            if pair is not None:
                self._pair_input(arg, pair, name, copies_in, uses, text)
                asm_ops.append(("use", len(uses) - 2, "reg", 64))
                continue
            phys = self._asm_phys(c.codes)
            if self._asm_stack_input(stack, phys, arg, name, uses, text):
                asm_ops.append(("use", len(uses) - 1, "reg", 80))
                continue
            vt, legal = self._asm_vts(arg.type, text)
            if phys is not None:
                copies_in.append((phys, self._asm_input(arg, legal)))
                uses.append((Opnd(name, ANY_REG), phys))
            else:
                cls = self._asm_class(c.codes, legal, text)
                uses.append((Opnd(name, cls), self._asm_input(arg, legal, cls)))
            asm_ops.append(("use", len(uses) - 1, "reg", _bits(vt)))
        if stack is not None:
            try:
                stack.check(text)
            except ValueError as e:
                raise self.unsupported(str(e)) from None
            for reg in stack.defined():        # what it pops or leaves, not an output
                if not any(r is reg for _, r in defs):
                    defs.append((Opnd(f"d{len(defs)}", ANY_REG, True), reg))
        operands = [spec for spec, _ in defs + clobbers + uses]
        ops = [op for _, op in defs + clobbers + uses]
        base = {"def": 0, "use": len(defs) + len(clobbers)}
        early += [spec.name for spec, _ in clobbers]
        line = self.source_line(inst)
        lines = max(1, asm.asm.count("\n") + asm.asm.count(";") + 1)
        flags = {"side_effects", "load", "store", "inline_asm"}
        if any(spec.kind == LABEL for spec in operands):
            flags.add("asm_goto")        # may branch: the block's live-outs are saved before
        instr = InlineAsmInstr(
            "INLINEASM", "", tuple(operands),
            flags=frozenset(flags),
            tied=tuple(tied), early_clobber=tuple(early), size=16 * lines,
            template=asm.asm,
            asm_operands=tuple((base[role] + i, kind, bits) for role, i, kind, bits in asm_ops),
            info=info,
            where=f" (in function @{self.fn.name}" + (f", IR line {line})" if line else ")"))
        # ${:uid} is numbered per module in function order once every function is
        # compiled (codegen/inline_asm.number_inline_asm), so it does not depend on -j
        self.mf.info.setdefault("inline_asm", []).append(instr)
        if before is not None:
            before()
        chain = self.side_chain()
        attr = (instr, tuple(ops), tuple(copies_in), tuple((v, r) for v, r, _ in copies_out))
        stacked: list[Any] = []
        if stack is not None and (stack.inputs or stack.left):
            # glued: nothing may come between the pushes, the statement and the pops
            chain, glue = stack.push(dag, chain)
            node = dag.node(Op.INLINEASM, ("ch", "glue"),
                            (chain,) if glue is None else (chain, glue), attr=attr)
            stacked, dag.root = stack.pop(dag, node.value(0), node.value(1))
        else:
            node = dag.node(Op.INLINEASM, ("ch",), (chain,), attr=attr)
            dag.root = node.value(0)
        results: list[Any] = []
        for vs, ty in out_vregs:
            if vs is None:
                results.append(stacked.pop(0))
            else:
                results.extend(self._read_vregs([vs], ty, chained=True))
        if rtype.is_void:
            return None
        return results

    # ---- helpers -------------------------------------------------------------------
    def source_line(self, inst: Any) -> int | None:
        raise NotImplementedError

    def _write_vregs(self, vregs: list[tuple], leaves: list[Any]) -> None:
        raise NotImplementedError

    def _read_vregs(self, vregs: list[tuple], t: Any, chained: bool = False) -> list[Any]:
        raise NotImplementedError

    def _asm_vts(self, ty: Any, text: str) -> tuple[str, str]:
        """(the IR value's type, the one legal type its register holds)."""
        vts = self.vts(ty)
        if len(vts) != 1:
            raise self.unsupported(f"inline asm operand of type {ty} in constraints {text}")
        parts = register_parts(vts[0], self.target)
        if len(parts) != 1:
            raise self.unsupported(f"inline asm operand of type {ty} (wider than a register) "
                                   f"in constraints {text}")
        return vts[0], parts[0]

    def _asm_stack_vt(self, ty: Any, text: str) -> str:
        """The value type of a stack-register operand (a floating-point type)."""
        vts = self.vts(ty)
        if len(vts) != 1 or vts[0] not in ("f32", "f64", "f80"):
            raise self.unsupported(f"inline asm stack register operand of type {ty} in "
                                   f"constraints {text}")
        return vts[0]

    def _asm_stack_input(self, stack: Any, phys: Reg | None, arg: Any, name: str,
                         uses: list[tuple[Opnd, Any]], text: str) -> bool:
        """If `phys` is a stack register: IR value `arg` goes there (asm_stack.py) and
        the instruction uses the register; True. Else False."""
        pos = stack.position(phys) if stack is not None else None
        if pos is None or phys is None:
            return False
        self._asm_stack_vt(arg.type, text)
        try:
            stack.add_input(pos, self.get1(arg), text)
        except ValueError as e:
            raise self.unsupported(str(e)) from None
        uses.append((Opnd(name, ANY_REG), phys))
        return True

    def _asm_named(self, cons: list[Any]) -> set[Reg]:
        """Every register the statement names: `{reg}` operands, fixed letters, clobbers
        (a register pair for a two-register value is chosen among the others)."""
        info = self.target.inline_asm
        named: set[Reg] = set()
        for c in cons:
            for code in c.codes:
                reg = (info.named_register(code[1:-1]) if code.startswith("{")
                       else info.fixed_register(code))
                if reg is not None:
                    named.add(reg)
        return named

    def _asm_pair(self, codes: tuple[str, ...], ty: Any, taken: set[Reg],
                  text: str) -> tuple[Reg, Reg] | None:
        """A fixed register pair for a value of IR type `ty` that needs two registers,
        if a letter of `codes` offers pairs for it (and marks it taken); else None."""
        vts = self.vts(ty)
        if len(vts) != 1 or len(register_parts(vts[0], self.target)) != 2:
            return None
        info = self.target.inline_asm
        offered = False
        for code in codes:
            for pair in info.register_pairs(code, vts[0]):
                offered = True
                if pair[0] not in taken and pair[1] not in taken:
                    taken.update(pair)
                    return pair
        if offered:
            raise self.unsupported(f"inline asm constraints {text}: no register pair left "
                                   f"for an operand of type {ty}")
        return None

    def _pair_vregs(self, ty: Any) -> tuple[VReg, VReg]:
        """Two fresh vregs for the register parts of IR type `ty`, low part first."""
        lo, hi = register_parts(self.vts(ty)[0], self.target)
        return self.mf.new_vreg(self.legal[lo]), self.mf.new_vreg(self.legal[hi])

    def _pair_input(self, arg: Any, pair: tuple[Reg, Reg], name: str,
                    copies_in: list[tuple[Reg, VReg]], uses: list[tuple[Opnd, Any]],
                    text: str) -> None:
        """IR value `arg` copied into `pair` (high part into the first register) before
        the instruction, which uses both registers; the first is `uses[-2]`."""
        halves = self._pair_vregs(arg.type)
        self._write_vregs([halves], [self.get1(arg)])
        for r, v in zip(pair, reversed(halves)):
            copies_in.append((r, v))
        uses.append((Opnd(name, ANY_REG), pair[0]))
        uses.append((Opnd(name + "b", ANY_REG), pair[1]))

    def _asm_phys(self, codes: tuple[str, ...]) -> Reg | None:
        info = self.target.inline_asm
        for code in codes:
            if code.startswith("{"):
                reg = info.named_register(code[1:-1])
                if reg is None:
                    raise self.unsupported(f"inline asm register '{code}'")
                return reg
            reg = info.fixed_register(code)
            if reg is not None:
                return reg
        return None

    def _asm_class(self, codes: tuple[str, ...], vt: str, text: str) -> Any:
        info = self.target.inline_asm
        for code in codes:
            cls = info.reg_class(code, vt)
            if cls is not None:
                return cls
        if set(codes) & _ANY_CODES:
            # `g`, `X`, `rm` ... with a value that is neither constant nor in memory: any
            # register that holds its type
            cls = info.reg_class("r", vt) or self.legal.get(vt)
            if cls is not None:
                return cls
        raise self.unsupported(f"inline asm constraint {text} for a value of type {vt}")

    def _asm_input(self, arg: Any, legal: str, cls: Any = None) -> VReg:
        """A fresh vreg (of `cls`, or `legal`'s class) holding IR value `arg`."""
        v = self.mf.new_vreg(cls if cls is not None else self.legal[legal])
        self._write_vregs([(v,)], [self.get1(arg)])
        return v

    def _asm_immediate(self, arg: Any) -> Any:
        """An int or Sym for a constant operand (`i`, `n`), else None."""
        if isinstance(arg, ConstantInt):
            return arg.signed
        if isinstance(arg, ConstantPointerNull):
            return 0
        if isinstance(arg, (GlobalValue, ConstantExpr)):
            folded = self.fold_address(arg)
            if folded is not None:
                return Sym(folded[0], folded[1])
        return None

    def fold_address(self, c: Any) -> tuple[str, int] | None:
        raise NotImplementedError


def _bits(vt: str) -> int:
    return int(vt[1:])
