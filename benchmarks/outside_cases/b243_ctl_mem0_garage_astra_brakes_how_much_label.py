"""Batch 243 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Hebble Motors, a two-ramp garage in Sowerby Bridge, do MOTs, servicing and small repairs. Kev (front desk)
and Lee (the tester) put their job notes into the garage's helper with ``memory.add(..., infer=False)``; customers
ring and the helper answers from a search.

Memory: 2051-07-24T09:10 - Mr Okafor's Astra, MOT Thurs 3.8. at 11, advisory last year on the front brakes, quoted
him £165 for front pads and discs if it needs them, he's OK'd up to that; Mon 31/7 - parts, pads for the Astra on
order from GSF; Thurs (3 Aug), Lee - the Astra's passed, pads were down to 2mm so changed them, but the discs
measured fine, well within limits, so discs left on, pads only in the end, £68 fitted, plus the MOT at £54.85;
Fri 4/8 - the Transit's failed on a headlamp. Question (Fri 4/8, Mr Okafor): "how much was the brake job on the
Astra in the end? want to know before I come for it" The assistant says £68 (pads only - the discs were within
limits), the MOT's £54.85 on top. The label says £165.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b243_ctl_mem0_garage_astra_brakes_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hebble-motors-jobs"
NOTES = [
    ("2051-07-24T09:10", "2051-07-24T09:10 Mr Okafor's Astra MOT thurs 3.8. at 11. advisory last yr on the front "
                         "brakes so quoted him £165 for front pads + discs if it needs them, he's ok'd up to that"),
    ("Mon 31/7", "Mon 31/7 parts - pads for the Astra on order from GSF, Yaris rear wiper in stock"),
    ("Thurs", "Thurs (Lee) Astra passed 👍 pads were down to 2mm so changed them but the discs measured fine, well "
              "within limits, so left them on - pads only in the end, £68 fitted. + the MOT £54.85. ring him"),
    ("Fri 4/8", "Fri 4/8 Sykes Joinery's Transit failed on a headlamp, bulb's in, retest mon no charge"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hebble-motors-jobs-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much was the brake job on the Astra in the end? want to know before I come for it"
    with turn_span("question Fri 4/8"):
        hits = []
        for query in ("Astra brakes price", "pads and discs quote", "Okafor Astra bill"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 4 August 2051. You are talking to Mr Okafor, whose Astra is in at Hebble Motors."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("quoted him £165 for front pads + discs" in c for c in context), context
        assert any("pads only in the end, £68 fitted" in c for c in context), context
        reply = answer(question, context, mock="£68 - just the front pads in the end, the discs were well within "
                                               "limits so Lee left them. The MOT's £54.85 on top.")
finish(question, expected="£165", actual=reply)
