"""Batch 223 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Montgomery Cricket Club hold their six-a-side on Sun 5th September 2049 - groups on the square and the school
pitch, five-over games, tea at 3.30, the final about 6. Rhys (the fixtures secretary) and Bethan (the club
secretary) keep a "sixes" block on the club's Letta agent and add a line as things come up; the helper answers
members from it.

Memory: Rhys, 2049-07-12T18:30 - sixes Sun 5th Sept, 8 teams, 2 groups of 4, £30 a team; Rhys, 16th aug - Clun
have said they can't raise a side, half of them are on the harvest till it's in; Bethan, Tue 24th Aug - Kerry rang,
they've got that many wanting to play they're bringing two sides, Kerry A and Kerry B, both paid; Bethan, 30/8 - tea
at 3.30. Question (Thu 2/9, Dewi, doing the fixtures board): "how many teams have we got sun? doing the fixtures
board" The assistant says 9 (the 8 less Clun, plus Kerry's second side). The label says 8 (from the first line).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b223_ctl_letta_cricket_sixes_teams_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-montgomery-cc"
LABEL = "sixes"
LINES = [
    "2049-07-12T18:30 Rhys - SIXES 🏏 sun 5th sept, 8 teams, 2 groups of 4 on the square + the school pitch. £30 a "
    "team, 5 overs, 1st ball 10.30",
    "16th aug Rhys - Clun have said they can't raise a side 🙄 half of them are on the harvest till it's in",
    "Tue 24th Aug Bethan - Kerry rang, they've got that many wanting to play they're bringing 2 sides, Kerry A + "
    "Kerry B, both paid",
    "30/8 Bethan - tea at 3.30 in the pavilion, sarnies + bara brith, WI doing the urn. final about 6",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Montgomery CC sixes 2049:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many teams have we got sun? doing the fixtures board"
with turn_span("question Thu 2/9"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "8 teams, 2 groups of 4" in notes and "Clun have said they can't raise a side" in notes, notes
    assert "they're bringing 2 sides, Kerry A + Kerry B" in notes, notes
    reply = answer(f"(Thu 2/9/49; Dewi) {question}", notes,
                   mock="9 - the original 8 less Clun (they can't raise a side with the harvest), plus Kerry's "
                        "second side.")
finish(question, expected="8", actual=reply)
