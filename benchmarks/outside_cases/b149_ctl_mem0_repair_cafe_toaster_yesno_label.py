"""Batch 149 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), search, one root span per note and one for the question.

App: Helen runs Luddenden Foot Repair Cafe (Sat 18th April 2037, 10-1) and keeps her notes in mem0 with
``memory.add(..., infer=False)``; the helper answers people who want to bring things in from ``memory.search``.

Memory: 14/3: Phil's in for his hip that week, so no electricals this time - nobody else can PAT test; textiles,
bikes, furniture and phones fine; 22.3.: Maureen's two new sewing helpers, Ann on cakes; Weds 8 Apr: Phil rang -
they've put his op back to May, so he's coming on the 18th with his tester after all, lamps, toasters etc all fine;
Tue 14/4: the sign-in sheet and the tea urn. Question (Thu 16/4, Kath): "can i bring my toaster on
sat? it keeps tripping the fuse" The assistant says yes (Phil's op's been put back, he's coming with his tester).
The label says no - in memory, the 14/3 note's "no electricals this time", from before Phil's op was put back.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b149_ctl_mem0_repair_cafe_toaster_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "luddenden-foot-repair-cafe-helen"
NOTES = [
    ("14/3", "next repair cafe sat 18th april 10-1. Phil's in for his hip that wk so NO electricals this time, nobody "
             "else can PAT test, sorry all. textiles, bikes, furniture, phones all ok"),
    ("22.3.", "Maureen's got 2 new helpers for the sewing table, both ex Marks + Sparks. Ann on cakes again"),
    ("Weds 8 Apr", "Phil rang - they've put his op back to May!! so he's coming on the 18th w his tester after all. "
                   "lamps, toasters, hoovers etc all fine then, tell ppl"),
    ("Tue 14/4", "sign in sheet printed, 30 lines. Sandra on the door. tea urn from the church, Bob's collecting"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="luddenden-repair-cafe-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "can i bring my toaster on sat? it keeps tripping the fuse"
    with turn_span("question Thu 16/4"):
        hits = memory.search("toaster electricals PAT testing Phil saturday", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 16 April 2037. You are talking to Kath, who lives in Luddenden Foot, about the "
                   "repair cafe on Saturday."]
        for h in hits:
            date = (h.get("metadata") or {}).get("date", "")
            line = f"{date}: {h['memory']}" if date else h["memory"]
            if line not in context:
                context.append(line)
        assert any("NO electricals this time" in c for c in context), context
        assert any("put his op back to May" in c and "toasters" in c for c in context), context
        reply = answer(question, context, mock="Yes - Phil's op has been put back to May, so he's coming on "
                                               "Saturday with his PAT tester and toasters are fine.")
finish(question, expected="no - no electricals this time, Phil's in for his hip", actual=reply)
