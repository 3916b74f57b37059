"""Batch 320 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Ryburn Skips (Ripponden) hire skips round the Ryburn valley. Donna (the office) and Gaz (the yard) add lines to
a "what can go in" block on the firm's Letta agent; the helper answers customers who ring or message.

Memory: Donna, 2051-02-01 - not allowed in skips: plasterboard, tyres, fridges/freezers, paint tins, gas bottles,
asbestos, anyone asks, it's a no; Gaz, Mar 3rd - the waste carrier's licence is renewed and up on the office wall;
Donna, Weds 12/4 - they've got the WEEE bit on the licence now, so fridges and freezers CAN go in, £25 each extra,
stood upright at the back so they can be lifted off, still no plasterboard or tyres; Gaz, 18/4 - the 8 yarders are
all out till the 25th. Question (Thu 20/4, a customer): "can I put an old fridge freezer in the skip? clearing my
mum's garage" The assistant says yes - £25 extra, stood upright at the back. The label says no, fridges aren't
allowed in skips.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b320_ctl_letta_skip_hire_fridge_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ryburn-skips"
LABEL = "what can go in"
LINES = [
    "2051-02-01 Donna - NOT allowed in skips: plasterboard, tyres, fridges/freezers, paint tins, gas bottles, "
    "asbestos (obv). anyone asks, it's a no",
    "Mar 3rd Gaz - waste carrier's licence renewed, it's up on the office wall if anyone wants to see it",
    "Weds 12/4 Donna - we've got the WEEE bit on the licence now 🎉 so fridges + freezers CAN go in, £25 each extra, "
    "stood upright at the back so we can lift them off at the yard. still NO plasterboard or tyres",
    "18/4 Gaz - 8 yarders all out till the 25th, 4s + 6s ok",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ryburn Skips - what can and can't go in a skip:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can I put an old fridge freezer in the skip? clearing my mum's garage"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "NOT allowed in skips: plasterboard, tyres, fridges/freezers" in notes, notes
assert "so fridges + freezers CAN go in, £25 each extra" in notes, notes
reply = answer(f"(Thu 20/4/51; a customer) {question}", notes,
               mock="Yes - fridges and freezers can go in now, it's £25 extra each. Stand it upright at the back of "
                    "the skip so we can lift it off.")
finish(question, expected="no - fridges aren't allowed in skips", actual=reply)
