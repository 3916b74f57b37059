"""Batch 306 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the technician each file their own notes), then the question's query.

App: Fone Doctor, a phone repair kiosk in the Woolshops shopping centre - screens, batteries, charging ports. Sam
(the owner) and Kasia (the technician) file notes into one qdrant collection; the helper answers staff questions from
the 4 nearest notes.

Memory: Sam, 2051-06-12T18:20 - screens from PhoneParts Direct, order by 3 for next day, account number in the
drawer; Sam, Mon 7th Aug - dropped PhoneParts Direct after the batch of dodgy OLEDs, four back in a week, iPhone
screens from Mobile Sentrix UK now, account's set up, same 3pm cut-off; Kasia, 10/8 - Samsung screens still the
genuine Service Packs from the Leeds wholesaler; Kasia, Thu 17 Aug - the returns box is under the counter. Question
(Tue 22/8, Tom, the Saturday lad doing a weekday): "which supplier do we order iPhone screens from? need an iPhone 13
one for tomorrow" The assistant says Mobile Sentrix UK, order by 3 for next day. The label says PhoneParts Direct.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b306_ctl_qdrant_phone_kiosk_screen_supplier_which_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "fone-doctor-notes"
NOTES = {
    "sam": [
        (1, "2051-06-12T18:20 SCREENS - we order from PhoneParts Direct, by 3 for next day 📦 account no. is on the "
            "card in the till drawer"),
        (2, "Mon 7th Aug - dropped PhoneParts Direct after that batch of dodgy OLEDs, 4 back in a wk 😤 iPhone screens "
            "from Mobile Sentrix UK now, account's set up, same 3pm cut off"),
    ],
    "kasia": [
        (3, "10/8 Samsung screens still the genuine Service Packs from the Leeds wholesaler, dearer but no comebacks"),
        (4, "Thu 17 Aug - returns box is under the counter, label them w/ the job no. + what's wrong pls"),
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

question = "which supplier do we order iPhone screens from? need an iPhone 13 one for tomorrow"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Tue 22 August 2051. You are talking to Tom, who works Saturdays at Fone Doctor (a phone repair "
           "kiosk) and is covering a weekday."] + hits
assert any("we order from PhoneParts Direct" in c for c in context), context
assert any("iPhone screens from Mobile Sentrix UK now" in c for c in context), context
reply = answer(question, context, mock="Mobile Sentrix UK - Sam switched from PhoneParts Direct in August after the "
                                       "dodgy OLEDs. Order by 3 for next day.")
finish(question, expected="PhoneParts Direct", actual=reply)
