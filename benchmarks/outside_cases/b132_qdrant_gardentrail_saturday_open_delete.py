"""Batch 132 (held out). A village garden trail committee's notes: qdrant collection, a clear-out of last year's notes
before this year's planning, script style (each call its own trace).

App: the Little Hadley Open Gardens committee keeps its notes (the gardens, tickets, teas, parking, last year's
wash-up) in one qdrant collection, each point with a ``year`` and a ``kind`` payload. Before planning the new trail,
the secretary's clear-out deletes every point from last year so the helper doesn't mix up the two trails.

Planted fault (DeletionError): this year's plan (trail Sat 13th + Sun 14th June, 11-5, gardens open both days unless
said) lists 4 Church Row (Mrs Hale) among the gardens with no day against it. The wash-up note of 2036-06-30, filed
under 2036, has - between the scones running out by 3 and the mud at the rec - Mrs Hale saying she'll do it again
next yr but Sunday only, her hip won't take two days on her feet. The clear-out deletes every 2036 point, that note
with them. Question (Tue 2/6, Liz, drawing the map): "is mrs hale's open on the saturday? doing the key for the map"
-> expected no - Sunday only (her hip). The assistant says yes, both days.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that decides Mrs Hale's days was
in the collection and found before the clear-out, and the delete removed it while it still held. Asserted: the note
is found before the delete and is gone from the collection and the context after it; the plan line with "both days
unless said" and 4 Church Row is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b132_qdrant_gardentrail_saturday_open_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WASHUP = ("2036-06-30 wash-up at the Plough: £1,840 on tickets, best yet. teas ran out of scones by 3 AGAIN - "
          "double the order. Mrs Hale (4 Church Row) loved it but her hip's bad - says she'll open again next yr "
          "but sunday only, can't do two days on her feet. rec car park was a mudbath, ask about the school field")
POINTS = [
    ({"year": 2037, "kind": "plan"}, "TRAIL 2037 - sat 13th + sun 14th june, 11-5. gardens open both days unless "
                                     "said: The Old Rectory, 4 Church Row (Mrs Hale), Brook Cottage, the allotments, "
                                     "Mill House (sun only, they're at a wedding sat)"),
    ({"year": 2036, "kind": "washup"}, WASHUP),
    ({"year": 2037, "kind": "tickets"}, "tickets £7, under 16s free, from the shop or on the day at the Old Rectory "
                                        "gate. wristbands this yr not the paper maps"),
    ({"year": 2036, "kind": "plan"}, "TRAIL 2036 - sat 21st + sun 22nd june 11-5, 7 gardens, Brook Cottage sat "
                                     "only"),
    ({"year": 2037, "kind": "teas"}, "teas - WI in the village hall both days 2-5, Pam's doing the urn. 120 scones "
                                     "ordered from Bakers"),
    ({"year": 2036, "kind": "tickets"}, "2036 ticket float £50, came back £48.50, nobody knows"),
    ({"year": 2037, "kind": "parking"}, "parking on the school field this yr (head said yes 14/5), £2 a car for the "
                                        "PTA, Ken + Raj doing it in hi-vis"),
]

client = QdrantClient(":memory:")
client.create_collection("hadley-gardens", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("hadley-gardens", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={**meta, "text": text})
    for i, (meta, text) in enumerate(POINTS, 1)])

vector = offline.embed(["Mrs Hale 4 Church Row open saturday sunday days"])[0]
before = [p.payload["text"] for p in client.query_points("hadley-gardens", query=vector, limit=4).points]
assert WASHUP in before, before

last_year = models.Filter(must=[models.FieldCondition(key="year", match=models.MatchValue(value=2036))])
with fault():
    client.delete("hadley-gardens", points_selector=models.FilterSelector(filter=last_year))

stored = [p.payload["text"] for p in client.scroll("hadley-gardens", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("hadley-gardens", query=vector, limit=4).points]
question = "is mrs hale's open on the saturday? doing the key for the map"
context = ["Today is Tue 2 June 2037. You are talking to Liz, who is drawing the map for Little Hadley Open "
           "Gardens."] + hits
assert WASHUP not in stored and not any("sunday only" in c.lower() and "Hale" in c for c in stored + context), stored
assert any("both days unless said" in c and "4 Church Row (Mrs Hale)" in c for c in context), context
reply = answer(question, context, mock="Yes - 4 Church Row is open both days, Sat 13th and Sun 14th, 11-5.")
finish(question, expected="No - Mrs Hale's only opening on the Sunday, her hip won't take two days", actual=reply)
