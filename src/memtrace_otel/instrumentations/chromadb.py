"""chromadb: ``Collection`` and ``AsyncCollection`` add / upsert / update / delete / get / query as memory operations.

* Records are variables ``chroma:<collection name>:<id>`` of kind ``chunk`` (a RAG store holds document chunks);
  their content is the document text (a record without a document: its embedding, hashed only).
* add / upsert -> ``write`` (create_memory / upsert_memory), update -> ``update`` (update_memory): one output per
  id, ``create`` v1, ``update`` v(n+1) when the document changed, ``unchanged`` otherwise (an ``add`` of an existing
  id is ignored by chroma, so it is ``unchanged``); metadata-only updates are ``unchanged``.
* delete -> ``delete`` (delete_memory): a tombstone version per deleted id (ids found through ``where`` too).
* query -> ``retrieve`` (search_memory): each query is an input (``query``: its text, or the hash of its
  embedding), each returned record an input ``reads`` with rank and score (cosine/ip: 1 - distance, l2:
  1 / (1 + distance)) linked to the writer of the returned version; get -> ``retrieve`` of exact ids.
* The writer's trace context goes into each record's metadata (see :mod:`.vectorstore` for the keys, the option to
  turn it off, and how calls inside mem0 or alongside OpenLLMetry's chroma instrumentation are handled).
"""

from __future__ import annotations

from collections.abc import Mapping  # isinstance on typing.Mapping is slower
from typing import Any, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation
from .record_versions import observe_existing, predict_write
from .vectorstore import (RECORD_KIND, StoreAdapter, StoreCall, StoreInstrumentor, declare_read,
                          lineage_metadata_enabled, without_lineage_keys)
from .said_at import said_at_of
from .call_args import with_argument

SYSTEM = "chroma"
_WRITE_PARAMS = ("ids", "embeddings", "metadatas", "documents", "images", "uris")
_PARAMS = {
    "add": _WRITE_PARAMS,
    "upsert": _WRITE_PARAMS,
    "update": _WRITE_PARAMS,
    "delete": ("ids", "where", "where_document", "limit"),
    "get": ("ids", "where", "limit", "offset", "where_document", "include"),
    "query": ("query_embeddings", "query_texts", "query_images", "query_uris", "ids", "n_results", "where",
              "where_document", "include"),
}


def _as_list(value: Any) -> Optional[list]:
    if value is None:
        return None
    if hasattr(value, "tolist"):
        value = value.tolist()
    if isinstance(value, (str, Mapping)):
        return [value]
    return list(value)


def _embedding_rows(value: Any) -> Optional[list]:
    """The embeddings as lists of numbers, one per record (one embedding given as a flat vector is one row)."""
    if value is None:
        return None
    rows = value.tolist() if hasattr(value, "tolist") else list(value)
    if rows and not isinstance(rows[0], (list, tuple)) and not hasattr(rows[0], "tolist"):
        rows = [rows]
    return [row.tolist() if hasattr(row, "tolist") else list(row) for row in rows]


def _embeddings(value: Any) -> Optional[list]:
    """The embeddings rounded as stored (float32: rounding keeps the hash stable on read-back)."""
    rows = _embedding_rows(value)
    return None if rows is None else [[round(float(v), 6) for v in row] for row in rows]


def _embedding_hashes(value: Any) -> Optional[list]:
    """``content_hash`` of each of ``_embeddings(value)`` (the rounded vectors), without building them."""
    rows = _embedding_rows(value)
    return None if rows is None else [capture.rounded_vector_hash(row) for row in rows]


def _score(distance: Any, space: str) -> Optional[float]:
    if distance is None:
        return None
    d = float(distance)
    return 1.0 - d if space in ("cosine", "ip") else 1.0 / (1.0 + d)


def _space(collection: Any) -> str:
    try:
        config = collection.configuration_json or {}
        for index in ("hnsw", "spann"):
            space = (config.get(index) or {}).get("space")
            if space:
                return str(space)
    except Exception:
        pass
    return "l2"


def _nth(values: Optional[list], i: int) -> Any:
    if values is None or i >= len(values):
        return None
    return values[i]


def _chroma_accepts(method: str, params: dict) -> bool:
    """Whether chroma's own argument validation (the one its add/upsert/update run first, before embedding or
    storing anything) accepts these arguments. Falls back to a structural check on chroma versions without it."""
    fields = {name: params.get(name) for name in _WRITE_PARAMS}
    try:
        import numpy as np
        from chromadb.api.types import normalize_insert_record_set, validate_insert_record_set
        fields["embeddings"] = _embedding_stand_in(fields["embeddings"], np)
    except Exception:  # another chroma version: lengths match and every given metadata is a non-empty dict
        ids = _as_list(fields["ids"]) or []
        for name in ("embeddings", "metadatas", "documents", "images", "uris"):
            values = _as_list(fields[name]) if name != "embeddings" else _embeddings(fields[name])
            if values is not None and len(values) != len(ids):
                return False
        metadatas = _as_list(fields["metadatas"]) or []
        return bool(ids) and all(m is None or (isinstance(m, Mapping) and m) for m in metadatas)
    try:
        records = normalize_insert_record_set(**fields)
        validate_insert_record_set(record_set=records)
        if method == "add" and not records.get("ids"):
            return False
    except Exception:
        return False
    return True


def _embedding_stand_in(value: Any, np: Any) -> Any:
    """As many one-number embeddings as chroma will count in ``value``. Validating the real vectors would convert
    every float (400 ms for 1,000 x 1,536 given as lists) for nothing: what we inject (metadata) cannot change how
    chroma judges the embeddings, only whether the lengths agree, and chroma still validates the real ones itself."""
    if value is None:
        return None
    if hasattr(value, "ndim") and hasattr(value, "shape"):
        count = 1 if value.ndim <= 1 else value.shape[0]
    elif isinstance(value, (list, tuple)):
        if not value:
            return value
        first = value[0]
        count = 1 if isinstance(first, (int, float, np.number)) else len(value)  # one flat vector, or a list
    else:
        return value  # something chroma will judge on its own: cheap to let its validator see it
    return np.zeros((count, 1), dtype=np.float32)


class _ChromaCall(StoreCall):
    def __init__(self, method: str, instance: Any, params: dict):
        super().__init__(SYSTEM, method, str(getattr(instance, "name", "") or ""))
        self.params = params
        self.ids = [str(i) for i in (_as_list(params.get("ids")) or [])]

    def record_id(self) -> Optional[str]:
        return self.ids[0] if len(self.ids) == 1 else None


class _Write(_ChromaCall):
    def __init__(self, method: str, instance: Any, params: dict):
        super().__init__(method, instance, params)
        self.kind = sc.KIND_UPDATE if method == "update" else sc.KIND_WRITE
        self.operation_name = {"add": sc.OP_CREATE_MEMORY, "upsert": sc.OP_UPSERT_MEMORY,
                               "update": sc.OP_UPDATE_MEMORY}[method]
        self.documents = _as_list(params.get("documents"))
        self._raw_embeddings = params.get("embeddings")
        self._embedding_hashes: Any = MISSING
        self.records: list[tuple[str, Any, str]] = []  # (var id, content or MISSING, hash), computed at inject

    @property
    def embedding_hashes(self) -> Optional[list]:
        """The hash of each embedding (rounded), computed only when a record without a document needs its hash."""
        if self._embedding_hashes is MISSING:
            self._embedding_hashes = _embedding_hashes(self._raw_embeddings)
        return self._embedding_hashes

    def prefetch(self, instance: Any):
        unseen = self.unseen(self.ids)
        if not unseen:
            return None
        return lambda: instance.get(ids=unseen, include=["documents", "metadatas"])

    def absorb_prefetch(self, result: Any) -> None:
        for i, record_id in enumerate(result.get("ids") or []):
            document = _nth(result.get("documents"), i)
            observe_existing(self.var_id(record_id), document, _nth(result.get("metadatas"), i))

    def _plan_records(self) -> None:
        self.records = []
        for i, record_id in enumerate(self.ids):
            var_id = self.var_id(record_id)
            prev = lineage.REGISTRY.current(var_id)
            exists = prev is not None and not prev.deleted  # record_exists(var_id), without a second lookup
            document = _nth(self.documents, i)
            if (self.method == "add" and exists) or (self.method == "update" and document is None):
                if not exists:
                    continue  # chroma ignores updates of missing ids
                self.records.append((var_id, MISSING, prev.hash))  # content untouched
            elif self.method == "update" and not exists:
                continue
            elif document is not None:
                self.records.append((var_id, document, capture.content_hash(document)))
            else:
                hash_ = _nth(self.embedding_hashes, i)
                self.records.append((var_id, MISSING, hash_ if hash_ is not None else capture.content_hash(None)))

    def validate(self) -> bool:
        return _chroma_accepts(self.method, self.params)

    def _said_at(self) -> dict[str, str]:
        """var id -> when the record's metadata says it was said (its ``date`` / ``timestamp`` ...)."""
        metadatas = _as_list(self.params.get("metadatas")) or ()
        out = {}
        for record_id, metadata in zip(self.ids, metadatas):
            said = said_at_of(metadata)
            if said:
                out[self.var_id(record_id)] = said
        return out

    def inject(self, op: Operation, args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        self._plan_records()
        if not op.recording or not lineage_metadata_enabled(SYSTEM) or not self.ids:
            return args, kwargs
        planned = {var_id: h for var_id, _, h in self.records}
        if not planned:
            return args, kwargs
        user = _as_list(self.params.get("metadatas"))
        if user is not None and len(user) != len(self.ids):
            return args, kwargs  # chroma rejects the call: it must see exactly what the caller passed
        metadatas = []
        for i, record_id in enumerate(self.ids):
            given = _nth(user, i)
            var_id = self.var_id(record_id)
            if var_id in planned:
                metadatas.append({**(given or {}), **predict_write(var_id, planned[var_id], op.trace_id, op.span_id)})
            else:
                metadatas.append(given)
        if self.method == "update" and user is None and all(m is None for m in metadatas):
            return args, kwargs
        params = {**self.params, "metadatas": metadatas}
        if not _chroma_accepts(self.method, params):
            return args, kwargs  # never turn an accepted call into another one
        return with_argument(self.target, args, kwargs, "metadatas", metadatas)

    def finish(self, op: Operation, result: Any) -> None:
        if not self.records:
            self._plan_records()
        said = self._said_at() if capture.capture_enabled() else {}
        for var_id, content, hash_ in self.records:
            op.output(var_id, content, kind=RECORD_KIND, hash=hash_, said_at=said.get(var_id))
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(self.ids))


class _Delete(_ChromaCall):
    kind = sc.KIND_DELETE
    operation_name = sc.OP_DELETE_MEMORY

    def __init__(self, method: str, instance: Any, params: dict):
        super().__init__(method, instance, params)
        self.filtered = params.get("where") is not None or params.get("where_document") is not None

    def prefetch(self, instance: Any):
        unseen = self.unseen(self.ids)
        if not self.filtered and not unseen:
            return None
        p = self.params
        return lambda: instance.get(ids=(self.ids or None), where=p.get("where"),
                                    where_document=p.get("where_document"), limit=p.get("limit"),
                                    include=["documents", "metadatas"])

    def absorb_prefetch(self, result: Any) -> None:
        found = [str(i) for i in result.get("ids") or []]
        for i, record_id in enumerate(found):
            observe_existing(self.var_id(record_id), _nth(result.get("documents"), i),
                             _nth(result.get("metadatas"), i))
        if self.filtered:
            self.ids = found

    def finish(self, op: Operation, result: Any) -> None:
        self.declare_deletes(op, self.ids)  # an id already gone: chroma deletes nothing


class _Get(_ChromaCall):
    kind = sc.KIND_RETRIEVE
    operation_name = sc.OP_SEARCH_MEMORY

    def finish(self, op: Operation, result: Any) -> None:
        records = []
        documents, metadatas = result.get("documents"), result.get("metadatas")
        for rank, record_id in enumerate(result.get("ids") or []):
            document = _nth(documents, rank)
            metadata = _nth(metadatas, rank)
            content = document if document is not None else MISSING
            declare_read(op, self.var_id(record_id), content, metadata, rank=rank)
            records.append({"id": str(record_id), "content": document,
                            "metadata": without_lineage_keys(metadata)})
        op.set_records(records)


class _Query(_ChromaCall):
    kind = sc.KIND_RETRIEVE
    operation_name = sc.OP_SEARCH_MEMORY

    def __init__(self, method: str, instance: Any, params: dict):
        super().__init__(method, instance, params)
        self.space = _space(instance)
        self.texts = _as_list(params.get("query_texts"))
        self.query_hashes = _embedding_hashes(params.get("query_embeddings"))  # of the rounded vectors

    def record_id(self) -> Optional[str]:
        return None

    def extra_attributes(self) -> dict:
        n_results = self.params.get("n_results", 10)
        # (whether a filter could have kept a record out: a search that returns fewer than it asked for while the
        # collection holds more left the rest out by its filter)
        filtered = self.params.get("where") is not None or self.params.get("where_document") is not None
        attributes = {sc.MEMTRACE_RETRIEVAL_FILTERED: filtered}
        if isinstance(n_results, int):
            attributes[sc.GEN_AI_REQUEST_TOP_K] = n_results
        return attributes

    def operation(self, adopt: Any = None) -> Operation:
        op = super().operation(adopt)
        if self.texts is not None:
            for query in self.texts:
                self.declare_query(op, query if isinstance(query, str) else MISSING, capture.content_hash(query))
        else:
            for hash_ in self.query_hashes or ():
                self.declare_query(op, MISSING, hash_)
        return op

    def finish(self, op: Operation, result: Any) -> None:
        if self.texts:
            op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, self.texts[0] if len(self.texts) == 1
                                     else self.texts, kind="query")
        records = []
        ids, distances = result.get("ids") or [], result.get("distances")
        documents, metadatas = result.get("documents"), result.get("metadatas")
        for q, hits in enumerate(ids):
            for rank, record_id in enumerate(hits or []):
                document = _nth(_nth(documents, q), rank)
                metadata = _nth(_nth(metadatas, q), rank)
                score = _score(_nth(_nth(distances, q), rank), self.space)
                content = document if document is not None else MISSING
                declare_read(op, self.var_id(record_id), content, metadata, rank=rank, score=score)
                records.append({"id": str(record_id), "content": document, "score": score,
                                "metadata": without_lineage_keys(metadata)})
        op.set_records(records)


class ChromaAdapter(StoreAdapter):
    system = SYSTEM
    openllmetry_module = "opentelemetry.instrumentation.chromadb"

    params = _PARAMS
    calls = {"add": _Write, "upsert": _Write, "update": _Write, "delete": _Delete, "get": _Get, "query": _Query}

    def collection_of(self, instance: Any, args: tuple, kwargs: dict) -> str:
        return str(getattr(instance, "name", "") or "")


class ChromaInstrumentor(StoreInstrumentor):
    """Memory-operation spans for chromadb collections (sync and async)."""

    _instruments = ("chromadb >= 0.5",)
    trigger_module = "chromadb"
    extra = "chroma"
    adapter = ChromaAdapter()
    classes = (("chromadb.api.models.Collection", "Collection"),
               ("chromadb.api.models.AsyncCollection", "AsyncCollection"))
