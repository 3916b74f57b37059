"""Some of benchmarks/outside_cases/ run as the runner runs them (a fresh process each, real libraries): the scripts
keep working, and their verdicts stay right (a planted extraction fault that flips a yes/no; a wrong numeric label;
from batch 2, an app summarizer that drops a fact from the profile it rewrites, and an app reranker with no span
that cuts the record the search found; from batch 3, a distance asked in feet of a record in metres that a range
filter left out, and a wrong surname in a label; from batch 5, "how long ago" of a record a per-year namespace
left out, and an EverMemOS episode deleted after its buffer was flushed; from batch 6, a label giving the count a
note states only as last year's; from batches 14 and 15, a total of four runs' km whose search missed one, a time a
listener only asked about, and a date given where the place is asked)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

RUNNER = Path(__file__).resolve().parents[2] / "benchmarks" / "outside_cases" / "run_all.py"


@pytest.fixture(scope="module")
def runner():
    spec = importlib.util.spec_from_file_location("outside_cases_run_all", RUNNER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("script,expected_type,expected_op", [
    ("app_langgraph_extract_polarity.py", "ExtractionError", "litellm.completion"),
    ("ctl_chroma_numeric_label.py", "AnnotationError", None),
    ("b2_langgraph_summary_drop.py", "UpdateError", "litellm.completion"),
    ("b2_chroma_rerank_plain.py", "RetrievalError", "chroma.query"),
    ("b3_qdrant_scroll_recent_units.py", "RetrievalError", "qdrant.scroll"),
    ("b3_ctl_zep_who_label.py", "AnnotationError", None),
    ("b5_langgraph_year_scope_rabies.py", "RetrievalError", "langgraph.store.search"),
    ("b5_evermemos_delete_parents_evening.py", "DeletionError", "evermemos.delete"),
    ("b6_ctl_chroma_globex_seats_label.py", "AnnotationError", None),
    ("b14_langgraph_cycleclub_march_km_topk.py", "RetrievalError", "langgraph.store.search"),
    ("b14_ctl_litellm_radio_listener_question_label.py", "AnnotationError", None),
    ("b15_ctl_evermemos_choir_concert_venue_label.py", "AnnotationError", None),
])
def test_an_outside_case_gets_its_verdict(runner, monkeypatch, tmp_path, script, expected_type, expected_op):
    monkeypatch.setenv("MEMTRACE_OUTSIDE_CASES_OUT", str(tmp_path))
    result = runner.run_one(script)
    assert result.get("actual_type") == expected_type, result
    if expected_op:
        assert result.get("actual_op") == expected_op and result.get("exact_op"), result
