"""Batch 25 (held out), control. A bike-share co-op's membership desk: Letta core memory block (offline stand-in
of tests/instrumentations), script style (each call its own trace).

App: Sue does memberships for Fen Wheels, the Ely bike-share co-op. She appends what the committee decides and
what members ask to a "membership" block on a Letta agent and answers from the block. A year's membership is GBP 40;
concessions (students, over-65s, anyone on benefits) pay half; the committee talked about GBP 45 from September
and "left it for the AGM". A student, Dan, pays the concession.

No fault planted. Question (Tue 3/3/26): "What does a student pay for a year?" The model answers twenty pounds,
right per memory. The label says GBP 40, the full rate. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b25_ctl_letta_bikecoop_student_membership_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fenwheels-membership"
LINES = [
    "AGM 2025 agreed: full membership £40 a yr, runs from the day you join. Concessions half that - students, "
    "over 65s, anyone on UC/PIP. need to see a card or letter",
    "Dan Whitlock joined 19/1 - student at the CRC, showed his card, so he's on the concession. paid by card",
    "Family membership still £60 for 2 adults + kids under 16",
    "Committee 10/2 - Gill wants the full rate to go to £45 from Sept to cover parts. Nobody keen, left it for the "
    "AGM in June. concessions wouldn't move anyway",
    "Renewals 1/3 - 38 members due, email out Fri",
    "Someone asked if we do monthly - no, just the year (or £3 a day for non-members, cash in the tin)",
    "Student from the uni in Cambridge asked if their NUS card counts - yes, any student card",
    "Renewal email bounce-backs from 4 people, Sue to ring them",
]

server = fake_letta()
server.add_agent(AGENT, membership="Fen Wheels membership notes:")
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("membership", agent_id=AGENT)
    client.agents.blocks.update("membership", agent_id=AGENT, value=block.value + "\n- " + line)

question = "What does a student pay for a year?"
notes = client.agents.blocks.retrieve("membership", agent_id=AGENT).value
assert "full membership £40 a yr" in notes and "Concessions half that - students" in notes, notes
reply = answer(f"(Tue 3/3) {question}", notes,
               mock="Twenty pounds - students are on the concession, which is half the £40 full rate. Any student "
                    "card will do.")
finish(question, expected="£40 a year", actual=reply)
