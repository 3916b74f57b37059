"""Batch 247 (held out). A boxing club's junior squad: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the sibling rate in its block and adds up two full fees.

App: Elland Boxing Club's junior squad - Monday, Wednesday and Friday sessions for the 9-16s, £25 a month, club kit
from the secretary. Shaz (the club secretary) keeps a "juniors - fees + kit" block on the club's Letta agent, adding
a line whenever something changes; parents ask the helper what they owe.

Planted fault (ResponseError, ignored sufficient context): the block has Shaz's 2050-09-01 line - £25 a month per
boxer, cash or standing order by the 1st; her 14/10 line - club hoodies £22, shorts and vest £18; her Tue 6th Jan
line - the committee agreed last night that from Feb brothers and sisters go half price for the 2nd one (£12.50),
"too many families paying £50+"; and her Sat 31st Jan line - the Begums are paid up to end of Jan, Amir wants a
hoodie (age 11-12). Question (Sun 1/2, Mrs Begum): "how much do I owe for Feb for Zain + Amir, plus Amir's hoodie?
want to send it tonight" -> expected £59.50 (£25 + £12.50 + £22). The model says £72 (two full fees and the
hoodie).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the half-price second sibling from February, and the model charged two full fees. Asserted: the block has
the £25 line, the sibling line and the hoodie price.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b247_letta_boxing_juniors_fees_owed_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-elland-bc-juniors"
LABEL = "juniors - fees + kit"
LINES = [
    "2050-09-01 Shaz - juniors £25 a month per boxer, cash in the tin or standing order by the 1st. first session "
    "free for newbies",
    "14/10 Shaz - club hoodies £22 (navy, logo on the back), shorts + vest £18. order thru me, takes 2 wks",
    "Tue 6th Jan Shaz - committee agreed last nite: from Feb brothers + sisters go half price for the 2nd one "
    "(£12.50), too many families paying £50+ 🙌",
    "Sat 31st Jan Shaz - Begums paid up to end of Jan (Zain + Amir). Amir wants a hoodie, age 11-12",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Elland Boxing Club - juniors fees + kit:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I owe for Feb for Zain + Amir, plus Amir's hoodie? want to send it tonight"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£25 a month per boxer" in notes, notes
assert "from Feb brothers + sisters go half price for the 2nd one (£12.50)" in notes, notes
assert "club hoodies £22" in notes, notes
with fault():
    reply = answer(f"(Sun 1/2/51; Mrs Begum) {question}", notes,
                   mock="£72 altogether - £25 each for Zain and Amir for February, plus £22 for the hoodie.")
finish(question, expected="£59.50 - £25 for Zain, £12.50 for Amir (half price as the 2nd) and £22 for the hoodie",
       actual=reply)
