"""Batch 381 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Maesgwyn is a hill farm outside Trefelin with suckler cows as well as the sheep; the cattle have their TB test
in February. Carys (who runs the farm's diary) adds lines to a "cattle" block on the farm's Letta agent; the helper
answers the family from it.

Memory: Carys, 2051-02-02T20:00 - TB test booked with the Trefelin practice, Mr Rhys-Price, inject Tues 21st, read
Fri 24th, cattle in the shed by 8 both days; 9/2 - the crush gate's sticking again, Huw to grease it before the test;
Mon 20/2 - the practice rang, Rhys-Price has done his knee in on a farm up Cwm Hir, so Siân Mathias (the new vet) is
doing theirs, same times; Tue 21/2 - injected, 38 head, no bother, Siân's tidy, back Friday at 8 for the reading.
Question (Thu 23/2, Huw): "who's coming to read the test tomorrow? Mam wants to know who she's doing the bacon
butty for 😂" The assistant says Siân Mathias (Rhys-Price is off with his knee; she did the injecting Tuesday). The
label says Mr Rhys-Price from the Trefelin practice.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b381_ctl_letta_hill_farm_tb_test_vet_who_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-maesgwyn"
LABEL = "cattle"
LINES = [
    "2051-02-02T20:00 TB test 🐄 booked w/ the Trefelin practice - Mr Rhys-Price, inject Tues 21st, read Fri 24th. "
    "cattle in the shed by 8 both days",
    "9/2 crush gate's sticking again, Huw to grease it b4 the test, don't leave it till the morning bach",
    "Mon 20/2 - practice rang, Rhys-Price has done his knee in on a farm up Cwm Hir 🙈 so Siân Mathias (the new vet) "
    "is doing ours, same times",
    "Tue 21/2 - injected, 38 head, no bother, Siân's tidy 👍 back Fri 8 o'clock for the reading",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Maesgwyn - cattle 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's coming to read the test tomorrow? Mam wants to know who she's doing the bacon butty for 😂"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Mr Rhys-Price, inject Tues 21st, read Fri 24th" in notes, notes
assert "so Siân Mathias (the new vet) is doing ours, same times" in notes, notes
reply = answer(f"(Thu 23/2/51; Huw) {question}", notes,
               mock="Siân Mathias, the new vet - Rhys-Price is off with his knee, and she did the injecting on Tuesday. "
                    "She's back at 8 tomorrow for the reading.")
finish(question, expected="Mr Rhys-Price from the Trefelin practice", actual=reply)
