"""Where the Graphviz pictures of the pipeline go: llc's `-view-*-dags` and
`-view-cfg` flags on a machine without a viewer, which is what llc does then too — write
the `.dot` file and say where it is.

`DotViews` holds what the user asked for (which DAG stages, which machine passes, the
block filter, verbosity, the directory) and writes one file per picture:

    dag.<function>.<block>.<stage>.dot     stage: dag-combine1 legalize-types legalize
                                                  dag-combine2 isel sched sunit
    cfg.<function>.<pass>.dot              pass: a stage of pipeline.STAGES

in the current directory or `-dot-dir`, printing `Writing 'PATH'...` on stderr for each
(llc's words). Characters of function and block names that are awkward in file names
become `_`. A file that cannot be written is a CompileError naming it.
"""
from __future__ import annotations

import os
import re
import sys
from typing import TextIO

from pyllc.codegen.dag import Node, SelectionDAG
from pyllc.codegen.dag_dot import NODE_LIMIT, dag_to_dot
from pyllc.codegen.mcfg_dot import mcfg_to_dot
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction
from pyllc.diagnostics import CompileError
from pyllc.record import field, record

# llc's flag -> the stage name in file names; the DAG is drawn *before* that stage
# runs, as in llc (-view-isel-dags: the DAG handed to instruction selection)
DAG_VIEW_FLAGS = {
    "view-dag-combine1-dags": "dag-combine1",
    "view-legalize-types-dags": "legalize-types",
    "view-legalize-dags": "legalize",
    "view-dag-combine2-dags": "dag-combine2",
    "view-isel-dags": "isel",
    "view-sched-dags": "sched",
    "view-sunit-dags": "sunit",     # no scheduling units here: the schedule, as sched
}
DAG_STAGES = tuple(DAG_VIEW_FLAGS.values())

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")


def file_part(name: str) -> str:
    return _UNSAFE.sub("_", name) or "_"


def block_name(mbb: MachineBasicBlock) -> str:
    """The block's IR name as -filter-view-dags compares it (llc: BB->getName()),
    or `bb.N` for an unnamed or builder-made block."""
    return mbb.name or f"bb.{mbb.number}"


@record
class DotViews:
    dag_stages: frozenset[str] = frozenset()
    cfg_after: frozenset[str] = frozenset()
    cfg_final: bool = False             # -view-cfg: after the last stage that runs
    block_filter: str | None = None
    verbose: bool = False
    directory: str = "."
    node_limit: int = NODE_LIMIT
    log: TextIO = field(default=sys.stderr)
    written: list[str] = field(default_factory=list)

    def wants_dag(self, stage: str, dag: SelectionDAG) -> bool:
        if stage not in self.dag_stages or dag.block is None:
            return False
        return self.block_filter is None or block_name(dag.block) == self.block_filter

    def dag(self, dag: SelectionDAG, stage: str, schedule: list[Node] | None = None) -> None:
        """Write `dag` as it enters `stage` (call only when `wants_dag`)."""
        mf = dag.mf
        fn = mf.name if mf is not None else "?"
        block = block_name(dag.block)
        title = f"dag-{stage} for '{fn}:{block}'"
        name = f"dag.{file_part(fn)}.{file_part(block)}.{stage}.dot"
        self._write(name, dag_to_dot(dag, title, self.verbose, self.node_limit, schedule))

    def cfg(self, mf: MachineFunction, stage: str) -> None:
        title = f"Machine CFG for '{mf.name}' after {stage}"
        self._write(f"cfg.{file_part(mf.name)}.{stage}.dot", mcfg_to_dot(mf, title))

    def _write(self, name: str, text: str) -> None:
        path = os.path.join(self.directory, name)
        self.log.write(f"Writing '{path}'...\n")
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as e:
            raise CompileError(f"cannot write '{path}': {e.strerror or e}") from None
        self.written.append(path)


def check_directory(path: str) -> None:
    """A CompileError unless `path` is a directory we can write into."""
    if not os.path.isdir(path):
        raise CompileError(f"-dot-dir: '{path}' is not a directory")
    if not os.access(path, os.W_OK | os.X_OK):
        raise CompileError(f"-dot-dir: cannot write into '{path}': permission denied")
