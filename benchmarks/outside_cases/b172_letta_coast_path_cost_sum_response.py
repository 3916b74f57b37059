"""Batch 172 (held out). A walking group's coast path weekend kitty: Letta core memory block (offline stand-in), one root
span per note and one for the question; the answer call has every cost in the block and leaves one out of the sum.

App: the Lickey Ramblers' coast path weekend on the Lizard is Fri 18th - Sun 20th May 2040 - Friday night at the Old
Vicarage in Mullion, Saturday night at Gull Rock B&B in Cadgwith, a luggage transfer between them, Gerry's minibus
back to the cars on the Sunday. Pauline, the organiser, pays everything up front and keeps a "coast path wknd" block
on the group's Letta agent, appending a line as costs come in; walkers ask the agent what they owe her.

Planted fault (ResponseError, ignored sufficient context): the block has, from 2040-03-27T20:15, the B&Bs - Old Vic
£48pp Friday, Gull Rock £44pp Saturday, both with brekkie; from Weds 11 Apr, Lizard Luggage £12 a head for the bags;
from 28.4., Gerry's minibus back on the Sunday £8 each, cash on the day but she'll collect it; from 2040-05-06T19:00,
the packed lunches at £7 - only Jan, Bill and Sue ordered them; and an aside about the Cadgwith pub. The model adds
the B&Bs and the bags and leaves the minibus out. Question (Tue 15/5, Keith, who didn't order a packed lunch): "how
much do I owe you for the wknd all in? didn't get a packed lunch" -> expected £112 (£48 + £44 + £12 + £8). The
assistant says £104.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): all four of his costs are
in the block the model was given, and it left the £8 minibus out of the sum. Asserted: the block has the B&B,
luggage and minibus lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b172_letta_coast_path_cost_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-lickey-ramblers-pauline"
LABEL = "coast path wknd"
LINES = [
    "2040-03-27T20:15 B&Bs booked 🥾 Old Vic (Mullion) £48pp fri, Gull Rock (Cadgwith) £44pp sat, both incl brekkie. "
    "I've paid deposits, settle up w me after",
    "Weds 11 Apr Lizard Luggage £12 a head for the bags sat, paid it on my card",
    "28.4. Gerry's minibus back to the cars sun - £8 each for diesel, cash on the day but I'll collect it w the rest",
    "2040-05-06T19:00 packed lunches £7, only Jan, Bill + Sue ordered one. Cadgwith pub does a mean crab sandwich if "
    "anyone's still hungry lol",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Lickey Ramblers - coast path weekend Fri 18 - Sun 20 May 2040 - costs (Pauline "
                                  "pays up front):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe you for the wknd all in? didn't get a packed lunch"
with turn_span("question Tue 15/5"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "Old Vic (Mullion) £48pp fri, Gull Rock (Cadgwith) £44pp sat" in notes, notes
    assert "Lizard Luggage £12 a head" in notes, notes
    assert "£8 each for diesel" in notes, notes
    with fault():
        reply = answer(f"(Tue 15/5/40; Keith, one of the walkers) {question}", notes,
                       mock="£104 - £48 for the Old Vic, £44 for Gull Rock and £12 for the luggage transfer.")
finish(question, expected="£112 - £48 + £44 B&Bs, £12 luggage, £8 minibus", actual=reply)
