"""Batch 300 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Becky and Tom are moving from Todmorden to Walsden in June 2053 and have hired a Luton from Ryburn Hire for the
day. Becky adds lines to a "the move" block on the household's Letta agent; the helper answers the family's
questions from it.

Memory (the block): 2053-06-01T20:00 - van booked, a Luton from Ryburn Hire, Sat 14th June, 8am pick-up, £95 the
day; 5/6 - the solicitor says completion's slipped to Fri 20th, so she rang Ryburn and moved the van to Fri 20th,
same van, same price, no charge for changing; Tue 10th June - packing party at theirs on Sat 14th, pizza and bin
bags, bring tape; Weds 18/6 - keys from Bramleys at 12 on completion day. Question (Thu 12/6, Becky's dad, who's
driving the van): "which day have u got the van? want to book the day off work" The assistant says Friday 20th
June (moved when completion slipped; the 14th is the packing party now). The label says Saturday 14th June.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b300_ctl_letta_van_hire_which_day_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-becky-tom-home"
LABEL = "the move"
LINES = [
    "2053-06-01T20:00 VAN BOOKED 🚚 luton from Ryburn Hire, sat 14th june, 8am pick up from their yard on Burnley Rd, "
    "£95 the day, Dad's driving",
    "5/6 solicitor says completion's slipped to fri 20th 😤 rang Ryburn + moved the van to fri 20th, same van same "
    "price, no charge for changing thank god",
    "Tue 10th June packing party at ours sat 14th!! pizza + bin bags, bring tape if u've got it",
    "Weds 18/6 keys from Bramleys at 12 on completion day, Tom's picking them up on his lunch",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Becky + Tom's move to Walsden, June 2053:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which day have u got the van? want to book the day off work"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "luton from Ryburn Hire, sat 14th june, 8am pick up" in notes, notes
assert "moved the van to fri 20th" in notes, notes
reply = answer(f"(Thu 12/6/53; Becky's dad) {question}", notes,
               mock="Friday 20th June - Becky moved it when completion slipped, 8am pick-up from Ryburn on Burnley "
                    "Rd. Saturday the 14th is just the packing party now.")
finish(question, expected="Saturday 14th June", actual=reply)
