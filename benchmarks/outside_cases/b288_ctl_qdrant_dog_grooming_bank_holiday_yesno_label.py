"""Batch 288 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and her senior groomer each file their own notes), then the question's query.

App: The Dog House Grooming Parlour in Brighouse - Jo (the owner) and Lisa; full grooms, puppy intros, nails,
six-weekly regulars. Jo and Lisa file notes into one qdrant collection; the helper answers customers' questions
from the 5 nearest notes.

Memory: Jo, 2050-01-03T09:00 - opening hours for 2050, Tues-Sat 8.30-5, late Thurs till 7, CLOSED Sun, Mon and all
bank hols; Jo, Sun 6/8 - the back to school rush is mad, so we'll open bank hol Mon 28th Aug this year, 9 till 1,
her and Lisa, book through the page as normal; Lisa, 14/7 - holiday clips half price for the oldies (10+) in July;
Lisa, Fri 18th Aug - 4 slots left on the bank hol Monday, all small dogs. Question (Sat 19/8, Mr Crowther): "are
you open bank holiday monday? Pepper needs a tidy up before we go to Whitby" The assistant says yes - 9 till 1 on
Mon 28th Aug, a few small-dog slots left, book through the page. The label says no - closed bank holidays.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b288_ctl_qdrant_dog_grooming_bank_holiday_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "dog-house-brighouse-2050"
NOTES = {
    "jo": [
        (1, "2050-01-03T09:00 opening hrs 2050 🐾 tues-sat 8.30-5, late thurs till 7. CLOSED sun, mon + all bank hols"),
        (2, "Sun 6/8 - back to school rush is mad 😵 so we'll open bank hol mon 28th aug this yr, 9 till 1, me + Lisa. "
            "book thru the page as normal"),
    ],
    "lisa": [
        (3, "14/7 holiday clips 1/2 price for the oldies (10+) all July, Jo says ok"),
        (4, "Fri 18th Aug - 4 slots left on the bank hol monday, all small dogs (nothing bigger than a cocker)"),
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

question = "are you open bank holiday monday? Pepper needs a tidy up before we go to Whitby"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 19 August 2050. You are talking to Mr Crowther, whose westie Pepper is a regular at The Dog "
           "House Grooming Parlour."] + hits
assert any("CLOSED sun, mon + all bank hols" in c for c in context), context
assert any("we'll open bank hol mon 28th aug this yr, 9 till 1" in c for c in context), context
reply = answer(question, context, mock="Yes - we're opening this bank holiday Monday (28th Aug), 9 till 1. There are "
                                       "only a few small-dog slots left, so book Pepper in through the page soon.")
finish(question, expected="no - closed bank holidays", actual=reply)
