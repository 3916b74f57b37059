"""Batch 390 (held out). A Fijian village Methodist church youth group's soli fundraising: qdrant collection of the
youth's notes, one root span per note, one for Mere's clear-out and one for the question; the clear-out deletes, by
a payload filter, the meeting minutes she has copied into the church book, and one of them also carried the
smaller soli target.

App: the Nabuniwai Methodist youth raise their share of the Circuit soli each year - a target, $50 a member, a bake
sale at the junction, lovo plates after lotu - and hand it in at the Circuit at the end of March. Mere (the
secretary) and Jone (the treasurer) file notes into one qdrant collection (payload ``kind``: plan, money, minutes).
Once the minutes are in the church book Mere deletes the minutes notes with a filter on ``kind``; the helper answers
from the 4 nearest notes.

Planted fault (DeletionError): Mere's plan note (2050-02-06T20:00) has the youth target at $3,000 for the soli. Her
minutes of the youth meeting of Sun 13/3 start with who was there and say, in the middle, that the Talatala told
them the Circuit has cut the youth's share this year because of the cyclone - $2,500 not $3,000 (sa vinaka!!) - and
that the lovo plates sold out. Jone's note of Mon 14/3 has the box counted at $1,840. Mere's clear-out (Tue 15/3)
deletes the minutes notes, that one with them. Question (Thu 17/3, Jone): "how much more do we still need for the
soli? box has $1,840" -> expected $660 ($2,500 less $1,840). The assistant says $1,160 (off the $3,000).

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sun 13/3 minutes were in
the collection and in the question's 4 nearest before the delete, and the delete removed them while they still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on $2,500, the cut or the cyclone); the plan note's $3,000 and the $1,840 are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b390_qdrant_youth_soli_still_needed_diff_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "nabuniwai-mcf-youth-soli-2050"
CUT = ("youth mtg Sun 13/3 after lotu - 22 present, opening prayer Eroni. Talatala told us the Circuit has cut the "
       "youth share this yr bcos of the cyclone, so our soli target is $2,500 not $3,000 (sa vinaka!! 🙏). lovo plates "
       "sold out, 60 plates. closing prayer Samu")
NOTES = [
    (1, "plan", "Mere", "2050-02-06T20:00 SOLI 2050 🙏 youth target $3,000 for the Circuit soli, hand in Sun 27/3. "
                        "each member $50 min, the rest from the bake sale + lovo plates"),
    (2, "money", "Jone", "Sat 5/3 bake sale at the junction $412 😀 vinaka to the marama for the flour + sugar"),
    (3, "minutes", "Mere", "youth mtg 27/2 - 18 present, opening prayer Joji. choir practice 7pm nightly. lovo plates "
                           "$15 each after lotu on the 13th, Jone to print tickets"),
    (4, "minutes", "Mere", CUT),
    (5, "money", "Jone", "Mon 14/3 counted the soli box w/ the Talatala - $1,840 all up incl the bake sale + lovo "
                         "plates. in the church safe, receipt book w/ me"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "how much more do we still need for the soli? box has $1,840"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 15/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CUT in before, before
    in_book = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="minutes"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_book))

with turn_span("question Thu 17/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 17 March 2050. You are talking to Jone, treasurer of the Nabuniwai Methodist "
               "youth."] + hits
    assert CUT not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("2,500", "cyclone", "cut the")), stored
    assert any("youth target $3,000" in c for c in context), context
    assert any("$1,840 all up" in c for c in context), context
    reply = answer(question, context, mock="$1,160 more - target's $3,000 and the box has $1,840.")
finish(question, expected="$660 - the Circuit cut our share to $2,500, less the $1,840 in the box", actual=reply)
