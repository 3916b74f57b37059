"""Batch 263 (held out). A home-care agency's visit schedule: qdrant collection of the office's notes, one root span
per note, one for the weekly clear-out and one for the question; the clear-out deletes, by a payload filter, the
weekend handover notes once they're typed into the rota system, and one of them also carried a changed call time.

App: Calder Home Care (a small agency in Halifax) send carers out four times a day to about forty clients. The
office (Bev, the coordinator, and Anita, the on-call senior) file notes into one qdrant collection (payload
``kind``: careplan, rota, handover, office). Every Monday Bev deletes the weekend's handover notes with a filter on
``kind`` once she's put them into the rota system; carers ask the helper, which answers from the 4 nearest notes.

Planted fault (DeletionError): Mrs Haigh's care plan note (2051-01-09T11:00) has her four calls - 8am (wash,
dress, breakfast, tablets), 12.30 lunch, 5pm tea, 8.30 bed. Anita's handover note of Sun 12/3 starts with the
weekend (Mr Pickles' new pads, the Ackroyds' key safe sticking) and says, in the middle, that Mrs Haigh's daughter
rang - her mum's going to the day centre Tues and Thurs now, the minibus drops her back about quarter to 5, so the
tea call's 5.30 on those days, rest the same. Bev's Monday clear-out deletes the handover notes, that one with them
(it wasn't typed in: the rota system still has 5pm). Question (Weds 15/3, Kelly, a carer): "what time's Mrs
Haigh's tea call tmrw? I've got Mr Booth at 5 and it's right across town" -> expected 5.30 (day centre Thursday,
the minibus drops her about 4.45). The assistant says 5pm.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Anita's Sun 12/3 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on the day centre, the minibus or 5.30); the care plan's "5pm tea" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b263_qdrant_homecare_tea_call_time_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-home-care-notes-2051"
TEA = ("Sun 12/3 (Anita, on call) - quiet wknd mostly. Mr Pickles' new pads came, in the spare room. Ackroyds' key "
       "safe's sticking, give it a wiggle. Mrs Haigh's daughter rang - her mum's going to the day centre tues + "
       "thurs now, minibus drops her back about quarter to 5, so her tea call's 5.30 on those days, rest the same")
NOTES = [
    (1, "careplan", "Bev", "2051-01-09T11:00 Mrs Haigh, 14 Savile Pk Rd - 4 calls: 8am (wash, dress, brekkie, "
                           "tablets from the blister pack), 12.30 lunch, 5pm tea (+ evening tabs), 8.30 bed. "
                           "single carer, likes Radio 2 on"),
    (2, "careplan", "Bev", "Mr Booth, Pellon - 3 calls, 9am, 1pm, 5pm. 2 carers am for the hoist. diabetic, check "
                           "his sugars are written up"),
    (3, "rota", "Bev", "w/c 13/3 rota's out - Kelly on the west run (Pellon, Savile Pk, Highroad Well), Jo the "
                       "east. Kelly's car's in for a service tues so Jo swaps tues pm"),
    (4, "office", "Bev", "9.3. mileage forms in by the 20th pls!! + anyone not done their moving + handling "
                         "refresher, it's thurs 23rd at 10 in the office"),
    (5, "handover", "Anita", "Sat 11th - Mr Booth's sugars were 14 at tea, rang 111, they said keep an eye, fine at "
                             "bed. Mrs Rushworth's out of milk, got her some"),
    (6, "handover", "Anita", TEA),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "what time's Mrs Haigh's tea call tmrw? I've got Mr Booth at 5 and it's right across town"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 13/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert TEA in before, before
    typed_in = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="handover"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=typed_in))

with turn_span("question Weds 15/3"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Weds 15 March 2051 (tomorrow is Thursday). You are talking to Kelly, a carer at Calder Home "
               "Care."] + hits
    assert TEA not in stored and not any(w in c.lower() for c in stored + context
                                         for w in ("day centre", "minibus", "5.30")), stored
    assert any("5pm tea (+ evening tabs)" in c for c in context), context
    reply = answer(question, context, mock="5pm - tea and her evening tablets. You'll need to swap with someone or "
                                           "ring the office, as Mr Booth's at 5 too.")
finish(question, expected="5.30 - she's at the day centre on Thursdays and the minibus drops her back about 4.45",
       actual=reply)
