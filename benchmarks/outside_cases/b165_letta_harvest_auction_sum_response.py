"""Batch 165 (held out). A churchwarden's notes on the harvest produce auction: Letta core memory block (offline
stand-in), one root span per note and one for the question; the answer call has every lot and leaves one out.

App: after St Oswald's harvest festival service (Sun 25th September 2039) the fresh produce is auctioned in the church
hall for the church's overseas aid partner. Alan, the churchwarden who does the hammer, keeps an "auction" block on
the parish Letta agent, appending a line as things come in; the PCC treasurer asks the agent for the figures.

Planted fault (ResponseError, ignored sufficient context): the block has, from 2039-09-25T13:10, the auction done -
the marrow £12 to Mr Pask (3rd year running), the Co-op hamper £45 to Alan Bright, 6 veg boxes at £8 each; the
harvest loaf isn't for sale, it goes back on the altar; Mrs Lowe's 3 jars of honey went for £15 but she'd come out
without her purse and said she'd drop it in; and, from Tue 27th, Mrs Lowe dropping the £15 in at the vicarage, so
that's everything in. The model leaves the honey out as still owed. Question (Weds 28/9, Pauline, PCC treasurer):
"how much did the auction make all in? doing the harvest figures for the PCC" -> expected £120 (£12 + £45 + £48 +
£15). The assistant says £105.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every lot and Mrs Lowe
paying up are in the block the model was given, and it added up without the honey. Asserted: the block has the
marrow, hamper and veg boxes, the honey at £15 and Mrs Lowe's £15 dropped in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b165_letta_harvest_auction_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-st-oswalds-parish-alan"
LINES = [
    "2039-09-25T13:10 - auction done!! marrow £12 to Mr Pask (3rd yr running lol), Co-op hamper £45 Alan Bright, 6 "
    "veg boxes at £8 each. harvest loaf NOT for sale, back on the altar",
    "Mrs Lowe's 3 jars of honey went for £15 but she'd come out w/o her purse, said she'd drop it in",
    "tidy up done by 2.30, Val's bagged the leftover apples for the food bank",
    "Tue 27th - Mrs Lowe dropped the £15 in at the vicarage 👍 so that's everything in. cash + cheques in the safe",
]

server = fake_letta()
server.add_agent(AGENT, auction="St Oswald's harvest 2039 - produce auction (for our overseas aid partner) - notes:")
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve("auction", agent_id=AGENT)
        client.agents.blocks.update("auction", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much did the auction make all in? doing the harvest figures for the PCC"
with turn_span("question Weds 28/9"):
    notes = client.agents.blocks.retrieve("auction", agent_id=AGENT).value
    assert "marrow £12" in notes and "hamper £45" in notes and "6 veg boxes at £8" in notes, notes
    assert "honey went for £15" in notes, notes
    assert "Mrs Lowe dropped the £15 in" in notes, notes
    with fault():
        reply = answer(f"(Weds 28/9/39; Pauline, the PCC treasurer) {question}", notes,
                       mock="£105 - the marrow £12, the hamper £45 and the 6 veg boxes at £8 (£48). Mrs Lowe's "
                            "£15 for the honey is still to come in.")
finish(question, expected="£120 - marrow £12, hamper £45, veg boxes £48 and Mrs Lowe's honey £15 (she's paid)",
       actual=reply)
