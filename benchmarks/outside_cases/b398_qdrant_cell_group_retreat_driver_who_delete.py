"""Batch 398 (held out). A Korean-American church's cell group in LA: qdrant collection of the mokjang's retreat
notes, one root span per note, one for the leader's clear-out and one for the question; the clear-out deletes, by a
payload filter, the RSVP notes she has copied into the sign-up sheet, and one of them also carried the new driver.

App: the Joshua mokjang of Good Harvest Korean Church go to the church's fall retreat at Pine Crest camp in Big
Bear, Fri 10/7 - Sun 10/9/2050 - $180 an adult, $90 a kid, leaving early Friday to beat the traffic, carpools from
the church lot in Koreatown and from Torrance. Esther Shin (the mokjang leader) files notes into one qdrant
collection (payload ``kind``: plan, carpool, rooms, food, rsvp). Once the RSVPs are in the Google sheet she deletes
the RSVP notes with a filter on ``kind``; the helper answers from the 4 nearest notes.

Planted fault (DeletionError): the carpool note (9/11) has the Koreatown people meeting at the church lot at 6am
with Peter Yoo-ssi driving his Sienna. Esther's RSVP note of Sun 9/25 starts with the numbers (27 adults + 8 kids,
Mina-ssi's in) and says, in the middle, that Peter-ssi's Sienna is in the shop till mid Oct, so Sarah Lim unnie is
driving the Koreatown group in her Odyssey instead, same 6am at the church lot, Peter riding with her. Esther's
clear-out (Mon 10/3) deletes the RSVP notes, that one with them. Question (Thu 10/6, Mina-ssi): "who's driving us
from ktown tmrw? want to know whose car to look for at 6am 😴" -> expected Sarah Lim unnie, in her Odyssey. The
assistant says Peter Yoo-ssi in his Sienna.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the Sun 9/25 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Sarah, the Odyssey or the shop); the carpool note's "Peter Yoo-ssi driving" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b398_qdrant_cell_group_retreat_driver_who_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "joshua-mokjang-fall-retreat-2050"
DRIVER = ("Sun 9/25 (Esther) - RSVPs 27 adults + 8 kids 🙌 Mina-ssi's in!! Peter-ssi's Sienna is in the shop till mid "
          "Oct ㅠㅠ so Sarah Lim unnie is driving the ktown group in her Odyssey instead, same 6am at the church lot. "
          "Peter rides w/ her")
NOTES = [
    (1, "plan", "2050-09-04T22:00 FALL RETREAT ⛰️ Fri 10/7 - Sun 10/9 at Pine Crest camp in Big Bear. $180/adult, $90 "
                "kids under 12, pay Kim jipsanim by 9/25. leaving Fri early to beat traffic"),
    (2, "carpool", "9/11 carpool - ktown ppl meet at the church lot 6am Fri, Peter Yoo-ssi driving (his Sienna, 7 "
                   "seats). Torrance ppl w/ Daniel jipsanim. text me if u need a ride"),
    (3, "rooms", "9/18 rooms - cabins of 8, couples in the lodge. samonim asked for the ground floor for halmeoni "
                 "(her knees)"),
    (4, "food", "Sat bbq lunch - Han gwonsanim marinating 20 lbs galbi ㅋㅋ, we do Sat lunch, the camp does the rest"),
    (5, "rsvp", "9/20 RSVPs so far 23 adults 6 kids. Mina-ssi maybe, waiting on her work schedule"),
    (6, "rsvp", DRIVER),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, kind, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "kind": kind, "by": "Esther"})])
assert client.count(COLL).count == len(NOTES)

question = "who's driving us from ktown tmrw? want to know whose car to look for at 6am 😴"
vec = offline.embed([question])[0]
with turn_span("clear-out Mon 10/3"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert DRIVER in before, before
    in_sheet = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="rsvp"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=in_sheet))

with turn_span("question Thu 10/6"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Thu 10/6/2050. You are talking to Mina-ssi, a member of the Joshua mokjang going on the "
               "church fall retreat (Fri 10/7 - Sun 10/9)."] + hits
    assert DRIVER not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("sarah", "odyssey", "in the shop")), stored
    assert any("Peter Yoo-ssi driving" in c for c in context), context
    reply = answer(question, context, mock="Peter Yoo-ssi - look for his Sienna at the church lot at 6am.")
finish(question, expected="Sarah Lim unnie, in her Odyssey - Peter-ssi's Sienna is in the shop", actual=reply)
