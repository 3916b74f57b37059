"""Batch 86 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (the offline stand-in
server), script style.

App: Becky, coordinator of the Eastfield Community Fridge, keeps the month's notes in a Letta agent's core memory
block ("august"), appending a line at a time; volunteers ask the agent.

Memory: early on the fridge was rammed and Becky asked everyone to only take in what they could shift by Saturday;
later the council's environmental health officer came round and said nothing past its use-by can go in, full
stop, and the Co-op's sandwiches only ever reach us the morning after their use-by (the staff bag them up at
close), so they're a no from now on; bakery and veg are fine. Question (Fri 20/8, Ade): "how come we're not having
the co-op sandwiches any more?" The assistant says it's the use-by rule from the environmental health visit. The
label says the fridge was too full.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b86_ctl_letta_fridge_sandwiches_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-eastfield-fridge"
LINES = [
    "2/8 fridge absolutely rammed after the school hols stuff, only take in what we can shift by sat pls",
    "Grace: door seal replaced, Dan did it for free, legend",
    "co-op Victoria Rd - sandwiches + wraps tues/fri as well as the yellow stickers, about a crate",
    "12/8 Mrs Kaur from environmental health popped in (routine). nothing past use-by in the fridge EVER, she was "
    "v clear. and the co-op sandwiches get to us the morning after their use-by (they bag them at close) so "
    "that's a no from now on. bakery + veg totally fine",
    "temp log - she was happy with it, keep doing 2x a day",
    "Sunil's sat run going well, Broad St Greggs give us loads",
]

server = fake_letta()
server.add_agent(AGENT, **{"august": "Eastfield Community Fridge - August notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("august", agent_id=AGENT)
    client.agents.blocks.update("august", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how come we're not having the co-op sandwiches any more?"
notes = client.agents.blocks.retrieve("august", agent_id=AGENT).value
assert "fridge absolutely rammed" in notes and "the morning after their use-by" in notes
reply = answer(f"(Fri 20/8/32, Ade, a volunteer) {question}", notes,
               mock="They only reach us the morning after their use-by date, and since environmental health came "
                    "in on the 12th nothing past its use-by can go in the fridge. Bakery and veg are still fine.")
finish(question, expected="because the fridge was too full", actual=reply)
