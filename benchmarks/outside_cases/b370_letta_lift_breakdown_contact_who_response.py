"""Batch 370 (held out). A housing society's lift AMC: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the new AMC vendor's breakdown contact in its block and gives the old one.

App: Kamal Kunj CHS (A wing, 13 floors, two lifts) had a comprehensive lift AMC with Ascend Elevators till
31-10-50. Mr. Deshpande (the secretary) and Mrs. Rao (the treasurer) add lines to a "lift AMC" block on the
society's Letta agent; the helper answers residents' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has the secretary's 05-04-50 line - AMC with
Ascend Elevators till 31-10-50, for a breakdown call Mr. Pillai (Ascend's service engineer), he comes within 2 hrs;
the treasurer's 18-08-50 line - quarterly service done by Ascend; the secretary's 02-11-50 line - Ascend wanted
₹2.4 lakh to renew (double!!), the MC decided not to renew, new AMC with Vertex Lifts from 01-11-50 at ₹1.65
lakh/yr, for breakdowns now call Mr. Kulkarni of Vertex (24x7 helpline on the notice board), Pillai is not our
vendor any more, kindly don't call him; and the secretary's 05-11-50 line - lift intercom repaired, alarm bell
tested. Question (Sat 12-11-50, Mrs. D'Souza, A-1203): "who to call if the lift gets stuck again? it stopped
between 7th and 8th flr yesterday for 10 mins 😰" -> expected Mr. Kulkarni of Vertex Lifts (the 24x7 helpline on
the board). The model says Mr. Pillai of Ascend Elevators.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model
was given says the Ascend AMC wasn't renewed and names Vertex's Mr. Kulkarni for breakdowns, and the model gave
Ascend's Mr. Pillai. Asserted: the block has the Ascend line and the Vertex line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b370_letta_lift_breakdown_contact_who_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kamal-kunj-chs"
LABEL = "lift AMC"
LINES = [
    "05-04-50 Secy (Deshpande) - Lift AMC with Ascend Elevators till 31-10-50, comprehensive. For breakdown call "
    "Mr. Pillai (Ascend service engg), no. on the notice board, he comes within 2 hrs",
    "18-08-50 Treasurer (Mrs. Rao) - quarterly service done by Ascend, rope lubrication + door sensor, nil charges as "
    "per AMC",
    "02-11-50 Secy - Ascend wanted ₹2.4 lakh to renew (double!!) so MC decided not to renew. New AMC with Vertex "
    "Lifts from 01-11-50, ₹1.65 lakh/yr. For breakdowns now call Mr. Kulkarni of Vertex, 24x7 helpline no. on the "
    "notice board. Pillai is NOT our vendor anymore, kindly don't call him",
    "05-11-50 Secy - lift intercom repaired, alarm bell tested ok. Kindly don't press the alarm for fun (kids!!)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kamal Kunj CHS - lift AMC 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who to call if the lift gets stuck again? it stopped between 7th and 8th flr yesterday for 10 mins 😰"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "For breakdown call Mr. Pillai (Ascend service engg)" in notes, notes
assert "For breakdowns now call Mr. Kulkarni of Vertex" in notes and "Pillai is NOT our vendor anymore" in notes, notes
with fault():
    reply = answer(f"(Sat 12-11-50; Mrs. D'Souza, A-1203) {question}", notes,
                   mock="Call Mr. Pillai, the Ascend Elevators service engineer - his number is on the notice board "
                        "and he comes within 2 hrs.")
finish(question, expected="Mr. Kulkarni of Vertex Lifts (24x7 helpline on the board) - Ascend's AMC wasn't renewed",
       actual=reply)
