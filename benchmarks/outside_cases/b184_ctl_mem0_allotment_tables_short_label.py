"""Batch 184 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
one root span per note added and one for the question.

App: Ketley Bank allotments' show is Sat 29th Aug 2043 in the Scout hut - veg, flowers, baking and the kids' classes
on trestle tables, the Jubilee Cup for best in show. The committee's notes go into the society's helper with
``memory.add(..., infer=False)`` (stored as written); Bob, who does the setting up, asks it things.

Memory: 2043-07-20T18:30 - need 20 trestles for the tables, only 14 in the hut so we're 6 short, I'll ask round;
Bill, 27/7 - rosettes ordered from the trophy place in Wellington, £38, the Jubilee Cup needs engraving; Sue, Weds 5
Aug - the Scouts can lend us 4 of theirs, Bob's picking them up Friday night with the trailer, cloths from the church;
12.8. - 41 entries already, 6 in the marrow class, Ron's is a monster. Question (Sun 16/8, Bob): "how many more tables
have we still got to find for the show? going round the church + the school tmrw" The assistant says 2 - 20 needed,
14 in the hut and 4 from the Scouts. The label says 6.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b184_ctl_mem0_allotment_tables_short_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ketley-bank-allotments-show"
NOTES = [
    ("2043-07-20T18:30", "show sat 29th aug in the scout hut 🏆 need 20 trestles for the tables (veg, flowers, baking, "
                         "kids). only 14 in the hut so we're 6 short - I'll ask round"),
    ("27/7", "Bill - rosettes ordered from the trophy place in Wellington £38, the Jubilee Cup needs engraving still"),
    ("Weds 5 Aug", "Sue - Scouts can lend us 4 of theirs 👍 Bob's picking them up fri night w the trailer. cloths from "
                   "the church"),
    ("12.8.", "41 entries already!! marrow class 6 so far 🥒 Ron's is a monster"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ketley-bank-show-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many more tables have we still got to find for the show? going round the church + the school tmrw"
    with turn_span("question Sun 16/8"):
        hits = []
        for query in ("trestle tables for the show", "tables we're short", "lending us tables"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 16 Aug 2043. You are talking to Bob, who sets up Ketley Bank allotments' show (Sat 29 "
                   "Aug, Scout hut)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("we're 6 short" in c for c in context), context
        assert any("Scouts can lend us 4" in c for c in context), context
        reply = answer(question, context, mock="2 more - you need 20, there are 14 in the hut and the Scouts are "
                                               "lending 4.")
finish(question, expected="6", actual=reply)
