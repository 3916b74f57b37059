"""The wrapper every mem0 seam uses: like ``base.operation_wrapper`` (separate sync and async paths, errors in our
code logged once, the call's exceptions and return value untouched) but the preparation may also set context
variables for the duration of the call and hand mem0 modified arguments (record metadata carrying lineage)."""

from __future__ import annotations

import inspect
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Optional

from opentelemetry.instrumentation.utils import is_instrumentation_enabled

from ...api import Operation
from ...guard import log_once
from ..call_args import binds


class Active:
    """One traced call in progress: the operation (None = no span, context only), context tokens to reset, the
    arguments to call with and what to do with the result."""

    def __init__(self, op: Optional[Operation], args: tuple, kwargs: dict, *,
                 finish: Optional[Callable[["Active", Any], None]] = None, owns_op: bool = True, key: str = ""):
        self.op = op
        self.args = args
        self.kwargs = kwargs
        self.finish = finish
        self.owns_op = owns_op
        self.key = key
        self.tokens: list = []  # (contextvar, token)
        self.data: dict = {}

    def set(self, var, value) -> None:
        self.tokens.append((var, var.set(value)))

    def close(self, result: Any = None, exc: Optional[BaseException] = None) -> None:
        if exc is None and self.finish is not None:
            try:
                self.finish(self, result)
            except Exception:
                log_once(self.key + ".finish", "memtrace: error recording result of %s (logged once)", self.key)
        while self.tokens:
            var, token = self.tokens.pop()
            try:
                var.reset(token)
            except Exception:  # reset from another context: harmless
                pass
        if self.op is not None and self.owns_op:
            self.op.end(exc)


@contextmanager
def undone_on_error(active: Active) -> Iterator[Active]:
    """Preparation after the span started: if it fails, end the span and reset the context before the error
    reaches ``seam_wrapper`` (which then calls mem0 untraced with its original arguments)."""
    try:
        yield active
    except Exception:
        active.finish = None
        active.close()
        raise


# begin(wrapped, instance, args, kwargs) -> Active | None (None = call through untraced)
BeginFn = Callable[[Any, Any, tuple, dict], Optional[Active]]


def _begin(begin: BeginFn, key: str, wrapped, instance, args, kwargs) -> Optional[Active]:
    try:
        active = begin(wrapped, instance, args, kwargs)
    except Exception:
        log_once(key + ".begin", "memtrace: error preparing span for %s (logged once)", key)
        return None
    if active is not None:
        active.key = key
    return active


def seam_wrapper(begin: BeginFn, key: str) -> Callable:
    def wrapper(wrapped, instance, args, kwargs):
        if not is_instrumentation_enabled():
            return wrapped(*args, **kwargs)
        if inspect.iscoroutinefunction(wrapped):
            if not binds(wrapped, args, kwargs):  # the TypeError comes now, from mem0, as without us
                return wrapped(*args, **kwargs)
            return _async_call(wrapped, instance, args, kwargs)
        active = _begin(begin, key, wrapped, instance, args, kwargs)
        if active is None:
            return wrapped(*args, **kwargs)
        try:
            result = wrapped(*active.args, **active.kwargs)
        except BaseException as exc:
            active.close(exc=exc)
            raise
        active.close(result)
        return result

    async def _async_call(wrapped, instance, args, kwargs):
        active = _begin(begin, key, wrapped, instance, args, kwargs)
        if active is None:
            return await wrapped(*args, **kwargs)
        try:
            result = await wrapped(*active.args, **active.kwargs)
        except BaseException as exc:  # CancelledError included: the span ends exactly once
            active.close(exc=exc)
            raise
        active.close(result)
        return result

    return wrapper


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
