"""Public mem0 calls (Memory / AsyncMemory / MemoryClient / AsyncMemoryClient) as ``gen_ai.memory`` operations."""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ... import capture, semconv as sc
from ...api import Operation, Variable
from . import phases, state as st
from .calls import Active, argument
from .ids import message_text, message_var_id, normalize_messages, query_var_id, record_var_id, scope_from
from .records import RECORD_KIND, read_items, read_record, result_items
from ..said_at import said_at_of

# method -> (memtrace.op.kind, gen_ai.operation.name)
PUBLIC_OPS = {
    "add": (sc.KIND_INGEST, sc.OP_UPSERT_MEMORY),
    "search": (sc.KIND_RETRIEVE, sc.OP_SEARCH_MEMORY),
    "get": (sc.KIND_RETRIEVE, sc.OP_SEARCH_MEMORY),
    "get_all": (sc.KIND_RETRIEVE, sc.OP_SEARCH_MEMORY),
    "history": (sc.KIND_RETRIEVE, sc.OP_SEARCH_MEMORY),
    "update": (sc.KIND_UPDATE, sc.OP_UPDATE_MEMORY),
    "delete": (sc.KIND_DELETE, sc.OP_DELETE_MEMORY),
    "delete_all": (sc.KIND_DELETE, sc.OP_DELETE_MEMORY),
    "reset": (sc.KIND_DELETE, sc.OP_DELETE_MEMORY),
}
RECORD_OWNING = ("update", "delete", "delete_all", "reset")
PROVIDER = "mem0"


def _options(args: tuple, kwargs: dict, position: int) -> dict:
    """Client calls take typed ``options`` (pydantic) plus kwargs; merge them like the client does."""
    opts = argument(args, kwargs, "options", position)
    merged = {}
    if opts is not None and hasattr(opts, "model_dump"):
        try:
            merged.update(opts.model_dump(exclude_unset=True))
        except Exception:
            pass
    merged.update({k: v for k, v in kwargs.items() if k != "options"})
    return merged


def _scope(method: str, args: tuple, kwargs: dict, client: bool) -> tuple[dict, dict]:
    params = _options(args, kwargs, 1 if method in ("add", "search") else 0) if client else dict(kwargs)
    if method == "delete_all" and not client:
        for position, name in enumerate(("user_id", "agent_id", "run_id")):
            if name not in params and len(args) > position:
                params[name] = args[position]
    filters = params.get("filters") if isinstance(params.get("filters"), Mapping) else None
    return scope_from(params, filters), params


def begin_public(method: str, *, client: bool = False):
    kind, operation_name = PUBLIC_OPS[method]
    name = ("mem0.client." if client else "mem0.") + method

    def begin(wrapped, instance, args, kwargs) -> Optional[Active]:
        if st.CALL.get() is not None:  # one mem0 method calling another: the outer span covers it
            return None
        scope, params = _scope(method, args, kwargs, client)
        store_id = getattr(instance, "project_id", None) if client else getattr(instance, "collection_name", None)
        inputs: list = []
        messages: list = []
        record_id = None
        query = None
        if method == "add":
            # when the messages were said: a message's own time, else the metadata the app stores with them
            # ({"date": ...}), so "next Weds" in a note is read against the day it was written
            capturing = capture.capture_enabled()
            given = said_at_of(kwargs.get("metadata")) if capturing else None
            for message in normalize_messages(argument(args, kwargs, "messages", 0)):
                if isinstance(message, dict) and message.get("role") == "system":
                    continue
                text = message_text(message)
                var_id = message_var_id(message)
                messages.append((var_id, text))
                said = (said_at_of(message) or given) if capturing else None
                inputs.append(Variable(var_id, text, kind="message", said_at=said))
        elif method == "search":
            query = argument(args, kwargs, "query", 0)
            if isinstance(query, str):
                inputs.append(Variable(query_var_id(query), query, kind="query"))
        elif method in ("get", "history", "update", "delete"):
            record_id = argument(args, kwargs, "memory_id", 0)
        attributes = {}
        top_k = params.get("top_k", params.get("limit"))
        if isinstance(top_k, int):
            attributes[sc.GEN_AI_REQUEST_TOP_K] = top_k
        op = Operation(kind, name, system="mem0", operation_name=operation_name, provider=PROVIDER,
                       store_id=store_id, record_id=record_id, inputs=inputs, attributes=attributes,
                       span_name=f"{operation_name} {store_id}" if store_id else operation_name, **scope)
        op.start()
        if query is not None:
            op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, query, kind="query")
        active = Active(op, args, kwargs, finish=_finish(method, client))
        if client:
            return active
        call = st.CallState(instance, method, op, st.SETTINGS["v1"], scope, store_id=store_id, messages=messages,
                            procedural=params.get("memory_type") == "procedural_memory",
                            query=(query_var_id(query), query) if isinstance(query, str) else None,
                            top_k=top_k if isinstance(top_k, int) else None)
        active.set(st.CALL, call)
        active.set(st.RECORD_OP, st.RecordScope(op) if method in RECORD_OWNING else None)
        active.set(st.PHASE, None)
        active.data["call"] = call
        return active

    return begin


def _finish(method: str, client: bool):
    def finish(active: Active, result: Any) -> None:
        op = active.op
        call = active.data.get("call")
        if method == "add":
            if call is not None:
                phases.finish_add(call)
            items = result_items(result)
            op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(items))
            if len(items) == 1 and items[0].get("id"):
                op.set_attribute(sc.GEN_AI_MEMORY_RECORD_ID, str(items[0]["id"]))
            op.set_records([{"id": i.get("id"), "content": i.get("memory"), "event": i.get("event")}
                            for i in items if isinstance(i, Mapping)])
            if client:
                _client_add_outputs(op, items)
        elif method in ("search", "get_all"):
            items = result_items(result)
            read_items(op, items, remember=True, ranked=method == "search")
            op.set_records([{"id": i.get("id"), "content": i.get("memory"), "score": i.get("score")}
                            for i in items if isinstance(i, Mapping)])
        elif method == "get":
            if isinstance(result, Mapping) and result.get("id") is not None:
                read_record(op, result.get("id"), result.get("memory"), result.get("metadata"), remember=True)
                op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)
            else:
                op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 0)
        elif method == "history":
            op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(result) if isinstance(result, list) else 0)
        elif client and method == "update":
            memory_id = argument(active.args, active.kwargs, "memory_id", 0)
            params = _options(active.args, active.kwargs, 1)
            text = params.get("text", params.get("data"))
            if memory_id is not None and isinstance(text, str):
                op.output(record_var_id(memory_id), text, kind=RECORD_KIND, change=sc.CHANGE_UPDATE)
        elif client and method == "delete":
            memory_id = argument(active.args, active.kwargs, "memory_id", 0)
            if memory_id is not None:
                op.delete(record_var_id(memory_id), kind=RECORD_KIND)

    return finish


def _client_add_outputs(op: Operation, items: list) -> None:
    """The platform runs extraction remotely: the add span itself is the writer of what it reports."""
    for item in items:
        if not isinstance(item, Mapping) or item.get("id") is None:
            continue
        var_id, event = record_var_id(item["id"]), str(item.get("event") or "ADD").upper()
        if event == "DELETE":
            op.delete(var_id, kind=RECORD_KIND)
        elif event in ("ADD", "UPDATE"):
            op.output(var_id, item.get("memory", item.get("data")), kind=RECORD_KIND,
                      change=sc.CHANGE_CREATE if event == "ADD" else sc.CHANGE_UPDATE)
