"""Batch 37 (held out). A dog-walking business's client notes: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Kerry runs Muddy Paws, walking about a dozen dogs round Clifton. Each note is a point with payload
``{"dog", "kind", "until"}``: kind "standing" for how a client's walks always go (address, key, quirks), kind
"oneoff" for a change to one walk, with ``until`` the day it stops mattering (as yyyymmdd). Every Monday the app
clears out one-off notes whose day has passed, so the assistant stops answering with old one-off times.

Planted fault (DeletionError): the one-off note for Biscuit's vet day also says where the key lives from now on:
"Biscuit thu 6/3 walk at 2 not 11, vets in the morn. Mrs K's had a key safe put on by the side gate, code 1984,
key lives in there from now on - no more pot". The Monday clear-out (until < 20250310) deletes it. Question (Mon
10/3): "where do I get the key for Biscuit's?" -> expected the key safe by the side gate (code 1984). The standing
note still says under the blue pot by the front door, and the assistant says so.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the vet-day note is returned
by the query before the delete, and is neither stored nor in the context after; the standing Biscuit note (the
pot) is in the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b37_qdrant_dogwalk_biscuit_key_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

VET_DAY = ("Biscuit thu 6/3 walk at 2 not 11, vets in the morn. Mrs K's had a key safe put on by the side gate, "
           "code 1984, key lives in there from now on - no more pot")
NOTES = [
    ("biscuit", "standing", 0, "Biscuit (cockapoo, 3) - Mrs Kaur, 14 Elm Grove. Mon/Thu 11am, 1hr. key under the "
                               "blue pot by the front door. pulls like a train, use the harness"),
    ("monty", "standing", 0, "Monty lab 9yo - Westbury Rd, Tues/Fri. slow now, 40 mins max, back gate code 2580"),
    ("pip", "oneoff", 20250304, "Pip no walk Tue 4/3, owners wfh"),
    ("luna", "standing", 0, "Luna - husky x, NEVER off lead, escapes. Wed + Sat, solo walk only, £18"),
    ("biscuit", "oneoff", 20250306, VET_DAY),
    ("monty", "oneoff", 20250307, "Monty fri 7th - give him his tablet w a bit of cheese before we go out"),
    ("pip", "standing", 0, "Pip (jack russell) - key w the neighbour at no.22 (Sheila), group walk ok"),
    ("biscuit", "oneoff", 20250313, "Biscuit thurs 13th - Mrs K away, do a 2nd visit at 5 to feed him, £10 extra"),
    ("luna", "oneoff", 20250308, "Luna sat 8th at 9 not 10 - they've got a wedding"),
    ("all", "standing", 0, "invoices go out last fri of the month, bank transfer, 14 days"),
]

client = QdrantClient(":memory:")
client.create_collection("muddypaws", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("muddypaws", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"dog": d, "kind": k, "until": u, "text": text})
    for i, (d, k, u, text) in enumerate(NOTES, 1)])

question = "where do I get the key for Biscuit's?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points("muddypaws", query=vector, limit=len(NOTES)).points]
assert VET_DAY in before, before

# Monday's clear-out of one-off notes whose day has passed
with fault():
    client.delete("muddypaws", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="oneoff")),
        models.FieldCondition(key="until", range=models.Range(lt=20250310))])))

stored = [p.payload["text"] for p in client.scroll("muddypaws", limit=100)[0]]
hits = client.query_points("muddypaws", query=vector, limit=5).points
context = ["Today is Mon 10/3/25."] + [h.payload["text"] for h in hits]
assert VET_DAY not in stored
assert any("key under the blue pot by the front door" in c for c in context), context
assert not any("key safe" in c or "1984" in c for c in context + stored), context
reply = answer(question, context, mock="Under the blue pot by Mrs Kaur's front door, 14 Elm Grove. Take the harness, "
                                       "he pulls.")
finish(question, expected="In the new key safe by the side gate (code 1984), not the pot", actual=reply)
