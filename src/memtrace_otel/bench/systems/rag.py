"""Naive RAG over chromadb: every turn is a chunk, embedded by the local model's hash embeddings, searched top-k.

Ops: ``rag.ingest_session`` (ingest, manual API around ``collection.add``: the session's turns in, one chunk each
out), ``rag.consolidate`` / ``rag.forget`` (update / delete, manual API around ``collection.update`` /
``collection.delete``: a maintenance pass over a few chunks), ``chroma.query`` (retrieve: the chromadb
instrumentation's span of the public search call) and ``rag.answer`` (generate: the retrieved chunks are the
context). Chunk variables use the chromadb instrumentation's ids (``chroma:<collection>:<id>``), so the search span
links to the ingest span that wrote each chunk version.

Faults, on the target evidence turn (``ctx.spec.target``): ``omit`` (the chunker skips it), ``update`` / ``delete``
(maintenance condenses or deletes its chunk), ``rank`` (the search call gets a truncated query, under which its
chunk ranks below top-k), ``scope`` (the search filters on another session than its one), ``response``,
``annotation``. Chunks are the turns with their day (``Turn.dated_line``).
"""

from __future__ import annotations

from ... import semconv as sc
from ...api import operation
from ..harness import condense, now_ns

NAME = "rag"
FAULTS = ("omit", "update", "delete", "rank", "scope", "response", "annotation")
INSTRUMENTATIONS = ("chromadb",)
TOP_K = 5
TRUNCATED_QUERY_WORDS = 2

_client = None


def _embedding_function():
    from chromadb.api.types import EmbeddingFunction

    from ...local_model.embeddings import embed_texts

    class LocalHashEmbeddings(EmbeddingFunction):
        """The local model's deterministic hash embeddings (the same vectors its /embeddings endpoint serves)."""

        def __init__(self) -> None:
            pass

        def __call__(self, input):  # noqa: A002 - chromadb's signature
            import numpy as np

            return [np.asarray(v, dtype="float32") for v in embed_texts(list(input))]

        @staticmethod
        def name() -> str:
            return "memtrace-local-hash"

        def get_config(self) -> dict:
            return {}

        @staticmethod
        def build_from_config(config: dict) -> "LocalHashEmbeddings":
            return LocalHashEmbeddings()

    return LocalHashEmbeddings()


def _collection(name: str):
    global _client
    import chromadb

    if _client is None:
        _client = chromadb.EphemeralClient()
    return _client.create_collection(name, embedding_function=_embedding_function(),
                                     configuration={"hnsw": {"space": "cosine"}})


def run(ctx) -> None:
    name = f"rag-{ctx.run_id}"
    collection = _collection(name)
    chunk = lambda turn: f"chroma:{name}:{turn.dia_id}"  # noqa: E731 - the chromadb instrumentation's var ids
    evidence = ctx.spec.target
    texts: dict[str, str] = {}
    with ctx.root("build"):
        for n in ctx.spec.sessions:
            turns = ctx.conv.sessions[n]
            with operation(sc.KIND_INGEST, "rag.ingest_session", system=NAME, conversation_id=ctx.scope,
                           store_id=name, attributes={"rag.session": n}) as op:
                ids, docs, metas = [], [], []
                for t in turns:
                    op.input(ctx.msg_var(t), t.dated_line, kind="message", relation=sc.REL_DERIVED_FROM)
                    if ctx.fault == "omit" and t.dia_id == evidence:
                        ctx.mark_root_cause(op)  # the chunker drops this turn
                        continue
                    op.output(chunk(t), t.dated_line, kind="chunk", source_ids=[ctx.msg_var(t)])
                    ids.append(t.dia_id)
                    docs.append(t.dated_line)
                    metas.append({"conversation": ctx.scope, "session": n, "speaker": t.speaker})
                    texts[t.dia_id] = t.dated_line
                collection.add(ids=ids, documents=docs, metadatas=metas)
        _maintenance(ctx, collection, chunk, texts)
    with ctx.root("ask") as trace_id:
        where = {"conversation": ctx.scope}
        if ctx.fault == "scope":
            other = next(n for n in ctx.spec.sessions if n != ctx.conv.session_of(evidence))
            where = {"$and": [{"conversation": ctx.scope}, {"session": other}]}
        query = ctx.spec.question
        if ctx.fault == "rank":
            query = " ".join(query.split()[:TRUNCATED_QUERY_WORDS])  # the search gets a truncated query
            rank = _evidence_rank(collection, query, evidence, where)
            if 0 <= rank < TOP_K:
                ctx.result.notes.append(f"the truncated query still ranks the evidence at {rank}")
                return
        t0 = now_ns()
        hits = collection.query(query_texts=[query], n_results=TOP_K, where=where)
        t1 = now_ns()
        if ctx.fault in ("rank", "scope"):
            ctx.mark_library_op(trace_id, {sc.KIND_RETRIEVE}, t0, t1, "chroma.")
        context = [(f"chroma:{name}:{i}", doc, "chunk") for i, doc in zip(hits["ids"][0], hits["documents"][0])]
        ctx.generate(NAME, context)


def _evidence_rank(collection, question: str, evidence: str, where: dict) -> int:
    from opentelemetry.instrumentation.utils import suppress_instrumentation

    with suppress_instrumentation():  # the app sizing its fault, not part of the trajectory
        hits = collection.query(query_texts=[question], n_results=collection.count(), where=where)
    ids = hits["ids"][0]
    return ids.index(evidence) if evidence in ids else -1


def _maintenance(ctx, collection, chunk, texts: dict[str, str]) -> None:
    """A consolidation pass: for the update/delete faults a harmless rewrite of the evidence chunk then the faulty
    step on it; in every run a harmless rewrite of another chunk last, so neither the first change after the evidence
    nor the latest memory write before the answer is the faulty one by construction."""
    evidence = ctx.spec.target
    turns = {t.dia_id: t for t in ctx.turns}
    if ctx.fault in ("update", "delete") and evidence not in texts:
        # the case names no target evidence turn, or its chunk was never stored: nothing to degrade
        ctx.result.notes.append("no chunk holds the target evidence turn: nothing to degrade")
    elif ctx.fault in ("update", "delete"):
        # an earlier, harmless touch of the same chunk: the faulty step is not the first change after the evidence
        _touch(ctx, collection, chunk(turns[evidence]), evidence, texts)
        if ctx.fault == "update" or ctx.neutral:
            with operation(sc.KIND_UPDATE, "rag.consolidate", system=NAME, conversation_id=ctx.scope,
                           store_id=collection.name, operation_name=sc.OP_UPDATE_MEMORY, record_id=evidence) as op:
                # the replay without the fault: the same step, harmless (the chunk kept whole)
                new = texts[evidence] if ctx.neutral else condense(texts[evidence], ctx.spec.expected)
                texts[evidence] = new
                op.output(chunk(turns[evidence]), new, kind="chunk")
                collection.update(ids=[evidence], documents=[new])
                ctx.mark_root_cause(op)
        else:
            with operation(sc.KIND_DELETE, "rag.forget", system=NAME, conversation_id=ctx.scope,
                           store_id=collection.name, operation_name=sc.OP_DELETE_MEMORY, record_id=evidence) as op:
                op.delete(chunk(turns[evidence]), kind="chunk")
                collection.delete(ids=[evidence])
                ctx.mark_root_cause(op)
    for dia in [d for d in texts if d != evidence][-1:]:
        _touch(ctx, collection, chunk(turns[dia]), dia, texts)


def _touch(ctx, collection, var_id: str, dia: str, texts: dict[str, str]) -> None:
    """A harmless consolidation rewrite that keeps every word of the chunk."""
    with operation(sc.KIND_UPDATE, "rag.consolidate", system=NAME, conversation_id=ctx.scope,
                   store_id=collection.name, operation_name=sc.OP_UPDATE_MEMORY, record_id=dia) as op:
        texts[dia] = " ".join(texts[dia].split()) + " (reviewed)"
        op.output(var_id, texts[dia], kind="chunk")
        collection.update(ids=[dia], documents=[texts[dia]])
