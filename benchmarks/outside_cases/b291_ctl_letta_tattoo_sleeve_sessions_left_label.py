"""Batch 291 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Black Lantern Tattoo in Todmorden keep a block per big project on the studio's Letta agent; Kez adds a line
after each consult and session, and the helper answers the client between sessions.

Memory (block "sleeve - Jordan H"): Kez, 2050-02-12T15:00 - consult, full Japanese sleeve, koi, peonies and wind
bars, estimate 6 day sessions at £450 a day; Sat 8th Mar - session 1, outline of the whole arm; 5/4 - session 2,
the koi's colour and half the peonies; Sat 10th May - session 3, the wind bars and the background on the upper
arm, the shading's going quicker than she thought, she reckons they'll finish in 2 more, not 3. Question (Weds
14/5, Jordan): "how many more sessions have I got left on the sleeve? trying to budget for the summer 💸" The
assistant says 2 more (about £900 at the day rate). The label says 3.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b291_ctl_letta_tattoo_sleeve_sessions_left_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-black-lantern-studio"
LABEL = "sleeve - Jordan H"
LINES = [
    "2050-02-12T15:00 Kez - consult w/ Jordan, full japanese sleeve, koi + peonies + wind bars 🐟 est 6 day "
    "sessions, £450 a day, deposit taken",
    "Sat 8th Mar - session 1 done, outline whole arm, sat like a rock",
    "5/4 session 2 - koi colour + half the peonies. he wants the peonies pinker than the drawing, fine",
    "Sat 10th May Kez - session 3, wind bars + bg on the upper arm. shading's going quicker than I thought, reckon "
    "we'll finish in 2 more not 3 👌",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Black Lantern Tattoo - Jordan H's sleeve (Kez):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many more sessions have I got left on the sleeve? trying to budget for the summer 💸"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "est 6 day sessions" in notes, notes
assert "session 3" in notes and "we'll finish in 2 more not 3" in notes, notes
reply = answer(f"(Weds 14/5/50; Jordan) {question}", notes,
               mock="2 more - Kez reckons the shading's going quicker than planned, so that's about £900 at £450 a "
                    "day.")
finish(question, expected="3", actual=reply)
