"""The manual API end to end: a small custom memory system, exported with the file exporter, checked on the file.

The story (tests/apps/tiny_memory.py) runs in a subprocess that calls ``memtrace_otel.instrument(exporter="file")``
and exits without shutting down, so these tests also prove the batch processor is flushed at exit.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from otlp_file_reader import FileSpan, read_spans

from memtrace_otel import Variable, api, current_operation, operation, record_outcome, traced_operation
from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec
from memtrace_otel.exporters.file import OTLPJsonFileExporter

APP = Path(__file__).resolve().parents[1] / "apps" / "tiny_memory.py"
CONTENT_WORDS = ("paris", "berlin", "green tea", "where does alice live", "moved back")


def sha(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()[:16]


def run_story(tmp_path: Path, capture: bool) -> tuple[list[FileSpan], str]:
    out = tmp_path / ("capture.jsonl" if capture else "nocapture.jsonl")
    env = dict(os.environ, OTEL_TRACES_EXPORTER="none")
    env.pop("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", None)
    proc = subprocess.run([sys.executable, str(APP), str(out), "capture" if capture else "nocapture"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return read_spans(out), out.read_text()


def by_op_name(spans: list[FileSpan]) -> dict[str, list[FileSpan]]:
    out: dict[str, list[FileSpan]] = {}
    for s in spans:
        out.setdefault(s.attributes.get(sc.MEMTRACE_OP_NAME, s.name), []).append(s)
    return out


def var_event(span: FileSpan, var_id: str, role: str) -> dict:
    found = [a for a in span.variables(role) if a[sc.VAR_ID] == var_id]
    assert len(found) == 1, f"{span.name}: expected one {role} event for {var_id}, got {found}"
    return found[0]


@pytest.fixture(scope="module")
def stories(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("story")
    return {capture: run_story(tmp, capture) for capture in (True, False)}


@pytest.mark.parametrize("capture", [True, False], ids=["capture", "nocapture"])
def test_story_file_has_ops_versions_hashes_and_lineage(stories, capture):
    spans, _ = stories[capture]
    ops = by_op_name(spans)
    assert {k: len(v) for k, v in ops.items()} == {
        "tiny.add": 2, "tiny.update": 1, "tiny.delete": 1, "tiny.search": 1, "tiny.answer": 1,
        sc.OUTCOME_SPAN_NAME: 1}
    kinds = {name: {s.attributes[sc.MEMTRACE_OP_KIND] for s in group} for name, group in ops.items()}
    assert kinds == {"tiny.add": {"write"}, "tiny.update": {"update"}, "tiny.delete": {"delete"},
                     "tiny.search": {"retrieve"}, "tiny.answer": {"generate"}, sc.OUTCOME_SPAN_NAME: {"judge"}}
    for s in spans:
        assert s.resource["service.name"] == "tiny-memory"
        assert s.scope == sc.TRACER_NAME
        assert s.attributes[sc.MEMTRACE_CONTENT_CAPTURED] is capture
    # per-process sequence numbers follow execution order
    seqs = [s.attributes[sc.MEMTRACE_OP_SEQ] for s in sorted(spans, key=lambda s: s.attributes[sc.MEMTRACE_OP_SEQ])]
    assert len(set(seqs)) == len(seqs)
    assert len({s.attributes[sc.MEMTRACE_OP_PROCESS] for s in spans}) == 1

    add1, add2 = sorted(ops["tiny.add"], key=lambda s: s.attributes[sc.MEMTRACE_OP_SEQ])
    (upd,), (dele,), (ret,), (gen,) = ops["tiny.update"], ops["tiny.delete"], ops["tiny.search"], ops["tiny.answer"]
    assert add1.attributes[sc.GEN_AI_OPERATION_NAME] == "create_memory" and add1.name == "create_memory"
    assert add1.attributes[sc.GEN_AI_MEMORY_STORE_ID] == "tiny-kb"
    assert add1.attributes[sc.MEMTRACE_SCOPE_KEY] == "user=alice"

    # writes: v1 create, with the hash of the exact content
    e = var_event(add1, "rec-1", "output")
    assert (e[sc.VAR_VERSION], e[sc.VAR_CHANGE], e[sc.VAR_HASH]) == (1, "create", sha("alice lives in paris"))
    e = var_event(add2, "rec-2", "output")
    assert (e[sc.VAR_VERSION], e[sc.VAR_CHANGE], e[sc.VAR_HASH]) == (1, "create", sha("alice drinks green tea"))
    assert add1.attributes[sc.MEMTRACE_OUTPUTS] == ("rec-1@1",)

    # update: v2, and v1 declared as input "updates", linked to v1's writer
    e = var_event(upd, "rec-1", "output")
    assert (e[sc.VAR_VERSION], e[sc.VAR_CHANGE], e[sc.VAR_HASH]) == (2, "update", sha("alice lives in berlin"))
    e = var_event(upd, "rec-1", "input")
    assert (e[sc.VAR_VERSION], e[sc.VAR_RELATION], e[sc.VAR_HASH]) == (1, "updates", sha("alice lives in paris"))
    assert [(t, s, a[sc.LINK_RELATION]) for t, s, a in upd.links] == [(add1.trace_id, add1.span_id, "updates")]

    # delete: tombstone v2, v1 input "deletes"
    e = var_event(dele, "rec-2", "output")
    assert (e[sc.VAR_VERSION], e[sc.VAR_CHANGE]) == (2, "delete") and sc.VAR_CONTENT not in e
    assert e[sc.VAR_HASH].startswith("sha256:")
    e = var_event(dele, "rec-2", "input")
    assert (e[sc.VAR_VERSION], e[sc.VAR_RELATION]) == (1, "deletes")
    assert [(s, a[sc.LINK_RELATION]) for _, s, a in dele.links] == [(add2.span_id, "deletes")]

    # retrieve: read exactly rec-1@2 (the update's version), linked to the update span, not the first write;
    # the deleted rec-2 is not in the read set
    reads = {a[sc.VAR_ID]: a for a in ret.variables("input") if a[sc.VAR_RELATION] == "reads"}
    assert set(reads) == {"rec-1"}
    r = reads["rec-1"]
    assert (r[sc.VAR_VERSION], r[sc.VAR_HASH], r[sc.VAR_RANK]) == (2, sha("alice lives in berlin"), 0)
    assert (r[sc.VAR_PRODUCER_TRACE_ID], r[sc.VAR_PRODUCER_SPAN_ID]) == (upd.trace_id, upd.span_id)
    assert ret.links == [(upd.trace_id, upd.span_id,
                          {sc.LINK_RELATION: "reads", sc.VAR_ID: "rec-1", sc.VAR_VERSION: 2})]
    # encoding v3: the producer column names the writer of each input (what Jaeger and Phoenix keep of a link)
    assert ret.attributes[sc.MEMTRACE_INPUTS] == ("q-1@1", "rec-1@2")
    columns = variables_codec.expanded(ret.attributes)
    assert columns[sc.INPUT_PRODUCERS] == ("", f"{upd.trace_id}-{upd.span_id}")
    assert columns[sc.INPUT_RELATIONS] == ("derived_from", "reads")
    q = var_event(ret, "q-1", "input")
    assert (q[sc.VAR_KIND], q[sc.VAR_VERSION], q[sc.VAR_RELATION]) == ("query", 1, "derived_from")
    assert q[sc.VAR_HASH] == sha("where does alice live")
    assert set(ret.attributes[sc.MEMTRACE_INPUTS]) == {"q-1@1", "rec-1@2"}
    assert ret.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 1

    # answer, then the failed outcome tied to it (child + link)
    a = var_event(gen, "answer:q-1", "output")
    assert (a[sc.VAR_KIND], a[sc.VAR_VERSION], a[sc.VAR_HASH]) == ("answer", 1, sha("berlin"))
    assert a[sc.VAR_SOURCE_IDS] == ("rec-1",)
    assert [(s, at[sc.LINK_RELATION]) for _, s, at in gen.links] == [(upd.span_id, "context_of")]
    (out,) = ops[sc.OUTCOME_SPAN_NAME]
    assert out.name == sc.OUTCOME_SPAN_NAME
    assert (out.trace_id, out.parent_span_id) == (gen.trace_id, gen.span_id)
    assert [(t, s, at[sc.LINK_RELATION]) for t, s, at in out.links] == [(gen.trace_id, gen.span_id, "evaluates")]
    assert out.attributes[sc.OUTCOME_STATUS] == "failed"
    assert out.attributes[sc.OUTCOME_CASE_ID] == "case-1"
    assert out.attributes[sc.OUTCOME_ANSWER_SPAN_ID] == gen.span_id
    assert out.attributes[sc.OUTCOME_ANSWER_TRACE_ID] == gen.trace_id
    assert out.attributes[sc.OUTCOME_ANSWER_VAR] == "answer:q-1@1"
    assert out.attributes[sc.OUTCOME_QUESTION_HASH] == sha("where does alice live")
    assert out.attributes[sc.OUTCOME_EXPECTED_HASH] == sha("paris")
    assert out.attributes[sc.OUTCOME_ACTUAL_HASH] == sha("berlin")
    evals = [at for n, at in out.events if n == sc.GEN_AI_EVALUATION_RESULT_EVENT]
    assert len(evals) == 1 and len(out.events) == 1
    assert evals[0][sc.GEN_AI_EVALUATION_NAME] == sc.OUTCOME_EVALUATION_NAME
    assert evals[0][sc.GEN_AI_EVALUATION_SCORE_LABEL] == "failed"
    assert evals[0][sc.GEN_AI_EVALUATION_SCORE_VALUE] == 0.0


def test_content_only_when_capture_is_on(stories):
    spans, _ = stories[True]
    ops = by_op_name(spans)
    (upd,), (ret,), (out,) = ops["tiny.update"], ops["tiny.search"], ops[sc.OUTCOME_SPAN_NAME]
    assert var_event(upd, "rec-1", "output")[sc.VAR_CONTENT] == "alice lives in berlin"
    assert var_event(ret, "rec-1", "input")[sc.VAR_CONTENT] == "alice lives in berlin"
    assert ret.attributes[sc.GEN_AI_MEMORY_QUERY_TEXT] == "where does alice live"
    assert '"alice lives in berlin"' in ret.attributes[sc.GEN_AI_MEMORY_RECORDS]
    assert out.attributes[sc.OUTCOME_QUESTION] == "where does alice live"
    assert out.attributes[sc.OUTCOME_EXPECTED] == "paris"
    assert out.attributes[sc.OUTCOME_FEEDBACK] == "she moved back to paris"
    assert out.events[0][1][sc.GEN_AI_EVALUATION_EXPLANATION] == "she moved back to paris"

    spans_off, raw_off = stories[False]
    for word in CONTENT_WORDS:  # not anywhere in the file: no attribute, event or link carries content
        assert word not in raw_off.lower(), word
    for s in spans_off:
        for _, a in s.events:
            assert sc.VAR_CONTENT not in a and sc.GEN_AI_EVALUATION_EXPLANATION not in a
        assert not {sc.GEN_AI_MEMORY_QUERY_TEXT, sc.GEN_AI_MEMORY_RECORDS, sc.OUTCOME_QUESTION,
                    sc.OUTCOME_EXPECTED, sc.OUTCOME_ACTUAL, sc.OUTCOME_FEEDBACK} & set(s.attributes)
    # hashes and ids are the same both ways
    def hashes(spans):
        return sorted((a[sc.VAR_ID], a[sc.VAR_VERSION], a[sc.VAR_ROLE], a[sc.VAR_HASH])
                      for s in spans for a in s.variables())
    assert hashes(spans_off) == hashes(spans) and len(hashes(spans)) == 10


# ---------------------------------------------------------------------------------------------------- in process
@pytest.fixture
def file_spans(tmp_path):
    """memtrace spans go to a fresh provider with a batch processor and the file exporter; read() flushes."""
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    path = tmp_path / "spans.jsonl"
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(OTLPJsonFileExporter(path)))
    api.set_tracer_provider(provider)

    def read() -> list[FileSpan]:
        provider.force_flush()
        return read_spans(path)

    yield read
    api.set_tracer_provider(None)
    provider.shutdown()


def test_decorator_form(file_spans):
    @traced_operation("write", "kb.add", system="kb", outputs=lambda rid: [Variable(rid, "doc text", kind="document")])
    def add(rid: str) -> str:
        assert current_operation() is not None and current_operation().name == "kb.add"
        return rid

    @traced_operation("retrieve", "kb.get", inputs=lambda rid: [Variable(rid, "doc text", kind="document")])
    def get(rid: str) -> str:
        return "doc text"

    @traced_operation("generate")
    def boom() -> None:
        raise KeyError("missing")

    assert add("doc-1") == "doc-1"
    assert get("doc-1") == "doc text"
    with pytest.raises(KeyError):
        boom()
    spans = {s.attributes[sc.MEMTRACE_OP_NAME]: s for s in file_spans()}
    w, r = spans["kb.add"], spans["kb.get"]
    assert var_event(w, "doc-1", "output")[sc.VAR_VERSION] == 1
    assert w.attributes[sc.MEMTRACE_OP_SYSTEM] == "kb"
    # inputs() declared at span start: the link is a start-time link to the writer
    assert r.links == [(w.trace_id, w.span_id, {sc.LINK_RELATION: "reads", sc.VAR_ID: "doc-1", sc.VAR_VERSION: 1})]
    b = next(s for n, s in spans.items() if n.endswith("boom"))
    assert b.status_code == 2 and b.attributes[sc.ERROR_TYPE] == "KeyError"


async def test_async_forms(file_spans):
    @traced_operation("extract", "chat.extract",
                      inputs=lambda msg_id, text: [Variable(msg_id, text, kind="message")],
                      outputs=lambda facts: [Variable(f"fact:{i}", f, kind="fact", change="derive")
                                             for i, f in enumerate(facts)])
    async def extract(msg_id: str, text: str) -> list[str]:
        await asyncio.sleep(0)
        return [text.upper()]

    async def write(fact_id: str, text: str) -> None:
        async with operation("write", "chat.write", user_id="bob") as op:
            await asyncio.sleep(0)
            assert current_operation() is op
            op.output(fact_id, text, kind="memory_record", source_ids=["fact:0"])

    facts = await extract("msg:c1:1", "bob likes jazz")
    await write("mem-1", facts[0])
    with operation("generate", "chat.answer") as gen:
        gen.input("mem-1", "BOB LIKES JAZZ", kind="memory_record", relation="context_of")
        gen.output("answer:1", "jazz", kind="answer")
    record_outcome(True, question="what does bob like", expected="jazz")  # the last answer of this context
    spans = {s.attributes[sc.MEMTRACE_OP_NAME]: s for s in file_spans()}
    ex = spans["chat.extract"]
    assert var_event(ex, "msg:c1:1", "input")[sc.VAR_VERSION] == 1
    assert var_event(ex, "fact:0", "output")[sc.VAR_CHANGE] == "derive"
    assert spans["chat.write"].attributes[sc.MEMTRACE_SCOPE_USER_ID] == "bob"
    g, o = spans["chat.answer"], spans[sc.OUTCOME_SPAN_NAME]
    assert [s for _, s, _ in g.links] == [spans["chat.write"].span_id]
    assert o.parent_span_id == g.span_id and o.attributes[sc.OUTCOME_STATUS] == "correct"
    assert o.attributes[sc.OUTCOME_ANSWER_VAR] == "answer:1@1"
    assert o.events[0][1][sc.GEN_AI_EVALUATION_SCORE_LABEL] == "correct"


def test_unchanged_rewrite_and_explicit_versions(file_spans):
    with operation("write", "w") as op:
        op.output("r", "same", kind="memory_record")
    with operation("write", "w2") as op:
        ref = op.output("r", "same", kind="memory_record")  # same content: same version, "unchanged"
    assert (ref.version, ref.change) == (1, "unchanged")
    with operation("retrieve", "r") as op:
        ref = op.input("elsewhere:9", kind="memory_record")  # never seen, no content: version unknown (0)
        assert ref.version == 0 and ref.hash == ""
        ref = op.input("r", "same", version=1, producer=("ab" * 16, "cd" * 8))  # explicit producer wins
    spans = {s.attributes[sc.MEMTRACE_OP_NAME]: s for s in file_spans()}
    assert var_event(spans["w2"], "r", "output")[sc.VAR_CHANGE] == "unchanged"
    assert spans["r"].links == [("ab" * 16, "cd" * 8, {sc.LINK_RELATION: "reads", sc.VAR_ID: "r", sc.VAR_VERSION: 1})]
    assert var_event(spans["r"], "elsewhere:9", "input")[sc.VAR_VERSION] == 0


def test_story_file_builds_the_evolution_graph(stories, tmp_path):
    """The file loads with the project's own loader and the graph sees rec-1@2 produced by the update and read by
    the retrieve, and one failed outcome."""
    from memtrace_otel.graph import build_graph, make_op_id
    from memtrace_otel.graph.loaders import load_spans

    spans, raw = stories[False]
    path = tmp_path / "story.jsonl"
    path.write_text(raw)
    graph = build_graph(load_spans(path))
    ops = by_op_name(spans)
    (upd,), (ret,) = ops["tiny.update"], ops["tiny.search"]
    assert [op.op_id for op in graph.writers("rec-1@2")] == [make_op_id(upd.trace_id, upd.span_id)]
    assert make_op_id(ret.trace_id, ret.span_id) in {op.op_id for op in graph.consumers("rec-1@2")}
    assert not graph.consumers("rec-2@2")
    assert [o.status for o in graph.failed_outcomes()] == ["failed"]


def test_cross_process_lineage_through_record_metadata(file_spans):
    from memtrace_otel import lineage

    with operation("write", "proc_a.write") as w:
        ref = w.output("kb:doc-1", "text v1", kind="document")
        stored_metadata = lineage.record_metadata(w.trace_id, w.span_id, ref.version, ref.hash)
    assert set(stored_metadata) == set(lineage.META_KEYS)
    lineage.REGISTRY.clear()  # a new process: knows nothing but what the record carries
    lineage.observe_from_metadata("kb:doc-1", stored_metadata)
    with operation("retrieve", "proc_b.read") as r:
        got = r.input("kb:doc-1", "text v1", kind="document")
    assert (got.version, got.hash) == (1, ref.hash)
    spans = {s.attributes[sc.MEMTRACE_OP_NAME]: s for s in file_spans()}
    w_span = spans["proc_a.write"]
    assert [(t, s) for t, s, _ in spans["proc_b.read"].links] == [(w_span.trace_id, w_span.span_id)]
    assert lineage.observe_from_metadata("x", {"unrelated": 1}) is None  # records without our keys: nothing


def test_outcome_answer_forms(file_spans):
    with operation("generate", "g") as g:
        g.output("answer:x", "42", kind="answer")
    ctx_from_tuple = record_outcome(False, answer=(g.trace_id, g.span_id), case_id="t")
    ctx_from_span = record_outcome(True, answer=g.span, case_id="s")
    record_outcome(score=0.2, answer=("not-hex", "zz"), case_id="bad")  # unusable answer: no parent, still recorded
    with pytest.raises(ValueError, match="correct=True/False or a score"):
        record_outcome()
    assert ctx_from_tuple.is_valid and ctx_from_span.is_valid
    outcomes = {s.attributes[sc.OUTCOME_CASE_ID]: s for s in file_spans() if s.name == sc.OUTCOME_SPAN_NAME}
    assert outcomes["t"].parent_span_id == g.span_id and outcomes["s"].parent_span_id == g.span_id
    assert outcomes["t"].attributes[sc.OUTCOME_STATUS] == "failed"
    assert outcomes["s"].attributes[sc.OUTCOME_STATUS] == "correct"
    bad = outcomes["bad"]
    assert bad.attributes[sc.OUTCOME_STATUS] == "failed" and bad.links == [] and not bad.parent_span_id
    assert bad.events[0][1][sc.GEN_AI_EVALUATION_SCORE_VALUE] == 0.2


@pytest.mark.parametrize("capture", [True, False], ids=["capture", "nocapture"])
def test_structured_content_hash_and_text_are_of_one_rendering(file_spans, capture):
    """A dict or list declared as content (rendered once to its canonical JSON when capture is on) gets the hash of
    that JSON, the same as with capture off, and the recorded content (and what the redactor sees) is that JSON."""
    from memtrace_otel import capture as capture_mod
    from memtrace_otel import config

    seen: list = []
    value = {"b": [1, 2], "a": "thé"}
    old = config.settings()
    config.configure(capture_content=capture, redactor=lambda text, info: seen.append(text) or text)
    try:
        with operation("write", "kb.put") as op:
            out = op.output("rec-json", value, kind="memory_record")
            op.output("lines-json", ["x", "y"], kind="buffer")
        with operation("retrieve", "kb.read") as op:
            read = op.input("rec-json", value, kind="memory_record")
    finally:
        config.configure(capture_content=old.capture_content, redactor=old.redactor)
    text = capture_mod.to_text(value)
    assert out.hash == read.hash == capture_mod.content_hash(value) == sha(text)
    spans = {s.attributes[sc.MEMTRACE_OP_NAME]: s for s in file_spans()}
    w, r = var_event(spans["kb.put"], "rec-json", "output"), var_event(spans["kb.read"], "rec-json", "input")
    assert w[sc.VAR_HASH] == r[sc.VAR_HASH] == out.hash and r[sc.VAR_VERSION] == 1
    assert var_event(spans["kb.put"], "lines-json", "output")[sc.VAR_HASH] == capture_mod.content_hash(["x", "y"])
    if capture:
        assert w[sc.VAR_CONTENT] == r[sc.VAR_CONTENT] == text
        assert seen == [text, capture_mod.to_text(["x", "y"]), text]
    else:
        assert sc.VAR_CONTENT not in w and sc.VAR_CONTENT not in r and seen == []
