"""``record_outcome``: mark a question/answer turn correct or failed. This is where attribution starts.

The outcome is a short span ``memtrace.outcome`` (kind ``judge``), a child of the span that produced the answer (same
trace) and linked to it, carrying one ``gen_ai.evaluation.result`` event; a failed outcome has span status ERROR. The answer span has usually ended by the time
feedback arrives, and ended spans cannot take new events, so the outcome gets its own span.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import Any, Optional

from opentelemetry import trace
from opentelemetry.trace import Link, SpanContext, Status, StatusCode, TraceFlags

from . import capture, lineage
from . import semconv as sc
from .api import Operation, get_tracer, last_answer_operation, tracing_enabled

logger = logging.getLogger("memtrace_otel")


def _answer_context(answer: Any) -> tuple[Optional[SpanContext], Optional[str]]:
    """Accepts an Operation, a Span, a SpanContext, or a (trace_id_hex, span_id_hex) tuple."""
    answer_var = None
    if answer is None:
        answer = last_answer_operation()
    if isinstance(answer, Operation):
        if answer.answer is not None:
            answer_var = answer.answer.node_id
        answer = answer.span_context
    if isinstance(answer, tuple) and len(answer) == 2:
        try:
            answer = SpanContext(int(answer[0], 16), int(answer[1], 16), is_remote=True,
                                 trace_flags=TraceFlags(0x01))
        except (TypeError, ValueError):
            answer = None
    if answer is not None and not isinstance(answer, SpanContext) and hasattr(answer, "get_span_context"):
        answer = answer.get_span_context()
    if isinstance(answer, SpanContext) and answer.is_valid:
        return answer, answer_var
    return None, answer_var


def record_outcome(correct: Optional[bool] = None, *, question: Optional[str] = None,
                   expected: Optional[str] = None, actual: Optional[str] = None, feedback: Optional[str] = None,
                   score: Optional[float] = None, case_id: Optional[str] = None, answer: Any = None,
                   answer_var: Optional[str] = None, evidence_ids: Optional[Iterable[str]] = (),
                   attributes: Optional[dict] = None) -> Optional[SpanContext]:
    """Record whether an answer was right.

    ``correct`` True/False (or give ``score`` in [0, 1]; below 0.5 is a failure). ``answer`` is the span that
    produced the answer: an :class:`~memtrace_otel.api.Operation`, a Span, a SpanContext or (trace_id, span_id) hex;
    by default the last ``generate`` operation of this context. ``expected`` (the gold answer) and ``feedback``
    (what the user said) make attribution sharper; ``evidence_ids`` are the ids of the variables (messages,
    memory records...) that hold the answer, when known: an iterable of ids, one id, or None.
    Every optional argument accepts None (= not given). An argument that cannot be used is dropped with a warning
    naming it; an outcome that cannot be recorded at all logs a warning saying so. Returns the outcome span's
    context (None when tracing is off or nothing was recorded).
    """
    if correct is None and score is None:
        raise ValueError("record_outcome needs correct=True/False or a score")
    if score is not None:
        try:
            score = float(score)
        except (TypeError, ValueError):
            if correct is None:
                _not_recorded(f"score={score!r} is not a number and correct= is not given")
                return None
            _dropped("score", score, "not a number")
            score = None
    question, expected, actual, feedback, case_id, answer_var = (
        _text_argument(name, value) for name, value in (("question", question), ("expected", expected),
                                                        ("actual", actual), ("feedback", feedback),
                                                        ("case_id", case_id), ("answer_var", answer_var)))
    evidence = _evidence_argument(evidence_ids)
    if attributes is not None and not isinstance(attributes, Mapping):
        _dropped("attributes", attributes, "not a mapping of attribute names to values")
        attributes = None
    if not tracing_enabled():
        return None
    try:
        return _emit(correct, question, expected, actual, feedback, score, case_id, answer, answer_var,
                     evidence, attributes)
    except Exception as exc:
        _not_recorded(f"{type(exc).__name__}: {exc}", exc_info=True)
        return None


def _not_recorded(reason: str, exc_info: bool = False) -> None:
    logger.warning("memtrace: record_outcome: the outcome was NOT recorded (%s); attribution will not see this "
                   "case", reason, exc_info=exc_info)


def _dropped(name: str, value: Any, why: str) -> None:
    logger.warning("memtrace: record_outcome: %s=%r ignored (%s); the outcome is recorded without it",
                   name, _short(value), why)


def _short(value: Any) -> Any:
    text = repr(value)
    return value if len(text) <= 80 else text[:77] + "..."


def _text_argument(name: str, value: Any) -> Optional[str]:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float, bytes)) and not isinstance(value, bool):
        return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    _dropped(name, value, f"expected a string, got {type(value).__name__}")
    return None


def _evidence_argument(evidence_ids: Any) -> list[str]:
    """None, one id, or an iterable of ids -> a list of id strings (empty ones and None dropped)."""
    if evidence_ids is None:
        return []
    if isinstance(evidence_ids, (str, int)) and not isinstance(evidence_ids, bool):
        evidence_ids = [evidence_ids]
    if isinstance(evidence_ids, Mapping) or not isinstance(evidence_ids, Iterable):
        _dropped("evidence_ids", evidence_ids, "expected variable ids: a list of strings, one string, or None")
        return []
    out = []
    for item in evidence_ids:
        if item is None or item == "":
            continue
        if isinstance(item, (str, int)) and not isinstance(item, bool):
            out.append(str(item))
        else:
            _dropped("evidence_ids", evidence_ids, f"an item is {type(item).__name__}, not a variable id string")
            return []
    return out


def _emit(correct, question, expected, actual, feedback, score, case_id, answer, answer_var, evidence_ids,
          attributes) -> Optional[SpanContext]:
    value = float(score) if score is not None else (1.0 if correct else 0.0)
    failed = (not correct) if correct is not None else value < 0.5
    status = sc.OUTCOME_FAILED if failed else sc.OUTCOME_CORRECT
    answer_ctx, op_answer_var = _answer_context(answer)
    if answer is not None and answer_ctx is None and not isinstance(answer, Operation):
        _dropped("answer", answer, "not an Operation, a Span, a SpanContext or a (trace_id, span_id) hex pair")
    answer_var = answer_var or op_answer_var

    attrs: dict[str, Any] = {
        sc.MEMTRACE_OP_KIND: sc.KIND_JUDGE,
        sc.MEMTRACE_OP_NAME: sc.OUTCOME_SPAN_NAME,
        sc.MEMTRACE_OP_STAGE: sc.STAGE_EVALUATION,
        sc.MEMTRACE_OP_SEQ: lineage.next_seq(),
        sc.MEMTRACE_OP_PROCESS: lineage.PROCESS_ID,
        sc.MEMTRACE_CONTENT_CAPTURED: capture.capture_enabled(),
        sc.OUTCOME_STATUS: status,
    }
    if case_id:
        attrs[sc.OUTCOME_CASE_ID] = str(case_id)
    if answer_ctx is not None:
        attrs[sc.OUTCOME_ANSWER_TRACE_ID] = format(answer_ctx.trace_id, "032x")
        attrs[sc.OUTCOME_ANSWER_SPAN_ID] = format(answer_ctx.span_id, "016x")
    if answer_var:
        attrs[sc.OUTCOME_ANSWER_VAR] = answer_var
    evidence = list(evidence_ids)
    if evidence:
        attrs[sc.OUTCOME_EVIDENCE_IDS] = evidence
    for key, hash_key, text, kind in ((sc.OUTCOME_QUESTION, sc.OUTCOME_QUESTION_HASH, question, "query"),
                                      (sc.OUTCOME_EXPECTED, sc.OUTCOME_EXPECTED_HASH, expected, "answer"),
                                      (sc.OUTCOME_ACTUAL, sc.OUTCOME_ACTUAL_HASH, actual, "answer"),
                                      (sc.OUTCOME_FEEDBACK, None, feedback, "feedback")):
        if text is None:
            continue
        if hash_key:
            attrs[hash_key] = capture.content_hash(text)
        value_text = capture.redact_text(text, kind=kind)
        if value_text is not None:
            attrs[key] = value_text
    if attributes:
        attrs.update({k: v for k, v in attributes.items() if v is not None})

    parent_ctx = trace.set_span_in_context(trace.NonRecordingSpan(answer_ctx)) if answer_ctx is not None else None
    links = [Link(answer_ctx, {sc.LINK_RELATION: sc.REL_EVALUATES})] if answer_ctx is not None else []
    span = get_tracer().start_span(sc.OUTCOME_SPAN_NAME, context=parent_ctx, attributes=attrs, links=links)
    event = {
        sc.GEN_AI_EVALUATION_NAME: sc.OUTCOME_EVALUATION_NAME,
        sc.GEN_AI_EVALUATION_SCORE_VALUE: value,
        sc.GEN_AI_EVALUATION_SCORE_LABEL: status,
    }
    explanation = capture.redact_text(feedback, kind="feedback") if feedback else None
    if explanation:
        event[sc.GEN_AI_EVALUATION_EXPLANATION] = explanation
    span.add_event(sc.GEN_AI_EVALUATION_RESULT_EVENT, event)
    if failed:  # a failed answer shows as an error in Jaeger, Tempo and Phoenix (status column, red span)
        span.set_status(Status(StatusCode.ERROR, "answer failed" + (f" (case {case_id})" if case_id else "")))
    ctx = span.get_span_context()
    span.end()
    return ctx

