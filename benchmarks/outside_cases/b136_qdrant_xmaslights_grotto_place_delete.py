"""Batch 136 (held out). A village Christmas lights committee's notes: qdrant collection, one root span per note, one
for the secretary's tidy-up and one for the question.

App: the Ashby Magna Christmas lights switch-on committee keeps its notes (stalls, Santa, the road closure, the
council) in one qdrant collection, each point with a ``kind`` payload. Once the council paperwork is through, the
secretary tidies up by deleting every ``kind=council`` point - "that's all signed off now" - so the helper only sees
what's left to do.

Planted fault (DeletionError): the plan for Sat 28th Nov has the grotto in the library 4-7, Santa arriving 5.15 on the
fire engine, the stalls down the High St. Lynn's note of 11/11 about the council - the road closure order's come
through (High St 2-9) - also says, in passing, that the library's having its roof done through to Christmas, scaffold
up and no public in, so the council say use the Methodist hall on Chapel St for the grotto instead, key from Mr
Pryce. The tidy-up deletes every council point, that note with them. Question (Weds 25/11, Sue, doing the leaflets):
"where's the grotto this yr? leaflets go to the printers in the morning" -> expected the Methodist hall on Chapel St
(the library's shut for its roof). The assistant says the library.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the note that moves the grotto was in the
collection and found before the tidy-up, and the delete removed it while it still held for the 28th. Asserted: the
note is found before the delete and is gone from the collection and the context after it; the plan line (grotto in
the library) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b136_qdrant_xmaslights_grotto_place_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COUNCIL = ("11/11 Lynn - road closure order's come thru from the council at last, High St shut 2-9 on the 28th, "
           "diversion via Mill Lane. ALSO the library's having its roof done right thru to xmas, scaffold up + no "
           "public in, so they say use the Methodist hall on Chapel St for the grotto instead. key from Mr Pryce "
           "(no 4), he wants it back by 8")
POINTS = [
    ({"kind": "plan"}, "PLAN sat 28th nov: stalls on the High St from 3, grotto in the library 4-7 (elves = Guides), "
                       "Santa arrives 5.15 on the fire engine, switch-on 5.30 by the mayor, brass band from 5"),
    ({"kind": "council"}, COUNCIL),
    ({"kind": "stalls"}, "stalls so far: WI cakes, mulled wine (the Plough), tombola (school PTA), hook-a-duck, "
                         "Beth's candles. 14 pitches, £10 each, £5 charities"),
    ({"kind": "council"}, "3/11 Lynn - council want the event insurance cert + a risk assessment by the 14th, sent "
                          "both 9/11"),
    ({"kind": "santa"}, "Santa = Geoff again (suit's at the dry cleaners, ready fri). 200 selection boxes from "
                        "Costco, £1 a go for the grotto"),
    ({"kind": "leaflets"}, "leaflets - 500, Print Hub on the industrial est, needs the final copy by thurs 26th 9am"),
]

client = QdrantClient(":memory:")
client.create_collection("ashby-xmas-lights", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
for i, (meta, text) in enumerate(POINTS, 1):
    with turn_span(f"note-{i} {meta['kind']}"):
        client.upsert("ashby-xmas-lights", points=[
            models.PointStruct(id=i, vector=offline.embed([text])[0], payload={**meta, "text": text})])

vector = offline.embed(["where is Santa's grotto this year library hall"])[0]
before = [p.payload["text"] for p in client.query_points("ashby-xmas-lights", query=vector, limit=4).points]
assert COUNCIL in before, before

with turn_span("secretary's tidy-up"):
    signed_off = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="council"))])
    with fault():
        client.delete("ashby-xmas-lights", points_selector=models.FilterSelector(filter=signed_off))

question = "where's the grotto this yr? leaflets go to the printers in the morning"
with turn_span("question Weds 25/11"):
    stored = [p.payload["text"] for p in client.scroll("ashby-xmas-lights", limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points("ashby-xmas-lights", query=vector, limit=4).points]
    context = ["Today is Weds 25 November 2037. You are talking to Sue, on the Ashby Magna Christmas lights "
               "committee, doing the leaflets."] + hits
    assert COUNCIL not in stored and not any("Methodist" in c or "roof" in c for c in stored + context), stored
    assert any("grotto in the library 4-7" in c for c in context), context
    reply = answer(question, context, mock="In the library, 4-7, with the Guides as elves - Santa's there from about "
                                           "5.15.")
finish(question, expected="the Methodist hall on Chapel St - the library's shut for its roof", actual=reply)
