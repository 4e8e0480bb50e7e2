# pyllc — one command each: `make demo`, `make test`, `make bench`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
TARGETS ?= riscv64-unknown-linux-gnu x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu sparc-unknown-linux-gnu

.PHONY: demo test lint bench fast fuzz torture venv clean reallib-fetch

venv: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	@for t in $(TARGETS); do \
	  echo "=== $$t: pyllc -O2 examples/demo.$$t.ll ==="; \
	  $(VENV)/bin/pyllc -mtriple=$$t -O2 examples/demo.$$t.ll -o - || exit 1; \
	  echo "=== $$t: pylli --stats examples/demo.$$t.ll ==="; \
	  $(VENV)/bin/pylli -mtriple=$$t --stats examples/demo.$$t.ll; echo "(exit status $$?)"; \
	done

lint: $(STAMP)
	$(VENV)/bin/ruff check pyllc tests bench tools
	$(VENV)/bin/mypy pyllc

# interpreted even where `make fast` built the compiled modules (tests monkeypatch functions
# that compiled callers would not see); tests/opt/test_mypyc_build.py checks a compiled set
test: lint reallib-fetch
	PYLLC_MYPYC=0 $(PY) -m pytest -q -rs -n 2 --dist=loadgroup

# the real C libraries of tests/reallib (pinned PyPI sdists, sha256-checked) into .cache/
reallib-fetch: $(STAMP)
	$(PY) tools/reallib.py fetch

# opt-in: the IR, the optimizer and the target-independent back end (codegen, isel,
# regalloc) compiled with mypyc (pyllc/native.py), built into the user's cache
# (~/.cache/pyllc/mypyc), keyed by the sources' hash: the first build takes minutes of
# gcc, an unchanged tree none; used at import while its sources are unchanged
# (PYLLC_MYPYC=0 turns it off). bench/results/mypyc-backend-session11.txt has the figures.
fast: $(STAMP)
	$(PY) tools/build_mypyc.py --set backend

# the figures stay interpreted (comparable with earlier sessions); bench_opt_pipeline
# reports default<O2> throughput both ways when the fresh build is there
bench: $(STAMP) fast
	PYLLC_MYPYC=0 $(PY) bench/run.py

fuzz: $(STAMP)
	$(PY) bench/bench_fuzz.py --seconds 600

torture: $(STAMP)
	$(PY) bench/bench_torture.py --every $(or $(EVERY),5)

clean:
	rm -rf $(VENV) build *.egg-info
