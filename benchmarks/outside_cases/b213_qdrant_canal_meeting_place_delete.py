"""Batch 213 (held out). A canal society's work party: qdrant collection of notes, two volunteers filing notes from
their own threads; then the clear-out of the lunch notes deletes the one that moved the meeting place.

App: the Worcester & Birmingham Canal Society's May work party is on Sat 8th May 2049 on the Tardebigge flight,
locks 50-52 - greasing paddle gear, painting balance beams, clearing the bywash, CRT's van with the tools, rolls
brought down on the boat at dinner. Gary (work party leader) and Sheila (who does the lunches) each file notes
into one qdrant collection (payload ``kind``: meet, locks, tools, lunch) from their own phones - here two threads;
once the lunch orders are in, Sheila clears her lunch notes out (``client.delete`` with a filter on kind=lunch);
the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Gary's first note (2049-04-20T19:15) has everyone meeting in the Tardebigge wharf car
park at 8.45. Sheila's lunch note of 4/5 (11 orders so far, 3 egg, she'll bring them down on the boat at 12.30)
says, in passing, that Gary says to tell everyone they're meeting at the layby on the Alcester Rd by lock 52, not
the wharf - CRT have got a crane in the wharf car park all week for the new gates. Sheila's clear-out (Thu 6/5,
orders closed) deletes every lunch note, that one with them. Question (Fri 7/5, Phil, a new volunteer): "where are
we meeting sat morning? I'll put it in the sat nav" -> expected the layby on the Alcester Rd by lock 52. The
assistant says the Tardebigge wharf car park.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the lunch note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
where to meet. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on the layby, the Alcester Rd or the crane); the first note's wharf car park line is in the
context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b213_qdrant_canal_meeting_place_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wb-canal-society-workparty-may-2049"
MOVED = ("4/5 lunch orders - 11 so far (3 egg), I'll bring them down on the boat at 12.30. oh + Gary says tell "
         "everyone we're meeting at the layby on the Alcester Rd by lock 52 sat, not the wharf, CRT have got a crane "
         "in the wharf car park all wk for the new gates 🏗️")
NOTES = {
    "gary": [
        ("meet", "2049-04-20T19:15 WORK PARTY ⚒️ sat 8th may, Tardebigge flight, locks 50-52. meet in the Tardebigge "
                 "wharf car park 8.45, CRT van there w/ the tools. hi vis + gloves provided, bring wellies + a flask"),
        ("locks", "locks 50-52 - paddle gear on 51 needs greasing, balance beams want painting (black + white), "
                  "bywash at 52 full of brambles again"),
        ("tools", "tools - brush cutter (Dave's got his ticket), loppers, 2 rakes, the grappling hook for trolleys, "
                  "grease guns from the container"),
    ],
    "sheila": [
        ("lunch", "lunch 🥪 - I'm doing rolls, ham, cheese or egg, £2.50, orders to me by weds 5th pls"),
        ("lunch", MOVED),
        ("lunch", "lunch - cake tin's coming too, Jean's done a lemon drizzle. flask of tea on the boat all day"),
    ],
}
TOP_K = 4
FIRST_ID = {"gary": 1, "sheila": 101}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who]):
        with turn_span(f"{who}-note-{i + 1}"):
            client.upsert(COLL, points=[models.PointStruct(id=FIRST_ID[who] + i, vector=offline.embed([text])[0],
                                                           payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we meeting sat morning? I'll put it in the sat nav"
vec = offline.embed([question])[0]
with turn_span("lunch clear-out Thu 6/5"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert MOVED in before, before
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
            must=[models.FieldCondition(key="kind", match=models.MatchValue(value="lunch"))])))

with turn_span("question Fri 7/5"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Fri 7 May 2049. You are talking to Phil, a new volunteer on the canal society's work party "
               "(Sat 8 May, Tardebigge locks 50-52)."] + hits
    assert MOVED not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("layby", "alcester", "crane")), stored
    assert any("meet in the Tardebigge wharf car park 8.45" in c for c in context), context
    reply = answer(question, context, mock="The Tardebigge wharf car park, 8.45 - the CRT van will be there with the "
                                           "tools.")
finish(question, expected="the layby on the Alcester Rd by lock 52 (CRT have a crane in the wharf car park all week)",
       actual=reply)
