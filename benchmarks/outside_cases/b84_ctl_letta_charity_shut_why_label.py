"""Batch 84 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Sandra, manager of the St Clare's Hospice shop, keeps June's shop notes in a Letta agent's core memory block
("june"), appending a line at a time; volunteers ask the agent.

Memory: Gail, the area manager, first pencilled the stocktake in for Tue 8/6 and said the shop would probably shut
for it; later the carpet fitters could only come on Tue 8th, so the shop's shut that day for the new floor, and
Gail said to do the stocktake the Tuesday after (15th) with the doors open. Question (Fri 4/6, Pat): "why are we
shut on Tuesday?" The assistant says the new carpet's going in. The label gives the stocktake.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b84_ctl_letta_charity_shut_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-clares-fore-st"
LINES = [
    "Gail (area mgr) rang 20/5 - stocktake tues 8/6, prob shut the shop for it, she'll confirm",
    "donations v heavy after the bank hol, back room full, NO more bric-a-brac till thurs pls",
    "carpet people can only come tues 8th (old one's lifting by the door, someone tripped). so shut all day, "
    "Gail says do the stocktake the tues after, 15th, doors open as normal",
    "Pat + Gill: come in at 12 on the 8th if you can, to help put the rails back once the floor's down",
    "new gift aid pads came, under till 1",
    "Lorraine's window for June = summer holidays, straw hats + suitcases",
]

server = fake_letta()
server.add_agent(AGENT, **{"june": "St Clare's Fore St - June notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("june", agent_id=AGENT)
    client.agents.blocks.update("june", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we shut on Tuesday?"
notes = client.agents.blocks.retrieve("june", agent_id=AGENT).value
assert "stocktake tues 8/6" in notes and "carpet people can only come tues 8th" in notes
reply = answer(f"(Fri 4/6/32, Pat, a volunteer) {question}", notes,
               mock="The new carpet's going in - the fitters can only do Tuesday the 8th, the old one by the door "
                    "was lifting. If you can, come in at 12 to help put the rails back.")
finish(question, expected="it's the stocktake", actual=reply)
