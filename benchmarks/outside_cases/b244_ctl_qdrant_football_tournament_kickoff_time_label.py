"""Batch 244 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the tournament secretary and the U12 manager each file their own notes), then the question's query.

App: Sowerby Bridge Juniors hold a one-day tournament on Sun 12th June 2050 at the Recreation Ground - U9 and U12
sections, group games in the morning, cup and plate finals in the afternoon, a tea tent, trophies. Lee (the
tournament secretary) and Shaz (the U12 manager, who sorts the teams' messages) file notes into one qdrant
collection; the helper answers parents' and coaches' questions from the 5 nearest notes.

Memory: Lee, 2050-05-25T18:30 - U9s kick off 9.45 on the bottom pitches, U12s 10.30 on the top field, registration
30 mins before; Shaz, 1/6 - 14 U12 teams in, 2 groups of 7; Lee, Thu 9/6 - the Leeds U9 coach can't get there for
9.45 with the M62 roadworks, so we've swapped them round - U12s kick off 9.45 now, U9s 10.30, pitches the same;
Shaz, Fri 10th - the tea tent's up, bacon butties from 8.30, no dogs on the pitches. Question (Sat 11/6, a U12
dad): "what time do the U12s kick off tomorrow? need to know what time to get him up" The assistant says 9.45 (the
U12s and U9s were swapped round), so register by 9.15. The label says 10.30.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b244_ctl_qdrant_football_tournament_kickoff_time_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "sowerby-bridge-juniors-tournament-2050"
NOTES = {
    "lee": [
        (1, "2050-05-25T18:30 TOURNAMENT ⚽ sun 12th june at the Rec. U9s kick off 9.45 on the bottom pitches, U12s "
            "10.30 on the top field. registration 30 mins b4 at the tea tent, bring the signed consent forms"),
        (2, "Thu 9/6 - the Leeds U9 coach can't get there for 9.45 with the M62 roadworks so we've swapped them "
            "round 🙄 U12s kick off 9.45 now, U9s 10.30, pitches the same"),
    ],
    "shaz": [
        (3, "1/6 - 14 U12 teams in!! 2 groups of 7, top 2 in the cup, rest in the plate"),
        (4, "Fri 10th - tea tent's up, bacon butties from 8.30, NO dogs on the pitches pls (last yr 🤢)"),
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

question = "what time do the U12s kick off tomorrow? need to know what time to get him up"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Sat 11 June 2050. You are talking to the dad of a U12 player at Sowerby Bridge Juniors' "
           "tournament (Sun 12 June, the Rec)."] + hits
assert any("U12s 10.30 on the top field" in c for c in context), context
assert any("U12s kick off 9.45 now, U9s 10.30" in c for c in context), context
reply = answer(question, context, mock="9.45 - the U12s and U9s were swapped round, so he needs to register at the "
                                       "tea tent by 9.15.")
finish(question, expected="10.30", actual=reply)
