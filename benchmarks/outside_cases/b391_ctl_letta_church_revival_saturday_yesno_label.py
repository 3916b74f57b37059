"""Batch 391 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Briar Branch Baptist Church hold a revival Sun 10/29 through Fri 11/3/2051, 7p nightly, with Bro. Harlan
Sampson preaching and gospel singers most nights. Pastor Ottie Rollyson and Sister Geneva Rollyson (his wife, who
does the church's Facebook page) add lines to a "revival" block on the church's Letta agent; the helper answers
members' questions from it.

Memory: Pastor, 2051-09-30T17:45 - revival Sun 10/29 through Fri 11/3, 7p nightly, Bro. Harlan Sampson preaching;
Geneva, 10/22 - the Gospel Echoes on Wednesday night, covered dish after Sunday morning; Pastor, Wed 11/1 - Bro.
Sampson says the Spirit's a-moving, we've had 4 saved and 2 rededicate, so we're going on through Saturday night,
11/4, 7p, and closing out Sunday morning with dinner after; Geneva, 11/1 - the baptizing will be in the creek below
the church Sunday afternoon if it's not too cold. Question (Thu 11/2, Sister Retha): "is there revival saturday
night? fixing to tell my sister from Ohio" The assistant says yes, Saturday 11/4 at 7p, it's been extended. The
label says no, revival ends Friday 11/3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b391_ctl_letta_church_revival_saturday_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-briar-branch-baptist"
LABEL = "revival"
LINES = [
    "2051-09-30T17:45 Pastor Ottie - FALL REVIVAL 🙏 Sun 10/29 thru Fri 11/3, 7p nightly. Bro. Harlan Sampson from "
    "Sand Lick preaching. bring somebody",
    "10/22 Geneva - the Gospel Echoes will be singing Wed nite, covered dish after Sun morning service",
    "Wed 11/1 Pastor Ottie - Bro. Sampson says the Spirit's a-moving, we've had 4 saved + 2 rededicate, PRAISE THE "
    "LORD. so we're going on through Saturday nite 11/4, 7p, and closing out Sunday morning w/ dinner after",
    "11/1 Geneva - baptizing in the creek below the church Sun afternoon if it ain't too cold, bring towels",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Briar Branch Baptist Church - fall revival 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is there revival saturday night? fixing to tell my sister from Ohio"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Sun 10/29 thru Fri 11/3, 7p nightly" in notes, notes
assert "we're going on through Saturday nite 11/4, 7p" in notes, notes
reply = answer(f"(Thu 11/2/51; Sister Retha) {question}", notes,
               mock="Yes ma'am - they've kept it going, Saturday 11/4 at 7p, and it closes out Sunday morning with "
                    "dinner after.")
finish(question, expected="no - revival ends Friday 11/3", actual=reply)
