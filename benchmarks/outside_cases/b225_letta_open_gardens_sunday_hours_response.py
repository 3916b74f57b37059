"""Batch 225 (held out). A village's open gardens weekend: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has Sunday's later start in its block and works the length from the
old hours anyway.

App: Clunton & Clunbury Open Gardens is Sat 24th and Sun 25th June 2051 - 12 gardens, one ticket for the lot,
teas in the chapel schoolroom, stewards on every garden gate. Jill (who runs it), Pat (teas) and Dennis (stewards)
add lines to an "opengardens" block on the village's Letta agent as things come up; the helper answers from it.

Planted fault (ResponseError, ignored sufficient context): the block has Jill's 2051-05-02T20:00 line - gardens
open 11-5 both days, £6 covers the lot; her 14/5 line - stewards, 2 a garden per half day; her Weds 7 Jun line -
the vicar's asked, Sunday morning's the Rogation walk round the parish and the service after, so could they hold
off till it's all done: Sunday is 1-5 now, Saturday stays 11-5; and Pat's 16th June teas line. Question (Mon 19/6,
Dennis, doing the stewards' rota): "how long are the gardens open on the sun? doing the stewards rota" -> expected
4 hours (1 till 5). The model says 6 hours, 11 till 5.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has both the 11-5 line and Sunday's 1-5, and the model worked the length from the old hours. Asserted: the
block has "11-5 both days" and "SUN IS 1-5 now".
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b225_letta_open_gardens_sunday_hours_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-clun-open-gardens"
LABEL = "opengardens"
LINES = [
    "2051-05-02T20:00 Jill - OPEN GARDENS 🌷 sat 24th + sun 25th june, 11-5 both days. £6 covers the lot, kids free, "
    "tickets from the shop",
    "14/5 Jill - stewards pls!! 2 a garden per half day, sheet's up in the shop. hi-vis not needed, just a smile",
    "Weds 7 Jun Jill - vicar's asked, sun morning's the Rogation walk round the parish + the service after, so can "
    "we hold off till it's all done. so SUN IS 1-5 now, sat stays 11-5. will change the posters",
    "16th june Pat - teas in the chapel schoolroom both days, scones + lemon drizzle, Val's doing the urn",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Clunton & Clunbury Open Gardens 2051:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long are the gardens open on the sun? doing the stewards rota"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "11-5 both days" in notes and "SUN IS 1-5 now" in notes, notes
with fault():
    reply = answer(f"(Mon 19/6/51; Dennis, stewards) {question}", notes,
                   mock="6 hours - the gardens are open 11 till 5 on the Sunday, same as the Saturday.")
finish(question, expected="4 hours - 1 till 5 on the Sunday (it starts after the Rogation walk and service; Saturday "
                          "is 11-5)", actual=reply)
