"""Batch 85 (held out). A hospital League of Friends' trolley service: qdrant collection of notes, script style
(each call its own trace).

App: Rita Marsh organises the League of Friends trolley at St Aldhelm's Community Hospital (sweets, papers,
toiletries round the wards). Standing arrangements (kind "standing") and the weekly round-up Rita writes after
each volunteers' meeting (kind "weekly", with a ``week`` number like 203236) go into one qdrant collection. At the
start of each month the app clears out the weekly round-ups more than four weeks old.

Planted fault (DeletionError): the October clear-out deletes kind "weekly" points with week < 203238. One of them,
the round-up of w/c 1/9, is mostly about the new card machine and the Werther's running out, but also says the
physios have got Foxglove's day room for their falls group on Tuesday afternoons for good, so Foxglove gets the
trolley on Thursday mornings, 10.30ish, from then on. The standing note still says every ward Tuesday 2-4. Question
(Mon 7/10, a new volunteer): "what day does the trolley go round Foxglove?" -> expected Thursday (morning). The
assistant says Tuesday afternoon.

Expected verdict: DeletionError at qdrant.delete (the filtered clear-out, wrapped in fault()). Asserted: the
round-up is in the query results before the delete and gone from the collection and the context after it; the
standing note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b85_qdrant_trolley_foxglove_day_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SEPT = ("w/c 1/9 mtg - card machine arrived (SumUp), Ken's got the login. Werther's ran out AGAIN, order 2 boxes. "
        "physios have got Foxglove's day room tues pm for the falls group, that's permanent now, so Foxglove gets "
        "the trolley thurs mornings ~10.30 from now on. Sister Adeyemi happy with that")
POINTS = [
    ("standing", 0, "TROLLEY: every ward tues 2-4pm, start Bluebell (grd floor) then lift to Foxglove + Primrose. "
                    "2 vols min, one pushes one does the money"),
    ("weekly", 203234, "w/c 18/8 - 2 new vols (Ken, Ayesha) DBS back. £212.40 taken in aug, banked"),
    ("standing", 0, "stock cupboard key in the LoF office, blue fob. float £20 in the tin"),
    ("weekly", 203236, SEPT),
    ("standing", 0, "no hot drinks on the trolley (infection control) - squash + bottled water only"),
    ("weekly", 203237, "w/c 8/9 - papers: Mirror x3 Express x2 Times x1 daily, Hello on weds. Doreen off 3 wks "
                       "(knee op)"),
    ("weekly", 203239, "w/c 22/9 - trolley wheel squeaks, estates coming. puzzle books sell best on Primrose"),
    ("weekly", 203240, "w/c 29/9 - 3 vols at the mtg. Xmas stock order by mid nov (selection boxes)"),
]

client = QdrantClient(":memory:")
client.create_collection("lof-trolley", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("lof-trolley", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "week": week, "text": text})
    for i, (kind, week, text) in enumerate(POINTS, 1)])

question = "what day does the trolley go round Foxglove?"
vector = offline.embed(["trolley foxglove ward day time tues thurs round"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("lof-trolley", query=vector, limit=4).points]
assert SEPT in before, before

# start of October: clear out the weekly round-ups more than four weeks old
with fault():
    client.delete("lof-trolley", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="weekly")),
        models.FieldCondition(key="week", range=models.Range(lt=203238))])))

stored = [p.payload["text"] for p in client.scroll("lof-trolley", limit=50)[0]]
hits = client.query_points("lof-trolley", query=vector, limit=4).points
context = ["Today is Mon 7 October 2032. You are talking to Ayesha, a new trolley volunteer."] + \
          [h.payload["text"] for h in hits]
assert SEPT not in stored and SEPT not in context
assert not any("thurs mornings" in c or "falls group" in c for c in stored + context)
assert any("every ward tues 2-4pm" in c for c in context), context
reply = answer(question, context, mock="Tuesday afternoon - the trolley does every ward 2 till 4, Bluebell first "
                                       "then up in the lift to Foxglove and Primrose.")
finish(question, expected="Thursdays - mornings, about half ten", actual=reply)
