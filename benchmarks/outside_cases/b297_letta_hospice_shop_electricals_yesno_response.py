"""Batch 297 (held out). A hospice charity shop: Letta core memory block (offline stand-in), one root span per note
and one for the question; the answer call has the lifted ban on small electricals in its block and answers from
the old ban.

App: the St Cuthbert's Hospice shop on Commercial St, Brighouse, 2053 - clothes, books, bric-a-brac, a bit of
furniture, about fifteen volunteers. Maureen (the manager) and the volunteers add lines to a "donations" block on
the shop's Letta agent; whoever's on the till asks the helper what the shop can and can't take.

Planted fault (ResponseError, ignored sufficient context): the block has Maureen's 2053-01-06T09:40 line - NO
electricals at all, there's nobody to PAT test them, send people to the tip or the British Heart Foundation
furniture place; a 23/1 line - no duvets, pillows or car seats; Maureen's Fri 28th Feb line - Dave's passed his PAT
testing course, so from Mon 3rd March the shop can take small electricals again (kettles, toasters, lamps,
hairdryers), they go in the back for Dave to test on a Wednesday - still no TVs or anything big; and a Sat 8/3 line
about the window display. Question (Thu 13/3, Irene on the till): "lady at the counter with a toaster + a little
table lamp, can we take them or do I send her to the BHF?" -> expected yes, small electricals are fine again, in
the back for Dave to test. The model says no, the shop doesn't take electricals, send her to the BHF.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the ban and, later, Dave's PAT course lifting it for small electricals like toasters and lamps, and the
model answered from the ban. Asserted: the block has both the ban line and the lifting line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b297_letta_hospice_shop_electricals_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-st-cuthberts-brighouse"
LABEL = "donations"
LINES = [
    "2053-01-06T09:40 Maureen - NO ELECTRICALS ⚡ at all pls, we've nobody to PAT test them. send them to the tip or "
    "the British Heart Foundation furniture place on Bradford Rd, they test",
    "23/1 Maureen - also no duvets, pillows or car seats (can't sell them, health + safety). books + bric a brac "
    "always welcome",
    "Fri 28th Feb Maureen - Dave's passed his PAT testing course!! 🎉 so from mon 3rd march we CAN take small "
    "electricals again - kettles, toasters, lamps, hairdryers etc. in the back on the blue shelf for Dave to test "
    "weds. still no tellys or anything big",
    "Sat 8/3 Sandra - easter window's going in next wk, anyone got any fluffy chicks or a basket, bring them in",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Cuthbert's Hospice shop, Brighouse - what we take:"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "lady at the counter with a toaster + a little table lamp, can we take them or do I send her to the BHF?"
with turn_span("question Thu 13/3"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "NO ELECTRICALS ⚡ at all pls, we've nobody to PAT test them" in notes, notes
    assert "we CAN take small electricals again - kettles, toasters, lamps" in notes, notes
    with fault():
        reply = answer(f"(Thu 13/3/53; Irene on the till) {question}", notes,
                       mock="Send her to the BHF on Bradford Rd - we don't take electricals, there's nobody to PAT "
                            "test them.")
finish(question, expected="yes - small electricals are fine again since Dave did his PAT course, put them on the blue "
                          "shelf in the back for him to test", actual=reply)
