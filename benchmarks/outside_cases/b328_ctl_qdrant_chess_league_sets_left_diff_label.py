"""Batch 328 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the equipment officer and the club secretary each file their own notes), then the question's query.

App: Todmorden Chess Club play their league matches in the back room of the Conservative Club and keep the club's
sets and clocks in a cupboard there; in March 2051 they're hosting the Calderdale junior congress. Alan (equipment)
and Helen (secretary) file notes into one qdrant collection; the helper answers members' questions from the 5
nearest notes.

Memory: Alan, 2051-01-10T20:30 - sets audit, 30 sets and 22 clocks in the cupboard; Helen, Tue 14/2 - lent 6 sets
to the Rastrick juniors for their term, back at Easter; Alan, Sat 18th Feb - binned 4 sets with pieces missing
(black kings mostly, how?); Alan, Sat 25/2 - 2 new DGT clocks came, 24 clocks now. Question (Fri 3/3, Helen, sorting
the congress): "how many sets have we got in the cupboard? the junior congress needs 24 boards" The assistant says
20 (30, less the 6 lent to Rastrick and the 4 binned), so 4 short. The label says 30.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b328_ctl_qdrant_chess_league_sets_left_diff_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-chess-club-2051"
NOTES = {
    "alan": [
        (1, "2051-01-10T20:30 sets audit ♟️ 30 sets + 22 clocks in the cupboard at the Con Club. the roll-up boards "
            "are in the green bag"),
        (3, "Sat 18th Feb binned 4 sets, pieces missing (black kings mostly?? how do u lose a king) 🙄"),
        (4, "Sat 25/2 2 new DGT clocks came, 24 clocks now. old analogue ones can go to the juniors"),
    ],
    "helen": [
        (2, "Tue 14/2 lent 6 sets to the Rastrick juniors for their term, back at easter. they've signed for them"),
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

question = "how many sets have we got in the cupboard? the junior congress needs 24 boards"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 3 March 2051. You are talking to Helen, secretary of Todmorden Chess Club (hosting the "
           "Calderdale junior congress)."] + hits
assert any("30 sets + 22 clocks in the cupboard" in c for c in context), context
assert any("lent 6 sets to the Rastrick juniors" in c for c in context), context
assert any("binned 4 sets, pieces missing" in c for c in context), context
reply = answer(question, context, mock="20 - there were 30, but 6 are on loan to the Rastrick juniors till Easter "
                                       "and Alan binned 4 with missing pieces. So you're 4 short for 24 boards.")
finish(question, expected="30", actual=reply)
