"""instrument() never imports a library the app has not imported; it instruments it when the app does."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = r"""
import json, sys
import memtrace_otel
heavy = ("litellm", "mem0", "chromadb", "qdrant_client", "llama_index.core", "langgraph.store.base", "evermemos")
result = memtrace_otel.instrument(exporter="none")
imported_by_instrument = [m for m in heavy if m in sys.modules]
from qdrant_client import QdrantClient                    # the app imports a library: it is instrumented now
wrapped_after_import = type(QdrantClient.upsert).__name__
memtrace_otel.uninstrument()                              # pending ones never fire after this
import evermemos.resources.v0.memories.memories as mm
print(json.dumps({"imported_by_instrument": imported_by_instrument, "deferred": sorted(result.deferred),
                  "enabled": sorted(result.instrumented), "wrapped_after_import": wrapped_after_import,
                  "restored": type(QdrantClient.upsert).__name__,
                  "late_import_untouched": type(mm.MemoriesResource.add).__name__}))
"""


def test_instrument_defers_until_the_library_is_imported():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=180, check=True)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["imported_by_instrument"] == []
    assert "qdrant" in data["deferred"] and "litellm" in data["deferred"]
    assert not set(data["deferred"]) & set(data["enabled"])  # waiting for an import is not enabled
    assert data["wrapped_after_import"] == "BoundFunctionWrapper"
    assert data["restored"] == "function"
    assert data["late_import_untouched"] == "function"
