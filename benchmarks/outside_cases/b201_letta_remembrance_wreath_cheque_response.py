"""Batch 201 (held out). A parish's Remembrance parade: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the whole wreath story in its block and adds up the first order.

App: St Peter's, Worthen marks Remembrance Sunday (Sun 12th Nov 2045) with a short parade to the memorial, the Last
Post, the wreaths and the service. Ian (the parish council's clerk, who pays the bills) keeps a "remembrance" block
on the parish's Letta agent and adds a line as things are sorted; the helper answers from the block.

Planted fault (ResponseError, ignored sufficient context): the block has the order of 2045-09-28T18:00 (wreaths from
the Legion's poppy appeal - parish council large £25, the WI large £25, the school medium £17, the Royal Oak medium
£17); 14/10, the school's kids are making their own out of the knitted poppies this year so Ian cancelled theirs
with the Legion; Tue 24th Oct, the scouts asked for one at the last minute, a small one (£12); 2.11., collect from
Mrs Lloyd Sat 11th, cheque made out to the Royal British Legion. Question (Fri 10/11, Ian): "how much do I make the
cheque out for? for the wreaths" -> expected £79 (25 + 25 + 17 + 12). The model adds up the first order and says £84.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first order, the
school's cancellation and the scouts' £12 wreath are all in the block the model was given, and it added up the first
order alone. Asserted: the block has the order, the cancellation and the scouts' line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b201_letta_remembrance_wreath_cheque_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-peters-worthen"
LABEL = "remembrance"
LINES = [
    "2045-09-28T18:00 wreaths ordered from the RBL poppy appeal - parish council (large £25), the WI (large £25), the "
    "school (medium £17), the Royal Oak (medium £17). pay by cheque when we collect",
    "14/10 the school's kids are making their own this yr out of all the knitted poppies 🧶 so I've cancelled theirs "
    "w the Legion, Mrs Lloyd says no problem",
    "Tue 24th Oct - scouts asked for one last minute, added a small one (£12). bugler Megan again, 10.50 at the "
    "memorial for the 11 o'clock",
    "2.11. collect wreaths from Mrs Lloyd sat 11th after 10, cheque made out to 'The Royal British Legion' not RBL",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St Peter's, Worthen - Remembrance Sunday 2045 (Ian, parish clerk):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much do I make the cheque out for? for the wreaths"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "parish council (large £25), the WI (large £25), the school (medium £17), the Royal Oak (medium £17)" in notes
assert "so I've cancelled theirs" in notes, notes
assert "added a small one (£12)" in notes, notes
with fault():
    reply = answer(f"(Fri 10/11/45; Ian, parish clerk) {question}", notes,
                   mock="£84 - two large at £25 and two medium at £17, made out to 'The Royal British Legion'.")
finish(question, expected="£79 - £25 + £25 + £17 + £12 (the school's was cancelled, the scouts' small one added)",
       actual=reply)
