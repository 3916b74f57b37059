"""Batch 234 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: 2nd Hebden Bridge Scouts do their job week Sat 7th - Sun 15th May 2050 - job cards, pairs of scouts, a leader
on anything with ladders, the money and the signed cards handed in at the end. Akela (the scout leader) and Baloo
add lines to a "job week" block on the troop's Letta agent; the helper answers parents' questions from it.

Memory: 2050-05-03T19:30 Akela - job week Sat 7th - Sun 15th, cards out at Tuesday's meeting, money and cards in at
the hut after church parade on Sun 15th, 10.30ish; Tue 10th May Baloo - rates, car £4, hedges £5 an hour, dog walks
£2; Tue 10th May Akela - the 15th turns out to be the district St George's Day parade in Halifax (they put it back
from April because of Easter), so there's no church parade here that Sunday, bring the money and the cards to the
Tuesday meeting, the 17th, 7-8.30; Weds 11 May Baloo - the troop's total last year was £612. Question (Thu 12/5,
Ollie's mum): "when do the job cards + money need handing in? Ollie's got £34 in a jam jar 😂" The assistant says
at Tuesday's meeting, the 17th (7-8.30) - the 15th is the district parade in Halifax. The label says Sunday 15th May
after church parade.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b234_ctl_letta_scouts_money_in_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-2nd-hebden-bridge-scouts"
LABEL = "job week"
LINES = [
    "2050-05-03T19:30 Akela - JOB WEEK 🧽 sat 7th - sun 15th may, job cards out at tues meeting. money + cards in at "
    "the hut after church parade sun 15th, 10.30ish",
    "Tue 10th May Baloo - rates: car £4, hedges £5 an hr, dog walks £2. anything w/ ladders a leader has to be there",
    "Tue 10th May Akela - turns out the 15th's the district St George's parade in Halifax (they put it back from "
    "april cos of Easter 🙄) so no church parade here that sun - bring cards + money to tues meeting instead, the "
    "17th, 7-8.30",
    "Weds 11 May Baloo - last yr the troop made £612 all in, let's beat it!! 💪",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "2nd Hebden Bridge Scouts - job week 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when do the job cards + money need handing in? Ollie's got £34 in a jam jar 😂"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "money + cards in at the hut after church parade sun 15th" in notes, notes
assert "bring cards + money to tues meeting instead, the 17th, 7-8.30" in notes, notes
reply = answer(f"(Thu 12/5/50; Ollie's mum) {question}", notes,
               mock="At Tuesday's meeting on the 17th, 7 till 8.30 - there's no church parade on Sunday the 15th "
                    "because of the district St George's parade in Halifax.")
finish(question, expected="Sunday 15th May, after church parade", actual=reply)
