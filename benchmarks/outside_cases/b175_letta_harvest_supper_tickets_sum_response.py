"""Batch 175 (held out). A village hall's harvest supper tickets: Letta core memory block (offline stand-in), script
style (each call its own trace); the answer call has the whole price list and leaves the under-5s rule out of a sum.

App: Ashbury village hall's harvest supper is Sat 12th Oct 2041, 7 for 7.30 - hot pot supper, puds, an auction of
produce after. Janet, who runs it, keeps a "harvest supper 2041" block on the hall's Letta agent, appending a line as
things get sorted; villagers ask the agent about it.

Planted fault (ResponseError, ignored sufficient context): the block has Janet's 14/9 line (tickets £12, under 12s
half price, under 5s free - they can share mum's plate lol), the menu, the bar (bring your own, glasses provided) and
the auction. Doreen asks (Weds 2/10): "how much do I owe you for me, Jim and the two grandchildren? Ellie's 9 and Sam's
4" -> expected £30 (£12 + £12 + £6 for Ellie; Sam, 4, is free). The model charges Sam the under-12s half price and says
£36.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the adult price, the
under-12s half price and the under-5s-free rule are all in the block the model was given, and it left the last one
out. Asserted: the block has all three prices.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b175_letta_harvest_supper_tickets_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ashbury-village-hall-janet"
LABEL = "harvest supper 2041"
LINES = [
    "14/9 harvest supper sat 12th oct 7 for 7.30 🌾 tickets £12, under 12s half price, under 5s free (they can share "
    "mum's plate lol). from me or the shop",
    "Tue 1st Oct menu - hot pot + red cabbage, veggie option, apple crumble + custard. bar: bring your own, glasses "
    "provided",
    "2041-10-01T21:15 auction after the puds, Ted's auctioneer again, all proceeds to the roof fund",
    "2.10. 52 tickets gone, 28 left, tell your friends!!",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ashbury village hall - harvest supper 2041 (Janet):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe you for me, Jim and the two grandchildren? Ellie's 9 and Sam's 4"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "tickets £12" in notes and "under 12s half price" in notes and "under 5s free" in notes, notes
with fault():
    reply = answer(f"(Weds 2/10/41; Doreen, booking for the harvest supper) {question}", notes,
                   mock="£36 - £12 each for you and Jim and £6 each for Ellie and Sam (under 12s are half price).")
finish(question, expected="£30 - £12 each for Doreen and Jim, £6 for Ellie, Sam's free (under 5)", actual=reply)
