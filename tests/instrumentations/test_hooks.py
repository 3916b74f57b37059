"""Request and response hooks, as OpenTelemetry contrib instrumentations take them: ``instrument(request_hook=,
response_hook=)`` run on each span of that instrumentor (sync and async calls), and a hook that raises changes
nothing for the application."""

from __future__ import annotations

import asyncio
import sys
import types

from memtrace_otel import operation
from memtrace_otel.instrumentations.base import MemtraceInstrumentor, WrapTarget


class _Store:
    def get(self, key):
        return f"value of {key}"

    async def aget(self, key):
        return f"async value of {key}"


class _Instrumentor(MemtraceInstrumentor):
    def targets(self):
        start = lambda instance, args, kwargs: operation("retrieve", "hooked.get")  # noqa: E731
        return [WrapTarget("fake_hooked_lib", "Store.get", start), WrapTarget("fake_hooked_lib", "Store.aget", start)]


def _run(provider, **hooks):
    module = types.ModuleType("fake_hooked_lib")
    module.Store = _Store
    sys.modules["fake_hooked_lib"] = module
    instrumentor = _Instrumentor()
    instrumentor.instrument(tracer_provider=provider, skip_dep_check=True, **hooks)
    try:
        return _Store().get("k"), asyncio.run(_Store().aget("k"))
    finally:
        instrumentor.uninstrument()
        del sys.modules["fake_hooked_lib"]


def test_hooks_run_on_each_span(provider):
    seen = []

    def request_hook(span, instance, args, kwargs):
        span.set_attribute("app.key", args[0])
        seen.append(("request", type(instance).__name__, args))

    def response_hook(span, result):
        span.set_attribute("app.result", result)
        seen.append(("response", result))

    assert _run(provider, request_hook=request_hook, response_hook=response_hook) == (
        "value of k", "async value of k")
    spans = provider.exporter.get_finished_spans()
    assert [s.attributes["app.key"] for s in spans] == ["k", "k"]
    assert [s.attributes["app.result"] for s in spans] == ["value of k", "async value of k"]
    assert seen == [("request", "_Store", ("k",)), ("response", "value of k"),
                    ("request", "_Store", ("k",)), ("response", "async value of k")]


def test_a_hook_that_raises_changes_nothing_for_the_app(provider):
    def broken(*args):
        raise RuntimeError("hook bug")

    assert _run(provider, request_hook=broken, response_hook=broken) == ("value of k", "async value of k")
    assert len(provider.exporter.get_finished_spans()) == 2
