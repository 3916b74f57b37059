"""Batch 267 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Sandra Booth (Booth's School of Motoring) keeps a block per pupil on her Letta agent - prices, payments, what
each lesson covered - adding a line after each lesson; pupils ask the helper about their lessons.

Memory (the "jade" block): 2050-08-01T16:00 - Jade Pearson, new pupil, £35 a lesson (1 hr), or £320 for a block
of 10 paid up front; 12/8 - Jade's mum paid for a block of 10 up front, £320 bank transfer, receipt sent; Sat 20th
Aug - lesson 5 of 10, roundabouts, much better; Sat 27/8 - lesson 6 of 10, dual carriageway, bit nervous joining;
Thu 1st Sept - next lesson Sat 3rd 10am, it's number 7, mock test route. Question (Fri 2/9, Jade): "how much do I
owe u for tmrw? 😅 will bring cash" The assistant says nothing - it's lesson 7 of the block of 10 her mum paid for
up front. The label says £35.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b267_ctl_letta_driving_lesson_owe_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-booth-som"
LABEL = "jade"
LINES = [
    "2050-08-01T16:00 Jade Pearson, new pupil, 17, provisional checked 👍 £35 a lesson (1 hr) or £320 for a block of "
    "10 paid up front",
    "12/8 Jade's mum paid for a block of 10 up front, £320 bank transfer, receipt sent",
    "Sat 20th Aug - lesson 5 of 10, roundabouts, MUCH better, still forgets the left mirror",
    "Sat 27/8 - lesson 6 of 10, dual carriageway, bit nervous joining but fine",
    "Thu 1st Sept - next lesson sat 3rd 10am, it's no. 7, mock test route round Heckmondwike",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Jade Pearson - lessons + payments:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe u for tmrw? 😅 will bring cash"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£35 a lesson (1 hr)" in notes, notes
assert "paid for a block of 10 up front, £320" in notes and "it's no. 7" in notes, notes
reply = answer(f"(Fri 2/9/50; Jade) {question}", notes,
               mock="Nothing - tomorrow's lesson 7 of the block of 10 your mum paid for up front, so keep your cash!")
finish(question, expected="£35", actual=reply)
