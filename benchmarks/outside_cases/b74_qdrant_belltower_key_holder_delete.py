"""Batch 74 (held out). A church bell-ringers' tower: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: St Mary's, Painswick ringers (8 bells, practice Thursdays 7.30 - 9) keep the tower's notes as points with
payload ``{"text", "kind", "day"}``: ``kind`` is "practice" for a practice-night write-up (``day`` = yyyymmdd) or
"standing" for notes that always apply (``day`` = 0). At the start of each month the tower secretary deletes the
practice write-ups more than about four weeks old, so the assistant's searches stay on what's current. Eleven points, May -
July 2031.

Planted fault (DeletionError): the write-up of practice on 5/6 also held a lasting arrangement: "practice 5/6 - 11
there incl 2 from Sheepscombe, Plain Hunt on 7 for Ellie came right at last!! NB from now the tower key lives w
Margaret (our steeple keeper) at 3 Vicarage St, Rev Ann wants it out of the vestry after the lead went off the
porch roof. ring her bell, she's in most eves". The clear-out of old write-ups on 1/7 deletes it. Question (Wed 2/7,
Tom, opening up for a visiting band on Saturday): "who do I get the tower key off?" -> expected Margaret, the
steeple keeper (3 Vicarage St). The assistant goes by the standing note: the churchwarden, from the vestry key
cupboard.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the write-up is a hit
of the app's query before the delete, and is neither stored nor in the context after; the standing key note is in
the context. Another reading: none that we see; no other note mentions Margaret having the key.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b74_qdrant_belltower_key_holder_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

KEYNOTE = ("practice 5/6 - 11 there incl 2 from Sheepscombe, Plain Hunt on 7 for Ellie came right at last!! NB from "
           "now the tower key lives w Margaret (our steeple keeper) at 3 Vicarage St, Rev Ann wants it out of the "
           "vestry after the lead went off the porch roof. ring her bell, she's in most eves")
POINTS = [
    ("standing", 0, "tower key - churchwarden (Dennis) has the vestry key cupboard code, ask him, he's at the "
                    "church most mornings. sign the key book"),
    ("practice", 20310515, "practice 15/5: 9 ringers, Grandsire Triples touch fell apart at the single, go again"),
    ("standing", 0, "ropes - 5 + 6 have frayed sallies, don't use them for learners. spare ropes in the chest"),
    ("practice", 20310522, "22/5 - only 6 of us (half term), rang call changes + Plain Bob Doubles for Ellie"),
    ("practice", 20310605, KEYNOTE),
    ("standing", 0, "visiting bands - £25 donation to the tower fund, bells silent by 9pm, leave the clock hammer ON"),
    ("practice", 20310612, "12/6 practice cut short, organ tuner in till 8. 7 ringers, Stedman for the brave"),
    ("practice", 20310619, "19/6 - quarter peal attempt Sat 28/6 10am for the Bishop's visit, Tom to call it"),
    ("standing", 0, "tea + biscuits money in the jar, 50p a go, Sue buys the milk"),
    ("practice", 20310626, "26/6 practice - 10 there, the tenor clapper's knocking, Margaret's asked the Whites "
                           "to come + look"),
    ("practice", 20310703, "3/7 practice: usual time, Ellie + Jack on the back 6 for the first time"),
]

client = QdrantClient(":memory:")
client.create_collection("painswick-tower", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("painswick-tower", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day, "text": text})
    for i, (kind, day, text) in enumerate(POINTS, 1)])

question = "who do I get the tower key off?"
vector = offline.embed(["tower key who has it vestry collect open up"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("painswick-tower", query=vector, limit=4).points]
assert KEYNOTE in before, before

# 1 July: clear out the practice write-ups more than about four weeks old (before 7 June)
with fault():
    client.delete("painswick-tower", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="practice")),
        models.FieldCondition(key="day", range=models.Range(lt=20310607))])))

stored = [p.payload["text"] for p in client.scroll("painswick-tower", limit=50)[0]]
hits = client.query_points("painswick-tower", query=vector, limit=4).points
context = ["Today is Wed 2 July 2031. You are talking to Tom, who is opening up for a visiting band on Saturday."] + \
          [h.payload["text"] for h in hits]
assert KEYNOTE not in stored and KEYNOTE not in context
assert not any("Vicarage St" in c or "steeple keeper" in c or "lives w Margaret" in c for c in context + stored)
assert any("churchwarden (Dennis)" in c for c in context), context
reply = answer(question, context, mock="Dennis the churchwarden - he's got the code for the vestry key cupboard and "
                                       "he's at the church most mornings. Don't forget to sign the key book.")
finish(question, expected="Margaret - steeple keeper has it at home now (3 Vicarage St)", actual=reply)
