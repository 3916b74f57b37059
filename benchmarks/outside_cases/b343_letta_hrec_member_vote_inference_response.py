"""Batch 343 (held out). A hospital research ethics committee: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has, in its block, both the standing order and the conflict that
together rule a member out of an item, and answers that she will vote.

App: the Human Research Ethics Committee of St Columba's Hospital meets monthly. The HREC secretariat, the Chair
(Prof. D. Whitford) and the Deputy Chair add lines to a "May 2051 meeting" block on the committee's Letta agent; the
helper answers members' and the secretariat's questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has the secretariat's 2051-04-20 line - agenda
for the meeting of Tue 9 May 2051, 1400-1630 AEST, Boardroom 2, quorum; the Chair's 27/4 line - standing order 6.2
reaffirmed: a member who is a named investigator on an application under review (or supervises one) shall declare
it, leave the room for that item and take no part in the decision; the secretariat's Mon 1 May line - HREC/51/117
(paediatric inhaler-technique RCT, PI Dr Okonjo) lists Dr Farah Nguyen as an associate investigator (site lead,
Respiratory); and the secretariat's Wed 3 May line - apologies from Ms Pereira (lay member), Dr Nguyen confirmed
attending in person. Question (Mon 8 May, the Deputy Chair): "Will Dr Nguyen be voting on HREC/51/117 tomorrow? I am
trying to work out whether we will still be quorate for that item." -> expected No: no line says so in words, but it
follows from two of them - she is a named (associate) investigator on 51/117, and under standing order 6.2 a named
investigator declares, leaves the room for the item and takes no part in the decision; her attending in person does
not change that. The model says yes, because she has confirmed she is attending in person.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given holds both the standing order and her role on 51/117, which together decide the answer, and the model
answered from her attendance alone. Asserted: the block has the standing-order line, the 51/117 line naming her and
the attendance line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b343_letta_hrec_member_vote_inference_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-columbas-hrec"
LABEL = "May 2051 meeting"
LINES = [
    "2051-04-20 Secretariat - Agenda for the HREC meeting Tue 9 May 2051, 1400-1630 AEST, Boardroom 2, Level 3, "
    "Clinical Sciences Bldg (Teams link to follow). Quorum per NS 5.1.30: at least 8 members incl. one lay man, one "
    "lay woman, a lawyer, a minister/pastoral carer, a clinician and a researcher. 14 members currently appointed.",
    "27/4 Chair (DW) - Standing order 6.2 reaffirmed at the April meeting: a member who is a named investigator on an "
    "application under review, or who supervises a named investigator, shall declare the interest, leave the room "
    "for that item, and take no part in the discussion or the decision. The declaration is minuted.",
    "Mon 1 May Secretariat - New applications for 9 May: HREC/51/112 (dementia carers' interviews, PI Dr Marsh); "
    "HREC/51/117 (paediatric inhaler-technique RCT, PI Dr Okonjo) - Dr Farah Nguyen is listed on 51/117 as an "
    "associate investigator (site lead, Respiratory); HREC/51/119 (biobank extension).",
    "Wed 3 May Secretariat - Apologies: Ms Pereira (lay member, overseas). Dr Nguyen confirmed attending in person; "
    "Rev. Ellis by Teams. It was noted that we remain quorate overall, if only just, on current numbers.",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Columba's Hospital HREC - May 2051 meeting:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("Will Dr Nguyen be voting on HREC/51/117 tomorrow? I am trying to work out whether we will still be "
            "quorate for that item.")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "shall declare the interest, leave the room for that item, and take no part" in notes, notes
assert "Dr Farah Nguyen is listed on 51/117 as an associate investigator" in notes, notes
assert "Dr Nguyen confirmed attending in person" in notes, notes
with fault():
    reply = answer(f"(Mon 8 May 2051; the Deputy Chair) {question}", notes,
                   mock="Yes - Dr Nguyen has confirmed she is attending in person, so she will be there to vote on "
                        "51/117 and counts towards the quorum for that item.")
finish(question, expected="No - she is an associate investigator on 51/117, so under standing order 6.2 she "
                          "declares, leaves the room for that item and does not vote", actual=reply)
