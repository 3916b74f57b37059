"""Batch 12 (held out). Florist's standing-orders assistant: a Letta agent (letta-client against the in-process Letta
stand-in) whose core memory block ``standing_orders`` lists the shop's weekly trade orders, one line each. One root
span per turn.

App: the shop owner tells the agent about changes in plain words (``agents.messages.create``); the agent keeps the
block up to date with its own memory tools. The shop assistant asks the order-desk bot, which reads the block
(``blocks.retrieve``) and answers with litellm.

Planted fault (UpdateError, overwritten by the agent's own rewrite): the block lists the Crown Hotel's lobby urn
(Mondays), "Bistro Lune: 6 table posies every Friday, collected by their porter at 4 pm" and the Abbey Dental
reception vase (Wednesdays). On Monday 15 June the owner says "The Crown is closed for refurbishment, pause their
lobby urn until Monday 29 June." The agent answers with ``memory_rethink``: it rewrites the whole block with the
Crown paused -- and the Bistro Lune line is gone from its rewrite. Question (Friday): "How many posies does Bistro
Lune get today and what time are they collecting?" -> expected "Six table posies, collected at 4 pm". The bot says
Bistro Lune has no standing order on file.

Expected verdict: UpdateError at the agent turn's observed letta memory_rethink edit (fault() wraps the turn that made
it; its gold ops include the turn and the edit). Asserted: the Bistro Lune line is in the block before the turn and
absent from the block the answer reads.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b12_letta_florist_standing_rethink", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-florist-petal-and-stem"
ORDERS = ("Standing trade orders (Petal & Stem):\n"
          "Crown Hotel: lobby urn, seasonal, replaced every Monday by 8 am, GBP 120\n"
          "Abbey Dental: reception vase every Wednesday, white and green only, GBP 35\n"
          "Bistro Lune: 6 table posies every Friday, collected by their porter at 4 pm, GBP 9 each")
REWRITE = ("Standing trade orders (Petal & Stem):\n"
           "Crown Hotel: lobby urn PAUSED (refurbishment) until Monday 29 June, then every Monday by 8 am, GBP 120\n"
           "Abbey Dental: reception vase every Wednesday, white and green only, GBP 35")
server = fake_letta()
server.add_agent(AGENT, persona="I keep Petal & Stem's standing trade orders for the owner, Marisol.",
                 standing_orders=ORDERS)
client = letta_client(server)

with turn_span("turn-1 owner opens the week"):
    before = client.agents.blocks.retrieve("standing_orders", agent_id=AGENT).value
    assert "Bistro Lune: 6 table posies every Friday" in before

with turn_span("turn-2 owner: pause the Crown"):
    # the agent's edit (what its model chose): a whole-block rewrite that leaves out the Bistro Lune line
    server.plan(AGENT, ("memory_rethink", {"label": "standing_orders", "new_memory": REWRITE}))
    with fault():
        client.agents.messages.create(AGENT, messages=[{"role": "user", "content": "The Crown is closed for "
                                                        "refurbishment, pause their lobby urn until Monday 29 June."}])

question = "How many posies does Bistro Lune get today and what time are they collecting?"
with turn_span("turn-3 shop assistant question, Friday 19 June"):
    orders = client.agents.blocks.retrieve("standing_orders", agent_id=AGENT).value
    assert "Bistro Lune" not in orders and "PAUSED" in orders, orders
    reply = answer(question, orders, mock="Bistro Lune doesn't have a standing order on file, so there are no posies "
                                          "to make up for them today.")
finish(question, expected="Six table posies, collected at 4 pm", actual=reply)
