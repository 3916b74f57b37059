"""Batch 119 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Sue keeps Beck Cottage's bookings in a Letta agent's "bookings" block, appending a line whenever a guest
emails or rings; the helper answers Mandy, her cleaner, from the block.

Memory: the booking for Sat 25th July is the Hendry party of 6 - 4 adults, 2 kids (3 + 7), travel cot and high chair
wanted; later Mrs Hendry emailed that her brother and his wife have had to pull out, their baby's coming early, so
it's just her, her husband and the kids now, still want the cot. Question (Fri 24/7, Mandy): "how many are in
tomorrow? doing the towels + the welcome basket" The assistant says 4 - 2 adults and 2 kids. The label says 6 - in
memory as the party first booked, but the brother and his wife aren't coming.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b119_ctl_letta_cottage_hendry_guests_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-beck-cottage"
LINES = [
    "Sat 25th July - Hendry party of 6 (4 adults, 2 kids 3 + 7). travel cot + high chair pls. paid in full 14/3",
    "Sat 11th July Pattersons - 2 adults 2 boys, her mum joining weds (twin room)",
    "Mrs Hendry emailed - her brother + his wife have had to pull out, baby's decided to come early!! so it's just "
    "them + the kids now. still want the cot. no refund needed she says, bless her",
    "log basket needs filling before the Hendrys, Dave's dropping a load Fri 24th am",
    "Hendrys arriving about 4.30ish, coming from Leeds, dog-free",
]

server = fake_letta()
server.add_agent(AGENT, **{"bookings": "Beck Cottage bookings (Sue):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("bookings", agent_id=AGENT)
        client.agents.blocks.update("bookings", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how many are in tomorrow? doing the towels + the welcome basket"
with turn_span("question Fri 24/7"):
    notes = client.agents.blocks.retrieve("bookings", agent_id=AGENT).value
    assert "Hendry party of 6" in notes and "have had to pull out" in notes, notes
    reply = answer(f"(Fri 24/7/37, Mandy) {question}", notes,
                   mock="4 - Mr and Mrs Hendry and the two kids (3 and 7). Her brother and his wife can't come now. "
                        "Travel cot still wanted.")
finish(question, expected="6 - 4 adults and 2 kids", actual=reply)
