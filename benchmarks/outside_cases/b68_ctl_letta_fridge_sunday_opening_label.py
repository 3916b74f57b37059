"""Batch 68 (held out), control. A community fridge: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Jo, who runs the rota for the Matson Community Fridge, keeps a "fridge" block on a Letta agent and adds a line
whenever something comes up. The fridge is open 9 till 7 every day, but on Sundays the church has the hall and the
foyer until the service and the coffee are over, so the fridge isn't unlocked until half twelve.

No fault planted. Question (a new volunteer, Sat 23/3): "what time does the fridge open on Sundays?" The model answers
12.30, right per memory. The label says 9am, the everyday opening time. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b68_ctl_letta_fridge_sunday_opening_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-matson-fridge"
LINES = [
    "hours: 9am-7pm every day, keys in the key safe by the office (code from Jo, not on here!)",
    "temp check + log at open + close, bin anything over 8 deg or past use-by",
    "sundays St Paul's have the hall + the foyer for the 10.30 service and the coffee after, so we can't get at the "
    "fridge till they're out - unlock half 12. they're fab, they donate the leftover cake",
    "Tesco Barnwood drop mon + thurs mornings, usually 2 crates",
    "no homemade food, no opened packets, no alcohol (yes somebody tried)",
    "volunteers sign in on the clipboard, Ahmed's got the hi-vis if you want one",
]

server = fake_letta()
server.add_agent(AGENT, **{"fridge": "Matson Community Fridge - Jo's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("fridge", agent_id=AGENT)
    client.agents.blocks.update("fridge", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time does the fridge open on Sundays?"
notes = client.agents.blocks.retrieve("fridge", agent_id=AGENT).value
assert "9am-7pm every day" in notes and "unlock half 12" in notes
reply = answer(f"(Sat 23/3, Hannah's first shift is tomorrow) {question}", notes,
               mock="Half twelve on a Sunday - St Paul's have the foyer for their service and coffee until then.")
finish(question, expected="9am like every other day", actual=reply)
