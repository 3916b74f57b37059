"""What the vector-store instrumentations (chromadb, qdrant) share: one wrapper per store call, record versions that
survive process boundaries, and coexistence with other instrumentations of the same methods.

A store call becomes one memtrace operation span (``write``/``update``/``delete``/``retrieve``) unless:

* a memtrace operation of another system is open (mem0 over qdrant, a RAG framework's own op): that system owns
  the memory semantics and the record ids, so the store call only gets a plain DB child span (``db.*`` attributes,
  no ``memtrace.op.kind``, no ``gen_ai.operation.name``, nothing injected into the records) — or no span at all when
  OpenLLMetry's instrumentation of the store already makes that DB span;
* OpenLLMetry's chroma/qdrant span for the same call is the current span (their wrapper is outside ours): we
  *augment* their span with our attributes, events and links instead of starting a second one;
* OpenLLMetry's wrapper is inside ours: we call the original method past their layer, so our span is the only one.

Writer lineage in the records: every write stores :func:`memtrace_otel.lineage.record_metadata` keys
(``memtrace_trace_id``, ``memtrace_span_id``, ``memtrace_version``, ``memtrace_hash``) in the record's metadata
(chroma) or payload (qdrant), merged with the user's keys on a copy — the user's objects are never mutated. A record
written without metadata gets a metadata dict holding only these keys, so ``get`` returns them. Keys are written only
into a call the library's own validation accepts as the app wrote it (``StoreCall.validate``; arguments that do not
bind to the method's signature go straight to the library too): a call the library would reject reaches it exactly
as the app made it and fails with the same exception and message (tests/instrumentations/test_library_errors_unchanged.py). Turn
this off with
``MEMTRACE_STORE_LINEAGE_METADATA=false`` or ``XInstrumentor().instrument(lineage_metadata=False)``: lineage then only
works within one process (the version registry). Returned values are never modified.

Before a write, ids this process has not seen are read back once (with instrumentation suppressed) so a record
written by another process continues its version history (upsert of the same content -> ``unchanged``, new content
-> ``update``) and an ``add`` of an existing id (which the stores ignore) is ``unchanged``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping  # isinstance on typing.Mapping goes through typing's slower hooks
from typing import Any, Callable, Optional, Sequence

from opentelemetry import trace
from opentelemetry.trace import SpanKind, Status, StatusCode

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation, current_operation, get_tracer
from ..guard import log_once
from . import retrieval_cache
from .base import MemtraceInstrumentor, WrapTarget
from .record_versions import (declare_deletes, observe_existing, predict_write, resolve_read,  # noqa: F401
                              resolve_read_state)
from .traced_call import TracedCall, call_wrapper

logger = logging.getLogger("memtrace_otel")

ENV_LINEAGE_METADATA = "MEMTRACE_STORE_LINEAGE_METADATA"
RECORD_KIND = "chunk"  # RAG stores hold chunks of documents; mem0's own records are declared by mem0's spans
_lineage_metadata: dict[str, bool] = {}  # system -> instrument(lineage_metadata=...); absent = from the environment


def lineage_metadata_enabled(system: str) -> bool:
    if system in _lineage_metadata:
        return _lineage_metadata[system]
    return os.environ.get(ENV_LINEAGE_METADATA, "true").strip().lower() not in ("0", "false", "no", "off")


def bind_params(names: Mapping[str, Sequence[str]], method: str, args: tuple, kwargs: dict) -> dict:
    """The call's arguments by parameter name (``names[method]`` in positional order)."""
    bound = dict(zip(names[method], args))
    bound.update(kwargs)
    return bound


_META_KEYS = frozenset(lineage.META_KEYS)


def without_lineage_keys(metadata: Any) -> Any:
    """The user's part of a metadata/payload dict (our keys removed), for content hashing."""
    if type(metadata) is dict or isinstance(metadata, Mapping):
        return {k: v for k, v in metadata.items() if k not in _META_KEYS}
    return metadata


def declare_read(op: Operation, var_id: str, content: Any, metadata: Any, *, rank: Optional[int] = None,
                 score: Optional[float] = None, kind: str = RECORD_KIND, text: Optional[str] = None) -> Any:
    """Declare a returned record as an input, linked to the writer of exactly the version returned, and remember it
    for the trace (``retrieval_cache``) so the model call that puts it in a prompt links to this read. ``text`` is
    what a prompt would quote (default: the content when it is a string). Returns the content as declared: with
    capture on, a non-string content rendered once to the text that was hashed and recorded (``set_records``
    takes it as it is instead of rendering it again)."""
    rendered = content
    if content is not MISSING and type(content) is not str and capture.capture_enabled():
        rendered = capture.to_text(content)
    hash_ = capture.content_hash(rendered) if content is not MISSING else ""
    version, producer, state = resolve_read_state(var_id, hash_, metadata)
    ref = op.read_resolved(var_id, rendered, kind, version, hash_, producer, state, rank, score)
    if ref is not None:  # a later prompt in this trace that quotes the record links to this read
        if text is None and isinstance(content, str):
            text = content
        retrieval_cache.remember(ref.id, ref.version, ref.hash, text, op.trace_id, op.span_id, kind=kind)
    return rendered


def declare_reads(op: Operation, reads: list, kind: str = RECORD_KIND) -> list:
    """:func:`declare_read` of each ``(var_id, content, metadata, rank, score, text)`` in ``reads``, in order, with
    the per-call work done once (the capture switch, one retrieval-cache update for all of them). Returns the
    contents as declared, in order (see :func:`declare_read`)."""
    capturing = capture.capture_enabled()
    content_hash, to_text = capture.content_hash, capture.to_text
    rendered_all, resolved = [], []
    try:
        for var_id, content, metadata, rank, score, text in reads:
            if content is MISSING:
                rendered, hash_ = content, ""
            else:
                rendered = to_text(content) if capturing and type(content) is not str else content
                hash_ = content_hash(rendered)
            version, producer, state = resolve_read_state(var_id, hash_, metadata)
            resolved.append((var_id, rendered, version, hash_, producer, state, rank, score))
            rendered_all.append(rendered)
    finally:  # what was resolved before an error is declared, as one declare_read at a time would have
        refs = op.reads_resolved(kind, resolved)
        remembered = []
        for ref, (_, content, _, _, _, text) in zip(refs, reads):
            if ref is not None:
                if text is None and isinstance(content, str):
                    text = content
                remembered.append((*ref, text))
        if remembered:
            retrieval_cache.remember_all(remembered, op.trace_id, op.span_id, kind=kind)
    return rendered_all


# ---------------------------------------------------------------------------------------------------- calls
class StoreCall:
    """One intercepted store call. Subclasses fill in the plan; the wrapper drives it:
    ``prefetch`` -> ``absorb_prefetch`` -> ``operation`` -> span start -> ``inject`` -> call -> ``finish``."""

    kind = sc.KIND_OTHER
    operation_name: Optional[str] = None

    def __init__(self, system: str, method: str, collection: str):
        self.system, self.method, self.collection = system, method, collection

    def var_id(self, record_id: Any) -> str:
        return f"{self.system}:{self.collection}:{record_id}"

    # reads made before a write (ids unseen by this process); None = nothing to read
    def prefetch(self, instance: Any) -> Any:
        return None

    def absorb_prefetch(self, result: Any) -> None:
        pass

    def record_id(self) -> Optional[str]:
        return None

    def extra_attributes(self) -> dict:
        return {}

    def unseen(self, record_ids: Any, as_id: Callable[[Any], str] = str) -> list:
        """The ids (as given) this process has no version of: read back before a write."""
        return [i for i in record_ids if lineage.REGISTRY.current(self.var_id(as_id(i))) is None]

    def declare_deletes(self, op: Operation, record_ids: Any) -> None:
        """A tombstone for each record still there; the count on the span."""
        count = declare_deletes(op, (self.var_id(record_id) for record_id in record_ids or ()), RECORD_KIND)
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, count)

    def declare_query(self, op: Operation, content: Any, hash_: str) -> None:
        """A query of this call as an input (its text, or MISSING for a vector: the hash only)."""
        op.input(f"{self.system}:{self.collection}:query:{hash_.split(':', 1)[-1]}", content, kind="query",
                 relation=sc.REL_DERIVED_FROM, hash=hash_)

    def operation(self, adopt: Any = None) -> Operation:
        attrs = {sc.DB_SYSTEM_NAME: self.system, sc.DB_COLLECTION_NAME: self.collection,
                 sc.DB_OPERATION_NAME: self.method, **self.extra_attributes()}
        # with ``adopt`` (OpenLLMetry's span for this call), our attributes, events and links go on their span
        return Operation(self.kind, f"{self.system}.{self.method}", system=self.system,
                         operation_name=self.operation_name, provider=self.system, store_id=self.collection,
                         record_id=self.record_id(), attributes=attrs, span_kind=SpanKind.CLIENT, adopt=adopt)

    target: Any = None  # the callable the wrapper will call (set by the wrapper), for with_argument()

    def validate(self) -> bool:
        """Whether the library's own validation accepts the app's arguments as given. When it does not, the call
        goes to the library untouched (no pre-read, nothing injected), so it fails exactly as it would bare."""
        return True

    def inject(self, op: Operation, args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        return args, kwargs

    def finish(self, op: Operation, result: Any) -> None:
        pass


# ---------------------------------------------------------------------------------------------------- routing
class StoreAdapter:
    """Per-library knowledge the wrapper needs: how to plan a call and how to recognise OpenLLMetry's layer."""

    system = ""
    openllmetry_module = ""  # e.g. "opentelemetry.instrumentation.chromadb"

    params: Mapping[str, Sequence[str]] = {}  # method -> its parameter names in positional order
    calls: Mapping[str, type] = {}  # method -> the StoreCall class of its calls: (method, instance, params)

    def plan(self, method: str, instance: Any, args: tuple, kwargs: dict) -> Optional[StoreCall]:
        call_class = self.calls.get(method)
        if call_class is None:
            return None
        return call_class(method, instance, bind_params(self.params, method, args, kwargs))

    def collection_of(self, instance: Any, args: tuple, kwargs: dict) -> str:
        return ""

    def openllmetry_span_name(self, method: str) -> str:
        return f"{self.system}.{method}"


def _their_current_span(adapter: StoreAdapter, method: str) -> Any:
    span = trace.get_current_span()
    if not span.is_recording():
        return None
    scope = getattr(span, "instrumentation_scope", None)
    if scope is None or not str(getattr(scope, "name", "")).startswith(adapter.openllmetry_module):
        return None
    if getattr(span, "name", None) != adapter.openllmetry_span_name(method):
        return None
    attributes = getattr(span, "attributes", None) or {}
    if sc.MEMTRACE_OP_KIND in attributes:
        return None
    return span


def _their_layer(adapter: StoreAdapter, wrapped: Any) -> bool:
    wrapper = getattr(wrapped, "_self_wrapper", None)
    return wrapper is not None and str(getattr(wrapper, "__module__", "")).startswith(adapter.openllmetry_module)


class _Route:
    __slots__ = ("mode", "target", "adopt")

    def __init__(self, mode: str, target: Callable, adopt: Any = None):
        self.mode, self.target, self.adopt = mode, target, adopt  # mode: through | plain | trace


def _route(adapter: StoreAdapter, method: str, wrapped: Any) -> _Route:
    theirs_outside = _their_current_span(adapter, method)
    theirs_inside = theirs_outside is None and _their_layer(adapter, wrapped)
    outer = current_operation()
    if outer is not None:
        if outer.system == adapter.system or theirs_outside is not None or theirs_inside:
            return _Route("through", wrapped)  # our own nested call, or their DB span already covers it
        return _Route("plain", wrapped)
    target = wrapped.__wrapped__ if theirs_inside else wrapped
    return _Route("trace", target, theirs_outside)


def _plain_attributes(adapter: StoreAdapter, method: str, instance, args, kwargs) -> dict:
    attrs = {sc.DB_SYSTEM_NAME: adapter.system, sc.DB_OPERATION_NAME: method}
    try:
        collection = adapter.collection_of(instance, args, kwargs)
        if collection:
            attrs[sc.DB_COLLECTION_NAME] = collection
    except Exception:
        pass
    return attrs


def _safe(key: str, fn: Callable, *args: Any, default: Any = None) -> Any:
    try:
        return fn(*args)
    except Exception:
        log_once(key, "memtrace: error in the %s instrumentation (logged once)", key)
        return default


class _StoreRun(TracedCall):
    """One traced store call: the planned :class:`StoreCall` (read ids this process has not seen, open the span,
    inject lineage keys, declare the result), routed past or onto OpenLLMetry's layer."""

    def __init__(self, call: StoreCall, route: _Route, valid: bool, instance: Any, args: tuple, kwargs: dict,
                 key: str):
        super().__init__(None, args, kwargs, target=route.target)
        self.call, self.route, self.valid, self.instance, self.key = call, route, valid, instance, key

    def before(self):
        return _safe(self.key + ".prefetch", self.call.prefetch, self.instance) if self.valid else None

    def absorb(self, fetched: Any) -> None:
        _safe(self.key + ".absorb", self.call.absorb_prefetch, fetched)

    def start(self) -> None:
        self.op = _safe(self.key + ".op", self.call.operation, self.route.adopt)
        if self.op is None:
            return  # the call goes on untraced, past their layer when it is inside ours
        self.op.start(_enabled=self.enabled_seen)  # the sync wrapper has just seen tracing enabled
        if self.valid:
            self.args, self.kwargs = _safe(self.key + ".inject", self.call.inject, self.op, self.args, self.kwargs,
                                           default=(self.args, self.kwargs))

    def finish(self, result: Any) -> None:
        if self.op.recording:
            _safe(self.key + ".finish", self.call.finish, self.op, result)


class _PlainRun(TracedCall):
    """A DB child span without memtrace semantics, for store calls made inside another system's operation."""

    def __init__(self, adapter: StoreAdapter, method: str, instance, args, kwargs):
        super().__init__(None, args, kwargs)
        self._span = _plain_span(adapter, method, instance, args, kwargs)

    def start(self) -> None:
        self._span.__enter__()

    def end(self, exc: Optional[BaseException] = None) -> None:
        self._span.__exit__(type(exc) if exc is not None else None, exc, None)


def store_wrapper(adapter: StoreAdapter, method: str) -> Callable:
    key = f"{adapter.system}.{method}"

    def prepare(wrapped, instance, args, kwargs) -> Optional[TracedCall]:
        route = _safe(key + ".route", _route, adapter, method, wrapped) or _Route("through", wrapped)
        if route.mode == "through":
            return None
        if route.mode == "plain":
            return _PlainRun(adapter, method, instance, args, kwargs)
        call = _safe(key + ".plan", adapter.plan, method, instance, args, kwargs)
        if call is None:
            return TracedCall(None, args, kwargs, target=route.target)
        call.target = route.target
        valid = _safe(key + ".validate", call.validate, default=False)
        return _StoreRun(call, route, valid, instance, args, kwargs, key)

    # suppressed, or no SDK: not even the pre-write read; arguments that do not bind go to the library, which
    # raises its own TypeError now (also for a coroutine)
    return call_wrapper(prepare, key, check_binds="always")


class _plain_span:
    """A DB child span without memtrace semantics, for store calls made inside another system's operation."""

    def __init__(self, adapter: StoreAdapter, method: str, instance, args, kwargs):
        self._name = f"{adapter.system}.{method}"
        self._attrs = _plain_attributes(adapter, method, instance, args, kwargs)
        self._cm = None

    def __enter__(self):
        try:
            self._cm = get_tracer().start_as_current_span(self._name, kind=SpanKind.CLIENT, attributes=self._attrs,
                                                          record_exception=False, set_status_on_exception=False)
            self._span = self._cm.__enter__()
        except Exception:
            self._cm = None
        return self

    def __exit__(self, exc_type, exc, tb):
        if self._cm is None:
            return False
        try:
            if exc is not None:
                self._span.set_attribute(sc.ERROR_TYPE, type(exc).__qualname__)
                self._span.record_exception(exc)
                self._span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"[:512]))
            self._cm.__exit__(None, None, None)
        except Exception:
            pass
        return False


# ---------------------------------------------------------------------------------------------------- instrumentor
class StoreInstrumentor(MemtraceInstrumentor):
    """Wraps each method the adapter plans, on each client class, with :func:`store_wrapper`."""

    adapter: StoreAdapter
    classes: Sequence[tuple[str, str]] = ()  # (module, class): a sync and an async client

    def targets(self) -> list[WrapTarget]:
        return [WrapTarget(module, f"{cls}.{method}", wrapper=store_wrapper(self.adapter, method))
                for module, cls in self.classes for method in self.adapter.calls]

    def configure(self, **kwargs: Any) -> None:
        if kwargs.get("lineage_metadata") is not None:
            _lineage_metadata[self.adapter.system] = bool(kwargs["lineage_metadata"])

    def unconfigure(self) -> None:
        _lineage_metadata.pop(self.adapter.system, None)
