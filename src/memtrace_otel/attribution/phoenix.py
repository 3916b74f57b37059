"""Attribution verdicts as Phoenix span annotations, so they show in Phoenix's annotation columns and filters.

Phoenix (arize-phoenix) stores feedback on spans as *annotations* (name, annotator kind, label, score, explanation,
metadata), written through its REST API: ``POST {phoenix}/v1/span_annotations?sync=true`` with
``{"data": [{"span_id", "name", "annotator_kind", "result": {"label", "score", "explanation"}, "metadata",
"identifier"}]}``. For each attributed case two annotations named ``memtrace.root_cause`` are written:

* on the **answer span** (the span that produced the failed answer; the outcome span when the answer span is not
  known): label = the error type, score = the confidence, explanation = the root-cause operation, its span and
  trace, and the reason; metadata ``role = "answer"`` plus the root cause's ids;
* on the **root-cause span** (when there is one): the same label and score, explanation = which failed case it
  caused and why; metadata ``role = "root_cause"`` plus the failed case's ids.

The annotation identifier is ``memtrace:<case id>``, so running attribution again updates the annotations instead of
adding copies. A span Phoenix does not have (the traces were not sent to that Phoenix) is skipped and reported.

Use it from the command line (``memtrace attribute traces.jsonl --phoenix-url http://127.0.0.1:6006``) or as
:func:`annotate_phoenix`. ``PHOENIX_API_KEY``, when set, is sent as a bearer token (a Phoenix with authentication).
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from .result import Attribution

logger = logging.getLogger("memtrace_otel")

ANNOTATION_NAME = "memtrace.root_cause"
ENDPOINT = "/v1/span_annotations"


@dataclass
class PhoenixAnnotationReport:
    """What :func:`annotate_phoenix` did: annotations written, spans Phoenix does not have, other errors."""

    written: int = 0
    missing_spans: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def summary(self) -> str:
        text = f"{self.written} Phoenix span annotation(s) written"
        if self.missing_spans:
            text += (f"; {len(self.missing_spans)} span(s) not in that Phoenix (were the traces sent there?): "
                     + ", ".join(self.missing_spans[:5]) + ("..." if len(self.missing_spans) > 5 else ""))
        if self.errors:
            text += "; errors: " + "; ".join(self.errors[:3])
        return text


def _span_of(op_id: Optional[str]) -> Optional[str]:
    """'trace:span' op id -> the span id (hex)."""
    if not op_id or ":" not in op_id:
        return None
    span = op_id.rsplit(":", 1)[1].strip().lower()
    return span if len(span) == 16 and all(c in "0123456789abcdef" for c in span) else None


def verdict_annotations(result: Attribution) -> list[dict[str, Any]]:
    """The Phoenix span annotations (REST ``data`` items) for one attribution result."""
    kind = "LLM" if result.engine == "agent" else "CODE"
    label = result.error_type + (f" ({result.error_subtype})" if result.error_subtype else "")
    score = float(result.confidence)
    common = {"case_id": str(result.case_id), "error_type": result.error_type, "stage": result.stage,
              "engine": result.engine}
    if result.error_subtype:
        common["error_subtype"] = result.error_subtype
    root_ref = None
    if result.span_id:
        root_ref = f"{result.op_name or 'operation'} (span {result.span_id}, trace {result.trace_id or '-'})"
    out = []
    answer_span = _span_of(result.answer_op_id) or (result.failed_span_id or "").lower() or None
    if answer_span:
        explanation = (f"root cause: {root_ref}. " if root_ref else "no root-cause operation. ") + result.reason
        metadata = {**common, "role": "answer"}
        if result.span_id:
            metadata.update(root_cause_trace_id=result.trace_id, root_cause_span_id=result.span_id,
                            root_cause_op_name=result.op_name)
        out.append({"span_id": answer_span, "name": ANNOTATION_NAME, "annotator_kind": kind,
                    "result": {"label": label, "score": score, "explanation": explanation[:4000]},
                    "metadata": metadata, "identifier": f"memtrace:{result.case_id}"})
    if result.span_id:
        root_span = result.span_id.lower()
        if root_span != answer_span:
            metadata = {**common, "role": "root_cause", "failed_trace_id": result.failed_trace_id,
                        "failed_span_id": result.failed_span_id, "answer_op_id": result.answer_op_id}
            explanation = f"root cause of failed case {result.case_id}: {result.reason}"
            out.append({"span_id": root_span, "name": ANNOTATION_NAME, "annotator_kind": kind,
                        "result": {"label": label, "score": score, "explanation": explanation[:4000]},
                        "metadata": {k: v for k, v in metadata.items() if v is not None},
                        "identifier": f"memtrace:{result.case_id}"})
    return out


def annotate_phoenix(results: Iterable[Attribution], base_url: str, *, api_key: Optional[str] = None,
                     timeout: float = 30.0, client: Any = None) -> PhoenixAnnotationReport:
    """Write each result's verdict as Phoenix span annotations (answer span and root-cause span).

    ``base_url`` is Phoenix's address (``http://127.0.0.1:6006``; a trailing ``/v1/traces`` is ignored).
    Returns a :class:`PhoenixAnnotationReport`; never raises for an unreachable Phoenix or a missing span."""
    import httpx

    base = base_url.rstrip("/")
    for suffix in ("/v1/traces", "/v1"):
        if base.endswith(suffix):
            base = base[: -len(suffix)]
    headers = {"Content-Type": "application/json"}
    key = api_key if api_key is not None else os.environ.get("PHOENIX_API_KEY")
    if key:
        headers["Authorization"] = f"Bearer {key}"
    report = PhoenixAnnotationReport()
    data = [a for r in results for a in verdict_annotations(r)]
    if not data:
        return report
    own = client is None
    http = client or httpx.Client(timeout=timeout)
    url = base + ENDPOINT

    def post(items: list[dict[str, Any]]) -> Optional[httpx.Response]:
        try:
            return http.post(url, params={"sync": "true"}, json={"data": items}, headers=headers)
        except httpx.HTTPError as exc:
            report.errors.append(f"POST {url}: {type(exc).__name__}: {exc}")
            return None

    try:
        for start in range(0, len(data), 100):
            batch = data[start:start + 100]
            response = post(batch)
            if response is None:
                break
            if response.status_code == 404:  # some span is not in Phoenix: the whole batch was refused
                for item in batch:
                    single = post([item])
                    if single is None:
                        break
                    if single.status_code == 404:
                        report.missing_spans.append(item["span_id"])
                    elif single.is_success:
                        report.written += 1
                    else:
                        report.errors.append(f"HTTP {single.status_code}: {single.text[:200]}")
            elif response.is_success:
                report.written += len(batch)
            else:
                report.errors.append(f"HTTP {response.status_code}: {response.text[:200]}")
    finally:
        if own:
            http.close()
    if report.errors or report.missing_spans:
        logger.warning("memtrace: %s", report.summary())
    return report
