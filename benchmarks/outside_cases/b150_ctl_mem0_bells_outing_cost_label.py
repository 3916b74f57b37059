"""Batch 150 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), search, one root span per note and one for the question.

App: Sue, tower captain at St Bartholomew's, Ripponden, keeps the band's notes about the summer ringing outing (Sat
11th July 2037, round the Dales towers by coach) in mem0 and the ringers ask the helper about it.

Memory: 14/3: the outing, coach from the lych gate at 8.30, £37 all in (coach 18, lunch at the Lion 14, tower
donations 5); Weds 8 Apr: 22 names down; 16th may: Margaret, the branch secretary, says the branch kitty will see to
the tower donations this time, it had a good year on the raffle, so nobody needs to bring anything for those on
the day; Tue 23rd June: lunch choices. Question (Thu 2/7, Jean): "how much do i need to give you for the outing?
paying cash at practice" The assistant says £32 (the coach £18 and lunch £14; the branch is paying the tower
donations). The label says £37 - in memory, the all-in price first put.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b150_ctl_mem0_bells_outing_cost_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-barts-ripponden-band"
NOTES = [
    ("14/3", "OUTING sat 11th july - Dales towers: Giggleswick, Settle, Kirkby Malham + Long Preston if time. coach "
             "from the lych gate 8.30 sharp. £37 all in (coach 18, lunch at the Lion 14, tower donations 5)"),
    ("Weds 8 Apr", "22 names down for the outing, coach is a 33 seater so partners welcome, Malcolm's bringing his "
                   "sister"),
    ("16th may", "Margaret (branch sec) says the branch kitty'll see to the tower donations this time, good yr on "
                 "the raffle - so nobody needs to bring owt for those on the day"),
    ("Tue 23rd June", "lunch at the Lion is pie + peas or the veggie lasagne, tell me which by the 4th. back abt "
                      "7.30ish"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-barts-outing"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} - {note}"}], user_id=USER, infer=False,
                       metadata={"date": day})
    question = "how much do i need to give you for the outing? paying cash at practice"
    with turn_span("question Thu 2/7"):
        context = ["Today is Thu 2 July 2037. You are talking to Jean, a ringer in St Bartholomew's band, about "
                   "the outing on Sat 11 July."]
        for query in (question, "outing price coach lunch", "tower donations branch kitty"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("£37 all in" in c for c in context), context
        assert any("branch kitty'll see to the tower donations" in c for c in context), context
        reply = answer(question, context, mock="£32 - £18 for the coach and £14 for lunch at the Lion. The branch "
                                               "is covering the tower donations this time.")
finish(question, expected="£37", actual=reply)
