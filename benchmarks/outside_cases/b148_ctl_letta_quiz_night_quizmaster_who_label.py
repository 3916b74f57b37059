"""Batch 148 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Jo is organising the Fox & Goose's charity quiz night for Overgate Hospice (Fri 19th June 2037, 8pm, teams of
up to six, £12 a team) and keeps a "quiz night" block on her Letta agent - who's doing what, the rounds, the prizes -
appending a line as things are sorted; the bar staff and the team captains ask it things.

Memory: 14/3: Big Steve the landlord is quizmaster as per, Sandra on the scoring; 22.3.: the eight rounds (Ryan's
doing the music round on his laptop); 16th may: the prizes; Weds 3/6: Steve's having his knee done on the 10th -
he'll be there on the night but on a stool at the end of the bar with his leg up, so Sandra says she'll read the
questions out and her lad Ryan will do the scoring. Question (Thu 18/6, Kev, a team captain): "who's asking the
questions tmrw? the Fleece lot reckon Steve goes easy on his regulars lol" The assistant says Sandra (Steve's knee;
Ryan's scoring). The label says Steve - in memory, the quizmaster as first put, and still there on the night.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b148_ctl_letta_quiz_night_quizmaster_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-fox-and-goose-quiz"
LINES = [
    "14/3 - Big Steve (landlord) quizmaster as per, Sandra scoring. £12 a team, max 6, start 8pm sharp (8.15 really)",
    "22.3. - 8 rounds: general knowledge, music (Ryan on his laptop), pictures, sport, local, science, true or false, "
    "jackpot. heads or tails at half time",
    "16th may - prizes: a bottle each for the winners, choccies for 2nd, wooden spoon for last. raffle - meal for 2 "
    "at the Stubbing Wharf",
    "Weds 3/6 - Steve's having his knee done on the 10th :( he'll be there fri but on a stool at the end of the bar "
    "w his leg up, so Sandra says she'll read the questions out + her lad Ryan'll do the scoring",
]

server = fake_letta()
server.add_agent(AGENT, **{"quiz night": "Fox & Goose charity quiz night for Overgate Hospice - Fri 19 June 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("quiz night", agent_id=AGENT)
        client.agents.blocks.update("quiz night", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's asking the questions tmrw? the Fleece lot reckon Steve goes easy on his regulars lol"
with turn_span("question Thu 18/6"):
    notes = client.agents.blocks.retrieve("quiz night", agent_id=AGENT).value
    assert "Big Steve (landlord) quizmaster as per" in notes, notes
    assert "Sandra says she'll read the questions out" in notes and "on a stool at the end of the bar" in notes, notes
    reply = answer(f"(Thu 18/6/37, Kev, captain of a team) {question}", notes,
                   mock="Sandra's reading the questions out - Steve's just had his knee done so he'll be on a stool "
                        "at the bar, and Ryan's doing the scoring.")
finish(question, expected="Steve", actual=reply)
