"""Shared test set-up.

- Tests import helpers that live in tests/ (toy_target.py).
- A skip must say why, and `make test` prints every reason (`-rs`). Under CI
  (`CI=true`, set by the CI runner) a skip is a *failure*: .ci/run installs every tool
  the tests use, so a missing tool there means the test did not run and must not pass.
  The only skips allowed in CI are the ones that say the case does not apply: their
  reason starts with "n/a:".
"""
from __future__ import annotations

import os
import sys
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: Any) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if not IN_CI or not report.skipped or hasattr(report, "wasxfail"):
        return
    reason = str(report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr)
    if reason.startswith("Skipped: "):
        reason = reason[len("Skipped: "):]
    if reason.startswith("n/a:"):
        return
    report.outcome = "failed"
    report.longrepr = f"skipped under CI (a test that did not run must not pass): {reason}"
