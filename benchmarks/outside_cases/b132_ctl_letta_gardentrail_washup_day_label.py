"""Batch 132 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Liz keeps a "committee" block on the Little Hadley Open Gardens agent - meetings, who's doing what, money -
appending a line as things come in; the helper answers the committee from the block.

Memory: 2/6 wash-up at the Plough Tue 23rd June 7.30ish, bring your gardens' feedback; Tue 16th the Plough's
started a quiz on tuesdays so Sandra says come to hers on the weds instead, same time, she'll do nibbles; the
wristbands and the takings. Question (Thu 18/6, Ken, who did the parking): "when's the wash-up meeting? want to
put it in the diary" The assistant says Weds 24th June, 7.30ish at Sandra's. The label says Tue 23rd - in memory,
the night first put down, before the Plough's quiz night.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b132_ctl_letta_gardentrail_washup_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hadley-gardens"
LINES = [
    "2/6 wash-up at the Plough Tue 23rd June, 7.30ish. everyone bring your garden's feedback + any receipts",
    "Sun 14th - wristbands all gone by 3 sun, need 500 next yr",
    "15.6. takings £2,210 on the gate + £486 teas, Raj banking it weds",
    "Tue 16th - the Plough's started a quiz on tuesdays so Sandra says come to hers on the weds instead, same time, "
    "she'll do nibbles. 12 Mill Lane",
    "Mrs Hale says thank you for the flowers x",
]

server = fake_letta()
server.add_agent(AGENT, **{"committee": "Little Hadley Open Gardens - committee notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("committee", agent_id=AGENT)
    client.agents.blocks.update("committee", agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the wash-up meeting? want to put it in the diary"
notes = client.agents.blocks.retrieve("committee", agent_id=AGENT).value
assert "wash-up at the Plough Tue 23rd June, 7.30ish" in notes, notes
assert "come to hers on the weds instead, same time" in notes, notes
reply = answer(f"(Thu 18/6/37, Ken, did the parking) {question}", notes,
               mock="Weds 24th June, 7.30ish at Sandra's (12 Mill Lane) - the Plough has a quiz on Tuesdays now.")
finish(question, expected="Tue 23rd June", actual=reply)
