"""Batch 360 (held out). A lab's training records and instrument bookings: qdrant collection of ELN / Slack notes,
one root span per note, one for the lab manager's Friday clear-out and one for the question; the clear-out deletes,
by a payload filter, the week's booking notes, and one of them also carried a training sign-off.

App: the Kowalski lab file notes on training, bookings, SOPs and safety into one qdrant collection (payload
``kind``: training, booking, sop, safety). Every Friday Dr Ruth Adeyemi (the lab manager) deletes the week's
booking notes with a filter on ``kind`` once the facility's booking sheet is reconciled; the helper answers from
the 4 nearest notes.

Planted fault (DeletionError): the training log (2050-05-02) has Tom R.'s Beckman Optima XPN-100 ultracentrifuge
induction as theory done, practical pending - SUPERVISED USE ONLY until signed off (form TR-22). Tom's booking
note of Weds 18/5 has the Optima 14:00-20:00 for his sucrose gradients (S-0427/S-0428, SW41 rotor, 36k rpm, 4 °C)
with Dr Okafor supervising, and says, at the end, that Dr Okafor watched the whole run, balancing and the rotor log
included, and signed his TR-22 after, so he's cleared to run it solo from now. The clear-out (Fri 20/5) deletes the
week's booking notes, that one with them. Question (Mon 23/5, Tom): "can I run the ultra on my own tonight? want
to spin the next gradients late, S-0429/30" -> expected yes, Dr Okafor signed his TR-22 on Weds 18th. The assistant
says no - he's supervised use only until signed off.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Tom's Weds 18/5 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on "signed his TR-22", "solo" or "cleared"); the training log's "SUPERVISED USE ONLY" line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b360_qdrant_ultracentrifuge_signoff_yesno_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "kowalski-lab-training-bookings"
SIGNOFF = ("Weds 18/5 Tom: Optima XPN-100 (the ultra) 14:00-20:00 w/ Dr Okafor supervising, sucrose gradients "
           "S-0427/S-0428, SW41 rotor 36k rpm 4 °C, 16 h spin. Dr O watched the whole run incl balancing + the rotor "
           "log + signed my TR-22 after, so I'm cleared to run the ultra on my own from now 🎉")
NOTES = [
    (1, "training", "2050-05-02 training log - Tom R.: Optima XPN-100 ultracentrifuge induction, theory done, "
                    "practical pending. SUPERVISED USE ONLY until signed off (TR-22). radiation local rules done 28/4"),
    (2, "sop", "SOP-EQ-03 v2.0 ultracentrifuge: log rotor runs in the rotor book, balance tubes to 0.01 g, never "
               "above the rotor's derated speed, wait for vacuum <5 microns b4 it accelerates"),
    (3, "booking", "Mon 16/5 Lena: LSM980 09-12 fixed S-0409, 5810R 13-14 plate rotor"),
    (4, "booking", SIGNOFF),
    (5, "safety", "2050-05-13 fire drill Thu 26/5 11:00, leave the ultra running if mid-spin, sign out at the door"),
    (6, "booking", "Thu 19/5 Owen: Sorvall RC6 15:00-16:00 SLA-3000 for the 1 L preps, left it clean"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind})])
assert client.count(COLL).count == len(NOTES)

question = "can I run the ultra on my own tonight? want to spin the next gradients late, S-0429/30"
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 20/5"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SIGNOFF in before, before
    this_week = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="booking"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=this_week))

with turn_span("question Mon 23/5"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 23 May 2050. You are talking to Tom R., a research assistant in the Kowalski lab."] + hits
    assert SIGNOFF not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("signed my tr-22", "cleared", "on my own")), stored
    assert any("SUPERVISED USE ONLY until signed off" in c for c in context), context
    reply = answer(f"(Tom) {question}", context,
                   mock="No - your Optima induction's practical is still pending, so it's supervised use only until "
                        "you're signed off on TR-22. Get Dr Okafor or another trained user to sit in.")
finish(question, expected="yes - Dr Okafor signed his TR-22 after the supervised run on Weds 18th, he's cleared to run "
                          "the ultra solo", actual=reply)
