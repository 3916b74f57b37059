"""Batch 351 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: a Voltra Bikes dealer's workshop keeps the manufacturer's technical bulletins and its own service-desk notes in
the dealer-support helper with ``memory.add(..., infer=False)``; the mechanics ask it things.

Memory: Fri 5 May 2051 - TB-0519: DU-3 drive unit firmware 4.1.2 fixes the assist cutting out at 25 km/h (±1 km/h)
on the Trailhawk E7 Gen 2 and the Commuto C5; dealers flash it with the VoltraLink Service app v3.2, which goes live
next Weds (10th); don't flash with v3.1, it bricks the DU-3 controller (E-71). Mon 8 May - Voltra's dealer line:
the 4.1.2 release has slipped a week, validation found the 500 Wh pack's SOC readout 5-8% high, so the service app
3.2 goes live Weds week now. 9/5/51 - a C5 warranty claim for the cut-out needs the DU-3 log export attached. 11 May -
six Trailhawk E7 Gen 2s in the workshop waiting for the flash. Question (Thu 11 May 2051, Aled): "when can we start
flashing the DU-3s to 4.1.2? got six E7s sat waiting" The assistant says Wednesday 17 May - "Weds week" said on Mon
8 May, a week after the 10th it was first due. The label says Wednesday 10 May (the date before it slipped).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b351_ctl_mem0_ebike_firmware_flash_date_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "voltra-dealer-leeds-workshop"
NOTES = [
    ("2051-05-05", "Fri 5 May 2051 - TB-0519: DU-3 drive unit fw 4.1.2 fixes assist cutting out at 25 km/h (±1 "
                   "km/h) on Trailhawk E7 Gen 2 + Commuto C5. dealers flash via VoltraLink Service app v3.2 - goes "
                   "live next Weds (10th). do NOT flash with v3.1, it bricks the DU-3 controller (E-71)"),
    ("2051-05-08", "Mon 8 May - Voltra dealer line: 4.1.2 release has slipped a week :( validation found the 500 Wh "
                   "pack SOC readout showing 5-8% high. service app 3.2 goes live Weds week now, they'll email"),
    ("2051-05-09", "9/5/51 C5 warranty claims for the cut-out need the DU-3 log export attached (VoltraLink > "
                   "Diagnostics > Export), no log no claim"),
    ("2051-05-11", "11 May - 6 x Trailhawk E7 Gen 2 in the workshop waiting on the flash, customers told end of "
                   "next wk. bays 3+4 full"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="voltra-dealer-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when can we start flashing the DU-3s to 4.1.2? got six E7s sat waiting"
    with turn_span("question Thu 11 May 2051"):
        hits = []
        for query in ("DU-3 firmware 4.1.2 flashing date", "service app 3.2 goes live", "4.1.2 release slipped"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 11 May 2051. You are talking to Aled, a mechanic at a Voltra Bikes dealer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("goes live next Weds (10th)" in c for c in context), context
        assert any("slipped a week" in c and "goes live Weds week now" in c for c in context), context
        reply = answer(question, context, mock="Wednesday 17 May - the service app 3.2 was due on the 10th but the "
                                               "4.1.2 release slipped a week (the 500 Wh SOC readout bug).")
finish(question, expected="Wednesday 10 May", actual=reply)
