"""Batch 220 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, one root span per
note and one for the question.

App: Church Stretton's litter pick is on Sat 10th April 2049, 10-12 - meet at the library, grabbers and bags from
the council, hi vis from the Scouts, grown-ups on the verges, kids on the Rectory field. Ann (the organiser) keeps
her notes in one qdrant collection; the helper answers volunteers from the nearest notes (``query_points``).

Memory: 2049-03-08T18:30 - litter pick Sat 10th April 10-12, meet at the library; the council are lending 20
grabbers and a roll of bags, so if you've got your own grabber bring it please; 31 signed up; kit - your own
gloves, hi vis from the Scouts, Pete on the sharps box; 30.3. - the Keep Britain Tidy parcel came, 15 more grabbers,
40 bags and hoops, so 35 grabbers, loads for everyone - leave yours at home, they're always the ones that go
missing; routes. Question (Thu 8/4, Pat): "do I need to bring my own grabber sat? mine's a bit knackered" The
assistant says no - there are 35 grabbers now for the 31 signed up. The label says yes, bring your own, the council
are only lending 20.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b220_ctl_qdrant_litter_pick_grabber_yesno_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "church-stretton-litter-pick-2049"
NOTES = [
    "2049-03-08T18:30 LITTER PICK 🗑️ sat 10th april 10-12, meet at the library. council lending us 20 grabbers + a "
    "roll of bags, so if u've got ur own grabber bring it pls. 31 signed up so far!!",
    "kit - gloves (ur own!), hi vis from the Scouts, sharps box for needles, Pete only touches those",
    "30.3. Keep Britain Tidy parcel came 🙌 15 more grabbers + 40 bags + hoops, so 35 grabbers, loads for everyone - "
    "leave yours at home, they're always the ones that go missing lol",
    "routes - Sandford Ave + the A49 verge for the grown ups, kids on the Rectory field + the Carding Mill car park",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": "Ann"})])

question = "do I need to bring my own grabber sat? mine's a bit knackered"
with turn_span("question Thu 8/4"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0],
                                                           limit=len(NOTES)).points]
    context = ["Today is Thu 8 April 2049. You are talking to Pat, a volunteer on Church Stretton's litter pick (Sat "
               "10 April)."] + hits
    assert any("council lending us 20 grabbers" in c for c in context), context
    assert any("so 35 grabbers, loads for everyone - leave yours at home" in c for c in context), context
    reply = answer(question, context, mock="No - there are 35 grabbers now (the council's 20 plus 15 from Keep "
                                           "Britain Tidy) for the 31 signed up, so leave yours at home. Do bring "
                                           "your own gloves.")
finish(question, expected="yes - bring your own, the council are only lending 20 grabbers", actual=reply)
