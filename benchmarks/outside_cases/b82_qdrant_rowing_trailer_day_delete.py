"""Batch 82 (held out). A rowing club's head race: qdrant collection of club notes, script style.

App: Wyebridge Rowing Club's captain, Fran, keeps standing notes (kind "standing", no date) and season notes
(kind "summer" for the regatta season, "autumn" for the head season, with a day stamp) in one qdrant collection.
Members ask the app about trips. On 1 Sept a tidy-up deletes the summer regatta notes.

Planted fault (DeletionError): the tidy-up deletes kind "summer" notes dated before 1 Sept. One of them, 30/8, is
mostly the end-of-season wash-up (medal count, who's lost a boat clip) but also says the big trailer's going to
Abingdon Trailers to have the axle and lights done, they can't have it back before Thu 2 Oct after 5, so for the
Severn Head on Sat 4th we load Fri 3rd at 6. The standing note still says the trailer gets loaded the Thursday
evening before an away race. Question (Mon 29/9, a novice): "what day are we loading the trailer for the Severn
Head?" -> expected Friday (3 Oct, 6pm). The assistant says Thursday.

Expected verdict: DeletionError at qdrant.delete (the filtered delete, wrapped in fault()). Asserted: the note is in
the search results before the delete and gone from the collection and the context after it; the standing trailer
note is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b82_qdrant_rowing_trailer_day_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTE = ("30/8 season wash-up: 11 pots this summer!! Hereford + Ross the best. somebody has walked off w the 2nd "
        "rigger spanner AGAIN. big trailer is going to Abingdon Trailers for the axle + lights, they can't have "
        "it back before thurs 2 oct after 5, so for the Severn Head (sat 4th) we load fri 3rd 6pm. Pete towing")
POINTS = [
    ("standing", 0, "trailer: load the thurs eve before any away race, 6.30, everyone who's racing helps, "
                    "straps in the blue box. Pete or Jas tow (B+E licence)"),
    ("summer", 20310614, "14/6 Hereford regatta - J15 quad won!! trailer back 9pm, washed sun am"),
    ("standing", 0, "boat bay order: Hudson 8 bottom rack, Filippi 4s middle, sculls top + wall"),
    ("summer", 20310726, "26.7 Ross regatta, W4+ and MasC 2x both won, Jas towed, £38 diesel claim"),
    ("summer", 20310830, NOTE),
    ("autumn", 20310908, "8/9 Severn Head entries in: W8+ (Hudson, Kate coxing), MasD 4x-, J16 2x. crews on the "
                         "board"),
    ("standing", 0, "away races: club covers diesel, crews pay own entries, £14/seat on the club account"),
    ("autumn", 20310915, "15 Sept - novice men's 8 not ready for the Severn, aiming for the Wye Head in Nov"),
    ("autumn", 20310922, "22/9 Kate's new cox box charged + in the cox bag. marshalling at 11.40 for the W8+"),
    ("standing", 0, "safety: lifejackets for coxes, hi-vis for the bank party, first aid kit in the trailer"),
]

client = QdrantClient(":memory:")
client.create_collection("wyebridge-rc", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("wyebridge-rc", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day, "text": text})
    for i, (kind, day, text) in enumerate(POINTS, 1)])

question = "what day are we loading the trailer for the Severn Head?"
vector = offline.embed(["load the trailer Severn Head day when tow"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("wyebridge-rc", query=vector, limit=4).points]
assert NOTE in before, before

# 1 Sept: tidy-up of the summer regatta notes
with fault():
    client.delete("wyebridge-rc", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="summer")),
        models.FieldCondition(key="day", range=models.Range(lt=20310901))])))

stored = [p.payload["text"] for p in client.scroll("wyebridge-rc", limit=50)[0]]
hits = client.query_points("wyebridge-rc", query=vector, limit=4).points
context = ["Today is Mon 29 September 2031. You are talking to Sam, a novice rower in the W8+."] + \
          [h.payload["text"] for h in hits]
assert NOTE not in stored and NOTE not in context
assert not any("Abingdon" in c or "fri 3rd" in c for c in context + stored)
assert any("load the thurs eve before any away race" in c for c in context), context
reply = answer(question, context, mock="Thursday evening (2 Oct) at 6.30 - everyone racing helps, straps are in "
                                       "the blue box.")
finish(question, expected="the Friday before, 6pm", actual=reply)
