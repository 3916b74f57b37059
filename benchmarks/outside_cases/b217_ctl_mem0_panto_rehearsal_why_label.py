"""Batch 217 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note is stored
as written; in-memory qdrant), search, script style (every call its own trace).

App: Clungunford Village Hall Players put on Jack and the Beanstalk on 29-31 January 2049 - auditions done in
September, rehearsals in the hall from October, a cow made out of two dads and a pantomime horse costume. Pam (the
director) and the cast put their notes into the Players' helper with ``memory.add(..., infer=False)``; the cast ask
it things.

Memory: 2048-09-10T20:00 Pam - rehearsals Tuesdays 7.30-9.30 from 6th Oct, full cast Sundays 2-5 from November;
14/9 Gwyn - Tuesday's bingo night at the Rec and half the cast go, could they shift to Thursdays?; 22.9. Pam - asked
round, the older lot would rather miss bingo than a rehearsal, so they're sticking with Tuesdays for now; 1/10 Pam,
the cow costume; Mon 12th Oct Pam - the hall committee have let Tuesday nights to a new pilates class right through
to Easter (they'd taken the booking before the Players asked), so it's Thursdays 7.30-9.30 from the 15th. Question
(Tue 13/10, Carys, who plays Jack): "why've rehearsals gone to thursdays? I've got choir thurs 😩" The assistant
says the hall's let Tuesday nights to a pilates class through to Easter. The label says because of the bingo on
Tuesdays - Gwyn's idea, which the cast turned down in September.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b217_ctl_mem0_panto_rehearsal_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clungunford-hall-players"
NOTES = [
    ("2048-09-10T20:00", "Pam", "JACK + THE BEANSTALK 🐄 29-31 jan. rehearsals tuesdays 7.30-9.30 in the hall from "
                                "6th oct, full cast sundays 2-5 from nov. learn yr lines by xmas pls!!"),
    ("14/9", "Gwyn", "tuesday's bingo night at the Rec + half of us go 🙈 could we shift to thursdays?"),
    ("22.9.", "Pam", "asked round - the older lot would rather miss bingo than a rehearsal apparently 😂 so we're "
                     "sticking w/ tuesdays for now"),
    ("1/10", "Pam", "cow costume's come from the Bucknell lot, needs a wash. Rob + Dai are the back + front"),
    ("Mon 12th Oct", "Pam", "bit of a hitch - hall cttee have let tuesday nights to a new pilates class right thru to "
                            "easter, they'd taken the booking before we asked 🙄 so it's thursdays 7.30-9.30 from the "
                            "15th, sorry all"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clungunford-panto-2048"))
    for day, who, text in NOTES:
        memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "by": who})
    question = "why've rehearsals gone to thursdays? I've got choir thurs 😩"
    context = ["Today is Tue 13 October 2048. You are talking to Carys, who plays Jack in Clungunford Village Hall "
               "Players' Jack and the Beanstalk."]
    for query in ("rehearsal night", "why thursdays", "hall booking tuesdays"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("tuesday's bingo night at the Rec" in c for c in context), context
    assert any("new pilates class" in c and "so it's thursdays" in c for c in context), context
    reply = answer(question, context, mock="The hall committee have let Tuesday nights to a new pilates class right "
                                           "through to Easter - they'd taken that booking before the Players asked - "
                                           "so rehearsals are Thursdays 7.30-9.30 from the 15th.")
finish(question, expected="because of the bingo on tuesdays", actual=reply)
