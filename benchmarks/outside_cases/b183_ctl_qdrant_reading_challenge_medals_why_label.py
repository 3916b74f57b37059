"""Batch 183 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(each library worker's notes upserted by their own thread), then the question's query.

App: Madeley library's summer reading challenge runs July to September 2043 - six books, a sticker a book, something
for the finishers at the end. Kath (the children's librarian) and Ros (the library assistant) keep their notes in one
qdrant collection; the helper at the desk answers staff and volunteers from a query.

Memory: Ros, 2043-06-10T16:20: the certificate printer's playing up again, jammed 3 times on the posters, she'll do
the challenge certificates at home if it's still broken come September; Kath, 12/6: medals this year instead of
certificates for the finishers - the Friends of the library are paying out of the book sale money, Shifnal did
medals last year and the kids went mad for them; Ros, Weds 18 Jun: the printer man came, new drum, it's fine now;
Kath, 2043-06-20T11:05: 150 medals ordered at £1.20, arriving w/c 7th July. Question (Tue 8/7, Amy, a Saturday
volunteer): "why are we giving medals not certificates this yr? a mum asked at the desk" The assistant says the
Friends of the library are paying for medals out of the book sale money, after Shifnal's went down so well with the
kids last year. The label says the certificate printer's broken.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b183_ctl_qdrant_reading_challenge_medals_why_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "madeley-library-reading-challenge-2043"
NOTES = {
    "ros": [(1, "2043-06-10T16:20", "certificate printer's playing up again 🙄 jammed 3 times on the posters. I'll "
                                    "do the challenge certificates at home if it's still broken come sept"),
            (3, "Weds 18 Jun", "printer man came, new drum, it's fine now 👍")],
    "kath": [(2, "12/6", "medals this yr instead of certificates for the finishers 🏅 the Friends of the library are "
                         "paying out of the book sale money - Shifnal did medals last yr + the kids went mad for them"),
             (4, "2043-06-20T11:05", "150 medals ordered, £1.20 each off the badge place, arriving w/c 7th july")],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def writer(who: str) -> None:
    for pid, day, text in NOTES[who]:
        with turn_span(f"{who} note {day}"):
            client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                           payload={"text": f"{who.title()}, {day}: {text}",
                                                                    "by": who})])


threads = [threading.Thread(target=writer, args=(who,), name=f"madeley-library-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why are we giving medals not certificates this yr? a mum asked at the desk"
with turn_span("question Tue 8/7"):
    found = client.query_points(COLL, query=offline.embed([question])[0], limit=4)
    context = ["Today is Tue 8 July 2043. You are talking to Amy, a Saturday volunteer at Madeley library; the summer "
               "reading challenge runs July to September."] + [p.payload["text"] for p in found.points]
    assert any("certificate printer's playing up" in c for c in context), context
    assert any("Friends of the library are paying out of the book sale money" in c for c in context), context
    assert any("it's fine now" in c for c in context), context
    reply = answer(question, context, mock="The Friends of the library are paying for medals out of the book sale "
                                           "money - Shifnal did medals last year and the kids loved them.")
finish(question, expected="the certificate printer's broken", actual=reply)
