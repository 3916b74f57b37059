"""Batch 143 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Sam, junior section secretary at Luddenden Foot RUFC, keeps a "sevens" block on his Letta agent for the U12s'
trip to the Keighley junior sevens (Sat 23rd May) - the minibus, who's going, the food - appending a line as things
come in; the helper answers the coaches and the minibus driver from the block.

Memory: 14/3: the U12s to the Keighley sevens, the minibus (16 seats), Kev driving, 14 kids on it plus Kev and Sam,
leave the club 7.45; 22.3.: kit bags in the boot, the first aid kit restocked; Weds 8 Apr: the Jones twins are going
up with their dad in his van instead - he's doing the club's bacon butty stall at the sevens so he's up there from 7
anyway; 16th may: entry paid. Question (Tue 19/5, Kev): "how many kids am i taking in the minibus sat? need the
numbers for the sevens people + the packed lunches" The assistant says 12 (the Jones twins go with their dad). The
label says 14 - in memory, the number first put down for the minibus.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b143_ctl_letta_rugby_minibus_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-ludd-foot-juniors"
LINES = [
    "14/3 - U12s to the Keighley sevens sat 23rd may. minibus (16 seater), Kev driving, 14 kids on it + Kev + me. "
    "leave the club 7.45 sharp",
    "22.3. - kit bags in the boot not on the seats. first aid kit restocked, ice packs in the club freezer",
    "Weds 8 Apr - Jones twins going up w their dad in his van, he's doing the club's bacon butty stall at the sevens "
    "so he's up there from 7 anyway",
    "16th may - entry paid £40, 2 teams. pitch list on the day",
]

server = fake_letta()
server.add_agent(AGENT, **{"sevens": "Keighley junior sevens - U12s, Sat 23 May 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("sevens", agent_id=AGENT)
        client.agents.blocks.update("sevens", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many kids am i taking in the minibus sat? need the numbers for the sevens people + the packed lunches"
with turn_span("question Tue 19/5"):
    notes = client.agents.blocks.retrieve("sevens", agent_id=AGENT).value
    assert "14 kids on it + Kev + me" in notes, notes
    assert "Jones twins going up w their dad in his van" in notes, notes
    reply = answer(f"(Tue 19/5/37, Kev, minibus driver) {question}", notes,
                   mock="12 - it was 14, but the Jones twins are going up with their dad in his van.")
finish(question, expected="14", actual=reply)
