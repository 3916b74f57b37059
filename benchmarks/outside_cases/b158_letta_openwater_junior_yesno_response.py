"""Batch 158 (held out). A swimming club's open water sessions: Letta core memory block (offline stand-in), one root
span per note and one for the question; the answer call gets the block and answers yes when it says no.

App: Sian is membership sec of Aire Valley Masters SC and keeps an "open water" block on her Letta agent for the
club's open water season at Barden Water (Saturday 7.30-9 and Sunday 8-9.30 from 16th May 2037), appending a line as
things come up; parents and members ask the agent.

Planted fault (ResponseError, ignored sufficient context): the block has, from Weds 29/4, members only, induction and
the 400m pool test first; from 16th May, Dan (head lifeguard) saying juniors (12-15) are Sundays only, with a parent
on the bank and inside the inner buoys - Saturdays are the fast lot doing laps of the big loop and he can't cover
both; from 30.5., the big loop moved out to 750m; and, from 2037-06-01, Priya and Tom passing their lifeguard
course. The model goes by the induction and the pool test. Question (Thu 4/6, Rachel, a parent): "can Ellie (13)
come sat morning? she did her induction + the pool test last wk" -> expected no - juniors are Sundays only (with a
parent on the bank). The assistant says yes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the juniors-on-Sundays
rule is in the block the model was given, next to the induction rule it answered from, and it said yes anyway.
Asserted: the block the answer call got has the juniors rule and the induction rule.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b158_letta_openwater_junior_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-avmsc-membership-sian"
LINES = [
    "Weds 29/4 - open water from sat 16th may, Barden Water. sat 7.30-9, sun 8-9.30. members only + you need the "
    "induction + the 400m pool test first. £5 a swim on the app",
    "16th may - Dan says juniors (12-15) sun only, w a parent on the bank, + inside the inner buoys. sat's the fast "
    "lot doing laps of the big loop + he can't cover both. fair enough",
    "30.5. - big loop's out to 750m now the water's calmer, yellow buoys, orange one's the turn",
    "2037-06-01 - Priya + Tom passed their lifeguard course!! 4 of us now w Dan + Kev",
]

server = fake_letta()
server.add_agent(AGENT, **{"open water": "Aire Valley Masters SC - open water 2037 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("open water", agent_id=AGENT)
        client.agents.blocks.update("open water", agent_id=AGENT, value=block.value + "\n- " + line)

question = "can Ellie (13) come sat morning? she did her induction + the pool test last wk"
with turn_span("question Thu 4/6"):
    notes = client.agents.blocks.retrieve("open water", agent_id=AGENT).value
    assert "juniors (12-15) sun only" in notes, notes
    assert "induction + the 400m pool test first" in notes, notes
    with fault():
        reply = answer(f"(Thu 4/6/37, Rachel, a parent) {question}", notes,
                       mock="Yes - she's done the induction and the 400m pool test, so she can come on Saturday, "
                            "7.30-9 at Barden Water.")
finish(question, expected="no - juniors (12-15) are Sundays only, 8-9.30, with a parent on the bank", actual=reply)
