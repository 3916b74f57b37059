"""Batch 105 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: Lorraine, who does the bookings and invoices for Sian Morgan's home-visit chiropody, keeps the April money
notes in a Letta agent's core memory block ("april-fees"), a line at a time; the agent answers Sian on her rounds.

Memory: the fees are £32 a routine visit and £8 extra for verruca treatment; Mrs Kaur (Thorley Park) is nails plus
the verruca, so £40 a visit; her son Harj does it by bank transfer; Harj sent £80 on 16/4 for her last visit and
this Thursday's together, it's in the account, and Mrs Kaur will still try to give Sian a twenty - she's not to
take it. Question (Thu 23/4, Sian in the car outside): "how much am i taking off mrs kaur today?" The assistant
says nothing, her son's already sent it. The label says £40 for the nails and the verruca.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b105_ctl_letta_chiropody_kaur_fee_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sm-chiro-fees"
LINES = [
    "fees from 1/4: routine home visit £32, verruca treatment £8 on top, dressings £15",
    "Mrs Kaur, 9 Birch Way Thorley Pk - nails + verruca = £40 a visit. son Harj pays by bank transfer, ref KAUR",
    "Harj sent £80 on 16/4 = her 9th April visit + this thurs 23rd in one go, showing in the account. she'll "
    "still try n give Sian a £20 note, Sian's NOT to take it (Harj's words!)",
    "Mrs Bell paid by cheque 9/4, £32, banked 13th",
    "mileage claim for march sent, 312 mi @ 45p",
]

server = fake_letta()
server.add_agent(AGENT, **{"april-fees": "Sian Morgan chiropody - April money notes (Lorraine):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("april-fees", agent_id=AGENT)
    client.agents.blocks.update("april-fees", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much am i taking off mrs kaur today?"
notes = client.agents.blocks.retrieve("april-fees", agent_id=AGENT).value
assert "nails + verruca = £40 a visit" in notes and "Harj sent £80 on 16/4" in notes
reply = answer(f"(Thu 23/4/37, Sian, outside Mrs Kaur's) {question}", notes,
               mock="Nothing - Harj sent £80 on the 16th, which covers today's visit as well as the last one. "
                    "If she offers you a twenty, Harj says don't take it.")
finish(question, expected="£40 - nails and the verruca", actual=reply)
