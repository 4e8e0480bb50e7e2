"""`pyllc -pipeline-html=FILE` (issue 15): the page's content, and the page itself in a
real browser (headless Chromium driven by Playwright, Debian's `chromium` binary).

Inputs: tests/debuginfo/lines.c compiled by clang-16 -g for the four targets (checked
in there), with their DIFile directory pointed at that folder so the page can show the
source; examples/demo.*.ll (no debug info) for the page without source lines.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from pyllc.pipeline import STAGES
from pyllc.tools.llc import main as llc_main
from pyllc.tools.pipeline_html import DAG_NODE_LIMIT, DAG_STAGES

ROOT = Path(__file__).resolve().parents[2]
DEBUGINFO = ROOT / "tests" / "debuginfo"
ARCHS = ("x86_64", "aarch64", "riscv64", "sparc")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def pyllc(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pyllc.tools.llc", *map(str, args)],
                          capture_output=True, text=True, timeout=300, env=env)


def page_data(path: Path) -> dict[str, Any]:
    html = path.read_text(encoding="utf-8")
    m = re.search(r'<script type="application/json" id="journey">(.*?)</script>', html, re.S)
    assert m is not None, "the page has no journey data"
    data: dict[str, Any] = json.loads(m.group(1))
    return data


def source_ll(tmp: Path, arch: str) -> Path:
    text = (DEBUGINFO / f"lines.{arch}.O0.ll").read_text()
    text = re.sub(r'directory: "[^"]*"', f'directory: "{DEBUGINFO}"', text)
    out = tmp / f"lines.{arch}.ll"
    out.write_text(text)
    return out


@dataclass
class Compiled:
    ll: Path
    s: Path
    page: Path
    plain: subprocess.CompletedProcess[str]     # pyllc without the page, the .s on stdout
    stats: subprocess.CompletedProcess[str]     # pylli --stats


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Compiled]:
    """arch -> the page made with -pipeline-html-run, and the references to check it
    against (two architectures at once)."""
    tmp = tmp_path_factory.mktemp("pages")

    def make(arch: str) -> tuple[str, Compiled]:
        ll = source_ll(tmp, arch)
        s, page = tmp / f"{arch}.s", tmp / f"{arch}.html"
        p = pyllc(ll, "-o", s, f"-pipeline-html={page}", "-pipeline-html-run")
        assert p.returncode == 0, p.stderr
        assert p.stderr == ""
        stats = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", "--stats", str(ll)],
                               capture_output=True, text=True, timeout=120)
        return arch, Compiled(ll, s, page, pyllc(ll, "-o", "-"), stats)

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(pool.map(make, ARCHS))


# ---------------------------------------------------------------- the page's content

@pytest.mark.parametrize("arch", ARCHS)
def test_output_unchanged_and_every_stage_recorded(pages: dict[str, Compiled], arch: str) -> None:
    c = pages[arch]
    plain = c.plain
    assert plain.returncode == 0, plain.stderr
    assert c.s.read_text() == plain.stdout          # the page does not change the .s
    data = page_data(c.page)
    fns = {f["name"]: f for f in data["functions"]}
    assert {"square", "sum_to", "main"} <= set(fns)
    asm_lines = plain.stdout.split("\n")
    for name in ("square", "sum_to", "main"):
        stages = fns[name]["stages"]
        names = [st["name"] for st in stages]
        assert names[0] == "input IR"
        assert [n for n in names if n.startswith("after ")] == [f"after {n}" for n in STAGES]
        assert names[-1] == "assembly"
        dag = next(st for st in stages if st["kind"] == "dag")
        assert dag["blocks"], "no DAG recorded"
        for b in dag["blocks"]:
            assert [x["stage"] for x in b["stages"]] == list(DAG_STAGES)
            if shutil.which("dot"):
                assert all(x["svg"].startswith("<svg") for x in b["stages"])
        asm = stages[-1]["text"].split("\n")
        assert any(line.startswith(f"{name}:") for line in asm)
        assert all(line in asm_lines for line in asm)
        # source links: IR, MIR and assembly lines of the function's body lines
        ir_keys = set(stages[0]["s"]) - {0}
        asm_keys = set(stages[-1]["s"]) - {0}
        assert ir_keys and asm_keys and asm_keys <= ir_keys
        # DAG nodes carry the links too: node list lines and the picture's nodes
        for b in dag["blocks"]:
            for x in b["stages"]:
                if "svg" in x:
                    dag_keys = {k for k, _ in x["n"].values()} - {0}
                    titles = set(re.findall(r"<title>Node(\d+)</title>", x["svg"]))
                    assert set(x["n"]) <= titles
                else:
                    assert len(x["s"]) == len(x["list"].split("\n"))
                    dag_keys = set(x["s"]) - {0}
                assert dag_keys and dag_keys <= ir_keys


@pytest.mark.parametrize("arch", ARCHS)
def test_counts_from_the_run(pages: dict[str, Compiled], arch: str) -> None:
    data = page_data(pages[arch].page)
    stats = pages[arch].stats
    total = int(re.search(r"executed (\d+) instructions", stats.stderr).group(1))  # type: ignore[union-attr]
    prog = data["program"]
    assert prog["total"] == total and prog["status"] == stats.returncode
    counted = sum(f["total"] or 0 for f in data["functions"])
    if arch == "riscv64":      # call/tail expand to auipc+jalr: those blocks count entries
        assert 0.9 * total <= counted <= total
    else:
        assert counted == total
    fns = {f["name"]: f for f in data["functions"]}
    asm = fns["square"]["stages"][-1]
    assert asm["c"] and max(asm["c"]) == 10          # square(i) for i in 0..9
    assert any(v for v in data["lineCounts"].values())


def test_no_debug_info_and_no_dot(tmp_path: Path) -> None:
    """A module without !dbg: links through IR instructions only; without Graphviz on
    PATH the DAGs are node lists."""
    ll = ROOT / "examples" / "demo.riscv64-unknown-linux-gnu.ll"
    page = tmp_path / "demo.html"
    env = dict(os.environ, PATH=str(tmp_path))       # no `dot` here
    p = pyllc(ll, "-o", tmp_path / "demo.s", f"-pipeline-html={page}", env=env)
    assert p.returncode == 0, p.stderr
    data = page_data(page)
    assert data["files"] == []
    fn = data["functions"][0]
    ir = fn["stages"][0]
    assert "s" not in ir and any(ir["i"])
    dag = next(st for st in fn["stages"] if st["kind"] == "dag")
    assert all("svg" not in x and x["list"] for b in dag["blocks"] for x in b["stages"])
    assert "dot" in page.read_text() and "not installed" in page.read_text()


def test_optimizer_passes_become_stages(tmp_path: Path) -> None:
    ll = source_ll(tmp_path, "x86_64")
    ll.write_text(ll.read_text().replace(" optnone", ""))    # clang -O0 forbids passes
    page = tmp_path / "opt.html"
    p = pyllc(ll, "-o", tmp_path / "opt.s", f"-pipeline-html={page}",
              "-pipeline-html-passes=sroa,instcombine,function-attrs")
    assert p.returncode == 0, p.stderr
    fns = {f["name"]: f for f in page_data(page)["functions"]}
    names = [st["name"] for st in fns["sum_to"]["stages"]]
    assert names[0] == "input IR" and names[1].lower() == "after sroapass"
    assert any("FunctionAttrs" in n and n.endswith("on SCC (sum_to)") for n in names)
    # unchanged since the last pass (attribute groups numbered alike): no extra stage
    assert "IR entering code generation" not in names
    assert "alloca" in fns["sum_to"]["stages"][0]["text"]
    assert "alloca" not in fns["sum_to"]["stages"][1]["text"]
    # the last IR stage is what code generation read: it carries the links
    last_ir = [st for st in fns["sum_to"]["stages"] if st["kind"] == "ir"][-1]
    assert any(last_ir["i"])


def test_limits(tmp_path: Path) -> None:
    """A block over the picture's node limit is drawn summarized; only the first N blocks
    of the module keep their DAGs (-pipeline-html-dag-blocks=N), and the page says so."""
    if shutil.which("dot") is None:
        pytest.skip("graphviz (dot) is not installed")
    body = ["  %v0 = add i64 %x, 1"] + [f"  %v{k} = mul i64 %v{k - 1}, {k + 2}"
                                         for k in range(1, 160)]
    fns = ["define i64 @big(i64 %x) {\n" + "\n".join(body) + "\n  ret i64 %v159\n}"]
    fns += [f"define i64 @small{k}(i64 %x) {{\n  %y = add i64 %x, {k}\n  ret i64 %y\n}}"
            for k in range(3)]
    ll = tmp_path / "limits.ll"
    # a string that would end the page's <script> block if it were not escaped
    ll.write_text('target triple = "x86_64-unknown-linux-gnu"\n'
                  '@s = constant [10 x i8] c"</script>\\00"\n' + "\n".join(fns) + "\n")
    page = tmp_path / "limits.html"
    p = pyllc(ll, "-O0", "-o", tmp_path / "limits.s", f"-pipeline-html={page}",
              "-pipeline-html-dag-blocks=2")
    assert p.returncode == 0, p.stderr
    fns_data = {f["name"]: f for f in page_data(page)["functions"]}
    dags = {name: next(st for st in f["stages"] if st["kind"] == "dag")
            for name, f in fns_data.items() if name != "(module: data and directives)"}
    big = dags["big"]["blocks"][0]["stages"][0]
    assert big["nodes"] > DAG_NODE_LIMIT
    assert f"more nodes (over the {DAG_NODE_LIMIT}&#45;node limit)" in big["svg"]
    assert [len(d["blocks"]) for d in dags.values()] == [1, 1, 0, 0]
    assert "2 more not shown" in dags["small2"]["note"]
    assert page.read_text().count("</script>") == 2
    assert '"</script>"' in fns_data["(module: data and directives)"]["stages"][0]["text"]


@pytest.mark.parametrize("args, message", [
    (["-pipeline-html=/nonexistent-dir/x.html"], "no such directory"),
    (["-pipeline-html=/"], "is a directory"),
    (["-pipeline-html-run"], "need -pipeline-html=FILE"),
    (["-pipeline-html=PAGE", "-pipeline-html-passes=nosuchpass"], "nosuchpass"),
    (["-pipeline-html=PAGE", "-pipeline-html-run", "-stop-after=regalloc"], "-stop-after"),
])
def test_bad_input_is_one_clean_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      args: list[str], message: str) -> None:
    ll = source_ll(tmp_path, "x86_64")
    args = [a.replace("PAGE", str(tmp_path / "p.html")) for a in args]
    status = llc_main([str(ll), "-o", str(tmp_path / "x.s"), *args])
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith("pyllc: error: ") and message in err
    assert "Traceback" not in err and err.count("error") == 1   # (a pipeline: and a caret)
    assert not (tmp_path / "p.html").exists() and not (tmp_path / "x.s").exists()


# ---------------------------------------------------------------- in the browser

@pytest.fixture(scope="module")
def browser() -> Any:
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api",
                                   reason="playwright is not installed (pip install playwright)")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


def open_page(browser: Any, path: Path) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: errors.append(f"network request {r.url}")
            if not r.url.startswith(("file:", "data:", "about:")) else None)
    page.goto(path.as_uri())
    return page, errors


SIZES = """sel => [...document.querySelectorAll(sel)].map(e => {
    const r = e.getBoundingClientRect(); return [r.width, r.height]; })"""


def check_function(page: Any, fn: dict[str, Any]) -> None:
    """Every stage section is drawn with a size; every DAG picture too, once opened."""
    sections = page.evaluate(SIZES, "section.stage")
    assert len(sections) == len(fn["stages"])
    for (w, h), st in zip(sections, fn["stages"]):
        assert w > 0 and h > 0, st["name"]
    details = page.locator("details.dag")
    if details.count():          # a click on the first, the others opened by script
        details.first.locator("summary").click()
        page.evaluate("() => document.querySelectorAll('details.dag').forEach(d => d.open = true)")
    expected = sum(len(b["stages"]) for st in fn["stages"] if st["kind"] == "dag"
                   for b in st["blocks"]) if shutil.which("dot") else 0
    # the pictures are inserted by each <details>' toggle event, which follows the click
    page.wait_for_function("n => document.querySelectorAll('section.stage svg').length >= n",
                           arg=expected, timeout=10_000)
    svgs = page.evaluate(SIZES, "section.stage svg")
    assert len(svgs) == expected
    assert all(w > 0 and h > 0 for w, h in svgs)


@pytest.mark.parametrize("arch", ("x86_64", "sparc"))
def test_page_in_chromium(browser: Any, pages: dict[str, Compiled], arch: str) -> None:
    path = pages[arch].page
    data = page_data(path)
    page, errors = open_page(browser, path)
    try:
        for k, fn in enumerate(data["functions"]):
            page.select_option("#fnsel", str(k))
            check_function(page, fn)
        square = next(k for k, f in enumerate(data["functions"]) if f["name"] == "square")
        page.select_option("#fnsel", str(square))
        check_function(page, data["functions"][square])      # opens its DAG pictures
        # clicking the source line `int y = x * x;` (line 3) selects its IR, MIR and asm
        src = page.locator("#srcpane .ln").nth(2)
        assert "x * x" in src.inner_text()
        src.click()
        assert "sel" in (src.get_attribute("class") or "")
        for kind in ("ir", "mir", "asm"):
            marked = page.locator(f'section.stage[data-kind="{kind}"] .ln.sel')
            assert marked.count() > 0, kind
            assert all(marked.nth(k).get_attribute("data-s") == src.get_attribute("data-s")
                       for k in range(marked.count()))
        # ... and the DAG nodes built from it (opened by check_function above)
        nodes = page.locator('section.stage[data-kind="dag"] .ln.sel')
        assert nodes.count() > 0
        assert all(nodes.nth(k).get_attribute("data-s") == src.get_attribute("data-s")
                   for k in range(nodes.count()))
        # hovering an assembly line marks its source line
        asm_line = page.locator('section.stage[data-kind="asm"] .ln[data-s]').first
        asm_line.hover()
        assert page.locator("#srcpane .ln.hov").count() == 1
        # the diff of regalloc against the stage before it
        regalloc = page.locator("section.stage", has_text="after regalloc").first
        regalloc.locator("button.diffbtn").click()
        diff = regalloc.locator("pre.diff")
        assert diff.is_visible()
        assert diff.locator(".ln.add").count() > 0 and diff.locator(".ln.del").count() > 0
        assert errors == []
    finally:
        page.close()


def test_page_without_debug_info_in_chromium(browser: Any, tmp_path: Path) -> None:
    ll = ROOT / "examples" / "demo.x86_64-unknown-linux-gnu.ll"
    path = tmp_path / "demo.html"
    p = pyllc(ll, "-o", tmp_path / "demo.s", f"-pipeline-html={path}",
              "-pipeline-html-dag-blocks=3")
    assert p.returncode == 0, p.stderr
    page, errors = open_page(browser, path)
    try:
        fn = page_data(path)["functions"][0]
        check_function(page, fn)
        # an IR instruction of the input that has assembly lines of its own (which ones
        # do depends on selection: addresses fold into their accesses)
        asm_keys = {i for i in fn["stages"][-1]["i"] if i}
        key = str(next(i for i in fn["stages"][0]["i"] if i in asm_keys))
        ir_line = page.locator(f'section.stage[data-kind="ir"] .ln[data-i="{key}"]').first
        ir_line.click()
        asm = page.locator('section.stage[data-kind="asm"] .ln.sel')
        assert asm.count() > 0 and asm.first.get_attribute("data-i") == key
        assert errors == []
    finally:
        page.close()
