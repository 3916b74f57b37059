"""Batch 88 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, each note stored as
written; in-memory qdrant), one root span per note and per question.

App: Ray, a landlord with six flats, logs repairs in mem0 straight from his phone (``memory.add(...,
infer=False)``) and asks it what he owes the trades.

Memory: 28/3, Gary the roofer came to look at the damp in 7 Station Terrace flat 3 and quoted £1,200 to strip and
refelt the back slope plus new ridge tiles; 19/4, Gary was up there Tuesday and the felt under the back slope was
sound, so it was just the ridge tiles and a bit of lead flashing round the chimney, and his bill is £780, he'd
like it by Friday. Question (Thu 21/4, Ray): "how much do I need to pay Gary for the roof?" The assistant says
£780. The label says £1,200, what Gary quoted.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b88_ctl_mem0_landlord_roofer_bill_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ray-repairs"
NOTES = [
    ("14/3/33", "7 Stn Terr flat 3 - damp patch on bathroom ceiling back again, Lewis (tenant) sent pics. prob "
                "the roof this time not the shower"),
    ("28/3", "Gary (roofer) had a look at 7 Station Terr - quoted £1,200 to strip + refelt the back slope, new "
             "ridge tiles as well. said he can do it w/c 11th april weather permitting"),
    ("2.4.33", "Priya flat 1 Albert Rd - rent in, also asked abt putting a shelf up, told her fine"),
    ("19 Apr", "Gary was up there tues - the felt under the back slope's sound, no need to touch it. so just the "
               "ridge tiles + a bit of lead flashing round the chimney. his bill's £780, would like it by fri pls. "
               "Lewis says ceiling's drying out already"),
    ("20/4", "Aaron (gas) - flat 2 boiler service booked 3/5, £70"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ray-repairs"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I need to pay Gary for the roof?"
    with turn_span("question Thu 21/4"):
        hits = memory.search("Gary roofer bill roof Station Terrace how much", top_k=5, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Thu 21 April 2033. You are talking to Ray, the landlord."]
        context += [f"{h.get('metadata', {}).get('date', '')}: {h['memory']}" for h in hits]
        assert any("quoted £1,200" in c for c in context), context
        assert any("his bill's £780" in c for c in context), context
        reply = answer(question, context, mock="£780 - the felt was sound so it was only the ridge tiles and the "
                                               "flashing round the chimney. He'd like it by Friday.")
finish(question, expected="£1,200, what Gary quoted", actual=reply)
