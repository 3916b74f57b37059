"""Batch 215 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in), one
root span per note and one for the question.

App: Holy Trinity, Wistanstow keep harvest on Sun 10th Oct 2049 - the church open on the Saturday for people to bring
their produce in, the flower ladies dressing the windowsills and the font, the service on Sunday at 10.30 with a
bring-and-share lunch. The church's helper keeps a "harvest" block on its Letta agent and people add a line as
things come up; it answers the parish from the block.

Memory: 2049-09-01T19:00 Rev Helen - harvest Sat 9th/Sun 10th Oct, the church open Sat 10-4 for produce (6 hrs,
someone on the door all day), the service Sun 10.30; 14/9 Joyce - the flower ladies need the church to themselves
from 1 on the Saturday to do the windowsills and the font, they can't have people traipsing marrows past the oasis,
so can produce be 10 till 1, anything later round the vicarage back door?; Rev Helen - fine by her, 10-1 it is, she'll
put it on the pew sheet; Tue 28th Sept Dai - door rota, him 10-11.30, Brenda 11.30-1. Question (Thu 7/10, Shirley,
with her allotment veg): "how long's the church open sat for bringing the produce in? got a barrow of spuds from the
allotment" The assistant says 3 hours, 10 till 1 (later than that, the vicarage back door). The label says 6 hours.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b215_ctl_letta_harvest_dropoff_how_long_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-wistanstow-parish"
LABEL = "harvest"
LINES = [
    "2049-09-01T19:00 Rev Helen - HARVEST 🌾 sat 9th / sun 10th oct. church open sat 10-4 for produce (6 hrs, need "
    "someone on the door all day pls), service sun 10.30 + bring + share lunch after",
    "14/9 Joyce - flower ladies need the church to ourselves from 1 on the sat to do the windowsills + the font, "
    "can't have ppl traipsing marrows past the oasis 🙄 so can produce be 10 till 1? anything later round the "
    "vicarage back door",
    "Rev Helen - fine by me, 10-1 it is, I'll put it on the pew sheet",
    "Tue 28th Sept Dai - door rota: me 10-11.30, Brenda 11.30-1. tins + packets in the boxes by the font, fresh "
    "stuff on the trestle",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Holy Trinity Wistanstow harvest 2049 (parish notes):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's the church open sat for bringing the produce in? got a barrow of spuds from the allotment"
with turn_span("question Thu 7/10"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "church open sat 10-4 for produce (6 hrs" in notes, notes
    assert "so can produce be 10 till 1?" in notes and "10-1 it is" in notes, notes
    reply = answer(f"(Thu 7/10/49; Shirley, allotment veg) {question}", notes,
                   mock="3 hours - 10 till 1 on Saturday. After 1 take it round to the vicarage back door.")
finish(question, expected="6 hours", actual=reply)
