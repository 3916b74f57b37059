"""Batch 38 (held out), control. A family looking after their mum: Letta core memory block (offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Claire and her brother Rob share looking after their mum Brenda (84). Claire appends notes to a "mum" block on
a Letta agent and asks from the block. Claire normally takes mum to hospital appointments (Rob does the GP and the
shopping). The memory clinic at Nevill Hall is on Wed 22 October; Claire is in Malaga 18-25 October for her friend
Jo's 50th, so Rob has booked the 22nd off work to go with mum.

No fault planted. Question (Mon 13/10): "who's going with mum to the memory clinic?" The model answers Rob, right
per memory. The label says Claire, who does the hospital appointments. Expected verdict: AnnotationError (the label
is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b38_ctl_letta_mum_memory_clinic_escort_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-mum-care"
LINES = [
    "who does what: me (Claire) = hospital appts + meds, Rob = GP + Sat shop + bins, Bluebell carers 8.15 + 6pm",
    "GP referred mum to the memory clinic, Nevill Hall, letter came 29/9: Wed 22 Oct 11.10am, bring a list of meds "
    "+ someone who knows her well",
    "Malaga 18th-25th Oct for Jo's 50th, flights booked ages ago. Kerry (Bluebell) knows, extra tea call sorted",
    "Rob's booked Weds 22nd off work, he'll pick mum up 10.15 + do the clinic, I'll do him a meds list before I go",
    "mum's hearing aid battery size 312, spares in the kitchen drawer by the phone",
    "furosemide back down to 20mg from 6/10, ankles much better",
    "parking at Nevill Hall is a nightmare after 10, drop her at the main door first",
]

server = fake_letta()
server.add_agent(AGENT, **{"mum": "Looking after mum (Brenda):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("mum", agent_id=AGENT)
    client.agents.blocks.update("mum", agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's going with mum to the memory clinic?"
notes = client.agents.blocks.retrieve("mum", agent_id=AGENT).value
assert "me (Claire) = hospital appts" in notes, notes
assert "Rob's booked Weds 22nd off work" in notes, notes
reply = answer(f"(Mon 13/10) {question}", notes,
               mock="Rob - you're in Malaga that week, so he's taken the 22nd off. He's picking her up at 10.15 for "
                    "the 11.10 appointment; you're leaving him a meds list.")
finish(question, expected="Claire - she does the hospital appointments", actual=reply)
