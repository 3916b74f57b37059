"""Batch 96 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Mo, Stort FM's station manager, keeps the plans for the Sawbridgeworth duck race OB in a Letta agent's core
memory block ("ob-duck-race"), appending a line at a time; presenters ask the agent.

Memory: the duck race is Sun 6/7 on the Stort by the Maltings, stalls from 11, the race at 2; the organisers asked
if the station could be on from 11 when it opens; Sunday 11-1 is Keith's gardening phone-in with the RHS guest
booked in the studio, which can't shift; so the station goes live from the river at 1.05 after the news, until 4.
Question (Thu 3/7, Amira): "what time are we on air from the duck race? want to tell my mum to listen" The
assistant says five past one, after the news. The label says 11 o'clock, when the stalls open.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b96_ctl_letta_radio_duck_race_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-stort-fm-mo"
LINES = [
    "duck race sun 6/7 on the Stort by the Maltings, stalls + bbq from 11, the race itself 2pm, prizes 3ish",
    "organisers (Ron) asked could we be on from 11 when it all opens",
    "sun 11-1 is Keith's gardening phone-in + he's got the RHS lady booked in the studio that week, can't shift it",
    "so we're live from the river 1.05 after the news, through to 4. Keith hands to Amira at the OB",
    "parking behind the Maltings, ask for Ron. set up from 11.30, Dev engineering",
]

server = fake_letta()
server.add_agent(AGENT, **{"ob-duck-race": "Stort FM - duck race OB (Mo):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("ob-duck-race", agent_id=AGENT)
    client.agents.blocks.update("ob-duck-race", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time are we on air from the duck race? want to tell my mum to listen"
notes = client.agents.blocks.retrieve("ob-duck-race", agent_id=AGENT).value
assert "could we be on from 11" in notes and "live from the river 1.05" in notes
reply = answer(f"(Thu 3/7/36, Amira, a presenter) {question}", notes,
               mock="Five past one, straight after the news, through to 4 - the race itself is at 2.")
finish(question, expected="11 o'clock, when the stalls open", actual=reply)
