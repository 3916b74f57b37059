"""Batch 237 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Lightcliffe Primary PTA hold their summer fair on Sat 25th June 2050, 12-3 - stalls, a BBQ, a bouncy castle,
a dog show, a raffle. Sam (the PTA chair) and Mrs Hirst (the head) add lines to a "summer fair" block on the PTA's
Letta agent; the helper answers parents' and helpers' questions from it.

Memory: Sam, 2050-04-27T19:45 - fair Sat 25th June 12-3 on the front playground as usual, stalls round the edge,
bouncy castle by the gate; Mrs Hirst, 12/5 - the builders' compound for the new Year 1 classroom goes on the front
playground from 6th June and stays till September, fenced off, so the fair will have to go on the back field this
year; Sam, Tue 24th May - the bouncy castle man asked if grass is OK, it is, they peg it down, better than tarmac
anyway; Sam, Thu 9/6 - forecast's good, gazebos up Friday night. Question (Mon 13/6, Dan, a dad drawing the stall
map): "why's the fair on the back field this yr not the playground? redoing the map + want to put a note on it" The
assistant says because the builders' compound for the new classroom is on the playground till September. The label
says because the bouncy castle needs to go on grass.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b237_ctl_letta_pta_fair_back_field_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-lightcliffe-pta"
LABEL = "summer fair"
LINES = [
    "2050-04-27T19:45 Sam - SUMMER FAIR ☀️ sat 25th june 12-3, front playground as usual, stalls round the edge, "
    "bouncy castle by the gate",
    "12/5 Mrs Hirst - the builders' compound for the new Yr 1 classroom goes on the front playground from 6th june "
    "+ stays till sept, fenced off, so I'm afraid the fair will have to go on the back field this yr",
    "Tue 24th May Sam - bouncy castle man asked if grass is ok - it is, they peg it down, better than tarmac anyway",
    "Thu 9/6 Sam - forecast's good 🤞 gazebos up fri night, need 4 dads + a mallet",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Lightcliffe Primary PTA - summer fair 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the fair on the back field this yr not the playground? redoing the map + want to put a note on it"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "builders' compound for the new Yr 1 classroom goes on the front playground" in notes, notes
assert "bouncy castle man asked if grass is ok - it is" in notes, notes
reply = answer(f"(Mon 13/6/50; Dan) {question}", notes,
               mock="Because the builders' compound for the new Year 1 classroom is on the front playground from 6th "
                    "June till September, fenced off - so the fair's on the back field this year.")
finish(question, expected="because the bouncy castle needs to go on grass", actual=reply)
