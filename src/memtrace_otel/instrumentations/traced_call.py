"""The one way a wrapped library call is traced: a per-call object, and the wrapper that drives it.

Every instrumentation builds its wrappers with :func:`call_wrapper`. A ``prepare(wrapped, instance, args, kwargs)``
function looks at the call and returns a :class:`TracedCall` (None: call through untraced); the wrapper then runs

    before() -> read (sync, or awaited for a coroutine function; with instrumentation suppressed) -> absorb(read)
    start()  -> the span opens; ``args`` / ``kwargs`` / ``target`` may be rewritten (lineage keys in a payload)
    target(*args, **kwargs)
    finish(result)  (may return an awaitable: awaited for a coroutine function)
    end(exc)        -> the span ends exactly once, context variables set for the call are reset

with separate sync and async paths (a sync wrapper on a coroutine function would time only the coroutine's
creation), generator functions traced until the generator is exhausted, errors in our code logged once and
swallowed, and the wrapped call's exceptions and return values passed through untouched.

Request and response hooks, as OpenTelemetry contrib instrumentations take them
(``XInstrumentor().instrument(request_hook=..., response_hook=...)``): ``request_hook(span, instance, args,
kwargs)`` once the span is open, ``response_hook(span, result)`` before it ends after a successful call.
"""

from __future__ import annotations

import contextvars
import inspect
import logging
from typing import Any, Callable, Optional

from opentelemetry.instrumentation.utils import suppress_instrumentation

from ..api import Operation, current_operation, tracing_enabled
from ..guard import log_once
from .call_args import binds

logger = logging.getLogger("memtrace_otel")

# (request_hook, response_hook) of the instrumentor whose wrapper runs (set by MemtraceInstrumentor.bind)
ACTIVE_HOOKS: contextvars.ContextVar[Optional[tuple]] = contextvars.ContextVar("memtrace_hooks", default=None)


class TracedCall:
    """One intercepted call in progress. Subclasses override the steps they need; the defaults call ``target``
    with the caller's arguments inside ``op`` (None: no span)."""

    key = ""
    tokens: Any = ()  # (context variable, token) to reset when the call ends; a list once set() is used
    enabled_seen = False  # the wrapper saw tracing_enabled() true just before start(), in this context

    def __init__(self, op: Optional[Operation] = None, args: tuple = (), kwargs: Optional[dict] = None, *,
                 target: Optional[Callable] = None, owns_op: bool = True):
        self.op = op
        self.args = args
        self.kwargs = kwargs if kwargs is not None else {}
        self.target = target  # what is called (None: the wrapped callable)
        self.owns_op = owns_op  # False: the op belongs to an enclosing call, which ends it

    def set(self, var: contextvars.ContextVar, value: Any) -> None:
        """Set a context variable for the duration of the call."""
        if not self.tokens:
            self.tokens = []
        self.tokens.append((var, var.set(value)))

    def before(self) -> Optional[Callable[[], Any]]:
        """A read to make before the span starts (ids not seen yet...), or None."""
        return None

    def absorb(self, fetched: Any) -> None:
        """What ``before()``'s read returned."""

    def start(self) -> None:
        if self.op is not None and self.owns_op:
            self.op.start(_enabled=self.enabled_seen)

    def finish(self, result: Any) -> Any:
        """Record the result (the span is still open). May return an awaitable in an async call."""
        return None

    def end(self, exc: Optional[BaseException] = None) -> None:
        while self.tokens:
            var, token = self.tokens.pop()
            try:
                var.reset(token)
            except Exception:  # reset from another context: harmless
                pass
        if self.op is not None and self.owns_op:
            self.op.end(exc)

    @property
    def recording(self) -> bool:
        return self.op is not None and self.op.recording


# prepare(wrapped, instance, args, kwargs) -> TracedCall | None (None = call through untraced)
PrepareFn = Callable[[Any, Any, tuple, dict], Optional[TracedCall]]

_PLAIN, _COROUTINE, _GENERATOR, _ASYNC_GENERATOR = range(4)
_KINDS: dict = {}  # function -> what calling it returns (asked once per function: inspect is slow per call)


def _kind(wrapped: Any) -> int:
    func = getattr(wrapped, "__func__", wrapped)
    try:
        return _KINDS[func]
    except (KeyError, TypeError):
        pass
    if inspect.iscoroutinefunction(wrapped):
        kind = _COROUTINE
    elif inspect.isgeneratorfunction(wrapped):
        kind = _GENERATOR
    elif inspect.isasyncgenfunction(wrapped):
        kind = _ASYNC_GENERATOR
    else:
        kind = _PLAIN
    try:
        _KINDS[func] = kind
    except TypeError:  # unhashable callable: asked again next time
        pass
    return kind


def _prepare(prepare: PrepareFn, key: str, wrapped, instance, args, kwargs) -> Optional[TracedCall]:
    try:
        call = prepare(wrapped, instance, args, kwargs)
    except Exception:
        log_once(key + ".start", "memtrace: error preparing span for %s (logged once)", key)
        return None
    if call is not None:
        call.key = call.key or key
        if call.target is None:
            call.target = wrapped
    return call


def _read_before(call: TracedCall) -> Optional[Callable[[], Any]]:
    if type(call).before is TracedCall.before:
        return None
    try:
        return call.before()
    except Exception:
        log_once(call.key + ".before", "memtrace: error preparing the read before %s (logged once)", call.key)
        return None


def _absorb(call: TracedCall, fetched: Any) -> None:
    try:
        call.absorb(fetched)
    except Exception:
        log_once(call.key + ".absorb", "memtrace: error reading the state before %s (logged once)", call.key)


def _start(call: TracedCall, instance: Any, args: tuple, kwargs: dict) -> bool:
    try:
        call.start()
    except Exception:  # started but not ready: end it now, the call goes on untraced
        log_once(call.key + ".start", "memtrace: error preparing span for %s (logged once)", call.key)
        try:
            call.end()
        except Exception:
            pass
        return False
    hooks = ACTIVE_HOOKS.get()
    if hooks is not None and hooks[0] is not None and call.recording:
        try:
            hooks[0](call.op.span, instance, args, kwargs)
        except Exception:
            log_once(call.key + ".request_hook", "memtrace: request_hook failed for %s (logged once)", call.key)
    return True


def _response_hook(call: TracedCall, result: Any) -> None:
    hooks = ACTIVE_HOOKS.get()
    if hooks is not None and hooks[1] is not None and call.recording:
        try:
            hooks[1](call.op.span, result)
        except Exception:
            log_once(call.key + ".response_hook", "memtrace: response_hook failed for %s (logged once)", call.key)


def _finish(call: TracedCall, result: Any) -> None:
    try:
        pending = call.finish(result)
        if pending is not None and inspect.isawaitable(pending):  # an async finish in a sync call: nobody awaits
            getattr(pending, "close", lambda: None)()
    except Exception:
        log_once(call.key + ".finish", "memtrace: error recording result of %s (logged once)", call.key)
    if ACTIVE_HOOKS.get() is not None:
        _response_hook(call, result)


async def _finish_async(call: TracedCall, result: Any) -> None:
    try:
        pending = call.finish(result)
        if pending is not None and inspect.isawaitable(pending):
            await pending
    except Exception:
        log_once(call.key + ".finish", "memtrace: error recording result of %s (logged once)", call.key)
    if ACTIVE_HOOKS.get() is not None:
        _response_hook(call, result)


def call_wrapper(prepare: PrepareFn, key: str = "", *, enabled: Callable[[], bool] = tracing_enabled,
                 check_binds: str = "async") -> Callable:
    """A wrapt wrapper ``(wrapped, instance, args, kwargs)`` that traces each call through the
    :class:`TracedCall` ``prepare`` returns. ``enabled()`` false: straight through (about one context lookup).
    ``check_binds``: arguments that do not bind to the signature go straight to the library, which raises its own
    TypeError now ("async": for coroutine functions only, "always", "never")."""
    always = check_binds == "always"
    for_async = check_binds in ("async", "always")
    checks_tracing = enabled is tracing_enabled  # then Operation.start need not ask again (sync calls)

    def wrapper(wrapped, instance, args, kwargs):
        if not enabled():
            return wrapped(*args, **kwargs)
        kind = _kind(wrapped)
        if kind == _COROUTINE:
            if for_async and not binds(wrapped, args, kwargs):
                return wrapped(*args, **kwargs)
            return _async_call(wrapped, instance, args, kwargs)
        if always and not binds(wrapped, args, kwargs):
            return wrapped(*args, **kwargs)
        if kind == _GENERATOR:
            return _generator_call(wrapped, instance, args, kwargs)
        if kind == _ASYNC_GENERATOR:
            return _generator_call(wrapped, instance, args, kwargs, _traced_async_generator)
        call = _prepare(prepare, key, wrapped, instance, args, kwargs)
        if call is None:
            return wrapped(*args, **kwargs)
        call.enabled_seen = checks_tracing
        reader = _read_before(call)
        if reader is not None:
            try:
                with suppress_instrumentation():
                    fetched = reader()
                if inspect.isawaitable(fetched):  # a sync method of an async client (upload_points): no read
                    getattr(fetched, "close", lambda: None)()
                else:
                    _absorb(call, fetched)
            except Exception:
                logger.debug("memtrace: the read before %s failed; versions from this process only", call.key)
        if not _start(call, instance, args, kwargs):
            return wrapped(*args, **kwargs)
        try:
            result = call.target(*call.args, **call.kwargs)
        except BaseException as exc:
            call.end(exc)
            raise
        _finish(call, result)
        call.end()
        return result

    async def _async_call(wrapped, instance, args, kwargs):
        call = _prepare(prepare, key, wrapped, instance, args, kwargs)
        if call is None:
            return await wrapped(*args, **kwargs)
        reader = _read_before(call)
        if reader is not None:
            try:
                with suppress_instrumentation():
                    fetched = reader()
                    if inspect.isawaitable(fetched):
                        fetched = await fetched
                _absorb(call, fetched)
            except Exception:
                logger.debug("memtrace: the read before %s failed; versions from this process only", call.key)
        if not _start(call, instance, args, kwargs):
            return await wrapped(*args, **kwargs)
        try:
            result = await call.target(*call.args, **call.kwargs)
        except BaseException as exc:  # CancelledError included: the span ends exactly once
            call.end(exc)
            raise
        await _finish_async(call, result)
        call.end()
        return result

    def _generator_call(wrapped, instance, args, kwargs, traced=None):
        call = _prepare(prepare, key, wrapped, instance, args, kwargs)
        if call is None or not _start(call, instance, args, kwargs):
            return wrapped(*args, **kwargs)
        try:
            generator = call.target(*call.args, **call.kwargs)
        except BaseException as exc:
            call.end(exc)
            raise
        return (traced or _traced_generator)(call, generator)

    return wrapper


def _traced_generator(call: TracedCall, generator: Any):
    """The span stays open while the caller iterates; the items yielded are its result."""
    items: list = []
    try:
        for item in generator:
            items.append(item)
            yield item
    except BaseException as exc:  # GeneratorExit (the caller stopped early) included
        call.end(exc if not isinstance(exc, GeneratorExit) else None)
        raise
    _finish(call, items)
    call.end()


async def _traced_async_generator(call: TracedCall, generator: Any):
    items: list = []
    try:
        async for item in generator:
            items.append(item)
            yield item
    except BaseException as exc:
        call.end(exc if not isinstance(exc, GeneratorExit) else None)
        raise
    await _finish_async(call, items)
    call.end()


class OperationCall(TracedCall):
    """The common case: ``start(instance, args, kwargs)`` makes the Operation, ``finish(op, result, instance,
    args, kwargs)`` declares what the call returned (only while the span records)."""

    def __init__(self, op: Operation, finish: Optional[Callable], instance: Any, args: tuple, kwargs: dict):
        super().__init__(op, args, kwargs)
        self._finish, self._instance = finish, instance

    def finish(self, result: Any) -> None:
        if self._finish is not None and self.op.recording:
            self._finish(self.op, result, self._instance, self.args, self.kwargs)


def operation_wrapper(start: Callable, finish: Optional[Callable] = None, key: str = "") -> Callable:
    """A wrapt wrapper that runs the call inside the Operation ``start(instance, args, kwargs)`` returns."""

    def prepare(wrapped, instance, args, kwargs) -> Optional[TracedCall]:
        op = start(instance, args, kwargs)
        return OperationCall(op, finish, instance, args, kwargs) if op is not None else None

    return call_wrapper(prepare, key)


# ---------------------------------------------------------------------------------------------- nested calls
# A library method that delegates to another wrapped method of the same library (an override calling super(), a
# sync method running its async twin) gives one span: the operations of one instrumentation carry its family, and
# its wrappers skip a call made inside an operation of the same family.
def family_operation(family: str, kind: str, name: str, **kwargs: Any) -> Operation:
    op = Operation(kind, name, **kwargs)
    op.family = family
    return op


def inside_family(family: str) -> bool:
    """Inside an operation of ``family`` already."""
    return family_of(current_operation()) == family


def family_of(op: Optional[Operation]) -> Optional[str]:
    return getattr(op, "family", None) if op is not None else None
