"""The instrumentations load through the ``opentelemetry_instrumentor`` entry points exactly as
``opentelemetry-instrument`` loads them, and a real zero-code run emits memtrace memory spans."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from otlp_file_reader import read_spans

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the backport (dev extra)
    import tomli as tomllib

from memtrace_otel import semconv as sc

REPO = Path(__file__).resolve().parents[2]
GROUP = "opentelemetry_instrumentor"
DECLARED = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["entry-points"][GROUP]
TARGET_LIBRARIES = ("mem0", "chromadb", "qdrant_client", "langgraph", "langchain_core", "llama_index", "evermemos",
                    "litellm")
# what these tests need from the environment (the offline settings of conftest, no OTEL_* from the outside)
ENV = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
ENV["PYTHONPATH"] = str(REPO / "tests" / "support")


def run_py(code: str, env: dict | None = None, timeout: float = 120) -> dict:
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env={**ENV, **(env or {})},
                          capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_installed_entry_points_match_pyproject():
    installed = {ep.name: ep.value for ep in entry_points(group=GROUP) if ep.name.startswith("memtrace_")}
    assert installed == dict(DECLARED), "reinstall: pip install -e . --no-deps"
    assert all(name.startswith("memtrace_") for name in DECLARED)


def test_core_imports_no_instrumented_library():
    out = run_py(f"""
        import json, sys
        import memtrace_otel
        from memtrace_otel import api, capture, config, guard, instrument, lineage, outcome, propagation, semconv
        from memtrace_otel import span_record, zero_code
        from memtrace_otel.exporters import file
        from memtrace_otel.instrumentations import base
        print(json.dumps(sorted(m for m in {TARGET_LIBRARIES!r} if m in sys.modules)))
    """)
    assert out == []


LOAD_ONE = """
    import json, sys
    from importlib.metadata import PackageNotFoundError, distribution, entry_points
    from opentelemetry.instrumentation.instrumentor import BaseInstrumentor
    from packaging.requirements import Requirement

    (ep,) = [e for e in entry_points(group="opentelemetry_instrumentor") if e.name == NAME]
    try:
        cls = ep.load()   # what opentelemetry-instrument's loader does (distro.load_instrumentor)
    except ModuleNotFoundError as exc:
        if exc.name and ep.module.startswith(exc.name):
            print(json.dumps({"missing": f"module {ep.module} does not exist yet"})); sys.exit(0)
        raise
    except AttributeError as exc:
        print(json.dumps({"missing": f"{ep.value}: {exc}"})); sys.exit(0)
    deps = list(cls().instrumentation_dependencies())


    def top_modules_of(name):
        # the importable top-level names a distribution installs (packages_distributions() of Python 3.10 reads
        # only top_level.txt, which most current wheels do not ship)
        try:
            dist = distribution(name)
        except PackageNotFoundError:
            return set()
        names = set((dist.read_text("top_level.txt") or "").split())
        for file in dist.files or ():
            first = file.parts[0] if file.parts else ""
            if first and first != ".." and not first.endswith((".dist-info", ".data", ".pth")):
                names.add(first[:-3] if first.endswith(".py") else first)
        return {n for n in names if n.isidentifier()}

    top_modules = sorted(set().union(*(top_modules_of(Requirement(d).name) for d in deps)))
    print(json.dumps({"class": cls.__name__, "is_instrumentor": issubclass(cls, BaseInstrumentor), "deps": deps,
                      "top_modules": top_modules, "imported": [m for m in top_modules if m in sys.modules]}))
"""


@pytest.fixture(scope="module")
def loaded():
    """Each entry point loaded in its own fresh interpreter (so sys.modules shows what loading it imported);
    all started at once to keep the test short."""
    procs = {name: subprocess.Popen([sys.executable, "-c", "NAME = %r\n" % name + textwrap.dedent(LOAD_ONE)],
                                    env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for name in sorted(DECLARED)}
    results = {}
    for name, proc in procs.items():
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, f"{name}: {err[-3000:]}"
        results[name] = json.loads(out.strip().splitlines()[-1])
    return results


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_entry_point_loads_without_importing_its_library(name, loaded):
    out = loaded[name]
    if "missing" in out:
        pytest.skip(f"{name}: {out['missing']}")
    assert out["is_instrumentor"], out
    assert out["deps"], f"{name}: instrumentation_dependencies() is empty"
    assert out["top_modules"], f"{name}: its requirements {out['deps']} name no installed distribution"
    assert out["imported"] == [], f"{name} imported {out['imported']} at load time"


# cheap libraries: instrument + uninstrument through memtrace_otel.instrument(), every class attribute restored
CHEAP = {"langgraph_store": ["langgraph.store.memory", "langgraph.store.base"],
         "qdrant": ["qdrant_client"],
         "langchain_history": ["langchain_core.chat_history"]}


@pytest.mark.parametrize("short", sorted(CHEAP))
def test_instrument_then_uninstrument_restores_every_attribute(short):
    if f"memtrace_{short}" not in DECLARED:
        pytest.skip(f"memtrace_{short} is not declared")
    out = run_py(f"""
        import importlib, json, sys
        for m in {CHEAP[short]!r}:
            importlib.import_module(m)
        top = {CHEAP[short][0].split('.')[0]!r}

        def snapshot():
            seen = {{}}
            for mod_name, mod in list(sys.modules.items()):
                if mod is None or not (mod_name == top or mod_name.startswith(top + ".")):
                    continue
                for cls_name, cls in list(vars(mod).items()):
                    if isinstance(cls, type) and getattr(cls, "__module__", "").startswith(top):
                        for attr, value in list(vars(cls).items()):
                            seen[(mod_name, cls_name, attr)] = value
            return seen

        import memtrace_otel
        before = snapshot()
        result = memtrace_otel.instrument(instrumentations=[{short!r}], exporter="none")
        during = snapshot()
        changed = sorted(".".join(k[1:]) for k in before if during.get(k) is not before[k])
        memtrace_otel.uninstrument()
        after = snapshot()
        not_restored = sorted(".".join(k[1:]) for k in before if after.get(k) is not before[k])
        print(json.dumps({{"instrumented": result.instrumented, "skipped": result.skipped, "changed": changed,
                          "not_restored": not_restored}}))
    """)
    if short in out["skipped"] and "No module named 'memtrace_otel" in out["skipped"][short]:
        pytest.skip(f"{short}: {out['skipped'][short]}")
    assert out["instrumented"] == [short], out
    assert out["changed"], f"{short}: instrument() patched nothing"
    assert out["not_restored"] == []


APP = """
from langgraph.store.memory import InMemoryStore

store = InMemoryStore()
store.put(("memories", "alice"), "m1", {"text": "alice likes tea"})
store.put(("memories", "alice"), "m1", {"text": "alice likes coffee"})
item = store.get(("memories", "alice"), "m1")
hits = store.search(("memories", "alice"))
print("APP DONE", len(hits))
"""


def _console_spans(text: str) -> list[dict]:
    """ConsoleSpanExporter prints one indented JSON object per span, with other output in between."""
    decoder, spans, i = json.JSONDecoder(), [], 0
    while (i := text.find("{", i)) != -1:
        try:
            obj, end = decoder.raw_decode(text, i)
        except json.JSONDecodeError:
            i += 1
            continue
        if isinstance(obj, dict) and "context" in obj and "attributes" in obj:
            spans.append(obj)
        i = end
    return spans


def test_zero_code_opentelemetry_instrument(tmp_path):
    if "memtrace_langgraph_store" not in DECLARED:
        pytest.skip("memtrace_langgraph_store is not declared")
    try:
        import memtrace_otel.instrumentations.langgraph_store  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"langgraph store instrumentation not there yet: {exc}")
    app = tmp_path / "app.py"
    app.write_text(APP)
    out_file = tmp_path / "zero-code.jsonl"
    instrument_cli = Path(sys.executable).parent / "opentelemetry-instrument"
    env = {**ENV, "MEMTRACE_FILE_PATH": str(out_file),
           # the standard switch; heavy libraries this app does not use are left out to keep the test fast
           "OTEL_PYTHON_DISABLED_INSTRUMENTATIONS": "litellm,memtrace_litellm,chromadb,memtrace_chromadb,"
                                                    "memtrace_mem0,memtrace_llamaindex_memory,memtrace_evermemos"}
    proc = subprocess.run([str(instrument_cli), "--traces_exporter", "console,memtrace_file",
                           "--metrics_exporter", "none", "--logs_exporter", "none", sys.executable, str(app)],
                          env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "APP DONE 1" in proc.stdout
    spans = _console_spans(proc.stdout)
    ops = [(s["name"], s["attributes"].get(sc.MEMTRACE_OP_KIND)) for s in spans if sc.MEMTRACE_OP_KIND in s["attributes"]]
    assert ("upsert_memory", "write") in ops and ("upsert_memory", "update") in ops
    assert any(kind == "retrieve" for _, kind in ops)
    assert all(s["attributes"].get(sc.GEN_AI_PROVIDER_NAME) == "langgraph" for s in spans
               if sc.MEMTRACE_OP_KIND in s["attributes"])
    assert "alice likes" not in proc.stdout  # capture is off by default
    # the same spans through our exporter entry point, as OTLP/JSON lines
    file_spans = read_spans(out_file)
    assert sorted((s.name, s.attributes[sc.MEMTRACE_OP_KIND]) for s in file_spans) == sorted(ops)
    versions = [a[sc.VAR_VERSION] for s in file_spans for a in s.variables("output")]
    assert versions == [1, 2]


def test_readme_supported_libraries_table_matches_the_entry_points():
    """The README's table is the registration as users read it: one row per entry point, named as
    ``instrument(instrumentations=[...])`` takes it, with the instrumentor's own extra, which pyproject defines and
    ``[all]`` includes."""
    import importlib
    import re

    readme = (REPO / "README.md").read_text()
    table = readme.split("## Supported libraries", 1)[1].split("\n\n", 2)[1]
    rows = {}
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        name = re.fullmatch(r"`(\w+)`", cells[0])
        if name:
            rows[name.group(1)] = cells[2]
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    every = " ".join(extras["all"])
    assert set(rows) == {name[len("memtrace_"):] for name in DECLARED}
    for name, value in DECLARED.items():
        module, cls = value.split(":")
        extra = getattr(importlib.import_module(module), cls).extra
        assert rows[name[len("memtrace_"):]] == f"`[{extra}]`", name
        assert extra in extras and extra in every, name
