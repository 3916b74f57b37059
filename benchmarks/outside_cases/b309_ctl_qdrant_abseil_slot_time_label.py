"""Batch 309 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the events lead and the volunteer coordinator each file their own notes), then the question's query.

App: Overgate Hospice's abseil down the Wainhouse Tower over Sat 13th and Sun 14th Sept 2053 - slots every 10
minutes, teams from local firms. Rob (volunteers, who does the slots) and Claire (events) file notes into one
qdrant collection; the helper answers abseilers from the 5 nearest.

Memory: Rob, 2053-08-20T19:00 - slots are out, the Halifax Building Society team's on the Sunday: Nadia 10.40, Paul
10.50, Imran 11.00, Bev 11.10; Claire, 1/9 - the council won't let Vertical Edge's van up Skircoat Moor Rd till 9
on a Sunday (the car boot), so they can't be rigged for 9.30 - all the Sunday slots go back an hour, Saturday's as
it was, she's emailed everyone; Rob, Thu 4 Sept - the t-shirts are in, collect from the hospice shop; Claire, 8/9
- park at Wards End, £5 all day. Question (Weds 10/9, Paul from the building society): "what time's my slot on sunday?
I didn't get the email" The assistant says 11.50 (his 10.50 slot, moved back an hour). The label says 10.50.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b309_ctl_qdrant_abseil_slot_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "overgate-abseil-2053"
NOTES = {
    "rob": [
        (1, "2053-08-20T19:00 SLOTS OUT 🧗 Halifax Building Society team are sun 14th - Nadia 10.40, Paul 10.50, "
            "Imran 11.00, Bev 11.10. be there 30 mins b4 for the briefing"),
        (2, "Thu 4 Sept t-shirts are in!! collect from the hospice shop on Commercial St, name's on the bag"),
    ],
    "claire": [
        (3, "1/9 bit of a pain - the council won't let Vertical Edge's van up Skircoat Moor Rd till 9 on a sun (the "
            "car boot 🙄) so they can't be rigged for 9.30. ALL sunday slots go back an hour, sat's as it was. "
            "emailed everyone"),
        (4, "8/9 parking - Wards End multi storey, £5 all day, it's a 10 min walk up"),
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

question = "what time's my slot on sunday? I didn't get the email"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Weds 10 September 2053. You are talking to Paul, in the Halifax Building Society team for "
           "Overgate Hospice's abseil down the Wainhouse Tower."] + hits
assert any("Paul 10.50" in c for c in context), context
assert any("ALL sunday slots go back an hour" in c for c in context), context
reply = answer(f"(Paul) {question}", context,
               mock="11.50 on Sunday - you were down for 10.50 but all the Sunday slots have gone back an hour, so "
                    "be there for the briefing at 11.20.")
finish(question, expected="10.50", actual=reply)
