"""``record_outcome``: mark a question/answer turn correct or failed. This is where attribution starts.

The outcome is a short span ``memtrace.outcome`` (kind ``judge``), a child of the span that produced the answer (same
trace) and linked to it, carrying one ``gen_ai.evaluation.result`` event. The answer span has usually ended by the time
feedback arrives, and ended spans cannot take new events, so the outcome gets its own span.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from opentelemetry import trace
from opentelemetry.trace import Link, SpanContext, TraceFlags

from . import capture, lineage
from . import semconv as sc
from .api import Operation, get_tracer, last_answer_operation, tracing_enabled
from .guard import dont_throw


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
                   answer_var: Optional[str] = None, evidence_ids: Iterable[str] = (),
                   attributes: Optional[dict] = None) -> Optional[SpanContext]:
    """Record whether an answer was right.

    ``correct`` True/False (or give ``score`` in [0, 1]; below 0.5 is a failure). ``answer`` is the span that
    produced the answer: an :class:`~memtrace_otel.api.Operation`, a Span, a SpanContext or (trace_id, span_id) hex;
    by default the last ``generate`` operation of this context. ``expected`` (the gold answer) and ``feedback``
    (what the user said) make attribution sharper; ``evidence_ids`` are message variable ids when known.
    Returns the outcome span's context.
    """
    if correct is None and score is None:
        raise ValueError("record_outcome needs correct=True/False or a score")
    if not tracing_enabled():
        return None
    return _emit(correct, question, expected, actual, feedback, score, case_id, answer, answer_var,
                 evidence_ids, attributes)


@dont_throw
def _emit(correct, question, expected, actual, feedback, score, case_id, answer, answer_var, evidence_ids,
          attributes) -> Optional[SpanContext]:
    value = float(score) if score is not None else (1.0 if correct else 0.0)
    failed = (not correct) if correct is not None else value < 0.5
    status = sc.OUTCOME_FAILED if failed else sc.OUTCOME_CORRECT
    answer_ctx, op_answer_var = _answer_context(answer)
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
    evidence = [str(e) for e in evidence_ids]
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
    ctx = span.get_span_context()
    span.end()
    return ctx

