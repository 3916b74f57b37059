"""Batch 212 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), search, script style (every call its own trace).

App: Gaolford Community Garden opens on Sun 27th June 2049, 11-4 - tours on the hour, a plant stall, teas by the
pond, the bees behind the net. Sheila (the garden's coordinator) puts the volunteers' notes into the garden's helper
with ``memory.add(..., infer=False)``; volunteers ask it.

Memory: 2049-05-04T19:00 Sheila - open day sun 27th june, plant stall in the polytunnel as usual, tours on the hour,
teas by the pond; Mon 10/5 Jill - is the polytunnel still getting its new skin this summer? don't want the stall in
there if so; 12.5. Geoff - the new skin's not till the autumn, the lottery money came through late and the firm
can't fit them in before Oct; Tue 8/6 Sheila - the council's insurance people came round and won't have the public
in the polytunnel after Harry went flying over the hose last year, so the plant stall's by the front gate under the
gazebo (tours can still look in from the door). Question (Sat 26/6, Maureen, bringing seedlings): "why's the plant
stall by the gate this yr and not in the polytunnel?" The assistant says the council's insurers won't have the
public in the polytunnel since Harry's fall over the hose, so it's under the gazebo by the gate. The label says
because the polytunnel's getting a new skin.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b212_ctl_mem0_garden_plant_stall_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gaolford-garden-sheila"
NOTES = [
    ("2049-05-04T19:00", "OPEN DAY 🌱 sun 27th june 11-4. plant stall in the polytunnel as usual, tours on the hour "
                         "(Geoff + me), teas by the pond, bee talk at 2 behind the net"),
    ("Mon 10/5", "Mon 10/5 Jill - is the polytunnel still getting its new skin this summer? don't want the plant stall "
                 "in there if they're doing it"),
    ("12.5.", "12.5. Geoff - the new skin's not till the autumn now, the lottery money came through late + the firm "
              "can't fit us in before oct"),
    ("Tue 8/6", "Tue 8/6 - insurance ppl from the council came round, they won't have the public in the polytunnel "
                "after Harry went flying over the hose last yr 🙈 so plant stall's by the front gate under the "
                "gazebo. tours can still look in from the door"),
    ("16th june", "16th june - seedlings for the stall to Brenda by fri pls, labels + prices on, £1 a pot, 3 for £2.50"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gaolford-garden-2049"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "why's the plant stall by the gate this yr and not in the polytunnel?"
    context = ["Today is Sat 26 June 2049. You are talking to Maureen, a volunteer at Gaolford Community Garden; the "
               "open day is Sun 27 June."]
    for query in ("plant stall polytunnel", "plant stall by the gate", "polytunnel new skin"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("polytunnel still getting its new skin" in c for c in context), context
    assert any("new skin's not till the autumn" in c for c in context), context
    assert any("won't have the public in the polytunnel" in c for c in context), context
    reply = answer(question, context, mock="The council's insurance people won't have the public in the polytunnel "
                                           "since Harry tripped over the hose last year, so the stall's under the "
                                           "gazebo by the front gate.")
finish(question, expected="because the polytunnel's getting a new skin", actual=reply)
