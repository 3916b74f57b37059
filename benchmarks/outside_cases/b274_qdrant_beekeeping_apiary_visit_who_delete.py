"""Batch 274 (held out). A beekeeping association's apiary visits: qdrant collection of the committee's notes, one
root span per note, one for the secretary's clear-out and one for the question; the clear-out deletes, by a payload
filter, the inspection notes she has copied into the hive records, and one of them also named who's leading the
next visit.

App: Calderdale Beekeepers' Association run members' apiary visits at the association apiary at Ogden on Saturday
afternoons through the summer - hive inspections, a demonstration, tea and cake in the hut after. Janet (the
secretary) and Roger (the apiary manager) file notes into one qdrant collection (payload ``kind``: plan, visits,
kit, teas, inspections). Once an inspection is written up in the hive records Janet deletes the inspection notes
with a filter on ``kind``; the helper answers members from the 4 nearest notes.

Planted fault (DeletionError): Roger's visits note (2050-04-18T20:40) has the season's leaders - Sat 13th May Roger,
Sat 10th June Dave Pickles (swarm control demo), Sat 8th July Roger. Janet's inspection note of Sun 4/6 starts
with the hives (queen seen in 3, hive 5 queenless, a frame of eggs given) and says, in the middle, that Dave's done
his back lifting supers so Helen Crabtree from Todmorden's leading Saturday's visit and doing the swarm control
demo instead. Janet's clear-out (Tue 6/6) deletes the inspection notes, that one with them. Question (Thu 8/6, a new
member, Priya): "who's leading sat's apiary visit? want to say hello + I've got loads of questions on swarming" ->
expected Helen Crabtree from Todmorden (Dave's done his back). The assistant says Dave Pickles.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Janet's Sun 4/6 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Helen, Todmorden or his back); the visits note's "Sat 10th June Dave Pickles" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b274_qdrant_beekeeping_apiary_visit_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calderdale-bka-apiary-2050"
LEADER = ("Sun 4/6 (Janet) inspections 🐝 queen seen in 1, 2 + 4, hive 5 queenless - gave them a frame of eggs from "
          "2. Dave's done his back lifting supers (ouch) so Helen Crabtree from Todmorden's leading sat's visit + "
          "doing the swarm control demo instead. hive 3 needs a super by next wk")
NOTES = [
    (1, "plan", "Roger", "2050-03-30T19:00 APIARY VISITS 2050 - 2nd sat of the month may-sept at Ogden, 2pm. suits "
                         "+ gloves on before u go thru the gate, no exceptions. max 12 a visit, book w/ Janet"),
    (2, "visits", "Roger", "2050-04-18T20:40 leaders: sat 13th may Roger (first inspection of the yr), sat 10th june "
                           "Dave Pickles (swarm control demo), sat 8th july Roger (honey/supers)"),
    (3, "kit", "Roger", "spare suits in the hut, sizes M + XL only, smoker fuel's the hessian in the tin. wash ur "
                        "gloves between hives pls"),
    (4, "teas", "Janet", "teas in the hut after, Mavis doing cakes, 50p in the jar. milk's in the cool box"),
    (5, "inspections", "Janet", "21.5. inspections - all 5 hives queenright, hive 2 v busy, swarm cells knocked down "
                                "in 4"),
    (6, "inspections", "Janet", LEADER),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's leading sat's apiary visit? want to say hello + I've got loads of questions on swarming"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 6/6"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert LEADER in before, before
    written_up = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="inspections"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=written_up))

with turn_span("question Thu 8/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 8 June 2050. You are talking to Priya, a new member of Calderdale Beekeepers' "
               "Association (apiary visit Sat 10 June at Ogden)."] + hits
    assert LEADER not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("helen", "todmorden", "his back")), stored
    assert any("sat 10th june Dave Pickles" in c for c in context), context
    reply = answer(question, context, mock="Dave Pickles is leading Saturday's visit - he's doing the swarm control "
                                           "demo, so save your swarming questions for him.")
finish(question, expected="Helen Crabtree from Todmorden - Dave's done his back lifting supers", actual=reply)
