"""Batch 286 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Brighouse Velo's spring kit order 2051 - new design jerseys, bibs, gilets, from Champion System. Sam (the kit
secretary) adds lines to a "kit order" block on the club's Letta agent; the helper answers members' questions
from it.

Memory: Sam, 2051-03-21T21:00 - the order's gone in to Champion System, 41 items, six weeks they reckon so early
May, he'll bring it to the Sunday ride; Sam, 3/4 - invoice paid, thanks for getting the balances in; Sam, Tue 25th
Apr - update from Champion: the factory had a problem with the sublimation on their batch (the reds came out pink),
so the whole lot's being redone, new date w/c 5th June, sorry everyone; Sam, Sat 6 May - spare jerseys, 3 M and 2 L,
£48. Question (Sun 14/5, Rob): "when's the new kit coming? wanted it for the Dales ride on the 4th June" The
assistant says the week commencing 5th June (the batch is being redone), so not in time for the Dales ride. The
label says early May.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b286_ctl_letta_cycling_kit_arrival_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-brighouse-velo"
LABEL = "kit order"
LINES = [
    "2051-03-21T21:00 Sam - KIT ORDER's gone in to Champion System 🎉 41 items, 6 wks they reckon so early May, I'll "
    "bring it all to the sunday ride",
    "3/4 Sam - invoice paid, thanks all for getting the balances in so quick 👍",
    "Tue 25th Apr Sam - update from Champion - the factory had a problem w/ the sublimation on our batch (the reds "
    "came out PINK 🙈) so the whole lot's being redone, new date w/c 5th June. sorry everyone, not my fault honest",
    "Sat 6 May Sam - spare jerseys on the order if anyone wants one: 3 M, 2 L, £48",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Brighouse Velo - spring kit order 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the new kit coming? wanted it for the Dales ride on the 4th June"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "6 wks they reckon so early May" in notes, notes
assert "the whole lot's being redone, new date w/c 5th June" in notes, notes
reply = answer(f"(Sun 14/5/51; Rob) {question}", notes,
               mock="The week commencing 5th June - the factory messed up the reds so the whole batch is being "
                    "redone. So it won't be here for the Dales ride on the 4th, sorry.")
finish(question, expected="early May", actual=reply)
