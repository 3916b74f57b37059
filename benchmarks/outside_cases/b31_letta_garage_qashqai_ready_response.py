"""Batch 31 (held out). A small garage's workshop board: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Rachel on the desk at Pickering's Garage, Soham, appends the day's workshop notes to a "workshop" block on a
Letta agent (what's on the ramps, parts, who's collecting what) and asks the assistant from the block. Mrs Patel's
Qashqai is in for a cambelt and water pump (Tue 10/6 - Wed 11/6). Dean finishes the belt and road tests it on the
Wednesday afternoon, and while it's up on the ramp he spots a bulge in a rear tyre; Mrs Patel says do it, and the
tyre comes from the wholesaler the next morning.

Planted fault (ResponseError, ignored sufficient context): both the road-test note ("Qashqai belt + pump done,
road tested 3.40, all good, no leaks") and the tyre note ("Mrs P's Qashqai - spotted a bulge on the nsr sidewall
while it was up, rang her, she says go ahead. Micheldever can't get one here till tmrw 10ish so it's staying in
overnight, she's fine keeping the Picanto") are in the model's context, and the model goes by the road test.
Question (Wed 11/6, 4.30pm): "is Mrs Patel's car ready to go back to her tonight?" -> expected no, it's waiting
for a rear tyre due tomorrow morning.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: both notes are
in the block the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b31_letta_garage_qashqai_ready_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-pickerings-workshop"
LINES = [
    "Tue 10/6 ramp 1: Mrs Patel Qashqai 1.5 dCi cambelt + water pump, 2 day job, quoted £486 inc. She's in the "
    "Picanto",
    "Tue 10/6 ramp 2: Heaton Fabia springs + wipers (MOT retest after)",
    "Tue pm - Fabia done + retested, pass, £138.40 inc the springs, he's collecting weds",
    "Weds 11/6 Mr Bright's tyre quote: 4 x Falken 205/55/16 £79 each fitted, he'll think about it",
    "Weds - Qashqai belt + pump done, road tested 3.40, all good, no leaks",
    "Mrs P's Qashqai - spotted a bulge on the nsr sidewall while it was up, rang her, she says go ahead. "
    "Micheldever can't get one here till tmrw 10ish so it's staying in overnight, she's fine keeping the Picanto",
    "MOT bay booked solid Thurs, Lewis on MOTs all day",
    "Fen Landscapes Transit back in Fri for the rear brakes",
]

server = fake_letta()
server.add_agent(AGENT, **{"workshop": "Workshop board, w/c 9 June 2025:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("workshop", agent_id=AGENT)
    client.agents.blocks.update("workshop", agent_id=AGENT, value=block.value + "\n- " + line)

question = "is Mrs Patel's car ready to go back to her tonight?"
board = client.agents.blocks.retrieve("workshop", agent_id=AGENT).value
assert "road tested 3.40, all good" in board, board
assert "bulge on the nsr sidewall" in board and "staying in overnight" in board, board
with fault():
    reply = answer(f"(Weds 11/6, 4.30pm) {question}", board,
                   mock="Yes - the cambelt and water pump are done and Dean road tested it at 3.40, all good with no "
                        "leaks. She can swap the Picanto back tonight; it's £486.")
finish(question, expected="No, not till tomorrow - it needs a new rear tyre, coming in around 10am",
       actual=reply)
