"""Carry the current operation into threads and executor workers.

asyncio tasks copy the context by themselves. Threads and ``ThreadPoolExecutor`` workers start with an empty context,
so spans made there would start new traces and ``current_operation()`` would be None. Bind the work first::

    with operation("retrieve", "kb.search"):
        futures = [pool.submit(bind_context(search_shard), shard) for shard in shards]

(The contrib ``opentelemetry-instrumentation-threading`` does the same for every submit; it also carries memtrace's
current operation, which lives in the OpenTelemetry context.)
"""

from __future__ import annotations

import contextvars
import functools
from typing import Any, Callable, TypeVar

T = TypeVar("T")


def bind_context(fn: Callable[..., T]) -> Callable[..., T]:
    """``fn`` run in a copy of the context current now (the span and operation open at bind time).

    Each call runs in its own copy, so one bound function can run in several threads at once.
    """
    captured = contextvars.copy_context()

    @functools.wraps(fn)
    def bound(*args: Any, **kwargs: Any) -> T:
        return captured.copy().run(fn, *args, **kwargs)

    return bound
