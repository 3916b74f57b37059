"""Batch 357 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Fairbairns keep a "claims - Nala" block on their household Letta agent for their cat's insurance (Nala,
BSH, 5y FN, Purrfect Cover, policy PC-77120); each claim and each call with the insurer is a line in it, and the
agent answers from the block.

Memory: 2050-01-09 - claim 1, otitis externa, £186.40, paid 30/1 less the £99 excess; 3/3 - claim 2, dental, two
extractions after she fractured a PM4, £640 submitted; 10/3 - claim 3, X-rays and sedation for the lameness L hind,
£310 submitted; 12/3 - 2 claims open, £950 waiting on from Purrfect; Thu 17/3 - rang them, withdrew the dental claim:
they said it'd go down as dental disease, not the accident, and they'd rather pay it than have her teeth excluded at
renewal, confirmation ref W-2231. Question (Mon 28/3, Ruth Fairbairn): "how much are we still waiting on from the
insurance for Nala?" The assistant says £310 - only the X-ray claim is open, the dental one was withdrawn. The label
says £950 - the two-claims total from before the dental claim was withdrawn ("we'd rather pay it").
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b357_ctl_letta_petinsurance_outstanding_sum_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fairbairn-household"
LABEL = "claims - Nala"
LINES = [
    "2050-01-09 claim 1 - Nala otitis ext (R ear), inv £186.40, PAID 30/1 less £99 xs 👍",
    "3/3 claim 2 - dental, 2 x extractions after she fractured a PM4 (fell off the wardrobe 🙄) - £640 submitted",
    "10/3 claim 3 - X-rays + sedation, lameness L hind (NAD on rads thank god) - £310 submitted",
    "12/3 2 claims open, £950 waiting on from Purrfect",
    "Thu 17/3 rang Purrfect - withdrew the dental claim. they said the notes say it'll go down as dental disease not "
    "the accident + we'd rather pay it than have her teeth excluded at renewal. ref W-2231",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Nala (BSH, 5y FN) - Purrfect Cover, pol PC-77120:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much are we still waiting on from the insurance for Nala?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "2 claims open, £950 waiting on from Purrfect" in notes, notes
assert "withdrew the dental claim" in notes and "£310 submitted" in notes, notes
reply = answer(f"(Mon 28/3/50; Ruth) {question}", notes,
               mock="£310 - just the X-ray claim is still open; the £640 dental claim was withdrawn on the 17th.")
finish(question, expected="£950", actual=reply)
