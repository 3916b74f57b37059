"""Batch 241 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Elland Lane Allotments (24 plots, water troughs fed off the mains, a water rota on the shed door) keep a
"site + water" block on the society's Letta agent; Colin (the chairman) and Pam (the secretary) add lines to it,
and the helper answers plot holders' questions from the block.

Memory: Colin, 2018-01-14T15:00 - troughs off Nov to March as usual for the frost, don't touch the stopcock; Colin,
12/4 - water back on from Sat 14th, the rota's on the shed door, no hoses; Pam, Sat 16th June - Yorkshire Water's
hosepipe ban starts 1st July, but it's hoses only, the troughs and watering cans are fine, so carry on as normal;
Colin, Tue 26th June - he found a burst under the path by plot 9 on Saturday, water everywhere, so he's had to shut
it off at the main; Yorkshire Water are coming Thursday; use the butts till then, and there's a bowser by the gate
from Weds. Question (Weds 27/6, Sunita on plot 3): "why's the water off on the site? my courgettes are gasping" The
assistant says a burst pipe under the path by plot 9 - Colin's shut it off at the main till Yorkshire Water come on
Thursday; use the butts or the bowser. The label says the hosepipe ban.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b241_ctl_letta_allotment_water_off_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-elland-lane-allotments"
LABEL = "site + water"
LINES = [
    "2018-01-14T15:00 Colin - troughs off Nov-March as usual for the frost ❄️ DON'T touch the stopcock pls",
    "12/4 Colin - water back on from sat 14th 🚿 rota's on the shed door, one wk each, NO hoses",
    "Sat 16th June Pam - Yorkshire Water's hosepipe ban starts 1st july 🙄 but it's hoses only, the troughs + "
    "watering cans are fine so carry on as normal",
    "Tue 26th June Colin - found a burst under the path by plot 9 sat, water everywhere 😩 had to shut it off at the "
    "main. Yorkshire Water coming thurs. use the butts till then, bowser by the gate from weds",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Elland Lane Allotments - site + water 2018:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the water off on the site? my courgettes are gasping 🥵"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "hosepipe ban starts 1st july" in notes, notes
assert "found a burst under the path by plot 9" in notes, notes
reply = answer(f"(Weds 27/6/18; Sunita, plot 3) {question}", notes,
               mock="There's a burst pipe under the path by plot 9, so Colin's had to shut it off at the "
                    "main till Yorkshire Water come on Thursday. Use the butts, or the bowser by the gate "
                    "from today.")
finish(question, expected="the hosepipe ban", actual=reply)
