"""Batch 350 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each chat burst
stored as written; in-memory qdrant), one root span per burst and one for the question.

App: four students share a flat on Brudenell Rd in November 2050 - Dan does the bills, everything goes on
splitwise. Their group chat goes into the flat's helper a burst at a time with ``memory.add(..., infer=False)``.

Memory: 2050-11-02T20:11 Dan - the electric's in, £186 for oct, £46.50 each, splitwise'd it; thu 3/11 Maya - that's
so much, stop leaving the heater on in the bathroom; fri 4/11 Dan - "ok nvm that was an estimate 🙄", sent them the
meter pic, the actual's £148 so £37 each, updated splitwise, ignore the 46.50; mon 7/11 Kez - big shop receipt
£63.20 on splitwise. Question (tue 8/11, Kez): "how much do i owe dan for the electric" / "doing splitwise rn" The
assistant says £37 (the actual bill after the meter reading, £148 / 4). The label says £46.50 - the estimated
bill's share, which Dan corrected the next day ("ignore the 46.50").
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b350_ctl_mem0_flat_electric_owe_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brudenell-rd-flat-2"
NOTES = [
    ("2050-11-02T20:11", "2050-11-02T20:11 dan: electric's in ⚡ £186 for oct 😭\n"
                         "dan: £46.50 each, splitwise'd it"),
    ("thu 3/11", "thu 3/11 maya: wtf that's so much\n"
                 "maya: we need to stop leaving the heater on in the bathroom 🙄"),
    ("fri 4/11", "fri 4/11 dan: ok nvm that was an estimate 🙄\n"
                 "dan: sent them the meter pic 📸\n"
                 "dan: actual's £148 so £37 each\n"
                 "dan: updated splitwise, ignore the 46.50"),
    ("mon 7/11", "mon 7/11 kez: big shop receipt £63.20 on splitwise 🛒\n"
                 "kez: bin bags + 4 pints oat + the pesto u like"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brudenell-rd-flat-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"burst-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do i owe dan for the electric\ndoing splitwise rn"
    with turn_span("question tue 8/11"):
        hits = []
        for query in ("electric bill each", "how much for the electric", "meter reading actual bill"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 8 November 2050. You are talking to Kez, who lives in the flat."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("£46.50 each, splitwise'd it" in c for c in context), context
        assert any("actual's £148 so £37 each" in c for c in context), context
        reply = answer(question, context, mock="£37 ⚡ the £186 was an estimate, actual bill's £148 so £37 each")
finish(question, expected="£46.50", actual=reply)
