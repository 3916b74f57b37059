"""Batch 201 (held out). A village hall's Burns night: qdrant collection, one root span per note and one for the
clear-out and the question; once the tickets had sold out the clear-out deleted the ticket notes by id, one of which
had put the haggis back.

App: Cressage Village Hall's Burns supper is Sat 28th Jan 2045 - doors half 6, cock-a-leekie, the haggis piped in and
addressed, haggis neeps and tatties, cranachan, a ceilidh band after. Fiona (the hall committee's chair) keeps her
notes in one qdrant collection, each with a ``kind`` (food, piper, tables, tickets); when the tickets sold out she had
the helper clear out the ticket notes (``client.delete`` with the two note ids); it answers from the 4 nearest
notes.

Planted fault (DeletionError): the first note (2044-12-04T20:00) has the haggis piped in at 7.30 sharp, and the
piper's note (9/12) has Alasdair piping the guests in from half 6 and the haggis at 7.30. Fiona's ticket note of Tue
3rd Jan (72 sold, 8 left, £18 with the supper, bring a bottle) goes on: Alasdair rang, he's piping at a wedding in
Welshpool that afternoon and can't be here before 8ish, so they'll do the haggis after the soup and the Selkirk
grace, about 8.15, and he'll skip the door. The clear-out (Tue 17/1) deletes both ticket notes (ids 4 and 5).
Question (Fri 27/1, Jean, who's cooking the haggis in the hall kitchen): "what time's the haggis being piped in? need
to know when to have it out of the oven" -> expected about 8.15, after the soup and the grace (the piper's at a
wedding till 8ish). The assistant says 7.30 sharp.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Tue 3rd Jan note was in
the collection and in the top 4 for the question before the delete, and the delete removed it while it still decided
when the haggis comes in. Asserted: the note is in the top 4 before the delete and gone from the collection and the
context after it (nothing on the wedding, Welshpool or 8.15); the 7.30 lines are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b201_qdrant_burns_night_haggis_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cressage-vh-burns-night-2045"
LATER = ("Tue 3rd Jan tickets - 72 sold!! 8 left, £18 incl the supper, bring your own bottle. ALSO Alasdair rang, "
         "he's piping at a wedding in Welshpool that afternoon + can't be here before 8ish 🙄 so we'll do the haggis "
         "after the soup + the Selkirk grace, about 8.15, he'll skip the door bit")
NOTES = [
    (1, "food", "2044-12-04T20:00 BURNS NIGHT sat 28th jan 🏴 doors half 6, cock-a-leekie 7, haggis piped in at 7.30 "
                "sharp + the Address, then haggis neeps + tatties, cranachan. 6 big haggis from Lowe's the butcher"),
    (2, "piper", "9/12 piper booked - Alasdair from the Oswestry pipe band, £80 + his petrol, pipes the guests in at "
                 "the door from half 6 + the haggis in at 7.30"),
    (3, "tables", "14/12 tables - 10 of 8, trestles from the school, Jean's got the tartan runners, candles in jam "
                  "jars"),
    (4, "tickets", LATER),
    (5, "tickets", "9.1. SOLD OUT 🎉 waiting list of 6, I've got it, returns to me"),
    (6, "food", "12.1. cranachan - Moira's doing it, raspberries out of her freezer from the allotment, 80 glasses. "
                "ceilidh band (the Ceiriog lot) 9 till late"),
]
TOP_K = 4
CLEAR = models.PointIdsList(points=[4, 5])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Fiona"})])

question = "what time's the haggis being piped in? need to know when to have it out of the oven"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 17/1"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    assert LATER in before, before
    with fault():
        client.delete(COLL, points_selector=CLEAR)

with turn_span("question Fri 27/1"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K).points]
    context = ["Today is Fri 27 Jan 2045. You are talking to Jean, who's cooking the haggis in the kitchen at "
               "Cressage Village Hall's Burns supper (Sat 28 Jan)."] + hits
    assert LATER not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("wedding", "welshpool", "8.15", "8ish")), stored
    assert any("haggis piped in at 7.30 sharp" in c for c in context), context
    reply = answer(question, context, mock="7.30 sharp - Alasdair pipes the haggis in at 7.30 for the Address, so "
                                           "have it out and on the platter just before.")
finish(question, expected="about 8.15, after the soup and the Selkirk grace - the piper's at a wedding in Welshpool "
                          "till 8ish", actual=reply)
