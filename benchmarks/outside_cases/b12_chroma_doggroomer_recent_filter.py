"""Batch 12 (held out). Mobile dog groomer's customer notes: chromadb (EphemeralClient, offline embeddings); the notes
are synced from the van's tablet by worker threads (one per day's notes); script style.

App: each note is a chroma document with metadata {customer, logged_day} (logged_day = days since 1 Jan 2026). The
groomer's assistant answers questions about the next appointment with ``collection.query``. To keep answers "fresh"
the app's query filters on ``logged_day >= today - 30``, so only notes from the last month come back.

Planted fault (RetrievalError, filtered out by the app's recency filter): on 9 February (logged_day 39) the groomer
noted for Mrs Adeyemi, 14 Orchard Rise: "Park on the lane, come in by the side gate - keypad code 4471. Never use the
front door, the lurcher bolts." On 23 April (day 112) the groomer asks "What's the side gate code at 14 Orchard
Rise?" -> expected "4471". The query with where={"$and": [customer, logged_day >= 82]} returns only the April
notes (coat length, the next booking), and the model says it has no gate code on file.

Expected verdict: RetrievalError at chroma.query (inside fault()). Asserted: the same query without the recency
filter returns the gate note; the filtered one does not.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b12_chroma_doggroomer_recent_filter", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CUSTOMER = "adeyemi-14-orchard-rise"
DAYS = {
    39: [("n-0209-1", "Mrs Adeyemi, 14 Orchard Rise: park on the lane, come in by the side gate - keypad code 4471. "
                      "Never use the front door, the lurcher (Bramble) bolts.")],
    40: [("n-0210-1", "Bramble (lurcher, 6) had a full groom at 14 Orchard Rise; nervous of the dryer, towel-dry "
                      "her legs.")],
    95: [("n-0406-1", "Mrs Adeyemi's neighbour at 16 Orchard Rise asked for a quote for two spaniels; quoted GBP "
                      "55 each.")],
    104: [("n-0415-1", "Bramble at 14 Orchard Rise: coat growing back well, clip to a number 7 next time."),
          ("n-0415-2", "Next booking for Bramble at 14 Orchard Rise: Thursday 23 April, 10:30.")],
}
OWNER = {"n-0406-1": "neighbour-16-orchard-rise"}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("groom-notes", embedding_function=offline.chroma_embedding_function())


def sync_day(day: int, items: list[tuple[str, str]]) -> None:
    notes.add(ids=[i for i, _ in items], documents=[t for _, t in items],
              metadatas=[{"customer": OWNER.get(i, CUSTOMER), "logged_day": day} for i, _ in items])


workers = [threading.Thread(target=sync_day, args=(day, items)) for day, items in DAYS.items()]
for w in workers:
    w.start()
for w in workers:
    w.join()
assert notes.count() == sum(len(v) for v in DAYS.values())

TODAY = 112  # 23 April 2026
question = "What's the side gate code at 14 Orchard Rise?"
unfiltered = notes.query(query_texts=[question], n_results=3, where={"customer": CUSTOMER})["documents"][0]
assert any("4471" in d for d in unfiltered), unfiltered
with fault():
    hits = notes.query(query_texts=[question], n_results=3,
                       where={"$and": [{"customer": CUSTOMER}, {"logged_day": {"$gte": TODAY - 30}}]})
context = hits["documents"][0]
assert context and not any("4471" in c for c in context), context
reply = answer(question, context, mock="I don't have a gate code on file for 14 Orchard Rise - the recent notes only "
                                       "cover Bramble's clip and Thursday's 10:30 booking.")
finish(question, expected="4471", actual=reply)
