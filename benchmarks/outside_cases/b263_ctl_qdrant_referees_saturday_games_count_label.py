"""Batch 263 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
referees' secretary and the league's fixtures secretary each file their own notes), then the question's query.

App: the Calder Valley Junior Football League - Gill (referees' secretary) posts the refs' appointments and Dave
(fixtures secretary) posts postponements and pitch news; both go into one qdrant collection, and the refs ask the
helper, which answers from the 5 nearest notes.

Memory: Gill, 2051-10-02T19:00 - Priya, Sat 21st Oct you've got 3 at Crow Wood Park: U11 Brighouse Juniors v
Elland 9.30, U13 Ovenden v Ryburn 11, U15 Sowerby v Hebden Bridge 1pm, pitch 2 all day; Gill, 17/10 - Priya, your
assessor for the U15 game is Steve, he'll find you at half time; Dave, Weds 18th - U11 Brighouse Juniors v Elland is
OFF, Brighouse can't get a team out, half of them are on the school trip to Robin Hood's Bay, it'll be rearranged;
Dave, Thu 19th - pitch 2 at Crow Wood's fine, the council cut it. Question (Thu 19/10, Priya): "how many games have
I got on sat? mum's asking if she needs to pack me lunch" The assistant says 2 - the U13s at 11 and the U15s at 1pm,
the U11s are off. The label says 3.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b263_ctl_qdrant_referees_saturday_games_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "cvjfl-refs-notes-2051"
NOTES = {
    "gill": [
        (1, "2051-10-02T19:00 Priya - sat 21st oct u've got 3 at Crow Wood Pk ⚽ U11 Brighouse Juniors v Elland "
            "9.30, U13 Ovenden v Ryburn 11, U15 Sowerby v Hebden Bridge 1pm. pitch 2 all day, changing in the "
            "pavilion"),
        (2, "17/10 Priya, ur assessor for the U15 game is Steve, he'll find u at half time - don't panic 😂 just ref "
            "it like normal"),
    ],
    "dave": [
        (3, "Weds 18th - U11 Brighouse Juniors v Elland is OFF, Brighouse can't get a team out, half of them are on "
            "the school trip to Robin Hood's Bay. will be rearranged, refs pls note"),
        (4, "Thu 19th pitch 2 at Crow Wood's fine, council cut it this morning. pitch 3 still waterlogged"),
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

question = "how many games have I got on sat? mum's asking if she needs to pack me lunch"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 19 October 2051. You are talking to Priya, a referee in the Calder Valley Junior Football "
           "League."] + hits
assert any("u've got 3 at Crow Wood Pk" in c for c in context), context
assert any("U11 Brighouse Juniors v Elland is OFF" in c for c in context), context
reply = answer(question, context, mock="2 - the U13s at 11 and the U15s at 1pm, both on pitch 2 at Crow Wood Park. "
                                       "The U11 game's off (Brighouse can't raise a team), so yes, pack a lunch.")
finish(question, expected="3", actual=reply)
