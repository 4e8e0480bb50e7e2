"""RISC-V machine code from the instruction records (Keystone has no RISC-V).

Contract: `encode(mi, pc, label_addr)` takes a MachineInstr after register allocation and
frame lowering (physical registers, int immediates, `Sym` and MachineBasicBlock
operands) at byte address `pc` of its section and returns `(bytes, fixups)`:
little-endian instruction words (spec 1.5 "Base Instruction-Length Encoding": parcels are
little-endian) and a list of `Fixup(offset_in_bytes, reloc_type, sym)` for every Sym
operand, with ELF relocation names (RISC-V ELF psABI, "Relocations"). Fields under a
fixup are encoded as zero; relocs.py patches them once the symbol is placed.

Rules (STYLE.md A.4 and F): every field is range-checked against its operand kind and
width; an out-of-range value raises `EncodingError`, nothing is ever masked. Branch and
jump targets given as blocks are resolved through `label_addr(mbb) -> address`. A
conditional branch whose block is beyond +-4 KiB is relaxed, as GNU as does, into the
inverted branch over a `jal` (8 bytes: callers re-run layout when sizes change, see
mc/assembler.py); a `jal` beyond +-1 MiB raises.

Compressed instructions (the "C" extension, for functions whose features include "c"):
`encode(..., compressor=...)` writes an instruction in 2 bytes when a rule of
compress.py allows it (the 16-bit records have `size=2` and RVC formats whose `rd'`
fields hold x8-x15 as 3 bits); a pseudo whose expansion carries a relocation (`call`,
`lla`) stays full size as a whole. `RV64CompressingEncoder` adds the layout side:
exact sizes before addresses are known, and branches to blocks relaxed at layout.

Pseudos are encoded through their declared expansion (`Instr.expand`); the anchor label
of an auipc pair (the symbol of R_RISCV_PCREL_LO12_*) is named by `pcrel_label(pc)`,
default `.Lpcrel_hi_<pc in hex>`; the caller defines that local label at `pc`.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from pyllc.codegen.inline_asm import (
    InlineAsmInstr,
    expand_template,
    name_local_labels,
    no_symbols,
)
from pyllc.codegen.mir import FrameIndex, MachineBasicBlock, MachineInstr, Sym, VReg
from pyllc.codegen.records import Custom_Imm, Instr, Reg, RegClass, SImm, UImm
from pyllc.diagnostics import CompileError
from pyllc.mc.asm_parser import AsmParser, parse_int
from pyllc.mc.compress import Compressor
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.compress import COMPRESSOR
from pyllc.targets.riscv64.formats import imm_slices, scatter
from pyllc.targets.riscv64.registers import BY_NAME
from pyllc.targets.riscv64.relocs import hi20, lo12


class EncodingError(CompileError):
    """An operand that does not fit its field, or an instruction that cannot be encoded."""


class Fixup(NamedTuple):
    offset: int        # byte offset of the patched instruction inside the returned bytes
    type: str          # ELF relocation type name, e.g. "R_RISCV_PCREL_HI20"
    sym: Sym           # symbol (sym.name) and addend (sym.offset)


def default_pcrel_label(pc: int) -> str:
    return f".Lpcrel_hi_{pc:x}"


# (format name, Sym modifier) -> ELF relocation type (psABI "Relocations" table).
RELOC_FOR = {
    ("U", "hi"): "R_RISCV_HI20",
    ("U", "pcrel_hi"): "R_RISCV_PCREL_HI20",
    ("U", "call_plt"): "R_RISCV_CALL_PLT",       # covers the auipc+jalr pair
    ("U", "got_pcrel_hi"): "R_RISCV_GOT_HI20",   # PIC: the symbol's GOT slot
    ("U", "tprel_hi"): "R_RISCV_TPREL_HI20",     # TLS local exec
    ("I", "tprel_lo"): "R_RISCV_TPREL_LO12_I",
    ("S", "tprel_lo"): "R_RISCV_TPREL_LO12_S",
    ("R", "tprel_add"): "R_RISCV_TPREL_ADD",     # a marker on `add rd, rs, tp`
    ("U", "tls_ie_pcrel_hi"): "R_RISCV_TLS_GOT_HI20",   # TLS initial exec's GOT slot
    ("U", "tls_gd_pcrel_hi"): "R_RISCV_TLS_GD_HI20",    # TLS general dynamic's GOT pair
    ("I", "lo"): "R_RISCV_LO12_I",
    ("I", "pcrel_lo"): "R_RISCV_PCREL_LO12_I",
    ("S", "lo"): "R_RISCV_LO12_S",
    ("S", "pcrel_lo"): "R_RISCV_PCREL_LO12_S",
    ("B", None): "R_RISCV_BRANCH",
    ("J", None): "R_RISCV_JAL",
}

class _Layout(NamedTuple):
    """A record's encoding plan, computed once: its format's name, base word of the
    fixed fields, and the operand-driven fields as (operand index, name, kind, lsb,
    width, imm slices, register bias). The bias is 8 for the 3-bit register fields of
    compressed formats (`rd'`: x8-x15 encoded as 0-7, spec 16.2), else 0."""
    fmt: str
    base: int
    fields: tuple[tuple[int, str, Any, int, int, tuple[tuple[int, int], ...] | None, int], ...]


_LAYOUTS: dict[int, _Layout] = {}


def _layout(instr: Instr) -> _Layout:
    lay = _LAYOUTS.get(id(instr))
    if lay is not None:
        return lay
    if instr.fmt is None:
        raise EncodingError(f"{instr.name} has no encoding (pseudo without expansion)")
    fixed = dict(instr.fixed)
    index = {o.name: i for i, o in enumerate(instr.operands)}
    base = 0
    fields = []
    for fname, hi, lo in instr.fmt.fields:
        width = hi - lo + 1
        slices = imm_slices(fname) if "[" in fname else None
        if fname in fixed:
            base |= _field_bits(instr, fname, fixed[fname], width, slices) << lo
            continue
        opname = fname.split("[", 1)[0]
        bias = 8 if opname.endswith("'") else 0
        opname = opname.rstrip("'")
        if opname not in index:
            raise EncodingError(f"{instr.name}: field {fname} is neither fixed nor an operand")
        i = index[opname]
        fields.append((i, opname, instr.operands[i].kind, lo, width, slices, bias))
    lay = _LAYOUTS[id(instr)] = _Layout(instr.fmt.name, base, tuple(fields))
    return lay


def _field_bits(instr: Instr, fname: str, value: int, width: int,
                slices: tuple[tuple[int, int], ...] | None) -> int:
    """The bits of one field; for `imm[...]` fields the value's slices concatenated."""
    if slices is None:
        if not 0 <= value < (1 << width):
            raise EncodingError(f"{instr.name}: {value} does not fit the {width}-bit field {fname}")
        return value
    return scatter(value, slices)


def _check_imm(instr: Instr, name: str, kind: Any, value: int) -> None:
    if isinstance(kind, (SImm, UImm, Custom_Imm)) and not kind.fits(value):
        lsb0 = getattr(kind, "lsb0", 0)
        raise EncodingError(f"{instr.name}: immediate {name}={value} out of range for {kind}"
                            + (f" (multiple of {1 << lsb0})" if lsb0 else ""))


_CLASS_IDS: dict[int, tuple[RegClass, frozenset[int]]] = {}


def _in_class(op: Reg, kind: RegClass) -> bool:
    """`op in kind`, by identity first (registers are the target's own objects)."""
    hit = _CLASS_IDS.get(id(kind))
    if hit is None or hit[0] is not kind:
        hit = _CLASS_IDS[id(kind)] = (kind, frozenset(id(r) for r in kind.regs))
    return id(op) in hit[1] or op in kind


def _reg_enc(instr: Instr, name: str, kind: Any, op: Any) -> int:
    if isinstance(op, Reg):
        if isinstance(kind, RegClass) and not _in_class(op, kind):
            raise EncodingError(f"{instr.name}: register {op.asm_name()} is not in class "
                                f"{kind.name} for operand {name}")
        return op.enc
    if isinstance(op, (VReg, FrameIndex)):
        raise EncodingError(f"{instr.name}: operand {name} is still {op!r} "
                            "(encode runs after register allocation and frame lowering)")
    raise EncodingError(f"{instr.name}: operand {name} must be a register, got {op!r}")


def encode(mi: MachineInstr, pc: int = 0,
           label_addr: Callable[[MachineBasicBlock], int] | None = None,
           pcrel_label: Callable[[int], str] = default_pcrel_label,
           compressor: Compressor | None = None) -> tuple[bytes, list[Fixup]]:
    """Encode one instruction (or a pseudo's expansion) at address `pc`; with a
    `compressor` (the function has the C extension), in 2 bytes where a rule allows."""
    instr = mi.instr
    if instr.expand is not None:
        subs = instr.expand(mi, pcrel_label(pc))
        if compressor is not None and _has_symbol(subs):
            compressor = None      # a relocated sequence (call, lla ...) stays whole and full size
        data = bytearray()
        fixups: list[Fixup] = []
        for sub in subs:
            b, f = encode(sub, pc + len(data), label_addr, pcrel_label, compressor)
            fixups.extend(Fixup(o + len(data), t, s) for o, t, s in f)
            data += b
        return bytes(data), fixups
    if ("cond_branch" in instr.flags and isinstance(mi.ops[-1], MachineBasicBlock)
            and label_addr is not None
            and not instr.operands[-1].kind.fits(label_addr(mi.ops[-1]) - pc)):
        return _relaxed_branch(mi, pc, label_addr, compressor)
    if compressor is not None:
        short = compressor.compress(
            mi, None if label_addr is None else (lambda b: label_addr(b) - pc))
        if short is not None:
            return encode(short, pc, label_addr, pcrel_label)
    lay = _layout(instr)
    if len(mi.ops) != len(instr.operands):
        raise EncodingError(f"{instr.name}: expected {len(instr.operands)} operands, "
                            f"got {len(mi.ops)}")
    word = lay.base
    fixups = []
    for i, name, kind, lsb, width, slices, bias in lay.fields:
        op = mi.ops[i]
        if slices is None and name != "shamt":
            value = _reg_enc(instr, name, kind, op) - bias
        elif isinstance(op, Sym):
            reloc = RELOC_FOR.get((lay.fmt, op.modifier))
            if reloc is None:
                raise EncodingError(f"{instr.name}: no relocation for {op!r} in a "
                                    f"{lay.fmt}-type field")
            if not any(f.sym is op for f in fixups):   # one fixup per operand, not per field
                fixups.append(Fixup(0, reloc, op))
            if not op.offset or op.modifier not in ("hi", "lo"):
                continue                               # field left zero for the linker
            # %hi(s+A) / %lo(s+A): the field holds the addend's part, as GNU as writes it
            # (the linker replaces the whole field with the part of S + A)
            value = (hi20(op.offset) & 0xFFFFF) if op.modifier == "hi" else lo12(op.offset)
        elif isinstance(op, MachineBasicBlock):
            if label_addr is None:
                raise EncodingError(f"{instr.name}: branch to {op!r} needs label_addr")
            value = label_addr(op) - pc
            _check_imm(instr, name, kind, value)
        elif isinstance(op, bool) or not isinstance(op, int):
            raise EncodingError(f"{instr.name}: operand {name} must be an immediate, got {op!r}")
        else:
            value = op
            _check_imm(instr, name, kind, value)
        word |= _field_bits(instr, name, value, width, slices) << lsb
    for op in mi.ops:
        # a symbol operand without a field (`add ..., %tprel_add(x)`) only marks the word
        if isinstance(op, Sym) and not any(f.sym is op for f in fixups):
            reloc = RELOC_FOR.get((lay.fmt, op.modifier))
            if reloc is None:
                raise EncodingError(f"{instr.name}: no relocation for {op!r}")
            fixups.append(Fixup(0, reloc, op))
    return word.to_bytes(instr.size, "little"), fixups


def _has_symbol(mis: list[MachineInstr]) -> bool:
    for m in mis:
        for op in m.ops:
            if isinstance(op, Sym):
                return True
    return False


def _relaxed_branch(mi: MachineInstr, pc: int, label_addr: Callable[[MachineBasicBlock], int],
                    compressor: Compressor | None = None) -> tuple[bytes, list[Fixup]]:
    """`bCC a, b, far` -> `b!CC a, b, .+8 ; jal zero, far`; with C, as GNU as does,
    `c.beqz/c.bnez a, .+6 ; jal zero, far` where the inverted branch compresses."""
    inverse = I.INVERSE_BRANCH[mi.instr]
    short = None
    if compressor is not None:
        short = compressor.compress(MachineInstr(inverse, [mi.ops[0], mi.ops[1], 6]))
    if short is not None:
        first, _ = encode(short, pc)
    else:
        first, _ = encode(MachineInstr(inverse, [mi.ops[0], mi.ops[1], 8]), pc)
    second, _ = encode(MachineInstr(I.JAL, [I.ZERO, mi.ops[2]]), pc + len(first), label_addr)
    return first + second, []


def encode_bytes(mi: MachineInstr) -> bytes:
    """Bytes of an instruction that needs no fixups (registers and ints only)."""
    data, fixups = encode(mi)
    if fixups:
        raise EncodingError(f"{mi.instr.name}: needs relocations {[f.type for f in fixups]}")
    return data


# ---- inline asm: text -> records (GNU as mnemonics no record spells) ------------------

def _li(p: AsmParser, ops: list[str]) -> list[MachineInstr]:
    """`li rd, imm` for a 32-bit immediate, as GNU as expands it: addi, lui, or lui +
    addiw (hi20 rounded)."""
    value = parse_int(ops[1]) if len(ops) == 2 else None
    if value is None or not -(1 << 31) <= value < (1 << 31):
        raise EncodingError(f"li {', '.join(ops)}: only 32-bit immediates are supported")
    rd = p.register(ops[0])
    if -2048 <= value < 2048:
        return [MachineInstr(I.ADDI, [rd, I.ZERO, value])]
    lo = (value + 0x800) % 4096 - 0x800
    hi = ((value - lo) >> 12) & 0xFFFFF
    if lo == 0:
        return [MachineInstr(I.LUI, [rd, hi])]
    return [MachineInstr(I.LUI, [rd, hi]), MachineInstr(I.ADDIW, [rd, rd, lo])]


def _nop(ops: list[str]) -> list[MachineInstr]:
    return [MachineInstr(I.ADDI, [I.ZERO, I.ZERO, 0])]


def _rewrite(template: str) -> Any:
    """An alias spelled as another line: `{0}`, `{1}` ... are the alias's operands."""
    arity = len(set(re.findall(r"\{(\d+)\}", template)))

    def rewrite(p: AsmParser, ops: list[str]) -> list[MachineInstr]:
        _operands("this instruction", ops, arity)
        return p.parse(template.format(*ops))
    return rewrite


def _operands(name: str, ops: list[str], *counts: int) -> list[str]:
    """`ops` if an alias takes that many operands, else the assembler's error."""
    if len(ops) not in counts:
        what = name if name.startswith("this") else f"'{name}'"
        raise CompileError(f"{what} takes {' or '.join(map(str, counts))} operands, "
                           f"got {len(ops)}")
    return ops


_ALIASES = {
    "nop": lambda p, ops: _nop(_operands("nop", ops, 0)),
    # branch pseudo-instructions (RISC-V spec, "Assembly Programmer's Handbook")
    "beqz": _rewrite("beq {0}, zero, {1}"), "bnez": _rewrite("bne {0}, zero, {1}"),
    "bltz": _rewrite("blt {0}, zero, {1}"), "bgez": _rewrite("bge {0}, zero, {1}"),
    "blez": _rewrite("bge zero, {0}, {1}"), "bgtz": _rewrite("blt zero, {0}, {1}"),
    "bgt": _rewrite("blt {1}, {0}, {2}"), "ble": _rewrite("bge {1}, {0}, {2}"),
    "bgtu": _rewrite("bltu {1}, {0}, {2}"), "bleu": _rewrite("bgeu {1}, {0}, {2}"),
    "li": _li,
    "fence": lambda p, ops: (p.parse(f"fence {ops[0]}, {ops[1]}", aliases=False)
                             if _operands("fence", ops, 0, 2)
                             else [MachineInstr(I.FENCE_IORW, [])]),
    "zext.b": _rewrite("andi {0}, {1}, 255"),
}
_PARSER: list[AsmParser] = []


def asm_parser() -> AsmParser:
    """The parser of RISC-V assembly lines over this target's records (built once)."""
    if not _PARSER:
        _PARSER.append(AsmParser(I.INSTRS.values(), BY_NAME, _ALIASES))
    return _PARSER[0]


def encode_inline_asm(mi: MachineInstr, pc: int, blocks: Any = None,
                      compressor: Compressor | None = None) -> bytes:
    """An INLINEASM's expanded template through the records. Its labels (numeric local
    ones renamed) become stand-in blocks that branches resolve; directives and symbols
    need a real assembler: an error naming the line. With a `compressor`, instructions
    compress as GNU as would compress them, but branches to labels stay full size (their
    layout here is not iterated to a fixpoint)."""
    instr = mi.instr
    assert isinstance(instr, InlineAsmInstr)
    parser = asm_parser()
    lines = name_local_labels(expand_template(mi, no_symbols(instr)), f".Lpyllc_asm{instr.uid}_")
    # callbr destinations: the function's blocks, by label (`blocks` gives addresses)
    parser.labels = {op.label: op for op in mi.ops if isinstance(op, MachineBasicBlock)}
    body: list[tuple[str | None, str]] = []          # (label defined here, instruction)
    for line in lines:
        label, sep, rest = line.partition(":")
        if sep and label and " " not in label and "(" not in label:
            parser.labels[label] = MachineBasicBlock(-1, label)
            line = rest.strip()
        else:
            label = ""
        if line.startswith("."):
            raise EncodingError(f"inline asm directive '{line}' cannot be assembled into an "
                                f"object{instr.where}")
        body.append((label or None, line))
    try:
        parsed = [(label, parser.parse(text) if text else []) for label, text in body]
    except CompileError as e:
        raise EncodingError(f"cannot assemble inline asm: {e}{instr.where}") from None
    addresses: dict[Any, int] = {}
    data = b""
    for _ in range(3):                 # label addresses from the previous round's sizes
        out = bytearray()
        for defined, sub in parsed:
            if defined is not None:
                addresses[parser.labels[defined]] = pc + len(out)
            for one in sub:
                short = None if any(isinstance(op, MachineBasicBlock) for op in one.ops) \
                    else compressor
                out += encode(one, pc + len(out), lambda b: addresses[b] if b in addresses
                              else pc if b.number < 0 or blocks is None else blocks(b),
                              compressor=short)[0]
        if bytes(out) == data:
            break
        data = bytes(out)
    return data


class RV64Encoder:
    """The `Encoder` of codegen/target.py over this module's table encoder (functions
    without the C extension: every instruction is 4 bytes)."""

    def encode(self, mi: MachineInstr, pc: int, labels: Any,
               pcrel_label: Callable[[int], str] = default_pcrel_label) -> tuple[bytes, list[Any]]:
        if mi.instr.__class__ is InlineAsmInstr:
            return encode_inline_asm(mi, pc, labels), []
        return encode(mi, pc, labels, pcrel_label)

    def size(self, mi: MachineInstr) -> int:
        return mi.instr.size


class RV64CompressingEncoder(RV64Encoder):
    """The encoder of functions with the C extension: every instruction that a rule of
    compress.py allows is 2 bytes. Branches and jumps to blocks are span-dependent
    (mc/assembler.py's `relax`): c.beqz/c.bnez (+-256 B) or c.j (+-2 KiB) while the
    target is in reach, else the 4-byte form, else the inverted branch over a `jal`;
    the assembler starts them short and, after its first rounds, only grows them, so
    layout reaches a fixpoint (as LLVM's MC relaxation and GNU as do). Inline asm
    compresses too, but for its branches to its own labels.

    Layout asks for an instruction's size and then encodes it in each of its rounds:
    the short form and the bytes of a real instruction without block operands do not
    depend on its address, so they are kept per MachineInstr (by identity: the
    assembler runs on final MIR) while that object is the one asked about."""

    MEMO_LIMIT = 1 << 16
    relax_exact = True       # `relax` picks a form that reaches, in every layout round

    def __init__(self, compressor: Compressor = COMPRESSOR) -> None:
        self.compressor = compressor
        # id(mi) -> (mi, its short form or None, (bytes, fixups) once encoded)
        self._memo: dict[int, tuple[MachineInstr, MachineInstr | None,
                                    tuple[bytes, list[Any]] | None]] = {}

    def forget(self) -> None:
        """The assembler is done with a function (mc/assembler.py): drop the memo. It
        holds the MachineInstrs, and through them their blocks, the IR and the module;
        the encoder lives as long as its Target (cached for the process), so a process
        compiling many modules kept up to MEMO_LIMIT instructions of old ones alive."""
        self._memo.clear()

    def _plain(self, mi: MachineInstr) -> bool:
        """A real instruction whose encoding does not depend on its address."""
        if mi.instr.expand is not None or mi.instr.__class__ is InlineAsmInstr:
            return False
        return all(op.__class__ is not MachineBasicBlock for op in mi.ops)

    def _entry(self, mi: MachineInstr) -> tuple[MachineInstr, MachineInstr | None,
                                                 tuple[bytes, list[Any]] | None]:
        hit = self._memo.get(id(mi))
        if hit is None or hit[0] is not mi:
            if len(self._memo) >= self.MEMO_LIMIT:
                self._memo.clear()
            hit = self._memo[id(mi)] = (mi, self.compressor.compress(mi), None)
        return hit

    def encode(self, mi: MachineInstr, pc: int, labels: Any,
               pcrel_label: Callable[[int], str] = default_pcrel_label) -> tuple[bytes, list[Any]]:
        if mi.instr.__class__ is InlineAsmInstr:
            return encode_inline_asm(mi, pc, labels, self.compressor), []
        if not self._plain(mi):
            return encode(mi, pc, labels, pcrel_label, self.compressor)
        _, short, done = self._entry(mi)
        if done is None:
            data, fixups = encode(short or mi, pc, labels, pcrel_label)
            done = (data, list(fixups))
            self._memo[id(mi)] = (mi, short, done)
        return done[0], list(done[1])

    def size(self, mi: MachineInstr) -> int:
        """The size before addresses are known: exact, but for branches to blocks,
        which start at their shortest form."""
        instr = mi.instr
        if instr.__class__ is InlineAsmInstr:
            return instr.size
        if instr.expand is not None:
            subs = instr.expand(mi, "")
            if _has_symbol(subs):
                return sum(s.instr.size for s in subs)
            return sum(self.size(s) for s in subs)
        if not self._plain(mi):
            return 2 if self.compressor.compress(mi) is not None else instr.size
        return 2 if self._entry(mi)[1] is not None else instr.size

    def relax(self, mi: MachineInstr, pc: int, size: int, labels: Any,
              grow_only: bool) -> bytes | None:
        """The bytes of a branch or jump to a block: its shortest form that reaches
        (with `grow_only`, none shorter than `size`); None for other instructions."""
        if not mi.ops or mi.ops[-1].__class__ is not MachineBasicBlock:
            return None
        if mi.instr is I.PseudoBR:
            mi = MachineInstr(I.JAL, [I.ZERO, mi.ops[0]])
        instr = mi.instr
        if not (instr is I.JAL or "cond_branch" in instr.flags):
            return None
        offset = labels(mi.ops[-1]) - pc
        short = self.compressor.compress(mi, lambda b: offset)
        if short is not None and (not grow_only or size <= 2):
            return encode(short, pc, labels)[0]
        if instr.operands[-1].kind.fits(offset) or instr is I.JAL:
            full = encode(mi, pc, labels)[0]          # a jal out of reach raises here
            if not grow_only or size <= len(full):
                return full
        return _relaxed_branch(mi, pc, labels, self.compressor)[0]


ENCODER = RV64Encoder()
COMPRESSING_ENCODER = RV64CompressingEncoder()
