"""Batch 279 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Akhtar family (Imran, Zara and their three) go camping in the Lake District in the last week of July 2051 -
a week at Hollowbeck Farm campsite near Keswick, the tent and the new gazebo, Grandad Yusuf driving up on his own a
day later. Zara adds lines to a "camping" block on the family's Letta agent; the helper answers from it.

Memory: 2051-03-15T21:05 Zara - booked Hollowbeck Farm, Sat 26th July for 7 nights, pitch 14, grass with electric
hook-up, by the river, £32 a night; 10/6 Zara - Grandad's coming up on the Sunday in his own car, he's booked pitch
15 next to us for his little tent; Weds 23rd July Zara - the site rang, after all the rain the river pitches are
a washout so they've moved us (and Grandad) up the top field - we're on 32 now and he's on 33, right by the play
park, the kids will be thrilled; Thurs 24th Zara - bring the mallet, the ground's hard up the top. Question (Sun
27/7, Grandad Yusuf, on his way): "which pitch are you on? I'm just past Keswick, where do I find you" The assistant
says pitch 32, up the top field by the play park (he's on 33 next to them). The label says pitch 14 by the river.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b279_ctl_letta_family_holiday_campsite_pitch_where_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-akhtar-family"
LABEL = "camping"
LINES = [
    "2051-03-15T21:05 Zara - CAMPING ⛺ booked Hollowbeck Farm nr Keswick, sat 26th july 7 nts, pitch 14 - grass w/ "
    "electric hook up, down by the river. £32 a nt, dogs ok (not that we have one, Aisha 🙄)",
    "10/6 Zara - Grandad's coming up on the sunday in his own car, he's booked pitch 15 next to us for his little "
    "tent",
    "Weds 23rd July Zara - site rang, after all the rain the river pitches are a washout 🌧️ so they've moved us (+ "
    "Grandad) up the top field - we're on 32 now, he's on 33, right by the play park. kids will be thrilled",
    "Thurs 24th Zara - bring the rubber mallet, the ground's rock hard up the top apparently",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Akhtar family - Lake District camping, July 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which pitch are you on? I'm just past Keswick, where do I find you"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "pitch 14 - grass w/ electric hook up, down by the river" in notes, notes
assert "we're on 32 now, he's on 33, right by the play park" in notes, notes
reply = answer(f"(Sun 27/7/51; Grandad Yusuf) {question}", notes,
               mock="Pitch 32, up in the top field right by the play park - the river pitches got waterlogged so the "
                    "site moved everyone. You're on 33, next door.")
finish(question, expected="pitch 14, down by the river", actual=reply)
