"""Batch 256 (held out). A parish newsletter's editorial notes: Letta core memory block (offline stand-in), script
style (every call its own trace); the answer call has who is writing the front letter in its block and names the
person the block says won't.

App: St John's, Greetland put out "The Messenger" every two months; the Dec/Jan 2050 issue has the vicar's letter on
page 2, the Christmas services in the middle, the Mothers' Union, the bellringers, the crossword and the ads. Anne
(the editor) adds lines to a "dec-jan messenger" block on the parish office's Letta agent; Geoff (who does the
layout) and the contributors ask it things.

Planted fault (ResponseError, ignored sufficient context): the block has Anne's 2050-09-20T10:00 line - 20pp, Revd
Sarah's letter on p2 as always, about 500 words; her 4/10 line - MU from Pat, bells from Ken, Mr Haigh's crossword;
her Tues 18th Oct line - Revd Sarah's sabbatical has been signed off by the bishop, November to the end of January,
so she won't be doing the Dec/Jan letter, Malcolm Drury (the Reader) is writing it instead, photo to follow; and her
Sat 5th Nov line - someone asked if the Archdeacon's doing a piece, no, that's the Lent issue. Question (Mon 7/11,
Geoff): "who's doing the letter on p2 for the dec/jan? need a name + a photo for the top of the page" -> expected
Malcolm Drury, the Reader (Revd Sarah's on sabbatical). The model says Revd Sarah.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given says Revd Sarah is on sabbatical and Malcolm Drury is writing the Dec/Jan letter, and the model named Revd
Sarah. Asserted: the block has the first line and the sabbatical line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b256_letta_parish_newsletter_vicars_letter_who_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-st-johns-greetland-office"
LABEL = "dec-jan messenger"
LINES = [
    "2050-09-20T10:00 Anne - DEC/JAN MESSENGER 🎄 20pp, Revd Sarah's letter on p2 as always (500 words ish), xmas "
    "services on the centre pages, ads on the back 2",
    "4/10 Anne - MU report from Pat, bells from Ken, crossword from Mr Haigh (xmas theme, answers in the Feb one)",
    "Tues 18th Oct Anne - Revd Sarah's sabbatical's been signed off by the bishop 🙏 Nov to end of Jan, so she "
    "WON'T be doing the dec/jan letter, Malcolm Drury (our Reader) is writing it instead, he'll send a photo",
    "Sat 5th Nov Anne - someone asked if the Archdeacon's doing a piece - no, that's the Lent issue",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "St John's Greetland - The Messenger, Dec/Jan 2050 issue:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "who's doing the letter on p2 for the dec/jan? need a name + a photo for the top of the page"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Revd Sarah's letter on p2 as always" in notes, notes
assert "she WON'T be doing the dec/jan letter, Malcolm Drury (our Reader) is writing it instead" in notes, notes
with fault():
    reply = answer(f"(Mon 7/11/50; Geoff) {question}", notes,
                   mock="Revd Sarah - her letter's on p2 as always, about 500 words. Ask the office for her photo.")
finish(question, expected="Malcolm Drury, the Reader - Revd Sarah's on sabbatical till the end of January",
       actual=reply)
