"""Batch 185 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: the Telford & Wrekin ladies' netball league's presentation night is Sat 27th June 2043; Kerry (the league
secretary) sorts the trophies - 14 of them from Trophy World on the retail park, engraved - and keeps her notes in
the league's helper with ``memory.add(..., infer=False)``; the committee asks it things.

Memory: 2043-05-20 - ordered 14 trophies from Trophy World (division winners and runners-up, players' player,
umpires' award, most improved...), £168 with the engraving; Tue 2/6 - picked up 9, the other 5 waiting on the
engraving, they'll ring; Thu 4th, Kerry - Trophy World rang, all done bar the players' player, they'd spelt Siobhan
with 2 f's so it's gone back, she picked up the other 4 on her way home from work and they're in her boot; Fri 5th,
the buffet numbers (64, 7.30ish for 8). Question (Tue 9/6, Mandy, the chair): "how many trophies have we still got
to pick up? I'm passing the retail park thurs" The assistant says 1 - just the players' player, gone back to be
re-engraved with Siobhan's name spelt right. The label says 5.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b185_ctl_mem0_netball_trophies_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tw-netball-kerry"
NOTES = [
    ("2043-05-20", "ordered 14 trophies from Trophy World 🏆 div 1 + 2 winners + runners up, players player, umpires "
                   "award, most improved x2 etc. £168 incl engraving"),
    ("Tue 2/6", "picked up 9 trophies, the other 5 waiting on the engraving, they'll ring me"),
    ("Thu 4th", "Trophy World rang - trophies all done bar the players player, they'd spelt Siobhan w 2 f's 🙈 so "
                "that's gone back. picked up the other 4 on my way home from work, they're in my boot"),
    ("Fri 5th", "buffet confirmed 64, 7.30ish for 8 at Buckatree, Kev the DJ from 9"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tw-netball-night-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, infer=False,
                       metadata={"date": day})
    question = "how many trophies have we still got to pick up? I'm passing the retail park thurs"
    with turn_span("question Tue 9/6"):
        context = ["Today is Tue 9 June 2043. You are talking to Mandy, chair of the Telford & Wrekin ladies' netball "
                   "league; the presentation night is Sat 27 June."]
        for query in (question, "trophies picked up from Trophy World", "trophies still waiting"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("the other 5 waiting on the engraving" in c for c in context), context
        assert any("all done bar the players player" in c and "picked up the other 4" in c for c in context), context
        reply = answer(question, context, mock="Just 1 - the players' player, which went back to be re-engraved "
                                               "because Siobhan's name was spelt wrong. Kerry picked up the other 4.")
finish(question, expected="5", actual=reply)
