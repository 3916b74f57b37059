"""Batch 214 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), search, script style (every call its own trace).

App: 2nd Craven Arms Scout Group's gang show is on Sat 27th Nov 2049 at the Community Centre, 7pm - acts from every
section, an interval with ice creams and (every other year) a raffle. Ian (the group scout leader) and the leaders
put their notes into the group's helper with ``memory.add(..., infer=False)``; parents and leaders ask it things.

Memory: 2049-09-14T20:00 Ian - interval 20 mins, ice creams from the Explorers, raffle drawn by Akela, tuck shop in
the kitchen; 3/10 Sue - raffle prizes are thin this year, only 6 so far, might not be worth it; 12/10 Sue - prizes
sorted actually, Morrisons gave a hamper and Hamer's garage a car valet, 15 now; Thurs 4 Nov Ian - rang the council
about the raffle: selling tickets on the night counts as a lottery and they'd want a small society licence, which
takes 8 weeks to come through, so that's a no for this year - the prizes will keep for the Christmas fair; Tue 16th
Nov Bagheera - ice cream order in. Question (Sat 20/11, Rachel, a Cub parent who'd offered a prize): "why aren't we
doing the raffle in the interval this yr?" The assistant says because they'd need a lottery licence from the
council to sell tickets on the night and it takes 8 weeks (the prizes are saved for the Christmas fair). The label
says because there weren't enough prizes.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b214_ctl_mem0_gangshow_no_raffle_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "2nd-craven-arms-scouts"
NOTES = [
    ("2049-09-14T20:00", "Ian - GANG SHOW 🎭 sat 27th nov, community centre, 7pm. interval 20 mins - ice creams from "
                         "the Explorers, raffle drawn by Akela, tuck shop in the kitchen"),
    ("3/10", "3/10 Sue - raffle prizes are a bit thin this yr, only 6 so far 😬 might not be worth doing?"),
    ("12/10", "12/10 Sue - prizes sorted actually!! Morrisons gave a hamper + Hamer's garage a car valet, 15 now 🎉"),
    ("Thurs 4 Nov", "Thurs 4 Nov Ian - rang the council re the raffle. selling tickets on the night counts as a "
                    "lottery, they'd want a small society licence + that takes 8 wks to come through 🙄 so it's a "
                    "no for this yr. prizes will keep for the xmas fair"),
    ("Tue 16th Nov", "Tue 16th Nov Bagheera - ice cream order's in, 120 tubs, Explorers selling them 50p"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="2nd-craven-arms-gangshow"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why aren't we doing the raffle in the interval this yr?"
    hits = []
    for query in ("raffle in the interval", "raffle prizes", "council licence raffle"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Sat 20 Nov 2049. You are talking to Rachel, a Cub parent at 2nd Craven Arms Scout Group; "
               "the gang show is Sat 27 Nov."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("only 6 so far" in c for c in context), context
    assert any("prizes sorted actually" in c for c in context), context
    assert any("small society licence" in c and "8 wks" in c for c in context), context
    reply = answer(question, context, mock="Because selling raffle tickets on the night needs a lottery licence from "
                                           "the council and it takes 8 weeks to come through - the prizes are being "
                                           "kept for the Christmas fair.")
finish(question, expected="because there weren't enough prizes", actual=reply)
