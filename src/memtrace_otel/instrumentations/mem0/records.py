"""Reading and writing mem0 memory records with their lineage: the writer's trace context travels in the record's
payload metadata (``lineage.record_metadata``), so a search in another trace or process links to the span that
wrote the exact version it returned."""

from __future__ import annotations

from typing import Any, Mapping, Optional

from ... import capture, lineage
from ...api import Operation
from .. import retrieval_cache
from ..record_versions import read_from_metadata
from .ids import record_var_id

RECORD_KIND = "memory_record"


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def read_record(op: Operation, memory_id: Any, text: Any, metadata: Any, *, rank: Optional[int] = None,
                score: Any = None, remember: bool = False) -> None:
    """Declare that ``op`` read a record; the version and producer come from the record's own metadata when its
    stored hash matches the content (else the version registry resolves it)."""
    if not op.recording or memory_id in (None, ""):
        return
    var_id = record_var_id(memory_id)
    hash_ = capture.content_hash(text) if text not in (None, "") else None
    version, producer = read_from_metadata(var_id, hash_, metadata)
    try:
        score_value = float(score) if score is not None else None
    except (TypeError, ValueError):
        score_value = None
    kwargs: dict = {"kind": RECORD_KIND, "rank": rank, "score": score_value, "version": version,
                    "producer": producer, "hash": hash_}
    ref = op.input(var_id, text, **kwargs) if text not in (None, "") else op.input(var_id, **kwargs)
    if remember and ref is not None and op.trace_id:
        retrieval_cache.remember(var_id, ref.version, ref.hash, text if isinstance(text, str) else None,
                                 op.trace_id, op.span_id)


def read_items(op: Operation, items: Any, *, remember: bool = False, ranked: bool = True) -> int:
    """Declare every result item (dicts from Memory.search/get_all, or vector-store OutputData) as read."""
    count = 0
    for rank, item in enumerate(items or ()):
        if isinstance(item, Mapping) and "payload" not in item:
            memory_id, text = item.get("id"), item.get("memory")
            metadata = item.get("metadata")
        else:
            memory_id = _get(item, "id")
            payload = _get(item, "payload") or {}
            text = payload.get("data") if isinstance(payload, Mapping) else None
            metadata = payload
        read_record(op, memory_id, text, metadata, rank=rank if ranked else None, score=_get(item, "score"),
                    remember=remember)
        count += 1
    return count


def observe_items(items: Any) -> None:
    """Seed the version registry from records a store returned (get/list), without declaring a read."""
    if items is None:
        return
    if not isinstance(items, (list, tuple)):
        items = [items]
    for item in items:
        if isinstance(item, (list, tuple)):  # some stores return ([records], ...)
            observe_items(item)
            continue
        memory_id, payload = _get(item, "id"), _get(item, "payload")
        if memory_id is not None and isinstance(payload, Mapping):
            lineage.observe_from_metadata(record_var_id(memory_id), payload)


def result_items(result: Any) -> list:
    """The list of memory dicts in a mem0 result ({"results": [...]} or a bare list)."""
    if isinstance(result, Mapping):
        items = result.get("results")
        if items is None and ("id" in result and ("memory" in result or "data" in result)):
            return [result]
        return list(items) if isinstance(items, list) else []
    if isinstance(result, list):
        return result
    return []
