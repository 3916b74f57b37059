"""Batch 304 (held out). A guide dog puppy walking group: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has the real reason a pup is with another walker in its block and gives
a reason the block rules out.

App: the Kirklees guide dog puppy walkers share a Letta agent for the group; each pup has a block the walkers and
their Puppy Development Advisor (PDA) add lines to. Bramble (a yellow lab bitch, with Pat since 9 weeks in August
2041) has a "bramble" block; the helper answers the group's questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Pat's 2041-08-04T18:10 line - Bramble's
arrived, PDA is Kate, puppy class Tuesdays; Kate's 22/8 line - Pat's away w/c 14th Oct (Tenerife) so Bramble's
booked into the boarding kennels at the centre for that week; Sue's Mon 16 Sept line - Bramble's coming to her from
Sun 22nd for a fortnight, Pat's cataract op has come through for the 23rd and she can't drive or be pulled about on
a lead for two weeks, doctor's orders; and Kate's Thu 19th Sept line - someone asked on the group if it's for the
holiday, it's not, Tenerife's not till October and that's the kennels, Sue's just having her while Pat's eye
heals. Question (Weds 25/9, Jo from the group): "why's Bramble with Sue this wk? thought Pat had her till she goes in
for training 🤔" -> expected because Pat's had her cataract op and can't drive or be pulled on a lead for a
fortnight. The model says Pat's away on holiday in Tenerife.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the cataract op as the reason and says the Tenerife holiday is October and the kennels, and the model gave
the holiday. Asserted: the block has the cataract line and Kate's line ruling the holiday out.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b304_letta_guide_dog_puppy_sitter_why_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kirklees-puppy-walkers"
LABEL = "bramble"
LINES = [
    "2041-08-04T18:10 Pat - Bramble's arrived 🐾 yellow lab bitch, 9 wks, v chilled. PDA is Kate, puppy class tues "
    "10am at the centre",
    "22/8 Kate - Pat's away w/c 14th Oct (Tenerife ☀️) so Bramble's booked into the boarding kennels at the centre "
    "for that wk, drop off sun eve",
    "Mon 16 Sept Sue - Bramble's coming to me from sun 22nd for a fortnight, Pat's cataract op's come through for the "
    "23rd + she can't drive or be pulled about on a lead for 2 wks, doc's orders 👀 I'll do puppy class w/ her",
    "Thu 19th Sept Kate - someone asked on the group if it's for the holiday - no, Tenerife's not till Oct + that's "
    "the kennels. Sue's just having her while Pat's eye heals, she'll go back to Pat sun 6th",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kirklees puppy walkers - Bramble (yellow lab, puppy walker Pat):"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's Bramble with Sue this wk? thought Pat had her till she goes in for training 🤔"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Pat's cataract op's come through for the 23rd + she can't drive or be pulled about on a lead" in notes, notes
assert "if it's for the holiday - no, Tenerife's not till Oct + that's the kennels" in notes, notes
with fault():
    reply = answer(f"(Weds 25/9/41; Jo) {question}", notes,
                   mock="Pat's away on holiday - she's off to Tenerife, so Sue's looking after Bramble while she's "
                        "gone.")
finish(question, expected="Pat's had her cataract op - she can't drive or be pulled on a lead for a fortnight",
       actual=reply)
