"""Batch 97 (held out). A riding stables' yard book: qdrant collection, script style (each call its own trace).

App: Oakfield Riding Stables keeps its yard book in one qdrant collection: lesson lists (kind "lessons"), farrier
visits (kind "farrier", status "done" once the visit's happened) and yard notes ("yard"). The office helper answers
parents and riders from whatever is in it. Every Thursday night Jo clears out the farrier visits marked done.

Planted fault (DeletionError): Thursday's clear-out (6/3) deletes the done farrier visits. One of them, Tue 4/3,
says Jim did Dusty, Pickle and Monty all round, but Biscuit had pulled her near fore off in the field again and Jim
had no time; he's coming back Sat 8am just for her, and nobody rides Biscuit till she's shod. The Friday lesson
list still has 5pm Ellie M on Biscuit. Question (Fri 7/3, Ellie's mum): "is Ellie ok on Biscuit at 5 today? she's
been going on about it all week" -> expected no, Biscuit's a shoe short until the farrier's back on Saturday. The
assistant says yes.

Expected verdict: DeletionError at the qdrant delete (the clear-out, wrapped in fault()). Asserted: the 4/3 visit is
in the query results before the delete and gone from the collection and the context after it; the 5pm Biscuit line
is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b97_qdrant_stables_farrier_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

FARRIER = ("tues 4/3 farrier (Jim) - Dusty, Pickle, Monty all round. Biscuit pulled her near fore off in the field "
           "AGAIN, Jim had no time, he's back sat 8am just for her. nobody rides Biscuit till she's shod!!")
POINTS = [
    ("lessons", "-", "FRI lessons: 4pm Ollie on Pickle, 5pm Ellie M on Biscuit (1st canter hopefully!), 6pm adults "
                     "group - Dusty, Monty, Bramble"),
    ("farrier", "done", FARRIER),
    ("farrier", "booked", "Jim's next full visit tue 1/4, £95 all round / £40 fronts, Monty's invoice to his owner"),
    ("yard", "-", "Monty on box rest (abscess, rt hind), poultice changed daily, in the back barn"),
    ("yard", "-", "hay delivery weds 5/3 - Sam stacking, 60 bales, paid"),
    ("farrier", "done", "4 Feb farrier - all done, nothing to report, paid cash"),
    ("lessons", "-", "sat lessons as normal + pony club rally 9-12 in the school, arena closed"),
    ("yard", "-", "Biscuit's new numnah came, the blue one, on her peg"),
]

client = QdrantClient(":memory:")
client.create_collection("oakfield-yard", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("oakfield-yard", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "status": status, "text": text})
    for i, (kind, status, text) in enumerate(POINTS, 1)])

question = "is Ellie ok on Biscuit at 5 today? she's been going on about it all week"
vector = offline.embed(["Biscuit Ellie ride lesson 5pm friday"])[0]  # the helper's search words
before = [p.payload["text"] for p in client.query_points("oakfield-yard", query=vector, limit=6).points]
assert FARRIER in before, before

# Thu 6/3: clear out the farrier visits marked done
with fault():
    client.delete("oakfield-yard", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="status", match=models.MatchValue(value="done"))])))

stored = [p.payload["text"] for p in client.scroll("oakfield-yard", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("oakfield-yard", query=vector, limit=6).points]
context = ["Today is Fri 7 March 2036. You are talking to Ellie's mum."] + hits
assert FARRIER not in stored and FARRIER not in context
assert not any("shod" in c or "near fore" in c for c in stored + context)
assert any("5pm Ellie M on Biscuit" in c for c in context), context
reply = answer(question, context, mock="Yes - she's down for 5pm on Biscuit, hopefully her first canter!")
finish(question, expected="no - Biscuit's a shoe short until Jim comes back saturday", actual=reply)
