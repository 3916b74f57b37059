"""Hand-built SpanRecords following docs/semconv.md, for the graph tests (no SDK needed to build the graph)."""

from __future__ import annotations

from memtrace_otel import semconv as sc
from memtrace_otel.span_record import EventRecord, LinkRecord, SpanRecord


def tid(n: int) -> str:
    return format(n, "032x")


def sid(n: int) -> str:
    return format(n, "016x")


def _given(attributes: dict) -> dict:
    """The attributes that have a value (a span leaves an unset attribute out, it does not store None)."""
    return {key: value for key, value in attributes.items() if value is not None}


def var(var_id: str, role: str, version: int, kind: str = "memory_record", *, change: str | None = None,
        relation: str | None = None, content: str | None = None, hash: str | None = None, rank: int | None = None,
        score: float | None = None, source_ids: tuple[str, ...] | None = None,
        producer: tuple[str, str] | None = None) -> EventRecord:
    a = {sc.VAR_ID: var_id, sc.VAR_ROLE: role, sc.VAR_VERSION: version, sc.VAR_KIND: kind,
         sc.VAR_HASH: hash or "sha256:" + format(abs(hash_str(var_id + str(version) + str(content))), "016x")[:16]}
    a.update(_given({sc.VAR_CONTENT: content, sc.VAR_CHANGE: change, sc.VAR_RELATION: relation, sc.VAR_RANK: rank,
                     sc.VAR_SCORE: score, sc.VAR_SOURCE_IDS: tuple(source_ids) if source_ids is not None else None}))
    if producer is not None:
        a[sc.VAR_PRODUCER_TRACE_ID], a[sc.VAR_PRODUCER_SPAN_ID] = producer
    return EventRecord(sc.VARIABLE_EVENT, 0, a)


def hash_str(s: str) -> int:
    # stable across processes (str hash is salted)
    h = 1469598103934665603
    for ch in s.encode():
        h = ((h ^ ch) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


def op(trace: int, span: int, kind: str, seq: int, *, name: str | None = None, op_name: str | None = None,
       parent: int | None = None, start: int | None = None, process: str = "proc-1", variables=(), attrs=None,
       links=(), system: str = "mem0", status: str = "UNSET") -> SpanRecord:
    a = {sc.MEMTRACE_OP_KIND: kind, sc.MEMTRACE_OP_NAME: op_name or f"{system}.{kind}", sc.MEMTRACE_OP_SEQ: seq,
         sc.MEMTRACE_OP_PROCESS: process, sc.MEMTRACE_OP_SYSTEM: system, sc.MEMTRACE_SCOPE_USER_ID: "alice"}
    a.update(attrs or {})
    start_ns = 1_700_000_000_000_000_000 + (seq if start is None else start) * 1_000_000
    return SpanRecord(
        trace_id=tid(trace), span_id=sid(span), name=name or f"{kind} {op_name or system}",
        parent_span_id=sid(parent) if parent is not None else None, start_ns=start_ns, end_ns=start_ns + 500_000,
        attributes=a, events=list(variables), links=list(links), status_code=status,
        resource={"service.name": "svc"},
    )


def outcome(trace: int, span: int, answer_span: int, *, status: str = "failed", case_id: str = "case-1",
            seq: int = 100, evidence=("msg:c1:D1:1",), answer_var: str | None = None, question: str | None = "Q?",
            expected: str | None = "blue", actual: str | None = "red") -> SpanRecord:
    attrs = {sc.OUTCOME_STATUS: status, sc.OUTCOME_CASE_ID: case_id,
             sc.OUTCOME_ANSWER_TRACE_ID: tid(trace), sc.OUTCOME_ANSWER_SPAN_ID: sid(answer_span),
             sc.OUTCOME_EVIDENCE_IDS: tuple(evidence)}
    attrs.update(_given({sc.OUTCOME_QUESTION: question, sc.OUTCOME_EXPECTED: expected, sc.OUTCOME_ACTUAL: actual,
                         sc.OUTCOME_ANSWER_VAR: answer_var}))
    ev = EventRecord(sc.GEN_AI_EVALUATION_RESULT_EVENT, 0, {
        sc.GEN_AI_EVALUATION_NAME: sc.OUTCOME_EVALUATION_NAME,
        sc.GEN_AI_EVALUATION_SCORE_VALUE: 1.0 if status == "correct" else 0.0,
        sc.GEN_AI_EVALUATION_SCORE_LABEL: status,
        sc.GEN_AI_EVALUATION_EXPLANATION: "wrong colour",
    })
    rec = op(trace, span, sc.KIND_JUDGE, seq, name=sc.OUTCOME_SPAN_NAME, op_name="memtrace.outcome", parent=answer_span,
             attrs=attrs, links=[LinkRecord(tid(trace), sid(answer_span), {sc.LINK_RELATION: "context_of"})],
             system="eval")
    rec.events.append(ev)
    return rec


def mem0_story() -> list[SpanRecord]:
    """A small mem0-like lifecycle over four traces: a fact is extracted, written, updated, deleted; another is
    retrieved (version 0 read), an answer is generated and judged failed."""
    I, O = "input", "output"
    msg, fact, a, b = "msg:c1:D1:1", "fact:t1:0", "mem0:a", "mem0:b"
    return [
        op(1, 1, "ingest", 1, variables=[var(msg, O, 1, "message", change="create", content="I like blue")]),
        op(1, 2, "extract", 2, parent=1, variables=[
            var(msg, I, 1, "message", relation="derived_from", content="I like blue"),
            var(fact, O, 1, "fact", change="derive", content="likes blue", source_ids=(msg,))]),
        op(1, 3, "write", 3, parent=1, variables=[
            var(fact, I, 1, "fact", relation="derived_from"),
            var(a, O, 1, change="create", content="likes blue"),
            var(b, O, 1, change="create", content="lives in Paris")]),
        op(2, 4, "update", 4, variables=[
            var(a, I, 1, relation="updates"), var(a, O, 2, change="update", content="likes red")]),
        op(2, 5, "delete", 5, variables=[var(a, I, 2, relation="deletes"), var(a, O, 3, change="delete")]),
        op(3, 6, "retrieve", 6, op_name="mem0.search", variables=[
            var("query:q1", I, 1, "query", relation="reads", content="favourite colour?"),
            var(b, I, 0, relation="reads", rank=0, score=0.8),
            var("rs:q1", O, 1, "retrieved_set", change="derive")]),
        op(3, 7, "generate", 7, parent=6, variables=[
            var("rs:q1", I, 1, "retrieved_set", relation="context_of"),
            var("answer:q1", O, 1, "answer", change="derive", content="red")]),
        outcome(3, 8, 7),
    ]
