"""Batch 363 (held out). A flying club's booking sheet and snag notes: qdrant collection, one root span per note, one
for the ops clear-out and one for the question; the clear-out deletes, by a payload filter, the cancelled bookings,
and one of them also carried two snags found on an A-check.

App: Skylark Aero Club (two PA-28s, G-ABCD and G-ABCE) keep members' booking lines, snag reports and ops notices in
one qdrant collection (payload ``kind``: booking, snag, ops; ``status``: active, cx, cleared). Every Friday Raj (the
ops member) clears out the cancelled bookings with a filter (kind booking, status cx); the helper answers from the
5 nearest notes.

Planted fault (DeletionError): Raj's snag of 2050-04-04 1610Z has G-ABCD's right nav light inop, placarded, no
night flying till fixed. Lena's booking line of Thu 14/4 is a "cx" (wx - TEMPO BKN008 all afternoon) and says she
did the A-check anyway before she saw the TAF: the ELT antenna cable is loose behind the rear seat and the PTT on
the left yoke sticks, you have to jiggle it - the snag sheet in the aircraft was full, so she noted them there. The
engineer's 12/04 note clears last week's rocker cover oil leak. Raj's clear-out (Fri 15/4 0900Z) deletes the cx
bookings, Lena's with them. Question (Fri 15/4 1800Z, Jo Mills): "what snags are open on G-ABCD? doing the A-check
before my 0800Z tomorrow" -> expected three: the right nav light (placarded, day only), the loose ELT antenna cable
behind the rear seat, the sticky PTT on the left yoke. The assistant gives only the nav light.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Lena's Thu 14/4 line was in
the collection and in the question's 5 nearest before the delete, and the delete removed it while it still decided
the answer (two of the three snags were only in it). Asserted: the line is in the 5 nearest before the delete and
gone from the collection and the context after it (nothing on the ELT, the PTT or the yoke); the nav light snag and
the cleared oil leak are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b363_qdrant_snags_abcd_open_list_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "skylark-ac-ops-2050"
SNAGS = ("cx - Thu 14/4 1300-1500Z G-ABCD (Lena), wx, TEMPO BKN008 all afternoon. did the A-check anyway b4 I saw "
         "the TAF 🙄 - ELT antenna cable loose behind the rear seat + the PTT on the L yoke sticks, u have to jiggle "
         "it. snag sheet in the a/c was full so noting them here. Hobbs unchanged 2214.8")
NOTES = [
    (1, "snag", "active", "2050-04-04 1610Z G-ABCD snag (Raj) - R nav light inop, placarded, NO night flying till "
                          "fixed. part on order. Hobbs 2210.3"),
    (2, "booking", "active", "G-ABCD Sat 16/4 0800-1000Z J. Mills, dual w/ Sarah, circuits + PFLs"),
    (3, "snag", "cleared", "12/04 G-ABCD (Cliff, eng) - oil leak at the rocker cover from last wk FIXED, gasket "
                           "replaced, ground run ok, CRS signed. cleared"),
    (4, "booking", "cx", SNAGS),
    (5, "ops", "active", "hangar - new padlock code from Mon, ask in the office. fuel bowser's back, 100LL £2.88/L, "
                         "log every uplift on the sheet"),
    (6, "booking", "cx", "cx G-ABCE Fri 15/4 1000-1200Z, student ill (Sarah)"),
    (7, "booking", "active", "G-ABCE Sun 17/4 0900-1300Z Pete, Le Touquet recce - amended: 0930Z start"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, status, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "status": status})])
assert client.count(COLL).count == len(NOTES)

question = "what snags are open on G-ABCD? doing the A-check before my 0800Z tomorrow"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 15/4 0900Z"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    assert SNAGS in before, before
    cancelled = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="booking")),
                                    models.FieldCondition(key="status", match=models.MatchValue(value="cx"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=cancelled))

with turn_span("question Fri 15/4 1800Z"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=5).points]
    context = ["Today is Fri 15 April 2050, 1800Z. You are talking to Jo Mills, a student member of Skylark Aero "
               "Club (booked on G-ABCD Sat 16/4 0800Z)."] + hits
    assert SNAGS not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("elt", "ptt", "yoke")), stored
    assert any("R nav light inop" in c for c in context), context
    assert any("rocker cover" in c and "cleared" in c for c in context), context
    reply = answer(question, context, mock="Just the one: the right nav light's inop and placarded, so day only. The "
                                           "rocker cover oil leak was fixed on the 12th.")
finish(question, expected="three: R nav light inop (placarded, day only), ELT antenna cable loose behind the rear "
                          "seat, PTT on the left yoke sticking", actual=reply)
