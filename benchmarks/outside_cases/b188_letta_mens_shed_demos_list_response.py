"""Batch 188 (held out). A men's shed's open morning: Letta core memory block (offline stand-in), one root span per
line added and one for the question; the answer call has Alan's swap in the block and lists the old demos.

App: Ketley Men's Shed's open morning is Sat 13th June 2043, 10-1 - demos round the workshop, a raffle, a tool sale
table, brews and bacon rolls. Pete (the shed's secretary) keeps an "open morning" block on the shed's Letta agent and
appends a line as things are sorted; the members ask it.

Planted fault (ResponseError, ignored sufficient context): the block's first line (2043-05-02T20:15) has the demos -
Ron's lathe (bowls, and a pen for the kids to take home), Alan's pyrography, Stan's bird boxes with the kids, and Jim
sharpening (bring your blunt stuff, 50p a blade for shed funds). The line of Tue 9th June has Alan saying his
pyrography pen's packed up and the new one won't be here till July, so he'll do the chair caning instead - he's got
2 old seats off the tip to show how it's done. The block also has the raffle line (16th may) and the tool sale line
(11.6.). The model goes by the first line. Question (Fri 12/6, Keith, chalking the board for the gate): "what demos
are on tmrw? chalking the board for the gate" -> expected Ron on the lathe, Alan's chair caning, Stan's bird boxes
with the kids and Jim's sharpening (no pyrography). The assistant lists Alan's pyrography.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): Alan's line putting the
chair caning in for the pyrography is in the block the model was given, and it answered from the first list.
Asserted: the block has the demos line and Alan's line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b188_letta_mens_shed_demos_list_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-ketley-mens-shed"
LABEL = "open morning"
LINES = [
    "2043-05-02T20:15 open morning sat 13th june 🔨 10-1. demos: Ron's lathe (bowls + a pen for the kids to take "
    "home), Alan's pyrography, Stan's bird boxes w the kids, Jim sharpening - bring your blunt stuff, 50p a blade for "
    "shed funds",
    "16th may raffle - one of Ron's bowls, a bird box, £20 B&Q voucher off the manager. £1 a ticket, drawn at 12.30",
    "Tue 9th June Alan - pyrography pen's packed up 😤 new one won't be here till july, so I'll do the chair caning "
    "instead, got 2 old seats off the tip to show how it's done",
    "11.6. tool sale table - Bill's brother's planes + chisels priced up, Pete on the table, cash only, no haggling "
    "(there will be haggling)",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ketley Men's Shed - open morning 2043 (Pete):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"line-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what demos are on tmrw? chalking the board for the gate"
with turn_span("question Fri 12/6"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "demos: Ron's lathe (bowls + a pen for the kids to take home), Alan's pyrography" in notes, notes
    assert "I'll do the chair caning instead" in notes, notes
    with fault():
        reply = answer(f"(Fri 12/6/43; Keith, chalking the board) {question}", notes,
                       mock="Ron on the lathe, Alan's pyrography, Stan's bird boxes with the kids, and Jim "
                            "sharpening - 50p a blade.")
finish(question, expected="Ron on the lathe, Alan's chair caning, Stan's bird boxes w the kids + Jim sharpening - no "
                          "pyrography, Alan's pen's packed up", actual=reply)
