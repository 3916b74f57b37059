"""Batch 372 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Mrs Khumalo's Gr 5K at Wilgerand Primary has a class rep, Fatima, who adds the week's load-shedding times for
the school's block and the class notices to a "gr5k this week" block on the class's Letta agent; the helper
answers parents' questions from it.

Memory: Fatima, 2051-03-05T19:00 - load-shedding this week, stage 2, school's block 7: Mon + Weds 10:00-12:30;
Mon 13/03 - Gr 5 maths test Weds 15/03 at 09:00 in the hall, calculators allowed, 1 hour; Tues 14/03 - eish
they've gone to stage 4 from today, block 7 on Weds is now 08:00-10:30 and 16:00-18:30, Mrs Khumalo says the test's
still on, the hall has big windows so it's fine; Tues 14/03 - aftercare closed Weds afternoon. Question (Tue 14/03
evening, Thando's dad, Vusi): "will the power be off during Thando's maths test tomorrow? he's stressing about the
hall being dark" The assistant says yes - stage 4 has block 7 off 08:00-10:30 on Weds, so it's off for the 09:00
test, but the test's still on and the hall has big windows. The label says no - it's only off 10:00-12:30 on
Weds.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b372_ctl_letta_loadshedding_maths_test_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wilgerand-gr5k"
LABEL = "gr5k this week"
LINES = [
    "2051-03-05T19:00 Fatima - LOAD-SHEDDING this wk ⚡ stage 2, school's in block 7: Mon + Weds 10:00-12:30. kids "
    "pls pack a snack that doesn't need the microwave",
    "Mon 13/03 Fatima - Gr 5 maths test Weds 15/03 at 09:00 in the hall, calculators allowed, 1 hour. pls make sure "
    "they've got a pencil case with everything",
    "Tues 14/03 Fatima - eish they've gone to stage 4 from today 😩 block 7 on Weds is now 08:00-10:30 + "
    "16:00-18:30. Mrs Khumalo says the test's still on, the hall has big windows so it's fine",
    "Tues 14/03 Fatima - aftercare closed Weds afternoon, fetch by 13:30",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Gr 5K Wilgerand Primary - this week (class rep's notes):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "will the power be off during Thando's maths test tomorrow? he's stressing about the hall being dark"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Mon + Weds 10:00-12:30" in notes, notes
assert "block 7 on Weds is now 08:00-10:30" in notes, notes
assert "maths test Weds 15/03 at 09:00" in notes, notes
reply = answer(f"(Tue 14/03/51 evening; Vusi, Thando's dad) {question}", notes,
               mock="Yes - with stage 4 block 7 is off 08:00-10:30 on Weds, so the power will be off for the 09:00 "
                    "test. But Mrs Khumalo says it's still on - the hall has big windows, so it won't be dark.")
finish(question, expected="no - it's only off 10:00-12:30 on Weds", actual=reply)
