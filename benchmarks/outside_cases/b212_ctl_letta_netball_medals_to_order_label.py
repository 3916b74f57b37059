"""Batch 212 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Wigmore Netball Club hold their end-of-season tournament on Sat 8th May 2049 at the high school - U11, U13 and
U15 sections, finals on court 1, gold and silver medals for both teams in every final. The committee keep a
"tournament" block on the club's Letta agent and add a line as things come up; committee members ask it.

Memory (the block): 2049-03-15T20:00 Sandra - 6 medal sets (U11, U13, U15, gold + silver), 10 in a squad so 60
medals, Pritchards want £2.20 each; 19/3 Kath - there's a box of 40 left over from the county one in the club
cupboard, same design; Kath - so 20 to order then; Sun 4/4 Sandra - counted the box, 12 of them have got 2048
stamped on the back, can't give those out; Tue 13th Jo - courts and the first push-off. Question (Weds 14/4, Jo,
placing the order): "how many medals do I need to order from Pritchards?" The assistant says 32 (60 needed, 28 of
the 40 in the box usable). The label says 20.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b212_ctl_letta_netball_medals_to_order_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-wigmore-netball"
LABEL = "tournament"
LINES = [
    "2049-03-15T20:00 Sandra - MEDALS 🥇🥈 6 lots (U11, U13, U15 x gold + silver), 10 in a squad so 60 medals. "
    "Pritchards want £2.20 each",
    "19/3 Kath - there's a box of 40 left over from the county one in the club cupboard, same design 👍",
    "Kath - so 20 to order then",
    "Sun 4/4 Sandra - counted the box, 12 of them have got 2048 stamped on the back 🙈 can't give those out",
    "Tue 13th Jo - courts booked 9-5 at the high school, first push off 9.30, finals after 2",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Wigmore NC end-of-season tournament 2049 (committee):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many medals do I need to order from Pritchards?"
with turn_span("question Weds 14/4"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "so 60 medals" in notes and "box of 40 left over" in notes, notes
    assert "so 20 to order then" in notes and "12 of them have got 2048 stamped on the back" in notes, notes
    reply = answer(f"(Weds 14/4/49; Jo) {question}", notes,
                   mock="32 - you need 60, and only 28 of the 40 in the box are usable (12 have 2048 on the back).")
finish(question, expected="20", actual=reply)
