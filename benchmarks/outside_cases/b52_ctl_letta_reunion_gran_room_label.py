"""Batch 52 (held out), control. A family reunion's rooms block: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Ruth keeps a "reunion" block on a Letta agent for the Whitaker family weekend at Hollins Farm (Fri 24 - Sun 26
July 2026) and appends a line whenever something is sorted; her cousins ask the assistant. The first room plan put
Gran (turning 90) and Uncle Pete in the Oak room, the one with the four-poster on the first floor. Then Gran had a
fall in June and the farm's stairs are steep with no rail on the top flight; she's sleeping in the Dairy, the
ground-floor room off the courtyard with the walk-in shower, and Pete's on the sofa bed in there with her.

No fault planted. Question (Wed 22/7): "which room is Gran sleeping in?" The model answers the Dairy on the ground
floor, right per memory. The label says the Oak room, where the first plan put her. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b52_ctl_letta_reunion_gran_room_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-whitaker-reunion"
LINES = [
    "ROOMS v1 (2 May): Oak room (4-poster, 1st floor) - Gran + Uncle Pete; room 2 us; room 4 Mags + Rob; Ash room "
    "Kev + Sue; bunk barn Dan, Lou + the kids; the Dairy spare for now",
    "deposit £450 paid to Mrs Hollins 4/5, balance £1,350 due 24 June, split 6 ways = £225 a household",
    "Gran's 90th is the sat!! cake = Dan's wife, lemon drizzle. candles - 9 big ones not 90 (fire alarm lol)",
    "Gran fell in the garden 9th June, nothing broken thank god but she's v wobbly. Farm stairs are steep + no rail "
    "on the top flight, she's not going up those. she'll sleep in the Dairy (ground floor off the courtyard, has the "
    "walk-in shower), Pete on the sofa bed in there w her. Kev + Sue will have the Oak room, Ash room free",
    "Mrs Hollins says dogs ok in the bunk barn only, so Biscuit's w Dan",
    "balance paid 20/6, all 6 households squared up except Kev (he's good for it)",
    "Gran wants her own pillows, Pete's bringing them in the car + her frame",
]

server = fake_letta()
server.add_agent(AGENT, **{"reunion": "Whitaker reunion - sorted so far:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("reunion", agent_id=AGENT)
    client.agents.blocks.update("reunion", agent_id=AGENT, value=block.value + "\n- " + line)

question = "which room is Gran sleeping in?"
notes = client.agents.blocks.retrieve("reunion", agent_id=AGENT).value
assert "Oak room (4-poster, 1st floor) - Gran + Uncle Pete" in notes and "she'll sleep in the Dairy" in notes
reply = answer(f"(Wed 22/7) {question}", notes,
               mock="The Dairy - the ground-floor room off the courtyard with the walk-in shower. Pete's on the sofa "
                    "bed in there with her.")
finish(question, expected="The Oak room, the one with the four-poster", actual=reply)
