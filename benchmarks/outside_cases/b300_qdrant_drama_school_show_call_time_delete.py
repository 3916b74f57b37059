"""Batch 300 (held out). A drama school for kids: qdrant collection of the school's notes to parents, one root span per
note, one for the January clear-out and one for the question; the clear-out looks up the nativity notes by a payload
filter and deletes them by id, and one of them also carried the new call time for the spring show.

App: Little Limelight Drama (Saturday mornings for 5 to 14 year olds) did a nativity at St John's in December 2052
and put on Annie Jr at the Square Chapel on Sat 8th Feb 2053 - a matinee and an evening show, every child in both.
Kath (the principal) files her notes into one qdrant collection (payload ``kind``: show, nativity, fees, rehearsals).
Once the nativity's done, Kath's January clear-out scrolls the nativity notes and deletes them by id; the helper
answers parents from the 4 nearest notes.

Planted fault (DeletionError): Kath's show note (2052-11-18T19:45) has the matinee at 2.30 and the matinee call at
1pm at the stage door. Her nativity note of Fri 13th Dec starts with the nativity (gorgeous, costumes back by the
20th, photos on the FB page) and says, in passing, that the Square Chapel rang about Annie - they've a wedding
reception in the bar at 5, so the matinee's moved to 2, not 2.30, and the matinee call is half 12 now, not 1. The
clear-out (Mon 6/1) deletes the nativity notes, that one with them. Question (Weds 5/2, Lisa, Poppy's mum): "what
time do I drop Poppy off on sat? she's one of the orphans, we're coming in from Sowerby" -> expected half 12 at the
stage door (the matinee's at 2 now). The assistant says 1pm.

Expected verdict: DeletionError at qdrant's delete (the clear-out's delete, wrapped in fault()): the Fri 13th Dec
note was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it
still decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and
the context after it (nothing on half 12, the wedding or the matinee at 2); the show note's "call for the matinee 1pm
at the stage door" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b300_qdrant_drama_school_show_call_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "little-limelight-notes"
CALL = ("Fri 13th Dec - nativity was GORGEOUS 😭 thank u all, tea towels back by the 20th pls + photos are on the FB "
        "page. also the Square Chapel rang about Annie - they've got a wedding reception in the bar at 5 so the "
        "matinee's moved to 2 not 2.30, which means matinee call for the kids is half 12 now not 1. evening's the same")
NOTES = [
    (1, "show", "2052-11-18T19:45 ANNIE JR 🎭 sat 8th feb at the Square Chapel, matinee 2.30 + evening 6.30, all the "
                "kids are in both. call for the matinee 1pm at the stage door, between shows they stay with us "
                "(packed tea!! no nuts)"),
    (2, "nativity", "nativity sun 15th dec St John's 3pm, tinies + juniors, tea towels on heads as per 😂 costumes from "
                    "home, shepherds bring a dressing gown"),
    (3, "fees", "spring term fees £85, due by 10th jan, 10% off for siblings. Annie tickets £9/£6 from the box office "
                "not us"),
    (4, "nativity", "Tue 10/12 nativity dress run thurs after school at St John's 4-5.30, parents can watch from the "
                    "back"),
    (5, "nativity", CALL),
    (6, "rehearsals", "6/1 back sat 11th 🎶 orphans 10-11, Annie/Warbucks/Hannigan 11-12.30, scripts down by the "
                      "25th pls!!"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Kath"})])
assert client.count(COLL).count == len(NOTES)

question = "what time do I drop Poppy off on sat? she's one of the orphans, we're coming in from Sowerby"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 6/1"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CALL in before, before
    done = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="nativity"))])
    ids = [p.id for p in client.scroll(COLL, scroll_filter=done, limit=100)[0]]
    assert sorted(ids) == [2, 4, 5], ids
    with fault():
        client.delete(COLL, points_selector=models.PointIdsList(points=ids))

with turn_span("question Weds 5/2"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 5 February 2053. You are talking to Lisa, whose daughter Poppy is an orphan in Little "
               "Limelight Drama's Annie Jr (Sat 8 Feb)."] + hits
    assert CALL not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("half 12", "wedding", "moved to 2")), stored
    assert any("call for the matinee 1pm at the stage door" in c for c in context), context
    reply = answer(question, context, mock="1pm at the stage door for the matinee - and don't forget her packed tea "
                                           "(no nuts), she stays with them between shows.")
finish(question, expected="half 12 at the stage door - the matinee's moved to 2 because of a wedding at the Square "
                          "Chapel", actual=reply)
