"""Batch 274 (held out). A village shop's deliveries and rota: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has the new Wednesday closing time in its block and gives a time
the block says is something else.

App: Wadsworth Village Shop is a community shop with a post office counter two mornings a week, run by Sheila (the
manager) and a rota of volunteers. Sheila and Tony (the chair) add lines to a "shop hours + rota" block on the
shop's Letta agent; the helper answers volunteers' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Sheila's 2050-04-02T16:45 line - open 8-5
mon-sat, 9-12 sun; Tony's 14/4 line - the post office van collects 12.30 weds + fri; Sheila's Mon 1st May line -
from this week Weds is half day, shut at 1pm, nobody comes in after lunch and they can't fill the afternoon rota, a
sign's on the door; and Tony's Thurs 4th May line - someone asked if they shut at 12.30 weds for the PO van - no,
the van just collects, 12.30 is nothing to do with closing. Question (Tue 9/5, Jean, new on the rota): "what time
do we shut on weds now? I'm on the last shift" -> expected 1pm (Weds is half day now). The model says 12.30, when
the post office van's been.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the 1pm half day and says 12.30 is only the van, and the model gave 12.30. Asserted: the block has the
half-day line and the van line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b274_letta_village_shop_weds_closing_time_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-wadsworth-shop"
LABEL = "shop hours + rota"
LINES = [
    "2050-04-02T16:45 Sheila - HOURS 🛒 mon-sat 8-5, sun 9-12. 2 on each shift, 8-12.30 + 12.30-5, sign the book "
    "when u come in",
    "14/4 Tony - PO counter tues + thurs mornings only (Brenda). post office van collects 12.30 weds + fri, parcels "
    "on the shelf by the door",
    "Mon 1st May Sheila - from this wk weds is half day, shut at 1pm 🙏 nobody comes in after lunch + we can't fill "
    "the afternoon rota anyway. sign's on the door, last shift weds is 9-1",
    "Thurs 4th May Tony - someone asked do we shut at 12.30 weds for the PO van - no!! the van just collects, 12.30's "
    "nothing to do with closing",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Wadsworth Village Shop - hours and rota 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what time do we shut on weds now? I'm on the last shift"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "from this wk weds is half day, shut at 1pm" in notes, notes
assert "the van just collects, 12.30's nothing to do with closing" in notes, notes
with fault():
    reply = answer(f"(Tue 9/5/50; Jean) {question}", notes,
                   mock="12.30 on Wednesdays - once the post office van's been you can lock up.")
finish(question, expected="1pm - Wednesday's half day now (last shift 9-1)", actual=reply)
