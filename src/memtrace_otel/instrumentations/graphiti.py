"""Graphiti (``graphiti-core``): episodes -> entity and edge (fact) extraction -> edge invalidation -> hybrid search,
as memory operations.

    from memtrace_otel.instrumentations.graphiti import GraphitiInstrumentor
    GraphitiInstrumentor().instrument()

Mapping:
- ``Graphiti.add_episode`` -> op kind ``ingest`` named ``graphiti.add_episode`` (``create_memory``). Input: the
  episode, ``graphiti:episode:<uuid>`` (kind ``message``, ``derived_from``; its body as content). Outputs: each
  fact (entity edge) ``graphiti:edge:<uuid>`` (kind ``memory_record``, content ``{"fact", "valid_at",
  "invalid_at"}``, dates as ``YYYY-MM-DD``) and each entity ``graphiti:node:<uuid>`` (kind ``entity``, content its
  name and summary), with the episode as source; an entity whose summary changed is version n+1. A fact this
  episode invalidated (Graphiti sets its ``invalid_at`` / ``expired_at`` and keeps it as history) is no longer true:
  a tombstone, version n+1 of the same variable (relation ``deletes`` to the version it ends); a search that still
  returns it as history reads that tombstone version. A fact or entity returned as it was is not an output.
- ``Graphiti.add_episode_bulk`` -> the same, for every episode in the batch.
- ``Graphiti.search`` (hybrid search over facts) -> kind ``retrieve`` (``search_memory``): the query is an input
  (``query:<hash>``), each fact returned a read with rank, linked to the ``add_episode`` that wrote that version.
  ``Graphiti.search_`` (the advanced search) reads its edges, nodes and episodes the same way.
- ``Graphiti.remove_episode`` -> kind ``delete`` (``delete_memory``): tombstones for the episode and for each fact
  only it supported (read before the call, as Graphiti decides).
- ``gen_ai.provider.name=graphiti``, ``memtrace.op.system=graphiti``, ``gen_ai.memory.store.id`` = the group id.

Graphiti's own LLM and embedding calls (through its OpenAI clients) are children of these spans; the OpenAI or
LiteLLM instrumentations trace them.
"""

from __future__ import annotations

from typing import Any, Collection, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation, Variable
from ..guard import dont_throw
from . import retrieval_cache
from .base import MemtraceInstrumentor, WrapTarget, call_wrapper
from .record_versions import already_deleted, declare_deletes, exists, version_read
from .traced_call import TracedCall, family_operation, inside_family

SYSTEM = "graphiti"
FAMILY = "graphiti"
MODULE = "graphiti_core.graphiti"


def argument(args: tuple, kwargs: dict, name: str, index: int, default: Any = None) -> Any:
    if name in kwargs:
        return kwargs[name]
    return args[index] if len(args) > index else default


def edge_var_id(uuid: Any) -> str:
    return f"{SYSTEM}:edge:{uuid}"


def node_var_id(uuid: Any) -> str:
    return f"{SYSTEM}:node:{uuid}"


def episode_var_id(uuid: Any) -> str:
    return f"{SYSTEM}:episode:{uuid}"


def _day(value: Any) -> Optional[str]:
    iso = getattr(value, "isoformat", None)
    return iso()[:10] if iso is not None else (str(value)[:10] if value else None)


def edge_content(edge: Any) -> dict:
    """A fact's content as written and as read back (dates to the day: the graph database may round the time)."""
    invalid = getattr(edge, "invalid_at", None) or getattr(edge, "expired_at", None)
    return {"fact": getattr(edge, "fact", None), "valid_at": _day(getattr(edge, "valid_at", None)),
            "invalid_at": _day(invalid)}


def node_content(node: Any) -> str:
    summary = getattr(node, "summary", None) or ""
    return f"{getattr(node, 'name', '')}: {summary}".strip().rstrip(":")


def _op(kind: str, name: str, operation_name: str, group_id: Any, **kwargs: Any) -> Operation:
    return family_operation(FAMILY, kind, name, system=SYSTEM, operation_name=operation_name, provider=SYSTEM,
                            store_id=str(group_id) if group_id else None, span_name=name, **kwargs)


def _changed(var_id: str, content: Any) -> bool:
    """Not the content this process last saw written there (a new version, or a first sight)."""
    hash_ = capture.content_hash(content)
    version = version_read(var_id, hash_)
    return version is None or version == 0


# ---------------------------------------------------------------------------------------------------- add_episode
def _declare_episode(op: Operation, episode: Any, body: Any, nodes: Any, edges: Any) -> int:
    episode_id = episode_var_id(getattr(episode, "uuid", None))
    content = body if body is not None else (getattr(episode, "content", None) or MISSING)
    op.input(episode_id, content, kind="message", relation=sc.REL_DERIVED_FROM)
    written, records = 0, []
    for node in nodes or ():
        var_id, value = node_var_id(node.uuid), node_content(node)
        if _changed(var_id, value):
            op.output(var_id, value, kind="entity", source_ids=[episode_id])
            written += 1
    invalidated = []
    for edge in edges or ():
        var_id, value = edge_var_id(edge.uuid), edge_content(edge)
        if value["invalid_at"] and exists(var_id):
            invalidated.append(var_id)  # a fact this episode contradicted: no longer true, kept as history
            continue
        if not _changed(var_id, value):
            continue
        sources = [episode_id] + [node_var_id(u) for u in (edge.source_node_uuid, edge.target_node_uuid) if u]
        op.output(var_id, value, kind="memory_record", source_ids=sources)
        records.append({"id": var_id, "content": value["fact"]})
        written += 1
    op.set_records(records)
    return written + declare_deletes(op, invalidated, "memory_record")


@dont_throw
def _finish_add(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    body = argument(args, kwargs, "episode_body", 1)
    count = _declare_episode(op, result.episode, body, result.nodes, result.edges)
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, count)
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_ID, str(result.episode.uuid))


def _start_add(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    if inside_family(FAMILY):
        return None
    return _op(sc.KIND_INGEST, f"{SYSTEM}.add_episode", sc.OP_CREATE_MEMORY, argument(args, kwargs, "group_id", 5))


@dont_throw
def _finish_add_bulk(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    episodes = list(getattr(result, "episodes", None) or ())
    count = 0
    for index, episode in enumerate(episodes):
        # the batch's facts and entities come from all its episodes: each names the first as its source
        count += _declare_episode(op, episode, getattr(episode, "content", None) or None,
                                  result.nodes if index == 0 else (), result.edges if index == 0 else ())
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, count)


def _start_add_bulk(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    if inside_family(FAMILY):
        return None
    return _op(sc.KIND_INGEST, f"{SYSTEM}.add_episode_bulk", sc.OP_CREATE_MEMORY,
               argument(args, kwargs, "group_id", 1))


# ---------------------------------------------------------------------------------------------------- search
def _start_search(name: str):
    def start(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
        if inside_family(FAMILY):
            return None
        query = argument(args, kwargs, "query", 0)
        group_ids = argument(args, kwargs, "group_ids", 2)
        inputs = ()
        if isinstance(query, str) and query:
            inputs = (Variable("query:" + capture.content_hash(query)[len("sha256:"):], query, "query",
                               relation=sc.REL_DERIVED_FROM),)
        attrs = {}
        limit = argument(args, kwargs, "num_results", 3) if name == "search" else None
        if isinstance(limit, int):
            attrs[sc.GEN_AI_REQUEST_TOP_K] = limit
        op = _op(sc.KIND_RETRIEVE, f"{SYSTEM}.{name}", sc.OP_SEARCH_MEMORY,
                 ",".join(group_ids) if isinstance(group_ids, (list, tuple)) else None, inputs=inputs,
                 attributes=attrs)
        return op

    return start


def _read(op: Operation, var_id: str, value: Any, kind: str, rank: int, score: Any, text: Optional[str]) -> dict:
    hash_ = capture.content_hash(value)
    version = version_read(var_id, hash_)
    if isinstance(value, dict) and value.get("invalid_at") and already_deleted(var_id):
        version = lineage.REGISTRY.current(var_id).version  # an invalidated fact returned as history
    ref = op.input(var_id, value, kind=kind, version=version, rank=rank,
                   score=float(score) if isinstance(score, (int, float)) else None, hash=hash_)
    if ref is not None and text:  # a later prompt in this trace quoting the fact links to this read
        retrieval_cache.remember(var_id, ref.version, ref.hash, text, op.trace_id, op.span_id, kind=kind)
    return {"id": var_id, "content": text, "score": score}


@dont_throw
def _finish_search(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    query = argument(args, kwargs, "query", 0)
    if isinstance(query, str):
        op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, query, kind="query")
    records = []
    if isinstance(result, list):
        edges, nodes, episodes, scores = result, [], [], []
    else:
        edges, nodes = list(getattr(result, "edges", None) or ()), list(getattr(result, "nodes", None) or ())
        episodes, scores = list(getattr(result, "episodes", None) or ()), list(getattr(result, "edge_reranker_scores",
                                                                                      None) or ())
    for rank, edge in enumerate(edges):
        value = edge_content(edge)
        score = scores[rank] if rank < len(scores) else None
        records.append(_read(op, edge_var_id(edge.uuid), value, "memory_record", rank, score, value["fact"]))
    for rank, node in enumerate(nodes):
        value = node_content(node)
        records.append(_read(op, node_var_id(node.uuid), value, "entity", rank, None, value))
    for rank, episode in enumerate(episodes):
        op.input(episode_var_id(episode.uuid), getattr(episode, "content", None) or MISSING, kind="message",
                 rank=rank)
    op.set_records(records)


# ---------------------------------------------------------------------------------------------------- remove_episode
class _RemoveCall(TracedCall):
    """remove_episode: which facts go with the episode is read before the call (those only it supports)."""

    def __init__(self, op: Operation, instance: Any, args: tuple, kwargs: dict):
        super().__init__(op, args, kwargs)
        self.instance, self.episode_uuid = instance, argument(args, kwargs, "episode_uuid", 0)
        self.doomed: list[str] = []

    def before(self):
        from graphiti_core.edges import EntityEdge
        from graphiti_core.nodes import EpisodicNode

        driver, uuid = self.instance.driver, self.episode_uuid

        async def read():
            episode = await EpisodicNode.get_by_uuid(driver, uuid)
            edges = await EntityEdge.get_by_uuids(driver, episode.entity_edges) if episode.entity_edges else []
            return [e.uuid for e in edges if list(e.episodes or ()) == [uuid]]

        return read

    def absorb(self, fetched: Any) -> None:
        self.doomed = [edge_var_id(u) for u in fetched or ()]

    @dont_throw
    def finish(self, result: Any) -> None:
        if not self.op.recording:
            return
        count = declare_deletes(self.op, [episode_var_id(self.episode_uuid), *self.doomed], "memory_record")
        self.op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, count)


def _prepare_remove(wrapped, instance, args, kwargs) -> Optional[TracedCall]:
    if inside_family(FAMILY):
        return None
    uuid = argument(args, kwargs, "episode_uuid", 0)
    op = _op(sc.KIND_DELETE, f"{SYSTEM}.remove_episode", sc.OP_DELETE_MEMORY, None, record_id=uuid)
    return _RemoveCall(op, instance, args, kwargs)


class GraphitiInstrumentor(MemtraceInstrumentor):
    """Memory spans for ``graphiti_core.Graphiti``: episodes in, facts and entities out, invalidation, search."""

    _instruments: Collection[str] = ("graphiti-core >= 0.20",)
    trigger_module = "graphiti_core"
    extra = "graphiti"

    def targets(self) -> list[WrapTarget]:
        return [
            WrapTarget(MODULE, "Graphiti.add_episode", _start_add, _finish_add),
            WrapTarget(MODULE, "Graphiti.add_episode_bulk", _start_add_bulk, _finish_add_bulk),
            WrapTarget(MODULE, "Graphiti.search", _start_search("search"), _finish_search),
            WrapTarget(MODULE, "Graphiti.search_", _start_search("search_"), _finish_search),
            WrapTarget(MODULE, "Graphiti.remove_episode",
                       wrapper=call_wrapper(_prepare_remove, "graphiti.Graphiti.remove_episode")),
        ]
