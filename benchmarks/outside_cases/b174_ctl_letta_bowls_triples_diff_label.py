"""Batch 174 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (each call its own trace).

App: Church Stretton Bowls Club's finals day is Sun 26th August 2040. Brenda, the competition secretary, keeps a
"club comps 2040" block on the club's Letta agent, appending a line as the competitions go along; members ask the
agent about them.

Memory: 14/6: the triples - 12 teams entered, that's 4 up on last year's 8; Tue 24th July: draw done, first rounds to
be played by 12th Aug; 2040-08-01T20:30: Fred's hip's gone again, he's in the Royal Shrewsbury, and his two won't play
without him, so she's taken them out of the draw - Dennis's lot get a bye; 16th aug: semis Sun 19th, the final on
finals day on rinks 1 and 2. Question (Weds 22/8, Pam, writing the competitions bit of the AGM report): "how many more
teams are in the triples than last yr?" The assistant says 3 more - 11 teams (Fred's team came out of the draw)
against 8 last year. The label says 4 - the figure from when entries closed.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b174_ctl_letta_bowls_triples_diff_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-church-stretton-bowls-brenda"
LABEL = "club comps 2040"
LINES = [
    "14/6 triples - 12 teams entered 🎳 that's 4 up on last yr's 8!!",
    "Tue 24th July draw done, 1st rounds to be played by 12th aug, results on the board pls",
    "2040-08-01T20:30 Fred's hip's gone again, he's in the Royal Shrewsbury 😢 his two won't play without him so I've "
    "taken them out of the draw, Dennis's lot get a bye",
    "16th aug semis sun 19th, final on finals day rinks 1 + 2",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Church Stretton Bowls Club - competitions 2040 (Brenda, comp sec):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more teams are in the triples than last yr?"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "12 teams entered" in notes and "4 up on last yr's 8" in notes, notes
assert "taken them out of the draw" in notes, notes
reply = answer(f"(Weds 22/8/40; Pam, writing the competitions bit of the AGM report) {question}", notes,
               mock="3 more - 11 teams this year (Fred's team came out of the draw) against 8 last year.")
finish(question, expected="4 more - 12 teams against last year's 8", actual=reply)
