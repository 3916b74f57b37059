"""Batch 156 (held out). A PTA's preloved uniform swap: qdrant collection, script style (each call its own trace);
the clear-out of summer fair notes deletes a note the swap still needs.

App: Moorside Primary PTA (Halifax) runs a preloved uniform swap on Fri 10th July 2037, 3.15-5 in the hall (rails of
jumpers, polos and PE kit by size, a few helpers, donations in the box by the office). Jen, the PTA secretary, keeps
the PTA's notes in one qdrant collection with an ``event`` in the payload (summer fair, uniform swap). The summer
fair was Sat 27/6; on Mon 29/6 she clears out its notes with ``client.delete(..., FilterSelector(event ==
"summer fair"))`` so the helper only sees the swap.

Planted fault (DeletionError): the swap note has 3 rails from the PTA cupboard (jumpers / polos + shirts / PE kit +
coats). Jen's note of Sat 27/6, filed under the summer fair because it's her wash-up of the day, says the fair made
£1,240, that Hebden Rd Scouts are letting us keep the 2 clothes rails we borrowed off them for the bric-a-brac until
after the uniform swap - so that's 5 with ours - and that the gazebo's gone back to Kev. The clear-out deletes it
with the other fair notes. Question (Mon 6/7, Chloe, setting up): "how many rails will we have fri? doing the layout
so the sizes go in order" -> expected 5 (our 3 + the Scouts' 2). The assistant says 3.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Jen's note was in the
collection and found for the question before the clear-out, and the delete removed it while it still decided the
count. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
swap note (3 rails) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b156_qdrant_uniformswap_rails_count_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "moorside-pta-2037"
WASHUP = ("Sat 27/6 Jen - fair done, £1,240!! the 2 clothes rails we had off Hebden Rd Scouts for the bric a brac - "
          "Akela says keep them til after the uniform swap, so that's 5 w our 3. gazebo back to Kev, the float's in "
          "the office safe")
NOTES = [
    ({"event": "uniform swap"}, "14/3 Jen - PRELOVED UNIFORM SWAP fri 10th july 3.15-5 in the hall. 3 rails from "
                                "the PTA cupboard - jumpers / polos + shirts / PE kit + coats. free, donations in "
                                "the box by the office"),
    ({"event": "summer fair"}, "22.3. Kev - summer fair sat 27th june 12-3, tombola, cake stall, bric a brac, the "
                               "bouncy castle off Dale's. £150 float from the bank"),
    ({"event": "uniform swap"}, "Weds 8 Apr Jen - helpers so far: Gemma, Tash + me. Chloe said she'd do the set up "
                                "if she's not on lates"),
    ({"event": "summer fair"}, "16th may Kev - raffle prizes: a hamper from the Co-op, a meal at the Shears, "
                               "a signed Town shirt"),
    ({"event": "summer fair"}, WASHUP),
    ({"event": "uniform swap"}, "2037-06-30T19:45 Gemma - bags all sorted by size, hangers from Tesco, size labels "
                                "done on the laminator, 3-4 up to 11-12"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, **meta})
                            for i, (meta, text) in enumerate(NOTES, 1)])

question = "how many rails will we have fri? doing the layout so the sizes go in order"
vector = offline.embed([question])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=len(NOTES)).points]
assert WASHUP in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="event", match=models.MatchValue(value="summer fair"))])))

stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Mon 6 July 2037. You are talking to Chloe, who is setting up Moorside Primary PTA's preloved "
           "uniform swap on Fri 10 July."] + hits
assert WASHUP not in stored and not any("Scouts" in c or "5 w our 3" in c for c in stored + context), stored
assert any("3 rails from the PTA cupboard" in c for c in context), context
reply = answer(question, context, mock="3 rails from the PTA cupboard - jumpers, polos and shirts, and PE kit and "
                                       "coats.")
finish(question, expected="5 - our 3 from the PTA cupboard plus the 2 we're keeping from Hebden Rd Scouts till after "
                          "the swap", actual=reply)
