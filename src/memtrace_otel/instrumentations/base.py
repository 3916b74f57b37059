"""The shape every memtrace instrumentation shares, so reading one teaches all.

An instrumentation module defines:
  * ``_instruments``: the pip requirement strings (what ``opentelemetry-instrument`` checks),
  * a list of :class:`WrapTarget` (module, "Class.method", wrapper factory) — the methods to wrap, as data,
  * start/finish functions that turn a call into an :class:`~memtrace_otel.api.Operation`,
  * a ``MemtraceInstrumentor`` subclass tying them together.

:func:`operation_wrapper` builds the wrapt wrapper: separate sync and async paths (a sync wrapper on a coroutine
function would time only the coroutine's creation), errors in our code logged once and swallowed, the wrapped call's
exceptions and return values passed through untouched.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import logging
from dataclasses import dataclass
from types import CoroutineType
from typing import Any, Callable, Collection, Optional

from opentelemetry.instrumentation.instrumentor import BaseInstrumentor
from opentelemetry.instrumentation.utils import unwrap
from wrapt import wrap_function_wrapper

from .. import api
from ..api import Operation, tracing_enabled
from ..guard import log_once
from .call_args import binds

logger = logging.getLogger("memtrace_otel")

# start(instance, args, kwargs) -> Operation | None (None = do not trace this call)
StartFn = Callable[[Any, tuple, dict], Optional[Operation]]
# finish(op, result, instance, args, kwargs) -> None: declare outputs, set result attributes
FinishFn = Callable[[Operation, Any, Any, tuple, dict], None]


@dataclass(frozen=True)
class WrapTarget:
    module: str
    name: str  # "Class.method"
    start: StartFn
    finish: Optional[FinishFn] = None


def _safe_start(start: StartFn, key: str, instance, args, kwargs) -> Optional[Operation]:
    try:
        op = start(instance, args, kwargs)
    except Exception:
        log_once(key + ".start", "memtrace: error preparing span for %s (logged once)", key)
        return None
    return op


def _safe_finish(finish: Optional[FinishFn], key: str, op: Operation, result, instance, args, kwargs) -> None:
    if finish is None or not op.recording:
        return
    try:
        finish(op, result, instance, args, kwargs)
    except Exception:
        log_once(key + ".finish", "memtrace: error recording result of %s (logged once)", key)


def operation_wrapper(start: StartFn, finish: Optional[FinishFn] = None, key: str = "") -> Callable:
    """A wrapt wrapper that runs the call inside the Operation ``start`` returns."""

    def wrapper(wrapped, instance, args, kwargs):
        if not tracing_enabled():  # suppressed or no-op tracer: about one context lookup
            return wrapped(*args, **kwargs)
        if inspect.iscoroutinefunction(wrapped):
            if not binds(wrapped, args, kwargs):  # the TypeError comes now, from the library, as without us
                return wrapped(*args, **kwargs)
            return _async_call(wrapped, instance, args, kwargs)
        op = _safe_start(start, key, instance, args, kwargs)
        if op is None:
            return wrapped(*args, **kwargs)
        op.start()
        try:
            result = wrapped(*args, **kwargs)
        except BaseException as exc:
            op.end(exc)
            raise
        _safe_finish(finish, key, op, result, instance, args, kwargs)
        op.end()
        return result

    async def _async_call(wrapped, instance, args, kwargs):
        op = _safe_start(start, key, instance, args, kwargs)
        if op is None:
            return await wrapped(*args, **kwargs)
        op.start()
        try:
            result = await wrapped(*args, **kwargs)
        except BaseException as exc:  # CancelledError included: the span ends exactly once
            op.end(exc)
            raise
        _safe_finish(finish, key, op, result, instance, args, kwargs)
        op.end()
        return result

    return wrapper


def resolve(module: str, name: str) -> Optional[Any]:
    """The class attribute ``module.Class.method`` if it exists, else None (libraries drift between versions)."""
    try:
        obj: Any = importlib.import_module(module)
    except Exception:
        return None
    for part in name.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


class MemtraceInstrumentor(BaseInstrumentor):
    """Base for memtrace instrumentors: wraps each target that exists, unwraps exactly those on uninstrument."""

    _instruments: Collection[str] = ()

    def instrumentation_dependencies(self) -> Collection[str]:
        return self._instruments

    def targets(self) -> list[WrapTarget]:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    _tracer: Any = None

    def instrument(self, **kwargs: Any) -> None:
        # The standard form XInstrumentor().instrument(tracer_provider=tp): this instrumentation's spans go to tp
        # (None: the global provider), through a tracer of its own with its name, version and schema URL, as
        # OpenTelemetry contrib instrumentations do. Every wrapper an instrumentor installs goes through bind() /
        # bind_function(), which makes that tracer current while our code runs.
        if not self.is_instrumented_by_opentelemetry:
            from ..zero_code import defer_to_import

            if defer_to_import(self, kwargs):  # opentelemetry-instrument, library not imported yet: on its import
                return None
            self._tracer = api.make_tracer(type(self).__module__, kwargs.get("tracer_provider"))
        return super().instrument(**kwargs)

    def uninstrument(self, **kwargs: Any) -> None:
        self._memtrace_waiting = False  # one still waiting for its library's import never fires
        return super().uninstrument(**kwargs)

    def bind(self, wrapper: Callable) -> Callable:
        """``wrapper`` (a wrapt wrapper) running with this instrumentor's tracer, also inside the coroutine it
        returns for an async method."""
        instrumentor, active = self, api._active_tracer  # locals: this runs on every wrapped call

        def bound(wrapped, instance, args, kwargs):
            tracer = instrumentor._tracer
            token = active.set(tracer)
            try:
                result = wrapper(wrapped, instance, args, kwargs)
            finally:
                active.reset(token)
            if type(result) is CoroutineType and tracer is not None:
                return _with_tracer(result, tracer)
            return result

        bound.__dict__.update(getattr(wrapper, "__dict__", {}))  # markers such as _memtrace_store
        return bound

    def bind_function(self, function: Callable) -> Callable:
        """A plain function replacement (a module attribute) running with this instrumentor's tracer."""
        instrumentor, active = self, api._active_tracer
        if inspect.iscoroutinefunction(function):
            @functools.wraps(function)
            async def async_bound(*args, **kwargs):
                token = active.set(instrumentor._tracer)
                try:
                    return await function(*args, **kwargs)
                finally:
                    active.reset(token)

            return async_bound

        @functools.wraps(function)
        def bound(*args, **kwargs):
            token = active.set(instrumentor._tracer)
            try:
                return function(*args, **kwargs)
            finally:
                active.reset(token)

        return bound

    def _instrument(self, **kwargs: Any) -> None:
        # subclasses append their own (module, "Class.method") pairs to _wrapped too; _restore holds, for the ones
        # wrapped here: (owner, attribute, was in the owner's own __dict__, the object there, our wrapper)
        self._wrapped: list[tuple[str, str]] = []
        self._restore: dict[tuple[str, str], tuple[Any, str, bool, Any, Any]] = {}
        for target in self.targets():
            if resolve(target.module, target.name) is None:
                logger.debug("memtrace: %s.%s not found; not wrapped", target.module, target.name)
                continue
            try:
                owner, attr = _owner_of(target.module, target.name)
                had = attr in vars(owner)
                original = vars(owner).get(attr)
                wrap_function_wrapper(target.module, target.name, self.bind(
                    operation_wrapper(target.start, target.finish, f"{target.module}.{target.name}")))
                self._wrapped.append((target.module, target.name))
                self._restore[(target.module, target.name)] = (owner, attr, had, original, vars(owner).get(attr))
            except Exception:
                log_once(f"wrap.{target.module}.{target.name}", "memtrace: could not wrap %s.%s",
                         target.module, target.name)

    def _uninstrument(self, **kwargs: Any) -> None:
        restore = getattr(self, "_restore", {})
        for module, name in reversed(getattr(self, "_wrapped", [])):
            try:
                if (module, name) in restore:
                    _put_back(*restore[(module, name)])
                else:
                    owner, attr = _owner_of(module, name)
                    unwrap(owner, attr)
            except Exception:
                log_once(f"unwrap.{module}.{name}", "memtrace: could not unwrap %s.%s", module, name)
        self._wrapped = []
        self._restore = {}


async def _with_tracer(coroutine: Any, tracer: Any) -> Any:
    token = api.use_tracer(tracer)
    try:
        return await coroutine
    finally:
        api.reset_tracer(token)


def _put_back(owner: Any, attr: str, had: bool, original: Any, ours: Any) -> None:
    """Put back exactly what was there: the raw descriptor (classmethod/staticmethod), or nothing at all when the
    method was inherited (``unwrap`` would leave a copy of the base's function on the subclass)."""
    current = vars(owner).get(attr)
    if current is ours:
        if had:
            setattr(owner, attr, original)
        else:
            delattr(owner, attr)
    else:  # another instrumentation wrapped on top of ours since: take only ours out of the chain
        _splice_out(current, ours)


def _owner_of(module: str, name: str) -> tuple[Any, str]:
    owner: Any = importlib.import_module(module)
    path, _, attr = name.rpartition(".")
    for part in path.split(".") if path else ():
        owner = getattr(owner, part)
    return owner, attr


def _splice_out(current: Any, ours: Any) -> None:
    node = current
    while node is not None and hasattr(node, "__wrapped__"):
        if node.__wrapped__ is ours:
            node.__wrapped__ = ours.__wrapped__
            return
        node = node.__wrapped__
    raise LookupError("our wrapper is no longer in the chain")
