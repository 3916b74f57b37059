"""LangGraph long-term store: a notes extractor (an LLM call through litellm) turns each session into memories,
``store.put`` writes each one, ``store.search`` finds them for a question.

The app (documented ``InMemoryStore`` usage with a semantic index): ``InMemoryStore(index={"dims", "embed",
"fields": ["text"]})``; namespace ``("memories", <conversation>, <speaker>)``; each note is ``{"text": "[8 May 2023]
Caroline: ...", "date": ..., "speaker": ...}`` under a key of its own; the question is answered from
``store.search(("memories", <conversation>), query=question, limit=K)``.

Faults: ``extract`` (the extractor call leaves the evidence turn out of the session's notes), ``overwrite`` (a later
``put`` of another note under the evidence note's key), ``delete`` (``store.delete``), ``topk`` (limit below the
evidence's rank), ``filter`` (the search looks in one speaker's namespace), ``query`` (the question's first words
only), ``response``.
"""

from __future__ import annotations

from ... import semconv as sc
from ...local_model import answer_messages
from ...local_model.embeddings import embed_texts
from .apps_common import evidence_within_top_k, other_turn_same_speaker, quietly, rewritten_query, topk_cut
from .harness import NotApplicable
from .reader import NOTES_SYSTEM

NAME = "langgraph_store"
INSTRUMENTATIONS = ("langgraph_store", "litellm")
FAULTS = ("extract", "overwrite", "delete", "topk", "filter", "query", "response")
K = 10
DIM = 256


def precheck(question) -> bool:
    return evidence_within_top_k(question, K)


def extract_notes(r, turns) -> list[str]:
    """The app's extractor: one LLM call per session."""
    import litellm

    reply = litellm.completion(model="openai/local", api_base=r.server.base_url, api_key="local", temperature=0,
                               messages=[{"role": "system", "content": NOTES_SYSTEM},
                                         {"role": "user", "content": "\n".join(r.line(t) for t in turns)}])
    return [ln.strip() for ln in (reply.choices[0].message.content or "").splitlines() if ln.strip()]


def run(r) -> None:
    import time

    from langgraph.store.memory import InMemoryStore

    store = InMemoryStore(index={"dims": DIM, "embed": lambda texts: embed_texts(list(texts), dim=DIM),
                                 "fields": ["text"]})
    by_line = {r.line(t): t for t in r.turns}
    key_of: dict[str, str] = {}  # dia id -> key of the note holding that turn
    dia_of: dict[str, str] = {}
    for n in r.sessions:
        turns = r.session_turns(n)
        with r.root("ingest_session"):
            before, t0 = len(r.server.policy.dropped), time.time_ns()
            notes = extract_notes(r, turns)
            if len(r.server.policy.dropped) > before:
                r.mark_window({sc.KIND_GENERATE}, "", t0, time.time_ns())
            for i, note in enumerate(notes):
                turn = by_line.get(note)
                key = f"note-{n}-{i}"
                if turn is not None:
                    key_of[turn.dia_id], dia_of[key] = key, turn.dia_id
                store.put(("memories", r.conv_id, turn.speaker if turn else "unknown"), key,
                          {"text": note, "date": r.date(turn) if turn else "", "speaker": turn.speaker if turn else ""})
    target = r.target
    if r.fault in ("overwrite", "delete") and target.dia_id not in key_of:
        raise NotApplicable("the evidence turn has no note")
    if r.fault == "overwrite":
        other = other_turn_same_speaker(r, target)
        with r.root("consolidate_job"), r.decisive_call({sc.KIND_WRITE, sc.KIND_UPDATE}, "langgraph"):
            store.put(("memories", r.conv_id, target.speaker), key_of[target.dia_id],
                      {"text": r.line(other), "date": r.date(other), "speaker": other.speaker})
    elif r.fault == "delete":
        with r.root("retention_job"), r.decisive_call({sc.KIND_DELETE}, "langgraph"):
            store.delete(("memories", r.conv_id, target.speaker), key_of[target.dia_id])
    question, namespace, limit = r.q.text, ("memories", r.conv_id), K
    if r.fault == "topk":
        with quietly():
            ranked = store.search(namespace, query=question, limit=1000)
        limit = topk_cut(r, [dia_of.get(item.key, "") for item in ranked], K)
    elif r.fault == "filter":
        speakers = [s for s in r.q.conv.speakers if any(t.speaker != s for t in r.q.evidence)]
        namespace = ("memories", r.conv_id, speakers[0])
    query = question
    if r.fault == "query":
        def ranked(text):
            with quietly():
                return [dia_of.get(item.key, "") for item in store.search(namespace, query=text, limit=1000)]
        query = rewritten_query(r, ranked, K)
    with r.root("answer_question"):
        if r.fault in ("topk", "filter", "query"):
            with r.decisive_call({sc.KIND_RETRIEVE}, "langgraph"):
                hits = store.search(namespace, query=query, limit=limit)
        else:
            hits = store.search(namespace, query=query, limit=limit)
        r.answer(answer_messages(question, [h.value["text"] for h in hits]))
