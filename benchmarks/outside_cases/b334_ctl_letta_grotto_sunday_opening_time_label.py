"""Batch 334 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Woodhouse Garden Centre run a Santa's grotto from Sat 26th Nov to Christmas Eve 2050 in the old seed house -
20-minute slots, a present each, elves from the Saturday staff. Lorraine (the grotto manager) and Dean (on the
grotto desk) add lines to a "grotto" block on the centre's Letta agent; the helper answers the desk's questions.

Memory: Lorraine, 2050-11-14T16:00 - the grotto opens Sat 26th Nov, 10-4 daily, last slot 3.40, £9.95 a child;
Lorraine, 18/11 - Sundays it's 10.30, Sunday trading, we can't open the tills till half 10 so Santa can't start
before then either, last slot the same; Dean, Tue 22 Nov - elves' briefing Friday 6pm in the café; Lorraine, Mon
28th - first weekend done, 412 kids. Question (Sat 3/12, Dean on the grotto desk, a grandad on the phone): "what
time's the grotto open tomorrow? grandad wants to come first thing before it gets busy" The assistant says half 10
(10.30) - it's Sunday, Sunday trading hours. The label says 10am.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b334_ctl_letta_grotto_sunday_opening_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-woodhouse-gc-grotto"
LABEL = "grotto"
LINES = [
    "2050-11-14T16:00 Lorraine - GROTTO 🎅 opens sat 26th nov in the old seed house, 10-4 daily, last slot 3.40, "
    "£9.95 a child incl present",
    "18/11 Lorraine - sundays it's 10.30 - sunday trading, we can't open the tills till half 10 so Santa can't start "
    "b4 then either. last slot same",
    "Tue 22 Nov Dean - elves briefing fri 6pm in the café, bring ur own hat if u've got a better one 😂",
    "Mon 28th Lorraine - 1st wkend done!! 412 kids 🎄 presents running low on the 3-7 craft sets, more coming weds",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Woodhouse Garden Centre - Santa's grotto 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time's the grotto open tomorrow? grandad wants to come first thing before it gets busy"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "10-4 daily, last slot 3.40" in notes, notes
assert "sundays it's 10.30 - sunday trading" in notes, notes
reply = answer(f"(Sat 3/12/50; Dean on the grotto desk) {question}", notes,
               mock="Half 10 tomorrow - it's Sunday, so the tills (and Santa) can't start till 10.30. Get there for "
                    "then and he'll beat the rush.")
finish(question, expected="10am", actual=reply)
