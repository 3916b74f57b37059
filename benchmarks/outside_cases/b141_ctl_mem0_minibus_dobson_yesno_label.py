"""Batch 141 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (notes stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Wharfe Valley Community Transport's office and drivers (Lynn on bookings, Kath driving) put their notes - the
regular trips, who's booked, who needs the ramp - into mem0 with ``memory.add(..., infer=False)``; the helper
answers the office and the drivers from a search of them.

Memory: 14/3 Lynn: the Skipton market run, first Thursday of every month, pick up 9.15 at the Co-op; regulars Ada,
the Crabtrees, and Mrs Dobson, who comes every month without fail and needs the ramp for her frame; 22.3. Kath: the
tail lift's been serviced; Weds 8 Apr Lynn: fares; Mon 3/8 Kath: Mrs Dobson's daughter rang - it's her mum's 90th on
Thursday and the family are whisking her off to Bolton Abbey for a posh lunch, so Skipton's off for her this month,
she'll be on the September one. Question (Tue 4/8, Kath, driving Skipton on Thursday): "is Mrs Dobson coming to
skipton thurs? need to know if i need the ramp down for her frame" The assistant says no - she's out for her 90th
with the family, back on the September trip. The label says yes - in memory, the regulars' line has her coming every
month without fail.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b141_ctl_mem0_minibus_dobson_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wharfe-valley-ct"
NOTES = [
    ("14/3", "lynn", "SKIPTON MARKET run - 1st thurs of every month, pick up 9.15 Co-op, 9.25 the Green, back 3ish. "
                     "regulars Ada, the Crabtrees + Mrs Dobson (every month w/o fail, needs the ramp for her frame)"),
    ("22.3.", "kath", "tail lift serviced at Dales Motors, £95, all fine. new straps for the wheelchair bay"),
    ("Weds 8 Apr", "lynn", "fares from may: £4 local, £5 Skipton + Harrogate, carers free"),
    ("Mon 3/8", "kath", "Mrs Dobson's daughter rang - it's her mum's 90th on thurs + the family are whisking her off "
                        "to Bolton Abbey for a posh lunch, so skipton's off for her this month, she'll be on the "
                        "sept one. sent a card from all of us"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: nothing should ask the model


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wharfe-valley-ct"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER,
                       metadata={"date": day, "from": who}, infer=False)
    question = "is Mrs Dobson coming to skipton thurs? need to know if i need the ramp down for her frame"
    with turn_span("question Tue 4/8"):
        hits = memory.search("Mrs Dobson Skipton thursday ramp frame", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 4 August 2037. You are talking to Kath, who is driving the Skipton market run on "
                   "Thursday 6 August."] + [h["memory"] for h in hits]
        assert any("every month w/o fail" in c for c in context), context
        assert any("her mum's 90th on thurs" in c and "off for her this month" in c for c in context), context
        reply = answer(question, context, mock="No - it's her 90th on Thursday and her family are taking her to "
                                               "Bolton Abbey for lunch; she'll be back on the September trip.")
finish(question, expected="yes", actual=reply)
