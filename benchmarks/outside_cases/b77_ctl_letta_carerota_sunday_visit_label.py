"""Batch 77 (held out), control. A home care rota for an elderly parent: Letta core memory block (offline stand-in
of tests/instrumentations), script style (each call its own trace).

App: Ange keeps a "mum" block on a Letta agent for the three siblings who look after their mum Irene (88,
Kidderminster), and adds a line whenever something comes up. On the rota the eldest, Martin, has Tuesdays and
Saturdays and Ange (the youngest) Wednesdays and Sundays. Ange is in Tenerife 14-21 May for her friend's 50th; Sue
(the middle one) is going round on Sunday the 15th and Martin is doing the Wednesday, 18th.

No fault planted. Question (Thu 12/5, the Crossroads carer): "who's seeing to Irene on Sunday?" The model answers
Sue, the middle sister, right per memory. The label says Ange, the youngest, whose day Sunday is. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b77_ctl_letta_carerota_sunday_visit_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-irene-care"
LINES = [
    "rota: Sue Mon + Thu, Martin (eldest) Tue + Sat, me (Ange) Wed + Sun. Crossroads carer Fri 10-12",
    "Sunday = the big one, roast + check the dosette for the week + bins out for Mon",
    "Tenerife 14-21 May for Bev's 50th!! flights booked, 6.20am from Brum",
    "Sue says she'll go round Sun 15th, she'll take Mum to church first then do the roast. Martin's got my Wed",
    "chiropodist every 8 wks, next one 1/6, £28 from the tin",
    "Martin's car in for MOT tues 10/5, he'll get the bus to Mum's",
]

server = fake_letta()
server.add_agent(AGENT, **{"mum": "Irene (Mum) - care notes, Ange keeps these:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("mum", agent_id=AGENT)
    client.agents.blocks.update("mum", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's seeing to Irene on Sunday?"
notes = client.agents.blocks.retrieve("mum", agent_id=AGENT).value
assert "me (Ange) Wed + Sun" in notes and "Sue says she'll go round Sun 15th" in notes
reply = answer(f"(Thu 12/5/33, Lorna, the Crossroads carer, asking) {question}", notes,
               mock="Sue, the middle sister - she's taking your mum to church first and then doing the Sunday "
                    "roast, while Ange is in Tenerife.")
finish(question, expected="Ange - Sundays are the youngest's", actual=reply)
