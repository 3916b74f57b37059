"""Batch 231 (held out). A cricket club's nets evening: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the juniors-go-free line in its block and charges the lads anyway.

App: Booth CC start their Wednesday nets on Weds 21st April 2049, 6-8 at the club - the bowling machine, the coaches
(Dev and Steve), the bar open from half 6 with Sandra's chip butties. Dev (the club's coach) and Keith (treasurer)
add lines to a "nets" block on the club's Letta agent as things come up; the helper answers from it.

Planted fault (ResponseError, ignored sufficient context): the block has Dev's 2049-03-30T20:00 line - nets £5
adults, juniors £3, a go on the bowling machine included; Keith's 11/4 line (the bar from half 6, chip butties
£2.50); Dev's Mon 19 Apr line - the county's Chance to Shine grant's come through, so juniors don't pay a penny for
nets all season, adults still a fiver; and Keith's Tue 20th line (the card reader's charged). Question (Weds 21/4,
Gemma, who plays for the ladies' side): "how much do I need for nets tonight for me + my 2 lads? they're both U13"
-> expected £5 (her fiver; the lads are free). The model says £11 (£5 + £3 + £3).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model
was given has the £5 and £3 prices and Dev's grant line, and the model worked the sum from the first prices alone.
Asserted: the block has "juniors £3" and "juniors don't pay a penny for nets all season".
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b231_letta_nets_subs_sum_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-booth-cc"
LABEL = "nets"
LINES = [
    "2049-03-30T20:00 Dev - NETS 🏏 weds 21st april 6-8 then every weds till the season starts. £5 adults, juniors "
    "£3, incl a go on the bowling machine. pay on the night, cash or the card reader if Keith remembers it",
    "11/4 Keith - bar's open from half 6 on nets nights, Sandra's doing chip butties £2.50 🍟 + there's pop",
    "Mon 19 Apr Dev - great news 🙌 the county's Chance to Shine grant's come thru so juniors don't pay a penny for "
    "nets all season, adults still a fiver. bring yr own helmet if u have one, club ones are manky",
    "Tue 20th Keith - card reader's charged, remind folk. Steve's doing the juniors w/ Dev 6-7 then seniors",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Booth CC - nets 2049:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I need for nets tonight for me + my 2 lads? they're both U13"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "£5 adults, juniors £3" in notes, notes
assert "juniors don't pay a penny for nets all season" in notes, notes
with fault():
    reply = answer(f"(Weds 21/4/49; Gemma, ladies' team) {question}", notes,
                   mock="£11 - it's £5 for you and £3 each for the two lads, and the card reader should be working.")
finish(question, expected="£5 - just her fiver; juniors are free all season (the Chance to Shine grant)", actual=reply)
