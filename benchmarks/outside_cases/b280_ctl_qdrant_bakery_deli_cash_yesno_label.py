"""Batch 280 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the driver each file their own notes), then the question's query.

App: Rise & Shine Bakehouse in Hebden Bridge bakes for the shop and a few wholesale customers; the Deli on Market St
(Marco) collects seeded rye twice a week. Nadia (the owner) and Dan (the driver, who opens up early) file notes into
one qdrant collection; the helper answers from the 4 nearest.

Memory: Nadia, 2087-02-10T19:15 - the Deli, seeded rye Tues + Fri, 8 each, Marco collects 7am from the back door,
cash on collection, he'll leave it in an envelope under the mat if nobody's down; Nadia, Weds 5/3 - Marco's
accountant has made him go all above board, so the Deli's on a monthly invoice now, 14 days, bank transfer, no more
envelopes under the mat; Dan, Fri 7/3 - Marco says he'll collect at 7.15 from now, he's doing the school run first;
Dan, Tue 11/3 - van booked in for tyres Thursday. Question (Mon 17/3, Dan): "does Marco still pay cash when he
collects? I'm on my own tmrw morning + don't want to be chasing him for it" The assistant says no - the Deli's on a
monthly invoice now (14 days, bank transfer), nothing to collect. The label says yes, cash on collection.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b280_ctl_qdrant_bakery_deli_cash_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "rise-and-shine-notes-2087"
NOTES = {
    "nadia": [
        (1, "2087-02-10T19:15 Deli on Market St (Marco) 🥖 seeded rye tues + fri, 8 each, he collects 7am from the "
            "back door. cash on collection, he'll leave it in an envelope under the mat if we're not down"),
        (2, "Weds 5/3 Marco's accountant's made him go all above board 😅 so the Deli's on a monthly invoice now, 14 "
            "days, bank transfer. no more envelopes under the mat!"),
    ],
    "dan": [
        (3, "Fri 7/3 Marco says he'll collect at 7.15 from now on, he's doing the school run first"),
        (4, "Tue 11/3 van's booked in for tyres thurs, Nadia can u do the farm shop in ur car"),
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

question = ("does Marco still pay cash when he collects? I'm on my own tmrw morning + don't want to be chasing him "
            "for it")
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 17 March 2087. You are talking to Dan, who drives the van and opens up early at Rise & Shine "
           "Bakehouse."] + hits
assert any("cash on collection" in c for c in context), context
assert any("on a monthly invoice now" in c for c in context), context
reply = answer(question, context, mock="No - the Deli's on a monthly invoice now (14 days, bank transfer), so there's "
                                       "nothing to collect from Marco. Just hand over the rye.")
finish(question, expected="yes - cash on collection, he leaves it in an envelope under the mat", actual=reply)
