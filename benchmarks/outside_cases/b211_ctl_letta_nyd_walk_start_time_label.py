"""Batch 211 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Long Mynd Wanderers do their New Year's Day walk on Weds 1st Jan 2048 - up the Long Mynd from Carding Mill
Valley, over Pole Bank and down to Little Stretton for a pub lunch. Mike (the walk leader) keeps a "NYD walk" block on
the group's Letta agent and members' messages go into it as they come; members ask it things.

Memory (the block): 2047-12-01T18:45 Mike - NYD walk Weds 1st Jan, Carding Mill, meet 10am at the NT car park, ~7
miles, pub lunch after; 9/12 Linda - lunch booked at the Ragleth, Little Stretton, 18 of us, pre-orders by the 27th;
16th dec Linda - the Ragleth can only do 1 not 2, they've a big family do in after; Mike reckons it's 3.5 hrs at our
pace with the stop at Pole Bank so we need to be walking by half 9; Mike - yep, park up for quarter past, the car
park fills up quick on NYD; Sue - sloe gin for the top. Question (Sun 29/12, Colin): "what time are we setting off on
weds? need to sort the dog out first" The assistant says half 9 (park up by quarter past 9). The label says 10am.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b211_ctl_letta_nyd_walk_start_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-long-mynd-wanderers"
LABEL = "NYD walk"
LINES = [
    "2047-12-01T18:45 Mike - NYD WALK 🥾 weds 1st jan, up the Long Mynd from Carding Mill, meet 10am at the NT car "
    "park, ~7 miles, pub lunch after",
    "9/12 Linda - lunch booked at the Ragleth in Little Stretton, 18 of us, they want pre-orders by the 27th",
    "16th dec Linda - the Ragleth can only do us at 1 not 2, they've got a big family do in after 🙄 Mike reckons it's "
    "3.5 hrs at our pace w/ the stop at Pole Bank so we need to be walking by half 9",
    "Mike - yep, park up for quarter past, the car park fills up quick NYD",
    "Sue - I'll bring the sloe gin for the top 🥃",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Long Mynd Wanderers New Year's Day walk 2048:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time are we setting off on weds? need to sort the dog out first"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "meet 10am at the NT car park" in notes, notes
assert "we need to be walking by half 9" in notes and "park up for quarter past" in notes, notes
reply = answer(f"(Sun 29/12/47; Colin) {question}", notes,
               mock="Half 9 - we need to be walking by 9.30 to get to the Ragleth for 1, so park up at Carding Mill "
                    "by quarter past 9.")
finish(question, expected="10am", actual=reply)
