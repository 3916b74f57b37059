"""Batch 43 (held out). A community minibus scheme's coordinator notes: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: Wharfedale Community Transport runs one 16-seat minibus with a tail lift and about a dozen volunteer drivers:
a Tuesday market run, the Wednesday lunch club run, Thursday shopping, and day trips. Maureen, the coordinator,
keeps her notes as qdrant points with payload ``{"trip", "text"}`` (trip = the trip a note came out of, e.g.
"garden-centre-18mar", or "general"). After a trip she clears that trip's notes (passenger lists, who paid) so the
assistant doesn't keep bringing them up.

Planted fault (DeletionError): the debrief of the 18 March garden centre trip also held a lasting change: "garden
centre 18/3 done, 11 on, back 3.40. Brian says tail lift's sticking again, reported to Fleetcare. good news - Sandra
Whitlock's DBS came thru + she's done her MiDAS so she's taking the weds lunch club run from 25th, Keith's had
enough of it bless him". The clear-out of the trip's notes (a payload-filtered delete) removes it. Question (Mon
23/3): "who's driving the Wednesday lunch club run from this week?" -> expected Sandra, the newly cleared volunteer.
The assistant sees only the older note that Keith does Wednesdays and says Keith.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the debrief is among the
hits before the delete, and neither stored nor in the context after; the Keith note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b43_qdrant_minibus_wednesday_driver_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DEBRIEF = ("garden centre 18/3 done, 11 on, back 3.40. Brian says tail lift's sticking again, reported to Fleetcare. "
           "good news - Sandra Whitlock's DBS came thru + she's done her MiDAS so she's taking the weds lunch club "
           "run from 25th, Keith's had enough of it bless him")
NOTES = [
    ("general", "driver rota spring: tues market - Brian, weds lunch club - Keith (8.45 from the depot, back by "
                "2.30), thurs shopping - Pam/Ahmed alt wks"),
    ("garden-centre-18mar", "garden centre trip weds 18/3 - 12 booked, £8 each, Brian driving, leave the depot 9.30"),
    ("general", "lunch club at St Mark's hall, 9 regulars, Mrs Akhtar needs the lift, Mr Dent has a walking frame"),
    ("garden-centre-18mar", "paid: Dent, Akhtar, Hughes x2, Lomas, Price, Okoro - rest pay on the day"),
    ("general", "minibus MOT due 14/4, Fleetcare booking ref FC-8812"),
    ("garden-centre-18mar", DEBRIEF),
    ("general", "fuel card pin changed, ask me, don't write it in the van!!"),
    ("bakewell-16apr", "bakewell trip thurs 16/4, 14 seats, £12, Pam driving"),
    ("general", "new volunteers - 2 enquiries from the library poster, Sandra W + a chap called Ian, both want to "
                "drive, DBS forms sent 20/2"),
    ("general", "Keith says can someone else do a wed now and then, he's 78 in may"),
    ("general", "Thursday shopping now goes to the big Tesco not Morrisons, passengers voted"),
    ("garden-centre-18mar", "Mrs Lomas left her scarf on the bus, it's in the office"),
]

client = QdrantClient(":memory:")
client.create_collection("wct-notes", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("wct-notes", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"trip": trip, "text": text})
    for i, (trip, text) in enumerate(NOTES, 1)])

question = "who's driving the Wednesday lunch club run from this week?"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points("wct-notes", query=vector, limit=len(NOTES)).points]
assert DEBRIEF in before, before

# the clear-out once the garden centre trip is done
with fault():
    client.delete("wct-notes", points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="trip", match=models.MatchValue(value="garden-centre-18mar"))])))

stored = [p.payload["text"] for p in client.scroll("wct-notes", limit=100)[0]]
hits = client.query_points("wct-notes", query=vector, limit=8).points
context = ["Today is Mon 23 March 2026."] + [h.payload["text"] for h in hits]
assert DEBRIEF not in stored
assert any("weds lunch club - Keith" in c for c in context), context
assert not any("MiDAS" in c or "taking the weds" in c for c in context + stored), context
reply = answer(question, context, mock="Keith - he does the Wednesday lunch club, 8.45 from the depot and back by "
                                       "2.30. He has asked for the odd week off though.")
finish(question, expected="Sandra - the new volunteer driver, now her checks have come through", actual=reply)
