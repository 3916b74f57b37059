"""Batch 202 (held out). A lifeboat station's Christmas Day swim: Letta core memory block (offline stand-in), one
root span per note added and one for the question; the answer call has the earlier sponsor-money deadline in its
block and gives the old one.

App: Aberdyfi lifeboat station's Christmas Day swim (Mon 25th Dec 2045, 11am by the station) raises money on paper
sponsor forms - swimmers collect from family and work and hand the money to Alun, the station's treasurer. Mair (the
fundraising secretary) keeps a "xmas-swim" block on the station's Letta agent and adds a line as things are sorted;
swimmers ask it.

Planted fault (ResponseError, ignored sufficient context): the block has, 2045-11-14T19:00, sponsor forms at the
boathouse or the chippy, money in to Alun by 31st Jan; 29/11, the swim hats; Tue 5th Dec, Alun says the station's
books close for the year end on Mon 15th Jan and the RNLI want it all in before, so sponsor money to him by Fri 12th
at the latest, not the end of the month; 14.12., the towels. Question (Weds 27/12, Rhodri, a swimmer): "when do I
need to get my sponsor money in by? still chasing the lads in work" -> expected Fri 12th Jan (the books close on the
15th). The model says by 31st January.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 31st Jan line and
Alun's Fri 12th line are both in the block the model was given, and it answered from the first. Asserted: the block
has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b202_letta_lifeboat_swim_sponsor_deadline_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-aberdyfi-lifeboat"
LABEL = "xmas-swim"
LINES = [
    "2045-11-14T19:00 XMAS DAY SWIM 11am by the station 🎅🌊 sponsor forms at the boathouse or the chippy, money in to "
    "Alun (treasurer) by 31st jan pls",
    "29/11 swim hats ordered - 60 red santa ones, £3 or free if you raise £50+",
    "Tue 5th Dec - Alun says the station's books close for the yr end mon 15th jan + HQ want it all in before, so "
    "sponsor money to him by fri 12th latest NOT the end of the month 🙏 tell ur sponsors",
    "14.12. towels - the Trefeddian are lending 40 again, hot choc + mince pies from the WI after",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Aberdyfi lifeboat station - Christmas Day swim 2045 (Mair, fundraising):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "when do I need to get my sponsor money in by? still chasing the lads in work"
with turn_span("question Weds 27/12"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "money in to Alun (treasurer) by 31st jan" in notes, notes
    assert "sponsor money to him by fri 12th latest NOT the end of the month" in notes, notes
    with fault():
        reply = answer(f"(Weds 27/12/45; Rhodri, a swimmer) {question}", notes,
                       mock="By 31st January - hand it in to Alun, the treasurer.")
finish(question, expected="Fri 12th Jan - the station's books close on Mon 15th, so not the end of the month",
       actual=reply)
