"""Batch 95 (held out). A village cricket club's match-day notes: Letta core memory block (the offline stand-in
server), script style.

App: Sam, the 2nds captain at Aldbury Green CC, keeps the week's match notes in a Letta agent's core memory block
("this-saturday"), appending a line at a time; players ask the agent.

Planted fault (ResponseError, the context had the answer): the block says whites please (the club has spare pads,
gloves and helmets in the pavilion); the match fee is £8, cash only, as Dave's card reader's packed up; and Jen's
oven has broken, so teas are bring-a-plate this week, everyone brings something (sandwiches or cake) and she'll
do the urn. Question (Fri 15/5, Tom, his first game for the 2nds): "what do I need to bring tomorrow? first game
for the 2nds" -> expected whites, £8 cash and a plate of food for the tea. The model names the whites and the
cash but leaves out the plate.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the whites,
match fee and bring-a-plate lines are in the block the model read.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b95_letta_cricket_kit_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-aldbury-2nds-sam"
LINES = [
    "sat 16/5 v Tring Park 3rds (H), 1.30 start, at the ground by 12.45 for the toss + warm up",
    "team: Sam (c), Ollie, Raj jnr, Tom (debut!), Priya, Ben, Kofi, Mike W, Stu, Alfie, Gaz. 12th man Len",
    "whites pls - club's got spare pads, gloves + helmets in the pavilion so don't buy owt yet",
    "match fee £8 - CASH only this wk, Dave's card reader's packed up",
    "Jen's oven's died so teas are bring-a-plate this sat - everyone bring something (sarnies/cake/sausage "
    "rolls), she'll still do the urn",
    "Roger's cutting the square sat morning, nobody on it before 11. nets as usual tues + thurs 6-8",
]

server = fake_letta()
server.add_agent(AGENT, **{"this-saturday": "Aldbury Green 2nds - this week (Sam):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("this-saturday", agent_id=AGENT)
    client.agents.blocks.update("this-saturday", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what do I need to bring tomorrow? first game for the 2nds"
notes = client.agents.blocks.retrieve("this-saturday", agent_id=AGENT).value
assert "whites pls" in notes and "match fee £8 - CASH only" in notes and "bring-a-plate" in notes
with fault():
    reply = answer(f"(Fri 15/5/36, Tom, a new player) {question}", notes,
                   mock="Just your whites and £8 in cash for the match fee - pads, gloves and helmets are in the "
                        "pavilion. Be there by 12.45!")
finish(question, expected="whites, the £8 fee in cash, and some food for the tea table", actual=reply)
