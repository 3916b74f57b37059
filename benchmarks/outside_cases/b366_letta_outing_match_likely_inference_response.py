"""Batch 366 (held out). A care home's outings and family liaison: Letta core memory block (offline stand-in),
script style (every call its own trace); the answer call has in its block what rules a resident out of a crowded
outing and puts him down for it anyway.

App: Oakroyd Hall care home keep one Letta block per resident for family liaison and outings; the seniors and the
activities coordinator (CT) add lines, and staff ask the helper things.

Planted fault (ResponseError, ignored sufficient context): Rm 4 R.T.'s block has the 2051-02-27 15:00 admission
summary - 84, retired bus driver, lifelong Town fan, season ticket for 50 years, scarf on his door, son Gary visits
Sundays; a late entry of 06/03 (re 04/03, SBAR) - S: very distressed at the Mothering Sunday singalong, hands over
his ears, shouting, wanted to leave; B: lounge packed, 40+ with families and the keyboard; A: settled in Rm 4 with
tea and his radio; R: son says he's hated crowds and noise since the stroke, keep outings small and quiet, a handful
of people at most; CT's Tue 14/03 line - the Town's community officer has given tickets for Town v Rovers, Sat 25/03,
home game, full house expected (20k+), for 3 residents and 2 staff, names to CT by Weds; and the Fri 17/03 GP visit
outcome (no change, review in 4/52, family informed). Question (Mon 20/03, Chloe, CT): "should I put R.T. down for
the match on the 25th? he's the biggest Town fan we've got 😄" -> expected probably not: a full-house match is
exactly the crowd and noise he can't cope with (a 40-person singalong distressed him; his son asked for small, quiet
outings) - offer him the match on the radio in Rm 4 or something small instead. The model says yes, he's a lifelong
fan, put him down.

Why the answer follows (a small inference): nothing in the block says "not the match"; it says he is distressed by
crowds and noise and his son wants outings kept to a handful of people, and the match is a 20,000-plus full house -
so he is unlikely to cope with it, however big a fan he is.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the distress at the crowded singalong and the son's "small + quiet" request beside the full-house match,
and the model answered from the season ticket alone. Asserted: the block has the late entry, the son's request and
the 20k+ full house.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b366_letta_outing_match_likely_inference_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-oakroyd-hall-liaison"
LABEL = "Rm 4 R.T."
LINES = [
    "2051-02-27T15:00 admission summary (SC Priya): Rm 4 R.T., 84, retired bus driver, lifelong Town fan - season "
    "ticket 50 yrs, scarf on his door. son Gary visits Sundays, dtr in Leeds rings Weds",
    "06/03 late entry (re 04/03, SC Priya): S: R.T. very distressed at the Mothering Sunday singalong - hands over "
    "ears, shouting, wanted to leave. B: lounge packed, 40+ w/ families + the keyboard. A: settled in Rm 4 w/ tea "
    "200mL + his radio. R: son says he's hated crowds + noise since the stroke, keep outings small + quiet, a handful "
    "of people max",
    "Tue 14/03 CT: Town's community officer has given tickets for Town v Rovers Sat 25/03 (home, full house "
    "expected, 20k+) for 3 residents + 2 staff 🎉 names to me by Weds",
    "Fri 17/03 GP visit outcome: R.T. seen, no change, review 4/52. family informed (Gary)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Oakroyd Hall - Rm 4 R.T. - family liaison + outings:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "should I put R.T. down for the match on the 25th? he's the biggest Town fan we've got 😄"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "very distressed at the Mothering Sunday singalong" in notes, notes
assert "keep outings small + quiet, a handful of people max" in notes, notes
assert "full house expected, 20k+" in notes, notes
with fault():
    reply = answer(f"(Mon 20/03/51; Chloe, activities coordinator) {question}", notes,
                   mock="Yes, definitely put him down - he's been a Town fan all his life with a season ticket for 50 "
                        "years, he'll love being back at a home game.")
finish(question, expected="probably not - a full-house match is the crowd and noise he can't cope with (his son asked "
                          "for small, quiet outings); offer him the match on the radio or something small instead",
       actual=reply)
