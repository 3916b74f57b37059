"""Batch 268 (held out). A hospice charity shop's volunteers and donations: qdrant collection of the shop's notes,
one root span per note, one for the manager's clear-out and one for the question; the clear-out deletes, by a
payload filter, the week-by-week rota swaps once the weeks are past, and one of them also carried a lasting change.

App: the Ryburn Valley Hospice shop on Wharf St, Sowerby Bridge, runs on about twenty volunteers - the till, the
sorting room upstairs (steaming, pricing, gift aid labels), the window - with Julie (the paid manager) and Pat (her
deputy). They file notes into one qdrant collection (payload ``kind``: rota, swaps, donations, giftaid, till). Every
few weeks Julie deletes the swaps notes for weeks that have gone by, with a filter on ``kind``; the helper answers
from the 4 nearest notes.

Planted fault (DeletionError): Julie's rota note (2050-01-03T09:40) has Sat mornings as Jean and Brian on the till
and Eileen in the sorting room (steamer and pricing), Sat afternoons Shirley. Pat's swaps note of Thu 10th Feb says
Ann is doing Pat's Monday again next week (hospital appointment) and, after it, that Eileen's knees can't do the
stairs to the sorting room any more, so Derek is taking Saturday mornings in the sorting room from now on and Eileen
will come on the till on Wednesdays instead. Julie's clear-out (Mon 21/2) deletes the swaps notes, that one with
them. Question (Fri 25/2, Jean, on the till tomorrow): "who's in the sorting room sat morning? there's a house
clearance coming in, 6 bags + a box of china" -> expected Derek (Eileen's knees can't do the stairs, she's on the
till Weds now). The assistant says Eileen.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): Pat's Thu 10th Feb note was
in the collection and in the question's 4 nearest before the delete, and the delete removed it while it still
decided the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the
context after it (nothing on Derek, the stairs or her knees); the rota note's "sorting room Eileen" is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b268_qdrant_hospice_shop_sorting_room_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ryburn-hospice-shop-wharf-st"
SWAP = ("Thu 10th Feb (Pat) - Ann's doing my mon again next wk, hosp appt. ALSO Eileen's said her knees can't do the "
        "stairs up to the sorting room any more 😢 so Derek's taking sat mornings in the sorting room from now on, "
        "she's coming on the till weds instead (she's happier down with the customers anyway)")
NOTES = [
    (1, "rota", "Julie", "2050-01-03T09:40 ROTA from jan 🗓️ sat am: till Jean + Brian, sorting room Eileen (steamer "
                         "+ pricing), window Kath 1st sat of the month. sat pm: till Shirley, nobody upstairs"),
    (2, "donations", "Julie", "donations - NO electricals w/o a PAT test, no cot mattresses or car seats, no "
                              "videos. books straight up to the sorting room, we can't keep up with the jigsaws 😂"),
    (3, "giftaid", "Julie", "gift aid - ask EVERY donor, even regulars, the form's in the drawer under the till. 25p "
                            "in every £1 for the hospice, it adds up"),
    (4, "swaps", "Pat", "w/c 31/1 - Brian + Jean swapping sat for tues this wk only, Jean's at a wedding"),
    (5, "till", "Pat", "till float £50 in the blue bag, cash up at 4.15, notes in the safe, NEVER leave the till "
                       "open for the steamer"),
    (6, "swaps", "Pat", SWAP),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "who's in the sorting room sat morning? there's a house clearance coming in, 6 bags + a box of china"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 21/2"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SWAP in before, before
    past_swaps = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="swaps"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=past_swaps))

with turn_span("question Fri 25/2"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Fri 25 February 2050. You are talking to Jean, a volunteer at the Ryburn Valley Hospice shop "
               "(Wharf St), on the till tomorrow morning."] + hits
    assert SWAP not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("derek", "the stairs", "knees")), stored
    assert any("sorting room Eileen" in c for c in context), context
    reply = answer(question, context, mock="Eileen's in the sorting room on Saturday mornings - she does the steamer "
                                           "and the pricing, so the clearance bags can go straight up to her.")
finish(question, expected="Derek - Eileen's knees can't do the stairs now, she's on the till on Wednesdays instead",
       actual=reply)
