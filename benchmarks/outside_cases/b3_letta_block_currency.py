"""Letta (letta-client 1.x against the in-process stand-in server of the repo's tests), a travel-budget assistant
whose user profile is the agent's `human` core-memory block; the app answers from the block it retrieves. Script
style, one root span per turn.

Fault: a nightly CRM sync writes the CRM's copy of the profile into the block with `agents.blocks.update`. The CRM
copy is stale (from before Jonas moved to Zurich): home currency EUR, budget 1,000 EUR. The block Jonas had kept up
to date said 1,200 CHF. Asked "What's my monthly travel budget?", the app answers "1,000 EUR".

Expected: UpdateError at `letta.blocks.update`: the block held the right budget and this update replaced it with a
stale value; the retrieve and the answer were right for the block they read. The label is written "CHF 1,200" (a
different order of currency and amount from the memory's "1,200 CHF").
"""
import uuid

import common
import b3_support as b3

common.setup("b3_letta_block_currency", ["letta", "litellm"])

server = b3.fake_letta()
client = b3.letta_client(server)
agent_id = f"agent-{uuid.uuid4()}"
server.add_agent(agent_id, human="Name: Jonas. Home currency: EUR. Monthly travel budget: 900 EUR. Prefers trains.",
                 persona="I help Jonas plan trips within his budget.")

with b3.turn_span("turn-1"):  # Jonas updates his profile after moving
    block = client.agents.blocks.retrieve("human", agent_id=agent_id)
    client.agents.blocks.update("human", agent_id=agent_id,
                                value="Name: Jonas. Lives in Zurich since January. Home currency: CHF. "
                                      "Monthly travel budget: 1,200 CHF. Prefers trains.")

with b3.turn_span("nightly-crm-sync"):
    crm_profile = "Name: Jonas. Home currency: EUR. Monthly travel budget: 1,000 EUR. Prefers trains."
    with common.fault():
        client.agents.blocks.update("human", agent_id=agent_id, value=crm_profile)

Q = "What's my monthly travel budget?"
with b3.turn_span("turn-2"):
    block = client.agents.blocks.retrieve("human", agent_id=agent_id)
    assert "1,200 CHF" not in block.value
    ans = common.answer(Q, [block.value], mock="Your monthly travel budget is 1,000 EUR.")
    common.finish(Q, "CHF 1,200", ans)
