"""Batch 191 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), script style (every call its own trace).

App: Holy Trinity, Dawley holds its summer fete on Sat 27th June 2043 - the church hall, the field and the vicarage
lawn; tombola, cakes, plants, bric-a-brac, teas. Liz (the fete's organiser) adds her notes to the parish helper with
``memory.add(..., infer=False)``; the helpers on the stalls ask it.

Memory: 2043-04-30T19:45 - stalls: tombola on the stage in the church hall as usual (Joan), cakes by the door, plants
and bric-a-brac out on the field; Weds 6 May - Joan's bottles, 120 so far, the Co-op's giving a hamper for the top
prize; 20.5. - Graham's having the hall floor sanded and varnished the week of the fete and nobody can walk on it
till the Monday after, so teas are in the marquee and Joan's tombola is going under the big cedar on the vicarage
lawn, she's fine with it as long as it doesn't rain; Tue 2nd June - the tombola rota, Joan 2-3, Val 3-4, Liz 4 till
close. Question (Thu 25/6, Val): "where's the tombola this year? I'm on it 3-4 + want to know where to go" The
assistant says under the big cedar on the vicarage lawn (the hall floor's being done). The label says on the stage
in the church hall.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b191_ctl_mem0_fete_tombola_place_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holy-trinity-dawley-fete-liz"
NOTES = [
    ("2043-04-30T19:45", "fete stalls 🎪 tombola on the stage in the church hall as usual (Joan), cakes by the door, "
                         "plants + bric-a-brac out on the field, teas in the hall 2-4.30"),
    ("Weds 6 May", "Joan's bottles - 120 so far!! Co-op are giving a hamper for the top prize, tickets 50p or 5 "
                   "for £2"),
    ("20.5.", "Graham's having the hall floor sanded + varnished the wk of the fete 😩 nobody can walk on it till the "
              "mon after, so teas are in the marquee + Joan's tombola is going under the big cedar on the vicarage "
              "lawn, she's fine w it as long as it doesn't rain"),
    ("Tue 2nd June", "tombola rota - Joan setting up from 1.30pm + on 2-3, Val 3-4, me 4 till close. float £20 in "
                     "50ps"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holy-trinity-fete-2043"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": f"{day}: {note}"}], user_id=USER, metadata={"date": day},
                   infer=False)
    question = "where's the tombola this year? I'm on it 3-4 + want to know where to go"
    hits = memory.search("where is the tombola this year", top_k=10, threshold=0.0, filters={"user_id": USER})
    context = ["Today is Thu 25 June 2043. You are talking to Val, who is helping on the tombola at Holy Trinity, "
               "Dawley's summer fete (Sat 27 June)."] + [h["memory"] for h in hits["results"]]
    assert any("tombola on the stage in the church hall as usual" in c for c in context), context
    assert any("tombola is going under the big cedar on the vicarage lawn" in c for c in context), context
    reply = answer(question, context, mock="Under the big cedar on the vicarage lawn - the hall floor's being sanded "
                                           "that week, so it's not in the hall this year. You're on 3-4.")
finish(question, expected="on the stage in the church hall", actual=reply)
