"""Mutation test for the IR front end: corrupted valid files must give a CompileError
or parse (and then verify, print and re-parse) — never any other exception, and never hang.

Inputs: every tests/ir/corpus, tests/ir/stress and tests/programs/ll .ll file that exists.
Each mutation kind runs a fixed number of cases from a seeded generator, so a
failure is reproducible from the (kind, case) pair printed in the message; set
PYLLC_MUTATION_DUMP=DIR to also write each failing input there.
"""
from __future__ import annotations

import glob
import os
import random
import re
import shutil
import signal
import subprocess
import traceback

import pytest

from pyllc.diagnostics import CompileError

pytest.importorskip("pyllc.ir.parser")
from pyllc.ir.parser import parse_module  # noqa: E402
from pyllc.ir.verifier import verify_module  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEED = 20261122
CASES_PER_KIND = 60
MAX_FILE_BYTES = 40_000          # keep each case fast; big files are covered by the corpus tests
CASE_TIMEOUT_S = 20


def _inputs() -> list[str]:
    pats = ["tests/ir/corpus/**/*.ll", "tests/ir/stress/**/*.ll", "tests/programs/ll/**/*.ll"]
    files = sorted({p for pat in pats for p in glob.glob(os.path.join(ROOT, pat), recursive=True)})
    return [p for p in files if os.path.getsize(p) <= MAX_FILE_BYTES]


FILES = _inputs()
_TEXT_CACHE: dict[str, str] = {}


def _text(path: str) -> str:
    t = _TEXT_CACHE.get(path)
    if t is None:
        with open(path, encoding="utf-8") as f:
            t = _TEXT_CACHE[path] = f.read()
    return t


_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%@!#$^]?[-\w.$]+|\S')

GARBAGE = ["%", "@", "!", "#", "$", "^", "{", "}", "[", "]", "(", ")", "<", ">", ",", "=", "*",
           "...", '"', 'c"', "\\", "0x", "0xK", "u0x", "s0x", "-", "1e999", "i0", "i99999999",
           "i8388608", "ptr addrspace(", "x", "vscale", "label", "metadata", "!{", "!DILocation(",
           "#0", "%0", "%4294967296", "@0", "!0", "^0", "define", "declare", "global", "type",
           "opaque", "zeroinitializer", "undef", "poison", "null", "none", "true", "blockaddress(",
           "getelementptr (", "bitcast (", "phi", "ret", "br", "switch", "unreachable", "landingpad",
           "token", "void", "half", "0.1", "0x7FF0000000000000", "18446744073709551616",
           "-9223372036854775809", "\t", "\n", "\r\n", "\x00", "\x7f", ";", "attributes",
           "align 0", "align 3", "addrspace(16777216)", "[0 x i8]", "<0 x i32>", "<vscale x 0 x i8>"]

REPLACEMENTS = ["i1", "i8", "i32", "i64", "i128", "float", "double", "ptr", "void", "label", "%x",
                "@f", "0", "-1", "1", "undef", "poison", "null", "{ i32 }", "[2 x i8]", "<4 x i32>",
                "%0", "%1", "%entry", "%struct.S", "metadata", "token", "x86_fp80", "fp128"]


def _tokens(text: str) -> list[re.Match]:
    return list(_TOKEN.finditer(text))


def mutate(kind: str, text: str, rng: random.Random) -> tuple[str, str]:
    """Return (mutated text, description)."""
    n = len(text)
    if kind == "truncate":
        k = rng.randrange(n + 1)
        return text[:k], f"truncate at {k}"
    if kind in ("flip_char", "insert_garbage"):
        k = rng.randrange(n + 1)
        if kind == "flip_char":
            c = chr(rng.choice([rng.randrange(32, 127), rng.randrange(0, 32), rng.randrange(128, 0x3000)]))
            return text[:k] + c + text[k + 1:], f"replace char at {k} by {c!r}"
        g = rng.choice(GARBAGE)
        return text[:k] + g + text[k:], f"insert {g!r} at {k}"
    if kind.startswith("line_"):
        lines = text.split("\n")
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        if kind == "line_delete":
            del lines[i]
            desc = f"delete line {i + 1}"
        elif kind == "line_duplicate":
            lines.insert(j, lines[i])
            desc = f"copy line {i + 1} before line {j + 1}"
        else:
            lines[i], lines[j] = lines[j], lines[i]
            desc = f"swap lines {i + 1} and {j + 1}"
        return "\n".join(lines), desc
    toks = _tokens(text)
    if not toks:
        return text, "no tokens"
    a = rng.choice(toks)
    if kind == "token_delete":
        return text[:a.start()] + text[a.end():], f"delete token {a.group()!r} at {a.start()}"
    if kind == "token_duplicate":
        return text[:a.end()] + " " + a.group() + text[a.end():], f"duplicate token {a.group()!r} at {a.start()}"
    if kind == "token_replace":
        r = rng.choice(REPLACEMENTS + [t.group() for t in rng.sample(toks, min(5, len(toks)))])
        return text[:a.start()] + r + text[a.end():], f"replace token {a.group()!r} at {a.start()} by {r!r}"
    if kind == "token_swap":
        b = rng.choice(toks)
        if b.start() < a.start():
            a, b = b, a
        if a.end() > b.start():
            return text, "swap of overlapping tokens (no-op)"
        s = text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():]
        return s, f"swap tokens {a.group()!r} at {a.start()} and {b.group()!r} at {b.start()}"
    if kind == "number":
        nums = [t for t in toks if re.fullmatch(r"-?\d+", t.group())]
        if not nums:
            return text, "no numbers"
        a = rng.choice(nums)
        r = str(rng.choice([0, -1, 1, 2**31, 2**32, 2**63, 2**64, -2**63 - 1, 10**30, 7, 255, 256]))
        return text[:a.start()] + r + text[a.end():], f"number {a.group()!r} at {a.start()} -> {r}"
    if kind in ("rename_local", "retarget_label"):
        # Syntax-preserving edits that mostly reach the verifier: a use names another
        # local value (dominance, types), or a branch goes elsewhere (phi edges).
        if kind == "rename_local":
            cands = [t for t in toks if re.fullmatch(r"%[-\w.$]+", t.group())
                     and not text[t.end():t.end() + 3].startswith(" =")]
        else:
            cands = [t for t in toks if t.group().startswith("%") and text[max(0, t.start() - 6):t.start()] == "label "]
        if len(cands) < 2:
            return text, "no candidates"
        a, b = rng.sample(cands, 2)
        return (text[:a.start()] + b.group() + text[a.end():],
                f"{kind}: {a.group()!r} at {a.start()} -> {b.group()!r}")
    if kind == "multi":
        desc = []
        for _ in range(rng.randrange(2, 6)):
            sub = rng.choice(SIMPLE_KINDS)
            text, d = mutate(sub, text, rng)
            desc.append(f"{sub}: {d}")
        return text, "; ".join(desc)
    if kind == "deep_nesting":
        k = rng.randrange(n + 1)
        depth = rng.choice([200, 2000, 20000])
        g = rng.choice(["[", "{", "<", "(", "!{", "[1 x "]) * depth
        return text[:k] + g + text[k:], f"insert {depth} nested openers at {k}"
    raise AssertionError(kind)


SIMPLE_KINDS = ["truncate", "flip_char", "insert_garbage", "line_delete", "line_duplicate", "line_swap",
                "token_delete", "token_duplicate", "token_replace", "token_swap", "number"]
KINDS = SIMPLE_KINDS + ["rename_local", "retarget_label", "multi", "deep_nesting"]


# A Python exception disguised as a user error (`malformed input (KeyError: ...)`) is a bug too.
_WRAPPED_BUG = re.compile(r"\((\w+(?:Error|Exception)|StopIteration)\b[^)]*")


class _Timeout(Exception):
    pass


def _on_alarm(signum, frame):  # noqa: ARG001 - signal handler signature
    raise _Timeout()


def check_one(text: str, name: str) -> str | None:
    """None if the front end behaved; else a description of the failure."""
    stage = "parse"
    old = signal.signal(signal.SIGALRM, _on_alarm)
    signal.alarm(CASE_TIMEOUT_S)
    try:
        m = parse_module(text, name)
        stage = "verify"
        verify_module(m)
        stage = "print"
        from pyllc.ir.printer import print_module
        out = print_module(m)
        stage = "reparse printed output"
        m2 = parse_module(out, name + ".printed")
        stage = "verify printed output"
        verify_module(m2)
    except CompileError as e:
        if stage not in ("parse", "verify"):
            return f"{stage}: CompileError on a module that verified: {e}"
        wrapped = _WRAPPED_BUG.search(e.message)
        if wrapped:  # the parser's last-resort handler turned an exception into a message
            return f"{stage}: internal {wrapped.group(1)} reported as a CompileError: {e.message[:200]}"
        try:
            e.format()
        except Exception as fe:  # noqa: BLE001 - the message itself must be printable
            return f"{stage}: CompileError.format() raised {type(fe).__name__}: {fe}"
        return None
    except _Timeout:
        return f"{stage}: no answer after {CASE_TIMEOUT_S} s (hang?)"
    except ImportError:
        if stage == "print":
            return None  # printer not there yet: parse+verify were checked
        raise
    except BaseException as e:  # noqa: BLE001 - this is what the test is looking for
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return (f"{stage}: {type(e).__name__}: {str(e)[:200]} "
                f"(at {os.path.relpath(tb.filename, ROOT)}:{tb.lineno})")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    return None


@pytest.mark.skipif(not FILES, reason="no .ll inputs")
@pytest.mark.parametrize("kind", KINDS)
def test_mutations_give_compile_error_or_success(kind: str) -> None:
    rng = random.Random(f"{SEED}:{kind}")
    failures = []
    dump = os.environ.get("PYLLC_MUTATION_DUMP")
    cases = CASES_PER_KIND if kind != "deep_nesting" else 8
    for case in range(cases):
        path = rng.choice(FILES)
        text, desc = mutate(kind, _text(path), rng)
        rel = os.path.relpath(path, ROOT)
        why = check_one(text, rel)
        if why is not None:
            failures.append(f"[{kind} #{case}] {rel}: {desc}: {why}")
            if dump:
                os.makedirs(dump, exist_ok=True)
                with open(os.path.join(dump, f"{kind}-{case}.ll"), "w", encoding="utf-8",
                          errors="surrogatepass") as f:
                    f.write(text)
    assert not failures, f"{len(failures)} of {cases} cases failed:\n" + "\n".join(failures[:15])


def test_inputs_round_trip_unmutated() -> None:
    """Sanity: the unmutated inputs themselves are accepted (else mutations prove little)."""
    bad = [p for p in FILES[::max(1, len(FILES) // 40)] if check_one(_text(p), p) is not None]
    assert not bad, bad


LLVM_AS = shutil.which("llvm-as-16")


@pytest.mark.skipif(LLVM_AS is None or not FILES, reason="llvm-as-16 not installed")
def test_verifier_agrees_with_llvm_on_mutants() -> None:
    """Differential: on mutants that both parsers accept, our verifier and LLVM's agree.

    Intrinsic signatures (LLVM's table of llvm.* prototypes) are not checked by
    pyllc, so cases LLVM rejects for that reason are left out.
    """
    rng = random.Random(f"{SEED}:differential")
    disagreements = []
    compared = 0
    for case in range(240):
        kind = rng.choice(["rename_local", "retarget_label", "line_swap", "line_duplicate", "token_replace"])
        path = rng.choice(FILES)
        text, desc = mutate(kind, _text(path), rng)
        try:
            m = parse_module(text, "mutant.ll")
        except CompileError:
            continue
        try:
            verify_module(m)
            ours = None
        except CompileError as e:
            ours = e.message
        r = subprocess.run([LLVM_AS, "-o", os.devnull, "-"], input=text.encode("utf-8", "surrogatepass"),
                           capture_output=True)
        err = r.stderr.decode("utf-8", "replace")
        if r.returncode != 0 and "does not verify" not in err:
            continue  # LLVM's parser rejects it: a parser difference, not the verifier's
        if "ntrinsic" in err:
            continue
        compared += 1
        if (ours is None) != (r.returncode == 0):
            disagreements.append(f"[{kind} #{case}] {os.path.relpath(path, ROOT)}: {desc}: "
                                 f"pyllc: {ours or 'valid'} | llvm-as-16: {err.strip()[:300] or 'valid'}")
    assert compared >= 60
    assert not disagreements, "\n".join(disagreements[:10])
