"""Batch 133 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
typed; in-memory qdrant), search, script style (each call its own trace).

App: Sheila, front of house manager for the Ashcombe Players' panto (Cinderella, Thu 10 - Sat 12 Dec), keeps her FOH
notes in mem0 as she types them; the helper answers the ushers and the box office from a search of them.

Memory: 14/11, FOH briefing each night 6.15 in the green room, doors half 6, curtain 7, ushers in black + the red
lanyards; Weds 25 Nov, 400 programmes at £2, Priti doing the float; Tue 8th Dec (tech run), the green room is wall
to wall chorus kids and their costume rails all run so Sheila says we'll huddle in the foyer by the tea urn, nobody'll
hear themselves think back there; the raffle prizes. Question (Weds 9/12, Mo, ushering for the first time): "where
do we meet before doors thurs? first time ushering" The assistant says the foyer by the tea urn at 6.15. The label
says the green room - in memory, where the briefing was first put, before the tech run showed it'd be full of kids.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b133_ctl_mem0_panto_ushers_place_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashcombe-players-foh"
NOTES = [
    ("14/11", "FOH briefing every night 6.15 in the green room, doors half 6, curtain 7. ushers in black + the red "
              "lanyards from the box"),
    ("Weds 25 Nov", "programmes came - 400 of them, £2 each. Priti's doing the programme float, £30 in coins"),
    ("Tue 8th Dec", "tech run tonight - green room's wall to wall chorus kids + their costume rails all run, so we'll "
                    "huddle in the foyer by the tea urn for the FOH bit, same 6.15. nobody'll hear themselves think "
                    "back there"),
    ("Tue 8th Dec", "raffle prizes in the office: Co-op hamper, meal for 2 at the Fox, 2 tickets for the spring show"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashcombe-players-foh"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "where do we meet before doors thurs? first time ushering"
    hits = memory.search("ushers meet before doors FOH briefing where", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Weds 9 December 2037. You are talking to Mo, ushering at the Ashcombe Players' panto for the "
               "first time."] + [h["memory"] for h in hits]
    assert any("6.15 in the green room" in c for c in context), context
    assert any("huddle in the foyer by the tea urn" in c for c in context), context
    reply = answer(question, context, mock="In the foyer by the tea urn at 6.15 - the green room's full of the chorus "
                                           "kids. Wear black, lanyards are in the box.")
finish(question, expected="the green room", actual=reply)
