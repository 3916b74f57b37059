"""Batch 202 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, each note stored as
written; in-memory qdrant), search, script style (every call its own trace).

App: Snailbeach CC play the Fire Brigade XI (Pontesbury fire station) in a charity match on Sun 16th July 2045 - 20
overs a side, tea between innings, buckets round the boundary for the air ambulance. Gaz (the club's fixture
secretary) stores his notes in mem0 with ``infer=False``; players ask the club's helper.

Memory: Gaz, 2045-06-02T20:00 - charity match Sun 16th July v the Fire Brigade XI, 1pm start, 20 overs a side, tea
between innings, should be done by 6; Tue 27th June - the fire lot are on call till 2 that Sunday (two of their crew
on holiday), so no point us starting before half 2, still 20 overs, Phil (their captain) reckons we'll be off by 6
if we're quick with the tea; 1/7 - the teams; 8.7. - the collection. Question (Thu 13/7, Dave, a player): "how long's
the match sun? the wife wants to know when I'll be home" The assistant says about three and a half hours - half 2
till 6ish. The label says 5 hours, 1 till 6.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b202_ctl_mem0_cricket_charity_how_long_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "snailbeach-cc-charity-match-gaz"
NOTES = [
    ("2045-06-02T20:00", "CHARITY MATCH sun 16th july v the Fire Brigade XI 🏏🚒 1pm start, 20 overs a side, tea "
                         "between innings, should be done by 6. buckets for the air ambulance"),
    ("Tue 27th June", "Tue 27th June - fire lot are on call till 2 that sun (2 of their crew on hols) so no point us "
                      "starting before half 2, still 20 overs a side, Phil reckons we'll be off by 6 if we're quick "
                      "with the tea"),
    ("1/7", "1/7 teams - Gaz captaining us, juniors Ollie + Sam playing, Phil's lot bringing their own umpire"),
    ("8.7.", "8.7. collection - buckets round the boundary + a card machine on the bar, Sue has the float"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="snailbeach-cc-charity-45"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how long's the match sun? the wife wants to know when I'll be home"
    context = ["Today is Thu 13 July 2045. You are talking to Dave, who plays for Snailbeach CC; the charity match v "
               "the Fire Brigade XI is Sun 16 July."]
    for query in ("charity match start time", "how long is the match", "when will the match finish"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("1pm start" in c and "should be done by 6" in c for c in context), context
    assert any("no point us starting before half 2" in c for c in context), context
    reply = answer(question, context, mock="About three and a half hours - it won't start till half 2 now (the fire "
                                           "lot are on call till 2) and Phil reckons it'll be done by 6ish.")
finish(question, expected="5 hours, 1 till 6", actual=reply)
