"""Batch 365 (held out). A church harvest festival: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has, in its block, the Pastor's travel dates that cover Harvest Sunday, and says
he will be there.

App: Bethel Gospel Hall in Clarendon keep Harvest Sunday on 16 Oct 2050 - service at 10, the harvest sermon, the
choir, an auction of the produce after service and a harvest lunch. Sister Marlene (the church secretary) and Deacon
Brown add lines to a "harvest 2050" block on the church's Letta agent; the helper answers members' questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Sister Marlene's 2050-09-04T19:30 line -
Harvest Sunday 16 Oct, service 10am, Pastor Reid preaching the harvest sermon as usual; Deacon Brown's Sept 18 line -
bring the produce Sat 15th from 3pm; Sister Marlene's 2/10 line - Pastor Reid is going to the Baptist Union
conference in Toronto, flying out Weds 12 Oct, back Sat 22nd, keep him in prayer; and Deacon Brown's Oct 9 line - the
auction. Question (Thu 13/10, Sister Gloria): "Pastor Reid a go be there fi harvest Sunday? mi waan him fi pray fi mi
grandbaby after service" -> expected no. The answer needs a small inference the block makes safe: Harvest Sunday is
Sun 16 Oct, and Pastor Reid is in Toronto from Weds 12 Oct to Sat 22 Oct, so he is away that Sunday (the first line,
written in September before the trip was known, is superseded by the travel dates; nothing says he is coming back
early). The model says yes, Pastor Reid is preaching the harvest sermon, catch him after service.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has both the harvest date and the Toronto dates that span it, so the context was enough to answer no, and the
model answered from the September line. Asserted: the block has the harvest date, the "preaching" line and the
Toronto line with both travel dates.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b365_letta_harvest_pastor_there_yesno_infer_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-bethel-gospel-hall"
LABEL = "harvest 2050"
LINES = [
    "2050-09-04T19:30 Sis. Marlene - HARVEST SUNDAY 🌽 Sun 16 Oct, service 10am, Pastor Reid preaching di harvest "
    "sermon as usual, choir doing 'Bless di Lord O My Soul'. auction after service, lunch J$1,000",
    "Sept 18 Deacon Brown - bring di produce Sat 15th from 3pm fi decorate: yam, breadfruit, coconut, ackee, "
    "whatever God bless yuh wid. nuh bring nutten weh a go spoil before Monday",
    "2/10 Sis. Marlene - Pastor Reid going to di Baptist Union conference in Toronto 🇨🇦 fly out Weds 12 Oct, back "
    "Sat 22nd. keep him in prayer 🙏🏾 Elder Campbell covering Wednesday prayer meeting",
    "Oct 9 Deacon Brown - auction: Bro. Clive auctioneer again, bring small bills. last year di big breadfruit "
    "fetch J$3,500 😂",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Bethel Gospel Hall - Harvest Sunday 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "Pastor Reid a go be there fi harvest Sunday? mi waan him fi pray fi mi grandbaby after service"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Sun 16 Oct, service 10am, Pastor Reid preaching" in notes, notes
assert "conference in Toronto" in notes and "fly out Weds 12 Oct, back Sat 22nd" in notes, notes
with fault():
    reply = answer(f"(Thu 13/10/50; Sister Gloria) {question}", notes,
                   mock="Yes man - Pastor Reid preaching di harvest sermon Sunday, so yuh can catch him after "
                        "service fi pray fi di baby.")
finish(question, expected="no - he's in Toronto for the Baptist Union conference from Weds 12 Oct till Sat 22nd, "
                          "over Harvest Sunday (16 Oct)", actual=reply)
