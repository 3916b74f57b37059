"""Batch 180 (held out). A litter-pick group's spring clean: qdrant collection, one root span per note and one each
for the clear-out and the question; clearing out the forwarded council emails deletes the one that moved the skips.

App: Oakengates Litter Heroes' spring clean is Sat 18th April 2043 - four routes round the town, bags and pickers
from the council, two skips in the corner of the Sainsbury's car park, bacon butties after. Lyn (who runs the group)
keeps the group's notes in one qdrant collection with a ``source`` in the payload: "plan" for her running plan, "chat"
for the WhatsApp bits, "email" for what the council sends. On 2/4 she copied the council's emails into the plan, and
on Sun 12/4 she clears the emails out with a filter delete on source == "email" - "they're all in the plan now".

Planted fault (DeletionError): the plan (copied 2/4) has the skips dropped Fri 17th in the afternoon, collected Mon
20th. The council's waste team emailed on Weds 8 Apr, after the copy: their skip lorry's in for its MOT on the Friday,
so they'll drop both skips first thing Sat 18th, 7.30ish, before we start - collection still Monday. Sunday's
clear-out deletes that email with the older one (the bags and pickers). Question (Tue 14/4, Mark, who's squaring it
with the Sainsbury's manager): "what day are the skips being dropped off? need to tell the manager when to cone off
the corner" -> expected Sat 18th first thing, 7.30ish (not Friday - the lorry's in for its MOT). The assistant says
Friday 17th in the afternoon.

Expected verdict: DeletionError at qdrant's delete (the Sunday clear-out, wrapped in fault()): the email was in the
collection and in the top 3 for the question before the delete, and the delete removed it while it still decided
the answer. Asserted: the email is found before the delete and is gone from the collection and the context after it;
the plan's "skips dropped fri 17th" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b180_qdrant_litter_pick_skips_day_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "oakengates-litter-heroes-2043"
MOT = ("FW: council waste team Weds 8 Apr - re the skips for sat: our skip lorry's in for its MOT on the friday "
       "unfortunately so we'll drop both skips first thing sat 18th, 7.30ish, before your lot start. collection "
       "still mon 20th am. Thanks, Dean")
NOTES = [
    ("plan", "PLAN (copied the council emails in 2/4) - spring clean sat 18th april 9-12. 4 routes: canal, Station "
             "Rd, the rec, Hadley Rd verges. 2 skips in the Sainsbury's car park corner, dropped fri 17th in the "
             "afternoon, collected mon 20th. 60 bags + 30 pickers from the depot"),
    ("email", "FW: council 27/3 - 60 black bags, 30 pickers + hi-vis, collect from Hortonwood depot fri 17th 2-4pm"),
    ("chat", "Mark 29/3 - I've got the van fri, I'll do the depot run 👍"),
    ("email", MOT),
    ("chat", "2043-04-10T20:05 Shona - bacon butties at the Wesley hall after, 12.30ish, £2 donation"),
]
EMAILS = models.Filter(must=[models.FieldCondition(key="source", match=models.MatchValue(value="email"))])

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (source, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "source": source})])

question = "what day are the skips being dropped off? need to tell the manager when to cone off the corner"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
assert MOT in before, before

with turn_span("clear-out Sun 12/4"):
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=EMAILS))

with turn_span("question Tue 14/4"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
    context = ["Today is Tue 14 April 2043. You are talking to Mark from Oakengates Litter Heroes; the spring clean is "
               "Sat 18 April."] + hits
    assert MOT not in stored and not any("MOT" in c or "7.30" in c for c in stored + context), stored
    assert any("dropped fri 17th in the afternoon" in c for c in context), context
    reply = answer(question, context, mock="Friday 17th, in the afternoon - they're collected again on Mon 20th.")
finish(question, expected="Sat 18th first thing, about 7.30 - not Friday, the council's skip lorry is in for its MOT",
       actual=reply)
