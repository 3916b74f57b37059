"""Batch 138 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Karen, secretary of Holme Valley Silver Band, keeps a "contests" block on her Letta agent - what the band's
playing where, the draw, the coach, who's away - appending a line as things come in; the helper answers the band
from the block.

Memory: 14/1: Russell's own-choice programme for the Spring Festival (Sat 27 Mar, King George's Hall, Blackburn, 15
min max): The Wizard (march), Lament for Tom, and Jubilance with Emma on the cornet solo; 6/3: the Areas result
(4th, Russell pleased); 22.3.: the coach for Blackburn; Tue 23rd: Emma's got her uni open day in Durham that
weekend, so Russell's putting the 3rd movement of Hymn of the Highlands (Dundonnell) in where her solo was, parts off
Dobcross, first go at it Thursday. Question (Thu 25/3, Pete, the librarian): "what are we playing sat? need to sort
the pads for the stands" The assistant says The Wizard, Lament for Tom and Dundonnell (Hymn of the Highlands, 3rd
mvt) - Jubilance is out with Emma away. The label says The Wizard, Lament for Tom and Jubilance - in memory, the
programme as Russell first picked it.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b138_ctl_letta_brassband_programme_list_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-holme-valley-band"
LINES = [
    "14/1 - Russell's picked the own choice for the Spring Festival (sat 27 mar, King George's Hall Blackburn, 15 "
    "min max): The Wizard (march), Lament for Tom, then Jubilance w Emma on the cornet solo",
    "6/3 - AREAS 4th!! Russell chuffed, says the slow mvt was the best we've played it",
    "22.3. - coach for Blackburn is Hulley's again, 7.15am from the bandroom, draw's 9.30",
    "Tue 23rd - Emma's got her uni open day in Durham that wkend so Russell's putting Hymn of the Highlands 3rd "
    "mvt (Dundonnell) in where her solo was. parts off Dobcross, first go at it thurs",
]

server = fake_letta()
server.add_agent(AGENT, **{"contests": "Holme Valley Silver Band - contests 2038:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("contests", agent_id=AGENT)
        client.agents.blocks.update("contests", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what are we playing sat? need to sort the pads for the stands"
with turn_span("question Thu 25/3"):
    notes = client.agents.blocks.retrieve("contests", agent_id=AGENT).value
    assert "The Wizard (march), Lament for Tom, then Jubilance" in notes, notes
    assert "putting Hymn of the Highlands 3rd mvt (Dundonnell) in where her solo was" in notes, notes
    reply = answer(f"(Thu 25/3/38, Pete, band librarian) {question}", notes,
                   mock="The Wizard, Lament for Tom and Dundonnell (Hymn of the Highlands, 3rd movement) - Jubilance "
                        "is out with Emma away at Durham.")
finish(question, expected="The Wizard, Lament for Tom and Jubilance", actual=reply)
