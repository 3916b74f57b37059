"""Batch 127 (held out). A bowls club's league team notes: chromadb collection, a clear-out of the availability notes
once a match is played, one root span per job (the clear-out, the question).

App: Ferndale Bowls Club's match secretary keeps the season's rinks, the fixtures and the members' availability
notes for each match in one chroma collection; availability notes have ``kind: "avail"`` and ``match`` (the match
date as yyyymmdd). Availability is taken as being for that match only, so after each Saturday the app deletes the
``avail`` notes for matches up to that day.

Planted fault (DeletionError): the season's league rinks have rink 2 as Stan (skip), Val, Derek and Mavis. Ray's
availability note for the 13/6 home match says Stan's knee has gone again - he's having the op on the 24th and is out
for the rest of the season, Brenda skips rink 2 from now on (she's said yes) - and, in passing, that Val will be ten
minutes late on the 13th (bus). After the 13/6 match the clear-out deletes every avail note up to the 13th, that one
with them. Question (Fri 19/6, Ray, doing the card for Sat 20th away at Kirkby): "who's on rink 2 tmrw at kirkby?
doing the card" -> expected Brenda (skip), Val, Derek, Mavis. The assistant lists Stan as skip.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the note that decides the rink was in the
collection and found before the clear-out, and the delete removed it while it still held. Asserted: Ray's note is
found before the delete and gone from the collection and the context after it; the season's rinks line is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b127_chroma_bowls_rink2_list_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

STAN = ("13/6 v Hartley (home) - Stan's knee's gone again, he's having the op on the 24th so thats him done for the "
        "season. Brenda skips rink 2 from now on, she's said yes, bless her. Val 10 mins late sat (bus). Ray")
NOTES = [
    ({"kind": "rinks"}, "LEAGUE RINKS 2037: rink 1 - Colin (skip), Jean, Pat, Ray. rink 2 - Stan (skip), Val, Derek, "
                        "Mavis. rink 3 - Eric (skip), Sheila, Bob, Margaret. reserves Brenda + Alan"),
    ({"kind": "fixture"}, "fixtures: sat 13/6 v Hartley home 2pm, sat 20/6 away at Kirkby 2.30 (coach 1.15 from the "
                          "club), sat 27/6 v Oakwood home 2pm"),
    ({"kind": "avail", "match": 20370606}, "6/6 - Pat away (Tenerife), Alan in for her. whites for the away ones pls"),
    ({"kind": "avail", "match": 20370613}, STAN),
    ({"kind": "avail", "match": 20370613}, "13/6 - Margaret can only do till 5, her grandson's party. Bob fine"),
    ({"kind": "teas"}, "teas rota: 13/6 Jean + Sheila, 27/6 Mavis + Brenda. away teas are Kirkby's lookout"),
    ({"kind": "avail", "match": 20370620}, "20/6 at Kirkby - Alan can't do the coach, he'll drive + meet us there"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ferndale-league", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

words = "who is on rink 2 skip Stan Brenda Val Derek Mavis"
with turn_span("clear-out Sun 14/6"):
    before = notes.query(query_texts=[words], n_results=4)["documents"][0]
    assert STAN in before, before
    with fault():
        notes.delete(where={"$and": [{"kind": "avail"}, {"match": {"$lte": 20370613}}]})

question = "who's on rink 2 tmrw at kirkby? doing the card"
with turn_span("question Fri 19/6"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
    context = ["Today is Fri 19 June 2037. You are talking to Ray, Ferndale's match secretary."] + hits
    assert STAN not in stored and not any("knee" in c or "Brenda skips" in c for c in stored + context), stored
    assert any("rink 2 - Stan (skip), Val, Derek, Mavis" in c for c in context), context
    reply = answer(question, context, mock="Rink 2: Stan (skip), Val, Derek and Mavis.")
finish(question, expected="Brenda (skip), Val, Derek, Mavis - Stan's out for the season with his knee",
       actual=reply)
