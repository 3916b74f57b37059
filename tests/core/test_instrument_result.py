"""Issue 18, item 8: ``instrument()`` says what it enabled now (the app had imported the library), what waits for
an import, and what it skipped and why — each instrumentation in exactly one of the three. It used to list every
instrumentation as both instrumented and deferred, including libraries the app never imported."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = r"""
import json, logging, sys
import opentelemetry.instrumentation.dependencies as deps
from opentelemetry.instrumentation.dependencies import DependencyConflict

real = deps.get_dependency_conflicts
def conflicts(requirements):   # evermemos reported as not installed, whatever this virtualenv holds
    if any(r.startswith("evermemos") for r in requirements):
        return DependencyConflict("evermemos >= 0.3", None)
    return real(requirements)
deps.get_dependency_conflicts = conflicts

import langgraph.store.base                          # the app imported this one before instrument()
import memtrace_otel
from memtrace_otel.instrument import trigger_modules
imported_before = sorted(short for short, module in trigger_modules().items() if module in sys.modules)
logging.basicConfig(level=logging.INFO, format="%(message)s")
result = memtrace_otel.instrument(exporter="none", exclude=["chromadb"],
                                  instrumentations=["mem0", "litellm", "chromadb", "qdrant", "langgraph_store",
                                                    "evermemos", "langchain_history", "nope"])
again = memtrace_otel.instrument(exporter="none", instrumentations=["qdrant", "langgraph_store"])
print(json.dumps({"imported_before": imported_before, "instrumented": result.instrumented,
                  "deferred": result.deferred, "skipped": result.skipped, "available": getattr(result, "available", None),
                  "again": [again.instrumented, again.deferred]}))
"""


def test_instrument_reports_enabled_deferred_and_skipped_apart():
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    before = set(out["imported_before"])
    assert "langgraph_store" in before and "qdrant" not in before and "mem0" not in before
    wanted_installed = {"mem0", "litellm", "qdrant", "langgraph_store", "langchain_history"}
    assert set(out["instrumented"]) == wanted_installed & before
    assert set(out["deferred"]) == wanted_installed - before
    assert not set(out["instrumented"]) & set(out["deferred"])
    assert out["skipped"] == {"chromadb": "excluded (exclude=)",
                              "evermemos": "not installed (needs evermemos >= 0.3)",
                              "nope": "no such memtrace instrumentation"}
    assert out["available"] == sorted(wanted_installed)
    assert out["again"] == [["langgraph_store"], ["qdrant"]]  # a second call reports the same states
    summary = [line for line in proc.stderr.splitlines() if line.startswith("memtrace instrumentations:")]
    assert summary and "enabled now: " in summary[0] and "skipped: " in summary[0]
