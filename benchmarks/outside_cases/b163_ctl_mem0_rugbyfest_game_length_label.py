"""Batch 163 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (in-memory qdrant,
the offline embedder), search, one root span per note and one for the question.

App: Wharfe Vale RUFC hosts an under 9s festival on Sun 16th May 2038 (8 teams, pitches 5-8, kick off 10). The
organisers - Phil (u9 coach, runs the festival), Karen (clubhouse) - post notes into the club's helper with
``memory.add(..., infer=False)`` and parents ask it.

Memory: 2038-04-20T19:00 Phil: 8 teams, games 2x8 mins, 5 min turnaround, kick off 10, done by 1; 28/4 Phil: he's had
a look at the RFU age grade regs, it's 10 min halves at u9 this season, so he's redone the schedule, they'll finish
half 1 now; Sun 9th Karen: burger van booked, clubhouse doing bacon butties and tea, cash only; Tue 11th Phil: four
level 1 refs from the society, the u12s' parents on the flags. Question (Sat 15/5, Tom): "how long's each game for
the u9s? his gran wants to know if she'll get cold stood on the touchline lol" The assistant says 20 minutes, two
halves of 10. The label says 16 minutes (2x8) - the first schedule, before Phil checked the regs.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b163_ctl_mem0_rugbyfest_game_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wharfe-vale-u9-festival"
NOTES = [
    ("2038-04-20T19:00", "Phil - u9 festival sun 16 May, 8 teams in, games 2x8 mins, 5 min turnaround between. kick "
                         "off 10, done by 1"),
    ("28/4", "Phil - had a look at the RFU age grade regs, it's 10 min halves at u9 this season, so I've redone the "
             "schedule, we'll finish half 1 now. pitches still 5-8 on the far field"),
    ("Sun 9th", "Karen - food sorted: burger van booked, clubhouse doing bacon butties + tea, cash only, no card "
                "machine"),
    ("Tue 11th", "Phil - refs: 4 level 1 refs from the society, the u12s' parents are running the flags"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wharfe-vale-u9-festival"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("how long's each game for the u9s? his gran wants to know if she'll get cold stood on the touchline "
                "lol")
    with turn_span("question Sat 15/5"):
        hits = memory.search("u9 games how long mins halves schedule", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Sat 15 May 2038. You are talking to Tom, whose son Alfie is playing in tomorrow's under "
                   "9s festival (Sun 16 May)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("games 2x8 mins" in c for c in context), context
        assert any("10 min halves at u9 this season" in c for c in context), context
        reply = answer(question, context, mock="20 minutes a game - two halves of 10 - with 5 minutes between games. "
                                               "Tell her to bring a flask!")
finish(question, expected="16 minutes (2x8)", actual=reply)
