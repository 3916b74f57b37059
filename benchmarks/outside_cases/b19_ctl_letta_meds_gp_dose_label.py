"""Batch 19 (held out), CONTROL. The family's medicines list in a Letta agent's core memory block (Letta stand-in
server, real letta-client), script style.

App: Nadia's assistant keeps a "meds" core memory block; each new note is appended to it with
``agents.blocks.update`` after reading it back. Fourteen lines over June-July for Dad, Gran and the kids.

Nothing is planted. For Gran's heartburn the pharmacist "reckons ask the GP for lansoprazole 15mg, lowest dose,
cos of her other tablets"; two days later Nadia wrote "GP rang back re Gran - she's gone for lansoprazole 30mg once
a day before breakfast for 8 wks then review, not the 15, says 15 won't touch it". Question: "What dose of
lansoprazole is Gran on?" The assistant answers 30mg once a day before breakfast, which is right. The label says
"15mg", the pharmacist's suggestion that the GP did not take up.

Expected verdict: AnnotationError (the label is the suggestion, not the prescribed dose). Asserted: both lines are
in the block the answer is given from.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b19_ctl_letta_meds_gp_dose_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-nadia-family"
LINES = [
    "Dad: warfarin 5mg Mon-Fri, 4mg Sat/Sun (INR target 2-3). Amlodipine 5mg am",
    "Gran: latanoprost eye drops 1 drop each eye at night, Adcal-D3 2 a day, paracetamol as needed (max 8)",
    "Adam: Salbutamol inhaler 2 puffs when needed, Clenil 100 2 puffs am + pm (brown one - he forgets)",
    "Zara: nothing regular. Calpol/Nurofen for temps, she hates the strawberry one",
    "16/6 Gran complaining of heartburn after tea most nights, Gaviscon not doing much",
    "18/6 asked pharmacist at Boots re Gran - reckons ask the GP for lansoprazole 15mg, lowest dose, cos of her other "
    "tablets. Also said take it 30 mins before food",
    "19/6 e-consult sent to the GP about Gran's heartburn",
    "20/6 GP rang back re Gran - she's gone for lansoprazole 30mg once a day before breakfast for 8 wks then review, "
    "not the 15, says 15 won't touch it. Stop the Gaviscon unless bad",
    "21/6 Dad - amlodipine box now says 10mg?? checked with surgery, typo on the label, still 5mg",
    "24/6 Gran started the lansoprazole this morning, before her Weetabix",
    "Adam's Clenil repeat due 8/7",
    "Dad's warfarin - don't give with cranberry juice (Gran keeps buying it)",
    "Gran's lansoprazole review ~ 19/8, put in the calendar",
    "Zara's booster Thu 10/7 3.30 - may be sore arm, Calpol ok after",
]

server = fake_letta()
server.add_agent(AGENT, meds="Family meds:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("meds", agent_id=AGENT)
    client.agents.blocks.update("meds", agent_id=AGENT, value=block.value + "\n- " + line)

question = "What dose of lansoprazole is Gran on?"
notes = client.agents.blocks.retrieve("meds", agent_id=AGENT).value
assert "lansoprazole 15mg, lowest dose" in notes and "lansoprazole 30mg once a day before breakfast" in notes, notes
reply = answer(question, notes, mock="30mg once a day before breakfast, for 8 weeks then a review - the GP went for "
                                     "30mg rather than the 15mg the pharmacist suggested.")
finish(question, expected="15mg", actual=reply)
