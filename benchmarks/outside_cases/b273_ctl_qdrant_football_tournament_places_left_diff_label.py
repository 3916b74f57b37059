"""Batch 273 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Wayne's notes and Mel's filed at the same time).

App: Calder Juniors FC's summer tournament (Sun 18th June 2051, Field Lane) - U8s to U12s, 16 teams a section.
Wayne (the tournament secretary) and Mel (the treasurer) file notes into one qdrant collection; managers of other
clubs ask the helper whether there's room.

Memory: Wayne, 2051-05-02T19:10 - U10s 12 teams in, 4 places left, 16 max, £25 a team; Wayne, Sat 20th May - the
burger van's booked; Mel, 23/5 - Hipperholme and Sowerby Utd paid for the U10s, both in; Mel, Tue 30th May -
Illingworth have pulled their U10s, half the team are at a wedding that day, refund done. Question (Thu 1/6, a
manager from Elland Allstars): "how many places left in the U10s? we've got 2 teams that want to come" The
assistant says 3 (16 less 12, less the two who paid, plus Illingworth's). The label says 4.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b273_ctl_qdrant_football_tournament_places_left_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-juniors-tournament-entries-2051"
NOTES = {
    "wayne": [
        (1, "2051-05-02T19:10 U10s - 12 teams in ⚽ 4 places left, 16 max, £25 a team, first come first served"),
        (2, "Sat 20th May burger van's booked (Gaz's), he'll be there from 8.30 for the coaches' bacon butties"),
    ],
    "mel": [
        (3, "23/5 Hipperholme + Sowerby Utd have both paid for the U10s, so they're in"),
        (4, "Tue 30th May - Illingworth have pulled their U10s 😞 half the team are at a wedding that day, refund "
            "done"),
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

question = "how many places left in the U10s? we've got 2 teams that want to come"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 1 June 2051. You are talking to a manager from Elland Allstars, asking about Calder Juniors "
           "FC's summer tournament (Sun 18 June)."] + hits
assert any("12 teams in ⚽ 4 places left" in c for c in context), context
assert any("Hipperholme + Sowerby Utd have both paid for the U10s" in c for c in context), context
assert any("Illingworth have pulled their U10s" in c for c in context), context
reply = answer(question, context, mock="3 - there were 4 left, Hipperholme and Sowerby Utd have taken 2, and "
                                       "Illingworth pulled out. So there's room for both your teams.")
finish(question, expected="4", actual=reply)
