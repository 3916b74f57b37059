"""Batch 254 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the company secretary and the director each file their own notes), then the question's query.

App: the Luddenden Players put on Ladies' Day at the Civic, Thurs 16th to Sat 18th Nov 2051, with the get-in on Sun
12th and a cast party after the last show. Maureen (the secretary) and Derek (the director) file notes into one
qdrant collection; the helper answers the cast's questions from the 5 nearest notes.

Memory: Maureen, 2051-10-02T20:00 - cast party Sat 18th after the last show, the back room at the Rose & Crown, pie
and peas, partners welcome, £5 in the tin; Maureen, 17/10 - get-in at the Civic Sun 12th from 10, bring a drill;
Derek, Tues 31st Oct - the Rose & Crown's shut from the 13th for a refit, so the party's at his instead, 14
Birch Grove, Maureen's still doing the pie and peas, bring a bottle; Derek, 3/11 - notes from the run, Act 2 pace and
projection. Question (Mon 13/11, Tasha, new to the company): "where's the cast party on sat? never been to one 🙈 is
it far from the Civic" The assistant says at Derek's (14 Birch Grove) - the Rose & Crown's shut for a
refit. The label says the back room at the Rose & Crown.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b254_ctl_qdrant_theatre_cast_party_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "luddenden-players-ladies-day-2051"
NOTES = {
    "maureen": [
        (1, "2051-10-02T20:00 CAST PARTY 🎭🥧 sat 18th after the last show, back room at the Rose & Crown, pie + peas, "
            "partners welcome, £5 in the tin by the 11th pls"),
        (2, "17/10 get-in at the Civic sun 12th from 10am, all hands pls!! bring a drill if u have one + ur own lunch"),
    ],
    "derek": [
        (3, "Tues 31st Oct - the Rose & Crown's shut from the 13th for a refit 🙄 so the party's at ours instead, 14 "
            "Birch Grove (5 mins from the Civic), Maureen's still doing the pie + peas, bring a bottle"),
        (4, "3/11 notes from tonight's run - Act 2 pace!! pick up ur cues + projection pls, the back row can't hear a "
            "thing"),
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

question = "where's the cast party on sat? never been to one 🙈 is it far from the Civic"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 13 November 2051. You are talking to Tasha, new to the Luddenden Players, in Ladies' Day at "
           "the Civic (Thu 16 - Sat 18 Nov)."] + hits
assert any("back room at the Rose & Crown" in c for c in context), context
assert any("shut from the 13th for a refit" in c and "14 Birch Grove" in c for c in context), context
reply = answer(question, context, mock="It's at Derek's, 14 Birch Grove - about 5 minutes from the Civic. "
                                       "The Rose & Crown's shut for a refit. Bring a bottle!")
finish(question, expected="the back room at the Rose & Crown", actual=reply)
