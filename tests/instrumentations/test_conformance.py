"""Every instrumentation keeps the same promises, checked the same way for each (its entry point, the installed
library): each place it wraps exists in the library; a coroutine function stays one and sync/async client twins are
wrapped alike; ``instrument(tracer_provider=tp)`` records to ``tp`` with memtrace's version and schema URL;
uninstrument puts back every attribute it touched; and the library's own errors reach the caller unchanged."""

from __future__ import annotations

import asyncio
import importlib
import inspect
from collections import defaultdict
from importlib.metadata import entry_points

import pytest
from opentelemetry.instrumentation.dependencies import get_dependency_conflicts
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import memtrace_otel
from memtrace_otel import semconv as sc
from memtrace_otel.instrumentations.base import owner_of, resolve

ENTRY_POINTS = {ep.name[len("memtrace_"):]: ep for ep in entry_points(group="opentelemetry_instrumentor")
                if ep.name.startswith("memtrace_")}


@pytest.fixture(params=sorted(ENTRY_POINTS))
def instrumentor(request):
    instrumentor = ENTRY_POINTS[request.param].load()()
    conflict = get_dependency_conflicts(instrumentor.instrumentation_dependencies())
    if conflict is not None:
        pytest.skip(f"{request.param}: {conflict}")
    importlib.import_module(instrumentor.trigger_module)
    yield instrumentor
    if instrumentor.is_instrumented_by_opentelemetry:
        instrumentor.uninstrument()


def _provider():
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


def _owner_name(target) -> str:
    module = target.module
    path = target.name.rpartition(".")[0]
    if path:
        return path.rpartition(".")[2]
    return module if isinstance(module, str) else getattr(module, "__qualname__", getattr(module, "__name__", ""))


def test_every_wrap_target_exists_in_the_installed_library(instrumentor):
    points = instrumentor.wrap_points()
    assert points, "wraps nothing"
    missing = [t.label for t in points if not t.optional and resolve(t.module, t.name) is None]
    assert missing == [], "the library's API changed: these are no longer there"


def test_sync_and_async_twins_are_wrapped_alike_and_coroutines_stay_coroutines(instrumentor):
    points = [t for t in instrumentor.wrap_points() if resolve(t.module, t.name) is not None]
    methods = defaultdict(set)
    for target in points:
        name = target.name.rpartition(".")[2]
        methods[_owner_name(target)].add(name[:-len("_async")] if name.endswith("_async") else name)
    for owner, names in methods.items():
        if owner.startswith("Async") and owner[len("Async"):] in methods:
            assert names == methods[owner[len("Async"):]], f"{owner} and its sync twin differ"
    before = {t.label: inspect.iscoroutinefunction(resolve(t.module, t.name)) for t in points}
    provider, _ = _provider()
    instrumentor.instrument(tracer_provider=provider)
    after = {t.label: inspect.iscoroutinefunction(resolve(t.module, t.name)) for t in points}
    assert after == before  # a sync wrapper on a coroutine function would time only the coroutine's creation


def test_tracer_provider_is_honoured(instrumentor):
    provider, exporter = _provider()
    instrumentor.instrument(tracer_provider=provider)
    instrumentor._tracer.start_span("probe").end()
    (span,) = exporter.get_finished_spans()
    scope = span.instrumentation_scope
    assert scope.name == type(instrumentor).__module__
    assert scope.version == memtrace_otel.__version__ and scope.schema_url == sc.SCHEMA_URL


def _snapshot(owners) -> dict:
    seen = {}
    for owner in owners:
        slots = owner if isinstance(owner, dict) else vars(owner)
        for attr, value in list(slots.items()):
            seen[(id(owner), attr)] = value
    return seen


def test_uninstrument_restores_every_attribute(instrumentor):
    provider, _ = _provider()
    instrumentor.instrument(tracer_provider=provider)
    owners = {id(p.owner): p.owner for p in instrumentor._patches}.values()
    instrumentor.uninstrument()
    before = _snapshot(owners)
    instrumentor.instrument(tracer_provider=provider)
    during = _snapshot(owners)
    assert any(during.get(k) is not v for k, v in before.items()), "instrument() changed nothing"
    instrumentor.uninstrument()
    after = _snapshot(owners)
    assert set(after) == set(before)  # nothing left behind (no copy of an inherited method on a subclass)
    assert [k for k, v in before.items() if after[k] is not v] == []


def _outcome(function, args) -> tuple:
    try:
        result = function(*args)
        if inspect.isawaitable(result):
            asyncio.run(result)
    except Exception as exc:  # noqa: BLE001 - the library's own error is what is compared
        return type(exc), str(exc)
    return None, None


def test_library_errors_pass_through_unchanged(instrumentor):
    """Each wrapped callable called with arguments the library rejects: the same exception, same message, with
    and without the instrumentation."""
    points = [t for t in instrumentor.wrap_points() if resolve(t.module, t.name) is not None]
    bad = (object(),) * 40  # binds to no signature here; a *args one gets an object it cannot use
    originals = {}
    for target in points:
        owner, attr = owner_of(target.module, target.name)
        if attr == "__init__":
            continue
        originals[target.label] = _outcome(getattr(owner, attr), bad)
    provider, exporter = _provider()
    instrumentor.instrument(tracer_provider=provider)
    for target in points:
        owner, attr = owner_of(target.module, target.name)
        if target.label in originals:
            assert _outcome(getattr(owner, attr), bad) == originals[target.label], target.label
    assert all(o != (None, None) for o in originals.values())
