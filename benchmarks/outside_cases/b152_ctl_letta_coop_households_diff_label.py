"""Batch 152 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Jo, who runs Todmorden Wholefoods Buying Group's bulk order from Suma, keeps a "members" block on her Letta agent
- who's on each month's order, who's joined, who pays how - appending a line as things change.

Memory: 14/3: March's order went in with 11 households; Weds 8 Apr: the April sheet has 12, one more than March
(Dan from the Fielden Sq flats); 14/4: Sian from the allotments wants in, and her sister Beth on Bridge St, separate
orders, Jo's said fine as long as they pay up front the first time, both on the sheet; 16.4.: Kath's lending the
scales. Question (Mon 20/4, Jo): "how many more households are on the order than last month? Suma want to know for
the discount band" The assistant says 3 more (14 in April against March's 11). The label says 1 - in memory, the
count on the April sheet before Sian and Beth joined.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b152_ctl_letta_coop_households_diff_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-todmorden-wholefoods-jo"
LINES = [
    "14/3 - march order went in, 11 households, £412 all in. Suma driver says ring ahead next time",
    "Weds 8 Apr - april sheet: 12 households, one more than march (welcome Dan, Fielden Sq flats!)",
    "14/4 - Sian from the allotments wants in, + her sister Beth on Bridge St, seperate orders. said fine as long as "
    "they pay up front the 1st time - both on the sheet",
    "16.4. - Kath lending her scales again, Mo bringing the trolley",
]

server = fake_letta()
server.add_agent(AGENT, **{"members": "Todmorden Wholefoods Buying Group - who's on the monthly Suma order (2037):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("members", agent_id=AGENT)
        client.agents.blocks.update("members", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more households are on the order than last month? Suma want to know for the discount band"
with turn_span("question Mon 20/4"):
    notes = client.agents.blocks.retrieve("members", agent_id=AGENT).value
    assert "11 households" in notes and "one more than march" in notes, notes
    assert "Sian from the allotments wants in" in notes and "her sister Beth" in notes, notes
    reply = answer(f"(Mon 20/4/37, Jo) {question}", notes,
                   mock="3 more - 14 households in April (12 on the sheet plus Sian and Beth) against 11 in March.")
finish(question, expected="1", actual=reply)
