"""Batch 283 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Elland Community Orchestra give their spring concert on Sat 19th March 2050 at the Rose & Crown function
room (the church hall's being rewired) - Brahms 2, Finlandia, the Bach double with two of their own violinists.
Jill (the secretary) adds lines to a "spring concert" block on the orchestra's Letta agent; the helper answers
questions from it, among them the programme printer's.

Memory: Jill, 2049-09-30T21:00 - Margaret's stepping down as leader after 14 yrs, she'll play the Christmas
concert and then she's hanging up her bow, presentation at the spring concert interval; Jill, 18/11 - the
committee asked Rob to lead from the spring concert, he said thanks but no, new baby and no time for the extra
rehearsals; Jill, 2 Dec - Hannah Sykes has said yes, she leads from January and she'll play the Bach double with
Ruth; Jill, Tues 15 Feb - programme to the printer by the 6th, Margaret's presentation at the interval, the WI
teas. Question (Weds 2/3, the printer): "who's leading for the spring concert? need a name for the 'leader' line in
the programme" The assistant says Hannah Sykes (since January; Margaret retired after Christmas). The label says
Margaret.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b283_ctl_letta_orchestra_leader_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-elland-community-orchestra"
LABEL = "spring concert"
LINES = [
    "2049-09-30T21:00 Jill - Margaret's stepping down as leader after 14 yrs 😢 she'll play the xmas concert then "
    "she's hanging up her bow. presentation at the spring concert interval, collection going round",
    "18/11 Jill - committee asked Rob to lead from the spring concert, he's said thanks but no, new baby + no time "
    "for the extra rehearsals. stays on 1st violins",
    "2 Dec Jill - Hannah Sykes has said YES 🎉 leads from january, + she'll do the Bach double w/ Ruth",
    "Tues 15 Feb Jill - programme to the printer by 6th march. Margaret's presentation at the interval, WI doing "
    "teas, concert sat 19th march 7.30 Rose & Crown (church hall's being rewired)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Elland Community Orchestra - spring concert 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's leading for the spring concert? need a name for the 'leader' line in the programme"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Margaret's stepping down as leader" in notes and "hanging up her bow" in notes, notes
assert "Hannah Sykes has said YES" in notes and "leads from january" in notes, notes
reply = answer(f"(Weds 2/3/50; the printer) {question}", notes,
               mock="Hannah Sykes - she took over as leader in January when Margaret stepped down.")
finish(question, expected="Margaret", actual=reply)
