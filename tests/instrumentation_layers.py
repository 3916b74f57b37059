"""Stacking memtrace's instrumentor with another library's (OpenLLMetry) in a chosen order, for tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


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
