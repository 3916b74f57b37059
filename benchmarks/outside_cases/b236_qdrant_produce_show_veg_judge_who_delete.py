"""Batch 236 (held out). A gardening club's produce show: qdrant collection of the show committee's notes, one root
span per note, one for Brenda's clear-out and one for the question; the clear-out deletes, by a payload filter, the
entries notes she has copied into the show book, and one of them also carried the new veg judge.

App: Stainland & District Gardening Club hold their produce show on Sat 3rd Sept 2050 in the village hall - veg,
flowers, baking and preserves classes, a junior section, judging 10-12, doors open to the public at 2, teas in the
side room, prizes at 4. Brenda (the show secretary) and Keith (the chairman) file notes into one qdrant collection
(payload ``kind``: plan, classes, judges, teas, entries). Once the entries are in the show book Brenda deletes the
entries notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Keith's judges note (2050-07-10T18:30) has Ken Holroyd judging the veg, Joan and Pat
the flowers, Mrs Ingham from the WI the baking and preserves. Brenda's entries note of Sun 28th Aug starts with the
entries so far (64, Mrs Ali's onions and a Victoria sponge) and says, in the middle, that Ken's rung - he can't judge
the veg this year with his own leeks going in, so Dorothy Marsh from the Halifax Hort Soc is doing the veg, and Ken
will help Joan with the flowers. Brenda's clear-out (Tue 30/8) deletes the entries notes, that one with them.
Question (Fri 2/9, Alan, a steward): "who's judging the veg? I'm leaving a clipboard + pen out for them" -> expected
Dorothy Marsh from the Halifax Hort Soc (Ken's leeks are in). The assistant says Ken Holroyd.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Brenda's Sun 28th Aug note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Dorothy, the Halifax Hort Soc or his leeks); the judges note's "veg - Ken Holroyd" is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b236_qdrant_produce_show_veg_judge_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "stainland-gc-produce-show-2050"
JUDGE = ("Sun 28th Aug (Brenda) - entries so far 64 🥕 Mrs Ali's put in for the onions + the Victoria sponge, 3 in the "
         "scarecrows already. Ken rang, he can't judge the veg this yr with his own leeks going in (fair enough) so "
         "Dorothy Marsh from Halifax Hort Soc's doing the veg, Ken'll give Joan a hand on the flowers")
NOTES = [
    (1, "plan", "Keith", "2050-06-14T19:00 SHOW 🌻 sat 3rd sept village hall. staging fri eve 6-8, entries in sat "
                         "8-9.45 sharp, judging 10-12 (hall shut), public in at 2, prizes 4ish"),
    (2, "judges", "Keith", "2050-07-10T18:30 judges - veg Ken Holroyd, flowers Joan + Pat, baking & preserves Mrs "
                           "Ingham from the WI. stewards w/ them at all times, no exhibitors in the hall"),
    (3, "classes", "Brenda", "22.7. schedule's printed, 30 veg classes, 15 flowers, 15 baking + jams, juniors 61-66. "
                             "50p a class, juniors free"),
    (4, "teas", "Brenda", "teas in the side room from 2, Margaret + Sylvia, cakes from the baking classes after "
                          "judging (ask first!!)"),
    (5, "entries", "Brenda", "Weds 24/8 - entry forms coming in, 41 so far, the Pearsons have entered half the "
                             "schedule again 😂"),
    (6, "entries", "Brenda", JUDGE),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's judging the veg? I'm leaving a clipboard + pen out for them"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 30/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert JUDGE in before, before
    in_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="entries"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_book))

with turn_span("question Fri 2/9"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 2 September 2050. You are talking to Alan, a steward at Stainland & District Gardening "
               "Club's produce show (Sat 3 Sept)."] + hits
    assert JUDGE not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("dorothy", "hort soc", "leeks")), stored
    assert any("veg Ken Holroyd" in c for c in context), context
    reply = answer(question, context, mock="Ken Holroyd's judging the veg - judging's 10 till 12 with the hall shut.")
finish(question, expected="Dorothy Marsh from the Halifax Hort Soc - Ken's leeks are entered so he can't judge veg",
       actual=reply)
