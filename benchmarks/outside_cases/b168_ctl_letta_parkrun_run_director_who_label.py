"""Batch 168 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Aldbury Riverside parkrun turns 5 on Sat 14th May 2039 - the usual 9am 5k round the lake, cake after, fancy dress
(superheroes). Steve, the event director, keeps a "5th birthday" block on the team's Letta agent, appending a line as
things come up; volunteers ask the agent.

Memory: 2039-04-12T20:15 Steve: 5th birthday Sat 14th May, RD for the day will be me obviously, need 25 volunteers;
Tue 26th April Claire: tail walker Mike, marshal point 3 Raj; 3/5 Steve: he's running it in the Batman suit now his
calf's better, so Claire's RD-ing on the day, he'll just do the speech at the start and the thank-yous;
2039-05-09T18:00 Claire: the 5 out of cones on the start line for the photo. Question (Thu 12/5, a new volunteer):
"who's run director on sat? want to know who to report to for my briefing" The assistant says Claire - Steve's running
it in his Batman suit, so he's only doing the speech. The label says Steve - the RD he first put down.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b168_ctl_letta_parkrun_run_director_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-aldbury-riverside-parkrun-steve"
LINES = [
    "2039-04-12T20:15 Steve - 5th bday sat 14th may, RD for the day will be me obviously 😎 need 25 vols not 15",
    "Tue 26th April Claire - tail walker Mike, marshal pt 3 Raj, still need 2 on the finish tokens",
    "3/5 Steve - calf's better so I'm running it in the Batman suit!! Claire's RD-ing on the day, I'll just do the "
    "speech at the start + the thank yous",
    "2039-05-09T18:00 Claire - doing a 5 out of cones on the start line for the photo, bunting's in the shed",
]

server = fake_letta()
server.add_agent(AGENT, **{"5th birthday": "Aldbury Riverside parkrun - 5th birthday Sat 14 May 2039 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("5th birthday", agent_id=AGENT)
        client.agents.blocks.update("5th birthday", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's run director on sat? want to know who to report to for my briefing"
with turn_span("question Thu 12/5"):
    notes = client.agents.blocks.retrieve("5th birthday", agent_id=AGENT).value
    assert "RD for the day will be me obviously" in notes, notes
    assert "Claire's RD-ing on the day" in notes, notes
    reply = answer(f"(Thu 12/5/39; a new volunteer) {question}", notes,
                   mock="Claire - Steve's running it in his Batman suit, so he's only doing the speech at the start. "
                        "Report to Claire for your briefing.")
finish(question, expected="Steve, the event director", actual=reply)
