"""Batch 160 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Sue runs Westbrook Repair Cafe (second Saturday of the month at the Scout hut, 10-1) and keeps a "repair cafe"
block on her Letta agent, appending a line as things come up; people who want something fixed ask the agent.

Memory: 16th may: fixers for June, Kev + Imran on electrics, Pat sewing, Dave bikes, borrowing the council's PAT
tester; 22.5.: the council want their PAT tester back for their own audit, Kev says he'll buy one for the cafe, £180,
committee ok'd it; Tue 1 Jun: Kev's tester came, he's had a play, all good; 2038-06-08T20:30: Kev's knee op came
through for Thursday, he's laid up for 6 weeks, and Imran won't do electrics on his own (the insurance says 2 of
them), so no electricals this Saturday. Question (Fri 11/6, Pauline): "why's there no electrics tmrw?? my toaster's
been waiting since may" The assistant says Kev's having his knee op and Imran can't do electrics on his own (the
insurance needs two). The label says the council took their PAT tester back - the May hitch Kev sorted by buying
one.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b160_ctl_letta_repaircafe_electrics_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-westbrook-repair-cafe-sue"
LINES = [
    "16th may - fixers for june: Kev + Imran electrics, Pat sewing, Dave bikes. borrowing the council's PAT tester "
    "again",
    "22.5. - council want their PAT tester back for their own audit. Kev says he'll buy us one, £180, committee ok'd "
    "it",
    "Tue 1 Jun - Kev's tester came, he's had a play, all good 👍",
    "2038-06-08T20:30 - Kev's knee op came thru for thurs, he's laid up 6 wks. Imran won't do electrics on his own "
    "(insurance says 2 of us), so no electricals this sat - put a note on the FB page",
]

server = fake_letta()
server.add_agent(AGENT, **{"repair cafe": "Westbrook Repair Cafe - 2nd sat of the month, Scout hut, 10-1 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("repair cafe", agent_id=AGENT)
        client.agents.blocks.update("repair cafe", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's there no electrics tmrw?? my toaster's been waiting since may"
with turn_span("question Fri 11/6"):
    notes = client.agents.blocks.retrieve("repair cafe", agent_id=AGENT).value
    assert "council want their PAT tester back" in notes, notes
    assert "Kev's knee op came thru" in notes, notes
    reply = answer(f"(Fri 11/6/38, Pauline) {question}", notes,
                   mock="Kev's having his knee op and is laid up for 6 weeks, and Imran can't do electrics on his "
                        "own - the insurance needs two of them.")
finish(question, expected="the council took their PAT tester back", actual=reply)
