"""Batch 125 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Tom, the Lantern pop-up cinema's projectionist, keeps a running "projection" block on a Letta agent (kit,
faults, what went wrong on the night), appending a line after each job; the helper answers from the block.

Memory: 14/3: the Epson's bulb is on its way out, dim top left, new one ordered £180; 22.3.: new bulb in, picture's
lovely now; Weds 8 Apr: the HDMI keeps cutting out on the long run over the door, borrowing the Trades Club's 15m
one for Fri; Fri 10/4: Brief Encounter started 20 mins late - the Trades Club cable never turned up (Gaz had it at
a gig), had to nip home for our old one, free popcorn for everyone; Sat 11/4: ordered our own 15m HDMI, £24, never
again.
Question (Mon 13/4, Mia, writing the newsletter): "why did fri's film start late? putting a sorry in the newsletter"
The assistant says the borrowed HDMI cable never turned up and Tom had to go home for the old one. The label says "the
projector bulb was going" - in memory, a fault from March, fixed on 22.3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b125_ctl_letta_cinema_late_start_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-lantern-projection"
LINES = [
    "14/3 the Epson's bulb is on its way out - dim top left corner. new one ordered, £180 ouch",
    "22.3. new bulb in, picture's lovely now. 2,000 hrs on the counter reset",
    "Weds 8 Apr - HDMI keeps cutting out on the long run over the door, think the cable's knackered. borrowing the "
    "Trades Club's 15m one for fri",
    "Fri 10/4 Brief Encounter started 20 mins late - the Trades Club cable never turned up (Gaz had it at a gig in "
    "Todmorden), had to nip home for our old one. gave everyone free popcorn, nobody seemed too fussed",
    "Sat 11/4 ordered our own 15m HDMI, £24. never again",
    "screen's got a crease bottom right from being folded wet - hang it with the weights overnight",
]

server = fake_letta()
server.add_agent(AGENT, **{"projection": "Lantern pop-up cinema - projection kit + nights:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("projection", agent_id=AGENT)
    client.agents.blocks.update("projection", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why did fri's film start late? putting a sorry in the newsletter"
notes = client.agents.blocks.retrieve("projection", agent_id=AGENT).value
assert "bulb is on its way out" in notes and "new bulb in, picture's lovely" in notes, notes
assert "cable never turned up" in notes, notes
reply = answer(f"(Mon 13/4/37, Mia, who runs the Lantern) {question}", notes,
               mock="The cable - we were borrowing the Trades Club's HDMI and it never turned up, so Tom had to nip "
                    "home for our old one. We started 20 minutes late.")
finish(question, expected="the projector bulb was going", actual=reply)
