"""Batch 284 (held out). A community garden's plots and tool shed: qdrant collection of the committee's notes, two
writers in threads (the coordinator and the shed keeper each file their own), then the question's query; for a
question about the shed or the tools the helper asks only the shed and rules notes, and the note that moved the
shed key was filed under the work party.

App: Oakwood Lane Community Garden has 24 plots, a polytunnel, raised beds and a tool shed everyone shares (strimmer,
rotavator, the good spade). Bev (the coordinator) and Tom (who looks after the shed) file notes into one qdrant
collection with payload ``kind`` (shed, plots, water, events, rules); for a shed or tools question the helper asks
only ``kind in [shed, rules]``, the 3 nearest. (The two writers' upserts share a lock: without it, concurrent
upserts to the local in-memory client made the unfiltered ranking differ from run to run.)

Planted fault (RetrievalError, filtered out by the scope): Bev's note of 2051-03-04T10:30 (kind shed) has the shed
key in the key safe on the gate post, code 4471. Her note of Sat 15th Apr starts with the work party (14 came, the
compost bays, Kath's soup), so it was filed as events, and says, in the middle, that someone left the shed open
overnight again so she's moved the key - it's on the hook in the polytunnel behind the seed trays now, the key safe's
been jammed since the frost anyway. Question (Fri 21/4, Priya, plot 9): "where's the shed key? want to get the
strimmer out sat morning" -> expected on the hook in the polytunnel, behind the seed trays. The scoped query
returns the two shed notes and the rules note; the assistant says the key safe on the gate post, code 4471.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Sat 15th Apr note is
in the collection and among the question's 4 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 4 nearest and not in the filtered result; no context line
has the polytunnel, the seed trays or "moved the key"; the key safe line is in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b284_qdrant_garden_shed_key_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "oakwood-lane-garden-2051"
MOVED = ("Sat 15th Apr work party - 14 came!! 🙌 compost bays done + Kath did a massive flask of soup. someone left "
         "the shed open overnight AGAIN so I've moved the key, it's on the hook in the polytunnel behind the seed "
         "trays now (key safe's been jammed since the frost anyway). next work party 20th May")
NOTES = {
    "bev": [
        (1, "shed", "2051-03-04T10:30 SHED 🔑 key's in the key safe on the gate post, code 4471. pls put it BACK + "
                    "lock up!! strimmer + the good spade live in there, sign the book if u borrow owt"),
        (2, "plots", "Tue 28/3 plot 7 + half of 14 are free, 3 on the waiting list, rent £45 full / £25 half by 1st "
                     "May"),
        (3, "events", MOVED),
    ],
    "tom": [
        (4, "shed", "18/3 tool shed sorted - rotavator's back from the menders (£60 😬), petrol can top shelf, sign "
                    "out sheet on the clipboard behind the door"),
        (5, "water", "water's back on at the troughs from 1st April 🚰 cans only round the raised beds pls"),
        (6, "rules", "Weds 19/4 reminder NO strimming before 9 on a sat, the Oakwood Lane lot have complained again"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


WRITE = threading.Lock()  # concurrent upserts to the local in-memory client gave run-to-run rankings


def file_notes(who: str) -> None:
    for pid, kind, text in NOTES[who]:
        point = models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                   payload={"text": text, "kind": kind, "by": who})
        with WRITE:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 6

question = "where's the shed key? want to get the strimmer out sat morning"
vec = offline.embed([question])[0]
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert MOVED in wider and len(wider) == 4, wider
shed_or_tools = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchAny(any=["shed", "rules"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=shed_or_tools)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Fri 21 April 2051. You are talking to Priya, who has plot 9 at Oakwood Lane Community "
           "Garden."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("polytunnel", "seed trays", "moved the key")), context
assert any("key safe on the gate post, code 4471" in c for c in context), context
reply = answer(question, context, mock="It's in the key safe on the gate post - code 4471. Put it back and lock up "
                                       "after, and no strimming before 9 on a Saturday.")
finish(question, expected="on the hook in the polytunnel behind the seed trays - Bev moved it, the key safe's jammed",
       actual=reply)
