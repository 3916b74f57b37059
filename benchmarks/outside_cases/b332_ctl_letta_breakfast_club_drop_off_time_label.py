"""Batch 332 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Early Risers is the breakfast club at Greenhill Primary in Bingley, run in the school hall by Mrs Hussain and
two teaching assistants. The school office and Mrs Hussain add lines to a "breakfast club" block on the school's
Letta agent; the helper answers parents' questions from it.

Memory: office, 2051-09-04T08:30 - Early Risers opens 8am, in by the hall doors, last in 8.30, £3 a morning on
ParentPay; Mrs Hussain, 10/10 - toast, cereal, fruit, crumpets on a Friday, tell us about allergies; Mrs Hussain,
Mon 30th Oct - from after half term we've got Mrs Kaur on as well, so we're opening at 7.45, same door, same price;
office, Fri 17/11 - no Early Risers on Fri 1st Dec (INSET). Question (Weds 22/11, Tom, dad of Noah in Year 1): "what's
the earliest I can drop Noah at breakfast club? I've started on earlies at the depot" The assistant says 7.45 (since
half term, with Mrs Kaur on). The label says 8am.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b332_ctl_letta_breakfast_club_drop_off_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-greenhill-primary"
LABEL = "breakfast club"
LINES = [
    "2051-09-04T08:30 office - EARLY RISERS 🌅 opens 8am, in by the hall doors, last in 8.30. £3 a morning on "
    "ParentPay, book by the thurs before",
    "10/10 Mrs Hussain - toast, cereal, fruit + crumpets on a fri! pls tell us about allergies even if the office "
    "knows",
    "Mon 30th Oct Mrs Hussain - from after half term we've got Mrs Kaur on as well 🙌 so we're opening at 7.45, same "
    "door, same price",
    "Fri 17/11 office - no Early Risers on fri 1st dec (INSET day), school's shut",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Greenhill Primary - Early Risers breakfast club:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what's the earliest I can drop Noah at breakfast club? I've started on earlies at the depot"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "opens 8am, in by the hall doors" in notes, notes
assert "so we're opening at 7.45, same door" in notes, notes
reply = answer(f"(Weds 22/11/51; Tom, dad of Noah in Year 1) {question}", notes,
               mock="7.45 - since half term they've had Mrs Kaur on too, so Early Risers opens at 7.45, in by the "
                    "hall doors.")
finish(question, expected="8am", actual=reply)
