"""Batch 147 (held out). A community minibus's school-run notes: qdrant collection, script style (each call its own
trace); the Easter clear-out deletes a note that is still needed.

App: Luddenden Valley community minibus (a 16-seater with a wheelchair lift) does the school run to Cragg Vale
primary for children from the outlying farms - a morning and an afternoon run, volunteer MiDAS drivers. Pam, the
bus co-ordinator, and the drivers keep their notes in one qdrant collection, each with a ``kind`` in the payload
("standing" for routes and the driver rota, "cover" for one-off swaps and sick cover). Over Easter Pam deletes the
points with ``kind == "cover"`` so the helper doesn't keep bringing up last term's one-offs.

Planted fault (DeletionError): the standing rota has the afternoon run driven by Dave (Mon, Tue), Sheila (Weds) and
Keith (Thu, Fri). Pam's note of Weds 8 Apr - filed as cover because it came in while she was sorting the sick
cover - says Keith's packing in Thursday afternoons for good, he's picking his grandson up from nursery now, and
Maureen (the other MiDAS driver from the Fold) says she'll have Thursday afternoons from now on, she knows the
route; and, in passing, that the wheelchair lift's squeaking and Keith's oiled it. The clear-out deletes every
cover note, that one with them. Question (Weds 22/4, Mrs Akhtar, a mum on the run): "who's driving the thurs
afternoon run? need to know who to give Zara's booster seat to" -> expected Maureen (Keith's given up Thursday
afternoons to fetch his grandson from nursery). The assistant says Keith.

Expected verdict: DeletionError at the qdrant delete (wrapped in fault()): Pam's note was in the collection and found
before the clear-out, and the delete removed it while it still decided who drives on Thursdays. Asserted: the note
is found before the delete and is gone from the collection and the context after it; the standing rota (Thu, Fri
Keith) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b147_qdrant_minibus_thurs_driver_who_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddenden-valley-minibus"
HANDOVER = ("Weds 8 Apr Pam - Keith's packing in the thurs afternoons for good, he's picking his grandson up from "
            "nursery now. Maureen (the other MiDAS driver, from the Fold) says she'll have thurs pm from now on, she "
            "knows the route. + the wheelchair lift's squeaking, Keith's oiled it")
NOTES = [
    ("standing", "PM RUN - leave depot 2.50, Cragg Vale school 3.15, drop offs Hathershelf, Booth, Old Town, back "
                 "at depot 4ish. drivers: mon + tue Dave, weds Sheila, thurs + fri Keith"),
    ("standing", "AM RUN - 7.50 from the depot, Booth 8.00, Hathershelf 8.10, school by 8.40. drivers: Sheila mon-"
                 "weds, Dave thurs + fri. 11 kids, Zara + Alfie need boosters"),
    ("cover", "14/3 Pam - Sheila's got the flu, Dave doing her weds am + pm this wk only"),
    ("cover", HANDOVER),
    ("cover", "22.3. Dave - bus in for its service tue, Keith's taking the kids in his people carrier that day, 7 "
              "seats so 2 trips"),
    ("standing", "keys + log book in the key safe at the depot, code 4417. fill up at the Shell in Mytholmroyd, "
                 "card in the glovebox. mileage in the book every run pls"),
    ("standing", "16th may Pam - summer term timetable same as spring, school's fine w the 3.15 pick up"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                               payload={"text": text, "kind": kind})
                            for i, (kind, text) in enumerate(NOTES, 1)])

vector = offline.embed(["who drives the thursday afternoon school run - drivers, pm run, Keith"])[0]
before = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
assert HANDOVER in before, before

with fault():
    client.delete(COLL, points_selector=models.FilterSelector(filter=models.Filter(
        must=[models.FieldCondition(key="kind", match=models.MatchValue(value="cover"))])))

question = "who's driving the thurs afternoon run? need to know who to give Zara's booster seat to"
stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Weds 22 April 2037. You are talking to Mrs Akhtar, whose daughter Zara goes to Cragg Vale "
           "primary on the Luddenden Valley community minibus."] + hits
assert HANDOVER not in stored and not any("Maureen" in c or "nursery" in c for c in stored + context), stored
assert any("thurs + fri Keith" in c for c in context), context
reply = answer(question, context, mock="Keith - he does the Thursday and Friday afternoon runs, leaving the depot at "
                                       "2.50, so give him the booster.")
finish(question, expected="Maureen - Keith's given up Thursday afternoons to pick his grandson up from nursery",
       actual=reply)
