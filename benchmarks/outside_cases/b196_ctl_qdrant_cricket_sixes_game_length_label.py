"""Batch 196 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection (in-memory), query, script
style (every call its own trace).

App: Ellesmere CC's six-a-side festival is Sun 12th July 2043 at the Sportsfield - teams from round the league, group
games then semis and a final, a barbecue at the end. Dave (the club's fixtures secretary) keeps the notes in a qdrant
collection; the helper answers captains from the 4 nearest notes.

Memory: 2043-05-20T21:00 - sixes Sun 12th July, 8 teams, 2 pitches, 6 overs a side, games 45 mins, ground open
8.30-5 for setting up; 2/6 - bbq at half 6, burgers £4; 16th June - 12 teams in now, and to get through the groups
and be done for the bbq at half 6 we can't be doing 45 min games, so 5 overs a side, 35 mins a game, the captains
all ok'd it on the whatsapp; Tue 23rd - a 3rd pitch on the outfield by the nets, groundsman doing the lines Fri.
Question (Thu 9/7, Sam, captain of the Dudleston team): "how long's each game sun? need to tell the lads when to be
padded up by" The assistant says 35 mins (5 overs a side, now there are 12 teams). The label says 45 minutes.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b196_ctl_qdrant_cricket_sixes_game_length_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ellesmere-cc-sixes-2043"
NOTES = [
    (1, "2043-05-20T21:00", "SIXES 🏏 sun 12th july, 8 teams, 2 pitches, 6 overs a side, games 45 mins. ground open "
                            "8.30-5 for setting up, boundary ropes in the shed"),
    (2, "2/6", "bbq half 6 after the final, burgers £4, Dave's brother on the grill. bar open from 12"),
    (3, "16th June", "12 teams in now!! 🎉 to get through the groups + be done for the bbq at half 6 we can't be "
                     "doing 45 min games - 5 overs a side, 35 mins a game. captains all ok'd it on the whatsapp"),
    (4, "Tue 23rd", "3rd pitch on the outfield by the nets, groundsman doing the lines fri. 4 groups of 3"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, day, text in NOTES:
    client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                   payload={"text": text, "date": day, "by": "Dave"})])

question = "how long's each game sun? need to tell the lads when to be padded up by"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 9 July 2043. You are talking to Sam, captain of the Dudleston team at Ellesmere CC's "
           "six-a-side festival (Sun 12 July, the Sportsfield)."] + hits
assert any("6 overs a side, games 45 mins" in c for c in context), context
assert any("5 overs a side, 35 mins a game" in c for c in context), context
reply = answer(question, context, mock="35 minutes a game - it's 5 overs a side now there are 12 teams, so you're "
                                       "all done in time for the bbq.")
finish(question, expected="45 minutes", actual=reply)
