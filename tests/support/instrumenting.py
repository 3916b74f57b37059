"""Instrumenting for a test: one memtrace instrumentor around each test, or several stacked in a chosen order."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest


def instrumented_fixture(instrumentor_class):
    """The ``instrumented`` fixture of a test module: ``instrumentor_class`` instrumented for the test, which gets
    the ``span_exporter`` holding the spans. In the module: ``instrumented = instrumented_fixture(Mem0Instrumentor)``.
    """

    @pytest.fixture
    def instrumented(provider):
        instrumentor = instrumentor_class()
        instrumentor.instrument(tracer_provider=provider)
        yield provider.exporter
        instrumentor.uninstrument()

    return instrumented


def assert_wraps_and_restores(instrumentor, classes, methods) -> None:
    """``instrument()`` replaces every ``method`` defined on each of ``classes``; ``uninstrument()`` puts back the
    very same objects."""
    originals = {(cls, m): cls.__dict__[m] for cls in classes for m in methods}
    instrumentor.instrument()
    assert all(cls.__dict__[m] is not fn for (cls, m), fn in originals.items())
    instrumentor.uninstrument()
    assert all(cls.__dict__[m] is fn for (cls, m), fn in originals.items())


@contextmanager
def instrumented_in_order(provider, *instrumentors) -> Iterator[None]:
    """Instrument each in turn (the last one ends up the outer wrapper), all sending spans to ``provider``;
    uninstrument in reverse order afterwards, even when the block or a later ``instrument()`` fails."""
    done = []
    try:
        for instrumentor in instrumentors:
            instrumentor.instrument(tracer_provider=provider)
            done.append(instrumentor)
        yield
    finally:
        for instrumentor in reversed(done):
            instrumentor.uninstrument()
