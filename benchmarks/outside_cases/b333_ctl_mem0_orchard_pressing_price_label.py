"""Batch 333 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Wadsworth Community Orchard hold their pressing day on Sun 25th Sept 2050 at the orchard - people bring their
own apples and bottles and take the juice home, members free, non-members pay by the litre, a cake stall, apple
bobbing. Ros (the orchard secretary) puts her notes into the orchard's helper with ``memory.add(..., infer=False)``.

Memory: 2050-08-14T16:20 - pressing day Sun 25th Sept 10-3, bring your own apples washed, £1 a litre for
non-members, members free, bring bottles; 2/9 - the new belt press has arrived, does three times what the old one
did, Pete's doing a training session Thursday; Tue 13th Sept - committee last night: the new press cost an arm and a
leg so it's gone up to £1.50 a litre for non-members, members still free, pasteurising 50p a bottle extra; Sat 17/9 -
gazebo from the scouts, cake stall, apple bobbing. Question (Weds 21/9, Liz, not a member): "how much is it a litre
to get our apples pressed? we're not members, my neighbour's tree has gone mad this yr" The assistant says £1.50 a
litre for non-members (it went up for the new press), plus 50p a bottle if she wants it pasteurised. The label says
£1 a litre.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b333_ctl_mem0_orchard_pressing_price_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wadsworth-orchard-sec-ros"
NOTES = [
    ("2050-08-14T16:20", "2050-08-14T16:20 PRESSING DAY 🍎 sun 25th sept at the orchard, 10-3. bring ur own apples, "
                         "washed pls. £1 a litre for non-members, members free. BRING BOTTLES!!"),
    ("2/9", "2/9 new belt press has arrived 😍 does 3x what the old one did, Pete's doing a training sesh thurs 7pm "
            "for anyone helping on the day"),
    ("Tue 13th Sept", "Tue 13th Sept - committee last nite: the new press cost an arm + a leg so it's gone up to "
                      "£1.50 a litre for non-members, members still free. pasteurising 50p a bottle extra if u want "
                      "it to keep past xmas"),
    ("Sat 17/9", "Sat 17/9 gazebo from the scouts 🏕️ cake stall Jean + Ann, apple bobbing for the kids (bring "
                 "towels!!)"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wadsworth-orchard-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("how much is it a litre to get our apples pressed? we're not members, my neighbour's tree has gone "
                "mad this yr")
    with turn_span("question Weds 21/9"):
        hits = []
        for query in ("price per litre pressing", "non-members cost", "how much to press apples"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 21 September 2050. You are talking to Liz, who isn't a member of Wadsworth "
                   "Community Orchard (pressing day Sun 25 Sept)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£1 a litre for non-members" in c for c in context), context
        assert any("gone up to £1.50 a litre for non-members" in c for c in context), context
        reply = answer(question, context, mock="£1.50 a litre for non-members - it went up to pay for the new press. "
                                               "Pasteurising's 50p a bottle extra if you want it to keep.")
finish(question, expected="£1 a litre", actual=reply)
