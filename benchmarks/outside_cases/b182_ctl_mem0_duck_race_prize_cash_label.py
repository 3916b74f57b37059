"""Batch 182 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (no extraction;
the scripted model is never asked), search; one root span per note and one for the question.

App: the Bridgnorth Lions duck race is Sat 30th May 2043 - ducks tipped off the town bridge at 2, the finish by the
rowing club, cash prizes in envelopes. Alan (the Lions' treasurer) keeps his notes in the club's helper with
``memory.add(messages, user_id=..., infer=False, metadata={"date": ...})``.

Memory: Alan, 2043-04-11T09:30: race Sat 30th May off the town bridge at 2, prize fund £175 - 1st £100, 2nd £50, 3rd
£25, cash in envelopes; 22.4.: Steph's done the tickets, £1 a duck, 1,500 printed; Weds 6 May: Dave at Jones's
butchers rang, they'd like to do 1st prize as a £100 meat voucher, so that's off our float - we're only putting up
2nd + 3rd ourselves now; Tue 19th: the rowing club are lending the safety boat and 2 lads in waders to net the ducks.
Question (Thu 21/5, Jan, who's going to the bank): "how much cash do I need to draw out for the prize envelopes? going
to the bank tmrw" The assistant says £75 (2nd £50 + 3rd £25; 1st is Jones's voucher). The label says £175 - the prize
fund before Jones's took 1st prize on.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b182_ctl_mem0_duck_race_prize_cash_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bridgnorth-lions-alan"
NOTES = [
    ("2043-04-11T09:30", "duck race sat 30th may 🦆 off the town bridge at 2, finish by the rowing club. prize fund "
                         "£175 - 1st £100, 2nd £50, 3rd £25, cash in envelopes"),
    ("22.4.", "Steph's done the tickets, £1 a duck, 1,500 printed. stalls in the high st sats from 2nd may"),
    ("Weds 6 May", "Dave at Jones's butchers rang - they'd like to do 1st prize as a £100 meat voucher 🥩 so that's off "
                   "our float, we're only putting up 2nd + 3rd ourselves now 👍"),
    ("Tue 19th", "rowing club lending the safety boat + 2 lads in waders to net the ducks at the finish"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bridgnorth-lions-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how much cash do I need to draw out for the prize envelopes? going to the bank tmrw"
    with turn_span("question Thu 21/5"):
        hits = []
        for query in ("prize money", "cash for the prizes", "1st prize"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 21 May 2043. You are talking to Jan, the Bridgnorth Lions' secretary; the duck race "
                   "is Sat 30 May."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("prize fund £175" in c for c in context), context
        assert any("1st prize as a £100 meat voucher" in c for c in context), context
        reply = answer(question, context, mock="£75 - £50 for 2nd and £25 for 3rd. 1st prize is Jones's £100 meat "
                                               "voucher, so no cash for that.")
finish(question, expected="£175", actual=reply)
