"""Batch 299 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Paws at Home, a pet sitting service in Hebden Bridge. Leanne (who runs it) and Poppy (who does some of the
visits) add lines to a block per client on the service's Letta agent; the helper answers from the block.

Memory (the "Hendersons" block): Leanne, 2051-06-30T08:40 - the Hendersons at 3 Stubbing Wharf, Pickle (Jack
Russell, 12) and Tiger the cat, 2 visits a day 19th-26th July, 8am and 6pm, Pickle out in the garden each time;
Leanne, 7/7 - Mrs H rang, Pickle's had her op (bladder stones) and can't hold it more than about 5 hours at the
moment, so can we add a lunchtime one, 1-ish, just a garden wee and her tablets - yes, done, £8 extra; Poppy, Sat
12th Jul - the cat flap's locked, Tiger stays in at night; Leanne, 15/7 - tablets in the cupboard over the kettle.
Question (Fri 18/7, Poppy): "how many times a day am I going round the Hendersons' from tmrw? trying to plan my
days" The assistant says 3 - 8am, about 1 and 6pm (the lunchtime one added for Pickle after her op). The label says
2 (8am and 6pm).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b299_ctl_letta_pet_sitting_visits_a_day_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-paws-at-home"
LABEL = "Hendersons"
LINES = [
    "2051-06-30T08:40 Leanne - Hendersons, 3 Stubbing Wharf 🐶🐱 Pickle (Jack Russell, 12) + Tiger the cat. 2 visits a "
    "day 19th-26th July, 8am + 6pm, Pickle out in the garden each time, Tiger's biscuits topped up",
    "7/7 Leanne - Mrs H rang, Pickle's had her op (bladder stones 😢) + she can't hold it more than about 5 hrs at the "
    "mo, so can we add a lunchtime one, 1ish, just a garden wee + her tablets. yes, done, £8 extra",
    "Sat 12th Jul Poppy - cat flap's locked at night, Tiger stays in, he's not happy about it",
    "15/7 Leanne - tablets in the cupboard over the kettle, 1 at lunch wrapped in ham",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Paws at Home - the Hendersons:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many times a day am I going round the Hendersons' from tmrw? trying to plan my days"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "2 visits a day 19th-26th July, 8am + 6pm" in notes, notes
assert "so can we add a lunchtime one, 1ish" in notes, notes
reply = answer(f"(Fri 18/7/51; Poppy) {question}", notes,
               mock="3 times a day - 8am, about 1 and 6pm. The lunchtime one's for Pickle after her op: a garden wee "
                    "and her tablet.")
finish(question, expected="2 - 8am and 6pm", actual=reply)
