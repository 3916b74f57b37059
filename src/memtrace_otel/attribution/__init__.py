"""Root-cause attribution of failed answers over the memory evolution graph.

    from memtrace_otel.attribution import attribute_outcome
    for outcome in graph.failed_outcomes():
        verdict = attribute_outcome(graph, outcome)          # engine="lineage" (default) or "agent"
        print(verdict.error_type, verdict.op_name, verdict.reason)

Verdicts go back into the telemetry with :func:`memtrace_otel.attribution.writeback.write_verdicts`.
"""

from __future__ import annotations

from typing import Any, Optional

from .engines import ENGINES, get_engine
from .engines.lineage import Case
from .result import Attribution, Candidate
from .taxonomy import ALL_ERRORS, MEMORY_ERRORS

__all__ = ["ALL_ERRORS", "Attribution", "Candidate", "Case", "ENGINES", "MEMORY_ERRORS", "attribute_outcome",
           "get_engine"]


def attribute_outcome(graph: Any, outcome: Any, *, engine: str | Any = "lineage", case: Optional[dict] = None,
                      **options: Any) -> Attribution:
    """Attribute one failed outcome (a :class:`memtrace_otel.graph.Outcome`) to its root-cause operation.

    ``case`` may complete what the outcome span lacks (question, expected answer, evidence ids) — e.g. a row of a
    benchmark's cases.jsonl. ``engine`` is a name ("lineage", "agent") or an engine instance.
    """
    eng = get_engine(engine, **options) if isinstance(engine, str) else engine
    c = Case.from_outcome(outcome, **_case_overrides(case or {}))
    result = eng.attribute(graph, c)
    result.failed_trace_id, result.failed_span_id = outcome.trace_id, outcome.span_id
    return result


def _case_overrides(case: dict) -> dict:
    mapping = {"question": "question", "expected": "expected", "expected_answer": "expected", "actual": "actual",
               "actual_answer": "actual", "feedback": "feedback", "evidence_ids": "evidence_ids",
               "case_id": "case_id"}
    out: dict[str, Any] = {}
    for key, field in mapping.items():
        if case.get(key) not in (None, "", [], ()):
            out[field] = tuple(case[key]) if field == "evidence_ids" else case[key]
    if case.get("answer_span_id") and case.get("trace_id"):
        out["answer_op_id"] = f"{case['trace_id']}:{case['answer_span_id']}"
    return out
