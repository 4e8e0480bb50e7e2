"""`extract-blocks`: move the blocks named in `-extract-blocks-file=FILE` into new
functions (LLVM's BlockExtractorPass over CodeExtractor).

The file has one group per line, `funcname bb1[;bb2...]` (blank lines skipped); each
group is one region, moved into `@<funcname>.<header>` by the shared code extractor
(pyllc/opt/code_extractor.py; inputs are parameters, outputs go through `ptr`
parameters). As in opt-16:
- without `-extract-blocks-file` the pass does nothing;
- a line that is not two fields, an unknown function or an unknown block is an error
  (opt-16 stops with "Invalid line format ...", "Invalid function name ...", "Invalid
  block name ...");
- a group that cannot be extracted (several entry blocks; exception handling, computed
  gotos, allocas, setjmp or va_start in the region) is left alone without a message;
- `-extract-blocks-erase-funcs` then deletes the bodies of every function that existed
  before the pass (they become declarations) and gives every function external linkage.
Blocks are found by name when the pass starts, so a later group may name a block that an
earlier extraction moved; it is then extracted from its new function.

Statistics: NumExtracted ("Number of basic blocks extracted"), per named block.
Contract: module pass; changes functions and adds functions; preserves nothing when it
changes something.
"""
from __future__ import annotations

from pyllc.diagnostics import CompileError
from pyllc.ir import Function
from pyllc.ir.module import Module
from pyllc.ir.values import BasicBlock
from pyllc.opt.code_extractor import extract_region, prepare_region, region_movable
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses

#: the `-extract-blocks-file` and `-extract-blocks-erase-funcs` options (opt-16's names)
FILE_OPTION = "extract-blocks-file"
ERASE_OPTION = "extract-blocks-erase-funcs"


def read_groups(text: str) -> list[tuple[str, list[str]]]:
    """The (function, [block names]) groups of a blocks file."""
    groups: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        fields = line.split()
        if not fields:
            continue
        if len(fields) != 2:
            raise CompileError("extract-blocks: invalid line format, expecting lines like: "
                               f"'funcname bb1[;bb2..]': '{line}'")
        names = [n for n in fields[1].split(";") if n]
        if not names:
            raise CompileError(f"extract-blocks: missing block names: '{line}'")
        groups.append((fields[0], names))
    return groups


def _find(m: Module, fname: str, bname: str) -> BasicBlock:
    fn = m.get_function(fname)
    if fn is None or fn.is_declaration:
        raise CompileError(f"extract-blocks: invalid function name specified in the input file: '{fname}'")
    for b in fn.blocks:
        if b.name == bname:
            return b
    raise CompileError(f"extract-blocks: invalid block name specified in the input file: '{bname}' "
                       f"in '{fname}'")


def extract_group(m: Module, blocks: list[BasicBlock]) -> Function | None:
    """Extract one group (blocks of one function); None when it cannot be moved."""
    fn = blocks[0].parent
    if fn is None or any(b.parent is not fn for b in blocks):
        return None
    if region_movable(blocks) is not None:
        return None
    prepared = prepare_region(fn, blocks)
    if prepared is None:
        return None
    region, header = prepared
    return extract_region(m, fn, region, header)


def _delete_body(f: Function) -> None:
    """LLVM's Function::deleteBody: the definition becomes a declaration."""
    for bb in f.blocks:
        for inst in bb.instructions:
            inst.drop_all_references()
    f.blocks.clear()


class BlockExtractor(ModulePass):
    """Extract the basic blocks named by -extract-blocks-file into new functions."""
    name = "extract-blocks"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        path = am.options.get(FILE_OPTION)
        erase = am.options.get(ERASE_OPTION) is not None
        groups: list[list[BasicBlock]] = []
        if path is not None:
            try:
                with open(path, encoding="utf-8") as fh:
                    text = fh.read()
            except OSError as e:
                raise CompileError(f"extract-blocks: cannot read '{path}': {e.strerror or e}") from None
            groups = [[_find(unit, fname, b) for b in names] for fname, names in read_groups(text)]
        before = [f for f in unit.functions if not f.is_declaration]
        changed = False
        for blocks in groups:
            am.instr.stats.add(self.name, "Number of basic blocks extracted", len(blocks))
            changed = True      # opt-16 counts (and reports a change) even when it fails
            extract_group(unit, blocks)
        if erase:
            for f in before:
                _delete_body(f)
            for f in unit.functions:
                f.linkage = "external"
            changed = True
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()
