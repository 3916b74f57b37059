"""Batch 71 (held out), control. A community radio station's rota: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Dee keeps a "presenter guide" block on the station's Letta agent and adds a line whenever something comes up.
Daytime presenters read the local news on the hour from the newsroom's email, but on Sundays the newsroom isn't
staffed, so the bulletins come down the line from the regional hub: the presenter plays the jingle at 59 minutes
past and lets the hub's bulletin run.

No fault planted. Question (Sat 8/2, Aisha, doing the Sunday lunchtime show for the first time): "do I have to
read the news on the hour tomorrow?" The model answers no, right per memory. The label says yes, as every daytime
presenter does. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b71_ctl_letta_radio_sunday_news_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fvfm"
LINES = [
    "daytime shows (7am-7pm) - YOU read the local news on the hour, script comes from the newsroom email by :50, "
    "keep it under 3 mins, weather last",
    "mic 2 is dodgy, use 1 + 3",
    "sundays nobody's in the newsroom so the bulletins come down the line from the hub in Bristol - fire the :59 jingle "
    "+ let it run, it comes back to you at :03. don't talk over the pips",
    "log every song on the PRS sheet, even the ones off your phone",
    "keys - spare in the key safe by the back door, text Dee for the code the night before",
    "Sun lunch (12-2) is Aisha from 9/2, Jim's having a break from it for a bit",
]

server = fake_letta()
server.add_agent(AGENT, **{"presenter guide": "Five Valleys FM - how things work (Dee):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("presenter guide", agent_id=AGENT)
    client.agents.blocks.update("presenter guide", agent_id=AGENT, value=block.value + "\n- " + line)

question = "do I have to read the news on the hour tomorrow?"
guide = client.agents.blocks.retrieve("presenter guide", agent_id=AGENT).value
assert "YOU read the local news on the hour" in guide and "come down the line from the hub" in guide
reply = answer(f"(Sat 8/2/31, Aisha, doing Sunday lunchtime for the first time) {question}", guide,
               mock="No - on Sundays the bulletins come from the hub in Bristol. Just fire the :59 jingle, let it "
                    "run and you're back on at :03.")
finish(question, expected="yes - all the daytime presenters read it on the hour", actual=reply)
