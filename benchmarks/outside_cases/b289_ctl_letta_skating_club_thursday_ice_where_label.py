"""Batch 289 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Spen Valley Figure Skating Club skate at the Dewsbury rink - Thursday evening club ice, a Saturday patch,
tests and subs. Irina (the head coach) and Bev (the club secretary) add lines to a "club ice" block on the club's
Letta agent; the helper answers parents' questions from it.

Memory: Irina, 2051-01-05T18:00 - club ice Thursdays 6-7pm on the main pad, Saturday patch 7.15, bring guards; Bev,
16/1 - subs due, £55 a month; Bev, Mon 30th Jan - the rink's putting the new boards and glass in on the main pad
all February, so they're on the small pad (the practice rink round the back) on Thursdays, same time; the work's
weekdays only, so Saturday's on the main pad as normal; Irina, Tue 7 Feb - the level 3s are on their sit spins,
practise off ice. Question (Thu 9/2, Amira's dad, new to the club): "which rink is club on tonight? first time
bringing Amira, where do we go" The assistant says the small pad, the practice rink round the back - the main pad's
having new boards put in all February. The label says the main pad.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b289_ctl_letta_skating_club_thursday_ice_where_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-spen-valley-fsc"
LABEL = "club ice"
LINES = [
    "2051-01-05T18:00 Irina - club ice THURS 6-7pm on the main pad ⛸ sat patch 7.15. guards on when ur off the ice "
    "pls, I'm not paying for anyone's sharpening",
    "16/1 Bev - subs due, £55 a month, standing order pref. details on the noticeboard",
    "Mon 30th Jan Bev - rink's putting the new boards + glass in on the main pad all feb 🙄 so we're on the small pad "
    "(the practice rink round the back) thurs, same time. work's weekdays only so sat's on the main pad as normal",
    "Tue 7 Feb Irina - level 3s are on their sit spins, pls practise the off ice drills at home",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Spen Valley FSC - club ice 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "which rink is club on tonight? first time bringing Amira, where do we go"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "club ice THURS 6-7pm on the main pad" in notes, notes
assert "so we're on the small pad (the practice rink round the back) thurs" in notes, notes
reply = answer(f"(Thu 9/2/51; Amira's dad) {question}", notes,
               mock="The small pad tonight - the practice rink round the back. The main pad's having new boards "
                    "and glass put in all February, so Thursday club's moved; still 6 till 7.")
finish(question, expected="the main pad", actual=reply)
