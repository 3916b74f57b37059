"""qdrant-client: ``QdrantClient`` and ``AsyncQdrantClient`` point operations as memory operations.

* Points are variables ``qdrant:<collection>:<point id>`` of kind ``chunk``; their content is the payload (without
  memtrace's keys), since in qdrant the payload *is* the record (a point without payload has content ``{}``).
* upsert / upload_points -> ``write`` (upsert_memory); set_payload (merge) and overwrite_payload -> ``update``
  (update_memory); delete -> ``delete`` (delete_memory, tombstones, ids found through a filter too). Same payload ->
  ``unchanged``, other payload -> ``update`` v(n+1).
* retrieve / scroll -> ``retrieve`` of the returned points; query_points / query_batch_points -> ``retrieve``
  (search_memory) with the query as an input (document text, a point id, or the hash of a vector) and each returned
  point an input ``reads`` with rank and qdrant's score, linked to the writer of the returned version.
* The writer's trace context goes into each point's payload (a copy of the user's points; see :mod:`.vectorstore`
  for the keys, the opt-out, and how calls inside mem0 or alongside OpenLLMetry's qdrant instrumentation are
  handled). A payload written to several points at once (set_payload with a filter) carries the writer's trace and
  span ids with version 0 ("unknown"): the version differs per point.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Mapping  # isinstance on typing's aliases is slower
from typing import Any, Iterable, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation
from .record_versions import observe_existing, predict_write
from .vectorstore import (RECORD_KIND, StoreAdapter, StoreCall, StoreInstrumentor, declare_reads,
                          lineage_metadata_enabled, without_lineage_keys)
from .said_at import said_at_of
from .call_args import with_argument

SYSTEM = "qdrant"
_PARAMS = {
    "upsert": ("collection_name", "points"),
    "upload_points": ("collection_name", "points"),
    "set_payload": ("collection_name", "payload", "points", "key"),
    "overwrite_payload": ("collection_name", "payload", "points"),
    "delete": ("collection_name", "points_selector"),
    "retrieve": ("collection_name", "ids"),
    "scroll": ("collection_name", "scroll_filter", "limit"),
    "query_points": ("collection_name", "query"),
    "query_batch_points": ("collection_name", "requests"),
}
_SCAN_LIMIT = 10_000  # points read to resolve a filter selector before a write/delete


def _point_id(value: Any) -> str:
    if type(value) is int:
        return str(value)
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, str):
        try:
            return str(uuid.UUID(value))  # qdrant returns UUIDs in canonical form
        except ValueError:
            return value
    num = getattr(value, "num", None)  # grpc PointId
    if num is not None and getattr(value, "HasField", None) and value.HasField("num"):
        return str(num)
    text = getattr(value, "uuid", None)
    if text:
        return _point_id(text)
    return str(value)


def _payload_content(payload: Any) -> Any:
    if payload is None:
        return {}
    # without_lineage_keys builds the new dict itself: no copy before it
    return without_lineage_keys(payload) if type(payload) is dict or isinstance(payload, Mapping) else payload


def _selector(points: Any) -> tuple[Optional[list], Any]:
    """(ids as given, filter) of a points selector: a list of ids, PointIdsList, Filter or FilterSelector."""
    if points is None:
        return None, None
    if isinstance(points, (list, tuple)):
        return list(points), None
    inner = getattr(points, "points", None)
    if isinstance(inner, (list, tuple)):
        return list(inner), None
    flt = getattr(points, "filter", None)
    if flt is not None and type(points).__name__ == "FilterSelector":
        return None, flt
    if type(points).__name__ == "Filter":
        return None, points
    return None, None


def _query_content(query: Any) -> tuple[Any, str]:
    """(content or MISSING, hash) of a query: a document's text, a point id, or a vector (hash only)."""
    if query is None:
        return MISSING, ""
    if hasattr(query, "tolist"):
        query = query.tolist()
    if isinstance(query, (list, tuple)):
        if query and not isinstance(query[0], (list, tuple)):  # a dense vector: the hash of its rounded values
            return MISSING, capture.rounded_vector_hash(query)
        return MISSING, capture.content_hash(query)
    if isinstance(query, (str, int, uuid.UUID)):
        text = f"point:{_point_id(query)}"
        return text, capture.content_hash(text)
    nearest = getattr(query, "nearest", None)
    if nearest is not None:
        return _query_content(nearest)
    text = getattr(query, "text", None)
    if isinstance(text, str):
        return text, capture.content_hash(text)
    dump = query.model_dump() if hasattr(query, "model_dump") else str(query)
    return MISSING, capture.content_hash(dump)


class _QdrantCall(StoreCall):
    def __init__(self, method: str, instance: Any, params: dict):
        super().__init__(SYSTEM, method, str(params.get("collection_name") or ""))
        self.params = params


class _Upsert(_QdrantCall):
    kind = sc.KIND_WRITE
    operation_name = sc.OP_UPSERT_MEMORY

    def __init__(self, method: str, instance: Any, params: dict):
        super().__init__(method, instance, params)
        self.records: list[tuple] = []  # (var id, content[, hash]): the hash once computed, for the output
        points = params.get("points")
        self.batch = points if type(points).__name__ == "Batch" else None
        self.eager = self.batch is not None or isinstance(points, (list, tuple))
        # a one-shot iterator (upload_points) is stamped lazily; anything else qdrant does not take as points
        # (a string, None, a mapping...) goes to qdrant untouched so it fails exactly as it would bare
        self.lazy = not self.eager and isinstance(points, Iterator) and not isinstance(points, (str, bytes))

    def _raw_ids(self) -> list:
        if self.batch is not None:
            return list(self.batch.ids)
        if self.eager:
            return [getattr(p, "id", None) for p in self.params["points"]]
        return []

    def record_id(self) -> Optional[str]:
        ids = self._raw_ids()
        return _point_id(ids[0]) if len(ids) == 1 else None

    def prefetch(self, instance: Any):
        unseen = self.unseen(self._raw_ids(), _point_id)
        if not unseen:
            return None
        return lambda: instance.retrieve(self.collection, ids=unseen, with_payload=True, with_vectors=False)

    def absorb_prefetch(self, result: Any) -> None:
        for record in result or ():
            payload = getattr(record, "payload", None)
            observe_existing(self.var_id(_point_id(record.id)), _payload_content(payload), payload)

    def _stamp(self, op: Operation, point_id: Any, payload: Any) -> Any:
        """Record the point and return its payload with the writer's lineage keys added (a new dict)."""
        var_id = self.var_id(_point_id(point_id))
        content = _payload_content(payload)
        stampable = payload is None or type(payload) is dict or isinstance(payload, Mapping)
        if not op.recording or not self._lineage_keys or not stampable:
            self.records.append((var_id, content))
            return payload
        hash_ = capture.content_hash(content)
        self.records.append((var_id, content, hash_))
        merged = dict(payload or {})
        merged.update(predict_write(var_id, hash_, op.trace_id, op.span_id))
        return merged

    def _stamp_point(self, op: Operation, point: Any) -> Any:
        if not hasattr(point, "model_copy"):  # grpc PointStruct: recorded, not stamped
            self.records.append((self.var_id(_point_id(point.id)), {}))
            return point
        payload = self._stamp(op, point.id, point.payload)
        return point if payload is point.payload else point.model_copy(update={"payload": payload})

    _lineage_keys = True  # lineage_metadata_enabled(SYSTEM), read once per call (inject)

    def inject(self, op: Operation, args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        self.records = []
        self._lineage_keys = lineage_metadata_enabled(SYSTEM)
        params = dict(self.params)
        points = params.get("points")
        if self.batch is not None:
            if self.batch.payloads is not None and len(self.batch.payloads) != len(self.batch.ids):
                self.records = [(self.var_id(_point_id(i)), {}) for i in self.batch.ids]
                return args, kwargs  # qdrant rejects the batch: it must see exactly what the caller passed
            payloads = list(self.batch.payloads or [None] * len(self.batch.ids))
            stamped = [self._stamp(op, pid, payloads[i] if i < len(payloads) else None)
                       for i, pid in enumerate(self.batch.ids)]
            params["points"] = self.batch.model_copy(update={"payloads": stamped})
        elif self.eager:
            if not all(hasattr(p, "id") for p in points):
                return args, kwargs  # not points qdrant takes: it raises its own error
            params["points"] = type(points)(self._stamp_point(op, p) for p in points)
        elif self.lazy:
            params["points"] = self._stream(op, points)
        else:
            return args, kwargs
        return with_argument(self.target, args, kwargs, "points", params["points"])

    def validate(self) -> bool:
        batch = self.batch
        if batch is not None:
            ids = getattr(batch, "ids", None)
            payloads = getattr(batch, "payloads", None)
            return isinstance(ids, (list, tuple)) and (payloads is None or len(payloads) == len(ids))
        return True

    def _stream(self, op: Operation, points: Iterable) -> Iterator:
        for point in points:  # a generator stays lazy: ids are recorded as qdrant consumes them
            yield self._stamp_point(op, point)

    def finish(self, op: Operation, result: Any) -> None:
        capturing = capture.capture_enabled()
        for var_id, content, *hash_ in self.records:
            op.output(var_id, content, kind=RECORD_KIND, hash=hash_[0] if hash_ else None,
                      said_at=said_at_of(content) if capturing else None)
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(self.records))


class _Selected(_QdrantCall):
    """Calls that act on a points selector (ids or a filter): payload updates and deletes."""

    selector_param = "points"

    def __init__(self, method: str, instance: Any, params: dict):
        super().__init__(method, instance, params)
        self.ids, self.filter = _selector(params.get(self.selector_param))
        self.current: dict[str, Any] = {}  # var id -> stored payload content (from the pre-read)

    def record_id(self) -> Optional[str]:
        return _point_id(self.ids[0]) if self.ids and len(self.ids) == 1 else None

    def prefetch(self, instance: Any):
        if self.filter is not None:
            return lambda: instance.scroll(self.collection, scroll_filter=self.filter, limit=_SCAN_LIMIT,
                                           with_payload=True, with_vectors=False)
        if self.ids:
            return lambda: instance.retrieve(self.collection, ids=self.ids, with_payload=True, with_vectors=False)
        return None

    def absorb_prefetch(self, result: Any) -> None:
        records = result[0] if isinstance(result, tuple) else result
        found = []
        for record in records or ():
            found.append(record.id)
            var_id = self.var_id(_point_id(record.id))
            observe_existing(var_id, _payload_content(record.payload), record.payload)
            self.current[var_id] = _payload_content(record.payload)
        self.ids = found  # only points that exist are touched


class _PayloadWrite(_Selected):
    kind = sc.KIND_UPDATE
    operation_name = sc.OP_UPDATE_MEMORY

    def _new_content(self, var_id: str) -> Any:
        payload = dict(self.params.get("payload") or {})
        if self.method == "overwrite_payload":
            return without_lineage_keys(payload)
        old = dict(self.current.get(var_id) or {})
        key = self.params.get("key")
        if key:
            nested = old.get(key) if isinstance(old.get(key), Mapping) else {}
            old[key] = {**nested, **payload}
        else:
            old.update(payload)
        return without_lineage_keys(old)

    def inject(self, op: Operation, args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        payload = self.params.get("payload")
        if not op.recording or not lineage_metadata_enabled(SYSTEM) or not isinstance(payload, Mapping) or not self.ids:
            return args, kwargs
        if self.params.get("key") and self.method == "set_payload":
            return args, kwargs  # a nested-key update cannot carry top-level keys
        if len(self.ids) == 1:
            var_id = self.var_id(_point_id(self.ids[0]))
            keys = predict_write(var_id, capture.content_hash(self._new_content(var_id)), op.trace_id, op.span_id)
        else:
            # one payload for several points: the writer is known, each point's version is not (0 = resolve later)
            keys = {**lineage.record_metadata(op.trace_id, op.span_id, 0, "")}
        return with_argument(self.target, args, kwargs, "payload", {**payload, **keys})

    def finish(self, op: Operation, result: Any) -> None:
        for point_id in self.ids or ():
            var_id = self.var_id(_point_id(point_id))
            op.output(var_id, self._new_content(var_id), kind=RECORD_KIND)
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(self.ids or ()))


class _Delete(_Selected):
    kind = sc.KIND_DELETE
    operation_name = sc.OP_DELETE_MEMORY
    selector_param = "points_selector"

    def finish(self, op: Operation, result: Any) -> None:
        self.declare_deletes(op, [_point_id(point_id) for point_id in self.ids or ()])


_TEXT_FIELDS = ("text", "document", "page_content", "content", "data", "memory")  # data: mem0, page_content: LangChain


def _text_of(payload: Any) -> Optional[str]:
    """The payload field a prompt would quote, for linking model calls to this read."""
    if type(payload) is dict or isinstance(payload, Mapping):
        for field in _TEXT_FIELDS:
            if isinstance(payload.get(field), str):
                return payload[field]
    return None


def _declare_points(op: Operation, call: StoreCall, points: Iterable, records: list, scored: bool) -> None:
    reads, ids, scores = [], [], []
    prefix = f"{call.system}:{call.collection}:"  # call.var_id()
    try:
        for rank, point in enumerate(points or ()):
            payload = getattr(point, "payload", None)
            content = _payload_content(payload) if payload is not None else MISSING
            score = getattr(point, "score", None) if scored else None
            point_id = _point_id(point.id)
            reads.append((prefix + point_id, content, payload, rank, score, _text_of(payload)))
            ids.append(point_id)
            scores.append(score)
    finally:  # a point that cannot be read: the ones before it are declared, as one at a time would have
        contents = declare_reads(op, reads)
    for point_id, content, score in zip(ids, contents, scores):
        records.append({"id": point_id, "content": None if content is MISSING else content, "score": score})


class _Read(_QdrantCall):
    """retrieve (exact ids) and scroll (a filter): every returned point is read."""

    kind = sc.KIND_RETRIEVE
    operation_name = sc.OP_SEARCH_MEMORY

    def finish(self, op: Operation, result: Any) -> None:
        points = result[0] if isinstance(result, tuple) else result
        records: list = []
        _declare_points(op, self, points, records, scored=False)
        op.set_records(records)


class _Query(_QdrantCall):
    kind = sc.KIND_RETRIEVE
    operation_name = sc.OP_SEARCH_MEMORY

    def _queries(self) -> list:
        if self.method == "query_batch_points":
            return [getattr(r, "query", None) for r in self.params.get("requests") or ()]
        return [self.params.get("query")]

    def extra_attributes(self) -> dict:
        if self.method != "query_points":
            requests = self.params.get("requests") or ()
            return {sc.MEMTRACE_RETRIEVAL_FILTERED: any(getattr(r, "filter", None) is not None for r in requests)}
        limit = self.params.get("limit", 10)
        # (what besides rank can keep a point out of the results: a payload filter, a score threshold)
        attributes: dict = {sc.MEMTRACE_RETRIEVAL_FILTERED: self.params.get("query_filter") is not None}
        if isinstance(limit, int):
            attributes[sc.GEN_AI_REQUEST_TOP_K] = limit
        threshold = self.params.get("score_threshold")
        if isinstance(threshold, (int, float)) and not isinstance(threshold, bool):
            attributes[sc.MEMTRACE_RETRIEVAL_SCORE_THRESHOLD] = float(threshold)
        return attributes

    _contents: Optional[list] = None

    def _query_contents(self) -> list:
        """(content or MISSING, hash) of each query, computed once per call (a vector's hash rounds every float)."""
        if self._contents is None:
            self._contents = [_query_content(query) for query in self._queries()]
        return self._contents

    def operation(self, adopt: Any = None) -> Operation:
        op = super().operation(adopt)
        for content, hash_ in self._query_contents():
            if hash_:
                self.declare_query(op, content, hash_)
        return op

    def finish(self, op: Operation, result: Any) -> None:
        texts = [c for c, _ in self._query_contents() if isinstance(c, str) and not c.startswith("point:")]
        if texts:
            op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, texts[0] if len(texts) == 1 else texts,
                                     kind="query")
        responses = result if isinstance(result, list) else [result]
        records: list = []
        for response in responses:
            _declare_points(op, self, getattr(response, "points", None), records, scored=True)
        op.set_records(records)


class QdrantAdapter(StoreAdapter):
    system = SYSTEM
    openllmetry_module = "opentelemetry.instrumentation.qdrant"

    params = _PARAMS
    calls = {"upsert": _Upsert, "upload_points": _Upsert, "set_payload": _PayloadWrite,
             "overwrite_payload": _PayloadWrite, "delete": _Delete, "retrieve": _Read, "scroll": _Read,
             "query_points": _Query, "query_batch_points": _Query}

    def collection_of(self, instance: Any, args: tuple, kwargs: dict) -> str:
        return str(kwargs.get("collection_name") or (args[0] if args else "") or "")


class QdrantInstrumentor(StoreInstrumentor):
    """Memory-operation spans for qdrant-client (sync and async clients)."""

    _instruments = ("qdrant-client >= 1.9",)
    trigger_module = "qdrant_client"
    extra = "qdrant"
    adapter = QdrantAdapter()
    classes = (("qdrant_client.qdrant_client", "QdrantClient"),
               ("qdrant_client.async_qdrant_client", "AsyncQdrantClient"))
