"""LangGraph long-term store: ``BaseStore`` put / get / search / delete (and a* twins) as memory operations.

    from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor
    LangGraphStoreInstrumentor().instrument()

Mapping (docs/long-context-memory.md):
- record ``(namespace, key)`` -> variable ``langgraph:<ns1/ns2>:<key>``, kind ``memory_record``, content = the value
  dict (canonical JSON; only when capture is on, its hash always).
- ``put`` -> op kind ``write`` (first time this process sees the key) or ``update``, ``gen_ai.operation.name``
  ``upsert_memory``: version 1 ``create``, a new version when the value changed, ``unchanged`` otherwise.
  ``put(value=None)`` and ``delete`` -> kind ``delete``, ``delete_memory``: a tombstone version.
- ``get`` -> kind ``retrieve`` (``search_memory``) reading the current version; ``search`` -> ``retrieve`` whose
  inputs are the query (``query:<hash>``, relation ``derived_from``) and each hit with rank and ``SearchItem.score``.
- ``gen_ai.provider.name="langgraph"``, ``gen_ai.memory.store.id`` = the store's class name,
  ``memtrace.scope.key`` = ``"/".join(namespace)`` (the namespace *is* LangGraph's scope, e.g.
  ``("memories", user_id)``; we do not guess which label is a user id).
- what a read returns is remembered per trace (``retrieval_cache``): a model call in the same trace whose prompt
  quotes a value (its longest string field) gets a ``context_of`` input linked to the read.

The stored value is the application's data, so we never add trace context to it. Lineage across processes
therefore relies on the process-local version registry plus the graph builder joining versions by variable id
(a read of a record written by another process declares version 0 = "latest known", resolved by the graph).

Concrete stores that override the public methods (``AsyncBatchedBaseStore`` and its subclasses) are wrapped too,
each override once; a call that goes through an override and then into another wrapped method (sync ``get`` ->
``aget`` on the store's loop, ``super().put``) gives one span: nested calls inside a store operation are skipped.
"""

from __future__ import annotations

from typing import Any, Collection, Optional

from .. import capture
from .. import semconv as sc
from ..api import Operation, Variable
from ..guard import dont_throw
from . import retrieval_cache
from .base import AttrTarget, MemtraceInstrumentor, WrapTarget, operation_wrapper
from .overrides import defining_classes, import_class, import_modules
from .record_versions import exists, read_state
from .traced_call import family_operation, inside_family

PROVIDER = "langgraph"
SYSTEM = "langgraph"
FAMILY = "langgraph_store"
METHODS = ("put", "get", "search", "delete", "aput", "aget", "asearch", "adelete")


def record_var_id(namespace: Any, key: Any) -> str:
    return f"langgraph:{_scope(namespace)}:{key}"


def _scope(namespace: Any) -> str:
    """``"/".join`` of the namespace: the scope key, and the middle of a record's variable id."""
    return "/".join(str(p) for p in (namespace or ()))


def _arg(args: tuple, kwargs: dict, index: int, name: str, default: Any = None) -> Any:
    if name in kwargs:
        return kwargs[name]
    return args[index] if len(args) > index else default


def _nested() -> bool:
    """Inside one of our store operations already (an override delegating to another wrapped method)."""
    return inside_family(FAMILY)


def _new_op(kind: str, name: str, operation_name: str, instance: Any, scope: str, *,
            record_id: Any = None, inputs: tuple = (), attributes: Optional[dict] = None) -> Operation:
    """``scope``: the namespace joined (:func:`_scope`)."""
    attrs = {sc.MEMTRACE_SCOPE_KEY: scope or None}
    if attributes:
        attrs.update(attributes)
    return family_operation(FAMILY, kind, name, system=SYSTEM, operation_name=operation_name, provider=PROVIDER,
                            store_id=type(instance).__name__, record_id=record_id, inputs=inputs, attributes=attrs)


# ---------------------------------------------------------------------- put / delete
def _start_put(instance, args, kwargs) -> Optional[Operation]:
    if _nested():
        return None
    scope, key = _scope(_arg(args, kwargs, 0, "namespace")), _arg(args, kwargs, 1, "key")
    var_id = f"langgraph:{scope}:{key}"  # record_var_id
    if _arg(args, kwargs, 2, "value") is None:
        op = _new_op(sc.KIND_DELETE, "langgraph.store.delete", sc.OP_DELETE_MEMORY, instance, scope, record_id=key)
    else:
        kind = sc.KIND_UPDATE if exists(var_id) else sc.KIND_WRITE
        op = _new_op(kind, "langgraph.store.put", sc.OP_UPSERT_MEMORY, instance, scope, record_id=key)
    op.call_state["var_id"] = var_id
    return op


@dont_throw
def _finish_put(op: Operation, result, instance, args, kwargs) -> None:
    value = _arg(args, kwargs, 2, "value")
    var_id = op.call_state["var_id"]
    if value is None:
        op.delete(var_id, kind="memory_record")
    else:
        op.output(var_id, dict(value), kind="memory_record")
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)


def _start_delete(instance, args, kwargs) -> Optional[Operation]:
    if _nested():
        return None
    scope, key = _scope(_arg(args, kwargs, 0, "namespace")), _arg(args, kwargs, 1, "key")
    op = _new_op(sc.KIND_DELETE, "langgraph.store.delete", sc.OP_DELETE_MEMORY, instance, scope, record_id=key)
    op.call_state["var_id"] = f"langgraph:{scope}:{key}"  # record_var_id
    return op


@dont_throw
def _finish_delete(op: Operation, result, instance, args, kwargs) -> None:
    op.delete(op.call_state["var_id"], kind="memory_record")
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)


# ---------------------------------------------------------------------- get / search
def _start_get(instance, args, kwargs) -> Optional[Operation]:
    if _nested():
        return None
    return _new_op(sc.KIND_RETRIEVE, "langgraph.store.get", sc.OP_SEARCH_MEMORY, instance,
                   _scope(_arg(args, kwargs, 0, "namespace")), record_id=_arg(args, kwargs, 1, "key"))


def prompt_text_of(value: Any) -> str:
    """The text of a stored value that a prompt would quote: its longest top-level string field (values are
    dicts like ``{"text": ...}`` or ``{"memory": ..., "kind": ...}``), else its JSON."""
    if isinstance(value, dict):
        strings = [v for v in value.values() if isinstance(v, str)]
        if strings:
            return max(strings, key=len)
    return capture.to_text(value)


def _read(op: Operation, var_id: str, value: Any, rank: int, score: Any = None) -> str:
    """Declare a returned value as an input and remember it for the trace; returns its text (``to_text``),
    rendered once: hashed, recorded as the input's content, and the record's content in ``set_records``."""
    text = capture.to_text(value)
    hash_ = capture.content_hash(text)
    version, state = read_state(var_id, hash_)
    ref = op.read_resolved(var_id, text, "memory_record", version, hash_, None, state, rank,
                           float(score) if score is not None else None)
    if ref is not None:  # a later prompt quoting this value links to this read
        prompt_text = text
        if isinstance(value, dict):  # prompt_text_of(value) without rendering the value again
            strings = [v for v in value.values() if isinstance(v, str)]
            if strings:
                prompt_text = max(strings, key=len)
        retrieval_cache.remember(var_id, ref.version, ref.hash, prompt_text, op.trace_id, op.span_id)
    return text


def _item_record(item: Any, var_id: str, text: str) -> dict:
    """The ``gen_ai.memory.records`` entry of a returned item whose value renders to ``text``."""
    record = {"id": var_id, "content": text}
    score = getattr(item, "score", None)
    if score is not None:
        record["score"] = float(score)
    return record


@dont_throw
def _finish_get(op: Operation, result, instance, args, kwargs) -> None:
    if result is None:
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 0)
        return
    var_id = record_var_id(getattr(result, "namespace", None) or _arg(args, kwargs, 0, "namespace"),
                           getattr(result, "key", None) or _arg(args, kwargs, 1, "key"))
    text = _read(op, var_id, getattr(result, "value", None), 0)
    op.set_records([_item_record(result, var_id, text)])


def _start_search(instance, args, kwargs) -> Optional[Operation]:
    if _nested():
        return None
    namespace = _arg(args, kwargs, 0, "namespace_prefix")
    query = kwargs.get("query")
    inputs = ()
    if query:
        inputs = (Variable("query:" + capture.content_hash(query)[len("sha256:"):], query, "query",
                           relation=sc.REL_DERIVED_FROM),)
    attrs = {sc.GEN_AI_REQUEST_TOP_K: kwargs.get("limit", 10)}
    op = _new_op(sc.KIND_RETRIEVE, "langgraph.store.search", sc.OP_SEARCH_MEMORY, instance, _scope(namespace),
                 inputs=inputs, attributes=attrs)
    if query:
        op.call_state["query"] = query
    return op


@dont_throw
def _finish_search(op: Operation, result, instance, args, kwargs) -> None:
    query = op.call_state.get("query")
    if query:
        op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, query, kind="query")
    records = []
    for rank, item in enumerate(result or ()):
        var_id = record_var_id(item.namespace, item.key)
        text = _read(op, var_id, getattr(item, "value", None), rank, getattr(item, "score", None))
        records.append(_item_record(item, var_id, text))
    op.set_records(records)


_HANDLERS = {
    "put": (_start_put, _finish_put),
    "delete": (_start_delete, _finish_delete),
    "get": (_start_get, _finish_get),
    "search": (_start_search, _finish_search),
}


class LangGraphStoreInstrumentor(MemtraceInstrumentor):
    """Memory spans for ``langgraph.store.base.BaseStore`` and every loaded store class that overrides its methods."""

    _instruments: Collection[str] = ("langgraph >= 0.2",)
    trigger_module = "langgraph.store.base"
    extra = "langgraph"

    def targets(self) -> list[WrapTarget]:
        base = import_class("langgraph.store.base", "BaseStore")
        if base is None:
            return []
        import_modules("langgraph.store.memory", "langgraph.store.base.batch")  # the stores langgraph ships
        targets = []
        for cls, method in defining_classes(base, METHODS):
            start, finish = _HANDLERS[method[1:] if method.startswith("a") else method]
            targets.append(AttrTarget(cls, method, operation_wrapper(
                start, finish, f"langgraph.{cls.__qualname__}.{method}")))
        return targets
