"""zep-cloud (Zep 4.x SDK): thread messages, the facts and entities Zep extracts from them, graph search; sync and
async.

Zep keeps a temporal knowledge graph per user: messages added to a thread (and data added with
``graph.episode.add``) become episodes, and the server extracts entities (nodes) and facts (edges) from them
asynchronously. What the client sees:

* ``thread.add_messages(thread_uuid, messages=)`` -> ``ingest`` (create_memory): each message
  ``zep:msg:<uuid>`` (kind ``message``; a message sent without a uuid is ``zep:msg:<thread>:<hash>``) is an input;
  what Zep makes of them (episodes, then facts) appears when a search returns it (below). With
  ``return_context=True`` the context block returned is an output (kind ``context``). The span says
  ``memtrace.op.outputs_deferred=true``: what Zep makes of the messages is made out of sight. The thread's
  history is not a variable of its own: nothing the app retrieves reads it raw (the context comes from the graph),
  and a store that seems to hold every message would hide where a fact was really lost.
* ``graph.episode.add(graph_uuid, data=)`` -> ``ingest``: the episode ``zep:episode:<uuid>`` (kind ``episode``).
* ``graph.search_edges`` / ``search_nodes`` / ``search_episodes(graph_uuid, query=)`` -> ``retrieve``
  (search_memory): the query (derived_from) and each result read with rank and score: facts
  ``zep:edge:<uuid>`` and entities ``zep:node:<uuid>`` (kind ``memory_record``: the units Zep stores; a fact is
  its content), episodes. The server's
  extraction is not visible to the client, so the first time a fact or entity is seen with its source episodes
  (``episode_uuids``), a child ``extract`` operation (span "zep.extract (observed)") declares those episodes as its
  inputs and the fact as its output: the graph reaches from each message to the facts extracted from it. An episode
  uuid that is the uuid of a message added here is that message's variable, else ``zep:episode:<uuid>``.
* ``graph.get_context(graph_uuid, query=)`` / ``thread.get_context(thread_uuid)`` -> ``retrieve``: the context block
  Zep assembled (output, kind ``context``); with ``include_results=True`` the facts, entities and episodes it was
  built from are reads, and the block's sources. (``thread.get_context`` does not say which facts it used.)
* ``graph.edge.update(graph_uuid, edge_uuid, fact=)`` -> ``update`` (update_memory): the fact's next version.
* ``graph.edge.delete(graph_uuid, edge_uuid)`` -> ``delete`` (delete_memory): a tombstone for the fact.

All spans carry ``gen_ai.provider.name=zep`` and ``memtrace.op.system=zep``; the graph (or thread) uuid is
``gen_ai.memory.store.id``.
"""

from __future__ import annotations

from typing import Any, Iterable, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation, operation
from .base import MemtraceInstrumentor, WrapTarget
from .record_versions import declare_deletes
from .service_records import client_targets, declare_query, declare_read, given, observe_extraction

SYSTEM = "zep"


def _var(kind: str, uuid: Any) -> str:
    return f"{SYSTEM}:{kind}:{uuid}"


def _arg(args: tuple, kwargs: dict, index: int, name: str) -> Any:
    return given(args[index] if len(args) > index else kwargs.get(name))


def _uuid(item: Any) -> Any:
    return getattr(item, "uuid_", None) or getattr(item, "uuid", None)


def _op(kind: str, name: str, operation_name: str, store_id: Any, **kwargs: Any) -> Operation:
    return operation(kind, f"{SYSTEM}.{name}", system=SYSTEM, operation_name=operation_name, provider=SYSTEM,
                     store_id=store_id, **kwargs)


def source_var(episode_uuid: Any) -> str:
    """The variable of an episode a fact cites: the message added with that uuid, when this process added it."""
    message = _var("msg", episode_uuid)
    return message if lineage.REGISTRY.current(message) is not None else _var("episode", episode_uuid)


# ---------------------------------------------------------------------------------------------------- ingest
def _message_var(thread_uuid: Any, message: Any, echoed: Any) -> tuple[str, Optional[str]]:
    content = getattr(message, "content", None) if not isinstance(message, dict) else message.get("content")
    uuid = (message.get("uuid") if isinstance(message, dict) else _uuid(message)) or _uuid(echoed)
    if uuid:
        return _var("msg", uuid), content
    return f"{SYSTEM}:msg:{thread_uuid}:{capture.content_hash(content).split(':', 1)[-1]}", content


def _said_at(message: Any) -> Optional[str]:
    for field in ("created_at", "reference_time"):
        value = message.get(field) if isinstance(message, dict) else getattr(message, field, None)
        if value:
            return str(value)[:64]
    return None


def _start_add_messages(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    thread_uuid = _arg(args, kwargs, 0, "thread_uuid")
    return _op(sc.KIND_INGEST, "thread.add_messages", sc.OP_CREATE_MEMORY, thread_uuid, conversation_id=thread_uuid)


def _finish_add_messages(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    thread_uuid = _arg(args, kwargs, 0, "thread_uuid")
    sent = list(given(kwargs.get("messages")) or ())
    echoed = getattr(result, "messages", None) or []
    sources = []
    capturing = capture.capture_enabled()
    for index, message in enumerate(sent):
        var_id, content = _message_var(thread_uuid, message, echoed[index] if len(echoed) == len(sent) else None)
        # when the app says the message was said (its created_at, else the reference_time it gives for its dates)
        said = _said_at(message) if capturing else None
        op.input(var_id, content if content is not None else MISSING, kind="message", relation=sc.REL_DERIVED_FROM,
                 said_at=said)
        sources.append(var_id)
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(sources))
    op.set_attribute(sc.MEMTRACE_OP_OUTPUTS_DEFERRED, True)  # the server extracts facts from them, out of sight
    context = getattr(result, "context", None)
    if isinstance(context, str) and context:
        op.output(_var("context", capture.content_hash(context).split(":", 1)[-1]), context, kind="context",
                  source_ids=sources)


def _start_add_episode(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    return _op(sc.KIND_INGEST, "graph.episode.add", sc.OP_CREATE_MEMORY, _arg(args, kwargs, 0, "graph_uuid"))


def _finish_add_episode(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    op.set_attribute(sc.MEMTRACE_OP_OUTPUTS_DEFERRED, True)
    episode = getattr(result, "episode", None)
    uuid = _uuid(episode)
    if uuid is None:
        return
    content = getattr(episode, "content", None) or given(kwargs.get("data"))
    op.output(_var("episode", uuid), content if content is not None else MISSING, kind="episode")
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_ID, str(uuid))
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)


# ---------------------------------------------------------------------------------------------------- search
# result kind -> (variable prefix, variable kind, content field)
_RESULTS = {"edges": ("edge", "memory_record", "fact"), "nodes": ("node", "memory_record", "summary"),
            "episodes": ("episode", "episode", "content")}


def _read_items(op: Operation, what: str, items: Iterable[Any], records: list) -> list[str]:
    prefix, kind, field = _RESULTS[what]
    read = []
    for rank, item in enumerate(items or ()):
        uuid = _uuid(item)
        if uuid is None:
            continue
        var_id = _var(prefix, uuid) if what != "episodes" else source_var(uuid)
        kind = "message" if var_id.startswith(f"{SYSTEM}:msg:") else _RESULTS[what][1]
        content = getattr(item, field, None)
        if what == "nodes" and not content:
            content = getattr(item, "name", None)
        sources = [source_var(e) for e in getattr(item, "episode_uuids", None) or ()]
        if sources and content is not None:
            observe_extraction(SYSTEM, var_id, kind, content, sources)
        score = getattr(item, "score", None)
        declare_read(op, var_id, content, kind=kind, rank=rank, score=score)
        read.append(var_id)
        records.append({"id": str(uuid), "kind": kind, "content": content, "score": score,
                        "source_ids": sources, "invalid_at": getattr(item, "invalid_at", None)})
    return read


def _start_search(what: str):
    def start(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
        page_size = given(kwargs.get("page_size"))
        op = _op(sc.KIND_RETRIEVE, f"graph.search_{what}", sc.OP_SEARCH_MEMORY, _arg(args, kwargs, 0, "graph_uuid"),
                 attributes={sc.GEN_AI_REQUEST_TOP_K: page_size if isinstance(page_size, int) else None})
        declare_query(op, SYSTEM, given(kwargs.get("query")))
        return op

    def finish(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
        query = given(kwargs.get("query"))
        if isinstance(query, str) and query:
            op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, query, kind="query")
        items = getattr(result, "items", None)  # the pager's first page: what the caller holds now
        if items is None:
            return
        records: list = []
        _read_items(op, what, items, records)
        op.set_records(records)

    return start, finish


def _start_context(name: str, store_param: str):
    def start(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
        store = _arg(args, kwargs, 0, store_param)
        op = _op(sc.KIND_RETRIEVE, name, sc.OP_SEARCH_MEMORY, store,
                 conversation_id=store if store_param == "thread_uuid" else None)
        declare_query(op, SYSTEM, given(kwargs.get("query")))
        return op

    def finish(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
        store = _arg(args, kwargs, 0, store_param)
        results, records, sources = getattr(result, "results", None), [], []
        for what in _RESULTS:
            sources += _read_items(op, what, getattr(results, what, None) or (), records)
        if records:
            op.set_records(records)
        context = getattr(result, "context", None)
        if isinstance(context, str) and context:
            op.output(_var("context", capture.content_hash(context).split(":", 1)[-1]), context, kind="context",
                      source_ids=sources)

    return start, finish


# ---------------------------------------------------------------------------------------------------- edges
def _start_edge_update(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    return _op(sc.KIND_UPDATE, "graph.edge.update", sc.OP_UPDATE_MEMORY, _arg(args, kwargs, 0, "graph_uuid"),
               record_id=_arg(args, kwargs, 1, "edge_uuid"))


def _finish_edge_update(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    edge_uuid = _uuid(result) or _arg(args, kwargs, 1, "edge_uuid")
    fact = getattr(result, "fact", None)
    if fact is None:
        fact = given(kwargs.get("fact"))
    if edge_uuid is None or fact is None:
        return
    op.output(_var("edge", edge_uuid), fact, kind="memory_record")
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)


def _start_edge_delete(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    return _op(sc.KIND_DELETE, "graph.edge.delete", sc.OP_DELETE_MEMORY, _arg(args, kwargs, 0, "graph_uuid"),
               record_id=_arg(args, kwargs, 1, "edge_uuid"))


def _finish_edge_delete(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    edge_uuid = _arg(args, kwargs, 1, "edge_uuid")
    if edge_uuid is not None:
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, declare_deletes(op, [_var("edge", edge_uuid)], kind="memory_record"))


_HANDLERS: dict[tuple[str, str], dict[str, tuple]] = {
    ("zep_cloud.thread.client", "ThreadClient"): {
        "add_messages": (_start_add_messages, _finish_add_messages),
        "get_context": _start_context("thread.get_context", "thread_uuid"),
    },
    ("zep_cloud.graph.client", "GraphClient"): {
        "search_edges": _start_search("edges"),
        "search_nodes": _start_search("nodes"),
        "search_episodes": _start_search("episodes"),
        "get_context": _start_context("graph.get_context", "graph_uuid"),
    },
    ("zep_cloud.graph.edge.client", "EdgeClient"): {
        "update": (_start_edge_update, _finish_edge_update),
        "delete": (_start_edge_delete, _finish_edge_delete),
    },
    ("zep_cloud.graph.episode.client", "EpisodeClient"): {
        "add": (_start_add_episode, _finish_add_episode),
    },
}


class ZepInstrumentor(MemtraceInstrumentor):
    """Memory-operation spans for the Zep client (``zep-cloud`` 4.x): threads, graph search, facts."""

    _instruments = ("zep-cloud >= 4.0",)
    trigger_module = "zep_cloud"
    extra = "zep"

    def targets(self) -> list[WrapTarget]:
        return client_targets(_HANDLERS)
