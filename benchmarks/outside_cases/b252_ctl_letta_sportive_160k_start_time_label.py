"""Batch 252 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Ryburn Valley CC run their sportive, the Ryburn Rouleur, on Sun 14th Sept 2051 - 50k, 100k and 160k from the
cricket club at Ripponden. Ian (the organiser) and Claire (HQ and catering) add lines to a "rouleur" block on the
club's Letta agent; the helper answers riders' questions from it.

Memory: Ian, 2051-05-02T20:10 - starts: 160k off from 7.30am, 100k 8.15, 50k 9, rolling starts in tens; Claire, 19/6
- the tea hut's doing bacon butties from 6.30; Ian, Weds 20th Aug - the council are resurfacing Soyland Rd and it's
shut till 8 that morning, the only way out for the 160k, so the 160k goes back to 8, the 100k and 50k as they were,
sign-on still opens at 7; Claire, 3.9. - pasta party, last food at 4. Question (Thu 11/9, Mark, riding the 160k):
"what time's the 160k off on sunday? trying to work out when to leave home, it's an hr's drive" The assistant says
8am (put back from 7.30 for the Soyland Rd closure), sign-on from 7. The label says 7.30am.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b252_ctl_letta_sportive_160k_start_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ryburn-valley-cc"
LABEL = "rouleur"
LINES = [
    "2051-05-02T20:10 Ian - starts: 160k off from 7.30am, 100k 8.15, 50k 9. rolling starts in 10s, numbers on the "
    "bars not ur back",
    "19/6 Claire - tea hut doing bacon butties from 6.30, £3, cash or card 🥓",
    "Weds 20th Aug Ian - council's resurfacing Soyland Rd + it's shut till 8 that morning 🙄 only way out for the "
    "160k so we're putting the 160k back to 8, 100k + 50k as they were. sign on still opens at 7",
    "3.9. Claire - pasta party after in the pavilion, last food 4pm, veggie option",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ryburn Valley CC - Ryburn Rouleur sportive, Sun 14 Sept 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time's the 160k off on sunday? trying to work out when to leave home, it's an hr's drive"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "160k off from 7.30am" in notes, notes
assert "putting the 160k back to 8" in notes, notes
reply = answer(f"(Thu 11/9/51; Mark, 160k) {question}", notes,
               mock="8am - it's been put back from 7.30 because Soyland Rd's shut till 8 for resurfacing. Sign-on "
                    "opens at 7, so leaving home about 6.30 would be plenty.")
finish(question, expected="7.30am", actual=reply)
