"""qdrant-client instrumentation against real in-process qdrant (QdrantClient(":memory:") / AsyncQdrantClient)."""

from __future__ import annotations

import asyncio
import time
import uuid

import pytest
from opentelemetry import trace

from memtrace_otel import api, lineage, operation
from memtrace_otel import semconv as sc
from memtrace_otel.instrumentations.qdrant import QdrantInstrumentor

from instrumenting import assert_wraps_and_restores, instrumented_fixture, instrumented_in_order
from mem0_config import local_mem0_config
from variable_events import hex_ids as _hex
from variable_events import output_versions as _outputs
from variable_events import variables as _events

qdrant_client = pytest.importorskip("qdrant_client")
models = qdrant_client.models


instrumented = instrumented_fixture(QdrantInstrumentor)


def _new_client():
    client = qdrant_client.QdrantClient(":memory:")
    client.create_collection("kb", vectors_config=models.VectorParams(size=3, distance=models.Distance.COSINE))
    return client


@pytest.fixture
def client():
    c = _new_client()
    yield c
    c.close()


def _reads(span):
    return [e for e in _events(span, "input") if e[sc.VAR_RELATION] == sc.REL_READS]


def _ops(exporter):
    return [s for s in exporter.get_finished_spans() if s.attributes.get(sc.MEMTRACE_OP_KIND)]


V = {"a": [1.0, 0.0, 0.0], "b": [0.0, 1.0, 0.0], "c": [0.0, 0.0, 1.0], "q": [0.9, 0.1, 0.0]}
PA = "7f2c4c4e-3d9b-4c1e-9a51-0c6f0d1a2b3c"


def test_writes_make_versions_and_payloads_carry_the_writer(instrumented, client, capture_content):
    points = [models.PointStruct(id=1, vector=V["a"], payload={"text": "Paris is in France"}),
              models.PointStruct(id=PA, vector=V["b"], payload={"text": "Rome is in Italy"})]
    client.upsert("kb", points=points)
    assert points[0].payload == {"text": "Paris is in France"}  # the caller's points are not mutated
    client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "Paris, capital of France"})])
    client.upsert("kb", points=models.Batch(ids=[PA], vectors=[V["b"]], payloads=[{"text": "Rome is in Italy"}]))
    client.set_payload("kb", payload={"lang": "en"}, points=[1])
    client.overwrite_payload("kb", payload={"text": "Roma"}, points=models.PointIdsList(points=[PA]))
    client.delete("kb", points_selector=[1])

    upsert, upsert_1, batch, set_payload, overwrite, delete = _ops(instrumented)
    v1, va = "qdrant:kb:1", f"qdrant:kb:{PA}"
    assert upsert.name == sc.OP_UPSERT_MEMORY and upsert.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_WRITE
    assert upsert.attributes[sc.DB_SYSTEM_NAME] == "qdrant" and upsert.attributes[sc.DB_COLLECTION_NAME] == "kb"
    assert _outputs(upsert) == {v1: (1, "create"), va: (1, "create")}
    assert {e[sc.VAR_KIND] for e in _events(upsert)} == {"chunk"}
    assert _outputs(upsert_1) == {v1: (2, "update")}
    assert upsert_1.links[0].context.span_id == upsert.context.span_id
    assert _outputs(batch) == {va: (1, "unchanged")}
    assert set_payload.name == sc.OP_UPDATE_MEMORY and set_payload.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_UPDATE
    assert _outputs(set_payload) == {v1: (3, "update")}
    assert [e[sc.VAR_CONTENT] for e in _events(set_payload, "output")] == [
        '{"lang": "en", "text": "Paris, capital of France"}']
    assert _outputs(overwrite) == {va: (2, "update")}
    assert _outputs(delete) == {v1: (4, "delete")}

    (stored,) = client.retrieve("kb", ids=[PA])
    assert stored.payload["text"] == "Roma"
    assert (stored.payload[lineage.META_TRACE_ID], stored.payload[lineage.META_SPAN_ID]) == _hex(overwrite)
    assert stored.payload[lineage.META_VERSION] == 2


def test_query_links_to_the_writer_of_the_returned_version_across_traces(instrumented, client, capture_content):
    tracer = trace.get_tracer("app", tracer_provider=api._tracer_provider)
    with tracer.start_as_current_span("ingest-1"):
        client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "a1"}),
                                    models.PointStruct(id=2, vector=V["b"], payload={"text": "b1"})])
    with tracer.start_as_current_span("ingest-2"):
        client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "a2"})])
    with tracer.start_as_current_span("ask"):
        response = client.query_points("kb", query=V["q"], limit=2)
        batch = client.query_batch_points("kb", requests=[
            models.QueryRequest(query=V["b"], limit=1, with_payload=True),
            models.QueryRequest(query=V["a"], limit=1, with_payload=True)])
    assert [p.id for p in response.points] == [1, 2] and [r.points[0].id for r in batch] == [2, 1]

    write1, write2, query, batch_span = _ops(instrumented)
    assert len({write1.context.trace_id, write2.context.trace_id, query.context.trace_id}) == 3
    assert query.name == sc.OP_SEARCH_MEMORY and query.attributes[sc.GEN_AI_REQUEST_TOP_K] == 2
    assert query.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2
    reads = _reads(query)
    assert [(e[sc.VAR_ID], e[sc.VAR_VERSION], e[sc.VAR_RANK]) for e in reads] == [
        ("qdrant:kb:1", 2, 0), ("qdrant:kb:2", 1, 1)]
    assert [e[sc.VAR_SCORE] for e in reads] == pytest.approx([p.score for p in response.points])
    assert reads[0][sc.VAR_PRODUCER_SPAN_ID] == _hex(write2)[1]
    assert reads[1][sc.VAR_PRODUCER_SPAN_ID] == _hex(write1)[1]
    assert {link.context.span_id for link in query.links} == {write1.context.span_id, write2.context.span_id}
    (q,) = [e for e in _events(query, "input") if e[sc.VAR_KIND] == "query"]
    assert q[sc.VAR_RELATION] == sc.REL_DERIVED_FROM and q[sc.VAR_VERSION] == 1
    assert [(e[sc.VAR_ID], e[sc.VAR_RANK]) for e in _reads(batch_span)] == [("qdrant:kb:2", 0), ("qdrant:kb:1", 0)]
    assert len([e for e in _events(batch_span, "input") if e[sc.VAR_KIND] == "query"]) == 2


@pytest.mark.parametrize("search", ["filter", "threshold", "limit"])
def test_what_kept_a_point_out_of_a_search_is_recorded_and_named(instrumented, client, capture_content, search):
    """Three ways a search leaves out the point that holds the answer: a payload filter (the search returns fewer
    points than it asked for: all it could match), a score threshold, or its limit. The span says which it had
    (``memtrace.retrieval.filtered``, ``memtrace.retrieval.score_threshold``), and attribution names the filter
    ``filtered_by_scope`` and the other two ``ranked_below_top_k``."""
    from memtrace_otel import record_outcome
    from memtrace_otel.attribution import taxonomy as tx
    from memtrace_otel.attribution.engines.lineage import Case, LineageEngine
    from memtrace_otel.graph import build_graph
    from memtrace_otel.span_record import from_readable_span

    notes = {1: ("members", V["b"], "warm-up 6.15 in the church, all in black"),
             2: ("committee", V["a"], "vicar says warm-up moved to half 6, the school choir has the church till then"),
             3: ("members", V["c"], "risers from the high school, collect fri after 3.30")}
    client.upsert("kb", points=[models.PointStruct(id=i, vector=vec, payload={"for": who, "text": text})
                                for i, (who, vec, text) in notes.items()])
    question = "what time is the warm-up?"
    kwargs = {"filter": dict(limit=3, query_filter=models.Filter(must=[models.FieldCondition(
                  key="for", match=models.MatchValue(value="members"))])),
              "threshold": dict(limit=3, score_threshold=0.5),
              "limit": dict(limit=1)}[search]
    tracer = trace.get_tracer("app", tracer_provider=api._tracer_provider)
    with tracer.start_as_current_span("ask"):  # (one trace: the search, then the answer)
        found = client.query_points("kb", query=[0.0, 0.9, 0.2], **kwargs).points
        assert 2 not in [p.id for p in found] and found
        with operation("generate", "app.answer", system="app") as gen:
            for point in found:
                gen.input(f"qdrant:kb:{point.id}", point.payload["text"], kind="chunk", relation="context_of")
            gen.output("answer:q1", "6.15 in the church", kind="answer")
    record_outcome(False, question=question, expected="half 6", actual="6.15 in the church", case_id="q1",
                   answer=gen)

    (query,) = [s for s in _ops(instrumented) if s.name == sc.OP_SEARCH_MEMORY]
    assert query.attributes[sc.MEMTRACE_RETRIEVAL_FILTERED] is (search == "filter")
    assert query.attributes.get(sc.MEMTRACE_RETRIEVAL_SCORE_THRESHOLD) == (0.5 if search == "threshold" else None)
    graph = build_graph(from_readable_span(s) for s in instrumented.get_finished_spans())
    (failed,) = graph.failed_outcomes()
    v = LineageEngine().attribute(graph, Case.from_outcome(failed))
    expected = tx.FILTERED_BY_SCOPE if search == "filter" else tx.RANKED_BELOW_TOP_K
    assert (v.error_type, v.error_subtype, v.span_id) == (tx.RETRIEVAL, expected, _hex(query)[1]), v.reason


def test_lineage_survives_a_new_process_through_the_payload(instrumented, client):
    client.upsert("kb", points=[models.PointStruct(id=7, vector=V["c"], payload={"text": "one"})])
    client.upsert("kb", points=[models.PointStruct(id=7, vector=V["c"], payload={"text": "two"})])
    writer = _ops(instrumented)[-1]
    lineage.REGISTRY.clear()  # another process: only the payload knows the writer
    client.retrieve("kb", ids=[7])
    lineage.REGISTRY.clear()
    records, _ = client.scroll("kb", limit=10)
    lineage.REGISTRY.clear()
    client.upsert("kb", points=[models.PointStruct(id=7, vector=V["c"], payload={"text": "two"})])
    client.upsert("kb", points=[models.PointStruct(id=7, vector=V["c"], payload={"text": "three"})])
    retrieve, scroll, same, three = _ops(instrumented)[-4:]
    for span in (retrieve, scroll):
        (read,) = _reads(span)
        assert (read[sc.VAR_VERSION], read[sc.VAR_PRODUCER_SPAN_ID]) == (2, _hex(writer)[1])
    assert _outputs(same) == {"qdrant:kb:7": (2, "unchanged")}
    assert _outputs(three) == {"qdrant:kb:7": (3, "update")}


def test_filter_selectors_and_generators(instrumented, client):
    client.upload_points("kb", points=(models.PointStruct(id=i, vector=V["abc"[i % 3]], payload={"n": i, "t": i % 2})
                                       for i in range(4)), batch_size=2)
    client.set_payload("kb", payload={"flag": True},
                       points=models.FilterSelector(filter=models.Filter(must=[
                           models.FieldCondition(key="t", match=models.MatchValue(value=1))])))
    client.delete("kb", points_selector=models.Filter(must=[
        models.FieldCondition(key="t", match=models.MatchValue(value=0))]))
    upload, set_payload, delete = _ops(instrumented)
    assert _outputs(upload) == {f"qdrant:kb:{i}": (1, "create") for i in range(4)}
    assert _outputs(set_payload) == {"qdrant:kb:1": (2, "update"), "qdrant:kb:3": (2, "update")}
    assert _outputs(delete) == {"qdrant:kb:0": (2, "delete"), "qdrant:kb:2": (2, "delete")}
    (point,) = client.retrieve("kb", ids=[3])
    # one payload for two points: the writer is recorded, the per-point version is left to the graph (0)
    assert point.payload[lineage.META_SPAN_ID] == _hex(set_payload)[1] and point.payload[lineage.META_VERSION] == 0
    assert point.payload["flag"] is True and point.payload["n"] == 3


def test_errors_pass_through_and_are_recorded(instrumented, client):
    with pytest.raises(ValueError, match="not found"):
        client.query_points("missing", query=V["a"], limit=1)
    with pytest.raises(Exception):
        client.upsert("kb", points=[models.PointStruct(id=1, vector=[1.0, 2.0], payload={})])  # wrong dimension
    query, upsert = _ops(instrumented)
    for span in (query, upsert):
        assert span.status.status_code.name == "ERROR" and span.attributes[sc.ERROR_TYPE]
        assert [e for e in span.events if e.name == "exception"]
    assert query.attributes[sc.DB_COLLECTION_NAME] == "missing"
    assert _outputs(upsert) == {} and lineage.REGISTRY.current("qdrant:kb:1") is None


def test_inside_mem0_only_plain_db_child_spans(instrumented, client):
    """mem0 over qdrant: mem0's operation is the memory span, the vector-store calls are plain DB children."""
    with operation("write", "mem0.add", system="mem0", operation_name=sc.OP_CREATE_MEMORY) as outer:
        client.upsert("kb", points=[models.PointStruct(id=str(uuid.uuid4()), vector=V["a"],
                                                       payload={"data": "likes tea"})])
        client.query_points("kb", query=V["a"], limit=1)
    spans = instrumented.get_finished_spans()
    assert [s.name for s in spans if s.attributes.get(sc.GEN_AI_OPERATION_NAME)] == [sc.OP_CREATE_MEMORY]
    children = [s for s in spans if s.parent is not None and s.parent.span_id == outer.span.context.span_id]
    assert [s.name for s in children] == ["qdrant.upsert", "qdrant.query_points"]
    assert all(sc.MEMTRACE_OP_KIND not in s.attributes and not s.events for s in children)
    (record,) = client.scroll("kb", limit=10)[0]
    assert record.payload == {"data": "likes tea"}  # mem0 keeps its own payload: nothing injected


def test_uninstrument_restores_methods(provider):
    from qdrant_client import AsyncQdrantClient, QdrantClient

    methods = ("upsert", "upload_points", "set_payload", "overwrite_payload", "delete", "retrieve", "scroll",
               "query_points", "query_batch_points")
    assert_wraps_and_restores(QdrantInstrumentor(), (QdrantClient, AsyncQdrantClient), methods)


async def test_async_client(instrumented, capture_content):
    client = qdrant_client.AsyncQdrantClient(":memory:")
    await client.create_collection("kb", vectors_config=models.VectorParams(size=3, distance=models.Distance.DOT))
    await client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "a1"}),
                                      models.PointStruct(id=2, vector=V["b"], payload={"text": "b1"})])
    await client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "a2"})])
    client.upload_points("kb", points=[models.PointStruct(id=3, vector=V["c"], payload={"text": "c1"})], wait=True)
    response = await client.query_points("kb", query=V["q"], limit=3)
    got = await client.retrieve("kb", ids=[2])
    with pytest.raises(ValueError):
        await client.scroll("nope")
    await client.delete("kb", points_selector=[2])
    await client.close()
    assert [p.id for p in response.points][:2] == [1, 2] and got[0].payload["text"] == "b1"

    w1, w2, upload, query, retrieve, failed, delete = _ops(instrumented)
    assert _outputs(w2) == {"qdrant:kb:1": (2, "update")}
    assert _outputs(upload) == {"qdrant:kb:3": (1, "create")}
    # the async span covers the awaited query: it carries what the query returned
    assert query.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 3
    reads = _reads(query)
    assert reads[0][sc.VAR_ID] == "qdrant:kb:1" and reads[0][sc.VAR_PRODUCER_SPAN_ID] == _hex(w2)[1]
    assert _reads(retrieve)[0][sc.VAR_PRODUCER_SPAN_ID] == _hex(w1)[1]
    assert failed.status.status_code.name == "ERROR"
    assert _outputs(delete) == {"qdrant:kb:2": (2, "delete")}


async def test_async_span_ends_after_the_awaited_work(instrumented, monkeypatch):
    client = qdrant_client.AsyncQdrantClient(":memory:")
    await client.create_collection("kb", vectors_config=models.VectorParams(size=3, distance=models.Distance.DOT))
    await client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={})])
    seen = {}
    inner = client._client
    real = inner.query_points

    async def slow_query_points(*args, **kwargs):
        await asyncio.sleep(0.05)
        result = await real(*args, **kwargs)
        seen["done"] = time.time_ns()
        return result

    monkeypatch.setattr(inner, "query_points", slow_query_points)
    await client.query_points("kb", query=V["a"], limit=1)
    await client.close()
    query = _ops(instrumented)[-1]
    assert query.name == sc.OP_SEARCH_MEMORY and query.end_time >= seen["done"]


# ------------------------------------------------------------------------------------------- OpenLLMetry
@pytest.fixture
def openllmetry(provider):
    mod = pytest.importorskip("opentelemetry.instrumentation.qdrant")
    return mod.QdrantInstrumentor


def _workload(client):
    client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "x"})])
    client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "y"})])
    client.query_points("kb", query=V["q"], limit=1)
    with pytest.raises(ValueError):
        client.retrieve("missing", ids=[1])


def _assert_one_span_per_call(spans):
    assert len(spans) == 4, [s.name for s in spans]
    assert all(s.parent is None for s in spans)
    assert [s.attributes.get(sc.MEMTRACE_OP_KIND) for s in spans] == [
        sc.KIND_WRITE, sc.KIND_WRITE, sc.KIND_RETRIEVE, sc.KIND_RETRIEVE]
    first, second, query, failed = spans
    assert list(_outputs(second).values()) == [(2, "update")]
    assert second.links[0].context.span_id == first.context.span_id
    assert _reads(query)[0][sc.VAR_PRODUCER_SPAN_ID] == _hex(second)[1]
    assert failed.status.status_code.name == "ERROR"
    assert len([e for e in failed.events if e.name == "exception"]) == 1


def test_openllmetry_instrumented_first_our_span_is_the_only_one(openllmetry, provider, client):
    with instrumented_in_order(provider, openllmetry(), QdrantInstrumentor()):  # ours is the outer layer
        _workload(client)
    spans = provider.exporter.get_finished_spans()
    _assert_one_span_per_call(spans)
    assert [s.name for s in spans] == [sc.OP_UPSERT_MEMORY, sc.OP_UPSERT_MEMORY, sc.OP_SEARCH_MEMORY,
                                       sc.OP_SEARCH_MEMORY]


def test_openllmetry_instrumented_last_its_span_carries_our_attributes(openllmetry, provider, client):
    with instrumented_in_order(provider, QdrantInstrumentor(), openllmetry()):  # theirs is the outer layer
        _workload(client)
    spans = provider.exporter.get_finished_spans()
    _assert_one_span_per_call(spans)
    # OpenLLMetry does not wrap retrieve: that call gets our own span
    assert [s.name for s in spans] == ["qdrant.upsert", "qdrant.upsert", "qdrant.query_points", sc.OP_SEARCH_MEMORY]
    assert spans[2].attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY


async def _async_upsert_one():
    client = qdrant_client.AsyncQdrantClient(":memory:")
    await client.create_collection("kb", vectors_config=models.VectorParams(size=3, distance=models.Distance.DOT))
    await client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "x"})])
    await client.close()


async def test_openllmetry_async_ours_outside_gives_one_timed_span(openllmetry, provider):
    """OpenLLMetry wraps AsyncQdrantClient methods with a sync wrapper (its span times coroutine creation only);
    with memtrace outside, the call skips their layer and our span times the awaited work."""
    with instrumented_in_order(provider, openllmetry(), QdrantInstrumentor()):  # ours is the outer layer
        await _async_upsert_one()
    spans = provider.exporter.get_finished_spans()
    assert [s.name for s in spans] == [sc.OP_UPSERT_MEMORY]
    assert _outputs(spans[0]) == {"qdrant:kb:1": (1, "create")}


@pytest.mark.heavy  # mem0 import and a full add/search through the local model server
def test_real_mem0_over_qdrant_gives_one_memory_span_per_call(provider, tmp_path):
    mem0 = pytest.importorskip("mem0")
    from memtrace_otel.instrumentations.mem0 import Mem0Instrumentor
    from memtrace_otel.local_model import LocalModelServer

    mem0_inst, qdrant_inst = Mem0Instrumentor(), QdrantInstrumentor()
    mem0_inst.instrument(tracer_provider=provider)
    qdrant_inst.instrument(tracer_provider=provider)
    client = qdrant_client.QdrantClient(":memory:")
    try:
        with LocalModelServer() as srv:
            memory = mem0.Memory.from_config(local_mem0_config(srv, tmp_path, client=client))
            memory.add("I moved to Lisbon last spring.", user_id="alice")
            memory.search("Where did I move?", filters={"user_id": "alice"})
            memory.close()
    finally:
        qdrant_inst.uninstrument()
        mem0_inst.uninstrument()
    spans = provider.exporter.get_finished_spans()
    by_id = {s.context.span_id: s for s in spans}
    memory_spans = [s for s in spans if s.attributes.get(sc.GEN_AI_OPERATION_NAME) in sc.MEMORY_OPERATION_NAMES]
    assert memory_spans and {s.attributes[sc.MEMTRACE_OP_SYSTEM] for s in memory_spans} == {"mem0"}
    assert not [s for s in spans if s.attributes.get(sc.MEMTRACE_OP_SYSTEM) == "qdrant"]
    db_spans = [s for s in spans if s.attributes.get(sc.DB_SYSTEM_NAME) == "qdrant"]
    assert {"qdrant.upsert", "qdrant.query_points"} <= {s.name for s in db_spans}
    for span in db_spans:  # plain children somewhere under a mem0 operation
        assert sc.MEMTRACE_OP_KIND not in span.attributes and not span.events
        parent = by_id.get(span.parent.span_id) if span.parent else None
        while parent is not None and parent.attributes.get(sc.MEMTRACE_OP_SYSTEM) != "mem0":
            parent = by_id.get(parent.parent.span_id) if parent.parent else None
        assert parent is not None, span.name
    records, _ = client.scroll("mt", limit=10)
    mem0_span_ids = {format(s.context.span_id, "016x") for s in spans
                     if s.attributes.get(sc.MEMTRACE_OP_SYSTEM) == "mem0"}
    for record in records:  # whatever lineage the payload carries was written by mem0's spans, never by ours
        written = [v for k, v in _flatten(record.payload) if k == lineage.META_SPAN_ID]
        assert set(written) <= mem0_span_ids
    client.close()


def _flatten(value, key=None):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _flatten(v, k)
    else:
        yield key, value


async def test_openllmetry_async_theirs_outside_our_span_still_times_the_work(openllmetry, provider):
    """Known limitation: instrumented after memtrace, OpenLLMetry's sync wrapper is the outer layer of the async
    methods; its span ends when the coroutine is created, before our wrapper runs, so it cannot be absorbed. It
    stays a separate, empty sibling; ours is complete. Instrument memtrace last to get a single span."""
    with instrumented_in_order(provider, QdrantInstrumentor(), openllmetry()):  # theirs is the outer layer
        await _async_upsert_one()
    spans = provider.exporter.get_finished_spans()
    assert sorted(s.name for s in spans) == sorted([sc.OP_UPSERT_MEMORY, "qdrant.upsert"])
    (ours_span,) = [s for s in spans if s.name == sc.OP_UPSERT_MEMORY]
    (their_span,) = [s for s in spans if s.name == "qdrant.upsert"]
    assert _outputs(ours_span) == {"qdrant:kb:1": (1, "create")}
    assert sc.MEMTRACE_OP_KIND not in their_span.attributes
    assert their_span.end_time <= ours_span.start_time  # theirs closed before the work started


def test_invalid_batches_fail_exactly_as_without_instrumentation(instrumented, client):
    def bad_batch():
        return models.Batch(ids=[1, 2], vectors=[V["a"], V["b"]], payloads=[{"text": "x"}])

    # what the library itself raises (its versions differ: ValueError in some, IndexError in others)
    with pytest.raises(Exception) as bare:
        type(client).upsert.__wrapped__(client, "kb", points=bad_batch())
    with pytest.raises(type(bare.value)) as traced:
        client.upsert("kb", points=bad_batch())
    assert str(traced.value) == str(bare.value)
    (span,) = _ops(instrumented)
    assert span.attributes[sc.ERROR_TYPE] == type(bare.value).__name__ and _outputs(span) == {}
    assert client.count("kb").count == 0


def test_query_results_are_remembered_for_the_prompt_that_quotes_them(instrumented, client):
    from memtrace_otel.instrumentations import retrieval_cache

    client.upsert("kb", points=[models.PointStruct(id=1, vector=V["a"], payload={"text": "alpha fact", "n": 1})])
    client.query_points("kb", query=V["a"], limit=1)
    query = _ops(instrumented)[-1]
    (item,) = retrieval_cache.in_prompt(_hex(query)[0], "context: alpha fact")
    assert (item.var_id, item.version, item.span_id) == ("qdrant:kb:1", 1, _hex(query)[1])
