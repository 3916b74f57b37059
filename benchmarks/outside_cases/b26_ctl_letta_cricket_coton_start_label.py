"""Batch 26 (held out), control. A village cricket club's Sunday XI notes: Letta core memory block (offline stand-in
of tests/instrumentations), script style (each call its own trace).

App: Gareth, who captains Little Downham's Sunday XI, appends notes to a "sunday-xi" block on a Letta agent and asks
from the block. League Sundays start at 2pm unless both captains agree on something else. For the away game at
Coton on Sun 29/6, Coton share their ground with the football club, whose juniors have it from 6, so their skipper
asked could we start at 1; Gareth told him fine, still 35 overs.

No fault planted. Question (Thu 26/6): "What time do we start at Coton on Sunday?" The model answers 1pm, right per
memory. The label says 2pm, the league's usual Sunday start. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b26_ctl_letta_cricket_coton_start_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ldcc-sunday-xi"
LINES = [
    "League Sundays: 35 overs, 2pm start unless both skippers agree otherwise (rule 4b), teas at the break",
    "1/6 home v Stretham - lost by 12 runs, Deano's back's gone again",
    "Match fees £8 adults, £4 juniors, Jess collects, card machine's in the kit bag",
    "8/6 away Wilburton, 2pm, won!! Kamran 4-22",
    "Coton (29/6 away) - their ground's shared w the football club + the juniors have it from 6, so their skipper "
    "Neil asked can we start at 1. Told him fine by us, still 35 overs, tea shorter",
    "15/6 rained off at 3.40, no result, 2 pts each",
    "Deano out till July, physio says no bowling. Ollie (U15) to step up, his mum ok'd it",
    "22/6 home v Isleham, 2pm, won by 6 wkts",
    "Coton - park on the road, their car park's the football one, £3 honesty box",
    "Availability for 29/6: Kamran, Jess, Phil, Ollie, Raj, Marcus, Gareth, Tom B, Si. Need 2 more",
]

server = fake_letta()
server.add_agent(AGENT, **{"sunday-xi": "Sunday XI notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("sunday-xi", agent_id=AGENT)
    client.agents.blocks.update("sunday-xi", agent_id=AGENT, value=block.value + "\n- " + line)

question = "What time do we start at Coton on Sunday?"
notes = client.agents.blocks.retrieve("sunday-xi", agent_id=AGENT).value
assert "2pm start unless both skippers agree" in notes and "can we start at 1" in notes, notes
reply = answer(f"(Thu 26/6) {question}", notes,
               mock="1 o'clock - Neil asked for an earlier start as the football juniors have the ground from 6, "
                    "and you said that was fine. Still 35 overs, shorter tea. Park on the road.")
finish(question, expected="2pm", actual=reply)
