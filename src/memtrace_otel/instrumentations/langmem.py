"""LangMem: memory managers that extract, update and delete memories (over a LangGraph store), as memory operations.

    from memtrace_otel.instrumentations.langmem import LangMemInstrumentor
    LangMemInstrumentor().instrument()

Mapping:
- ``MemoryManager.invoke / ainvoke`` (``create_memory_manager``: one LLM call through trustcall that inserts,
  patches and removes memories) -> op kind ``extract`` named ``langmem.extract`` (``update_memory``). Inputs: each
  conversation message (kind ``message``, ``derived_from``) and each existing memory shown to the model (kind
  ``memory_record``, ``context_of``; one this process never saw is seeded as version 1). Outputs: each memory the
  model inserted (version 1) or patched (version n+1 of the same variable, relation ``updates`` to version n), and a
  tombstone for each ``RemoveDoc`` (``deletes``). A memory returned unchanged is not an output. A memory's content
  is the value LangMem stores, ``{"kind": <schema name>, "content": <fields>}``.
- ``MemoryStoreManager.invoke / ainvoke`` (``create_memory_store_manager``: search the store -> the manager above
  -> put / delete) -> op kind ``update`` named ``langmem.manage`` (``upsert_memory``): its inputs are the store
  records the search found (``reads``, with rank and score), and the extraction inside it names memories by their
  store record, ``langgraph:<ns1/ns2>:<key>`` (the variable ids of :mod:`.langgraph_store`), so a later store read
  links to the extraction that wrote what it returned. The store calls the manager makes are its own: the
  LangGraph store instrumentation skips calls nested in a store operation, so they are not declared twice.
- Variables of a manager used without a store: ``langmem:mem:<id>``; messages ``langmem:msg:<id or hash>``.
- ``gen_ai.provider.name=langmem``, ``memtrace.op.system=langmem``; ``memtrace.scope.key`` = the namespace.

Reads and writes through the store itself (the memory tools, ``MemoryStoreManager.search / put / ...``) are traced
by the LangGraph store instrumentation (``langgraph_store``), which ``instrument()`` enables with this one.
"""

from __future__ import annotations

import contextvars
from dataclasses import dataclass, field
from typing import Any, Collection, Optional

from .. import capture
from .. import semconv as sc
from ..api import Operation, current_operation
from ..guard import dont_throw
from .base import MemtraceInstrumentor, WrapTarget, call_wrapper
from .langgraph_store import FAMILY as STORE_FAMILY
from .langgraph_store import prompt_text_of, record_var_id
from .record_versions import declare_deletes, observe_existing, version_read
from . import retrieval_cache
from .traced_call import TracedCall, family_operation, inside_family

SYSTEM = "langmem"
FAMILY = "langmem"
MODULE = "langmem.knowledge.extraction"


@dataclass
class _Managed:
    """What a running ``MemoryStoreManager`` call knows: the namespace new memories go to and the store record
    behind each id the extraction sees (LangMem's stable id of a search hit)."""

    namespace: Optional[tuple]
    by_id: dict = field(default_factory=dict)  # manager id -> store record variable id


_MANAGED: contextvars.ContextVar[Optional[_Managed]] = contextvars.ContextVar("memtrace_langmem_managed",
                                                                               default=None)


def mem_var_id(memory_id: Any) -> str:
    return f"{SYSTEM}:mem:{memory_id}"


def _var_of(memory_id: Any) -> str:
    managed = _MANAGED.get()
    if managed is None:
        return mem_var_id(memory_id)
    known = managed.by_id.get(str(memory_id))
    if known is not None:
        return known
    if managed.namespace is not None:  # a new memory: the manager puts it under its id as the key
        return record_var_id(managed.namespace, memory_id)
    return mem_var_id(memory_id)


def _stored_value(kind: Any, content: Any) -> dict:
    """The value LangMem stores for a memory (and what its content hash is taken of)."""
    if hasattr(content, "model_dump"):
        content = content.model_dump(mode="json")
    return {"kind": str(kind), "content": content}


def _schema_name(model: Any) -> str:
    try:
        return model.__repr_name__()
    except Exception:
        return type(model).__name__


def _is_removal(content: Any) -> bool:
    return hasattr(content, "__repr_name__") and _schema_name(content) == "RemoveDoc"


def _message_parts(message: Any) -> tuple[Optional[str], str, Any]:
    if isinstance(message, dict):
        return message.get("id"), str(message.get("role", "")), message.get("content")
    return getattr(message, "id", None), str(getattr(message, "type", "")), getattr(message, "content", None)


def _existing(existing: Any) -> list[tuple[Any, dict]]:
    """(id, stored value) of each existing memory given to a manager: (id, kind, content), (id, model) or
    plain strings (LangMem gives those fresh ids we cannot know: named by their hash)."""
    found = []
    for item in existing or ():
        if isinstance(item, str):
            value = {"kind": "Memory", "content": {"content": item}}
            found.append(("text-" + capture.content_hash(item).split(":", 1)[-1][:16], value))
        elif isinstance(item, (tuple, list)) and len(item) == 3:
            found.append((item[0], _stored_value(item[1], item[2])))
        elif isinstance(item, (tuple, list)) and len(item) == 2:
            found.append((item[0], _stored_value(_schema_name(item[1]), item[1])))
    return found


def _input_of(args: tuple, kwargs: dict) -> dict:
    value = kwargs.get("input", args[0] if args else None)
    return value if isinstance(value, dict) else {}


# ---------------------------------------------------------------------------------------------------- extraction
class _ExtractCall(TracedCall):
    def __init__(self, op: Operation, args: tuple, kwargs: dict):
        super().__init__(op, args, kwargs)
        state = _input_of(args, kwargs)
        self.messages = list(state.get("messages") or ())
        self.existing = _existing(state.get("existing"))
        self.sources: list[str] = []

    def start(self) -> None:
        super().start()
        if not self.op.recording:
            return
        for message in self.messages:
            message_id, role, content = _message_parts(message)
            text = capture.to_text(content)
            var_id = f"{SYSTEM}:msg:{message_id or capture.content_hash([role, text]).split(':', 1)[-1][:24]}"
            self.op.input(var_id, text, kind="message", relation=sc.REL_DERIVED_FROM)
            self.sources.append(var_id)
        for memory_id, value in self.existing:
            observe_existing(_var_of(memory_id), value, None)

    @dont_throw
    def finish(self, result: Any) -> None:
        if not self.op.recording:
            return
        before = {str(memory_id): capture.content_hash(value) for memory_id, value in self.existing}
        kinds = {str(memory_id): value["kind"] for memory_id, value in self.existing}
        removed, written, records = [], 0, []
        for memory_id, content in result or ():
            if _is_removal(content):
                removed.append(_var_of(getattr(content, "json_doc_id", memory_id)))
                continue
            kind = _schema_name(content) if hasattr(content, "model_dump") else kinds.get(str(memory_id), "Memory")
            value = _stored_value(kind, content)
            if before.get(str(memory_id)) == capture.content_hash(value):
                continue  # returned as it was given
            var_id = _var_of(memory_id)
            self.op.output(var_id, value, kind="memory_record", source_ids=self.sources)
            records.append({"id": var_id, "content": prompt_text_of(value.get("content"))})
            written += 1
        deleted = declare_deletes(self.op, removed, "memory_record")
        # the memories shown to the model and left as they were (one it changed is already an input: updates /
        # deletes, the version it replaced)
        changed = set(removed) | {record["id"] for record in records}
        for memory_id, value in self.existing:
            var_id = _var_of(memory_id)
            if var_id in changed:
                continue
            hash_ = capture.content_hash(value)
            self.op.input(var_id, value, kind="memory_record", relation=sc.REL_CONTEXT_OF,
                          version=version_read(var_id, hash_), hash=hash_)
        self.op.set_records(records)
        self.op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, written + deleted)


def _prepare_extract(wrapped, instance, args, kwargs) -> Optional[TracedCall]:
    if inside_family(FAMILY):
        return None  # invoke delegating to its twin: one span
    managed = _MANAGED.get()
    namespace = managed.namespace if managed is not None else None
    attrs = {sc.MEMTRACE_SCOPE_KEY: "/".join(str(p) for p in namespace) if namespace else None}
    op = family_operation(FAMILY, sc.KIND_EXTRACT, f"{SYSTEM}.extract", system=SYSTEM,
                          operation_name=sc.OP_UPDATE_MEMORY, provider=SYSTEM, attributes=attrs,
                          span_name=f"{SYSTEM}.extract")
    return _ExtractCall(op, args, kwargs)


# ---------------------------------------------------------------------------------------------------- store manager
def _namespace_of(instance: Any, args: tuple, kwargs: dict) -> Optional[tuple]:
    config = kwargs.get("config", args[1] if len(args) > 1 else None)
    try:
        return tuple(instance.namespace(config))
    except Exception:
        return None


class _ManageCall(TracedCall):
    def __init__(self, op: Operation, args: tuple, kwargs: dict, namespace: Optional[tuple]):
        super().__init__(op, args, kwargs)
        self.managed = _Managed(namespace)

    def start(self) -> None:
        super().start()
        self.set(_MANAGED, self.managed)

    @dont_throw
    def finish(self, result: Any) -> None:
        if self.op.recording:
            self.op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(result or ()))


def _prepare_manage(wrapped, instance, args, kwargs) -> Optional[TracedCall]:
    if inside_family(STORE_FAMILY):
        return None  # invoke delegating to its twin
    namespace = _namespace_of(instance, args, kwargs)
    store = getattr(instance, "_store", None)
    attrs = {sc.MEMTRACE_SCOPE_KEY: "/".join(str(p) for p in namespace) if namespace else None}
    # the store family: the LangGraph store instrumentation leaves the store calls made inside to this op
    op = family_operation(STORE_FAMILY, sc.KIND_UPDATE, f"{SYSTEM}.manage", system=SYSTEM,
                          operation_name=sc.OP_UPSERT_MEMORY, provider=SYSTEM,
                          store_id=type(store).__name__ if store is not None else None, attributes=attrs)
    return _ManageCall(op, args, kwargs, namespace)


class _SearchHits(TracedCall):
    """``MemoryStoreManager._sort_results``: the search hits the manager keeps, read by the enclosing manage op."""

    def __init__(self, managed: _Managed, op: Operation, args: tuple, kwargs: dict):
        super().__init__(op, args, kwargs, owns_op=False)
        self.managed = managed

    @dont_throw
    def finish(self, result: Any) -> None:
        records = []
        for rank, (stable_id, item) in enumerate((result or {}).items()):
            namespace, key, value = getattr(item, "namespace", None), getattr(item, "key", None), item.value
            var_id = record_var_id(namespace, key)
            self.managed.by_id[str(stable_id)] = var_id
            if not self.op.recording:
                continue
            observe_existing(var_id, value, None)
            hash_ = capture.content_hash(value)
            score = getattr(item, "score", None)
            ref = self.op.input(var_id, value, kind="memory_record", version=version_read(var_id, hash_), rank=rank,
                                score=float(score) if score is not None else None, hash=hash_)
            if ref is not None:
                retrieval_cache.remember(var_id, ref.version, ref.hash, prompt_text_of(value), self.op.trace_id,
                                         self.op.span_id)
            records.append({"id": var_id, "content": prompt_text_of(value), "score": score})
        if records and self.op.recording:
            self.op.set_records(records)


def _prepare_hits(wrapped, instance, args, kwargs) -> Optional[TracedCall]:
    managed, op = _MANAGED.get(), current_operation()
    if managed is None or op is None or getattr(op, "name", "") != f"{SYSTEM}.manage":
        return None
    return _SearchHits(managed, op, args, kwargs)


class LangMemInstrumentor(MemtraceInstrumentor):
    """Memory spans for LangMem's memory managers (extraction, update and delete decisions; store managers)."""

    _instruments: Collection[str] = ("langmem >= 0.0.20",)
    trigger_module = "langmem"
    extra = "langmem"

    def targets(self) -> list[WrapTarget]:
        extract = call_wrapper(_prepare_extract, "langmem.MemoryManager")
        manage = call_wrapper(_prepare_manage, "langmem.MemoryStoreManager")
        return [
            WrapTarget(MODULE, "MemoryManager.invoke", wrapper=extract),
            WrapTarget(MODULE, "MemoryManager.ainvoke", wrapper=extract),
            WrapTarget(MODULE, "MemoryStoreManager.invoke", wrapper=manage),
            WrapTarget(MODULE, "MemoryStoreManager.ainvoke", wrapper=manage),
            # internal: the search hits a store manager keeps (without it, its reads are not declared)
            WrapTarget(MODULE, "MemoryStoreManager._sort_results", wrapper=call_wrapper(
                _prepare_hits, "langmem.MemoryStoreManager._sort_results"), optional=True),
        ]
