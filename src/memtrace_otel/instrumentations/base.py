"""The shape every memtrace instrumentation shares, so reading one teaches all.

An instrumentation module defines:
  * the ``MemtraceInstrumentor`` subclass with its registration data: ``_instruments`` (the pip requirement strings
    ``opentelemetry-instrument`` checks), ``trigger_module`` (the import that enables it lazily, see
    :func:`memtrace_otel.instrument`) and ``extra`` (the pyproject extra that installs the library);
  * ``targets()``: a list of :class:`WrapTarget` — what to wrap, as data: (module or object, "Class.method",
    start/finish functions or a ready wrapper);
  * the start/finish functions, or a ``prepare`` returning a :class:`~.traced_call.TracedCall`, that turn a call
    into an :class:`~memtrace_otel.api.Operation` (:mod:`.traced_call` drives every call the same way).

The base does the rest, once for all: a tracer per instrumentor from the given provider (with memtrace's version
and schema URL), request/response hooks, wrapping each target that exists (a target missing from the installed
library is a warning: API drift must not lose spans silently), and an uninstrument that puts back exactly what was
there — the raw descriptor, nothing at all for an inherited method, and only our layer when another
instrumentation wrapped on top of ours since.
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
from wrapt import FunctionWrapper, wrap_function_wrapper

from .. import api
from ..api import Operation
from ..guard import log_once
from .traced_call import ACTIVE_HOOKS, TracedCall, call_wrapper, operation_wrapper  # noqa: F401 - re-exported

logger = logging.getLogger("memtrace_otel")

# start(instance, args, kwargs) -> Operation | None (None = do not trace this call)
StartFn = Callable[[Any, tuple, dict], Optional[Operation]]
# finish(op, result, instance, args, kwargs) -> None: declare outputs, set result attributes
FinishFn = Callable[[Operation, Any, Any, tuple, dict], None]


@dataclass(frozen=True)
class WrapTarget:
    """One thing to wrap. ``module``: an import path, or the object itself (a class found by walking a hierarchy,
    a module); ``name``: "Class.method" or "function" in it. Either ``start`` (+ ``finish``) or a ready wrapt
    ``wrapper``. ``optional``: absent in some supported versions (a debug line, not a warning). ``own``: only
    where the owner's own ``__dict__`` defines it, and never on top of another wrapper."""

    module: Any
    name: str
    start: Optional[StartFn] = None
    finish: Optional[FinishFn] = None
    wrapper: Optional[Callable] = None
    optional: bool = False
    own: bool = False

    @property
    def label(self) -> str:
        owner = self.module if isinstance(self.module, str) else getattr(self.module, "__qualname__", None) \
            or getattr(self.module, "__name__", repr(self.module))
        return f"{owner}.{self.name}"

    def make_wrapper(self) -> Callable:
        if self.wrapper is not None:
            return self.wrapper
        return operation_wrapper(self.start, self.finish, self.label)


def AttrTarget(owner: Any, name: str, wrapper: Callable) -> WrapTarget:  # noqa: N802 - reads as the old class
    """Wrap ``owner.name`` where ``owner`` (a class or module) defines it itself."""
    return WrapTarget(owner, name, wrapper=wrapper, own=True)


def resolve(module: Any, name: str) -> Optional[Any]:
    """The attribute ``module.Class.method`` if it exists, else None (libraries drift between versions)."""
    try:
        obj: Any = importlib.import_module(module) if isinstance(module, str) else module
    except Exception:
        return None
    for part in name.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def owner_of(module: Any, name: str) -> tuple[Any, str]:
    owner: Any = importlib.import_module(module) if isinstance(module, str) else module
    path, _, attr = name.rpartition(".")
    for part in path.split(".") if path else ():
        owner = getattr(owner, part)
    return owner, attr


@dataclass
class _Patch:
    owner: Any  # a class, a module, or a dict (a mapping slot)
    attr: str
    had: bool  # the owner held it itself (else inherited: put back = delete)
    original: Any  # the raw object that was there
    ours: Any  # what we put there


class MemtraceInstrumentor(BaseInstrumentor):
    """Base for memtrace instrumentors: wraps each target that exists, puts back exactly those on uninstrument."""

    _instruments: Collection[str] = ()
    trigger_module: str = ""  # the app's import of this module enables the instrumentation (instrument())
    extra: str = ""  # pip install memtrace-otel[<extra>]

    def instrumentation_dependencies(self) -> Collection[str]:
        return self._instruments

    def targets(self) -> list[WrapTarget]:
        return []

    def wrap_points(self) -> list[WrapTarget]:
        """Every place this instrumentation wraps, as data (what the conformance test checks against the library)."""
        return self.targets()

    def configure(self, **kwargs: Any) -> None:
        """Options of ``instrument(...)`` beyond the standard ones (before anything is wrapped)."""

    def unconfigure(self) -> None:
        """Undo ``configure`` (after everything is put back)."""

    _tracer: Any = None
    _hooks: Optional[tuple] = None
    _generation: Any = None

    def instrument(self, **kwargs: Any) -> None:
        # The standard form XInstrumentor().instrument(tracer_provider=tp): this instrumentation's spans go to tp
        # (None: the global provider), through a tracer of its own with its name, version and schema URL, as
        # OpenTelemetry contrib instrumentations do. Every wrapper an instrumentor installs goes through bind() /
        # bind_function(), which makes that tracer (and the hooks) current while our code runs.
        if not self.is_instrumented_by_opentelemetry:
            from ..zero_code import defer_to_import

            if defer_to_import(self, kwargs):  # opentelemetry-instrument, library not imported yet: on its import
                return None
            self._tracer = api.make_tracer(type(self).__module__, kwargs.get("tracer_provider"))
            hooks = (kwargs.get("request_hook"), kwargs.get("response_hook"))
            self._hooks = hooks if any(hooks) else None
        return super().instrument(**kwargs)

    def uninstrument(self, **kwargs: Any) -> None:
        self._memtrace_waiting = False  # one still waiting for its library's import never fires
        return super().uninstrument(**kwargs)

    # ------------------------------------------------------------------------------------------ running our code
    def bind(self, wrapper: Callable) -> Callable:
        """``wrapper`` (a wrapt wrapper) running with this instrumentor's tracer and hooks, also inside the
        coroutine it returns for an async method; once uninstrumented it passes straight through (a wrapper
        someone stacked on ours may keep ours in the chain)."""
        instrumentor, active = self, api._active_tracer  # locals: this runs on every wrapped call
        generation = self._generation

        def bound(wrapped, instance, args, kwargs):
            if instrumentor._generation is not generation:
                return wrapped(*args, **kwargs)
            tracer, hooks = instrumentor._tracer, instrumentor._hooks
            token = active.set(tracer)
            hooks_token = ACTIVE_HOOKS.set(hooks) if hooks is not None else None
            try:
                result = wrapper(wrapped, instance, args, kwargs)
            finally:
                if hooks_token is not None:
                    ACTIVE_HOOKS.reset(hooks_token)
                active.reset(token)
            if type(result) is CoroutineType and tracer is not None:
                return _with_tracer(result, tracer, hooks)
            return result

        return bound

    def bind_function(self, function: Callable) -> Callable:
        """A plain function replacement (a module attribute) running with this instrumentor's tracer and hooks."""
        instrumentor, active = self, api._active_tracer
        if inspect.iscoroutinefunction(function):
            @functools.wraps(function)
            async def async_bound(*args, **kwargs):
                token = active.set(instrumentor._tracer)
                hooks_token = ACTIVE_HOOKS.set(instrumentor._hooks)
                try:
                    return await function(*args, **kwargs)
                finally:
                    ACTIVE_HOOKS.reset(hooks_token)
                    active.reset(token)

            return async_bound

        @functools.wraps(function)
        def bound(*args, **kwargs):
            token = active.set(instrumentor._tracer)
            hooks_token = ACTIVE_HOOKS.set(instrumentor._hooks)
            try:
                return function(*args, **kwargs)
            finally:
                ACTIVE_HOOKS.reset(hooks_token)
                active.reset(token)

        return bound

    # ------------------------------------------------------------------------------------------ wrapping
    def _instrument(self, **kwargs: Any) -> None:
        self._patches: list[_Patch] = []
        self._generation = object()
        self.configure(**kwargs)
        seen: set = set()
        for target in self.targets():
            key = (id(target.module) if not isinstance(target.module, str) else target.module, target.name)
            if key in seen:
                continue
            seen.add(key)
            self.wrap(target)

    def wrap(self, target: WrapTarget) -> bool:
        """Wrap one target (also later, at run time: classes a library creates on the fly). False when absent."""
        if resolve(target.module, target.name) is None:
            if target.optional:
                logger.debug("memtrace: %s not found; not wrapped", target.label)
            else:
                log_once(f"drift.{target.label}", "memtrace: %s not found in the installed library; not wrapped "
                         "(its calls are not traced: the library's API changed?)", target.label, exc_info=False)
            return False
        try:
            owner, attr = owner_of(target.module, target.name)
            had = attr in vars(owner)
            original = vars(owner).get(attr)
            if target.own and (not had or isinstance(original, FunctionWrapper)):
                return False  # inherited here, or already wrapped (ours or someone else's): never stack
            wrap_function_wrapper(owner, attr, self.bind(target.make_wrapper()))
            self._patches.append(_Patch(owner, attr, had, original, vars(owner).get(attr)))
            return True
        except Exception:
            log_once(f"wrap.{target.label}", "memtrace: could not wrap %s", target.label)
            return False

    def wrapped_here(self, owner: Any, attr: str) -> bool:
        return any(p.owner is owner and p.attr == attr for p in getattr(self, "_patches", ()))

    def replace(self, owner: Any, attr: str, new: Any) -> None:
        """Put ``new`` at ``owner.attr`` (``owner[attr]`` for a dict), remembered for uninstrument."""
        if isinstance(owner, dict):
            self._patches.append(_Patch(owner, attr, attr in owner, owner.get(attr), new))
            owner[attr] = new
        else:
            self._patches.append(_Patch(owner, attr, attr in vars(owner), vars(owner).get(attr), new))
            setattr(owner, attr, new)

    def _uninstrument(self, **kwargs: Any) -> None:
        self._generation = None  # a layer of ours left in someone's chain now passes through
        for patch in reversed(getattr(self, "_patches", [])):
            try:
                _put_back(patch)
            except Exception:
                log_once(f"unwrap.{patch.owner!r}.{patch.attr}", "memtrace: could not unwrap %r.%s", patch.owner,
                         patch.attr)
        self._patches = []
        self.unconfigure()


async def _with_tracer(coroutine: Any, tracer: Any, hooks: Optional[tuple]) -> Any:
    token = api.use_tracer(tracer)
    hooks_token = ACTIVE_HOOKS.set(hooks) if hooks is not None else None
    try:
        return await coroutine
    finally:
        if hooks_token is not None:
            ACTIVE_HOOKS.reset(hooks_token)
        api.reset_tracer(token)


def _put_back(patch: _Patch) -> None:
    """Put back exactly what was there: the raw descriptor (classmethod/staticmethod), or nothing at all when the
    method was inherited (``unwrap`` would leave a copy of the base's function on the subclass)."""
    owner, attr = patch.owner, patch.attr
    slots = owner if isinstance(owner, dict) else vars(owner)
    current = slots.get(attr)
    if _is_ours(current, patch.ours):
        if isinstance(owner, dict):
            owner[attr] = patch.original
        elif patch.had:
            setattr(owner, attr, patch.original)
        else:
            delattr(owner, attr)
        return
    if current is None or isinstance(owner, dict):
        return  # someone removed or replaced it since: nothing of ours is left there
    try:
        _splice_out(current, patch.ours)  # another instrumentation wrapped on top of ours: take only ours out
    except LookupError:
        logger.debug("memtrace: %r.%s was re-wrapped by someone else; ours passes through", owner, attr)


def _is_ours(node: Any, ours: Any) -> bool:
    """``ours``, or the bound wrapper an instrumentation's ``unwrap`` put back after reading ours with getattr."""
    return node is ours or (_is_proxy(node) and getattr(node, "_self_parent", None) is ours)


def _is_proxy(node: Any) -> bool:
    """A wrapt layer (it calls its ``__wrapped__``); a plain function's ``__wrapped__`` is only a note."""
    return any("__wrapped__" in vars(cls) for cls in type(node).__mro__)


def _splice_out(current: Any, ours: Any) -> None:
    node = current
    while _is_proxy(node):
        if _is_ours(node.__wrapped__, ours):
            node.__wrapped__ = ours.__wrapped__
            return
        node = node.__wrapped__
    raise LookupError("our wrapper is no longer in the chain")
