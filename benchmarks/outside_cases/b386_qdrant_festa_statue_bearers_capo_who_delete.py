"""Batch 386 (held out). A village festa's statue bearers: qdrant collection of the band club committee's notes, one
root span per note, one for the secretary's clear-out and one for the question; the clear-out deletes, by a payload
filter, the roster notes once the rosters are printed and pinned up in the każin, and one of them also carried the
new capo of the reffiegħa.

App: the Banda Santa Katarina of Ħal Bajtar run the festa (Sun 27/08/2051) - the marċ tal-briju, the petards, the
procession with the vara (the statue) carried by eight reffiegħa, the club bar. Manwel (the secretary) and Ray (the
vice-president) file notes into one qdrant collection (payload ``kind``: programme, vara, roster, kumitat, nar). Once
the rosters are printed and pinned up Manwel deletes the roster notes with a filter on ``kind``; the helper answers
from the 4 nearest notes.

Planted fault (DeletionError): Ray's vara note (2051-07-20T19:30) has 8 bearers and 4 reserves, capo Ċensu Vella as
always. Manwel's roster note of Tue 22/08 starts with the reserves for the day and says, in the middle, that Ċensu's
back has gone again and the doctor told him no, so Mario Grech will be capo this year, Ċensu walking in front with
the kappillan. Manwel's clear-out (Fri 25/08) deletes the roster notes, that one with the bar roster. Question (Sat
26/08, Ġorġ the sagristan): "who's the capo of the reffiegħa tomorrow? the kappillan wants to give him the
instructions for the church door" -> expected Mario Grech (Ċensu's back). The assistant says Ċensu Vella.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Manwel's Tue 22/08 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Mario Grech, Ċensu's back or the doctor); the vara note's "capo Ċensu Vella" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b386_qdrant_festa_statue_bearers_capo_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "banda-santa-katarina-hal-bajtar-2051"
CAPO = ("Tue 22/08 (Manwel) roster for the vara - reserves on the day Kurt, Jake, Matthew + Neil, at the sagristija "
        "6.15 sharp. ah, Ċensu's back is gone again 😔 the doctor told him le, no way, so Mario Grech ħa jkun il-capo "
        "of the reffiegħa this yr, Ċensu will walk in front with the kappillan")
NOTES = [
    (1, "programme", "Manwel", "2051-07-02T20:00 FESTA 🎉 sun 27/08, kaxxa infernali 12 noon, procession 7pm from the "
                               "parish church, back in by 10.30. marċ tal-briju sat 26/08 9pm"),
    (2, "vara", "Ray", "2051-07-20T19:30 reffiegħa - 8 bearers + 4 reserves, capo Ċensu Vella as always, the rest same "
                       "as last yr. practice with the vara thu 24/08 9pm in the church"),
    (3, "roster", "Manwel", "20/08 bar roster festa week - Mon-Wed Ray + Doris, Thu-Fri Ġanni + the Zammit brothers, "
                            "sat ALL HANDS, sun closed till after the procession"),
    (4, "roster", "Manwel", CAPO),
    (5, "kumitat", "Ray", "the statues on the pedestals go up fri 18/08, ladders from Toni, 6 volunteers pls"),
    (6, "nar", "Ray", "15.08 the kamra tan-nar want the €2.500 balance before sat, cash ok"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = ("who's the capo of the reffiegħa tomorrow? the kappillan wants to give him the instructions for the "
            "church door")
vec = offline.embed([question])[0]
with turn_span("clear-out Fri 25/08"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert CAPO in before, before
    pinned_up = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="roster"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=pinned_up))

with turn_span("question Sat 26/08"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 26 August 2051. You are talking to Ġorġ, the sagristan of Ħal Bajtar parish (festa of "
               "Santa Katarina tomorrow, Sun 27 Aug)."] + hits
    assert CAPO not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("mario", "grech", "back is gone", "doctor")), stored
    assert any("capo Ċensu Vella" in c for c in context), context
    reply = answer(question, context, mock="Ċensu Vella - he's capo of the reffiegħa as always, 8 bearers + 4 "
                                           "reserves.")
finish(question, expected="Mario Grech - Ċensu's back is gone, the doctor said no, so he walks with the kappillan",
       actual=reply)
