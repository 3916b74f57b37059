"""Batch 204 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: The Hive (a community cafe in Craven Arms) has its open mic on the last Friday of the month in the back room -
local acts, Gaz's PA, cakes. Sal (who runs the cafe) keeps an "open-mic" block on the cafe's Letta agent and adds a
line as things come up; regulars ask it.

Memory (the block): Sal, 2046-09-14T11:00 - open mic's the last fri of the month as usual but the next one's thurs
25th oct, 7.30ish; Gaz - the PA's fine for either night, he's not using it that week; 16/9 Sal - the Rotary have the
back room fri 26th for their quiz, they booked it back in March, so she can't shift them, hence the Thursday; 3.10.
Sal - cakes from Bev + the Tuesday knitters, £1.50 a slice. Question (Mon 22/10, Ieuan, a regular who does a couple
of songs): "why's it on a thursday this month? I've got choir thursdays" The assistant says the Rotary have the back
room on Fri 26th for their quiz (booked back in March). The label says because Gaz's PA wasn't free on the Friday.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b204_ctl_letta_open_mic_thursday_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-the-hive-cafe"
LABEL = "open-mic"
LINES = [
    "2046-09-14T11:00 Sal - OPEN MIC 🎤 last fri of the month as usual BUT next one's thurs 25th oct, 7.30ish",
    "Gaz - PA's fine for either night Sal, I'm not using it that wk 👍",
    "16/9 Sal - the Rotary have got the back room fri 26th for their quiz 🙄 they booked it back in march so I can't "
    "shift them, hence thurs",
    "3.10. Sal - cakes from Bev + the Tuesday knitters, £1.50 a slice, all in the pot for the new coffee machine",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "The Hive, Craven Arms - open mic notes (Sal):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's it on a thursday this month? I've got choir thursdays"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "PA's fine for either night" in notes, notes
assert "the Rotary have got the back room fri 26th" in notes, notes
reply = answer(f"(Mon 22/10/46; Ieuan, a regular) {question}", notes,
               mock="The Rotary have got the back room on Friday 26th for their quiz - they booked it back in March, "
                    "so Sal couldn't move them.")
finish(question, expected="because Gaz's PA wasn't free on the Friday", actual=reply)
