"""The per-call object every mem0 seam uses (a :class:`~..traced_call.TracedCall`): its ``begin_*`` may also set
context variables for the duration of the call and hand mem0 modified arguments (record metadata carrying
lineage)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator, Optional

from opentelemetry.instrumentation.utils import is_instrumentation_enabled

from ...api import Operation
from ...guard import log_once
from ..traced_call import TracedCall, call_wrapper


class Active(TracedCall):
    """One traced mem0 call in progress: the operation (None = no span, context only; already started by the
    ``begin_*`` that made it), context variables set for the call, the arguments to call with and what to do with
    the result (``on_result(active, result)``)."""

    def __init__(self, op: Optional[Operation], args: tuple, kwargs: dict, *,
                 finish: Optional[Callable[["Active", Any], None]] = None, owns_op: bool = True, key: str = ""):
        super().__init__(op, args, kwargs, owns_op=owns_op)
        self.on_result = finish
        self.key = key
        self.data: dict = {}

    def start(self) -> None:
        pass  # begin_* started the span before preparing the arguments

    def finish(self, result: Any) -> None:
        if self.on_result is not None:
            self.on_result(self, result)

    def close(self, result: Any = None, exc: Optional[BaseException] = None) -> None:
        if exc is None:
            try:
                self.finish(result)
            except Exception:
                log_once(self.key + ".finish", "memtrace: error recording result of %s (logged once)", self.key)
        self.end(exc)


@contextmanager
def undone_on_error(active: Active) -> Iterator[Active]:
    """Preparation after the span started: if it fails, end the span and reset the context before the error
    reaches the wrapper (which then calls mem0 untraced with its original arguments)."""
    try:
        yield active
    except Exception:
        active.on_result = None
        active.close()
        raise


# begin(wrapped, instance, args, kwargs) -> Active | None (None = call through untraced)
BeginFn = Callable[[Any, Any, tuple, dict], Optional[Active]]


def seam_wrapper(begin: BeginFn, key: str) -> Callable:
    return call_wrapper(begin, key, enabled=is_instrumentation_enabled)


def argument(args: tuple, kwargs: dict, name: str, position: int, default: Any = None) -> Any:
    """An argument given by keyword or position (mem0 mostly uses keywords; providers differ)."""
    if name in kwargs:
        return kwargs[name]
    if len(args) > position:
        return args[position]
    return default


def replace_argument(active: Active, name: str, position: int, value: Any) -> None:
    if name in active.kwargs or len(active.args) <= position:
        active.kwargs = {**active.kwargs, name: value}
    else:
        args = list(active.args)
        args[position] = value
        active.args = tuple(args)
