"""Batch 185 (held out). A ramblers' group's Easter walk: qdrant collection, one root span per note and one each for
the clear-out and the question; the walks secretary's tidy-up of the chat deletes the note that changed the leader.

App: Wrekin Ramblers' Easter Monday walk is Mon 30th March 2043 - meet 9.30 at Little Wenlock church, 8 miles over
the Wrekin and round, pub lunch at the Huntsman, lifts from Wellington for those without cars. Brian (the walks
secretary) keeps the walk's notes in one qdrant collection, each with a ``ts`` (yyyymmdd) and a ``kind`` ("plan" for
the walk's card, "chat" for everything else); on Fri 20/3 he clears the chat from before the 16th with
``client.delete(..., points_selector=FilterSelector(kind == "chat" and ts < 20430316))`` - "the lifts are done, don't
need the old chatter".

Planted fault (DeletionError): the walk card (2043-02-02) has Geoff leading and Margaret back marker. Geoff's note of
14/3 says he's done his knee on the stile at the Ercall, the physio says no hills for 6 weeks, so Margaret's leading
on the Monday - she walked it with him in Feb - Val will back mark, and he'll bring the cars round and meet them at
the Huntsman. Friday's clear-out deletes it with the other old chat. Question (Sat 28/3, Pauline, doing the lifts):
"who's leading mon? want to send them the lifts list so they know who's coming" -> expected Margaret (Geoff's done
his knee). The assistant says Geoff.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Geoff's note was in the
collection and in the top 3 for the question before the delete, and the delete removed it while it still decided the
answer. Asserted: the note is found before the delete and is gone from the collection and the context after it; the
card's "leader Geoff" line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b185_qdrant_ramblers_walk_leader_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "wrekin-ramblers-easter-2043"
KNEE = ("14/3 Geoff - done my knee on the stile at the Ercall 🙄 physio says no hills for 6 wks. Margaret's leading "
        "mon instead, she walked it w me in feb so knows the way, Val will back mark. I'll bring the cars round + "
        "meet you all at the Huntsman")
NOTES = [
    (20430202, "plan", "EASTER MON WALK 30th march 🥾 meet 9.30 Little Wenlock church. 8 miles, up the Wrekin + round "
                       "by Forest Glen. leader Geoff, back marker Margaret. lunch at the Huntsman 1ish, booked for 16"),
    (20430309, "chat", "lifts from Wellington - Pauline's car 9am from the Bucks Head, room for 3 more, Dennis has 2 "
                       "spaces"),
    (20430314, "chat", KNEE),
    (20430315, "chat", "15.3. Huntsman confirmed 16, roast or jacket spud, they want orders the wk before - Brian"),
    (20430318, "chat", "Weds 18th - forecast looks ok, bring waterproofs anyway, it's boggy past the Needle's Eye. "
                       "Sandra's bringing Bramble (on the lead!!)"),
]
OLD_CHAT = models.FilterSelector(filter=models.Filter(must=[
    models.FieldCondition(key="kind", match=models.MatchValue(value="chat")),
    models.FieldCondition(key="ts", range=models.Range(lt=20430316)),
]))

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, (ts, kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {ts}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "ts": ts, "kind": kind})])

question = "who's leading mon? want to send them the lifts list so they know who's coming"
before = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
assert KNEE in before, before

with turn_span("clear-out Fri 20/3"):
    with fault():
        client.delete(COLL, points_selector=OLD_CHAT)

with turn_span("question Sat 28/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=50)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=3).points]
    context = ["Today is Sat 28 March 2043. You are talking to Pauline, who is organising the lifts for Wrekin "
               "Ramblers' Easter Monday walk (Mon 30 March)."] + hits
    assert KNEE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("knee", "physio", "margaret's leading")), stored
    assert any("leader Geoff, back marker Margaret" in c for c in context), context
    reply = answer(question, context, mock="Geoff's leading, with Margaret as back marker - meet 9.30 at Little "
                                           "Wenlock church.")
finish(question, expected="Margaret - Geoff's done his knee, so she's leading and Val's back marker", actual=reply)
