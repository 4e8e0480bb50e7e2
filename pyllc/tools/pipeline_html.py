"""`pyllc -pipeline-html=FILE`: one self-contained HTML page with a module's whole journey
through the compiler, per function: the input IR, the IR after each optimizer pass that
changed it (`-pipeline-html-passes=PIPELINE`, pipeline_html_opt.py), the SelectionDAG of
each block as it enters each DAG stage, the MIR after each backend stage
(`pipeline.STAGES`), and the function's assembly — with the source lines (from `!dbg`)
linked to the IR lines, DAG nodes, MIR and assembly lines made from them, a diff between consecutive
stages, and, with `-pipeline-html-run`, the executed-instruction counts of a pylli run
beside the instructions (pipeline_html_profile.py). docs/pipeline-html.md describes the
page.

How it is recorded: `Recorder` is the pipeline's `StageObserver`. It keeps the text of
each stage (the same `MachineFunction.dump()` as `-print-after-all`) with, per line, the
source line and the IR instruction it comes from; a stage whose text did not change is
stored as a reference to the earlier one. The assembly comes from `MappedAsmWriter`,
the module's asm printer noting which machine instruction each line prints, so the
`.s` written with `-o` is the text the page shows.

Limits, so a large module costs at most about as much again as its plain compile (the
stage dumps are the main cost): DAGs are kept for the first DAG_BLOCKS blocks of the
module only (`-pipeline-html-dag-blocks=N`), each picture shows at most DAG_NODE_LIMIT
nodes (the rest as one "N more nodes" box, codegen/dag_dot.py) and each node list at most
LIST_LIMIT nodes. The pictures are drawn by Graphviz `dot -Tsvg` (two processes at once);
without `dot` the page shows the node lists.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from html import escape
from typing import Any

from pyllc.codegen.dag import SelectionDAG
from pyllc.codegen.dag_dot import dag_to_dot
from pyllc.codegen.debugloc import ModuleDebugInfo, module_debug_info
from pyllc.codegen.dot_files import block_name
from pyllc.codegen.mir import MachineFunction, MachineInstr
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.ir.printer import Printer
from pyllc.mc.asm_printer import AsmWriter, InstrPrinter
from pyllc.record import field, record
from pyllc.tools.pipeline_html_assets import CSS, JS, PAGE

DAG_BLOCKS = 40            # blocks (module order) whose DAGs are kept
DAG_NODE_LIMIT = 150       # nodes drawn per DAG picture
LIST_LIMIT = 1000          # nodes listed per DAG stage in the text form
DAG_STAGES = ("dag-combine1", "legalize-types", "legalize", "dag-combine2", "isel")
KEY_BASE = 10_000_000      # a source line's key: file number * KEY_BASE + line
DOT_TIMEOUT = 600.0


def check_output(path: str) -> None:
    """A CompileError now, before compiling, if the page cannot be written to `path`."""
    if os.path.isdir(path):
        raise CompileError(f"-pipeline-html: '{path}' is a directory")
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise CompileError(f"-pipeline-html: cannot write '{path}': no such directory")
    if not os.access(folder, os.W_OK | os.X_OK) or (os.path.exists(path)
                                                    and not os.access(path, os.W_OK)):
        raise CompileError(f"-pipeline-html: cannot write '{path}': permission denied")


@record
class Stage:
    """One section of a function's page: `text` with per-line source keys (`src`), IR
    instruction numbers (`ir`) and counts (`cnt`); `same`: the index of an earlier stage
    with the same text; `blocks`: the DAG pictures of a "dag" stage."""
    name: str
    kind: str                       # "ir" | "dag" | "mir" | "asm"
    text: str = ""
    src: list[int] | None = None
    ir: list[int] | None = None
    cnt: list[int] | None = None
    same: int | None = None
    note: str = ""
    blocks: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.same is not None:
            d["same"] = self.same
        else:
            d["text"] = self.text
            if self.src is not None and any(self.src):
                d["s"] = self.src
            if self.ir is not None and any(self.ir):
                d["i"] = self.ir
        if self.cnt is not None:
            d["c"] = self.cnt
        if self.note:
            d["note"] = self.note
        if self.kind == "dag":
            d["blocks"] = self.blocks
        return d


@record
class Journey:
    """What the page shows of one function (`fn`: the IR function, kept alive so its
    id, the key of `Recorder.journeys`, is never reused)."""
    fn: Any
    name: str
    ir_stages: list[Stage] = field(default_factory=list)
    dag_blocks: list[dict[str, Any]] = field(default_factory=list)
    mir_stages: list[Stage] = field(default_factory=list)
    asm: Stage | None = None
    ir_ids: dict[int, int] = field(default_factory=dict)   # id(IR instruction) -> number
    final_mis: list[MachineInstr | None] = field(default_factory=list)
    total: int | None = None


class SourceKeys:
    """Source-line keys of IR instructions (0: no line), with the lines each file uses."""

    def __init__(self, info: ModuleDebugInfo | None) -> None:
        self.info = info
        self.used: dict[int, set[int]] = {}
        self._cache: dict[int, int] = {}      # id(IR instruction) -> key; the module
        # (and so every instruction asked about) lives as long as this object

    def key(self, inst: Any) -> int:
        if inst is None or self.info is None:
            return 0
        k = self._cache.get(id(inst))
        if k is None:
            k = self._cache[id(inst)] = self._key(inst)
        return k

    def forget(self) -> None:
        """Drop the cache: call when instructions may have been deleted (the optimizer),
        since a new instruction can then reuse a deleted one's id."""
        self._cache.clear()

    def _key(self, inst: Any) -> int:
        assert self.info is not None
        loc = self.info.location(inst)
        if loc is None or loc.line <= 0 or loc.line >= KEY_BASE:
            return 0
        used = self.used.get(loc.file)
        if used is None:
            used = self.used[loc.file] = set()
        used.add(loc.line)
        return loc.file * KEY_BASE + loc.line


def ir_stage(printer: Printer, fn: Any, keys: SourceKeys, name: str,
             ids: dict[int, int] | None = None) -> Stage:
    """`fn` as the IR printer writes it, each instruction line with its source key (and
    its number in `ids`). The printer writes a function as: the `define` line, then per
    block a blank line (not before the first), its label (unless it is the unnamed
    entry block) and one line per instruction, then `}`."""
    printer.fslots.pop(id(fn), None)     # the function may have changed since last time
    text = printer.function(fn)
    lines = text.split("\n")
    src = [0] * len(lines)
    irn = [0] * len(lines)
    at = 1
    for n, bb in enumerate(fn.blocks):
        if n:
            at += 1
        if bb.name is not None or n:
            at += 1
        for inst in bb.instructions:
            if at < len(lines):
                src[at] = keys.key(inst)
                if ids is not None:
                    irn[at] = ids.get(id(inst), 0)
            at += 1
    if at != len(lines) - 1:             # not the expected shape: no links, text only
        return Stage(name, "ir", text)
    return Stage(name, "ir", text, src, irn if ids is not None else None)


def number_instructions(fn: Any) -> dict[int, int]:
    return {id(inst): k for k, inst in
            enumerate((i for bb in fn.blocks for i in bb.instructions), 1)}


class Recorder:
    """The pipeline's StageObserver for the page (see the module docstring)."""

    def __init__(self, module: Any, dag_blocks: int = DAG_BLOCKS) -> None:
        self.module = module
        self.keys = SourceKeys(module_debug_info(module))
        self.printer = Printer(module)
        self.journeys: dict[int, Journey] = {}     # id(IR function) -> its journey
        self.dag_limit = dag_blocks
        self.dag_count = 0
        self.dags_skipped = 0
        self._block: dict[str, Any] | None = None

    def journey(self, fn: Any) -> Journey:
        j = self.journeys.get(id(fn))
        if j is None:
            j = self.journeys[id(fn)] = Journey(fn, str(fn.name))
        return j

    # ---- IR
    def record_ir(self, name: str, keep_ids: bool) -> None:
        """Every defined function's IR now, as stage `name` (with the instruction numbers
        that link it to the machine code when `keep_ids`: the IR entering codegen). If
        the text is the function's last IR stage's, that stage gets the links instead."""
        for fn in self.module.functions:
            if fn.is_declaration:
                continue
            j = self.journey(fn)
            ids = number_instructions(fn) if keep_ids else None
            if ids is not None:
                j.ir_ids = ids
            st = ir_stage(self.printer, fn, self.keys, name, ids)
            last = j.ir_stages[-1] if j.ir_stages else None
            if last is not None and last.same is None and last.text == st.text:
                last.src, last.ir = st.src, st.ir
            else:
                j.ir_stages.append(st)

    # ---- the StageObserver protocol
    def wants_dag(self, stage: str, dag: SelectionDAG) -> bool:
        if stage not in DAG_STAGES or dag.block is None or dag.mf is None:
            return False
        if stage == DAG_STAGES[0]:           # a new block's DAG: keep it if within the limit
            self._block = None
            if self.dag_count >= self.dag_limit:
                self.dags_skipped += 1
                return False
            self.dag_count += 1
            fn = dag.mf.ir_function
            self._block = {"block": f"bb.{dag.block.number}.{block_name(dag.block)}",
                           "stages": []}
            self.journey(fn).dag_blocks.append(self._block)
        return self._block is not None

    def dag(self, dag: SelectionDAG, stage: str) -> None:
        assert self._block is not None
        live = dag.live_nodes()
        title = f"{dag.mf.name}:{self._block['block']} entering {stage}"
        listed = live[-LIST_LIMIT:]
        listing = [n.describe() for n in listed]
        # each node's source key and IR instruction number (its SDLoc), for the links
        key, ids = self.keys.key, self.journey(dag.mf.ir_function).ir_ids
        src = [key(n.loc) for n in listed]
        irn = [0 if n.loc is None else ids.get(id(n.loc), 0) for n in listed]
        if len(live) > LIST_LIMIT:
            listing.insert(0, f"... {len(live) - LIST_LIMIT} more nodes (limit {LIST_LIMIT})")
            src.insert(0, 0)
            irn.insert(0, 0)
        rec: dict[str, Any] = {"stage": stage, "nodes": len(live),
                               "dot": dag_to_dot(dag, title, limit=DAG_NODE_LIMIT),
                               "list": "\n".join(listing)}
        if any(src):
            rec["s"] = src
        if any(irn):
            rec["i"] = irn
        # the picture's nodes (Graphviz titles them `Node<id>`) -> [source key, IR number]
        links = {str(n.id): [k, i] for n, k, i in zip(listed, src[-len(listed):],
                                                       irn[-len(listed):]) if k or i}
        if links:
            rec["n"] = links
        self._block["stages"].append(rec)

    def after_stage(self, mf: MachineFunction, stage: str) -> None:
        j = self.journey(mf.ir_function)
        text = mf.dump().rstrip("\n")
        lines = text.split("\n")
        mis: list[MachineInstr | None] = [None] * len(lines)
        at = 1 + len(mf.frame.objects)
        for b in mf.blocks:                  # the shape of MachineFunction.dump()
            at += 2 if b.live_in else 1
            for mi in b.instrs:
                if at < len(mis):
                    mis[at] = mi
                at += 1
            if b.succs:
                at += 1
        shaped = at == len(lines) - 1
        j.final_mis = mis if shaped else []
        name = f"after {stage}"
        for k in range(len(j.mir_stages) - 1, -1, -1):
            prev = j.mir_stages[k]
            if prev.same is None:
                if prev.text == text:
                    j.mir_stages.append(Stage(name, "mir", same=k))
                    return
                break
        if not shaped:
            j.mir_stages.append(Stage(name, "mir", text))
            return
        key, ids = self.keys.key, j.ir_ids
        src = [0 if mi is None else key(mi.loc) for mi in mis]
        irn = [0 if mi is None or mi.loc is None else ids.get(id(mi.loc), 0) for mi in mis]
        j.mir_stages.append(Stage(name, "mir", text, src, irn))


class _RecordingPrinter(InstrPrinter):
    """The asm printer's instruction printer, noting which machine instruction each
    output line comes from (the writer emits a line right after asking for its text)."""

    def __init__(self, writer: MappedAsmWriter, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.writer = writer

    def text(self, mi: MachineInstr) -> str:
        self.writer.line_mi[len(self.writer.lines)] = mi
        return super().text(mi)

    def inline_asm_lines(self, mi: MachineInstr) -> list[str]:
        out = super().inline_asm_lines(mi)
        at = len(self.writer.lines)
        for k in range(len(out)):
            self.writer.line_mi[at + k] = mi
        return out


class MappedAsmWriter(AsmWriter):
    """AsmWriter that records each function's line range and each instruction line's
    machine instruction; its text is exactly print_assembly's."""

    def __init__(self, module: Any, target: Target, functions: list[MachineFunction],
                 syntax: str | None = None, verbose: bool = True, annotate: bool = False) -> None:
        super().__init__(module, target, functions, syntax, verbose, annotate)
        template: Any = None if syntax is None else target.mc.syntax_template(syntax)
        self.printer = _RecordingPrinter(self, self.names, target.mc.format_sym,
                                         quote=True, template=template)
        self.line_mi: dict[int, MachineInstr] = {}
        self.ranges: dict[int, tuple[int, int]] = {}    # id(IR function) -> lines

    def function(self, mf: MachineFunction, n: int) -> None:
        start = len(self.lines)
        super().function(mf, n)
        self.ranges[id(mf.ir_function)] = (start, len(self.lines))


def render_svgs(dots: list[str]) -> tuple[list[str | None], str]:
    """SVG text for each Graphviz graph (None where it could not be drawn) and a note
    for the page when something went wrong. Two `dot` processes share the graphs."""
    exe = shutil.which("dot")
    if exe is None:
        return [None] * len(dots), "Graphviz 'dot' is not installed: DAGs are node lists."
    if not dots:
        return [], ""
    half = (len(dots) + 1) // 2
    chunks = [dots[:half], dots[half:]] if len(dots) > 1 else [dots]

    def draw(chunk: list[str]) -> tuple[list[str | None], str]:
        try:
            p = subprocess.run([exe, "-Tsvg"], input="\n".join(chunk), capture_output=True,
                               text=True, timeout=DOT_TIMEOUT)
        except (OSError, subprocess.TimeoutExpired) as e:
            return [None] * len(chunk), f"dot failed ({e}): node lists instead."
        svgs = re.findall(r"<svg\b.*?</svg>", p.stdout, re.S)
        if p.returncode != 0 or len(svgs) != len(chunk):
            why = p.stderr.strip().splitlines()[:1] or [f"status {p.returncode}"]
            return [None] * len(chunk), f"dot failed ({why[0]}): node lists instead."
        return list(svgs), ""

    with ThreadPoolExecutor(max_workers=len(chunks)) as pool:
        results = list(pool.map(draw, chunks))
    out: list[str | None] = []
    notes = []
    for svgs, note in results:
        out.extend(svgs)
        if note:
            notes.append(note)
    return out, " ".join(notes)


def read_sources(info: ModuleDebugInfo | None, used: dict[int, set[int]],
                 max_bytes: int = 4 << 20) -> list[dict[str, Any]]:
    """The source files of the debug info: their lines when readable, else the numbers
    of the lines the code uses."""
    if info is None:
        return []
    out = []
    for n, (directory, name) in enumerate(info.files, 1):
        path = name if os.path.isabs(name) else os.path.join(directory, name)
        lines: list[str] | None = None
        try:
            if os.path.getsize(path) <= max_bytes:
                with open(path, encoding="utf-8", errors="replace") as f:
                    lines = f.read().split("\n")
                if lines and lines[-1] == "":
                    lines.pop()
        except OSError:
            lines = None
        out.append({"name": name, "lines": lines, "used": sorted(used.get(n, ()))})
    return out


def asm_stages(writer: MappedAsmWriter, rec: Recorder) -> None:
    """Each function's slice of the module's assembly, linked like its MIR."""
    lines = writer.lines
    line_mi = writer.line_mi
    key = rec.keys.key
    for fid, (start, end) in writer.ranges.items():
        j = rec.journeys.get(fid)
        if j is None:
            continue
        mis = [line_mi.get(k) for k in range(start, end)]
        src = [0 if mi is None else key(mi.loc) for mi in mis]
        ids = j.ir_ids
        irn = [0 if mi is None or mi.loc is None else ids.get(id(mi.loc), 0) for mi in mis]
        j.asm = Stage("assembly", "asm", "\n".join(lines[start:end]), src, irn)


def other_asm(writer: MappedAsmWriter) -> str:
    """The assembly outside every function: the header, the data, the trailer."""
    taken = sorted(writer.ranges.values())
    out, at = [], 0
    for start, end in taken:
        out.extend(writer.lines[at:start])
        at = end
    out.extend(writer.lines[at:])
    return "\n".join(out)


def apply_counts(rec: Recorder, writer: MappedAsmWriter | None,
                 counts: dict[int, int]) -> dict[int, int]:
    """Put the per-machine-instruction counts (`id(mi)` -> executions) beside the
    assembly and the last MIR stage; returns source key -> executed instructions."""
    per_line: dict[int, int] = {}
    key = rec.keys.key
    for j in rec.journeys.values():
        total = 0
        if j.asm is not None and writer is not None:
            start, end = writer.ranges.get(id(j.fn), (0, 0))
            cnt = []
            for k in range(start, end):
                mi = writer.line_mi.get(k)
                n = counts.get(id(mi), 0) if mi is not None else 0
                cnt.append(n)
            j.asm.cnt = cnt
        if j.final_mis and j.mir_stages:
            cnt = [0 if mi is None else counts.get(id(mi), 0) for mi in j.final_mis]
            j.mir_stages[-1].cnt = cnt
            for mi in j.final_mis:
                if mi is not None:
                    n = counts.get(id(mi), 0)
                    total += n
                    s = key(mi.loc)
                    if s and n:
                        per_line[s] = per_line.get(s, 0) + n
        j.total = total
    return per_line


@record
class PageInfo:
    """What the header says: the title, the settings line, timings and notes."""
    title: str
    meta: str
    timings: dict[str, float] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    program: dict[str, Any] | None = None


def build_page(rec: Recorder, info: PageInfo, writer: MappedAsmWriter | None,
               line_counts: dict[int, int] | None) -> str:
    """The page's HTML: the shell of pipeline_html_assets.py and the journey as JSON."""
    t0 = time.perf_counter()
    blocks = [b for j in rec.journeys.values() for b in j.dag_blocks]
    dots = [s.pop("dot") for b in blocks for s in b["stages"]]
    svgs, note = render_svgs(dots)
    it = iter(svgs)
    for b in blocks:
        for s in b["stages"]:
            svg = next(it, None)
            if svg is not None:               # the picture's nodes carry the links
                s["svg"] = svg
                for k in ("list", "s", "i"):
                    s.pop(k, None)
            else:                             # the list's lines carry them
                s.pop("n", None)
    if note:
        info.notes.append(note)
    info.timings["page: DAG pictures (dot)"] = time.perf_counter() - t0
    dag_note = (f"DAGs are kept for the first {rec.dag_limit} blocks of the module "
                f"({rec.dags_skipped} more not shown; -pipeline-html-dag-blocks=N); "
                f"pictures show at most {DAG_NODE_LIMIT} nodes.")
    functions = []
    for j in rec.journeys.values():
        stages = list(j.ir_stages)
        if j.dag_blocks or rec.dags_skipped:
            stages.append(Stage("SelectionDAG per block", "dag", blocks=j.dag_blocks,
                                note=dag_note if rec.dags_skipped else ""))
        base = len(stages)
        for st in j.mir_stages:
            if st.same is not None:
                st = Stage(st.name, st.kind, same=st.same + base, cnt=st.cnt)
            stages.append(st)
        if j.asm is not None:
            stages.append(j.asm)
        functions.append({"name": j.name, "total": j.total,
                          "stages": [s.to_json() for s in stages]})
    if writer is not None:
        rest = other_asm(writer)
        if rest.strip():
            functions.append({"name": "(module: data and directives)", "total": None,
                              "stages": [Stage("assembly outside functions", "asm",
                                               rest).to_json()]})
    data = {"keyBase": KEY_BASE, "files": read_sources(rec.keys.info, rec.keys.used),
            "functions": functions, "program": info.program,
            "lineCounts": {str(k): v for k, v in (line_counts or {}).items()}}
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return PAGE.format(title=escape(info.title), meta=escape(info.meta),
                       details=_details(info), css=CSS, js=JS, data=payload)


def _details(info: PageInfo) -> str:
    parts = []
    if info.notes:
        parts.append("<ul>" + "".join(f"<li>{escape(n)}</li>" for n in info.notes) + "</ul>")
    prog = info.program
    if prog is not None:
        parts.append(f"<p>pylli run: exit status {prog['status']}, "
                     f"{prog['total']:,} instructions executed</p>")
        for stream in ("stdout", "stderr"):
            if prog.get(stream):
                parts.append(f"<p>{stream}:</p><pre>{escape(prog[stream])}</pre>")
    if info.timings:
        total = sum(info.timings.values()) or 1.0
        rows = "".join(f"<tr><td>{secs:.3f}s</td><td>{100 * secs / total:.1f}%</td>"
                       f"<td>{escape(name)}</td></tr>" for name, secs in info.timings.items())
        parts.append(f'<table class="timings">{rows}</table>')
    return "\n".join(parts)


def write_page(path: str, html: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(html)
    except OSError as e:
        raise CompileError(f"-pipeline-html: cannot write '{path}': {e.strerror or e}") from None
