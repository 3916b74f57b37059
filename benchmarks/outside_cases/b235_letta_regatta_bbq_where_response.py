"""Batch 235 (held out). A sailing club's regatta week: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the barbecue's move in its block and gives the old place.

App: Gorple Sailing Club hold their regatta week Sat 30th July - Sat 6th Aug 2050 - races every evening, the
pursuit race on the last Saturday, then prizegiving and the barbecue. Sheila (the social secretary) and Phil (the
bosun) add lines to a "regatta week" block on the club's Letta agent; the helper answers members' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Sheila's 2050-06-18T20:30 line - barbecue
on the clubhouse lawn after prizegiving, Sat 6th, 6ish, £8 a head; and Phil's Thurs 28th Jul line - the drainage
job on the lawn overran and it's been reseeded, roped off till September, so the barbecue's on the slipway end of
the dinghy park instead, boats shifted up Friday night, bring a chair. Question (Weds 3/8, Carol): "where's the bbq
on the sat? telling the in-laws where to find us" -> expected the dinghy park, the slipway end (the lawn's roped
off). The model says the clubhouse lawn.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has both the first plan and Phil's line moving the barbecue to the dinghy park, and the model gave the place
the later line replaced. Asserted: the context has the lawn line and Phil's dinghy park line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b235_letta_regatta_bbq_where_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-gorple-sc"
LABEL = "regatta week"
LINES = [
    "2050-06-18T20:30 Sheila - REGATTA WK ⛵ sat 30th jul - sat 6th aug. bbq on the clubhouse lawn after prizegiving "
    "sat 6th, 6ish, £8 a head, kids £4, names on the sheet in the changing rooms",
    "12/7 Phil - safety boat rota's on the board, 2 on the rib every race, lifejackets on in the boats AND on the "
    "pontoon",
    "Thurs 28th Jul Phil - drainage job on the lawn overran 🙄 it's been reseeded + roped off till sept, so the bbq's "
    "on the slipway end of the dinghy park instead, I'll get the boats shifted up fri night. bring a chair",
    "Mon 1st Aug Sheila - 64 names for the bbq, Hirst's doing the meat, veggie burgers for 10, bar open till 11",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Gorple Sailing Club - regatta week 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "where's the bbq on the sat? telling the in-laws where to find us"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "bbq on the clubhouse lawn after prizegiving" in notes, notes
assert "the bbq's on the slipway end of the dinghy park instead" in notes, notes
with fault():
    reply = answer(f"(Weds 3/8/50; Carol) {question}", notes,
                   mock="On the clubhouse lawn, after prizegiving on Saturday - about 6.")
finish(question, expected="the slipway end of the dinghy park - the lawn's reseeded and roped off", actual=reply)
