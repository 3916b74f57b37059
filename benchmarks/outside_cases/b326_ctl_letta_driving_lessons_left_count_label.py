"""Batch 326 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Mandy Firth teaches in Elland (an automatic Yaris); she keeps a block per pupil on her Letta agent and adds a
line after each lesson or payment; pupils and parents ask the helper about lessons and tests.

Memory (the "Ellie Dunn" block): 2051-03-03T17:30 - a block of 10 paid (£320), Tuesdays 5-7 from her house; 14/4 -
6 done now, 4 left on the block, mock test next week; Thu 20th Apr - the mock went OK, 4 minors, but roundabouts are
still wobbly so she's bought 2 extra before the test, paid cash £68; Tue 25/4 - lesson done, the spiral roundabout at
Elland three times, much better; test Fri 19th May, Halifax, 11.06, pick her up 9.45 from school. Question (Weds
26/4, Ellie's mum): "how many lessons has Ellie got left before her test? want to make sure it's enough" The
assistant says 5 (the 4 left on the block plus the 2 extra, less Tuesday's). The label says 4.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b326_ctl_letta_driving_lessons_left_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-mandy-firth-driving"
LABEL = "Ellie Dunn"
LINES = [
    "2051-03-03T17:30 block of 10 paid (£320) 👍 tues 5-7 from her house, auto",
    "14/4 6 done now, 4 left on the block. mock test next wk",
    "Thu 20th Apr - mock went ok, 4 minors, but roundabouts still a bit wobbly so she's bought 2 extra b4 the test, "
    "paid cash £68",
    "Tue 25/4 - lesson done, spiral roundabout at Elland x3, much better 😅",
    "test fri 19th may Halifax 11.06, pick her up 9.45 from school",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ellie Dunn - pupil, mum is Karen (pays):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many lessons has Ellie got left before her test? want to make sure it's enough"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "6 done now, 4 left on the block" in notes, notes
assert "she's bought 2 extra b4 the test" in notes, notes
assert "Tue 25/4 - lesson done" in notes, notes
reply = answer(f"(Weds 26/4/51; Karen, Ellie's mum) {question}", notes,
               mock="5 - there were 4 left on the block, she bought 2 extra after the mock, and she's had one since "
                    "(Tue 25th). Test's Fri 19th May.")
finish(question, expected="4", actual=reply)
