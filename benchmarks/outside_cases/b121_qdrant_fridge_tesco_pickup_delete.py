"""Batch 121 (held out). A community fridge's group messages: qdrant collection, a delete of everything one
volunteer posted, script style (each call its own trace).

App: the Hebden Road Community Fridge (surplus food from shops, free to anyone) keeps its volunteers' messages and
the rota in one qdrant collection, payload ``from`` and ``text``; volunteers ask the helper who's doing what.

Planted fault (DeletionError): the saturday rota says the Tesco Extra pick-up at 8.30 is Sue's (her car, she has the
fob for the back door). Sue's goodbye message says she's stepping back after March, moving nearer her daughter in
Whitby, and Imran's taking the Tesco sat run - he's got the fob and the crates are in his boot. Sue asked to be taken
off the helper, so Bev, the coordinator, deletes every point from Sue with a filter - the goodbye with the handover
goes too. Question (Fri 10/4, Kath): "who's doing the tesco pick up tomorrow? need to tell them the back door's
blocked by the skip" -> expected Imran. The assistant says Sue.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): the message that decides who does the
pick-up was in the collection and found before the delete, and the delete removed it while it still held. Asserted:
Sue's handover is found before the delete and gone from the collection and the context after it; the rota's Sue line
is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b121_qdrant_fridge_tesco_pickup_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BYE = ("hi all - I'm stepping back after the end of march, moving nearer our Claire in Whitby. Imran's taking the "
       "tesco sat run, he's got the fob now + the crates are in his boot. it's been lovely, keep it going x Sue")
POINTS = [
    ("bev", "SAT PICK-UPS: Tesco Extra 8.30 - Sue (car, she has the fob for the back door). Co-op Market St 9.15 - "
            "Kath on foot w the trolley. Greggs is weekdays only"),
    ("sue", "temp log tues 6pm - fridge 4°C, freezer -18, all fine. binned 2 yoghurts past date"),
    ("imran", "bottom door seal on the fridge is going, ordered a new one, £23, should come Weds 8 Apr"),
    ("sue", BYE),
    ("kath", "Co-op gave us 14 loaves + a crate of bananas sat, gone by 11!!"),
    ("bev", "food hygiene refresher Weds 22nd 7pm at the library, Level 2, free, tell me if you're coming"),
    ("imran", "seal's on, door shuts proper now. also the church want the skip moved, it's there till the 14th"),
]

client = QdrantClient(":memory:")
client.create_collection("hebden-fridge", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("hebden-fridge", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"from": who, "text": text})
    for i, (who, text) in enumerate(POINTS, 1)])

vector = offline.embed(["who does the tesco saturday pick up"])[0]
before = [p.payload["text"] for p in client.query_points("hebden-fridge", query=vector, limit=6).points]
assert BYE in before, before

# Sue asked to be taken off the helper: everything she posted goes
with fault():
    client.delete("hebden-fridge", points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="from", match=models.MatchValue(value="sue"))])))

stored = [p.payload["text"] for p in client.scroll("hebden-fridge", limit=100)[0]]
hits = [p.payload["text"] for p in client.query_points("hebden-fridge", query=vector, limit=6).points]
question = "who's doing the tesco pick up tomorrow? need to tell them the back door's blocked by the skip"
context = ["Today is Fri 10 April 2037. You are talking to Kath, a volunteer at the Hebden Road Community "
           "Fridge."] + hits
assert BYE not in stored and not any("Imran's taking" in c or "Whitby" in c for c in stored + context), stored
assert any("Tesco Extra 8.30 - Sue" in c for c in context), context
reply = answer(question, context, mock="Sue - she does the Tesco Extra run at 8.30 in her car, she's got the fob "
                                       "for the back door.")
finish(question, expected="Imran - he took the tesco sat run over from Sue when she stepped back", actual=reply)
