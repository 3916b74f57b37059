"""Batch 118 (held out). A plumber's diary notes: Letta core memory block (offline stand-in), script style (each call
its own trace).

App: Gaz Moran keeps his forward jobs in a Letta agent's "diary" block, appending a line whenever something's fixed up;
the helper answers Lisa, who does his books and the diary, from the block.

Planted fault (ResponseError, ignored sufficient context): the block has the Garside bathroom refit in three pieces:
Gaz strips out and first-fixes for 3 days from mon 8th, Wayne tiles straight after (he says 2 days, floor + walls),
then Gaz is back 1 day for the second fix. The model adds up only Gaz's own days. Question (Fri 5/6, Lisa): "how many
days is the garside bathroom all in? mrs g wants to know how long she's w/o a bathroom" -> expected 6 working days
(3 + 2 + 1). The assistant says 4 days.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all three pieces of the
job are in the block the model was given, and it left Wayne's two days out. Asserted: the three lines are in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b118_letta_plumber_garside_days_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-moran-diary"
LINES = [
    "Garside, 4 Hollin Lane - bathroom refit. me strip out + first fix, 3 days, starting mon 8th. skip booked for the "
    "mon 8am",
    "Kaur rad - TRV in at Plumbase, pick up tues, fit weds am 8.30ish",
    "Wayne can tile the Garside bathroom straight after I'm done, he says 2 days (floor + walls, she's gone for the "
    "big grey ones)",
    "Okafor kitchen sink thurs 11th, half a day, take the long waste",
    "Garside second fix 1 day once Wayne's finished - loo, basin, shower, silicone. she's using her sister's shower "
    "across the road meantime",
    "van MOT Tue 23rd, 9am at Kwik Fit - no jobs that morning",
]

server = fake_letta()
server.add_agent(AGENT, **{"diary": "Gaz's diary (Moran Plumbing & Heating):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("diary", agent_id=AGENT)
    client.agents.blocks.update("diary", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many days is the garside bathroom all in? mrs g wants to know how long she's w/o a bathroom"
notes = client.agents.blocks.retrieve("diary", agent_id=AGENT).value
assert "first fix, 3 days" in notes and "he says 2 days" in notes and "second fix 1 day" in notes, notes
with fault():
    reply = answer(f"(Fri 5/6/37, Lisa) {question}", notes,
                   mock="4 days - 3 days strip out and first fix from Monday 8th, then 1 day for the second fix.")
finish(question, expected="6 working days - Gaz 3 days, Wayne's tiling 2 days, then 1 day second fix", actual=reply)
