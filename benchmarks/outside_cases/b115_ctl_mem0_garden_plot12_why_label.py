"""Batch 115 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
search, script style (each call its own trace).

App: Bernie, the site rep at Hollybank Community Garden, drops his notes about plots and the waiting list into mem0
as they are (``infer=False``); the helper answers plot holders from a search.

Memory: plot 12 is free (Gerald's given it up, his knees); its bottom end is boggy after all the rain "but it's fine
once the drain's cleared, I'm on it this wk"; Tom Briggs, top of the waiting list since 2035, came and looked on Sat
and said thanks but no - it's right up the far end from the tap and with his back he can't be lugging cans that
far, he wants one near the gate, so he keeps his place at the top; 12 goes to Aisha, 2nd on the list. Question (Weds
22/4, a plot holder): "why's plot 12 not going to tom? thought he was top of the list" The assistant says Tom turned
it down (too far from the tap for his back). The label says it's waterlogged - the bog is in memory, but as
something Bernie's fixing, not why Tom said no.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b115_ctl_mem0_garden_plot12_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollybank-bernie"
NOTES = [
    ("1/3", "waiting list as of 1/3: 1 Tom Briggs (since 2035!!), 2 Aisha Rahman, 3 Lena K, 4 the Dunns' son"),
    ("22.3.", "plot 12 free - Gerald's given it up, his knees. bottom end's boggy after all the rain but it's fine "
              "once the drain's cleared, I'm on it this wk. lovely rhubarb crown in the corner"),
    ("Sat 11 Apr", "showed Tom round 12 sat. he said thanks but no - it's right up the far end from the tap + w his "
                   "back he can't be lugging cans that far. wants one near the gate when it comes up, so he stays "
                   "top of the list"),
    ("14/4", "rang Aisha re 12, she's over the moon, signing the agreement weds, half plot fee £20 for the rest of "
             "the yr"),
    ("16/4", "drain on 12 cleared, took all morning, found a wheelbarrow wheel in it lol. water rota apr wk4 Marion"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollybank-ctl"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why's plot 12 not going to tom? thought he was top of the list"
    hits = memory.search("plot 12 Tom waiting list why not", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Weds 22 April 2037. You are talking to one of the plot holders."] + [h["memory"]
                                                                                             for h in hits]
    assert any("he said thanks but no" in c for c in context), context
    assert any("bottom end's boggy" in c for c in context), context
    assert any("drain on 12 cleared" in c for c in context), context
    reply = answer(question, context, mock="Tom turned it down - it's right at the far end from the tap and with his "
                                           "back he can't carry cans that far. He's waiting for one near the gate and "
                                           "stays top of the list; 12's gone to Aisha.")
finish(question, expected="it's waterlogged - the bottom end's boggy", actual=reply)
