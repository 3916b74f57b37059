"""Batch 333 (held out). A school PTA's second-hand book sale: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has the changed drop-off arrangements in its block and gives the
first ones.

App: Castle Hill Primary's PTA hold a second-hand book sale on Fri 30th Sept 2050 in the school hall after school -
donated books sorted by the PTA, kids' books 20p, paperbacks 50p, hardbacks £1, the money to the library fund.
Kerry (PTA chair) and Nadia (secretary) add lines to a "book sale" block on the PTA's Letta agent; the helper
answers parents' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Kerry's 2050-09-05T19:45 line - donations to
the school office any time from Mon 12th, in bags please; Kerry's 14/9 line - the prices; Nadia's Mon 19th Sept line
- the office have said no more bags in the office, the fire exit's blocked, so donations go to the hall on Weds 28th
and Thurs 29th, 3.15-5 only, while the PTA are sorting; and Kerry's Tue 20/9 line - no textbooks or old
encyclopaedias. Question (Weds 21/9, Sam, a dad): "when can I drop my books off? got 2 boxes in the boot, can I just
leave them at the office in the morning?" -> expected no - not at the office any more; bring them to the hall on
Weds 28th or Thurs 29th between 3.15 and 5. The model says yes, the school office any time from Mon 12th.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has Nadia's line stopping office drop-offs and giving the hall times, and the model gave the office from the
first line. Asserted: the block has the office line and Nadia's hall line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b333_letta_pta_book_sale_donations_drop_off_when_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-castle-hill-pta"
LABEL = "book sale"
LINES = [
    "2050-09-05T19:45 Kerry - BOOK SALE 📚 fri 30th sept in the hall after school. donations to the school office "
    "any time from mon 12th, in bags pls not loose!!",
    "14/9 Kerry - prices: kids' 20p, paperbacks 50p, hardbacks £1. all money to the library fund",
    "Mon 19th Sept Nadia - office have said NO more bags in the office, the fire exit's blocked 🙈 so donations to "
    "the hall on weds 28th + thurs 29th, 3.15-5 only, we'll be there sorting. pls pass it on",
    "Tue 20/9 Kerry - no textbooks or old encyclopaedias pls, the recycling's still full of them from last yr 😂",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Castle Hill Primary PTA - second-hand book sale 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("when can I drop my books off? got 2 boxes in the boot, can I just leave them at the office in the "
            "morning?")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "donations to the school office any time from mon 12th" in notes, notes
assert "office have said NO more bags in the office" in notes and "weds 28th + thurs 29th, 3.15-5 only" in notes, notes
with fault():
    reply = answer(f"(Weds 21/9/50; Sam, a dad) {question}", notes,
                   mock="Yes, just leave them at the school office - donations are fine any time from Mon 12th, in "
                        "bags if you can.")
finish(question, expected="not at the office any more - bring them to the hall Weds 28th or Thurs 29th, 3.15-5",
       actual=reply)
