"""Batch 220 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Church Stretton Tennis Club hold their summer social on Sat 10th July 2049 - a mixed doubles American
tournament from 1, a barbecue from 6ish, a raffle for the floodlight fund. Sue (the social secretary) and Mark (the
captain) keep a "social" block on the club's Letta agent and add a line as things come up; the helper answers
members from it.

Memory: 2049-05-30T20:00 Sue - summer social Sat 10th July, doubles from 1, BBQ from 6ish, last year we had 12
pairs; 14/6 Sue - the doubles sheet's full-ish, 16 pairs on it, raffle prizes to her by the 3rd; Tue 29th Jun Mark
- the Hendersons are out, Liz has done her calf at the club champs, and Mo and Raj have got a wedding in Leeds that
weekend, forgot to cross themselves off; Weds 7 Jul Sue - the BBQ. Question (Thu 8/7, Dave, doing the draw): "how
many more pairs have we got than last year? doing the draw tonight" The assistant says 2 more - 14 pairs against
last year's 12. The label says 4 more (16 pairs against 12, from the sheet before two pairs dropped out).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b220_ctl_letta_tennis_social_pairs_diff_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-church-stretton-tennis"
LABEL = "social"
LINES = [
    "2049-05-30T20:00 Sue - SUMMER SOCIAL 🎾 sat 10th july, doubles from 1 (american tournament), bbq from 6ish. "
    "last yr we had 12 pairs, let's beat it!!",
    "14/6 Sue - doubles sheet's full-ish, 16 pairs on it 🙌 raffle prizes to me by the 3rd pls",
    "Tue 29th Jun Mark - Hendersons are out, Liz has done her calf at the club champs 😩 + Mo + Raj have got a "
    "wedding in Leeds that wkend, forgot to cross themselves off",
    "Weds 7 Jul Sue - bbq: burgers from Wenlock Edge Farm, Mark on the grill, bring a salad or a pud",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Church Stretton Tennis Club summer social 2049:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more pairs have we got than last year? doing the draw tonight"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "last yr we had 12 pairs" in notes, notes
assert "16 pairs on it" in notes, notes
assert "Hendersons are out" in notes and "Mo + Raj have got a wedding in Leeds" in notes, notes
reply = answer(f"(Thu 8/7/49; Dave, doing the draw) {question}", notes,
               mock="2 more - 14 pairs this year (16 on the sheet, but the Hendersons and Mo and Raj are out) "
                    "against 12 last year.")
finish(question, expected="4 more - 16 pairs against last year's 12", actual=reply)
