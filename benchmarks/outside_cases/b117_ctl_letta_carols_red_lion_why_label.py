"""Batch 117 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Helen keeps the Dalesbridge Community Choir's carol tour notes in a Letta agent's "tour" block, appending lines
as things come up; the helper answers choir members from the block.

Memory: last year's stops included the Red Lion, where the landlord grumbled a bit about the noise on a quiz night
but still put £40 in the hospice bucket and did mulled wine; this year's line (Tue 24th Nov): the Red Lion's been
bought out, the new lot have gutted the place, builders in till Feb, so it's the Co-op on the sat instead. Question
(Sun 6/12, Pete, who drives the minibus): "why arent we doing the red lion this yr? was looking fwd to the mulled
wine". The assistant says it's shut - new owners, being done up, builders in till February. The label says the
landlord complained about the noise - in memory, from last year, when he still did them mulled wine.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b117_ctl_letta_carols_red_lion_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-dalesbridge-carols"
LINES = [
    "LAST YR (36): Ashgrove, the Market Cross, St Mary's, the Red Lion sat night",
    "Red Lion 36 - landlord a bit grumpy re the noise (his quiz night, oops) but £40 in the hospice bucket + "
    "mulled wine for all, so not that grumpy lol",
    "Tue 24th Nov - Red Lion's been bought out, the new lot have gutted the whole place, builders in till Feb. so "
    "no go this yr, doing the Co-op sat 11-1 instead",
    "Pete's minibus 12 seats, leaves the church hall 6.10 Tue 15th for Ashgrove",
    "hospice bucket + the lanyards are in Ann's boot",
]

server = fake_letta()
server.add_agent(AGENT, **{"tour": "Carol tour notes (Dalesbridge Community Choir):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("tour", agent_id=AGENT)
    client.agents.blocks.update("tour", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why arent we doing the red lion this yr? was looking fwd to the mulled wine"
notes = client.agents.blocks.retrieve("tour", agent_id=AGENT).value
assert "grumpy re the noise" in notes and "builders in till Feb" in notes
reply = answer(f"(Sun 6/12/37, Pete) {question}", notes,
               mock="It's shut - the Red Lion's got new owners and they've gutted it, builders are in till February. "
                    "We're doing the Co-op on Saturday instead.")
finish(question, expected="the landlord complained about the noise last year", actual=reply)
