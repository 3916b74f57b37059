"""Batch 102 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline
stand-in server), script style.

App: on tournament day Mark, Royston Town Youth FC's tournament secretary, keeps the U13 competition's running
notes in a Letta agent's core memory block ("u13-day"), appending a line at a time; the agent answers parents and
coaches at the gazebo.

Memory: the U13s play 2 groups of 4, semis 2.30, final 3.30 on pitch 1; Gary Moss refs pitch 1 all day, Pete Lam
pitch 2; Gary's lad Ollie plays for Ashwell U13s, and if Ashwell make the final Gary won't ref it (doesn't want any
grief from the other dads) - Pete said he'll come over to pitch 1 for it; semis: Ashwell 2-1 Baldock, Royston Blues
3-0 Buntingford, so the final is Ashwell v Royston Blues. Question (3.05pm, a Royston Blues parent): "who's reffing
the u13 final?" The assistant says Pete Lam. The label says Gary Moss, the pitch 1 referee.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b102_ctl_letta_football_final_ref_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-rtyfc-tournament"
LINES = [
    "U13s: 8 teams, 2 groups of 4, 15 min games. semis 2.30, FINAL 3.30 on pitch 1. refs - Gary Moss pitch 1 all "
    "day, Pete Lam pitch 2",
    "Gary's lad Ollie plays for Ashwell U13 - if Ashwell get to the final Gary won't ref it, doesnt want any grief "
    "off the other dads. Pete says he'll come over to pitch 1 for it, no bother",
    "1.50pm group tables: A - Ashwell top, Baldock 2nd. B - Royston Blues top, Buntingford 2nd",
    "semis done 2.55 - Ashwell 2-1 Baldock (pen in the last min!), Royston Blues 3-0 Buntingford. final Ashwell v "
    "Blues 3.30 pitch 1",
    "St John's first aid tent by the clubhouse till 5, ice packs running low, Jo's gone to Tesco",
]

server = fake_letta()
server.add_agent(AGENT, **{"u13-day": "U13 competition, Sun 15/6 - Mark's notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("u13-day", agent_id=AGENT)
    client.agents.blocks.update("u13-day", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's reffing the u13 final?"
notes = client.agents.blocks.retrieve("u13-day", agent_id=AGENT).value
assert "Gary Moss pitch 1 all day" in notes and "Gary won't ref it" in notes and "Ashwell 2-1 Baldock" in notes
reply = answer(f"(Sun 15/6/36, 3.05pm, a Royston Blues parent at the gazebo) {question}", notes,
               mock="Pete Lam - Gary's son plays for Ashwell, who are in the final, so Pete's doing it on pitch 1 "
                    "at 3.30.")
finish(question, expected="Gary Moss - he's the pitch 1 ref", actual=reply)
