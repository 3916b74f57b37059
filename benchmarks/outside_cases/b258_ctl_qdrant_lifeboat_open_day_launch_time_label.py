"""Batch 258 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the fundraising secretary and the coxswain each file their own diary entries), then the question's query.

App: Staithes & Runswick Lifeboat Station hold their open day on Sun 27th Aug 2051 at the boathouse - tombola, cake
stall, face painting, crew photos and a launch demonstration. Linda (the fundraising secretary) and Steve (the
coxswain) file diary entries into one qdrant collection; the helper answers visitors' questions from the 4 nearest.

Memory: Linda, 2051-08-01T19:00 - open day Sun 27th Aug at the boathouse 11-4, tombola, cakes, face painting, launch
demo 2pm; Linda, Thu 17/8 - the WI are doing 20 cakes, more tombola prizes needed; Steve, Mon 21st Aug - he's
checked the tides for the 27th, low water's about 2.10, so no chance of a launch off the slip at 2, they'll do it at
11.30 on the rising tide instead, straight after the doors open; Steve, 24.8. - crew photos at 1 by the boat.
Question (Fri 25/8, a mum on the station's page): "what time's the lifeboat launch on sunday? my lad's desperate to
see it 🚤" The assistant says 11.30 - the tide's too low at 2, so it's been moved to just after the doors open.
The label says 2pm.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b258_ctl_qdrant_lifeboat_open_day_launch_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "staithes-lifeboat-open-day-2051"
ENTRIES = {
    "linda": [
        (1, "2051-08-01T19:00 OPEN DAY 🛟 sun 27th aug at the boathouse 11-4. tombola, cake stall, face painting, "
            "launch demo 2pm. posters in the Co-op + the Cod & Lobster"),
        (2, "Thu 17/8 cake stall sorted, the WI are doing 20 cakes 🎂 need more tombola prizes tho, bottles esp"),
    ],
    "steve": [
        (3, "Mon 21st Aug Steve - checked the tides for the 27th, low water's about 2.10 so no chance of a launch off "
            "the slip at 2 😬 we'll do it at 11.30 on the rising tide instead, straight after the doors open"),
        (4, "24.8. crew photos at 1 by the boat, kids can sit in the cab + try the helmets on"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_entries(who: str) -> None:
    for pid, text in ENTRIES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_entries, args=(who,), name=f"diary-{who}") for who in ENTRIES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "what time's the lifeboat launch on sunday? my lad's desperate to see it 🚤"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Fri 25 August 2051. You are talking to a mum asking on the page of Staithes & Runswick Lifeboat "
           "Station (open day Sun 27 Aug)."] + hits
assert any("launch demo 2pm" in c for c in context), context
assert any("we'll do it at 11.30 on the rising tide instead" in c for c in context), context
reply = answer(question, context, mock="11.30 - the tide's too low for a launch at 2, so the crew are doing it just "
                                       "after the doors open. Get there for half eleven!")
finish(question, expected="2pm", actual=reply)
