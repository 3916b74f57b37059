"""Batch 104 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Kev, tour manager of the Saffron Players' autumn tour, keeps the Scarborough leg's notes in a Letta agent's
core memory block ("scarborough"), appending a line at a time; the agent answers the cast.

Memory: Scarborough is Fri 23/10 at the Spa small hall, get-in 2pm; digs were Mrs Barraclough's B&B, 14 Ramshill
Rd, 5 rooms, £38 a night; Kev rang Mrs B on Tuesday: a pipe burst on her top floor, ceilings down, half the rooms
soaked, she's refunded the deposit; Kev's got 5 rooms at the Seaview on Foreshore Rd, £40 a head with breakfast;
Gwen needs the ground floor or a lift (the Seaview has a lift). Question (Wed 21/10, Gwen): "where are we all
sleeping in scarborough fri night?" The assistant says the Seaview on Foreshore Road. The label says Mrs
Barraclough's on Ramshill Road.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b104_ctl_letta_amdram_scarborough_digs_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-saffron-players-tour"
LINES = [
    "SCARBOROUGH fri 23rd Oct - Spa, small hall, get-in 2pm, curtain 7.30. digs = Mrs Barraclough's B&B, 14 "
    "Ramshill Rd, 5 rooms, £38pppn, she does a cracking fry up",
    "rang Mrs B tues re arrival time - pipe burst on her top floor, ceilings down, half the rooms soaked. she's "
    "mortified, deposit refunded. got us 5 rooms at the Seaview on Foreshore Rd, £40 a head w breakfast, 2 mins "
    "from the Spa",
    "Gwen needs ground floor or a lift wherever we stay - Seaview has a lift, checked",
    "parking at the Spa £6 all day, Nigel get a ticket for the van. hat stand wobbly, gaffer tape in blue box",
    "Scarborough Evening News doing a photo at the get-in, costumes on for it pls - Lady B + Algy at least",
]

server = fake_letta()
server.add_agent(AGENT, **{"scarborough": "Saffron Players autumn tour, Scarborough leg - Kev's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("scarborough", agent_id=AGENT)
    client.agents.blocks.update("scarborough", agent_id=AGENT, value=block.value + "\n- " + line)

question = "where are we all sleeping in scarborough fri night?"
notes = client.agents.blocks.retrieve("scarborough", agent_id=AGENT).value
assert "Mrs Barraclough's B&B, 14 Ramshill Rd" in notes and "pipe burst" in notes and "the Seaview on Foreshore" \
    in notes
reply = answer(f"(Wed 21/10/37, Gwen, who plays Lady Bracknell) {question}", notes,
               mock="The Seaview on Foreshore Road - Mrs Barraclough's had a burst pipe, so Kev booked five rooms "
                    "there. It's got a lift, Gwen.")
finish(question, expected="Mrs Barraclough's, on Ramshill Road", actual=reply)
