"""chromadb instrumentation against real chroma: EphemeralClient in-process, and a local `chroma run` server for the
AsyncCollection. Embeddings are always passed explicitly (chroma's default embedding function downloads a model)."""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid

import pytest
from opentelemetry import trace

from memtrace_otel import api, lineage, operation
from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec
from memtrace_otel.instrumentations.chromadb import ChromaInstrumentor

from instrumenting import assert_wraps_and_restores, instrumented_fixture, instrumented_in_order
from variable_events import hex_ids as _hex
from variable_events import output_versions as _outputs
from variable_events import variables as _events

chromadb = pytest.importorskip("chromadb")


instrumented = instrumented_fixture(ChromaInstrumentor)


@pytest.fixture
def collection():
    client = chromadb.EphemeralClient()
    name = "kb-" + uuid.uuid4().hex[:8]
    col = client.create_collection(name, embedding_function=None)
    yield col
    client.delete_collection(name)


E = {"a": [1.0, 0.0, 0.0], "b": [0.0, 1.0, 0.0], "c": [0.0, 0.0, 1.0], "q": [0.9, 0.1, 0.0]}


def test_writes_make_versions_and_keep_user_metadata(instrumented, collection, capture_content):
    user_meta = [{"source": "faq.md"}, {"source": "guide.md"}]
    collection.add(ids=["a", "b"], embeddings=[E["a"], E["b"]], documents=["Paris is in France", "Rome is in Italy"],
                   metadatas=user_meta)
    assert user_meta == [{"source": "faq.md"}, {"source": "guide.md"}]  # the caller's dicts are not mutated
    collection.upsert(ids=["a"], embeddings=[E["a"]], documents=["Paris is the capital of France"])
    collection.upsert(ids=["b"], embeddings=[E["b"]], documents=["Rome is in Italy"])
    collection.update(ids=["b"], metadatas=[{"reviewed": True}])
    collection.add(ids=["b"], embeddings=[E["b"]], documents=["ignored: the id exists"])
    collection.delete(ids=["a"])
    collection.delete(ids=["a"])  # deleting a missing id deletes nothing

    spans = instrumented.get_finished_spans()
    names = [s.name for s in spans]
    assert names == [sc.OP_CREATE_MEMORY, sc.OP_UPSERT_MEMORY, sc.OP_UPSERT_MEMORY, sc.OP_UPDATE_MEMORY,
                     sc.OP_CREATE_MEMORY, sc.OP_DELETE_MEMORY, sc.OP_DELETE_MEMORY]
    add, upsert_a, upsert_b, update_b, add_b, delete_a, delete_again = spans
    name = collection.name
    va, vb = f"chroma:{name}:a", f"chroma:{name}:b"
    assert _outputs(add) == {va: (1, "create"), vb: (1, "create")}
    assert add.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_WRITE
    assert add.attributes[sc.DB_SYSTEM_NAME] == "chroma" and add.attributes[sc.DB_COLLECTION_NAME] == name
    assert add.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2
    assert {e[sc.VAR_KIND] for e in _events(add)} == {"chunk"}
    assert {e[sc.VAR_CONTENT] for e in _events(add)} == {"Paris is in France", "Rome is in Italy"}

    assert _outputs(upsert_a) == {va: (2, "update")}
    (prev,) = _events(upsert_a, "input")
    assert (prev[sc.VAR_RELATION], prev[sc.VAR_VERSION]) == (sc.REL_UPDATES, 1)
    assert (prev[sc.VAR_PRODUCER_TRACE_ID], prev[sc.VAR_PRODUCER_SPAN_ID]) == _hex(add)
    assert [link.context.span_id for link in upsert_a.links] == [add.context.span_id]
    assert _outputs(upsert_b) == {vb: (1, "unchanged")}
    assert update_b.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_UPDATE
    assert _outputs(update_b) == {vb: (1, "unchanged")}  # metadata-only update: the document is the same
    assert _outputs(add_b) == {vb: (1, "unchanged")}  # chroma ignores an add of an existing id
    assert _outputs(delete_a) == {va: (3, "delete")}
    assert [e[sc.VAR_RELATION] for e in _events(delete_a, "input")] == [sc.REL_DELETES]
    assert _outputs(delete_again) == {}

    stored = collection.get(ids=["b"])
    meta = stored["metadatas"][0]
    assert meta["source"] == "guide.md" and meta["reviewed"] is True  # the user's keys survive, merged
    # unchanged writes keep the original writer in the record
    assert (meta[lineage.META_TRACE_ID], meta[lineage.META_SPAN_ID]) == _hex(add)
    assert meta[lineage.META_VERSION] == 1 and stored["documents"] == ["Rome is in Italy"]


def test_query_links_to_the_writer_of_the_returned_version_across_traces(instrumented, collection, capture_content):
    tracer = trace.get_tracer("app", tracer_provider=api._tracer_provider)
    with tracer.start_as_current_span("ingest-1"):
        collection.add(ids=["a", "b"], embeddings=[E["a"], E["b"]], documents=["v1 of a", "v1 of b"])
    with tracer.start_as_current_span("ingest-2"):
        collection.upsert(ids=["a"], embeddings=[E["a"]], documents=["v2 of a"])
    with tracer.start_as_current_span("ask"):
        result = collection.query(query_embeddings=[E["q"]], n_results=2)
    assert result["ids"] == [["a", "b"]]
    assert lineage.META_TRACE_ID in result["metadatas"][0][0]  # values come back as chroma returned them

    spans = {s.name: s for s in instrumented.get_finished_spans() if s.attributes.get(sc.MEMTRACE_OP_KIND)}
    add, upsert, query = spans[sc.OP_CREATE_MEMORY], spans[sc.OP_UPSERT_MEMORY], spans[sc.OP_SEARCH_MEMORY]
    assert len({add.context.trace_id, upsert.context.trace_id, query.context.trace_id}) == 3
    assert query.attributes[sc.MEMTRACE_OP_KIND] == sc.KIND_RETRIEVE
    assert query.attributes[sc.GEN_AI_REQUEST_TOP_K] == 2
    assert query.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2
    inputs = _events(query, "input")
    (q,) = [e for e in inputs if e[sc.VAR_KIND] == "query"]
    assert q[sc.VAR_VERSION] == 1 and sc.VAR_CONTENT not in q  # no text: the embedding's hash identifies it
    reads = [e for e in inputs if e[sc.VAR_RELATION] == sc.REL_READS]
    name = collection.name
    assert [(e[sc.VAR_ID], e[sc.VAR_VERSION], e[sc.VAR_RANK]) for e in reads] == [
        (f"chroma:{name}:a", 2, 0), (f"chroma:{name}:b", 1, 1)]
    assert reads[0][sc.VAR_SCORE] > reads[1][sc.VAR_SCORE]
    assert (reads[0][sc.VAR_PRODUCER_TRACE_ID], reads[0][sc.VAR_PRODUCER_SPAN_ID]) == _hex(upsert)
    assert (reads[1][sc.VAR_PRODUCER_TRACE_ID], reads[1][sc.VAR_PRODUCER_SPAN_ID]) == _hex(add)
    assert {(link.context.span_id, link.attributes[sc.VAR_VERSION]) for link in query.links} == {
        (upsert.context.span_id, 2), (add.context.span_id, 1)}
    assert [p for p in variables_codec.expanded(query.attributes)[sc.INPUT_PRODUCERS] if p] == ["-".join(_hex(upsert)), "-".join(_hex(add))]
    assert '"v2 of a"' in query.attributes[sc.GEN_AI_MEMORY_RECORDS]


def test_lineage_survives_a_new_process_through_metadata(instrumented, collection):
    collection.add(ids=["a"], embeddings=[E["a"]], documents=["first"])
    collection.upsert(ids=["a"], embeddings=[E["a"]], documents=["second"])
    writer = instrumented.get_finished_spans()[-1]
    lineage.REGISTRY.clear()  # a reader in another process knows nothing but what the record carries
    got = collection.get(ids=["a"])
    lineage.REGISTRY.clear()
    collection.upsert(ids=["a"], embeddings=[E["a"]], documents=["second"])  # same content: unchanged
    collection.upsert(ids=["a"], embeddings=[E["a"]], documents=["third"])  # continues the history: v3
    assert got["documents"] == ["second"]
    get_span, same, third = instrumented.get_finished_spans()[-3:]
    (read,) = _events(get_span, "input")
    assert read[sc.VAR_VERSION] == 2 and read[sc.VAR_PRODUCER_SPAN_ID] == _hex(writer)[1]
    assert get_span.links[0].context.span_id == writer.context.span_id
    var = f"chroma:{collection.name}:a"
    assert _outputs(same) == {var: (2, "unchanged")}
    assert _outputs(third) == {var: (3, "update")}
    (prev,) = _events(third, "input")
    assert prev[sc.VAR_VERSION] == 2 and prev[sc.VAR_PRODUCER_SPAN_ID] == _hex(writer)[1]


def test_delete_by_where_tombstones_the_matching_ids(instrumented, collection):
    collection.add(ids=["a", "b", "c"], embeddings=[E["a"], E["b"], E["c"]], documents=["x", "y", "z"],
                   metadatas=[{"topic": "t1"}, {"topic": "t2"}, {"topic": "t1"}])
    collection.delete(where={"topic": "t1"})
    delete = instrumented.get_finished_spans()[-1]
    name = collection.name
    assert _outputs(delete) == {f"chroma:{name}:a": (2, "delete"), f"chroma:{name}:c": (2, "delete")}
    assert delete.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2
    assert collection.count() == 1


def test_lineage_metadata_can_be_turned_off(provider, collection):
    inst = ChromaInstrumentor()
    inst.instrument(tracer_provider=provider, lineage_metadata=False)
    try:
        collection.add(ids=["a"], embeddings=[E["a"]], documents=["x"])
        assert collection.get(ids=["a"])["metadatas"] == [None]
        (add, get) = provider.exporter.get_finished_spans()
        assert _outputs(add) == {f"chroma:{collection.name}:a": (1, "create")}
        assert _events(get, "input")[0][sc.VAR_PRODUCER_SPAN_ID] == _hex(add)[1]  # in-process registry
    finally:
        inst.uninstrument()


def test_errors_pass_through_and_are_recorded(instrumented, collection):
    collection.add(ids=["a"], embeddings=[E["a"]], documents=["x"])
    with pytest.raises(Exception, match="dimension"):
        collection.add(ids=["z"], embeddings=[[0.1, 0.2]], documents=["wrong size"])
    failed = instrumented.get_finished_spans()[-1]
    assert failed.status.status_code.name == "ERROR"
    assert failed.attributes[sc.ERROR_TYPE]
    assert [e for e in failed.events if e.name == "exception"]
    assert _outputs(failed) == {}
    assert lineage.REGISTRY.current(f"chroma:{collection.name}:z") is None


def test_inside_another_systems_operation_only_a_plain_db_span(instrumented, collection):
    with operation("write", "mem0.add", system="mem0", operation_name=sc.OP_CREATE_MEMORY) as outer:
        collection.add(ids=["a"], embeddings=[E["a"]], documents=["x"])
        collection.query(query_embeddings=[E["a"]], n_results=1)
    spans = instrumented.get_finished_spans()
    memory_spans = [s for s in spans if s.attributes.get(sc.GEN_AI_OPERATION_NAME)]
    assert [s.name for s in memory_spans] == [sc.OP_CREATE_MEMORY]
    children = [s for s in spans if s.parent is not None and s.parent.span_id == outer.span.context.span_id]
    assert [s.name for s in children] == ["chroma.add", "chroma.query"]
    for child in children:
        assert sc.MEMTRACE_OP_KIND not in child.attributes and not child.events
        assert child.attributes[sc.DB_SYSTEM_NAME] == "chroma"
        assert child.attributes[sc.DB_COLLECTION_NAME] == collection.name
    assert collection.get(ids=["a"])["metadatas"] == [None]  # the outer system owns the records' lineage


def test_uninstrument_restores_methods(provider):
    from chromadb.api.models.AsyncCollection import AsyncCollection
    from chromadb.api.models.Collection import Collection

    methods = ("add", "upsert", "update", "delete", "get", "query")
    assert_wraps_and_restores(ChromaInstrumentor(), (Collection, AsyncCollection), methods)


# ------------------------------------------------------------------------------------------- OpenLLMetry
@pytest.fixture
def openllmetry(provider):
    mod = pytest.importorskip("opentelemetry.instrumentation.chromadb")
    return mod.ChromaInstrumentor


def _run_workload(collection):
    collection.add(ids=["a"], embeddings=[E["a"]], documents=["x"])
    collection.upsert(ids=["a"], embeddings=[E["a"]], documents=["y"])
    collection.query(query_embeddings=[E["q"]], n_results=1)
    with pytest.raises(Exception):
        collection.add(ids=["z"], embeddings=[[0.1]], documents=["bad"])


def _assert_one_span_per_call(spans):
    call_spans = [s for s in spans if not s.name.startswith("chroma.query.segment")]
    assert len(call_spans) == 4, [s.name for s in spans]
    assert all(s.parent is None or s.parent.span_id not in {c.context.span_id for c in call_spans}
               for s in call_spans)
    kinds = [s.attributes.get(sc.MEMTRACE_OP_KIND) for s in call_spans]
    assert kinds == [sc.KIND_WRITE, sc.KIND_WRITE, sc.KIND_RETRIEVE, sc.KIND_WRITE]
    add, upsert, query, failed = call_spans
    assert list(_outputs(upsert).values()) == [(2, "update")]
    assert upsert.links[0].context.span_id == add.context.span_id
    assert _events(query, "input")[-1][sc.VAR_PRODUCER_SPAN_ID] == _hex(upsert)[1]
    assert failed.status.status_code.name == "ERROR"
    assert len([e for e in failed.events if e.name == "exception"]) == 1
    return call_spans


def test_openllmetry_instrumented_first_our_span_is_the_only_one(openllmetry, provider, collection):
    with instrumented_in_order(provider, openllmetry(), ChromaInstrumentor()):  # ours is the outer layer
        _run_workload(collection)
    spans = _assert_one_span_per_call(provider.exporter.get_finished_spans())
    assert [s.name for s in spans] == [sc.OP_CREATE_MEMORY, sc.OP_UPSERT_MEMORY, sc.OP_SEARCH_MEMORY,
                                       sc.OP_CREATE_MEMORY]


def test_openllmetry_instrumented_last_its_span_carries_our_attributes(openllmetry, provider, collection):
    with instrumented_in_order(provider, ChromaInstrumentor(), openllmetry()):  # theirs is the outer layer
        _run_workload(collection)
    spans = _assert_one_span_per_call(provider.exporter.get_finished_spans())
    assert [s.name for s in spans] == ["chroma.add", "chroma.upsert", "chroma.query", "chroma.add"]
    assert spans[2].attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY
    assert spans[2].attributes["db.system"] == "chroma"  # theirs, kept


def test_uninstrument_in_any_order_with_openllmetry(openllmetry, provider):
    from chromadb.api.models.Collection import Collection

    original = Collection.__dict__["query"]
    theirs, ours = openllmetry(), ChromaInstrumentor()
    theirs.instrument(tracer_provider=provider)
    ours.instrument(tracer_provider=provider)
    ours.uninstrument()  # ours is the outer layer here
    assert Collection.__dict__["query"].__wrapped__ is original
    theirs.uninstrument()
    assert Collection.__dict__["query"] is original


# ------------------------------------------------------------------------------------------- async
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def chroma_server():
    exe = shutil.which("chroma", path=os.path.dirname(sys.executable))
    if exe is None:
        pytest.skip("the chroma CLI is not installed")
    port, data = _free_port(), tempfile.mkdtemp(prefix="chroma-")
    proc = subprocess.Popen([exe, "run", "--path", data, "--host", "127.0.0.1", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env={**os.environ, "ANONYMIZED_TELEMETRY": "False"})
    try:
        deadline = time.time() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if proc.poll() is not None or time.time() > deadline:
                    pytest.skip("the chroma server did not start")
                time.sleep(0.1)
        yield port
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(data, ignore_errors=True)


async def test_async_collection(instrumented, chroma_server, capture_content):
    client = await chromadb.AsyncHttpClient(host="127.0.0.1", port=chroma_server)
    col = await client.create_collection("akb-" + uuid.uuid4().hex[:8], embedding_function=None)
    await col.add(ids=["a", "b"], embeddings=[E["a"], E["b"]], documents=["alpha", "beta"])
    await col.upsert(ids=["a"], embeddings=[E["a"]], documents=["alpha 2"])
    result = await col.query(query_embeddings=[E["q"]], n_results=2, query_texts=None)
    got = await col.get(ids=["b"])
    with pytest.raises(Exception, match="dimension"):
        await col.add(ids=["z"], embeddings=[[0.5]], documents=["bad"])
    await col.delete(ids=["b"])
    await client.delete_collection(col.name)
    assert result["ids"] == [["a", "b"]] and got["documents"] == ["beta"]

    spans = [s for s in instrumented.get_finished_spans() if s.attributes.get(sc.MEMTRACE_OP_KIND)]
    add, upsert, query, get, failed, delete = spans
    var = f"chroma:{col.name}:a"
    assert _outputs(upsert) == {var: (2, "update")}
    # the span covers the awaited call: it ends after the result exists and carries what it returned
    assert query.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2
    assert query.end_time > query.start_time
    assert [e[sc.VAR_VERSION] for e in _events(query, "input") if e[sc.VAR_RELATION] == sc.REL_READS] == [2, 1]
    assert _events(query, "input")[1][sc.VAR_PRODUCER_SPAN_ID] == _hex(upsert)[1]
    assert _events(get, "input")[0][sc.VAR_PRODUCER_SPAN_ID] == _hex(add)[1]
    assert failed.status.status_code.name == "ERROR"
    assert _outputs(delete) == {f"chroma:{col.name}:b": (2, "delete")}


async def test_async_span_ends_after_the_awaited_work(instrumented, chroma_server, monkeypatch):
    from chromadb.api.models.AsyncCollection import AsyncCollection

    client = await chromadb.AsyncHttpClient(host="127.0.0.1", port=chroma_server)
    col = await client.create_collection("slow-" + uuid.uuid4().hex[:8], embedding_function=None)
    await col.add(ids=["a"], embeddings=[E["a"]], documents=["alpha"])
    seen = {}
    real_query = col._client._query

    async def slow_query(*args, **kwargs):
        await asyncio.sleep(0.05)
        result = await real_query(*args, **kwargs)
        seen["done"] = time.time_ns()
        return result

    monkeypatch.setattr(col._client, "_query", slow_query)
    await col.query(query_embeddings=[E["a"]], n_results=1)
    await client.delete_collection(col.name)
    query = [s for s in instrumented.get_finished_spans() if s.name == sc.OP_SEARCH_MEMORY][-1]
    assert query.end_time >= seen["done"]  # a sync wrapper would have ended the span before the query ran
    assert AsyncCollection.query is not None


def test_invalid_calls_fail_exactly_as_without_instrumentation(instrumented, collection):
    """Our metadata injection must not repair (or change) a call chroma would reject."""
    with pytest.raises(ValueError, match="Unequal lengths"):
        collection.add(ids=["a", "b"], embeddings=[E["a"], E["b"]], metadatas=[{"x": 1}])
    assert collection.count() == 0
    (span,) = instrumented.get_finished_spans()
    assert span.attributes[sc.ERROR_TYPE] == "ValueError" and _outputs(span) == {}


def test_query_results_are_remembered_for_the_prompt_that_quotes_them(instrumented, collection):
    from memtrace_otel.instrumentations import retrieval_cache

    collection.add(ids=["a", "b"], embeddings=[E["a"], E["b"]], documents=["alpha fact", "beta fact"])
    collection.query(query_embeddings=[E["a"]], n_results=1)
    query = instrumented.get_finished_spans()[-1]
    trace_id, span_id = _hex(query)
    (item,) = retrieval_cache.in_prompt(trace_id, "Memories:\n- alpha fact\n- something else")
    assert (item.var_id, item.version, item.span_id) == (f"chroma:{collection.name}:a", 1, span_id)
    assert retrieval_cache.in_prompt(trace_id, "beta fact") == []  # b was not returned by this query


def test_tracing_off_leaves_records_and_calls_alone(collection):
    api.set_tracer_provider(trace.NoOpTracerProvider())
    inst = ChromaInstrumentor()
    inst.instrument()
    try:
        collection.add(ids=["a"], embeddings=[E["a"]], documents=["x"])
        assert collection.get(ids=["a"])["metadatas"] == [None]
        assert lineage.REGISTRY.current(f"chroma:{collection.name}:a") is None
    finally:
        inst.uninstrument()
        api.set_tracer_provider(None)


@pytest.mark.parametrize("capture", [True, False])
def test_a_records_date_metadata_is_recorded_as_when_it_was_said_with_content_only(instrumented, collection, capture):
    from memtrace_otel import config

    config.configure(capture_content=capture)
    collection.add(ids=["a", "b", "c"], embeddings=[E["a"], E["b"], E["c"]],
                   documents=["see you next Tuesday", "no date here", "ok"],
                   metadatas=[{"author": "Marco", "Date": "2025-03-06"}, {"author": "Lena"},
                              {"timestamp": 1741219200}])
    (add,) = instrumented.get_finished_spans()
    if capture:
        assert add.attributes[sc.OUTPUT_SAID_AT] == ("2025-03-06", "", "1741219200")
    else:
        assert sc.OUTPUT_SAID_AT not in add.attributes  # like content: only when capture is on
    assert collection.get(ids=["a"])["metadatas"][0]["Date"] == "2025-03-06"  # the app's metadata as it gave it
