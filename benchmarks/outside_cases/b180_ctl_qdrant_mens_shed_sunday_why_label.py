"""Batch 180 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Ray's and Mick's notes upserted by their own thread), then the question's query.

App: Broseley Men's Shed are building three benches for the churchyard - timber from Jewson's, the lads' own tools,
Brenda's stew for lunch. Ray (the shed's chair) and Mick (who runs the workshop side) each post notes to the shed's
helper, which keeps them in one qdrant collection; it answers members from a query.

Memory: Ray, 2/3: bench day Sat 25th April, three benches for the churchyard, Jewson's dropping the timber that
morning; Mick, 28/3: the Scouts have the car park on Sat 25th for their car boot, so we'll be a bit squeezed, but we
can manage with the side door and the trestles round the back, no bother; Ray, Tue 14/4: Jewson's rang - their lorry's
on a big job all Saturday morning and can't drop the timber till dinner time, no good to us, so we're building Sun
26th instead, they'll drop it Friday; Brenda's fine doing the stew on the Sunday; Mick, 2043-04-15T10:20: he'll bring
the big clamps and his mitre saw, Alan the router. Question (Thurs 16/4, Ken, a new member): "why's the bench day
gone to the sunday? the wife's asking, we had something on" The assistant says Jewson's lorry can't drop the timber
till Saturday dinner time. The label says the Scouts have the car park for their car boot.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b180_ctl_qdrant_mens_shed_sunday_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "broseley-shed-2043"
NOTES = {
    "ray": [(1, "2/3 Ray - bench day sat 25th april 🪚 3 benches for the churchyard, Jewson's dropping the timber "
                "that morning, Brenda doing her stew"),
            (3, "Tue 14/4 Ray - Jewson's rang 🙄 lorry's on a big job all sat morning, can't drop the timber till "
                "dinner time - no good to us. so we're building sun 26th instead, they'll drop it fri. Brenda's fine "
                "doing the stew on the sun")],
    "mick": [(2, "28/3 Mick - Scouts have got the car park sat 25th for their car boot 🚗 so we'll be a bit squeezed, "
                 "but we can manage w the side door + the trestles round the back, no bother"),
             (4, "2043-04-15T10:20 Mick - I'll bring the big clamps + my mitre saw, Alan the router, need 2 more "
                 "sawhorses")],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def post(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "from": who})])


threads = [threading.Thread(target=post, args=(who,), name=f"broseley-shed-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's the bench day gone to the sunday? the wife's asking, we had something on"
vector = offline.embed([question])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Thurs 16 April 2043. You are talking to Ken, a new member of Broseley Men's Shed."] + hits
assert any("Scouts have got the car park sat 25th" in c and "we can manage" in c for c in context), context
assert any("can't drop the timber till dinner time" in c and "sun 26th instead" in c for c in context), context
reply = answer(question, context, mock="Jewson's lorry can't drop the timber till Saturday dinner time, so they've "
                                       "moved the build to Sun 26th - the timber comes Friday instead.")
finish(question, expected="the Scouts have the car park for their car boot on the Saturday", actual=reply)
