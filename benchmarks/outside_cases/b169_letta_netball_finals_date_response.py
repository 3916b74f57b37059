"""Batch 169 (held out). A netball club's summer league: Letta core memory block (offline stand-in), one root span per
note and one for the question; the answer call has the block with the moved finals night and gives the old date.

App: Ashworth Netball Club's summer league runs Tuesday nights in May-July 2040 on St Bede's school courts, 8 teams,
finals night with the presentation and a buffet at the Crown after. Kerry, the league secretary, keeps a "summer
league" block on the club's Letta agent, appending a line as things come up; players ask the agent.

Planted fault (ResponseError, ignored sufficient context): the block has, from 2040-04-20T19:30, Kerry - finals night
Tue 17th July, presentation and buffet at the Crown after; from 22.5., Kerry - St Bede's need the courts back on the
17th for their sports day (it got rained off in June), so finals night's the Weds, the 18th, same times, the Crown are
fine to move the buffet; from Tue 3rd July, Jo - the trophies are engraved; from 9/7, Kerry - the semis results. The
model answers from the first line. Question (Thu 12/7, Leanne, a Falcons player): "what date's finals night? need to
swap a shift at work" -> expected Weds 18th July. The assistant says Tue 17th July.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the line moving finals
night to Weds 18th is in the block the model was given, next to the 17th it answered with. Asserted: both lines are in
the notes passed to the answer call.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b169_letta_netball_finals_date_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-ashworth-netball-summer-league"
LINES = [
    "2040-04-20T19:30 Kerry - 8 teams in, tues nights at St Bede's. finals night Tue 17th July, presentation + buffet "
    "at the Crown after 🏆",
    "22.5. Kerry - St Bede's need the courts back on the 17th for their sports day (got rained off in june) so finals "
    "night's the weds, 18th, same times. Crown are fine to move the buffet",
    "Tue 3rd July Jo - trophies engraved!! player of the season still a secret",
    "9/7 Kerry - semis: Falcons beat Hornets 28-25, Ravens beat Kestrels 31-19. final = Falcons v Ravens 7.20",
]

server = fake_letta()
server.add_agent(AGENT, **{"summer league": "Ashworth Netball Club - summer league 2040 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("summer league", agent_id=AGENT)
        client.agents.blocks.update("summer league", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what date's finals night? need to swap a shift at work"
with turn_span("question Thu 12/7"):
    notes = client.agents.blocks.retrieve("summer league", agent_id=AGENT).value
    assert "finals night Tue 17th July" in notes, notes
    assert "finals night's the weds, 18th" in notes, notes
    with fault():
        reply = answer(f"(Thu 12/7/40; Leanne, who plays for the Falcons) {question}", notes,
                       mock="Tue 17th July - the final's at 7.20, then the presentation and buffet at the Crown.")
finish(question, expected="Weds 18th July - St Bede's have their sports day on the 17th", actual=reply)
