"""Batch 64 (held out), control. A sixth-form prom chair's notes: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Priya, chair of the Hollins Park Year 13 prom committee, keeps a "prom" block on a Letta agent and adds a line
whenever something comes up. The Grand Pavilion's first price was for the room and the DJ slot only, with a meal
£18 a head on top. Priya went back to them with the numbers, and they fitted a three-course meal inside the £42
ticket by leaving out the chair covers and the fizz on arrival.

No fault planted. Question (Thu 9/3, a Year 13): "does the ticket include food?" The model answers yes, a
three-course meal, right per memory. The label says no, food is £18 on top. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b64_ctl_letta_prom_meal_included_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hp-prom"
LINES = [
    "Pavilion 1st price (12 Jan): room 7-12 + dance floor + DJ slot, meal would be £18pp on top of that. bit steep",
    "went back to them 16/1 w our numbers (~90) - they can do a 3 course inside £42 if we lose the chair covers + "
    "the fizz on arrival. said yes straight away, nobody cares about chair covers",
    "menu choices on the ticket form: chicken / veggie lasagne / vegan curry. allergies to Mrs Okoro by 1 June",
    "tickets £42, stall in the common room tues + thurs lunch",
    "dress code: formal, no trainers, Mr Dunn will turn people away (he won't)",
    "after party at Ollie's - NOT a school thing, don't put it on the posters",
]

server = fake_letta()
server.add_agent(AGENT, **{"prom": "Hollins Park Y13 prom - Priya's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("prom", agent_id=AGENT)
    client.agents.blocks.update("prom", agent_id=AGENT, value=block.value + "\n- " + line)

question = "does the ticket include food?"
notes = client.agents.blocks.retrieve("prom", agent_id=AGENT).value
assert "£18pp on top" in notes and "3 course inside £42" in notes
reply = answer(f"(Thu 9/3) {question}", notes,
               mock="Yes - the £42 covers a three-course meal: chicken, veggie lasagne or vegan curry, chosen on the "
                    "ticket form.")
finish(question, expected="no - the meal's £18 a head on top", actual=reply)
