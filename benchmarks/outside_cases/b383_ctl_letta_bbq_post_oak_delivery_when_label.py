"""Batch 383 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Kolacny's Bar-B-Q burn post oak from Dale Pfluger, who brings it by the cord on Thursdays. Pops, Darlene and
Junior add lines to a "wood" block on the joint's Letta agent; the helper answers from it.

Memory: Pops, 8/25 - Dale's bringing 3 cords of post oak Thu 9/8, check's in the drawer; Darlene, Tue 9/6 - Dale
called, his trailer axle busted on the way back from Harwood Springs, he's pushing us a week, so a week from this
Thursday (Thu 9/15, from the note's own date), same 3 cords; Junior, 9/6 - we're OK on wood till then, about a half
cord left plus the mesquite for the ribs. Question (Wed 9/7, Cody): "when's Dale bringin the post oak? need to clear
out the shed first" The assistant says not tomorrow - Thursday 9/15, pushed a week because his trailer axle busted.
The label says Thu 9/8 (tomorrow).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b383_ctl_letta_bbq_post_oak_delivery_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kolacnys-bbq"
LABEL = "wood"
LINES = [
    "8/25 Pops - Dale's bringin 3 cords post oak Thu 9/8, check's in the drawer under the register",
    "Tue 9/6 Darlene - Dale called, his trailer axle busted on the way back from Harwood Springs 🙄 he's pushin us "
    "a week, so a week from this Thursday. same 3 cords same price",
    "9/6 Junior - we're OK on wood till then, bout a half cord left + the mesquite for the ribs",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kolacny's Bar-B-Q - wood (post oak) 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's Dale bringin the post oak? need to clear out the shed first"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Dale's bringin 3 cords post oak Thu 9/8" in notes, notes
assert "he's pushin us a week, so a week from this Thursday" in notes, notes
reply = answer(f"(Wed 9/7/50; Cody) {question}", notes,
               mock="Not tomorrow - Thursday 9/15. Dale's trailer axle busted so he pushed it a week; same 3 cords.")
finish(question, expected="Thu 9/8 (tomorrow)", actual=reply)
