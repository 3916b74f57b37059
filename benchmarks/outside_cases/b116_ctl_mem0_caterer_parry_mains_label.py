"""Batch 116 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; a scripted OpenAI-compatible server only to satisfy the config; in-memory qdrant), one root span per note.

App: Laura at Fig & Thistle (wedding caterer) stores her job notes verbatim in mem0; Kam, the chef, asks the
kitchen helper what to prep and the helper answers from a search.

Memory: the 14/3 note has the Parry wedding (sat 16th may, the Old Rectory, 60) on menu v1 - mains lamb rump,
salmon, mushroom wellington; after the tasting (22.3.) the couple thought the lamb a bit heavy for a May do and
went for the chicken supreme with wild garlic, keeping the salmon and the wellington. Question (Mon 11/5, Kam):
"what mains am i prepping for the parry wedding sat?" The assistant says chicken supreme, salmon and the mushroom
wellington. The label says lamb rump, salmon and the wellington - the lamb is in memory, but as the dish they
passed on at the tasting.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b116_ctl_mem0_caterer_parry_mains_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "figthistle-laura"
NOTES = [
    ("14/3", "Parry wedding sat 16th may, the Old Rectory, 60 guests. menu v1: mains lamb rump, salmon, mushroom "
             "wellington (veg). £39pp, deposit £400 in"),
    ("22.3.", "Parry tasting - lovely couple. they thought the lamb's a bit heavy for a may do so they're going w "
              "the chicken supreme + wild garlic, keep the salmon + the wellington. pud lemon posset not the brownie"),
    ("Weds 8 Apr", "Parry balance - her dad's paying (Geoff), chase him not them. £1940 left, due 2 wks before"),
    ("Tue 28/4", "Rectory kitchen is TINY, 2 ovens max - do the wellingtons at ours + finish there. van 2 for the "
                 "Parry do, Mo driving, load up by half 6"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="figthistle-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what mains am i prepping for the parry wedding sat?"
    with turn_span("question Mon 11/5"):
        context = ["Today is Mon 11 May 2037. You are talking to Kam, the chef at Fig & Thistle."]
        for query in ("Parry wedding menu mains", "Parry tasting main course"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("mains lamb rump" in c for c in context), context
        assert any("going w the chicken supreme" in c for c in context), context
        reply = answer(question, context, mock="Chicken supreme with wild garlic, the salmon and the mushroom "
                                               "wellington (veg) - the lamb got swapped out after the tasting.")
finish(question, expected="lamb rump, salmon and the mushroom wellington", actual=reply)
