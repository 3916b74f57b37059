"""examples/custom_memory.py runs offline, writes OTLP/JSON lines, and its planted fault is attributed."""

from __future__ import annotations

import json
import subprocess
import sys

from conftest import REPO

from memtrace_otel.cli import main


def test_custom_memory_example_and_its_attribution(tmp_path, capsys):
    out = tmp_path / "custom.jsonl"
    run = subprocess.run([sys.executable, str(REPO / "examples" / "custom_memory.py"), "--out", str(out)],
                         capture_output=True, text=True, timeout=120, check=True)
    assert "expected 'Lisbon'" in run.stdout and out.exists()
    assert main(["attribute", str(out), "-o", str(tmp_path / "r.jsonl"), "--no-progress"]) == 0
    verdict = json.loads((tmp_path / "r.jsonl").read_text().splitlines()[0])
    # the update that dropped the city is the root cause, not the later search or the answer
    assert (verdict["error_type"], verdict["op_name"]) == ("UpdateError", "facts.update")
    assert verdict["case_id"] == "where-alice"
