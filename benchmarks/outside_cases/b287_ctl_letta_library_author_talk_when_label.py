"""Batch 287 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Ruth runs the Sowerby Bridge library's reading group and keeps a "library events" block on the group's Letta
agent - author talks, reading-group sets, what's on at the library - so the helper can answer the members.

Memory (the block): 2051-01-10T11:00 - author talk, the local crime writer Helen Garside, Thu 2nd March 7pm upstairs
at the library, free but book a seat at the desk, 40 max; 20/1 - reading-group sets, The Bee Sting (8) in, Tom Lake
(10) going back; Mon 13 Feb - an email from Sheila at the library: Helen's publisher has got her doing a festival
that night, so she's been moved to Weds the 8th, same time, same room, anyone booked keeps their seat; Sat 18th Feb
- kids' half-term craft Tue and Thu 10-12. Question (Fri 24/2, Margaret): "when's the author talk at the library?
want to put it on the book club whatsapp" The assistant says Weds 8th March, 7pm, upstairs (moved from the 2nd -
she's at a festival that night). The label says Thu 2nd March, 7pm.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b287_ctl_letta_library_author_talk_when_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-sowerby-bridge-reading-group"
LABEL = "library events"
LINES = [
    "2051-01-10T11:00 AUTHOR TALK 🔎 Helen Garside (the Calder Valley murders one) thurs 2nd march 7pm upstairs at "
    "the library. free but book a seat at the desk, 40 max",
    "20/1 reading group sets - Bee Sting x8 in 👍 Tom Lake x10 going back fri",
    "Mon 13 Feb - email from Sheila at the library: Helen's publisher has got her doing a festival that night 🙄 so "
    "she's been moved to weds the 8th, same time same room. anyone booked keeps their seat",
    "Sat 18th Feb - kids' half term craft tues + thurs 10-12, they want helpers if anyone's free",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sowerby Bridge library - events for the reading group:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when's the author talk at the library? want to put it on the book club whatsapp"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "thurs 2nd march 7pm upstairs at the library" in notes, notes
assert "she's been moved to weds the 8th, same time same room" in notes, notes
reply = answer(f"(Fri 24/2/51; Margaret) {question}", notes,
               mock="Weds 8th March, 7pm upstairs at the library - it was moved from Thu 2nd because Helen's at a "
                    "festival that night. Free, but book a seat at the desk.")
finish(question, expected="Thu 2nd March, 7pm", actual=reply)
