"""chromadb, a meeting-notes indexer that ingests documents with a `ThreadPoolExecutor` (one `upsert` per
document, four workers); a later sync batch ingests the new quarter's notes the same way. Answers come from
`collection.query`.

Fault: the worker derives the document id from the first 14 characters of the title ("Budget review "), so the Q2
budget review's `upsert` (in the second batch, on a worker thread) lands on the Q1 review's id and replaces it. Asked
"How much was cut from the marketing budget in Q1?", the model sees the Q2 review (marketing unchanged, travel cut
by EUR 6,500) and answers "nothing was cut".

Expected: UpdateError at `chroma.upsert` (the Q2 review's, the one inside the fault window): the Q1 review was
stored and this write overwrote it; query and answer were right for what the collection held. (Spans of the other
workers of that batch may also fall in the window.) Answer kind: an amount in euros.
"""
import threading
from concurrent.futures import ThreadPoolExecutor

import chromadb

import common

common.setup("b3_threads_chroma_id_collision", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
notes = client.create_collection("meetings", embedding_function=offline.chroma_embedding_function())
lock = threading.Lock()
FAULTY = "Budget review Q2 2026"


def ingest(doc):
    title, body = doc
    doc_id = "doc-" + title[:14].strip().lower().replace(" ", "-")  # bug: titles share their first 14 chars
    if title == FAULTY:
        with common.fault():
            notes.upsert(ids=[doc_id], documents=[f"{title}: {body}"], metadatas=[{"title": title}])
    else:
        notes.upsert(ids=[doc_id], documents=[f"{title}: {body}"], metadatas=[{"title": title}])
    return doc_id


BATCH_1 = [
    ("Budget review Q1 2026", "Marketing budget cut by EUR 18,000, from EUR 120,000 to EUR 102,000. Hiring frozen."),
    ("Offsite planning", "Offsite in Porto on 12-14 May, 24 people, venue Casa da Musica."),
    ("Security incident", "Phishing test: 7% clicked, training for everyone by June."),
    ("Roadmap sync", "Mobile app v3 slips to September; API v2 on track."),
]
BATCH_2 = [
    (FAULTY, "Marketing budget unchanged at EUR 102,000. Travel budget cut by EUR 6,500."),
    ("Hiring update", "Two backend roles reopened from July."),
]
with ThreadPoolExecutor(max_workers=4) as pool:
    list(pool.map(ingest, BATCH_1))
with ThreadPoolExecutor(max_workers=4) as pool:
    list(pool.map(ingest, BATCH_2))

Q = "How much was cut from the marketing budget in Q1?"
res = notes.query(query_texts=[Q], n_results=3)
ctx = res["documents"][0]
assert not any("18,000" in c for c in ctx) and notes.count() == 5, ctx
ans = common.answer(Q, ctx, mock="Nothing was cut: the marketing budget stayed at EUR 102,000.")
common.finish(Q, "EUR 18,000", ans)
