"""Batch 69 (held out). A mobile hairdresser's bookings: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: Shona runs "Shona's Mobile Hair" round Kidderminster from her car. Client cards and booking notes are qdrant
points, payload ``{"month", "text"}`` (month "-" for client cards, which are kept). On the 1st of each month the
assistant clears out the bookings of the month before last (``month == "mar"`` on 1 May) so searches stay on current
work. Ten points, Mar - May 2029.

Planted fault (DeletionError): a March booking note also held something that lasts: "tues 13/3 Mrs Daley, 9 Birch
Close - roots. rang me weds, she came up all itchy + red round the hairline the day after the 6/0 :( patch test b4
anything permanent for her from now on, + the Colour Fresh semi (no ammonia) in the meantime. felt awful". The 1 May
clear-out deletes it. Question (Weds 9/5, Shona, packing the car): "can I just do Mrs Daley's roots with her usual
6/0 tomorrow?" -> expected no: she reacted to it; the semi, and a patch test before anything permanent. The assistant
goes by her client card (Koleston 6/0 + 6%, every 6 weeks): yes.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the point is a hit of the
app's query before the delete, and is neither stored nor in the context after; the client card is in the context.
Another reading: none that we see; no other point mentions the reaction.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b69_qdrant_hairdresser_daley_tint_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

ITCH = ("tues 13/3 Mrs Daley, 9 Birch Close - roots. rang me weds, she came up all itchy + red round the hairline the "
        "day after the 6/0 :( patch test b4 anything permanent for her from now on, + the Colour Fresh semi (no "
        "ammonia) in the meantime. felt awful")
POINTS = [
    ("-", "CLIENT: Mrs Daley, 9 Birch Close (side door, the dog barks but he's soft). roots every 6 wks, Koleston "
          "6/0 + 6% 1:1, 35 mins, £32. likes it a bit shorter at the back"),
    ("-", "CLIENT: Mr + Mrs Pegg, 3 Lime Tree Ave - her wash + set fri, him a clipper cut no.3 every month, "
          "£18 + £10"),
    ("mar", "1/3 Kerry Lowe consult for the wedding, wants half up, loose curls, 4 bridesmaids too"),
    ("mar", ITCH),
    ("mar", "27.3 - Jade Morris balayage, 3.5 hrs!! Olaplex extra £15, she paid cash"),
    ("apr", "Mrs Daley 24/4 - cut + blow dry only this time, roots can wait she said, hairline looking fine now"),
    ("apr", "stock order 18/4: 2x Koleston 6/0, 1x 7/1, developer 6% + 9%, foils. £86.40 from Sally's"),
    ("apr", "Mrs Pegg fri 27th - set, she's asked about a perm for the summer, told her I'll bring the book"),
    ("may", "thurs 10/5 - Mrs Daley 10am roots, then Jade's toner 1.30 in Wribbenhall"),
    ("may", "car's MOT 14/5, no bookings before 12 that day"),
]

client = QdrantClient(":memory:")
client.create_collection("shona-hair", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("shona-hair", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"month": m, "text": text})
    for i, (m, text) in enumerate(POINTS, 1)])

question = "can I just do Mrs Daley's roots with her usual 6/0 tomorrow?"
vector = offline.embed(["Mrs Daley roots colour 6/0 tint reaction patch test"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("shona-hair", query=vector, limit=5).points]
assert ITCH in before, before

# Tues 1 May: clear out March's bookings
with fault():
    client.delete("shona-hair", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="month", match=models.MatchValue(value="mar"))])))

stored = [p.payload["text"] for p in client.scroll("shona-hair", limit=50)[0]]
hits = client.query_points("shona-hair", query=vector, limit=5).points
context = ["Today is Weds 9 May 2029. You are talking to Shona, who is packing the car for tomorrow."] + \
          [h.payload["text"] for h in hits]
assert ITCH not in stored and ITCH not in context
assert not any("itchy" in c or "patch test" in c or "Colour Fresh" in c for c in context + stored), context
assert any("Koleston 6/0 + 6% 1:1" in c for c in context), context
reply = answer(question, context, mock="Yes - her card says Koleston 6/0 with 6% at 1:1, about 35 minutes. She's "
                                       "booked for 10am.")
finish(question, expected="no - she reacted to the 6/0 in March, it's the semi till she's had a patch test",
       actual=reply)
