"""Behaviour under stress: the host app never breaks, exceptions pass through, spans end exactly once, context
survives tasks/threads/executors, suppression and disabled tracing cost nothing visible, caps hold."""

from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import sys
import threading
import time
import traceback
import types
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
from opentelemetry import trace
from opentelemetry.instrumentation.utils import suppress_instrumentation
from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.trace.sampling import ALWAYS_OFF

from memtrace_otel import (Variable, api, bind_context, capture, config, configure, current_operation, guard, lineage,
                           operation, record_outcome, traced_operation)
from memtrace_otel import semconv as sc
from memtrace_otel import variables_codec
from memtrace_otel.variables_codec import span_variables
from memtrace_otel.instrumentations.base import MemtraceInstrumentor, WrapTarget

LOGGER = "memtrace_otel"


class EndCounter(SpanProcessor):
    def __init__(self) -> None:
        self.ends: Counter = Counter()

    def on_end(self, span) -> None:
        self.ends[span.context.span_id] += 1


@pytest.fixture
def spans():
    """Exporter + end counter on a fresh provider used by memtrace."""
    exporter, counter = InMemorySpanExporter(), EndCounter()
    provider = TracerProvider()
    provider.add_span_processor(counter)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    api.set_tracer_provider(provider)  # the manual API's provider (what instrument(tracer_provider=) sets)
    exporter.counter = counter
    exporter.provider = provider  # instrumentors get it in their own instrument(tracer_provider=...)
    yield exporter
    api.set_tracer_provider(None)
    provider.shutdown()


@pytest.fixture(autouse=True)
def fresh_log_once():
    guard._seen.clear()
    yield
    guard._seen.clear()


def ended_once(exporter) -> None:
    finished = exporter.get_finished_spans()
    assert finished
    for s in finished:
        assert exporter.counter.ends[s.context.span_id] == 1, s.name


def memtrace_warnings(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == LOGGER and r.levelno >= logging.WARNING]


# ---------------------------------------------------------------------------------------------- a fake library
class Boom(Exception):
    pass


def _make_fake_lib() -> types.ModuleType:
    mod = types.ModuleType("fake_memlib")
    marks: list = []

    class Store:
        def __init__(self) -> None:
            self.data: dict[str, str] = {}

        def add(self, rid: str, text: str) -> str:
            self.data[rid] = text
            return rid

        async def asearch(self, query: str) -> list[str]:
            await asyncio.sleep(0.01)
            marks.append((time.time_ns(), current_operation()))  # after the awaited work
            return [t for t in self.data.values() if query in t]

        def fail(self) -> None:
            raise Boom("sync failure")

        async def afail(self) -> None:
            await asyncio.sleep(0)
            raise Boom("async failure")

        async def wait(self, event: asyncio.Event) -> None:
            await event.wait()

    mod.Store = Store
    mod.marks = marks
    return mod


fake_lib = _make_fake_lib()
sys.modules["fake_memlib"] = fake_lib
ORIGINALS = {name: fake_lib.Store.__dict__[name] for name in ("add", "asearch", "fail", "afail", "wait")}
calls: Counter = Counter()


def start_add(instance, args, kwargs):
    calls["start"] += 1
    return operation("write", "fake.add", system="fake", operation_name=sc.OP_CREATE_MEMORY)


def finish_add(op, result, instance, args, kwargs):
    op.output(args[0], args[1], kind="memory_record")


def start_generic(name, kind="retrieve"):
    def start(instance, args, kwargs):
        calls["start"] += 1
        return operation(kind, name, system="fake")
    return start


class FakeInstrumentor(MemtraceInstrumentor):
    _instruments = ()

    def targets(self):
        return [
            WrapTarget("fake_memlib", "Store.add", start_add, finish_add),
            WrapTarget("fake_memlib", "Store.asearch", start_generic("fake.search")),
            WrapTarget("fake_memlib", "Store.fail", start_generic("fake.fail", "write")),
            WrapTarget("fake_memlib", "Store.afail", start_generic("fake.afail", "write")),
            WrapTarget("fake_memlib", "Store.wait", start_generic("fake.wait")),
            WrapTarget("fake_memlib", "Store.not_in_this_version", start_generic("fake.gone")),
        ]


@pytest.fixture
def fake(request):
    calls.clear()
    fake_lib.marks.clear()
    inst = FakeInstrumentor()
    spans = request.getfixturevalue("spans") if "spans" in request.fixturenames else None
    inst.instrument(tracer_provider=spans.provider if spans is not None else None)

    def use_provider(tracer_provider):  # the fake library's spans go to tracer_provider from now on
        inst.uninstrument()
        inst.instrument(tracer_provider=tracer_provider)

    fake_lib.use_provider = use_provider
    yield fake_lib
    inst.uninstrument()


# ---------------------------------------------------------------------------------------------- never break the host
def test_redactor_that_raises(spans, caplog):
    def bad(text, ctx):
        raise RuntimeError("redactor bug")

    configure(capture_content=True, redactor=bad)
    for i in range(3):
        with operation("write", "w") as op:
            ref = op.output(f"r{i}", "secret text", kind="memory_record")
        assert ref.version == 1
    events = [v for s in spans.get_finished_spans() for v in span_variables(s)]
    assert len(events) == 3
    assert all(e[sc.VAR_CONTENT] == capture.REDACTED for e in events)  # never the content
    assert all(e[sc.VAR_HASH] == capture.content_hash("secret text") for e in events)
    assert len(memtrace_warnings(caplog)) == 1


class _HostileSpan(trace.NonRecordingSpan):
    """A span from a broken SDK: says it records, raises on everything else."""

    def is_recording(self) -> bool:
        return True

    def _raise(self, *a, **k):
        raise RuntimeError("broken span")

    set_attribute = set_attributes = add_event = add_link = record_exception = set_status = _raise


class _BrokenTracer(trace.Tracer):
    def __init__(self, span_factory=None):
        self.span_factory = span_factory

    def start_span(self, *a, **k):
        if self.span_factory is None:
            raise RuntimeError("broken tracer")
        return self.span_factory()

    def start_as_current_span(self, *a, **k):
        raise RuntimeError("broken tracer")


class _BrokenProvider(trace.TracerProvider):
    def __init__(self, span_factory=None):
        self.span_factory = span_factory

    def get_tracer(self, *a, **k):
        return _BrokenTracer(self.span_factory)


@pytest.mark.parametrize("hostile", [False, True], ids=["start_span-raises", "span-methods-raise"])
def test_broken_tracer_provider(caplog, hostile, fake):
    ctx = trace.SpanContext(1, 2, False, trace.TraceFlags(1))
    api.set_tracer_provider(_BrokenProvider((lambda: _HostileSpan(ctx)) if hostile else None))
    fake.use_provider(api._tracer_provider)
    try:
        for _ in range(3):
            with operation("write", "w", inputs=[Variable("q", "x", kind="query")]) as op:
                op.input("q2", "y", kind="query")
                op.output("r", "text", kind="memory_record")
                op.set_attribute("k", "v")
                op.set_records([{"id": "r"}])
                value = 42
            assert value == 42
            assert fake.Store().add("a", "b") == "a"
            with pytest.raises(Boom):
                fake.Store().fail()
            assert record_outcome(False, question="q") is None
        assert asyncio.run(fake.Store().asearch("b")) == []
    finally:
        api.set_tracer_provider(None)
    lost = [r for r in memtrace_warnings(caplog) if "outcome was NOT recorded" in r.getMessage()]
    assert len(lost) == 3  # a lost outcome is data loss: said every time, never once and then silent
    warnings = [r for r in memtrace_warnings(caplog) if r not in lost]
    assert warnings and len(warnings) == len({r.getMessage() for r in warnings})  # each place logged once


def test_attribute_values_that_cannot_be_set(spans):
    class NoStr:
        def __str__(self):
            raise ValueError("no str")

    with operation("write", "w", attributes={"bad.dict": {"a": 1}, "bad.obj": object()}) as op:
        op.set_attribute("bad.obj", object())
        op.set_attributes({"bad.list": [object()], "ok": 1})
        op.output("r", "x", kind="memory_record")
    with operation("retrieve", "r2", user_id=NoStr()) as op2:  # our own str() fails: the span is skipped, app runs
        op2.input("r", "x")
        result = "ran"
    assert result == "ran"
    (s,) = spans.get_finished_spans()
    assert s.attributes["ok"] == 1 and s.attributes[sc.MEMTRACE_OUTPUTS] == ("r@1",)
    # whatever the SDK kept of the bad values still encodes: the file exporter does not lose the batch
    from memtrace_otel.exporters.file import spans_to_otlp_json
    assert spans_to_otlp_json([s])["resourceSpans"][0]["scopeSpans"][0]["spans"][0]["name"] == "w"


def test_start_and_finish_callbacks_that_raise(spans, caplog):
    def bad_start(instance, args, kwargs):
        raise RuntimeError("bad start")

    def bad_finish(op, result, instance, args, kwargs):
        raise RuntimeError("bad finish")

    class Inst(MemtraceInstrumentor):
        def targets(self):
            return [WrapTarget("fake_memlib", "Store.add", bad_start),
                    WrapTarget("fake_memlib", "Store.asearch", start_generic("s"), bad_finish)]

    inst = Inst()
    inst.instrument(tracer_provider=spans.provider)
    try:
        store = fake_lib.Store()
        for _ in range(3):
            assert store.add("a", "needle") == "a"
            assert asyncio.run(store.asearch("needle")) == ["needle"]
    finally:
        inst.uninstrument()
    assert [s.name for s in spans.get_finished_spans()] == ["s"] * 3
    assert len(memtrace_warnings(caplog)) == 2


# ---------------------------------------------------------------------------------------------- exceptions
def _assert_same_exception(exc_info, original_holder, raiser_name):
    assert exc_info.value is original_holder[0]
    frames = [f.name for f in traceback.extract_tb(exc_info.value.__traceback__)]
    assert frames[-1] == raiser_name  # the original frames are all still there


def test_exceptions_pass_through_unchanged(spans, fake):
    holder = []

    def raiser():
        exc = Boom("original")
        holder.append(exc)
        raise exc

    with pytest.raises(Boom) as info:
        with operation("write", "ctx"):
            raiser()
    _assert_same_exception(info, holder, "raiser")

    holder.clear()
    decorated = traced_operation("write", "deco")(raiser)
    with pytest.raises(Boom) as info:
        decorated()
    _assert_same_exception(info, holder, "raiser")

    with pytest.raises(Boom) as info:
        fake.Store().fail()
    assert str(info.value) == "sync failure" and traceback.extract_tb(info.tb)[-1].name == "fail"
    with pytest.raises(Boom) as info:
        asyncio.run(fake.Store().afail())
    assert traceback.extract_tb(info.tb)[-1].name == "afail"

    finished = spans.get_finished_spans()
    assert [s.name for s in finished] == ["ctx", "deco", "fake.fail", "fake.afail"]
    for s in finished:
        assert s.attributes[sc.ERROR_TYPE] == "Boom"
        assert s.status.status_code == trace.StatusCode.ERROR
        assert [e.name for e in s.events] == ["exception"]
    ended_once(spans)


def test_return_values_pass_through_unchanged(spans, fake):
    sentinel = object()
    assert traced_operation("retrieve")(lambda: sentinel)() is sentinel
    store = fake.Store()
    assert store.add("id-1", "text") == "id-1"
    assert asyncio.run(store.asearch("tex")) == ["text"]


# ---------------------------------------------------------------------------------------------- span lifecycle
def test_end_twice_is_harmless(spans, caplog):
    op = operation("write", "w").start()
    op.end()
    op.end(Boom("late"))
    (s,) = spans.get_finished_spans()
    assert s.status.status_code == trace.StatusCode.UNSET
    assert not [r for r in caplog.records if "ended span" in r.getMessage()]
    ended_once(spans)


async def test_cancellation_during_awaited_op(spans, fake):
    event = asyncio.Event()
    store = fake.Store()

    async def inner():
        async with operation("generate", "ctx.wait"):
            await store.wait(event)

    task = asyncio.create_task(inner())
    await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    finished = {s.name: s for s in spans.get_finished_spans()}
    assert set(finished) == {"fake.wait", "ctx.wait"}
    assert finished["fake.wait"].parent.span_id == finished["ctx.wait"].context.span_id
    for s in finished.values():
        assert s.attributes[sc.ERROR_TYPE] == "CancelledError"
    ended_once(spans)
    assert current_operation() is None


def test_generator_break_and_exhaustion(spans):
    seen_ops = []

    @traced_operation("retrieve", "gen.scan", outputs=lambda items: [Variable(f"doc:{i}", i, kind="document")
                                                                     for i in items])
    def scan(n):
        for i in range(n):
            seen_ops.append(current_operation())
            yield i

    for item in scan(10):
        assert current_operation() is None  # the span is current only inside the generator body
        if item == 2:
            break
    assert list(scan(2)) == [0, 1]
    gen = scan(5)
    next(gen)
    gen.close()
    finished = spans.get_finished_spans()
    assert len(finished) == 3
    assert all(op is not None and op.name == "gen.scan" for op in seen_ops)
    assert [s.attributes[sc.MEMTRACE_OUTPUTS] for s in finished] == [
        ("doc:0@1", "doc:1@1", "doc:2@1"), ("doc:0@1", "doc:1@1"), ("doc:0@1",)]
    assert all(s.status.status_code == trace.StatusCode.UNSET for s in finished)
    ended_once(spans)


async def test_async_generator_aclose_and_error(spans):
    @traced_operation("retrieve", "agen.scan")
    async def scan(n, fail_at=None):
        for i in range(n):
            await asyncio.sleep(0)
            if i == fail_at:
                raise Boom("in generator")
            yield i

    agen = scan(10)
    assert await agen.__anext__() == 0
    await agen.aclose()
    got = []
    with pytest.raises(Boom):
        async for i in scan(5, fail_at=2):
            got.append(i)
    assert got == [0, 1]
    finished = spans.get_finished_spans()
    assert len(finished) == 2
    assert finished[0].status.status_code == trace.StatusCode.UNSET
    assert finished[1].attributes[sc.ERROR_TYPE] == "Boom"
    ended_once(spans)


# ---------------------------------------------------------------------------------------------- context propagation
async def test_context_survives_asyncio_tasks(spans):
    async def child(i):
        await asyncio.sleep(0.001 * (3 - i))
        parent_seen = current_operation()
        async with operation("rerank", f"child{i}"):
            await asyncio.sleep(0)
        return parent_seen

    async with operation("retrieve", "parent") as parent:
        seen = await asyncio.gather(*(child(i) for i in range(3)))
    assert all(p is parent for p in seen)
    by_name = {s.name: s for s in spans.get_finished_spans()}
    for i in range(3):
        assert by_name[f"child{i}"].parent.span_id == by_name["parent"].context.span_id


def test_context_survives_threads_and_executors(spans):
    def work(tag):
        seen = current_operation()
        with operation("embed", f"worker.{tag}"):
            pass
        return seen

    with operation("ingest", "parent") as parent:
        results: list = []
        t = threading.Thread(target=contextvars.copy_context().run, args=(lambda: results.append(work("thread")),))
        t.start()
        t.join()
        with ThreadPoolExecutor(max_workers=2) as pool:
            bound = bind_context(work)  # one bound function, run concurrently in several workers
            pooled = list(pool.map(bound, [f"pool{i}" for i in range(4)]))
            unbound = pool.submit(work, "unbound").result()  # no binding: a worker starts with an empty context
    assert results == [parent] and pooled == [parent] * 4 and unbound is None
    by_name = {s.name: s for s in spans.get_finished_spans()}
    pid = by_name["parent"].context.span_id
    for name in ["worker.thread"] + [f"worker.pool{i}" for i in range(4)]:
        assert by_name[name].parent.span_id == pid, name
    assert by_name["worker.unbound"].parent is None  # why the pattern above is needed


def test_versions_are_consistent_across_threads(spans):
    def write(i):
        with operation("update", "w") as op:
            return op.output("shared", f"content {i}", kind="memory_record").version

    with ThreadPoolExecutor(max_workers=4) as pool:
        versions = sorted(pool.map(write, range(40)))
    assert versions == list(range(1, 41))
    seqs = [s.attributes[sc.MEMTRACE_OP_SEQ] for s in spans.get_finished_spans()]
    assert len(set(seqs)) == 40


# ---------------------------------------------------------------------------------------------- suppressed / disabled
def test_suppressed_records_nothing(spans, fake):
    inputs_called = []

    @traced_operation("retrieve", inputs=lambda: inputs_called.append(1) or [])
    def deco():
        return current_operation()

    with suppress_instrumentation():
        with operation("write", "w", user_id="u") as op:
            assert op.output("r", "x") is None and op.input("q", "y", kind="query") is None
            assert current_operation() is None
        assert deco() is None
        store = fake.Store()
        assert store.add("a", "b") == "a"
        assert asyncio.run(store.asearch("b")) == ["b"]
        assert record_outcome(False) is None
    assert spans.get_finished_spans() == ()
    assert calls["start"] == 0 and inputs_called == []  # no span work at all, only the suppression lookup
    assert lineage.REGISTRY.current("r") is None and lineage.REGISTRY.current("q") is None


def test_noop_provider_emits_nothing(fake):
    api.set_tracer_provider(trace.NoOpTracerProvider())
    fake.use_provider(trace.NoOpTracerProvider())
    try:
        assert not api.tracing_enabled()
        with operation("write", "w") as op:
            op.output("r", "x")
            op.set_records([{"id": "r"}])
        assert fake.Store().add("a", "b") == "a"
        assert calls["start"] == 0
        assert record_outcome(True) is None
        assert lineage.REGISTRY.current("r") is None
    finally:
        api.set_tracer_provider(None)


def test_always_off_sampler_emits_nothing(fake):
    exporter = InMemorySpanExporter()
    provider = TracerProvider(sampler=ALWAYS_OFF)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    api.set_tracer_provider(provider)
    fake.use_provider(provider)

    @traced_operation("retrieve", "gen")
    def gen():
        yield trace.get_current_span().get_span_context()  # children see the sampled-out parent

    try:
        with operation("write", "w") as op:
            assert not op.recording and current_operation() is op
            assert op.output("r", "x") is None
            parent_ctx = trace.get_current_span().get_span_context()
            assert parent_ctx.is_valid and not parent_ctx.trace_flags.sampled
        (inner_ctx,) = list(gen())
        assert inner_ctx.is_valid and not inner_ctx.trace_flags.sampled
        store = fake.Store()
        assert store.add("a", "b") == "a"
        assert asyncio.run(store.asearch("b")) == ["b"]
        record_outcome(False, question="q")
        assert exporter.get_finished_spans() == ()
    finally:
        api.set_tracer_provider(None)
        provider.shutdown()


# ---------------------------------------------------------------------------------------------- instrumentor shape
async def test_uninstrument_restores_and_async_path_times_awaited_work(spans):
    import inspect

    fake_lib.marks.clear()
    inst = FakeInstrumentor()
    inst.instrument(tracer_provider=spans.provider)
    store = fake_lib.Store()
    try:
        for name, original in ORIGINALS.items():
            assert fake_lib.Store.__dict__[name] is not original
        assert inspect.iscoroutinefunction(fake_lib.Store.asearch)  # callers that check still see a coroutine fn
        store.add("d1", "hello world")
        assert await store.asearch("hello") == ["hello world"]
    finally:
        inst.uninstrument()
    for name, original in ORIGINALS.items():
        assert fake_lib.Store.__dict__[name] is original, name
    store.add("d2", "more")
    await store.asearch("more")
    finished = spans.get_finished_spans()
    assert [s.name for s in finished] == ["create_memory", "fake.search"]  # nothing after uninstrument
    add, search = finished
    assert add.attributes[sc.GEN_AI_OPERATION_NAME] == sc.OP_CREATE_MEMORY
    assert add.attributes[sc.MEMTRACE_OUTPUTS] == ("d1@1",)
    (mark_ns, op_during), _ = fake_lib.marks
    assert op_during is not None and op_during.name == "fake.search"  # the span was current during the await
    assert search.start_time < mark_ns <= search.end_time  # and ended only after the awaited work


def test_uninstrument_restores_descriptors_inherited_methods_and_foreign_wrappers(spans):
    import wrapt

    mod = types.ModuleType("fake_memlib2")

    class Base:
        def get(self, key):
            return f"base:{key}"

    class Sub(Base):
        @classmethod
        def make(cls):
            return cls()

        @staticmethod
        def norm(key):
            return key.lower()

        def put(self, key):
            return key

    mod.Base, mod.Sub = Base, Sub
    sys.modules["fake_memlib2"] = mod
    before = {cls: dict(vars(cls)) for cls in (Base, Sub)}

    class Inst(MemtraceInstrumentor):
        def targets(self):
            return [WrapTarget("fake_memlib2", f"Sub.{m}", start_generic(f"sub.{m}")) for m in ("get", "make", "norm", "put")]

    inst = Inst()
    inst.instrument(tracer_provider=spans.provider)
    try:
        sub = Sub.make()
        assert isinstance(sub, Sub) and sub.get("K") == "base:K" and Sub.norm("K") == "k" and sub.put("x") == "x"
        assert "get" in vars(Sub)  # the inherited method was wrapped on the subclass only
        foreign_calls = []

        def foreign(wrapped, instance, args, kwargs):  # another instrumentation wraps on top of ours
            foreign_calls.append(args)
            return wrapped(*args, **kwargs)

        wrapt.wrap_function_wrapper("fake_memlib2", "Sub.put", foreign)
    finally:
        inst.uninstrument()
        del sys.modules["fake_memlib2"]
    assert [s.name for s in spans.get_finished_spans()] == ["sub.make", "sub.get", "sub.norm", "sub.put"]
    assert dict(vars(Base)) == before[Base]
    after = dict(vars(Sub))
    assert set(after) == set(before[Sub])  # no copy of Base.get left on Sub
    for name in ("make", "norm"):
        assert after[name] is before[Sub][name]  # the classmethod/staticmethod objects themselves
    assert isinstance(after["put"], wrapt.FunctionWrapper) and after["put"].__wrapped__ is before[Sub]["put"]
    assert Sub().put("y") == "y" and foreign_calls == [("y",)]  # theirs still works, ours is gone
    assert len(spans.get_finished_spans()) == 4


def test_instrument_with_tracer_provider_kwarg():
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    inst = FakeInstrumentor()
    inst.instrument(tracer_provider=provider)  # the standard OTel form
    try:
        fake_lib.Store().add("x", "y")
    finally:
        inst.uninstrument()
        api.set_tracer_provider(None)
    assert [s.name for s in exporter.get_finished_spans()] == ["create_memory"]


# ---------------------------------------------------------------------------------------------- caps and content
def test_variable_cap_sets_dropped_count(spans):
    configure(max_variables=3)
    with operation("retrieve", "r") as op:
        for i in range(5):
            op.input(f"doc{i}", f"text {i}", kind="document", rank=i)
        op.output("set:1", "x", kind="retrieved_set")
    (s,) = spans.get_finished_spans()
    assert not s.events  # encoding v3: span attributes
    # by default as many variables are recorded as are detailed: the rest are counted
    assert s.attributes[sc.MEMTRACE_INPUTS] == ("doc0@0", "doc1@0", "doc2@0")  # never written here: version 0
    assert variables_codec.expanded(s.attributes)[sc.INPUT_RANKS] == (0, 1, 2)
    assert s.attributes[sc.MEMTRACE_VARIABLES_DROPPED] == 3
    # with an id cap above the detail cap, the next ones keep id and hash only
    configure(max_variables=3, max_variable_ids=5)
    with operation("retrieve", "r2") as op:
        for i in range(5):
            op.input(f"doc{i}", f"text {i}", kind="document", rank=i)
        op.output("set:2", "x", kind="retrieved_set")
    s = spans.get_finished_spans()[-1]
    assert s.attributes[sc.MEMTRACE_INPUTS] == tuple(f"doc{i}@0" for i in range(5))
    columns = variables_codec.expanded(s.attributes)
    assert len(columns[sc.INPUT_HASHES]) == 5 and columns[sc.INPUT_RANKS] == (0, 1, 2)
    assert sc.MEMTRACE_OUTPUTS not in s.attributes and s.attributes[sc.MEMTRACE_VARIABLES_DROPPED] == 1


def test_link_cap_sets_dropped_count(spans):
    configure(max_links=2)
    for i in range(4):
        with operation("write", f"w{i}") as op:
            op.output(f"doc{i}", f"t{i}", kind="document")
    with operation("retrieve", "r", inputs=[Variable("doc0", kind="document")]) as op:
        for i in range(1, 4):
            op.input(f"doc{i}", kind="document")
    r = spans.get_finished_spans()[-1]
    assert len(r.links) == 2
    assert [(link.attributes[sc.VAR_ID], link.attributes[sc.VAR_VERSION]) for link in r.links] == [
        ("doc0", 1), ("doc1", 1)]
    assert r.attributes[sc.MEMTRACE_LINEAGE_DROPPED] == 2
    # every producer stays in the producer column
    assert len([p for p in variables_codec.expanded(r.attributes)[sc.INPUT_PRODUCERS] if p]) == 4
    assert len(r.attributes[sc.MEMTRACE_INPUTS]) == 4 and sc.MEMTRACE_VARIABLES_DROPPED not in r.attributes


def test_long_content_is_truncated_and_hashed_in_full(spans, capture_content):
    configure(max_content_length=20)
    text = "x" * 50 + "END"
    with operation("write", "w") as op:
        op.output("long", text, kind="memory_record")
        op.output("short", "fits", kind="memory_record")
    (s,) = spans.get_finished_spans()
    long_ev, short_ev = span_variables(s)
    assert len(long_ev[sc.VAR_CONTENT]) == 20 and long_ev[sc.VAR_CONTENT_TRUNCATED] is True
    assert long_ev[sc.VAR_HASH] == capture.content_hash(text)
    assert short_ev[sc.VAR_CONTENT] == "fits" and sc.VAR_CONTENT_TRUNCATED not in short_ev


def test_records_truncation_keeps_json_valid(spans, capture_content):
    configure(max_records=3, max_content_length=40)
    records = [{"id": f"m{i}", "content": "word " * 200, "score": 0.5, "metadata": {"k": "v" * 100}}
               for i in range(6)]
    with operation("retrieve", "r") as op:
        op.set_records(records)
        op.input("m0", "word", kind="memory_record")
    (s,) = spans.get_finished_spans()
    parsed = json.loads(s.attributes[sc.GEN_AI_MEMORY_RECORDS])
    assert 1 <= len(parsed) <= 3 and [p["id"] for p in parsed] == [f"m{i}" for i in range(len(parsed))]
    assert s.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 6
    assert s.attributes[sc.MEMTRACE_VARIABLES_DROPPED] == 6 - len(parsed)
    # the helper on its own: whole items dropped, never cut JSON
    for limit in (2, 30, 100, 400):
        text, dropped = capture.truncate_json_list(records, limit, 5)
        kept = json.loads(text)
        assert len(kept) + dropped == 6 and (len(text) <= limit or not kept)


def _truncate_json_list_by_shortening(items: list, limit: int, max_items: int) -> tuple[str, int]:
    """truncate_json_list as it was before its no-shortening shortcut: every item shortened, then encoded."""
    kept = list(items[:max_items]) if max_items >= 0 else list(items)
    dropped = len(items) - len(kept)
    per_field = max(64, limit // max(1, len(kept)))

    def shorten(obj):
        if isinstance(obj, str):
            return capture.truncate_text(obj, per_field)[0]
        if isinstance(obj, dict):
            return {k: (v if k == "id" else shorten(v)) for k, v in obj.items()}
        if isinstance(obj, (list, tuple)):
            return [shorten(v) for v in obj]
        return obj

    originals = kept
    while True:
        kept = [shorten(item) for item in originals]
        text = json.dumps(kept, ensure_ascii=False, default=str)
        if len(text) <= limit or per_field <= 16:
            break
        per_field //= 2
    while len(text) > limit and kept:
        kept.pop()
        dropped += 1
        text = json.dumps(kept, ensure_ascii=False, default=str)
    return text, dropped


def test_truncate_json_list_same_text_with_and_without_shortening():
    """The shortcut (the JSON of the items as they are, when no string in it can be longer than a field's share)
    gives exactly what shortening every item gives, whatever the limits."""
    class Opaque:
        def __str__(self):
            return "opaque " * 30

    samples = [
        [],
        [{"id": "a", "content": "short", "score": 0.5}],
        [{"id": f"m{i}", "content": f"record {i} about tea", "score": 0.9 - i / 10} for i in range(5)],
        [{"id": "x" * 100, "content": "é\n\"q\" ✓ " * 20, "metadata": {"k": ("v", 1, None, True)}}],
        [{"id": "o", "content": Opaque()}, ["a", ("b", "c" * 70)], "plain", 7, None],
        [{"id": f"m{i}", "content": "word " * 40} for i in range(6)],
    ]
    for items in samples:
        for limit in (0, 2, 30, 64, 100, 200, 400, 4096, 16384):
            for max_items in (-1, 0, 2, 5, 20):
                assert capture.truncate_json_list(items, limit, max_items) == \
                    _truncate_json_list_by_shortening(items, limit, max_items), (items, limit, max_items)


def test_records_not_captured_when_capture_off(spans):
    with operation("retrieve", "r") as op:
        op.set_records([{"id": "m1", "content": "secret"}])
    (s,) = spans.get_finished_spans()
    assert s.attributes[sc.GEN_AI_MEMORY_RECORD_COUNT] == 1 and sc.GEN_AI_MEMORY_RECORDS not in s.attributes


def test_redactor_hook_applied_everywhere(spans, capture_content):
    seen_ctx = []

    def redact(text, ctx):
        seen_ctx.append(ctx)
        if ctx["kind"] == "message":
            return None  # drop message content entirely
        return text.replace("4111-1111", "<card>")

    configure(redactor=redact)
    with operation("write", "w") as op:
        op.input("msg:1", "my card is 4111-1111", kind="message")
        op.output("mem:1", "card 4111-1111 on file", kind="memory_record")
        op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, "find 4111-1111", kind="query")
        op.set_records([{"id": "mem:1", "content": "card 4111-1111"}])
    with operation("generate", "g") as g:
        g.output("answer:1", "ok", kind="answer")
    record_outcome(False, question="is 4111-1111 stored?", answer=g)
    finished = spans.get_finished_spans()
    dumped = repr([(dict(s.attributes), [dict(e.attributes) for e in s.events]) for s in finished])
    assert "4111-1111" not in dumped and "<card>" in dumped
    w = finished[0]
    msg, mem = span_variables(w)
    assert sc.VAR_CONTENT not in msg and msg[sc.VAR_HASH] == capture.content_hash("my card is 4111-1111")
    assert mem[sc.VAR_CONTENT] == "card <card> on file"
    assert w.attributes[sc.GEN_AI_MEMORY_QUERY_TEXT] == "find <card>"
    assert {"kind": "memory_record", "var_id": "mem:1"} in seen_ctx


def test_structural_only_log_once(spans, caplog):
    capture._warned_structural = False
    with caplog.at_level(logging.INFO, logger=LOGGER):
        for _ in range(3):
            with operation("write", "w"):
                pass
    info = [r for r in caplog.records if "structural" in r.getMessage()]
    assert len(info) == 1 and config.ENV_CAPTURE in info[0].getMessage()


def test_no_structural_log_when_capture_on(spans, caplog, capture_content):
    capture._warned_structural = False
    with caplog.at_level(logging.INFO, logger=LOGGER):
        with operation("write", "w"):
            pass
    assert not [r for r in caplog.records if "structural" in r.getMessage()]
