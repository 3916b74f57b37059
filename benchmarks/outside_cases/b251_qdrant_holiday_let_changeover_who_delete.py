"""Batch 251 (held out). A family's holiday-let cleaning schedule: qdrant collection of the family's notes, one root
span per note, one for Mum's clear-out and one for the question; the clear-out deletes, by a payload filter, the
booking notes of weeks already turned round, and one of them also carried a swap on the cleaning rota.

App: the Greenwoods let Curlew Cottage (sleeps 6, near Haworth) by the week in summer 2050, Saturday to Saturday,
and do the changeovers themselves - Mum, Dad, Auntie Linda and cousin Dan on a rota. Mum and Dad file notes into one
qdrant collection (payload ``kind``: rota, bookings, supplies, keys, jobs; booking notes carry ``week``, the
Saturday they're about, as an ISO date). Once a week's changeover is done, Mum deletes the booking notes up to that
Saturday with a filter; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Mum's rota note (2050-06-30T21:00) has the August changeovers - 2nd Dan, 9th Linda,
16th Linda, 23rd Dan, 30th Mum. Her bookings note about Sat 9th Aug starts with the Hendersons out at 10 and the
Clarkes in at 4 with two dogs (extra hoovering, throws on the sofas), and says in the middle that Linda can't do the
16th now, her hip's playing up, so Dan's doing the 16th and she'll take the 23rd off him. Mum's clear-out (Sun
10/8) deletes the booking notes up to the 9th, that one with them. Question (Thu 14/8, Grandad): "who's doing sat's
changeover at the cottage? I'll drop the new hoover bags round to them" -> expected Dan (Linda's hip). The assistant
says Linda.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sat 9th Aug note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Linda's hip or Dan doing the 16th); the rota note's "16th Linda" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b251_qdrant_holiday_let_changeover_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "curlew-cottage-2050"
SWAP = ("Sat 9th Aug (Mum) - Hendersons out 10, left it lovely 👍 Clarkes in at 4 w/ 2 dogs 🙄 so extra hoovering + "
        "the throws on the sofas. Linda can't do the 16th changeover now, her hip's playing up again, so Dan's doing "
        "the 16th + she'll take the 23rd off him")
NOTES = [
    (1, "rota", None, "Mum", "2050-06-30T21:00 CHANGEOVER ROTA aug 🧹 2nd Dan, 9th Linda, 16th Linda, 23rd Dan, 30th "
                             "Mum. out by 10, in at 4, that's ur 6 hrs. text the group when ur done pls"),
    (2, "keys", None, "Dad", "keysafe on the coal shed, 1966 (same as always), spare set at ours on the hook"),
    (3, "bookings", "2050-08-02", "Mum", "2/8 the Pattersons out, Hendersons in, 4 adults, wants the cot up in the box "
                                        "room"),
    (4, "supplies", None, "Mum", "Weds 6th - bulk loo roll + dishwasher tabs from Costco in the boot, hoover bags "
                                 "nearly out!!"),
    (5, "bookings", "2050-08-09", "Mum", SWAP),
    (6, "jobs", None, "Dad", "7/8 the shower in the en suite's dripping, washer ordered, I'll do it on a changeover"),
    (7, "bookings", "2050-08-16", "Mum", "16.8. Clarkes out, the Wrights in - 2 adults 2 kids, asked for the high "
                                         "chair"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, week, who, text in NOTES:
    payload = {"text": text, "kind": kind, "by": who}
    if week:
        payload["week"] = week
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0], payload=payload)])
assert client.count(COLL).count == len(NOTES)

question = "who's doing sat's changeover at the cottage? I'll drop the new hoover bags round to them"
vec = offline.embed([question])[0]
with turn_span("clear-out Sun 10/8"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SWAP in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="bookings")),
                               models.FieldCondition(key="week", match=models.MatchAny(any=["2050-08-02",
                                                                                            "2050-08-09"]))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=done))

with turn_span("question Thu 14/8"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 14 August 2050. You are talking to Grandad Greenwood; the family let Curlew Cottage and "
               "do the Saturday changeovers themselves."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("hip", "dan's doing")), stored
    assert any("16th Linda" in c for c in context), context
    reply = answer(question, context, mock="Linda's doing Saturday's changeover (the 16th) - out by 10, in at 4.")
finish(question, expected="Dan - Linda's hip is playing up so he swapped the 16th with her", actual=reply)
