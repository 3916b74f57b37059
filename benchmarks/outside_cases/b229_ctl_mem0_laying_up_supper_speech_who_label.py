"""Batch 229 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), search, one root span per note and one for the question.

App: Ripponden Sailing Club (on Baitings reservoir) hold their laying-up supper on Sat 13th November 2049 at the
Golden Lion, 7.30 - steak pie, the season's trophies, a speech, a raffle. Jill (the social secretary) keeps her notes
in the club's helper with ``memory.add(..., infer=False)``; members ask it things.

Memory: 2049-09-14T21:00 Jill - supper Sat 13th Nov at the Golden Lion, 7.30, the Commodore (Geoff) doing the speech
and giving out the trophies as usual; 5/10 - the menu, £24 a head; Tue 26th Oct - Geoff's flying out to his
daughter's in Perth on the 10th (first grandchild), so Alison, as vice, will do the speech and hand the trophies
out, and she's asked for 5 minutes max; 2/11 - 38 booked, raffle prizes in. Question (Thu 11/11, Mike, a member):
"who's doing the speech sat? want to know if I need to heckle 😂" The assistant says Alison, the vice-commodore (Geoff
is away in Australia). The label says the Commodore, Geoff (the first plan; he's flying out on the 10th).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b229_ctl_mem0_laying_up_supper_speech_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ripponden-sc-jill"
NOTES = [
    ("2049-09-14T21:00", "LAYING-UP SUPPER ⛵ sat 13th nov, Golden Lion, 7.30. Commodore (Geoff) doing the speech + "
                         "giving out the trophies as usual"),
    ("5/10", "5/10 menu - steak pie or mushroom stroganoff, sticky toffee pud, £24 a head, pay me by 1st nov pls"),
    ("Tue 26th Oct", "Tue 26th Oct - Geoff's flying out to his daughter's in Perth on the 10th, first grandchild!! 👶 "
                     "so Alison will do the speech + hand the trophies out, as vice. she's asked for 5 mins max 😂"),
    ("2/11", "2/11 - 38 booked, raffle prizes in (a day's dinghy hire off the Water Park + a Bettys hamper). Golden "
             "Lion want final numbers by the 8th"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ripponden-sc-supper-2049"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's doing the speech sat? want to know if I need to heckle 😂"
    with turn_span("question Thu 11/11"):
        hits = []
        for query in ("who is doing the speech at the supper", "commodore speech trophies", "speech"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 11 November 2049. You are talking to Mike, a member of Ripponden Sailing Club, about "
                   "the laying-up supper (Sat 13 November)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Commodore (Geoff) doing the speech" in c for c in context), context
        assert any("so Alison will do the speech + hand the trophies out, as vice" in c for c in context), context
        reply = answer(question, context, mock="Alison, the vice-commodore - Geoff's away at his daughter's in Perth, "
                                               "so she's doing the speech and the trophies (5 minutes max, she says).")
finish(question, expected="the Commodore, Geoff", actual=reply)
