"""Batch 233 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Rainbow playgroup in Golcar put on their nativity at the Baptist church on Weds 14th December 2050, 2pm -
the story, four songs, mince pies and squash in the back room after. Gill (the playgroup leader) and Sue (her
deputy) add lines to a "nativity" block on the playgroup's Letta agent; the helper answers parents from it.

Memory: 2050-11-09T12:00 Gill - nativity Weds 14th Dec 2pm at the Baptist church, doors 1.45; 16th Nov Gill - last
year's went on an hour and a half, far too long for the little ones (the 2 year olds were in bits by the end), so
this year it's just the four songs and the story, 40 mins tops; Tue 22nd Nov Sue - mince pies and squash in the back
room after, costumes back in the box please; Fri 2 Dec Gill - Rev Alan's saying a few words at the start, a couple
of minutes. Question (Mon 12/12, Dan, a dad): "how long does the nativity itself go on for? need to tell work how
long I'll be gone" The assistant says about 40 minutes at most (from 2, with a couple of minutes from Rev Alan at
the start). The label says an hour and a half - how long last year's went on.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b233_ctl_letta_nativity_length_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-rainbow-playgroup"
LABEL = "nativity"
LINES = [
    "2050-11-09T12:00 Gill - NATIVITY ⭐ weds 14th dec 2pm at the Baptist church, doors 1.45. parents + grandparents "
    "welcome, no tickets",
    "16th Nov Gill - last yr's went on an hour + a half 😬 way too long for the little ones, the 2 yr olds were in "
    "bits by the end. so this yr it's just the 4 songs + the story, 40 mins tops",
    "Tue 22nd Nov Sue - mince pies + squash in the back room after, costumes back in the box pls (esp the crowns!)",
    "Fri 2 Dec Gill - Rev Alan's saying a few words at the start, couple of mins, he promised 🙏",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Rainbow playgroup Golcar - nativity 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long does the nativity itself go on for? need to tell work how long I'll be gone"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "went on an hour + a half" in notes and "40 mins tops" in notes, notes
assert "couple of mins" in notes, notes
reply = answer(f"(Mon 12/12/50; Dan, dad of Alfie - a sheep) {question}", notes,
               mock="About 40 minutes at most - it starts at 2, Rev Alan says a few words for a couple of minutes, "
                    "then the story and the four songs.")
finish(question, expected="an hour and a half", actual=reply)
