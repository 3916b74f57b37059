"""Batch 368 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the harbour master and a skipper each file their own notes), then the question's query.

App: the Foyle Fishermen's Co-op (Greencastle, Co. Donegal) book the slipway and the berths for their member
boats. Seán (the harbour master) and Noel (skipper of the Star of Hope, SO 311) file notes into one qdrant
collection; the helper answers crews' questions from the 5 nearest notes.

Memory: Seán, 2051-03-06T08:30 - slip bookings: the Provider (G 402) on the slip Thurs 16th for her shaft, 3 days;
the Star of Hope Mon 20/3 on the morning tide, HW 0612, 2 days for the antifoul and anodes; Noel, 11/3 - antifoul
ordered, 4 x 5 L red from the co-op, Paddy's doing the anodes; Seán, Fri 17 Mar 1600 - the Provider's shaft job has
overrun, the bearing's seized, she'll be on the slip till Monday's tide, so the Star of Hope goes up the day after,
HW 0740; Noel, Sat 18/3 - grand so, that gives us the weekend for the nets. Question (Sun 19/3, Eamon, crew on the
Star of Hope): "what day's the Star of Hope going up on the slip? need to know when to be in" The assistant says
Tuesday 21 March, on the morning tide (HW 0740) - the day after Monday's tide, as the Provider's job overran. The
label says Monday 20th March, HW 0612 - the date before it was rescheduled.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b368_ctl_qdrant_greencastle_coop_slipway_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "foyle-coop-slipway-51"
NOTES = {
    "sean-hm": [
        (1, "2051-03-06T08:30 SLIP BOOKINGS - Provider G 402 on the slip thurs 16th for the shaft, 3 days. Star of "
            "Hope SO 311 mon 20/3 on the morning tide HW 0612, 2 days for antifoul + anodes"),
        (2, "Fri 17 Mar 1600 - the Provider's shaft job's overrun, bearing's seized 😩 she'll be on the slip till "
            "Monday's tide. Star of Hope goes up the day after, HW 0740, sorry lads"),
    ],
    "noel-star-of-hope": [
        (3, "11/3 antifoul ordered, 4 x 5L red fae the co-op, Paddy's doing the anodes. fuel 2,600 L sat"),
        (4, "Sat 18/3 grand so, that gives us the weekend for the nets. NW 4-5, we'll get the gear mended on the pier"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "what day's the Star of Hope going up on the slip? need to know when to be in"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sun 19 March 2051. You are talking to Eamon, crew on the Star of Hope SO 311 (Foyle Fishermen's "
           "Co-op, Greencastle)."] + hits
assert any("Star of Hope SO 311 mon 20/3 on the morning tide HW 0612" in c for c in context), context
assert any("Star of Hope goes up the day after, HW 0740" in c for c in context), context
reply = answer(question, context, mock="Tuesday 21st, on the morning tide (HW 0740) - the Provider's still on the slip "
                                       "till Monday's tide, so you go up the day after.")
finish(question, expected="Monday 20th March, HW 0612", actual=reply)
