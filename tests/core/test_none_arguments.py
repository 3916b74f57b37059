"""Issue 18, item 1: every public function of the manual API and ``record_outcome`` accepts None where a user would
pass it (None = not given), and an outcome that cannot be recorded says so in a warning naming the argument — it is
never swallowed silently (``record_outcome(..., evidence_ids=None)`` used to lose the outcome: a TypeError inside
was logged once and ``memtrace attribute`` then found 0 failed cases)."""

from __future__ import annotations

import logging

import pytest

import memtrace_otel
from memtrace_otel import Variable, operation, record_outcome, traced_operation
from memtrace_otel import semconv as sc
from memtrace_otel.variables_codec import span_variables


def _memtrace_warnings(caplog):
    return [r for r in caplog.records if r.name == "memtrace_otel" and r.levelno >= logging.WARNING]


def _outcomes(provider):
    return [s for s in provider.exporter.get_finished_spans() if s.name == sc.OUTCOME_SPAN_NAME]


def test_record_outcome_with_evidence_ids_none_is_recorded(provider, caplog):
    with operation("generate", "app.answer") as g:
        g.output("answer:1", "Paris", kind="answer")
    ctx = record_outcome(False, question="Where?", expected="Lisbon", actual="Paris", evidence_ids=None,
                         answer=g, case_id="c1", feedback=None, score=None, answer_var=None, attributes=None)
    assert ctx is not None and ctx.is_valid
    (outcome,) = _outcomes(provider)
    assert outcome.attributes[sc.OUTCOME_STATUS] == "failed"
    assert outcome.attributes[sc.OUTCOME_CASE_ID] == "c1"
    assert sc.OUTCOME_EVIDENCE_IDS not in outcome.attributes
    assert _memtrace_warnings(caplog) == []


def test_record_outcome_every_optional_argument_none(provider, caplog):
    record_outcome(True, question=None, expected=None, actual=None, feedback=None, score=None, case_id=None,
                   answer=None, answer_var=None, evidence_ids=None, attributes=None)
    assert len(_outcomes(provider)) == 1
    assert _memtrace_warnings(caplog) == []


@pytest.mark.parametrize("given, recorded", [
    ("msg:1", ["msg:1"]),                      # one id
    (("msg:1", None, "msg:2"), ["msg:1", "msg:2"]),
    ({"msg:3"}, ["msg:3"]),
    ((i for i in ["msg:4"]), ["msg:4"]),       # any iterable, also a generator
    ([7], ["7"]),
])
def test_record_outcome_evidence_forms(provider, caplog, given, recorded):
    record_outcome(False, question="q", evidence_ids=given)
    (outcome,) = _outcomes(provider)
    assert list(outcome.attributes[sc.OUTCOME_EVIDENCE_IDS]) == recorded
    assert _memtrace_warnings(caplog) == []


@pytest.mark.parametrize("kwargs, argument", [
    ({"evidence_ids": 3.5}, "evidence_ids"),
    ({"evidence_ids": [{"id": "m1"}]}, "evidence_ids"),
    ({"question": ["not", "a", "string"]}, "question"),
    ({"answer": "the answer text"}, "answer"),
    ({"attributes": ["k", "v"]}, "attributes"),
    ({"score": "high"}, "score"),
])
def test_unusable_argument_is_dropped_loudly_and_the_outcome_still_recorded(provider, caplog, kwargs, argument):
    ctx = record_outcome(False, case_id="c2", **kwargs)
    assert ctx is not None
    (outcome,) = _outcomes(provider)
    assert outcome.attributes[sc.OUTCOME_STATUS] == "failed"
    (warning,) = _memtrace_warnings(caplog)
    assert f"{argument}=" in warning.getMessage() and "recorded without it" in warning.getMessage()


def test_outcome_that_cannot_be_recorded_says_so_every_time(provider, caplog):
    for _ in range(2):
        assert record_outcome(score="high") is None  # no correct=, and the score is no number
    assert _outcomes(provider) == []
    warnings = _memtrace_warnings(caplog)
    assert len(warnings) == 2  # not logged once and then silent
    assert all("NOT recorded" in w.getMessage() and "score=" in w.getMessage() for w in warnings)


def test_outcome_failing_inside_says_not_recorded(provider, caplog, monkeypatch):
    from memtrace_otel import outcome as outcome_module

    def broken(*args, **kwargs):
        raise RuntimeError("exporter exploded")

    monkeypatch.setattr(outcome_module.capture, "redact_text", broken)
    assert record_outcome(False, question="q") is None
    (warning,) = _memtrace_warnings(caplog)
    assert "NOT recorded" in warning.getMessage() and "exporter exploded" in warning.getMessage()


def test_manual_api_accepts_none(provider, caplog):
    with operation("retrieve", None, system=None, operation_name=None, provider=None, store_id=None, record_id=None,
                   user_id=None, agent_id=None, run_id=None, conversation_id=None, inputs=None, attributes=None,
                   span_kind=None, span_name=None, adopt=None, keep_attributes=None) as op:
        op.input("q:1", "question", kind=None, version=None, relation=None, rank=None, score=None, producer=None,
                 hash=None)
        op.read("doc:1", "text", kind=None)
        op.output("ans:1", "text", kind=None, change=None, version=None, hash=None, source_ids=None, rank=None,
                  score=None)
        op.update("rec:1", "v1", kind=None)
        op.delete("rec:2", kind=None)
        op.set_attribute("k", None)
        op.set_attributes(None)
        op.set_content_attribute("k2", None)
        op.set_records(None)
    with operation("write", "w", inputs=[Variable("m:1", "hello", kind=None, source_ids=None)]) as w:
        w.output("rec:3", "x", source_ids=None)

    @traced_operation("retrieve", None, inputs=None, outputs=None)
    def search(query):
        return [query]

    assert search("q") == ["q"]
    spans = {s.name: s for s in provider.exporter.get_finished_spans()}
    assert set(spans) >= {"retrieve", "w", "test_manual_api_accepts_none.<locals>.search"}
    kinds = {v[sc.VAR_ID]: v[sc.VAR_KIND] for v in span_variables(spans["retrieve"])}
    assert kinds["q:1"] == "other" and kinds["rec:1"] == "memory_record" and kinds["ans:1"] == "other"
    assert _memtrace_warnings(caplog) == []


def test_instrument_accepts_none(provider, caplog):
    result = memtrace_otel.instrument(service_name=None, capture_content=None, exporter=None, path=None,
                                      endpoint=None, instrumentations=[], exclude=None, tracer_provider=provider,
                                      redactor=None, max_content_length=None)
    assert result.tracer_provider is provider
    memtrace_otel.configure(capture_content=None, max_content_length=None, redactor=None)
    assert _memtrace_warnings(caplog) == []


def test_declaration_without_an_id_is_skipped_and_said(provider, caplog, monkeypatch):
    """op.read(doc.get("id")) with a missing id used to declare the variable "None": unrelated records merged."""
    from memtrace_otel import guard

    monkeypatch.setattr(guard, "_seen", set())  # said once per process: make this test the first time
    with operation("retrieve", "r") as op:
        assert op.read(None, "text a") is None
        assert op.output(None, "text b") is None
        assert op.input("", "text c") is None
        op.read("doc:1", "text d")
    (span,) = provider.exporter.get_finished_spans()
    assert [v[sc.VAR_ID] for v in span_variables(span)] == ["doc:1"]
    messages = [r.getMessage() for r in _memtrace_warnings(caplog)]
    assert any("var_id=None" in m and "skipped" in m for m in messages)
