"""Batch 92 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, raw notes stored
as written; in-memory qdrant), search, one root span per note.

App: Sandra organises the Kimpton craft fairs and keeps stallholder notes in mem0 (``infer=False``: each note is
stored as she typed it). The bookings helper answers stallholders.

Memory: the summer fair's prices are a single table £35, a double (two tables together) £60 and a gazebo pitch
on the green £45; a later note says Wendy (knitted toys) and her daughter Lucy (jewellery) are sharing a double
this year, each paying half, Lucy's already transferred hers. Question (Tue 10/6, Wendy): "how much do I owe you
for saturday?" The assistant says £30, her half of the double. The label says £35, a single table.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b92_ctl_mem0_craftfair_stall_fee_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kimpton-fairs"
NOTES = [
    ("28 Apr", "SUMMER FAIR sat 14/6 on the green + in the hall if wet. prices: single table £35, double (2 "
               "together) £60, gazebo pitch on the green £45 - bring your own weights!!"),
    ("6.5", "bookings so far: 19 tables, 4 gazebos. power only in the hall this time, none on the green"),
    ("20/5", "Wendy (knitted toys) + her daughter Lucy (jewellery, 'Lu Makes') going halves on a double this yr, "
             "side by side by the stage. Lucy's already transferred her bit"),
    ("20/5 pm", "Gerald's honey - single, same spot by the door as always, paid cash"),
    ("3/6", "tea + cakes from the WI again, they keep the profits, we get the raffle"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kimpton-fairs"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much do I owe you for saturday?"
    with turn_span("question Tue 10/6"):
        hits = []
        for query in ("Wendy stall price owe", "summer fair table prices", "double table shared"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 10 June 2036. You are talking to Wendy (knitted toys)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("single table £35" in c for c in context), context
        assert any("going halves on a double" in c for c in context), context
        reply = answer(question, context, mock="£30 - you and Lucy are sharing a double at £60 and she's paid her "
                                               "half, so it's just your £30.")
finish(question, expected="£35 - a single table", actual=reply)
