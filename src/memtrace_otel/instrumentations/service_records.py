"""What the instrumentations of memory-service clients (Letta, Zep: an SDK talking to a server that keeps the
memory) declare the same way: a record read back, a query, and an extraction the server did out of sight.

The lineage rules themselves stay in :mod:`.record_versions`; this module only applies them to what a service
returned.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation, operation
from . import retrieval_cache
from .base import WrapTarget
from .record_versions import observe_existing, version_read


def client_targets(handlers: Mapping[tuple[str, str], Mapping[str, tuple]]) -> list[WrapTarget]:
    """The wrap list of an SDK whose every resource class has an ``Async`` twin with the same methods:
    ``{(module, class): {method: (start, finish)}}``."""
    return [WrapTarget(module, f"{owner}.{method}", start, finish)
            for (module, cls), methods in handlers.items() for owner in (cls, "Async" + cls)
            for method, (start, finish) in methods.items()]


def given(value: Any) -> Any:
    """None for an SDK's "not given" sentinels (Stainless ``omit`` / ``not_given``, Fern's ``...``)."""
    if value is None or value is Ellipsis or type(value).__name__ in ("Omit", "NotGiven"):
        return None
    return value


def declare_query(op: Operation, system: str, query: Any) -> None:
    """The search query: an input the retrieval is derived from (version 1 of itself, no producer)."""
    if not isinstance(query, str) or not query:
        return
    hash_ = capture.content_hash(query)
    op.input(f"{system}:query:{hash_.split(':', 1)[-1]}", query, kind="query", relation=sc.REL_DERIVED_FROM,
             hash=hash_)


def declare_read(op: Operation, var_id: str, content: Any, *, kind: str = "memory_record", rank: Optional[int] = None,
                 score: Any = None, metadata: Any = None, seed: bool = False) -> None:
    """A record the service returned: the version this process knows it by when the content is the one last
    written (else 0: written elsewhere, the graph resolves it). ``seed``: a record addressed by a stable key (a
    Letta core block) that this process never saw is version 1 of what is stored, so the next write is version 2."""
    if content is None:
        content = MISSING
    hash_ = capture.content_hash(content) if content is not MISSING else None
    if seed and hash_ is not None:
        observe_existing(var_id, content, metadata)
    version = version_read(var_id, hash_) if hash_ is not None else None
    ref = op.input(var_id, content, kind=kind, relation=sc.REL_READS, rank=rank, hash=hash_,
                   version=version,
                   score=float(score) if isinstance(score, (int, float)) and not isinstance(score, bool) else None)
    if ref is not None:  # a later prompt in this trace that quotes the record links to this read
        retrieval_cache.remember(ref.id, ref.version, ref.hash, content if isinstance(content, str) else None,
                                 op.trace_id, op.span_id, kind=kind)


def observe_extraction(system: str, var_id: str, kind: str, content: Any, sources: Iterable[str]) -> None:
    """The server extracted ``var_id`` from ``sources`` before we saw it: an ``extract`` operation (span
    "<system>.extract (observed)", a child of the current one) declares the sources as inputs ``derived_from``
    and the record as its output, once per content of the record."""
    sources = list(sources)
    if not sources:
        return
    hash_ = capture.content_hash(content) if content is not MISSING else capture.content_hash(var_id)
    known = lineage.REGISTRY.current(var_id)
    if known is not None and known.hash == hash_:
        return  # this content is known here already (written, read or extracted before)
    with operation(sc.KIND_EXTRACT, f"{system}.extract", system=system, provider=system,
                   span_name=f"{system}.extract (observed)") as extract:
        for source in sources:
            extract.input(source, kind="message", relation=sc.REL_DERIVED_FROM)
        extract.output(var_id, content, kind=kind, hash=hash_, source_ids=sources)
