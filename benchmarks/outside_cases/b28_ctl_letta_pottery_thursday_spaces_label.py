"""Batch 28 (held out), control. A pottery studio's class notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Ros at Kiln & Co. appends notes about the spring term's classes to a "classes" block on a Letta agent and
asks from the block. The Thursday evening hand-building course takes ten at the big tables; by 24/2 seven had
booked, so the note says three spaces. On 27/2 Gemma paid for herself and her sister Holly.

No fault planted. Question (Mon 3/3): "How many spaces left on the Thursday hand-building?" The model answers one,
right per memory. The label says three, the count in the 24/2 note. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b28_ctl_letta_pottery_thursday_spaces_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kilnco-classes"
LINES = [
    "Spring term: Tues eve wheel (6 wheels so 6 max), Thurs eve hand-building (big tables, 10 max), Sat kids club "
    "10-12 (12 max). 6 wks from w/c 3/3",
    "Prices - wheel £165, hand-building £140, kids £75 the term. Members 10% off",
    "Tues wheel FULL (6) + 2 on the waiting list - Ann P, Marcus",
    "24/2 Thurs hand-building: Bill, Chen, Dee, Ed, Fran, Gus + Irene = 7 booked, so 3 spaces",
    "Kids club 9 so far, flyer in the school bag Fri",
    "27/2 Gemma paid for her + her sister Holly for Thurs, £280, both total beginners, Holly's left handed",
    "Ann P asked can she swap to Thurs if Tues doesn't come up - said I'd let her know",
    "Thurs needs more bats + the banding wheels out of the shed",
    "1/3 Kids club 11 now, 1 left",
]

server = fake_letta()
server.add_agent(AGENT, **{"classes": "Class notes, spring 2025:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("classes", agent_id=AGENT)
    client.agents.blocks.update("classes", agent_id=AGENT, value=block.value + "\n- " + line)

question = "How many spaces left on the Thursday hand-building?"
notes = client.agents.blocks.retrieve("classes", agent_id=AGENT).value
assert "7 booked, so 3 spaces" in notes and "her sister Holly for Thurs" in notes, notes
reply = answer(f"(Mon 3/3) {question}", notes,
               mock="Just 1 - seven had booked by the 24th and Gemma's paid for her and Holly since, so that's 9 of "
                    "10. Ann P might want it if Tuesday doesn't come up.")
finish(question, expected="3", actual=reply)
