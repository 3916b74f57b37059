"""Batch 210 (held out). A village's scarecrow trail: Letta core memory block (offline stand-in), one root span per
note and one for the question; the answer call has the extended closing date in its block and says entries are
closed.

App: Bitterley runs its first scarecrow trail from Sat 16th to Sun 24th May 2048 - scarecrows outside houses, the
school and the pub, a £3 entry with a form from the shop, a map with a spot-the-crow quiz, judging on the last
Saturday. Mandy (who had the idea) keeps a "scarecrow trail" block on the village's Letta agent and adds a line as
things come up; villagers ask it.

Planted fault (ResponseError, ignored sufficient context): the block has, 2048-03-09T19:50, Mandy - entries £3, forms
from the shop, closing date Fri 1st May so the maps can go to the printers; Tue 28/4, Mandy - only 14 in, Steve at
the printers says he can do the maps on the Monday if he has the list by Sun 10th May, so she's letting people in
till then, spread the word; 3rd May, judging; Phil asks about the road closure. Question (Thu 7/5, Karen, who's
only just thought of it): "can we still put one in? ours is going to be a Womble, the kids are v excited" ->
expected yes - entries are open till Sun 10th May (£3, form from the shop). The model says no, entries closed on
1st May.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the 1st May line and
Mandy's 28/4 line letting people in till Sun 10th May are both in the block the model was given, and it answered
from the first. Asserted: the block has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b210_letta_scarecrow_late_entry_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client, turn_span  # noqa: E402

AGENT = "agent-bitterley-village"
LABEL = "scarecrow trail"
LINES = [
    "2048-03-09T19:50 Mandy - SCARECROW TRAIL 🌾 sat 16th - sun 24th may!! entries £3, forms from the shop, closing "
    "date fri 1st may so the maps can go to the printers",
    "14/4 Mandy - maps will have a spot-the-crow quiz on the back, £1.50, proceeds to the school PTA",
    "tue 28/4 Mandy - only 14 in 😬 Steve at the printers says he can do the maps on the mon if he has the list by "
    "sun 10th may so I'm letting ppl in till then - spread the word!!",
    "3rd May Mandy - judging sat 23rd, Rev Sue + Mr Price from the school, prizes for best overall, funniest + best "
    "by a child",
    "Phil - will the Clee road be shut for the trail? I've got a delivery on the 18th",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Bitterley scarecrow trail 2048 (Mandy):"})
client = letta_client(server)
for i, line in enumerate(LINES, 1):
    with turn_span(f"note-{i}"):
        block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
        client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can we still put one in? ours is going to be a Womble, the kids are v excited"
with turn_span("question Thu 7/5"):
    notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
    assert "closing date fri 1st may" in notes, notes
    assert "I'm letting ppl in till then" in notes and "sun 10th may" in notes, notes
    with fault():
        reply = answer(f"(Thu 7/5/48; Karen) {question}", notes,
                       mock="Sorry, no - entries closed on Fri 1st May so the maps could go to the printers.")
finish(question, expected="yes - entries are open till Sun 10th May (£3, form from the shop); Mandy's letting people "
                          "in late so the maps can still go to the printers", actual=reply)
