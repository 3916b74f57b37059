"""Batch 16 (held out), control. A reader's library notes in a Letta core memory block (offline stand-in server),
script style.

App: the user keeps a "library" block on her Letta agent and appends a line whenever something changes; the
assistant answers from the block.

No planted fault. The block says the book club copy of "Lessons in Chemistry" was "due back Tue 3 March", and a later
line: "Sat 28/2 did it on the app - good till 21/3 now, can't go again as someone's got a hold on it". Question:
"When does Lessons in Chemistry have to go back?" -> right per memory: Saturday 21 March; the model says so. The gold
label "3 March" is the date from before the renewal (a former value, replaced in plain words, no "changed to").

Expected verdict: AnnotationError. Another reading: none that we see.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b16_ctl_letta_library_renewal_due_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hannah-reads"
LINES = [
    "Borrowed 10/2 from Westgate library: Lessons in Chemistry (book club copy) + Grow Your Own Veg. LiC due back Tue "
    "3 March, veg book 10/3.",
    "Fines are 25p/day now, max GBP 5. Card no. ends 4471, PIN is the usual.",
    "Sat 28/2 did LiC on the app - good till 21/3 now, can't go again as someone's got a hold on it.",
    "Reserved The Covenant of Water for May (GBP 1 reservation fee), text when it's in.",
]

server = fake_letta()
server.add_agent(AGENT, library="Library notes:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("library", agent_id=AGENT)
    client.agents.blocks.update("library", agent_id=AGENT, value=block.value + "\n- " + line)

question = "When does Lessons in Chemistry have to go back?"
notes = client.agents.blocks.retrieve("library", agent_id=AGENT).value
assert "due back Tue 3 March" in notes and "good till 21/3" in notes, notes
reply = answer(question, notes, mock="By Saturday 21 March - you renewed it on the app on 28 Feb, and it can't be "
                                     "renewed again because someone has a hold on it.")
finish(question, expected="3 March", actual=reply)
