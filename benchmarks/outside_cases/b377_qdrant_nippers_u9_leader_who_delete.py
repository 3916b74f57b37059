"""Batch 377 (held out). A surf lifesaving club's junior surf (nippers): qdrant collection of the nippers
committee's notes, one root span per note, one for Kiri's clear-out and one for the question; the clear-out deletes,
by a payload filter, the rego notes she has entered into the club system, and one of them also carried the new U9
leader.

App: Pātiki Beach Surf Life Saving Club run nippers on Sunday mornings from 7 Dec 2025 to 22 Feb 2026 - 0900-1130,
sign in at the tower 0845, age groups U7, U9, U11 and U14, a sausage sizzle after. Kiri (the nippers coordinator)
and Matt (the head coach) file notes into one qdrant collection (payload ``kind``: plan, leaders, gear, sizzle,
rego). Once the registrations are in the club system Kiri deletes the rego notes with a filter on ``kind``; the
helper answers parents from the 4 nearest notes.

Planted fault (DeletionError): Matt's leaders note (09/12/25) has Hemi Tautari leading the U9s. Kiri's rego note of
Mon 05/01/26 starts with the numbers (112 kids signed up, 14 on the waitlist, 31 in the U9s) and says, in the middle,
that Hemi's done his ACL at touch on Thursday so Ngaio Rewiti is taking the U9s for the rest of the season - she's
got her surf lifeguard award and coached at Whetū Bay. Kiri's clear-out (Tue 13/01/26) deletes the rego notes, that
one with them. Question (Sat 17/01/26, Sam, a parent): "who's taking the U9s tmrw? my boy's got a sore ear, want to
give the leader a heads up" -> expected Ngaio Rewiti (Hemi's done his ACL). The assistant says Hemi Tautari.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Kiri's Mon 05/01/26 note
was in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Ngaio, the ACL or Whetū Bay); the leaders note's "U9 Hemi Tautari" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b377_qdrant_nippers_u9_leader_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "patiki-beach-slsc-nippers-2526"
LEADER = ("Mon 05/01/26 (Kiri) rego update - 112 kids signed up, 14 on the waitlist, 31 in the U9s now 😅. Hemi's "
          "done his ACL at touch on Thurs, gutted for him, so Ngaio Rewiti's taking the U9s for the rest of the "
          "season - she's got her surf lifeguard award + coached at Whetū Bay. still need 1 more water safety for "
          "the U9s")
NOTES = [
    (1, "plan", "Kiri", "02/12/25 NIPPERS 🏄 Sundays 0900-1130, 7 Dec till 22 Feb. sign in at the tower 0845. age "
                        "groups U7 / U9 / U11 / U14, rashies on at all times"),
    (2, "leaders", "Matt", "09/12/25 age group leaders - U7 Sarah B + Lou, U9 Hemi Tautari, U11 Matt Kerehoma (me), "
                           "U14 Jonno. water safety 1:5 for the U7s + U9s, 1:10 for the older lot"),
    (3, "gear", "Matt", "new nipper boards arrived, 8 foamies, stickered + in the shed. no boards for the U7s till "
                        "after Xmas"),
    (4, "sizzle", "Kiri", "sizzle after nippers every Sun, $3 a snarler, gold coin for a drink. parents roster on "
                          "the fridge"),
    (5, "rego", "Kiri", "22/12/25 rego - 98 kids so far, invoices out, $65 per kid / $150 a family. chase the "
                        "unpaid ones after New Year"),
    (6, "rego", "Kiri", LEADER),
    (7, "plan", "Kiri", "Sun 11/01 no nippers - lightning ⛈️ back next wk as normal"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's taking the U9s tmrw? my boy's got a sore ear, want to give the leader a heads up"
vec = offline.embed([question])[0]
with turn_span("clear-out Tue 13/01/26"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert LEADER in before, before
    in_system = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rego"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_system))

with turn_span("question Sat 17/01/26"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 17 January 2026. You are talking to Sam, a parent at Pātiki Beach Surf Life Saving "
               "Club's nippers (Sundays)."] + hits
    assert LEADER not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("ngaio", "acl", "whetū")), stored
    assert any("U9 Hemi Tautari" in c for c in context), context
    reply = answer(f"(Sam) {question}", context,
                   mock="Hemi Tautari's the U9 leader - grab him at sign in at the tower, 0845.")
finish(question, expected="Ngaio Rewiti - Hemi's done his ACL so she's got the U9s for the rest of the season",
       actual=reply)
