"""Batch 113 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: the Tri-Valley Quiz League's secretary, Ray, keeps the season's notes in a Letta agent's "league" block,
appending lines as they come; the helper answers captains from the block.

Memory: 12 teams signed up at the AGM on Tue 1st Sept (the list has the Kings Arms in div 2); later Mick at the
Kings Arms is selling up end of Sept, the new people don't want a quiz, so the Kings team's out and the fixtures
are being redone. Question (Mon 12/10, the Swan's new captain): "how many teams are in the league this season?"
The assistant says 11. The label says 12 - the AGM count, in memory, but not the teams playing.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b113_ctl_letta_quiz_league_teams_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-tri-valley-quiz"
LINES = [
    "AGM Tue 1st Sept - 12 teams signed up for 2037-38. div 1: Crown, Red Lion, Quizteam Aguilera, Plough, Fox & "
    "Hounds, Swan. div 2: Bell, Miners A, Miners B, Kings Arms, the Vic, Hetton WMC",
    "subs £40 a team by 31/10. start 8.30, 6 rounds + a picture round, 10 pts a round",
    "Mick at the Kings Arms is selling up end of sept, new people don't want a quiz night so the Kings team's out - "
    "gutted, they'd been in since 2019. redoing div 2 fixtures, byes on the weeks they'd have had",
    "Plough flooded 3/10, their home fixtures at the Miners Welfare for oct",
    "Hetton WMC asked to move to weds - said no, thursdays or nothing",
]

server = fake_letta()
server.add_agent(AGENT, **{"league": "Tri-Valley Quiz League 2037-38 notes (Ray):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("league", agent_id=AGENT)
    client.agents.blocks.update("league", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many teams are in the league this season?"
notes = client.agents.blocks.retrieve("league", agent_id=AGENT).value
assert "12 teams signed up" in notes and "Kings team's out" in notes
reply = answer(f"(Mon 12/10/37, Sian, the Swan's new captain) {question}", notes,
               mock="11 - twelve signed up at the AGM but the Kings Arms have dropped out with the pub changing "
                    "hands, so div 2 has five.")
finish(question, expected="12 - six in each division", actual=reply)
