"""Batch 397 (held out). A Polish parish's Pierogi Sunday in Chicago: qdrant collection of the pierogi committee's
notes, one root span per entry, one for Basia's clear-out and one for the question; the clear-out deletes, by a
payload filter, the sign-up notes she has copied into the Google sheet, and one of them also carried the new
person on the kasa.

App: St. Bronislava parish in Chicago hold Pierogi Sunday on Sun 10/16/2050 for the roof fund (na dach) - frozen
pierogi by the dozen and hot plates with kiełbasa in the sala after every Mass, the kasa (cash box) at the door,
coffee and ciasto from the Rosary Society. Pani Basia (committee chair) and pani Zofia (kitchen) file notes into one
qdrant collection (payload ``kind``: plan, roles, menu, signups, supplies). Once the sign-ups are in the Google sheet
Basia deletes the sign-up notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): Basia's roles note (2050-09-18T21:00) has pani Halina Nowicka on the kasa (cash box
and the change), pani Zofia running the kitchen, the school moms on the serving line. Basia's sign-ups note of Tue
10/11 starts with 14 more names from the school moms and says, in the middle, that pani Halina called - her hip
surgery got moved up to this Friday, so she's out - and pan Zbyszek Wróbel is doing the kasa, he has the key to the
safe. Basia's clear-out (Thu 10/13) deletes the sign-up notes, that one with them. Question (Sat 10/15, pan Tadek,
the treasurer): "who's on the kasa tomorrow? I have to hand them the float, $200 in small bills" -> expected pan
Zbyszek Wróbel (pani Halina's having her hip done). The assistant says pani Halina Nowicka.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Basia's Tue 10/11 note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Zbyszek, the hip or the safe); the roles note's "kasa - pani Halina Nowicka" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b397_qdrant_pierogi_sunday_kasa_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "st-bronislava-pierogi-sunday-2050"
KASA = ("Tue 10/11 (Basia) - 14 more names from the school moms for serving 🙌 sheet's almost full. pani Halina "
        "called, her hip surgery got moved up to this Fri so she's out (módlmy się), pan Zbyszek Wróbel is doing the "
        "kasa instead, he has the key to the safe. also 3 more for Sat pinching")
NOTES = [
    (1, "plan", "Basia", "2050-09-04T13:00 PIEROGI SUNDAY 🥟 sun 10/16 after all Masses (8, 10:30, 12:30 po polsku) "
                         "in the sala, for the roof fund. $12/dz frozen, $9 a plate hot w/ kiełbasa + kapusta"),
    (2, "roles", "Basia", "2050-09-18T21:00 who's doing what: kasa - pani Halina Nowicka (cash box + change), "
                          "kitchen - pani Zofia, serving line - the school moms, coffee + ciasto - Rosary Society"),
    (3, "menu", "Zofia", "9/25 ruskie, kapusta z grzybami, z serem, + kiełbasa from Mazur's, 40 lb. NO jagody this "
                         "time, too messy for the hot plates"),
    (4, "supplies", "Zofia", "10/2 need 50 lb flour, 30 lb twaróg, 20 lb onions, foil pans x 200, napkins"),
    (5, "signups", "Basia", "Mon 10/3 - sign-up sheet from the vestibule: 22 names for Sat pinching, 9 for Sunday "
                            "serving, the Kowalski twins again 😂"),
    (6, "signups", "Basia", KASA),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's on the kasa tomorrow? I have to hand them the float, $200 in small bills"
vec = offline.embed([question])[0]
with turn_span("clear-out Thu 10/13"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert KASA in before, before
    in_sheet = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="signups"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_sheet))

with turn_span("question Sat 10/15"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Sat 10/15/2050. You are talking to pan Tadek, treasurer of St. Bronislava's pierogi "
               "committee (Pierogi Sunday is tomorrow, 10/16)."] + hits
    assert KASA not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("zbyszek", "hip", "safe")), stored
    assert any("kasa - pani Halina Nowicka" in c for c in context), context
    reply = answer(question, context, mock="Pani Halina Nowicka's on the kasa - give her the float before the 8 "
                                           "o'clock Mass lets out.")
finish(question, expected="pan Zbyszek Wróbel - pani Halina's out, her hip surgery got moved up", actual=reply)
