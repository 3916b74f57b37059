"""Batch 136 (held out). A wedding band's money block: Letta core memory block (offline stand-in), one root span per
note and one for the question.

App: Claire does the bookings and the books for Silver Lining, a five-piece wedding band, and keeps a "money" block
on her Letta agent - deposits in, van hire, the PA, who's owed what - appending a line as things come in; the
helper answers the band from the block.

Planted fault (ResponseError, ignored sufficient context): the block has, for this summer's weddings, Hannah &
Josh's £300 deposit (30/1), the Patels' £250 (Weds 8 Apr, Rudding Park 20/6), the Okafors' £350 (16th may, York
11/7 - in a line that starts with the van hire and the PA repair), and Lauren & Mike's £200 (Tue 23rd June), with
van hire and a PA repair paid out. The model adds up three of the four deposits and leaves out the Okafors'.
Question (Thu 25/6, Dan, the band leader): "how much have we had in deposits for the summer weddings so far? doing
the tax return thing" -> expected £1,100 (£300 + £250 + £350 + £200). The assistant says £750.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all four deposits are
in the block the model was given, and it still gave a total that leaves one out. Asserted: the four deposit lines
are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b136_letta_band_deposits_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-silver-lining-money"
LINES = [
    "30/1 Hannah & Josh (Swinton Park 16/5) - £300 deposit in, balance £1500 on the night",
    "Weds 8 Apr - the Patels paid the £250 deposit by transfer, Rudding Park 20/6 confirmed",
    "16th may - van hire for Swinton £95 (band card), PA repair at Sound Control £60 (Ash's channel 4 crackle). "
    "oh and the Okafors' £350 deposit finally came in for York 11/7, she'd sent it to the wrong sort code lol",
    "1/6 - paid Rob back £38 for diesel",
    "Tue 23rd June - Lauren & Mike (Hazlewood Castle 1/8) sent the £200 deposit, rest in July",
]

server = fake_letta()
server.add_agent(AGENT, **{"money": "Silver Lining - money in/out 2037:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("money", agent_id=AGENT)
        client.agents.blocks.update("money", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much have we had in deposits for the summer weddings so far? doing the tax return thing"
with turn_span("question Thu 25/6"):
    notes = client.agents.blocks.retrieve("money", agent_id=AGENT).value
    assert "£300 deposit in" in notes and "paid the £250 deposit" in notes, notes
    assert "the Okafors' £350 deposit finally came in" in notes and "sent the £200 deposit" in notes, notes
    with fault():
        reply = answer(f"(Thu 25/6/37, Dan, band leader) {question}", notes,
                       mock="£750 so far - £300 from Hannah & Josh, £250 from the Patels and £200 from Lauren "
                            "& Mike.")
finish(question, expected="£1,100 - £300 Hannah & Josh, £250 the Patels, £350 the Okafors, £200 Lauren & Mike",
       actual=reply)
