"""Batch 338 (held out). Renovating a fixer-upper, kept by a personal assistant: Letta core memory block (offline
stand-in), script style (every call its own trace); the answer call has the real reason the kitchen was pushed back
in its block and gives a reason the block rules out.

App: Sofia and Sven bought a 1920s bungalow on Greenfield Ave in Pittsburgh in April 2023 - it needs everything.
Sofia's Letta assistant keeps a "house reno" block; after each update she tells it, it appends a line with the
message's own timestamp ("6:48 pm on 9 May, 2023 - ...").

Planted fault (ResponseError, ignored sufficient context): the block has the 2 April line - closed on the house,
kitchen first (demo in May), then the bathroom, floors last; the 28 April line - IKEA cabinets ordered, delivery
window 15-19 May, kitchen budget $24k; the 9 May line - demo was meant to be Saturday, but Ray the electrician came
to quote the under-cabinet lights and found knob-and-tube wiring behind the plaster, the whole house has to be
rewired before anything is closed up, so the kitchen is on hold till late June (the insurer won't renew otherwise
anyway); and the 26 May line - the cabinets came a week late (the 24th) but they're stacked in the garage, so
that's NOT what's holding things up. Question (9:30 pm on 30 May, 2023, Sofia): "Why did we push the kitchen back?
My mom keeps asking and I want to explain it right" -> expected because Ray found knob-and-tube wiring and the whole
house has to be rewired before the walls are closed up. The model says it's because the cabinets arrived late.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the wiring as the reason and says the late cabinets are not the hold-up, and the model gave the
cabinets. Asserted: the block has the knob-and-tube line and the cabinets line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b338_letta_fixer_upper_kitchen_delay_why_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sofia-assistant"
LABEL = "house reno"
LINES = [
    "3:20 pm on 2 April, 2023 - Closed on the house!!! 1920s bungalow on Greenfield Ave, needs literally everything. "
    "Plan: kitchen first (demo in May), then the bathroom, floors last. Sven already named the raccoon in the shed "
    "Gerald.",
    "11:05 am on 28 April, 2023 - Cabinets ordered from IKEA, Bodbyn off-white, delivery window 15-19 May. Kitchen "
    "budget is $24k all in, which Sven says is 'optimistic' and I say is 'a plan'.",
    "6:48 pm on 9 May, 2023 - Demo was supposed to be this Saturday, BUT Ray the electrician came to quote the "
    "under-cabinet lights and found knob-and-tube wiring behind the plaster. He says the whole house has to be "
    "rewired before anything gets closed up, so the kitchen is on hold till late June. The insurer won't renew with "
    "knob-and-tube anyway. I'm gutted but it's the right call.",
    "2:15 pm on 26 May, 2023 - The cabinets came a week late (the 24th, not the 15-19 window) but they're stacked in "
    "the garage now, so that's NOT what's holding us up. Gerald has moved into the boxes, we think.",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sofia + Sven's fixer-upper, 1920s bungalow (Greenfield Ave):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "Why did we push the kitchen back? My mom keeps asking and I want to explain it right"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "found knob-and-tube wiring behind the plaster. He says the whole house has to be rewired" in notes, notes
assert "so that's NOT what's holding us up" in notes, notes
with fault():
    reply = answer(f"(9:30 pm on 30 May, 2023; Sofia) {question}", notes,
                   mock="Because the IKEA cabinets arrived late - they were due 15-19 May but only came on the 24th, "
                        "so the kitchen had to wait for them.")
finish(question, expected="because Ray found knob-and-tube wiring behind the plaster - the whole house has to be "
                          "rewired before the walls are closed up", actual=reply)
