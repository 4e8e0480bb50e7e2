"""The module-level assembly writer: GNU `as` syntax for a whole module (functions,
constant pools, jump tables, global data, aliases), like llc's `-filetype=asm`.

Contract:
  requires  machine functions after frame lowering (physical registers only, no frame
            indexes) and the IR module they came from;
  maintains the MIR; the only write is `MachineBasicBlock.label` (`.LBB<fn#>_<bb#>`)
            for blocks that have none yet;
  produces  the `.s` text.

Blocks get a label when an instruction, a jump table or a `blockaddress` names them (the
others a `# %bb.N:` comment, as llc prints); `MachineBasicBlock.align` is in bytes (0/1:
none) and prints as `.p2align`. Private globals are `.L<name>` (see mc/data.py).

Target facts come from `target.asm_info` (all optional):
  comment            "#"                         comment leader
  data_directives    {1: ".byte", 2: ".short", 4: ".long", 8: ".quad"}
                     (a size without a directive is printed as two halves)
  zero_directive     ".zero"
  function_p2align   2                           log2 of function alignment (read from
                                                 each function's own target: features)
  module_directives  ((".attribute", "4, 16"),)  written after the first `.text`
  function_mode      ".option rvc"               a function's ISA mode (from its own
                                                 target); written after the `.p2align` of
                                                 a function whose mode differs from the
                                                 one in effect
  type_prefix        "@"                         `.type f,@function`
  jump_table_entry   "abs"                       pointer-sized absolute block addresses
  pic_directive      ".option pic"               written first in a PIC module
  pic_local_aliases  True                        PIC: `.L<name>$local` aliases (codegen/pic.py)
and from `target.mc` (codegen/target.py MCInfo): `format_sym(sym)`, the operand text of
a `Sym`, and `syntax_template(syntax)` for an alternative syntax (x86 `intel`).

`InstrPrinter` is shared with the Keystone encoders (mc/keystone.py), which feed
Keystone the same instruction text (with their own symbol spelling).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pyllc.codegen.inline_asm import InlineAsmInstr, expand_template
from pyllc.codegen.machine_loops import MachineLoop, find_loops
from pyllc.codegen.mir import (
    BlockSym,
    FrameIndex,
    MachineBasicBlock,
    MachineFunction,
    MachineInstr,
    Sym,
    VReg,
    jump_table_label,
)
from pyllc.codegen.pic import jump_table_entry, local_alias, uses_local_alias
from pyllc.codegen.records import Instr, Reg, RegClass
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError, UnsupportedError
from pyllc.mc.data import (
    Ascii,
    AsmNames,
    DataAlias,
    DataObject,
    Int,
    Piece,
    SymRef,
    Zero,
    binding_of,
    lay_out_module,
    quote_symbol,
    split_bytes,
)
from pyllc.mc.dwarf_asm import DebugDirectives

DEFAULT_DATA_DIRECTIVES = {1: ".byte", 2: ".short", 4: ".long", 8: ".quad"}

# --------------------------------------------------------------------------- shared naming


def function_number(mf: MachineFunction, position: int) -> int:
    """The `<fn#>` in `.LBB<fn#>_<bb#>`, `.LCPI<fn#>_<n>`, `.LJTI<fn#>_<n>`, `.Lfunc_end<fn#>`:
    `mf.info["fn_number"]` when the pipeline set it, else the function's position among
    the module's defined functions (which is what isel should use to name its labels)."""
    return mf.info.get("fn_number", position)


def constant_pool_label(fn_number: int, index: int) -> str:
    return f".LCPI{fn_number}_{index}"


def name_blocks(mf: MachineFunction, fn_number: int) -> None:
    """Give every block without one its label `.LBB<fn#>_<bb#>` (renumbering first if
    passes left two blocks with one number)."""
    if len({b.number for b in mf.blocks}) != len(mf.blocks):
        mf.renumber()
    for mbb in mf.blocks:
        if not mbb.label:
            mbb.label = f".LBB{fn_number}_{mbb.number}"


def name_all_blocks(functions: list[MachineFunction]) -> Callable[[Any, Any], str]:
    """Name the blocks of every function; returns `block_label(ir_function, ir_block)` for
    `blockaddress` constants (the first machine block made from that IR block)."""
    by_ir: dict[tuple[int, int], str] = {}
    for pos, mf in enumerate(functions):
        name_blocks(mf, function_number(mf, pos))
        for mbb in mf.blocks:
            if mbb.ir_block is not None:
                by_ir.setdefault((id(mf.ir_function), id(mbb.ir_block)), mbb.label)

    def block_label(fn: Any, bb: Any) -> str:
        label = by_ir.get((id(fn), id(bb)))
        if label is None:
            raise UnsupportedError(f"blockaddress of a block of @{fn.name} that has no machine "
                                   "code")
        return label
    return block_label


def is_address_taken(mbb: MachineBasicBlock) -> bool:
    """The block's IR block is named by a `blockaddress` (it needs a label)."""
    bb = mbb.ir_block
    return bb is not None and any(type(u).__name__ == "BlockAddress" for u in bb.users)


def function_symbol(mf: MachineFunction, names: AsmNames) -> str:
    fn = mf.ir_function
    return names.of(fn) if fn is not None else names(mf.name)


def function_section(mf: MachineFunction) -> str:
    """`.text`, or the IR function's `section "..."`."""
    fn = mf.ir_function
    return (fn.section if fn is not None else None) or ".text"


def function_linkage(mf: MachineFunction) -> str:
    fn = mf.ir_function
    return fn.linkage if fn is not None else mf.linkage


def is_emitted_function(mf: MachineFunction) -> bool:
    """`available_externally` bodies are for optimisation only: no code is emitted."""
    return function_linkage(mf) != "available_externally"


def referenced_blocks(mf: MachineFunction) -> set[MachineBasicBlock]:
    """Blocks named by an instruction operand or a jump table (they need a label)."""
    out: set[MachineBasicBlock] = set()
    add = out.add
    for mbb in mf.blocks:
        for mi in mbb.instrs:
            for op in mi.ops:
                cls = op.__class__
                if cls is Reg or cls is int:      # most operands: nothing to look at
                    continue
                if isinstance(op, MachineBasicBlock):
                    add(op)
                elif isinstance(op, BlockSym) and isinstance(op.block, MachineBasicBlock):
                    add(op.block)                 # a block's address
    for table in mf.jump_tables:
        out.update(table)
    for mbb in mf.blocks:
        if is_address_taken(mbb):
            out.add(mbb)
    return out


def constant_pool_section(data: bytes) -> tuple[str, str]:
    """(section name, GNU flags suffix) for a constant-pool entry of these bytes."""
    n = len(data)
    if n in (4, 8, 16, 32):
        return f".rodata.cst{n}", f',"aM",@progbits,{n}'
    return ".rodata", ',"a",@progbits'


def log2(n: int) -> int:
    if n <= 0 or n & (n - 1):
        raise ValueError(f"alignment {n} is not a power of two")
    return n.bit_length() - 1


# --------------------------------------------------------------------------- instructions

_PLACEHOLDER = re.compile(r"\$\$|\$\{(\w+)\}|\$(\w+)")


class InstrPrinter:
    """Turns MachineInstrs into text by substituting their `Instr.asm` template.

    `$name` / `${name}` -> the operand called `name`; `$$` -> a literal `$` (AT&T
    immediates). Registers print as `asm_name(bits)` when the operand's kind is a
    RegClass; ints in decimal; blocks as their label; `Sym`s through `format_sym` after
    mapping IR names to assembly names; condition codes as given. Templates are compiled
    once per `Instr`.
    """

    def __init__(self, names: Callable[[str], str], format_sym: Callable[[Sym], str],
                 format_block: Callable[[MachineBasicBlock], str] | None = None,
                 quote: bool = False,
                 template: Callable[[Instr], str] | None = None) -> None:
        self.names = names
        self.template = template              # another syntax's template (x86 Intel)
        self.quote = quote                    # quote symbol names GNU as cannot read bare
        self.format_sym = format_sym
        self.format_block = format_block      # None: the block's label
        self._compiled: dict[Instr, list[Any]] = {}
        self._reg_names: dict[tuple[Reg, int | None], str] = {}

    def _compile(self, instr: Instr) -> list[Any]:
        parts: list[Any] = []
        index = {o.name: i for i, o in enumerate(instr.operands)}
        asm = instr.asm if self.template is None else self.template(instr)
        pos = 0
        for m in _PLACEHOLDER.finditer(asm):
            parts.append(asm[pos:m.start()])
            pos = m.end()
            if m.group(0) == "$$":
                parts.append("$")
                continue
            name = m.group(1) or m.group(2)
            if name not in index:
                raise ValueError(f"instruction {instr.name}: asm '{asm}' names ${name}, "
                                 "which is not one of its operands")
            spec = instr.operands[index[name]]
            bits = spec.kind.bits if isinstance(spec.kind, RegClass) else None
            parts.append((index[name], bits))
        parts.append(asm[pos:])
        parts = [p for p in parts if p != ""]
        self._compiled[instr] = parts
        return parts

    def text(self, mi: MachineInstr) -> str:
        """The instruction's text; "" for pseudos that print nothing. Inline asm gives
        its lines, joined by newlines."""
        if mi.instr.__class__ is InlineAsmInstr:
            return "\n".join(self.inline_asm_lines(mi))
        parts = self._compiled.get(mi.instr)
        if parts is None:
            parts = self._compile(mi.instr)
        ops = mi.ops
        regs = self._reg_names
        out = []
        for p in parts:
            if p.__class__ is str:
                out.append(p)
                continue
            op = ops[p[0]]
            if op.__class__ is Reg:                  # the common case, cached per width
                key = (op, p[1])
                name = regs.get(key)
                if name is None:
                    name = regs[key] = op.asm_name(p[1])
                out.append(name)
            elif op.__class__ is int:
                out.append(str(op))
            else:
                out.append(self.operand(mi, op, p[1]))
        return "".join(out)

    def inline_asm_lines(self, mi: MachineInstr) -> list[str]:
        """The expanded template of an INLINEASM (codegen/inline_asm.py)."""
        return expand_template(mi, lambda sym: self.operand(mi, sym, None),
                               lambda mbb: self.operand(mi, mbb, None))

    def operand(self, mi: MachineInstr, op: Any, bits: int | None) -> str:
        if isinstance(op, Reg):
            return op.asm_name(bits)
        if isinstance(op, bool):
            return str(int(op))
        if isinstance(op, int):
            return str(op)
        if isinstance(op, MachineBasicBlock):
            return op.label if self.format_block is None else self.format_block(op)
        if isinstance(op, Sym):
            name = self.names(op.name)
            if self.quote:
                name = quote_symbol(name)
            if name != op.name:
                op = Sym(name, op.offset, op.modifier)
            return self.format_sym(op)
        if isinstance(op, str):
            return op
        if isinstance(op, VReg):
            raise CompileError(f"internal error: virtual register {op!r} left in {mi!r} after "
                               "register allocation")
        if isinstance(op, FrameIndex):
            raise CompileError(f"internal error: frame index {op!r} left in {mi!r} after "
                               "frame lowering")
        raise CompileError(f"internal error: cannot print operand {op!r} of {mi!r}")


def loop_comments(mbb: MachineBasicBlock, loop: MachineLoop, fn_number: int) -> list[str]:
    """llc's -asm-verbose loop lines for `mbb`, whose innermost loop is `loop`: the header
    of a block in a loop; for a header its parent loops, itself and its child loops,
    indented by depth as llc's AsmPrinter does."""
    def bb(b: MachineBasicBlock) -> str:
        return f"BB{fn_number}_{b.number}"
    if loop.header is not mbb:
        return [f"  in Loop: Header={bb(loop.header)} Depth={loop.depth}"]
    lines: list[str] = []
    parents = []
    p = loop.parent
    while p is not None:
        parents.append(p)
        p = p.parent
    for q in reversed(parents):
        lines.append(" " * (2 * q.depth) + f"Parent Loop {bb(q.header)} Depth={q.depth}")
    kind = "Inner Loop" if loop.inner else "Loop"
    lines.append("=>" + " " * (2 * loop.depth - 2) + f"This {kind} Header: Depth={loop.depth}")

    def children(lp: MachineLoop) -> None:
        for c in lp.children:
            lines.append(" " * (2 * c.depth) + f"Child Loop {bb(c.header)} Depth {c.depth}")
            children(c)
    children(loop)
    return lines


def prints_nothing(mi: MachineInstr) -> bool:
    return not mi.instr.asm and "pseudo" in mi.instr.flags


# --------------------------------------------------------------------------- the writer


class AsmWriter:
    """Writes one module; `lines` collects the output."""

    def __init__(self, module: Any, target: Target, functions: list[MachineFunction],
                 syntax: str | None = None, verbose: bool = True, annotate: bool = False,
                 pic: bool = False, force_dwarf_frame: bool = False) -> None:
        self.module = module
        self.pic = pic
        self.aliases = pic and target.asm_info.get("pic_local_aliases", True)
        self.verbose = verbose          # block and function comments (-asm-verbose=false: none)
        self.annotate = verbose and annotate    # loop and spill/reload comments too
        self.target = target
        self.functions = functions
        info = target.asm_info
        self.comment = info.get("comment", "#")
        self.directives = dict(info.get("data_directives", DEFAULT_DATA_DIRECTIVES))
        self.zero_directive = info.get("zero_directive", ".zero")
        self.fn_p2align = info.get("function_p2align", 2)
        self.mode: str | None = info.get("function_mode")     # the ISA mode in effect
        self.type_prefix = info.get("type_prefix", "@")
        self.jt_entry = jump_table_entry(target, pic)
        self.big_endian = target.big_endian
        self.data = lay_out_module(module, name_all_blocks(functions), pic, self.aliases)
        self.names = self.data.names
        template = None
        self.syntax_directive: str | None = None
        if syntax is not None:
            template = target.mc.syntax_template(syntax)
            if template is None:
                raise CompileError(f"target {target.name} has no '{syntax}' assembly syntax")
            self.syntax_directive = target.asm_info.get(f"{syntax}_directive")
        self.printer = InstrPrinter(self.names, target.mc.format_sym,
                                    quote=True, template=template)
        self.ptr_size = module.datalayout.pointer_size(0)
        self.lines: list[str] = []
        self.section: str | None = None
        self.debug = DebugDirectives(module, self.lines, info.get("cfi_reg_prefix", ""),
                                     force_dwarf_frame)     # .loc with !dbg, .cfi_*

    # ---- small helpers ----
    def emit(self, text: str) -> None:
        self.lines.append(text)

    def directive(self, name: str, args: str = "", comment: str | None = None) -> None:
        line = f"\t{name}\t{args}" if args else f"\t{name}"
        if comment and self.verbose:
            line = f"{line:<40}{self.comment} {comment}"
        self.lines.append(line)

    def label(self, name: str, comment: str | None = None) -> None:
        line = quote_symbol(name) + ":"
        if comment and self.verbose:
            line = f"{line:<40}{self.comment} {comment}"
        self.lines.append(line)

    def switch_section(self, name: str, flags: str = "") -> None:
        if name == self.section:
            return
        self.section = name
        if name in (".text", ".data", ".bss") and not flags:
            self.directive(name)
        else:
            self.directive(".section", name + (flags or _default_flags(name)))

    def symbol_binding(self, name: str, binding: str, visibility: str = "default") -> None:
        q = quote_symbol(name)
        if binding == "global":
            self.directive(".globl", q)
        elif binding == "weak":
            self.directive(".weak", q)
        if visibility in ("hidden", "protected"):
            self.directive("." + visibility, q)

    def p2align(self, align: int) -> None:
        if align > 1:
            self.directive(".p2align", str(log2(align)))

    # ---- pieces ----
    def pieces(self, pieces: list[Piece]) -> None:
        for p in pieces:
            if isinstance(p, Int):
                self.integer(p.size, p.value, p.comment)
            elif isinstance(p, Zero):
                self.directive(self.zero_directive, str(p.size))
            elif isinstance(p, Ascii):
                if p.data.endswith(b"\0"):
                    self.directive(".asciz", _quote_bytes(p.data[:-1]))
                else:
                    self.directive(".ascii", _quote_bytes(p.data))
            else:
                self.sym_value(p)

    def integer(self, size: int, value: int, comment: str | None = None,
                hexa: bool | None = None) -> None:
        """`value` with the directive for `size` bytes (hex when it is a float's bits)."""
        if hexa is None:
            hexa = comment is not None
        d = self.directives.get(size)
        if d is None:
            half = size // 2
            if half == 0 or half * 2 != size:
                raise CompileError(f"internal error: no directive for a {size}-byte value")
            hi, lo = value >> (8 * half), value & ((1 << (8 * half)) - 1)
            first, second = (hi, lo) if self.big_endian else (lo, hi)
            self.integer(half, first, comment, hexa)
            self.integer(half, second, None, hexa)
            return
        self.directive(d, f"{value:#x}" if hexa else str(value), comment)

    def sym_value(self, ref: SymRef) -> None:
        d = self.directives.get(ref.size)
        if d is None:
            raise UnsupportedError(f"a {ref.size}-byte symbol reference to {ref.name} is not supported")
        text = quote_symbol(ref.name) + (f"{ref.addend:+d}" if ref.addend else "")
        if ref.minus is not None:
            text += "-" + quote_symbol(ref.minus)
        self.directive(d, text)

    # ---- module ----
    def write(self) -> str:
        m = self.module
        functions = self.functions
        if self.syntax_directive:
            self.directive(self.syntax_directive)
        self.directive(".text")
        self.section = ".text"
        for name, args in self.target.asm_info.get("module_directives", ()):
            self.directive(name, args)
        if self.pic and self.target.asm_info.get("pic_directive"):
            self.directive(self.target.asm_info["pic_directive"])     # RISC-V .option pic
        if m.source_filename is not None:
            self.directive(".file", _quote_bytes(m.source_filename.encode()))
        if m.module_asm and self.syntax_directive:
            self.directive(".att_syntax")      # module asm is written in AT&T syntax
        for text in m.module_asm:
            self.lines.append(text)
        if m.module_asm and self.syntax_directive:
            self.directive(self.syntax_directive)
        for pos, mf in enumerate(functions):
            if is_emitted_function(mf):
                self.function(mf, function_number(mf, pos))
        for obj in self.data.objects:
            self.data_object(obj)
        for alias in self.data.aliases:
            self.alias(alias)
        for name in self.data.weak_refs:
            self.directive(".weak", quote_symbol(name))
        self.directive(".section", '".note.GNU-stack","",@progbits')
        return "\n".join(self.lines) + "\n"

    def function(self, mf: MachineFunction, n: int) -> None:
        name = function_symbol(mf, self.names)
        q = quote_symbol(name)
        self.constant_pool(mf)
        section = function_section(mf)
        self.switch_section(section, "" if section == ".text" else ',"ax",@progbits')
        fn = mf.ir_function
        self.symbol_binding(name, binding_of(function_linkage(mf)),
                            fn.visibility if fn is not None else "default")
        info = getattr(mf.target, "asm_info", None) or self.target.asm_info
        self.directive(".p2align", str(info.get("function_p2align", self.fn_p2align)))
        mode = info.get("function_mode")
        if mode is not None and mode != self.mode:
            # after the alignment: its padding belongs to the code before (GNU as pads
            # in the mode in effect, and cannot pad 2 bytes under `.option norvc`)
            self.directive(mode)
            self.mode = mode
        self.directive(".type", f"{q},{self.type_prefix}function")
        self.label(name, f"-- Begin function {name}")
        if self.aliases and fn is not None and uses_local_alias(fn, self.module):
            self.label(local_alias(name))
        debug = self.debug if self.debug.enabled else None
        if debug is not None:
            debug.function_start(mf)
        labelled = referenced_blocks(mf)
        loops = find_loops(mf) if self.annotate else {}
        for mbb in mf.blocks:
            if mbb.align > 1:
                self.p2align(mbb.align)
            if mbb in labelled or mbb.align > 1:
                self.label(mbb.label, f"%{mbb.name}" if mbb.name else None)
            elif self.verbose:
                head = f"{self.comment} %bb.{mbb.number}:"
                if mbb.name:
                    head = f"{head:<40}{self.comment} %{mbb.name}"
                self.emit(head)
            loop = loops.get(mbb)
            if loop is not None:            # llc's loop comments, lines of their own
                for text in loop_comments(mbb, loop, n):
                    self.emit(f"{'':<40}{self.comment} {text}")
            for mi in mbb.instrs:
                if prints_nothing(mi):
                    continue
                if debug is not None:
                    debug.before(mi)
                if mi.instr.__class__ is InlineAsmInstr:
                    self.inline_asm(mi)
                else:
                    line = "\t" + self.printer.text(mi)
                    if mi.comment and self.annotate:
                        line = f"{line:<40}{self.comment} {mi.comment}"
                    self.emit(line)
                if debug is not None:
                    debug.after(mi)
        end = f".Lfunc_end{n}"
        self.label(end)
        self.directive(".size", f"{q}, {end}-{q}", "-- End function")
        if debug is not None:
            debug.function_end()
        self.jump_tables(mf, n)

    def inline_asm(self, mi: MachineInstr) -> None:
        """The template's lines between `APP`/`NO_APP` comments, as llc writes them;
        AT&T templates inside an Intel-syntax file switch syntax around them."""
        switch = self.syntax_directive is not None
        self.emit(f"\t{self.comment}APP")
        if switch:
            self.directive(".att_syntax")
        for line in self.printer.inline_asm_lines(mi):
            self.emit(line if line.endswith(":") else "\t" + line)
        if switch:
            self.directive(str(self.syntax_directive))
        self.emit(f"\t{self.comment}NO_APP")

    def constant_pool(self, mf: MachineFunction) -> None:
        for label, data, align in mf.constants:
            section, flags = constant_pool_section(data)
            self.switch_section(section, flags)
            self.p2align(align)
            self.label(label)
            self.pieces(split_bytes(data, self.big_endian))

    def jump_tables(self, mf: MachineFunction, n: int) -> None:
        if not mf.jump_tables:
            return
        if self.jt_entry == "rel32":
            # `.LBB - .LJTI`: resolved by the static linker, no load-time relocation
            self.switch_section(".rodata")
            for k, table in enumerate(mf.jump_tables):
                label = jump_table_label(n, k)
                self.p2align(4)
                self.label(label)
                for mbb in table:
                    self.sym_value(SymRef(4, mbb.label, minus=label))
            return
        if self.jt_entry != "abs":
            raise UnsupportedError(f"jump table entry kind '{self.jt_entry}' is not supported")
        # absolute entries under PIC are relocated at load time, in a RELRO section
        self.switch_section(".data.rel.ro" if self.pic else ".rodata")
        for k, table in enumerate(mf.jump_tables):
            self.p2align(self.ptr_size)
            self.label(jump_table_label(n, k))
            for mbb in table:
                self.sym_value(SymRef(self.ptr_size, mbb.label))

    def data_object(self, obj: DataObject) -> None:
        q = quote_symbol(obj.name)
        self.directive(".type", f"{q},{self.type_prefix}object", f"@{obj.ir_name or obj.name}")
        if obj.common or obj.local_common:
            if obj.local_common:
                self.directive(".local", q)
            elif obj.binding == "weak":
                self.directive(".weak", q)
            self.directive(".comm", f"{q},{obj.size},{obj.align}")
            return
        if obj.merge_strings:
            self.switch_section(obj.section, ',"aMS",@progbits,1')
        elif obj.tls:
            self.switch_section(obj.section, ',"awT",@nobits' if obj.kind == "bss"
                                else ',"awT",@progbits')
        else:
            self.switch_section(obj.section, _section_flags(obj.section, obj.kind))
        self.symbol_binding(obj.name, obj.binding, obj.visibility)
        self.p2align(obj.align)
        self.label(obj.name)
        if obj.local_alias:
            self.label(obj.local_alias)
        self.pieces(obj.pieces)
        self.directive(".size", f"{q}, {obj.size}")

    def alias(self, a: DataAlias) -> None:
        q = quote_symbol(a.name)
        self.symbol_binding(a.name, a.binding)
        self.directive(".type", f"{q},{self.type_prefix}{'function' if a.kind == 'func' else 'object'}")
        value = quote_symbol(a.target) + (f"{a.offset:+d}" if a.offset else "")
        self.directive(".set", f"{q}, {value}")


def _default_flags(name: str) -> str:
    if name.startswith(".rodata"):
        return ',"a",@progbits'
    return ""


def _section_flags(name: str, kind: str) -> str:
    if name in (".text", ".data", ".bss"):
        return ""
    return {"text": ',"ax",@progbits', "data": ',"aw",@progbits', "rodata": ',"a",@progbits',
            "bss": ',"aw",@nobits'}[kind]


def _quote_bytes(data: bytes) -> str:
    out = ['"']
    for b in data:
        c = chr(b)
        if c == '"' or c == "\\":
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif 0x20 <= b < 0x7F:
            out.append(c)
        else:
            out.append(f"\\{b:03o}")
    out.append('"')
    return "".join(out)


def print_assembly(module: Any, functions: list[MachineFunction], target: Target,
                   syntax: str | None = None, verbose: bool = True, annotate: bool = False,
                   pic: bool = False, force_dwarf_frame: bool = False) -> str:
    """The whole module as GNU assembler text; `syntax` picks another template set the
    target offers (`intel` for x86-64), None its default. `verbose` (the default): the
    `# %bb.N:` and function comments; `annotate` adds llc's loop comments (`=>This Loop
    Header: Depth=N`, `in Loop: ...`) and `N-byte Spill`/`Reload` on spill code.
    `verbose=False` prints no comment at all (llc's -asm-verbose=false). `pic`: the
    functions were compiled for -relocation-model=pic (local aliases, RELRO sections).
    `force_dwarf_frame`: llc's -force-dwarf-frame-section (CFI for every function, into
    `.debug_frame` too)."""
    return AsmWriter(module, target, functions, syntax, verbose, annotate, pic,
                     force_dwarf_frame).write()


print_module = print_assembly
