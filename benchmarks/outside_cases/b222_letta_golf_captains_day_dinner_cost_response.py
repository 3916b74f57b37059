"""Batch 222 (held out). A golf club's captain's day: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the captain's contribution to the dinner in its block and works the
sum from the old price anyway.

App: Welshpool Golf Club hold Captain's Day on Sat 26th June 2049 for Rob Evans's year - a 1.30pm shotgun start, 18
holes stableford, prizes at the dinner, a three-course dinner in the clubhouse from 7.30 with partners welcome. Jan
(the club secretary) and Rob keep a "captains_day" block on the club's Letta agent and add a line as things come
up; the helper answers members from it.

Planted fault (ResponseError, ignored sufficient context): the block has Jan's 2049-05-04T19:30 line - £10 entry
for the golf, dinner £28 a head, partners very welcome; her 20.5. line on the prizes; Rob's Tue 8th Jun line -
it's his year and it's been a good one, so he's putting £5 a head towards the dinner himself, £23 each now, Jan's
changing the sheet; and Jan's 16th june menu line. Question (Weds 23/6, Mike): "how much do I owe for me + Carol?
I'm playing, she's just coming to the dinner" -> expected £56 (£10 entry + 2 x £23 dinner). The model says £66 (£10
+ 2 x £28).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has both the £28 line and Rob's £5 a head off it, and the model worked the sum from the first. Asserted: the
block has the entry, the £28 and Rob's £23.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b222_letta_golf_captains_day_dinner_cost_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-welshpool-golf"
LABEL = "captains_day"
LINES = [
    "2049-05-04T19:30 Jan - CAPTAIN'S DAY ⛳ sat 26th june, Rob's day. shotgun start 1.30pm, 18 holes stableford, "
    "£10 entry for the golf. dinner from 7.30, 3 courses, £28 a head, partners v welcome!",
    "20.5. Jan - prizes: captain's prize is an engraved decanter, nearest the pin on the 4th, longest drive on the "
    "11th, a bottle for every 2. prize giving after the pud",
    "Tue 8th Jun Rob - it's my yr + it's been a good one so I'm putting £5 a head towards the dinner myself 🍷 £23 "
    "each now, Jan's changing the sheet",
    "16th june Jan - menu: leek + potato soup, beef or the mushroom wellington, sticky toffee pud. numbers to me by "
    "the 20th pls",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Welshpool Golf Club Captain's Day 2049:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe for me + Carol? I'm playing, she's just coming to the dinner"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£10 entry for the golf" in notes and "£28 a head" in notes, notes
assert "putting £5 a head towards the dinner myself 🍷 £23 each now" in notes, notes
with fault():
    reply = answer(f"(Weds 23/6/49; Mike) {question}", notes,
                   mock="£66 - £10 entry for your golf, plus £28 a head for the dinner for the two of you.")
finish(question, expected="£56 - £10 entry for Mike plus £23 a head for the dinner for both (Rob's putting £5 a head "
                          "towards it)", actual=reply)
