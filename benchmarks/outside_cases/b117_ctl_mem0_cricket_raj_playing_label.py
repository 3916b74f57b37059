"""Batch 117 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
search, one root span per note.

App: Ian, Thornby CC's 1st XI captain, drops team news into the club helper with ``memory.add(..., infer=False)``
(each note kept as written); the helper answers members from a search of it.

Memory: the 1sts team sheet for sat 20/6 v Guisborough (away, 1.30) has Raj opening with Tom; then Ian's note from
nets on Weds 17th - Raj pulled up going for a quick single, holding the back of his leg; Sal's husband (the physio)
had a look and reckons three or four weeks, so Danny's in and opens with Tom. Question (Fri 19/6, Raj's mate Col):
"is raj playing sat? said i'd give him a lift". The assistant says no - he's hurt his hamstring at nets, Danny's
in for him. The label says yes, he's opening with Tom - the team sheet, in memory, but from before nets.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b117_ctl_mem0_cricket_raj_playing_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "thornby-cc-ian"
NOTES = [
    ("2037-06-14T21:40", "1sts sat 20/6 @ Guisborough 1.30 (away, meet the pavilion 12.15): Tom + Raj to open, "
                         "Ian (c), Sunny, Gav, Matty (wk), Rich, Stu, Ollie, Big Dave, Kev. Nige 12th man"),
    ("Tue 16th", "Guisborough's teas are famous, don't fill up on the bus. bring whites not the training top"),
    ("Weds 17/6", "nets - Raj pulled up going for a quick single, grabbing the back of his leg. Sal's husband had "
                  "a look (physio) reckons 3-4 wks, gutted for him. Danny's in, he'll open w Tom"),
    ("18.6.", "match fees £5 to Ken, 2nds still short for sat - anyone free ring Ian"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="thornby-cc"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "is raj playing sat? said i'd give him a lift"
    with turn_span("question Fri 19/6"):
        hits = memory.search("Raj playing saturday team 1sts", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 19 June 2037. You are talking to Col, a Thornby CC member and a mate of Raj's."]
        context += [f"({h.get('metadata', {}).get('date', '')}) {h['memory']}" for h in hits]
        assert any("Tom + Raj to open" in c for c in context), context
        assert any("Raj pulled up" in c and "Danny's in" in c for c in context), context
        reply = answer(question, context, mock="No - Raj hurt the back of his leg at nets on Wednesday and the "
                                               "physio reckons 3-4 weeks. Danny's opening with Tom instead.")
finish(question, expected="yes - he's opening the batting with Tom", actual=reply)
