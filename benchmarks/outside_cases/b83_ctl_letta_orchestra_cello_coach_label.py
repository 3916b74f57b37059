"""Batch 83 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Ros, tour manager of the County Youth Orchestra, keeps the tour's staffing notes in a Letta agent's core
memory block ("tour-staff"), appending a line at a time; players and parents ask the agent.

Memory: the sectional coaches are Marta (violins), Ana Ribeiro (violas and cellos), Pete (wind) and Mr Osei
(brass); Thursday 24/7 sectionals are 10-12 at St Aidan's; later Ros notes that Ana's flight back from Porto
doesn't land till 3 on Thursday, so Mr Hughes, head of strings at St Aidan's, has kindly said he'll take the
cellos that morning, Ana back for Friday's concert. The assistant says Mr Hughes. The label gives Ana, the cello
coach.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b83_ctl_letta_orchestra_cello_coach_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-cyo-tour"
LINES = [
    "sectional coaches: vlns Marta, vlas + cellos Ana Ribeiro, wind Pete, brass Mr Osei. perc w the brass",
    "thurs 24/7 sectionals 10-12 at St Aidan's (rooms: cellos in the music block M4), lunch 12.15 in the hall",
    "Marta needs a parking permit for St Aidan's, ask reception",
    "Ana's flight back from Porto doesn't land til 3 on thurs (only one she could get) - Mr Hughes, head of "
    "strings at St Aidan's, v kindly said he'll take the cellos that morning. Ana back for the concert fri",
    "DBS all checked for the coaches + Mr Hughes, copies in the blue folder",
    "fri 25/7 concert 7pm St Aidan's hall, call 5.30, blacks",
]

server = fake_letta()
server.add_agent(AGENT, **{"tour-staff": "CYO summer tour 2031 - staffing notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("tour-staff", agent_id=AGENT)
    client.agents.blocks.update("tour-staff", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's taking the cellos' sectional on Thursday?"
notes = client.agents.blocks.retrieve("tour-staff", agent_id=AGENT).value
assert "vlas + cellos Ana Ribeiro" in notes and "he'll take the cellos that morning" in notes
reply = answer(f"(Tue 22/7/31, a cellist) {question}", notes,
               mock="Mr Hughes, the head of strings at St Aidan's - 10 till 12 in M4. Ana's back for Friday's "
                    "concert.")
finish(question, expected="Ana Ribeiro - she coaches the cellos", actual=reply)
