"""Batch 91 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Leanne, the leader of Riverside Youth Club, keeps the Llangrannog weekend plan in a Letta agent's core memory
block ("trip"), appending a line at a time; leaders and parents ask the agent.

Memory: the rooms line puts Jade and Sophie in room 2 of the leaders' corridor in Bryn lodge, next to room 1
(Leanne and Mo); Jade's mum asked if Jade could share with Sophie, which was fine; later, Jade is type 1 diabetic
with a pump and a Libre whose alarm can go off in the night, Leanne has done the training, so Jade's room is the
one next door to hers so she hears it. Question (Thu 20/3, Gary, treasurer, filling in the centre's form): "why
have we got Jade up in the leaders' corridor?" The assistant says so Leanne, who's trained, can hear Jade's
diabetes alarm at night. The label says so she could share with her mate Sophie.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b91_ctl_letta_youthclub_jade_room_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-riverside-llangrannog"
LINES = [
    "rooms (Bryn lodge): leaders' corridor rm 1 Leanne + Mo, rm 2 Jade + Sophie, rm 2a Gary. girls 3-5, boys 6-8",
    "Jade's mum asked can she share w Sophie - yep, fine, they're joined at the hip anyway",
    "coach Lewis 4.30 fri 28/3 from the club, tea on the coach (they're doing pizza boxes)",
    "Jade - T1 diabetic, pump + Libre, the alarm goes off in the night sometimes. I've done the training w the "
    "diabetes nurse so she's in the room next to mine so I hear it. spare sensor + hypo box in my bag",
    "Tyler's mum paying on the 28th, chase Monday",
    "Leo's inhaler x2, one w him, one in the first aid box",
]

server = fake_letta()
server.add_agent(AGENT, **{"trip": "Riverside Youth Club - Llangrannog 28-30 March 2034:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("trip", agent_id=AGENT)
    client.agents.blocks.update("trip", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why have we got Jade up in the leaders' corridor?"
notes = client.agents.blocks.retrieve("trip", agent_id=AGENT).value
assert "share w Sophie" in notes and "so she's in the room next to mine" in notes
reply = answer(f"(Thu 20/3/34, Gary, filling in the centre's form) {question}", notes,
               mock="So Leanne can hear her at night - Jade's type 1 diabetic and her Libre alarm can go off, and "
                    "Leanne's done the training. Sophie's in with her.")
finish(question, expected="so she could share with her mate Sophie", actual=reply)
