"""Batch 316 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: the Royal Oak darts team play Tuesday nights in the Elland & District league; after Christmas they have three
away games. Shaz (the captain) and the players add lines to an "aways" block on the team's Letta agent; the helper
answers the players' questions from it.

Memory: Shaz, 2051-01-08T19:45 - aways: Tue 17th at the Ring o' Bells, Tue 31st at the Junction, Tue 14th Feb at
the Travellers, 8pm start, lifts from the Oak at 7.30; Kev, 11/1 - heard the Ring o' Bells' board got smashed at the
weekend, some lad threw a stool, might be off; Shaz, Fri 13th Jan - no, the board's fine, it's the pub - they're
shut for a fortnight while the new kitchen goes in, so the league says we play it at ours on the Tuesday instead,
they're still the away team on the sheet and they bring the sandwiches; Mo, Sat 14th - he'll do the chalking then,
as we're at home. Question (Sun 15/1, Big Al): "why are we playing the Ring o' Bells at ours on tues? thought it was
an away 🤔" The assistant says their pub's shut for a fortnight while the new kitchen goes in, so the league moved
it to the Oak (their board's fine). The label says their dartboard got smashed.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b316_ctl_letta_darts_ring_o_bells_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-royal-oak-darts"
LABEL = "aways"
LINES = [
    "2051-01-08T19:45 Shaz - AWAYS 🎯 tue 17th @ the Ring o' Bells, tue 31st @ the Junction, tue 14th feb @ the "
    "Travellers. 8pm start, lifts from the Oak 7.30",
    "11/1 Kev - heard the Ring o' Bells' board got smashed at the wknd?? some lad threw a stool 😳 might be off",
    "Fri 13th Jan Shaz - no the board's fine lol, it's the pub - they're shut for a fortnight while the new kitchen "
    "goes in. league says we play it at ours tues instead, they're still the away team on the sheet + they bring the "
    "sandwiches",
    "Sat 14th Mo - I'll do the chalking tues then as we're at home",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Royal Oak darts - away fixtures after Christmas 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why are we playing the Ring o' Bells at ours on tues? thought it was an away 🤔"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Ring o' Bells' board got smashed" in notes, notes
assert "no the board's fine lol, it's the pub - they're shut for a fortnight while the new kitchen goes in" in notes, \
    notes
reply = answer(f"(Sun 15/1/51; Big Al) {question}", notes,
               mock="Their pub's shut for a fortnight while the new kitchen goes in, so the league's moved it to ours - "
                    "they're still down as the away team and they're bringing the sandwiches. Their board's fine.")
finish(question, expected="because their dartboard got smashed - a lad threw a stool at it", actual=reply)
