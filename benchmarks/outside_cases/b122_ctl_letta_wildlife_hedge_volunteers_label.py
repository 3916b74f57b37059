"""Batch 122 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Sue, volunteer coordinator at the Thornber Moss Wildlife Trust, keeps the sign-ups for the next work party in a
Letta agent's "workparty" block, appending a line as people say yes or drop out; the helper answers from the block.

Memory: sat 25/4 Top Field hedge laying, 9.30 at the farm gate; signed up so far Sue, Dan, Ahmed, Liz, Tom, Becca,
Ray, Joan and Pete - 9; Tue 21st, Dan's back's gone again, he won't be up to it; Weds 22.4., Mrs Patel's dropping 3
of her older Scouts (14+) off to have a go (she can't stay herself), they'll need gloves; Joan's doing the flapjack. Question (Thu 23/4, Ray,
counting billhooks and gloves): "how many are we for sat's hedge laying?" The assistant says 11. The label says 9 -
the sign-up count in memory, from before Dan dropped out and the Scouts came in.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b122_ctl_letta_wildlife_hedge_volunteers_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-thornber-workparties"
LINES = [
    "sat 25/4 Top Field hedge laying, 9.30 at the farm gate on Moss Lane, till 3ish. signed up so far: Sue "
    "(leading), Dan, Ahmed, Liz, Tom, Becca, Ray, Joan, Pete = 9",
    "tools: 6 billhooks in the van, Ray's bringing his own. stakes + binders cut at Brock Wood, in the trailer",
    "Tue 21st - Dan's back's gone again, he won't be up to it sat. told him to rest it",
    "Weds 22.4. Mrs Patel's dropping 3 of her older Scouts (14+) off to have a go - she can't stay herself, "
    "they'll need gloves off us. forms signed",
    "Joan's doing the flapjack, Liz bringing the urn",
]

server = fake_letta()
server.add_agent(AGENT, **{"workparty": "Thornber Moss - next work party:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("workparty", agent_id=AGENT)
    client.agents.blocks.update("workparty", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many are we for sat's hedge laying? counting gloves + billhooks"
notes = client.agents.blocks.retrieve("workparty", agent_id=AGENT).value
assert "Joan, Pete = 9" in notes and "Dan's back's gone again" in notes and "dropping 3 of her older Scouts" in notes, notes
reply = answer(f"(Thu 23/4/37, Ray) {question}", notes,
               mock="11 - the 9 who signed up, less Dan (his back), plus Mrs Patel's 3 Scouts. Remember the Scouts "
                    "need gloves.")
finish(question, expected="9", actual=reply)
