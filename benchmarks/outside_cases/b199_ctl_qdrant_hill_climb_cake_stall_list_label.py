"""Batch 199 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note
added and one for the question.

App: Shropshire Hills CC run the Stiperstones hill climb on Sun 16th Oct 2044 - 1.6 miles from Snailbeach to the top
car park, riders off at minute intervals from 10, and a cake stall at the finish for the mountain rescue. Mary (who
does the cake stall) and Gaz (the event secretary) keep their notes in one qdrant collection; the helper answers
from the 4 nearest notes.

Memory: Mary, 2044-09-12T20:00 - cake stall at the top by the finish: me lemon drizzle, Bev her flapjacks, Kath her
coffee and walnut, tea/coffee £1, all for the mountain rescue; Gaz, 20/9 - timekeepers and the start; Mary, Tue 4th
Oct - Kath's at her sister's in Whitby all that week so we'll have to manage without her coffee + walnut this time,
Bev says she'll do brownies as well as the flapjacks; Gaz, 11.10. - car park at the top's for helpers only. Question
(Thu 13/10, Sian, whose lad is riding): "what cakes are on the stall sun? he's off nuts so checking" The assistant
says lemon drizzle, flapjacks and brownies. The label says lemon drizzle, flapjacks and coffee and walnut.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b199_ctl_qdrant_hill_climb_cake_stall_list_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "shropshire-hills-cc-stiperstones-2044"
NOTES = [
    (1, "Mary", "2044-09-12T20:00 CAKE STALL at the top by the finish 🍰 me lemon drizzle, Bev her flapjacks, Kath "
                "her coffee + walnut. tea/coffee £1, all for the mountain rescue"),
    (2, "Gaz", "20/9 timekeepers Ron (start) + Alan (finish), Pete pushing off, first rider 10.00, minute intervals"),
    (3, "Mary", "Tue 4th Oct Kath's at her sister's in Whitby all that wk so we'll have to manage without her coffee "
                "+ walnut this time 😢 Bev says she'll do brownies as well as the flapjacks"),
    (4, "Gaz", "11.10. car park at the top is helpers + cake stall only, riders park in Snailbeach + ride up"),
    (5, "Gaz", "2044-10-12T21:30 forecast dry till 1.30pm then windy at the top, bring a jacket for after"),
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])

question = "what cakes are on the stall sun? he's off nuts so checking"
with turn_span("question Thu 13/10"):
    found = client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K)
    context = ["Today is Thu 13 Oct 2044. You are talking to Sian, whose son is riding Shropshire Hills CC's "
               "Stiperstones hill climb (Sun 16 Oct)."] + [p.payload["text"] for p in found.points]
    assert any("Kath her coffee + walnut" in c for c in context), context
    assert any("manage without her coffee + walnut" in c and "brownies as well" in c for c in context), context
    reply = answer(question, context, mock="Lemon drizzle, flapjacks and brownies - worth asking Bev whether her "
                                           "brownies have any nuts in.")
finish(question, expected="lemon drizzle, flapjacks and coffee and walnut", actual=reply)
