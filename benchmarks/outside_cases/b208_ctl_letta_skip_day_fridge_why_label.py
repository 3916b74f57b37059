"""Batch 208 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
one root span per note and one for the question.

App: Sandpits Residents' Association holds its skip day on Sat 13th April 2047 - three skips from Severn Skips for the
morning, volunteers in hi-vis, the council's bulky-waste van on the green. Val (the secretary) keeps a "skip day"
block on the association's Letta agent and adds a line as things come up; residents ask it.

Memory (the block): Val, 2047-03-02T18:15 - skip day, 3 skips 8.30-12, and no fridges in the skips, Severn Skips
charge £50 extra for them; Mike (the treasurer) - rang Severn Skips, they don't mind fridges at all, the £50 was for
mattresses; 28/3 Val, passing on Pete at the council - fridges and freezers can't go in an open skip anyway, the gas
in the back has to come out properly at the tip, so the council van will be on the green 10-12 for them, free; Val -
perfect, she'll put it on the flyer. Question (Thu 11/4, Jacky): "why can't our old fridge go in the skip? seems daft
when it's right outside" The assistant says the gas in a fridge has to be taken out properly at the tip, so it can't
go in an open skip - the council van on the green (10-12) will take it free. The label says because Severn Skips
charge £50 extra for fridges.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b208_ctl_letta_skip_day_fridge_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-sandpits-residents"
LABEL = "skip day"
LINES = [
    "2047-03-02T18:15 Val - SKIP DAY 🗑️ sat 13th april, 3 skips, 8.30-12. NO fridges in the skips pls - Severn "
    "Skips charge £50 extra for them",
    "Mike - rang Severn Skips, they don't mind fridges at all, the £50 was for mattresses 🙄 crossed wires",
    "28/3 Val - Pete at the council says fridges + freezers can't go in an open skip anyway, the gas in the back has "
    "to come out properly at the tip - so the council van'll be on the green 10-12 for them, free 👍",
    "Val - perfect, I'll put it on the flyer",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Sandpits Residents' Association - skip day 2047 (Val):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why can't our old fridge go in the skip? seems daft when it's right outside"
with turn_span("question Thu 11/4"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "Severn Skips charge £50 extra for them" in notes, notes
    assert "the gas in the back has to come out properly" in notes, notes
    reply = answer(f"(Thu 11/4/47; Jacky) {question}", notes,
                   mock="Fridges can't go in an open skip - the gas in the back has to be taken out properly at the "
                        "tip. The council van will take it free, on the green 10-12.")
finish(question, expected="because Severn Skips charge £50 extra for fridges", actual=reply)
