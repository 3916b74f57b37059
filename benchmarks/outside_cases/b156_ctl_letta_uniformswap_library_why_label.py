"""Batch 156 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Nat chairs the PTA at Copley Primary and keeps a "uniform swap" block on her Letta agent for the preloved uniform
swap (Fri 10th July 2037, after school, 3.15-5), appending a line as things come up.

Memory: 14/3: the swap in the hall as per, rails from the PTA cupboard; Weds 8 Apr: someone on the parents' WhatsApp
says the hall floor's being sanded and varnished so we can't have it - nope, that's the summer hols, Mr Dunn checked
with the caretaker; Tue 16/6: the hall's got the Y6 production set up all that week (Wizard of Oz - the yellow brick
road's painted on the flats and they can't be moved) so we're in the library and the corridor outside; 22.6.: Gemma
and Tash helping, sizes 3-4 to 11-12. Question (Mon 6/7, Nat): "why's the swap in the library this time not the
hall? a mum's asking on the whatsapp" The assistant says the Year 6 production's set (Wizard of Oz) is up in the
hall all that week and can't be moved. The label says the hall floor's being sanded and varnished - in memory, the
WhatsApp rumour Mr Dunn checked and put to the summer holidays.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b156_ctl_letta_uniformswap_library_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-copley-pta-nat"
LINES = [
    "14/3 - uniform swap fri 10th july 3.15-5, in the hall as per. rails from the PTA cupboard",
    "Weds 8 Apr - someone on the parents whatsapp says the hall floor's being sanded + varnished so we can't have "
    "it. nope, that's the summer hols, Mr Dunn checked w the caretaker",
    "Tue 16/6 - hall's got the Y6 production set up all that wk (Wizard of Oz, the yellow brick road's painted on the "
    "flats + they can't move them) so we're in the library + the corridor outside",
    "22.6. - Gemma + Tash helping, sizes 3-4 up to 11-12. bags for life for people to take stuff home in",
]

server = fake_letta()
server.add_agent(AGENT, **{"uniform swap": "Copley Primary PTA preloved uniform swap 2037 - notes:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("uniform swap", agent_id=AGENT)
        client.agents.blocks.update("uniform swap", agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the swap in the library this time not the hall? a mum's asking on the whatsapp"
with turn_span("question Mon 6/7"):
    notes = client.agents.blocks.retrieve("uniform swap", agent_id=AGENT).value
    assert "sanded + varnished" in notes and "Y6 production set up" in notes, notes
    reply = answer(f"(Mon 6/7/37, Nat) {question}", notes,
                   mock="Because the Year 6 production's set (Wizard of Oz) is up in the hall all that week and the "
                        "flats can't be moved, so the swap's in the library and the corridor outside.")
finish(question, expected="the hall floor's being sanded and varnished", actual=reply)
