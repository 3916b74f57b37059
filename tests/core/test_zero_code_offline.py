"""Issue 18, item 5: under ``opentelemetry-instrument``, settings an application makes at its top come in time.

``opentelemetry-instrument`` instruments every installed instrumentation before the application's first line; ours
used to import their libraries right then (all eight, ~2 s), so litellm fetched its model cost map from the network
before the application could set ``LITELLM_LOCAL_MODEL_COST_MAP``. Now a memtrace instrumentation whose library is
not imported yet waits for the application's own import, as ``memtrace_otel.instrument()`` does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from otlp_file_reader import read_spans

pytest.importorskip("litellm")

APP = """
import json, os, sys
heavy = ("litellm", "mem0", "chromadb", "qdrant_client", "langgraph", "llama_index", "evermemos", "langchain_core")
before = sorted(m for m in heavy if m in sys.modules)
os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"     # the application's own offline settings, at its top
os.environ["LITELLM_OFFLINE_MODE"] = "true"
import litellm
reply = litellm.completion(model="gpt-4o-mini", messages=[{"role": "user", "content": "hi"}], mock_response="Hello!")
print("RESULT", json.dumps({"imported_before_app": before, "reply": reply.choices[0].message.content,
                            "wrapped": bool(getattr(litellm.completion, "_memtrace_litellm_wrapper", False)),
                            "imported_after": sorted(m for m in heavy if m in sys.modules)}))
"""


def test_settings_at_the_top_of_the_app_come_before_the_library_import(tmp_path):
    app = tmp_path / "app.py"
    app.write_text(APP)
    out_file = tmp_path / "spans.jsonl"
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("OTEL_", "LITELLM_")) and k != "MEMTRACE_FILE_PATH"}
    env.update({"MEMTRACE_FILE_PATH": str(out_file), "MEM0_TELEMETRY": "False", "ANONYMIZED_TELEMETRY": "False",
                # third-party instrumentations in the dev extra import their libraries eagerly themselves
                "OTEL_PYTHON_DISABLED_INSTRUMENTATIONS": "openai,qdrant_client,litellm,chromadb"})
    cli = Path(sys.executable).parent / "opentelemetry-instrument"
    proc = subprocess.run([str(cli), "--traces_exporter", "memtrace_file", "--metrics_exporter", "none",
                           "--logs_exporter", "none", sys.executable, str(app)],
                          env=env, capture_output=True, text=True, timeout=180, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (line,) = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    out = json.loads(line[len("RESULT "):])
    assert out["imported_before_app"] == []  # nothing imported before the app's first line
    assert out["imported_after"] == ["litellm"]  # and nothing the app does not use
    assert out["wrapped"] and out["reply"] == "Hello!"
    assert "model cost map" not in proc.stderr  # litellm saw the app's LITELLM_LOCAL_MODEL_COST_MAP
    assert [s.name for s in read_spans(out_file)] == ["chat gpt-4o-mini"]
