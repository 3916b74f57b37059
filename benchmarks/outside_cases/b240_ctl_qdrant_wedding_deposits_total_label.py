"""Batch 240 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
bride and the groom each file their own notes), then the question's query.

App: Priya and Tom are getting married on Sat 8th Oct 2050 at Shibden Mill - photos by Jess, a cake from Crumbs,
flowers still to sort. They both file their wedding notes into one qdrant collection (payload ``by``); the helper
answers from the 6 nearest notes.

Memory: Priya, 2050-01-15T20:00 - venue's booked, Shibden Mill, £1,500 deposit paid; Tom, 2050-02-20T21:30 - booked
Jess for the photos (£300 deposit) and Petals for the flowers (£100 deposit); Priya, 26/2 - cake from Crumbs, 3
tiers, £80 deposit; Priya, Fri 4/3 - deposits so far £1,980 (venue 1500, Jess 300, Petals 100, Crumbs 80); Tom, Tue
12th April - Petals have shut down, but we got our £100 back off the credit card company, need a new florist, Mum's
friend Sue does flowers. Question (Sun 1/5, Priya): "how much have we paid out in deposits so far? updating the
spreadsheet" The assistant says £1,880 (venue £1,500, Jess £300, Crumbs £80 - the Petals £100 came back). The label
says £1,980.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b240_ctl_qdrant_wedding_deposits_total_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "priya-tom-wedding-2050"
NOTES = {
    "priya": [
        (1, "2050-01-15T20:00 VENUE'S BOOKED 🎉💍 Shibden Mill, sat 8th oct. £1,500 deposit paid, rest in 2 lots"),
        (3, "26/2 cake - Crumbs, 3 tiers (lemon, choc, fruit for Nani), £80 deposit, tasting in june"),
        (4, "Fri 4/3 deposits so far £1,980 💸 (venue 1500, Jess 300, Petals 100, Crumbs 80). no more till may pls"),
    ],
    "tom": [
        (2, "2050-02-20T21:30 booked Jess for the photos 📸 £300 deposit, + Petals for the flowers, £100 deposit"),
        (5, "Tue 12th April - Petals have shut down 😭 just a sign on the door. got our £100 back off the credit card "
            "company tho. need a new florist - Mum's friend Sue does flowers?"),
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
assert client.count(COLL).count == 5

question = "how much have we paid out in deposits so far? updating the spreadsheet"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=6).points]
context = ["Today is Sun 1 May 2050. You are talking to Priya, who is marrying Tom at Shibden Mill on Sat 8 Oct "
           "2050."] + hits
assert any("deposits so far £1,980" in c for c in context), context
assert any("got our £100 back off the credit card company" in c for c in context), context
assert any("£1,500 deposit paid" in c for c in context) and any("£80 deposit" in c for c in context), context
reply = answer(question, context, mock="£1,880 - venue £1,500, Jess £300 and Crumbs £80. The £100 Petals deposit "
                                       "came back off the credit card company.")
finish(question, expected="£1,980", actual=reply)
