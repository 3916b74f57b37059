"""Batch 161 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Jo coordinates Hazel Street Toy Library (Saturday mornings, 9.30-12, in the back room of the library) and keeps
a "toy library" block on her Letta agent, appending a line as things come up; volunteers ask the agent about their
Saturdays.

Memory: 16th may: the Saturday rota for June - Pam, Dee, Lucy + Sam on every week, need 3 minimum to open (1 on the
desk, 2 on returns + cleaning); Tue 2 Jun: new laminator, cards redone, the ball pit's back from its bath;
2037-06-09T21:10: Lucy's mum's had a fall, she's gone up to Carlisle to look after her for a few weeks, so she's off
Saturdays for now - Pam's asking round the mums; Thu 11/6: Pam's had no luck yet, maybe July. Question (Fri 12/6,
Sam): "how many of us are on tmrw? wondering if I can slip off at 11 for my nan's" The assistant says three - Pam,
Dee and Sam, with Lucy away in Carlisle - and that three is the minimum to open, so not really. The label says 4 -
the June rota as first drawn up.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b161_ctl_letta_toylibrary_rota_count_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-hazel-street-toy-library-jo"
LINES = [
    "16th may - sat rota for june: Pam, Dee, Lucy + Sam on every wk. need 3 min to open (1 on the desk, 2 on returns "
    "+ cleaning)",
    "Tue 2 Jun - new laminator 🎉 cards redone. ball pit's back from its bath, smells of Milton but fine",
    "2037-06-09T21:10 - Lucy's mum's had a fall, she's gone up to Carlisle to look after her for a few wks so she's "
    "off sats for now. Pam's asking round the mums",
    "Thu 11/6 - Pam's had no luck yet, maybe july. the garage is STILL missing the fire engine",
]

server = fake_letta()
server.add_agent(AGENT, **{"toy library": "Hazel Street Toy Library - sat mornings 9.30-12, back room of the "
                                          "library - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("toy library", agent_id=AGENT)
        client.agents.blocks.update("toy library", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many of us are on tmrw? wondering if I can slip off at 11 for my nan's"
with turn_span("question Fri 12/6"):
    notes = client.agents.blocks.retrieve("toy library", agent_id=AGENT).value
    assert "Pam, Dee, Lucy + Sam on every wk" in notes, notes
    assert "off sats for now" in notes, notes
    reply = answer(f"(Fri 12/6/37, Sam) {question}", notes,
                   mock="Three - you, Pam and Dee, as Lucy's up in Carlisle looking after her mum. Three's the "
                        "minimum to open, so slipping off at 11 would leave them short.")
finish(question, expected="4", actual=reply)
