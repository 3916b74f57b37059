"""Batch 170 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: the Mid-Wyre Darts League finals night is Fri 20th May 2039 in the Legion club's function room - pairs and
singles finals, a buffet, the presentation, a DJ after. Sue (league secretary) keeps a "finals night" block on the
league's Letta agent, appending a line as things come up; committee members ask the agent.

Memory: 14/3 Sue: function room booked for the 20th, 6 till 11, 5 hrs should be plenty if the pairs don't drag;
22.3. Sue: singles final Gareth Price v Mo Saleem, best of 9; Tue 3rd May Kev (the Legion's steward): the late licence
came through for the 20th, bar's open till 12 so the room's theirs till half 12, same start; 2039-05-16T20:10 Sue: DJ
after the presentation, Big Col. Question (Weds 18/5, Dean, new on the committee, doing the hire form): "how long have
we got the function room for on fri? putting it on the hire form" The assistant says 6 and a half hours - 6 till half
12 now the late licence has come through. The label says 5 hours - the 6 till 11 first booked.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b170_ctl_letta_darts_room_howlong_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-mid-wyre-darts-league-sue"
LINES = [
    "14/3 Sue - function room booked for the 20th, 6 till 11. 5 hrs should be plenty if the pairs don't drag 🎯",
    "22.3. Sue - singles final Gareth Price v Mo Saleem, best of 9 legs",
    "Tue 3rd May Kev (Legion) - late licence came thru for the 20th!! bar's open till 12 so the room's ours till half "
    "12, same start",
    "2039-05-16T20:10 Sue - DJ after the presentation, Big Col, he's bringing his own lights",
]

server = fake_letta()
server.add_agent(AGENT, **{"finals night": "Mid-Wyre Darts League - finals night Fri 20 May 2039 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("finals night", agent_id=AGENT)
        client.agents.blocks.update("finals night", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long have we got the function room for on fri? putting it on the hire form"
with turn_span("question Weds 18/5"):
    notes = client.agents.blocks.retrieve("finals night", agent_id=AGENT).value
    assert "6 till 11. 5 hrs should be plenty" in notes, notes
    assert "the room's ours till half 12, same start" in notes, notes
    reply = answer(f"(Weds 18/5/39; Dean, new on the committee) {question}", notes,
                   mock="6 and a half hours - 6pm till half 12, now the late licence has come through.")
finish(question, expected="5 hours", actual=reply)
