"""evermemos (EverMemOS client): ``client.v0|v1.memories.add / get / search / delete``, sync and async.

EverMemOS extracts memories on the server, asynchronously: ``add`` queues a message in a per-group buffer and the
server turns accumulated messages into episodic memories, event logs and foresight. What the client sees:

* add -> ``ingest`` (create_memory): input the message ``evermemos:msg:<message_id>`` (kind ``message``, plus any
  ``refer_list`` messages it refers to), output the group's pending buffer ``evermemos:buffer:<group or sender>``
  (kind ``buffer``, a new version per message; emptied when the server answers that it extracted).
* search / get -> ``retrieve`` (search_memory): the query (``query`` in ``extra_query``/``extra_body``) is an input,
  each returned memory ``evermemos:mem:<id>`` an input ``reads`` with rank and score. The server's extraction is not
  visible to the client, so the first time a memory is seen with source messages (``ori_event_id_list`` /
  ``memcell_event_id_list``), a child ``extract`` operation ``evermemos.extract`` (span name
  "evermemos.extract (observed)": it stands for work the server did earlier) declares those messages as inputs
  ``derived_from`` and the memory as its output with ``source_ids``: the graph then reaches from each message to the
  memories retrieved from it, and the search links to that producer.
* delete -> ``delete`` (delete_memory): a tombstone for the memory id given (a filter-only delete records the count).

All spans carry ``gen_ai.provider.name=evermemos`` and ``memtrace.op.system=evermemos``.
"""

from __future__ import annotations

import threading
from typing import Any, Iterable, Mapping, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation, operation
from . import retrieval_cache
from .base import MemtraceInstrumentor, WrapTarget

SYSTEM = "evermemos"
_pending: dict[str, list[str]] = {}  # buffer var id -> message ids added since the last extraction we saw
_pending_lock = threading.Lock()
_MAX_PENDING = 500  # a server that never reports extraction must not grow this without bound

# memory_type -> variable kind
# every memory type EverMemOS returns is a stored unit of memory (an event log is a stored atomic fact, not an
# intermediate extraction)
_KIND_OF_TYPE = {"episodic_memory": "episode", "event_log": "memory_record", "foresight": "memory_record",
                 "profile": "memory_record"}


def _msg_var(message_id: Any) -> str:
    return f"{SYSTEM}:msg:{message_id}"


def _mem_var(memory_id: Any) -> str:
    return f"{SYSTEM}:mem:{memory_id}"


def _request_params(kwargs: Mapping) -> dict:
    """search/get take no typed parameters: the server's are passed through extra_query / extra_body."""
    params: dict = {}
    for key in ("extra_body", "extra_query"):  # extra_query wins, as in the request
        value = kwargs.get(key)
        if isinstance(value, Mapping):
            params.update(value)
    return params


def _given(value: Any) -> Any:
    """None for the client's ``omit`` / ``not_given`` sentinels."""
    if value is None or type(value).__name__ in ("Omit", "NotGiven"):
        return None
    return value


def _memory_text(memory: Any) -> Any:
    for field in ("episode", "summary", "atomic_fact", "foresight", "content", "description", "profile_data"):
        value = getattr(memory, field, None)
        if value:
            return value
    return MISSING


def _sources(memory: Any) -> list[str]:
    ids: list[str] = []
    for field in ("ori_event_id_list", "memcell_event_id_list"):
        for source in getattr(memory, field, None) or ():
            var_id = _msg_var(source)
            if var_id not in ids:
                ids.append(var_id)
    return ids


# ---------------------------------------------------------------------------------------------------- add
def _start_add(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    message_id, sender = _given(kwargs.get("message_id")), _given(kwargs.get("sender"))
    group_id = _given(kwargs.get("group_id"))
    # when and by whom the message was said, as the app passed them (relative dates in it are judged against that)
    said_at, author = _given(kwargs.get("create_time")), _given(kwargs.get("sender_name")) or sender
    said = {sc.MEMTRACE_MESSAGE_TIME: str(said_at) if said_at is not None else None,
            sc.MEMTRACE_MESSAGE_AUTHOR: str(author) if author is not None else None}
    op = operation(sc.KIND_INGEST, f"{SYSTEM}.add", system=SYSTEM, operation_name=sc.OP_CREATE_MEMORY,
                   provider=SYSTEM, store_id=group_id, record_id=message_id, user_id=sender,
                   conversation_id=group_id, attributes={k: v for k, v in said.items() if v is not None})
    if message_id is not None:
        op.input(_msg_var(message_id), _given(kwargs.get("content")) or MISSING, kind="message",
                 relation=sc.REL_DERIVED_FROM)

    for ref in _given(kwargs.get("refer_list")) or ():
        op.input(_msg_var(ref), kind="message", relation=sc.REL_READS)
    return op


def _finish_add(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    message_id = _given(kwargs.get("message_id"))
    if message_id is None:
        return
    buffer_id = f"{SYSTEM}:buffer:{_given(kwargs.get('group_id')) or _given(kwargs.get('sender')) or 'default'}"
    request_id = getattr(result, "request_id", None)
    if request_id:
        op.set_attribute(sc.GEN_AI_RESPONSE_ID, str(request_id))
    with _pending_lock:
        pending = _pending.setdefault(buffer_id, [])
        pending.append(str(message_id))
        del pending[:-_MAX_PENDING]
        content = {"pending_message_ids": list(pending)}
        status = f"{getattr(result, 'status', '')} {getattr(result, 'message', '')}".lower()
        if "extract" in status or _given(kwargs.get("flush")):
            pending.clear()  # the server turned the buffer into memories
    op.output(buffer_id, content, kind="buffer", source_ids=[_msg_var(message_id)])
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)


# ---------------------------------------------------------------------------------------------------- search / get
def _start_retrieve(name: str):
    def start(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
        params = _request_params(kwargs)
        user_id, group_id = params.get("user_id"), params.get("group_id")
        attrs = {}
        if isinstance(params.get("top_k"), int):
            attrs[sc.GEN_AI_REQUEST_TOP_K] = params["top_k"]
        op = operation(sc.KIND_RETRIEVE, f"{SYSTEM}.{name}", system=SYSTEM, operation_name=sc.OP_SEARCH_MEMORY,
                       provider=SYSTEM, store_id=group_id, user_id=user_id, conversation_id=group_id,
                       attributes=attrs)
        query = params.get("query")
        if isinstance(query, str) and query:
            hash_ = capture.content_hash(query)
            op.input(f"{SYSTEM}:query:{hash_.split(':', 1)[-1]}", query, kind="query",
                     relation=sc.REL_DERIVED_FROM, hash=hash_)
        return op

    return start


def _observe_extraction(op: Operation, memory_var: str, kind: str, content: Any, sources: list[str]) -> None:
    """Declare the server-side extraction of a memory from its source messages, once per memory version."""
    hash_ = capture.content_hash(content) if content is not MISSING else capture.content_hash(memory_var)
    known = lineage.REGISTRY.current(memory_var)
    if known is not None and known.hash == hash_:
        return
    with operation(sc.KIND_EXTRACT, f"{SYSTEM}.extract", system=SYSTEM, provider=SYSTEM,
                   span_name=f"{SYSTEM}.extract (observed)") as extract:
        for source in sources:
            extract.input(source, kind="message", relation=sc.REL_DERIVED_FROM)
        extract.output(memory_var, content, kind=kind, hash=hash_, source_ids=sources)


def _finish_retrieve(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    params = _request_params(kwargs)
    query = params.get("query")
    if isinstance(query, str) and query:
        op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, query, kind="query")
    memories = getattr(getattr(result, "result", None), "memories", None)
    if memories is None:
        return  # raw/streaming response or an unexpected shape: the span keeps what the request said
    records = []
    for rank, memory in enumerate(memories):
        memory_id = getattr(memory, "id", None)
        if memory_id is None:
            continue
        memory_type = str(getattr(memory, "memory_type", "") or "")
        kind = _KIND_OF_TYPE.get(memory_type, "memory_record")
        content = _memory_text(memory)
        sources = _sources(memory)
        var_id = _mem_var(memory_id)
        if sources:
            _observe_extraction(op, var_id, kind, content, sources)
        score = getattr(memory, "score", None)
        ref = op.input(var_id, content, kind=kind, relation=sc.REL_READS, rank=rank,
                       score=float(score) if isinstance(score, (int, float)) else None)
        if ref is not None:  # a later prompt in this trace that quotes the memory links to this read
            retrieval_cache.remember(ref.id, ref.version, ref.hash, content if isinstance(content, str) else None,
                                     op.trace_id, op.span_id, kind=kind)
        records.append({"id": str(memory_id), "content": None if content is MISSING else content,
                        "score": score, "memory_type": memory_type, "source_ids": sources})
    op.set_records(records)


# ---------------------------------------------------------------------------------------------------- delete
def _start_delete(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    memory_id = next((_given(kwargs.get(k)) for k in ("memory_id", "id", "event_id") if _given(kwargs.get(k))), None)
    user_id, group_id = _given(kwargs.get("user_id")), _given(kwargs.get("group_id"))
    return operation(sc.KIND_DELETE, f"{SYSTEM}.delete", system=SYSTEM, operation_name=sc.OP_DELETE_MEMORY,
                     provider=SYSTEM, store_id=group_id, record_id=memory_id, user_id=user_id,
                     conversation_id=group_id)


def _finish_delete(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    memory_id = next((_given(kwargs.get(k)) for k in ("memory_id", "id", "event_id") if _given(kwargs.get(k))), None)
    count = getattr(getattr(result, "result", None), "count", None)
    if memory_id is not None and count != 0:
        known = lineage.REGISTRY.current(_mem_var(memory_id))
        op.delete(_mem_var(memory_id), kind=(known.kind if known is not None and known.kind else "memory_record"))
    if isinstance(count, int):
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, count)


def _targets(versions: Iterable[str] = ("v0", "v1")) -> list[WrapTarget]:
    targets = []
    for version in versions:
        optional = version != "v0"  # v1 resources only where the client has them
        module = f"evermemos.resources.{version}.memories.memories"
        for cls in ("MemoriesResource", "AsyncMemoriesResource"):
            targets += [
                WrapTarget(module, f"{cls}.add", _start_add, _finish_add, optional=optional),
                WrapTarget(module, f"{cls}.search", _start_retrieve("search"), _finish_retrieve, optional=optional),
                WrapTarget(module, f"{cls}.get", _start_retrieve("get"), _finish_retrieve, optional=optional),
                WrapTarget(module, f"{cls}.delete", _start_delete, _finish_delete, optional=optional),
            ]
    return targets


class EverMemOSInstrumentor(MemtraceInstrumentor):
    """Memory-operation spans for the EverMemOS client (``v0`` resources in 0.3.x, ``v1`` where present)."""

    _instruments = ("evermemos >= 0.3",)
    trigger_module = "evermemos"
    extra = "evermemos"

    def targets(self) -> list[WrapTarget]:
        return _targets()
