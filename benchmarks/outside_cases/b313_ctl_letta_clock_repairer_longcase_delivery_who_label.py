"""Batch 313 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Dennis Whiteley repairs clocks from a shop on Commercial St in Brighouse - longcases are his speciality, and he
delivers and sets them up in the customer's house himself, with the van and the sack truck. He adds lines to a
"jobs" block on the shop's Letta agent; the helper answers customers who ring or message.

Memory: 2050-10-03T09:40 - J2204, the Barraclough longcase (8 day, painted dial, a Halifax maker), overhaul done,
Dennis delivering and setting up Sat 15th, needs the van and the sack truck; 11/10 - suspension springs and gut line
in from Cousins; Thu 13 Oct - he's done his back in lifting the Ackroyd movement, the doctor says no lifting for two
weeks, so "our Ryan" (his son) is doing the Barraclough delivery on Saturday with the van and the sack truck, and
Dennis will talk him through setting it in beat on FaceTime; Fri 14th - shop shut Saturday morning, sign on the
door. Question (Fri 14/10, Mrs Barraclough): "who's bringing the clock tomorrow? I'll have the kettle on ☕" The
assistant says Ryan, Dennis's son (Dennis has hurt his back), with Dennis on FaceTime for setting it going. The
label says Dennis.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b313_ctl_letta_clock_repairer_longcase_delivery_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-whiteley-clocks"
LABEL = "jobs"
LINES = [
    "2050-10-03T09:40 J2204 the Barraclough longcase (8 day, painted dial, Halifax maker) - overhaul done 👍 "
    "delivering + setting up sat 15th, me, need the van + the sack truck",
    "11/10 suspension springs + gut line in from Cousins, the Ackroyd movement's next on the bench",
    "Thu 13 Oct - done my back in lifting the Ackroyd movement 😩 doc says no lifting for 2 wks so our Ryan's doing "
    "the Barraclough delivery sat w/ the van + the sack truck, I'll talk him thru setting it in beat on facetime",
    "Fri 14th - shop shut sat morning, sign's on the door. Mrs Barraclough rang re times, told her about 10",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Whiteley's Clocks, Commercial St, Brighouse - jobs 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's bringing the clock tomorrow? I'll have the kettle on ☕"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "delivering + setting up sat 15th, me" in notes, notes
assert "our Ryan's doing the Barraclough delivery sat" in notes, notes
reply = answer(f"(Fri 14/10/50; Mrs Barraclough) {question}", notes,
               mock="Ryan, Dennis's son - Dennis has hurt his back, so Ryan's bringing it in the van about 10, and "
                    "Dennis will talk him through setting it going on FaceTime.")
finish(question, expected="Dennis", actual=reply)
