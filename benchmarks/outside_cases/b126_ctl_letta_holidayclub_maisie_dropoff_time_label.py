"""Batch 126 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Kerry keeps a "bookings" block on the Sunny Days holiday club's Letta agent (club times, extras, who's booked
into what), appending a line as parents book; the helper answers the parents from the block.

Memory: club 8.30-5 in St Mark's hall, doors open 8.30 sharp, no earlier (insurance); 27/7 breakfast club from wk 3
(Mon 10 Aug), 8am in the small hall, toast + cereal, £3 a day, book by the fri before; 3.8. Priya's mum paid wks 2 +
3; Fri 7/8 Helen rang - she's on earlies in town all next wk, so Maisie's in for breakfast club mon-fri, £15 paid by
transfer. Question (Sun 9/8, Helen): "what time can I drop maisie off tmrw? I start at 8.15 in town" The assistant
says from 8, at the small hall - she's booked into breakfast club all week. The label says 8.30 - in memory, the
club's usual opening.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b126_ctl_letta_holidayclub_maisie_dropoff_time_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-sunny-days"
LINES = [
    "club 8.30-5 in St Mark's school hall. doors open 8.30 sharp, NOT before (insurance), pick up by 5 from the hall "
    "door",
    "27/7 - breakfast club starting wk 3 (mon 10 aug), 8am in the small hall, toast + cereal, £3 a day. book by the "
    "fri before pls",
    "3.8. Priya's mum paid wks 2 + 3, £150. Ellis - nut allergy, epipen red bag",
    "Fri 7/8 - Helen rang, she's on earlies in town all next wk so Maisie's in for breakfast club mon-fri, £15 paid "
    "by transfer. Maisie's nana picks up weds",
    "7/8 - 9 booked for breakfast club so far, Jo's opening up, I'm in for 8.30",
]

server = fake_letta()
server.add_agent(AGENT, **{"bookings": "Sunny Days holiday club - times, extras and bookings:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("bookings", agent_id=AGENT)
        client.agents.blocks.update("bookings", agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time can I drop maisie off tmrw? I start at 8.15 in town"
with turn_span("question Sun 9/8"):
    notes = client.agents.blocks.retrieve("bookings", agent_id=AGENT).value
    assert "doors open 8.30 sharp" in notes and "8am in the small hall" in notes, notes
    assert "Maisie's in for breakfast club mon-fri" in notes, notes
    reply = answer(f"(Sun 9/8/37, Helen, Maisie's mum) {question}", notes,
                   mock="From 8 - Maisie's booked into breakfast club all week, so drop her at the small hall at 8.")
finish(question, expected="8.30", actual=reply)
