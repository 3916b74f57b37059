"""Batch 237 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the bookings secretary and the caretaker each file their own notes), then the question's query.

App: Sowood Parish Hall (main hall, committee room, kitchen) keep their bookings diary in a helper - who's booked
what, keys, deposits, the caretaker's checks. Margaret (the bookings secretary) and Brian (the caretaker) file notes
into one qdrant collection; the helper answers from the 5 nearest notes.

Memory: Margaret, 2050-09-01T11:30 - Sat 5th Nov, the Khan family, a 40th birthday, main hall and kitchen 6-11pm,
£150 hire and a £100 deposit, refundable, by bank transfer; Brian, Sun 6/11 - checked the hall after the Khan party,
all fine, floor swept, bins out, but the tea urn's been left on dry and burnt out, £40 for a new one, Margaret to
take it off their deposit; Margaret, 9/11 - spoke to Mrs Khan, she was very apologetic and fine with it, the rest of
the deposit going back this week; Brian, Tue 8th - boiler service done, the radiator in the committee room still
knocks. Question (Thu 10/11, Keith, the treasurer): "how much of the Khans' deposit am I sending back? doing the
bank transfers tonight" The assistant says £60 (the £100 less £40 for the urn). The label says £100.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b237_ctl_qdrant_parish_hall_deposit_back_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowood-parish-hall-diary"
NOTES = {
    "margaret": [
        (1, "2050-09-01T11:30 booking - sat 5th nov, the Khan family, 40th birthday 🎉 main hall + kitchen 6-11pm. "
            "£150 hire + £100 deposit (refundable), bank transfer, form signed"),
        (3, "9/11 spoke to Mrs Khan re the urn, she was very apologetic + fine with it. rest of the deposit going back "
            "this wk"),
    ],
    "brian": [
        (2, "Sun 6/11 checked the hall after the Khan party - all fine, floor swept, bins out 👍 BUT the tea urn's been "
            "left on dry + burnt out 😩 £40 for a new one, Margaret pls take it off their deposit"),
        (4, "Tue 8th - boiler service done, radiator in the committee room still knocks, bleed it if it's cold"),
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

question = "how much of the Khans' deposit am I sending back? doing the bank transfers tonight"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 10 November 2050. You are talking to Keith, treasurer of Sowood Parish Hall."] + hits
assert any("£100 deposit (refundable)" in c for c in context), context
assert any("£40 for a new one" in c and "take it off their deposit" in c for c in context), context
assert any("rest of the deposit going back" in c for c in context), context
reply = answer(question, context, mock="£60 - their £100 deposit less £40 for the new tea urn, which Mrs Khan's "
                                       "agreed to.")
finish(question, expected="£100", actual=reply)
