"""Batch 72 (held out), control. A craft brewery taproom's events: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Dave, who manages the Hop Yard Brewing taproom, keeps a "taproom" block on a Letta agent for the bar staff and
adds a line whenever something comes up. After a neighbour complained about noise on 8/3 the council's officer
asked them to keep amplified music down after 10.30, which they've agreed to. Sat 22 March has no band because Ruby
(one of the regulars) has hired the whole taproom for her 40th from 6pm and is bringing her own DJ.

No fault planted. Question (Thu 20/3, Jade, asked by a customer): "why's there no band on Saturday?" The model
answers: the place is booked for Ruby's 40th, a private party. The label says the noise complaint from the flats.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b72_ctl_letta_taproom_no_band_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hop-yard"
LINES = [
    "band nights sat 8-10.30 in the corner, bands get £150 + a crate. next ones 15/3 Marrow & the Beets, 29/3 "
    "The Fretless Few",
    "someone in the new flats behind complained re the noise after the 8/3 gig, council lady came round 12/3 - "
    "amps down after half 10 + shut the side door. we're fine w that, we finish 10.30 anyway",
    "Ruby (Thurs quiz regular, the one w the greyhound) has the whole place sat 22nd from 6 for her 40th, paid "
    "the £200 deposit, bringing her own DJ. public back in from sun 12 noon",
    "guest keg w/c 17/3: Tom Long from Stroud Brewery, tap 2",
    "quiz 2/4 Rach doing it, Lou's in Tenerife lol",
    "glass washer's leaking again, towel under it + tell me if the puddle gets bigger",
]

server = fake_letta()
server.add_agent(AGENT, **{"taproom": "Hop Yard taproom - notes for the bar team:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("taproom", agent_id=AGENT)
    client.agents.blocks.update("taproom", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's there no band on Saturday?"
notes = client.agents.blocks.retrieve("taproom", agent_id=AGENT).value
assert "complained re the noise" in notes and "her 40th" in notes
reply = answer(f"(Thu 20/3, Jade on the bar, a customer asked) {question}", notes,
               mock="Ruby's got the whole taproom booked for her 40th from 6 - it's a private party with her own "
                    "DJ. Back open to everyone Sunday at 12.")
finish(question, expected="cos of the noise complaint from the flats - council told them to keep it down",
       actual=reply)
