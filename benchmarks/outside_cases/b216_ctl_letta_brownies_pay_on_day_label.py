"""Batch 216 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: 3rd Whitchurch Brownies hold a craft fair on Sat 23rd May 2048 at the Civic Centre, 10-2 - stallholders at £12 a
table, a tombola the girls have been collecting for, squash and cakes. The leaders keep a "craft fair" block on the
unit's Letta agent and add a line as things come up; the helper answers stallholders from it.

Memory: 2048-03-05T19:15 Kate (Brown Owl) - tables £12, pay on the day in cash, bring your own cloth; Weds 8 Apr Kate
- they had 3 no-shows last year and were left with empty tables, so this time it's pay when you book, by bank
transfer or cash to her at Brownies on a Wednesday night, no pay no table; 16th May Amy - the tombola's up to 140
prizes; Tue 19th Kate - 22 tables taken, 2 left. Question (Weds 20/5, Dawn, who's just asked for one of the last
tables): "can I just pay for my table on the day? I don't do online banking" The assistant says no - it's pay when
you book, but cash to Kate at Brownies on a Wednesday night is fine. The label says yes, £12 cash on the day.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b216_ctl_letta_brownies_pay_on_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-3rd-whitchurch-brownies"
LABEL = "craft_fair"
LINES = [
    "2048-03-05T19:15 Kate - CRAFT FAIR 🎨 sat 23rd may 10-2, civic centre. tables £12, pay on the day in cash, "
    "bring your own cloth. tombola on the stage",
    "Weds 8 Apr Kate - we had 3 no-shows last yr + got left w/ empty tables 😤 so this time it's pay when you book "
    "pls - bank transfer or cash to me at Brownies on a weds night. no pay, no table, sorry!",
    "16th may Amy - tombola's up to 140 prizes, the girls have been brilliant",
    "Tue 19th Kate - 22 tables taken, 2 left",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "3rd Whitchurch Brownies craft fair 2048 (leaders):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I just pay for my table on the day? I don't do online banking"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "pay on the day in cash" in notes, notes
assert "this time it's pay when you book" in notes and "cash to me at Brownies on a weds night" in notes, notes
reply = answer(f"(Weds 20/5/48; Dawn, a stallholder) {question}", notes,
               mock="No - this year it's pay when you book, but you don't need online banking: you can give Kate "
                    "the £12 in cash at Brownies on a Wednesday night.")
finish(question, expected="yes - £12 cash on the day", actual=reply)
