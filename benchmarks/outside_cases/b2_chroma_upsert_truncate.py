"""chromadb trip notes: a re-index job `upsert`s every note cut to a max length, chopping the end of a kit list.

App: a hiking club's assistant. Trip notes are chroma documents (offline embedding function). A maintenance job
re-embeds the collection after a settings change: it reads every note (`collection.get`), cuts each document to
`MAX_CHARS = 75` (a setting meant for chat snippets, reused by mistake) and writes them all back with one
`collection.upsert`. Questions: one root span per turn (an OpenTelemetry tracer opens "turn" around `query` and
the litellm answer).

Fault: the hut-weekend kit list was complete when added; the upsert cuts it after the third item, so "What do I need
to bring for the hut weekend?" is answered with a partial list (cash for the warden and the water bladder are
missing). The one faulty call is that `collection.upsert`.

Expected: UpdateError at `chroma.upsert`: the note held the full list; a later write degraded it (overwritten with
a truncated version).
"""
from __future__ import annotations

import common

NAME = "b2_chroma_upsert_truncate"
common.setup(NAME, ["chromadb", "litellm"])

import chromadb  # noqa: E402
from opentelemetry import trace  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
notes = client.create_collection("trip-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=["hut-kit", "hut-travel", "ridge-walk"], documents=[
    "Kit list for the hut weekend: sleeping bag liner, head torch, hut slippers, cash for the warden, and a 2-litre "
    "water bladder.",
    "Hut weekend travel: we meet at Keswick bus station at 8:15 on Saturday and share taxis to the trailhead.",
    "Ridge walk in October: about 14 km with 900 m of ascent; bring poles if your knees complain on descents.",
])

MAX_CHARS = 75
current = notes.get()
with common.fault():
    notes.upsert(ids=current["ids"], documents=[d[:MAX_CHARS] for d in current["documents"]],
                 metadatas=current["metadatas"])

QUESTION = "What do I need to bring for the hut weekend?"
with trace.get_tracer("hiking-app").start_as_current_span("turn"):
    docs = notes.query(query_texts=[QUESTION], n_results=2)["documents"][0]
    assert not any("warden" in d for d in docs), "scenario check: the list lost its tail"
    actual = common.answer(QUESTION, docs,
                           mock="Bring a sleeping bag liner, a head torch and hut slippers.")
common.finish(QUESTION, "A sleeping bag liner, a head torch, hut slippers, cash for the warden and a 2-litre water "
                        "bladder", actual)
