"""Batch 135 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Dawn, head coach at Oakfield Gymnastics Club, keeps a "squad" block on her Letta agent - competitions, who's
entered, injuries, kit - appending a line as things come in; the helper answers coaches and parents from the block.

Memory: the Level 2 county champs, Sat 20th June at Castle Sports Centre, with Maisie, Ruby, Esme and Tia entered;
8/6 Maisie went over on her ankle at trampoline club, on crutches for a few days, physio Fri 12th; 12.6. the physio's
happy with Maisie's ankle - strapped she can do floor and vault, go easy on beam dismounts till after the comp; the
leotards. Question (Mon 15/6, Kirsty, assistant coach): "is maisie competing sat? her gran's asking if it's worth
coming" The assistant says yes - the physio's cleared her, strapped, easy on the beam dismount. The label says no -
she went over on her ankle (in memory, the 8/6 line, before the physio saw her).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b135_ctl_letta_gymnastics_maisie_competing_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-oakfield-squads"
LINES = [
    "L2 county champs sat 20th june, Castle Sports Centre, march in 9.15. entered: Maisie, Ruby, Esme, Tia",
    "8/6 Maisie went over on her ankle at trampoline club (not ours!!), on crutches a few days, physio fri 12th",
    "squad leos - 3 still owing £38, Tia's mum paying sat",
    "12.6. physio's happy w Maisie's ankle, strapped she can do floor + vault, go easy on the beam dismount til "
    "after the comp. mum's bringing the tape",
    "hall's shut mon 22nd for the floor polish, no rec class",
]

server = fake_letta()
server.add_agent(AGENT, **{"squad": "Oakfield squads - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("squad", agent_id=AGENT)
        client.agents.blocks.update("squad", agent_id=AGENT, value=block.value + "\n- " + line)

question = "is maisie competing sat? her gran's asking if it's worth coming"
with turn_span("question Mon 15/6"):
    notes = client.agents.blocks.retrieve("squad", agent_id=AGENT).value
    assert "entered: Maisie, Ruby, Esme, Tia" in notes, notes
    assert "Maisie went over on her ankle" in notes and "physio's happy w Maisie's ankle" in notes, notes
    reply = answer(f"(Mon 15/6/37, Kirsty, assistant coach) {question}", notes,
                   mock="Yes - the physio's happy with her ankle, she'll be strapped for floor and vault and go easy "
                        "on the beam dismount. Tell her gran to come!")
finish(question, expected="no - she went over on her ankle", actual=reply)
