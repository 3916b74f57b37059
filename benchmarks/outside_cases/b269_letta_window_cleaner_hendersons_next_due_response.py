"""Batch 269 (held out). A window cleaner's rounds: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the skipped visit and the new date in its block and gives the usual
four-weekly date.

App: Dave Hirst (Clear View Window Cleaning) does four rounds, each every four weeks, Tuesday is round 2 (Moor Lane
and round the back). He adds a line to a "round 2" block on his Letta agent after each round; before he plans a
week he asks it who's due.

Planted fault (ResponseError, ignored sufficient context): the block has Dave's 2051-09-11T18:00 line - the
Hendersons at 22 Moor Lane, every 4 weeks, £20, last done Tue 5th Sept; Tue 3/10 - Hendersons done, paid by
transfer; Tue 31st Oct - Hendersons done, £20 cash under the mat, and they're having the roof done, scaffolding up
from mid Nov for about 4 weeks, so skip the 28th and do them next time round - which is Boxing Day, so Weds 27th Dec
instead; 14/11 - new ladder clamps, round 2 is 11 houses now. Question (Mon 20/11, Dave): "when am I next at the
Hendersons'? planning the next few wks" -> expected Weds 27th Dec (the 28th Nov's skipped for the scaffolding and
the 26th is Boxing Day). The model says Tue 28th Nov, four weeks on from the 31st Oct.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given says to skip the 28th for the scaffolding and do them Weds 27th Dec, and the model gave the 28th. Asserted:
the block has the every-4-weeks line and the skip line with the 27th Dec.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b269_letta_window_cleaner_hendersons_next_due_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-clear-view-dave"
LABEL = "round 2"
LINES = [
    "2051-09-11T18:00 the Hendersons, 22 Moor Lane - every 4 wks, £20 front + back + the porch, last done Tue 5th "
    "Sept. dog's friendly, side gate sticks",
    "Tue 3/10 Hendersons done, paid by transfer. Mrs Ahmed at 30 wants to go to every 8 wks from now on",
    "Tue 31st Oct Hendersons done, £20 cash under the mat. she says they're having the roof done, scaffolding up from "
    "mid nov for about 4 wks so skip the 28th, do them next time round - which is boxing day 🙄 so weds 27th dec "
    "instead",
    "14/11 new ladder clamps on the van. round 2's 11 houses now w/ the new one at 8 Moor Lane (£15, front only)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Clear View Window Cleaning - round 2 (Tuesdays, Moor Lane + round the back):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when am I next at the Hendersons'? planning the next few wks"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "the Hendersons, 22 Moor Lane - every 4 wks" in notes, notes
assert "so skip the 28th, do them next time round" in notes and "weds 27th dec" in notes, notes
with fault():
    reply = answer(f"(Mon 20/11/51; Dave) {question}", notes,
                   mock="Tue 28th November - they're every 4 weeks and you last did them on Tue 31st Oct.")
finish(question, expected="Weds 27th Dec - skipping the 28th Nov for the roof scaffolding, and the 26th's Boxing Day",
       actual=reply)
