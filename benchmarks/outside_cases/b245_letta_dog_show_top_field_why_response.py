"""Batch 245 (held out). A village fete's dog show: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the real reason the ring moved in its block and gives a reason the block
rules out.

App: Luddenden village fete is on Sat 3rd Aug 2047 - stalls, a tombola, the brass band, and the fun dog show (eight
classes, rosettes to 5th, a judge and the vicar). Sue (who runs the dog show) and Bob (fete chairman, does the PA)
add lines to a "dog show" block on the fete's Letta agent; the helper answers people's questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Sue's 2047-06-02T09:00 line - the ring on
the rec by the cricket nets as usual, 11 till 2, £2 a class; Bob's line of the 14th (July) - PA sorted; Sue's Tue
30th Jul line - the ring's moving to the top field by the church, the cricket club have had the square re-laid and
don't want 40 dogs weeing on it, plus there's shade under the sycamores; and Bob's Thurs 1st Aug line - someone
asked if it's moved for the car boot - no, the car boot's on the school field this year, nowt to do with us.
Question (Fri 2/8, Karen): "why's the dog show up on the top field this yr? is it the car boot pinching the rec
again" -> expected because the cricket club have re-laid the square and don't want the dogs on it (and there's
shade up there). The model says it's because the car boot's taken the rec.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the re-laid square as the reason and says the car boot is on the school field, and the model gave the car
boot. Asserted: the block has the re-laid square line and the car boot line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b245_letta_dog_show_top_field_why_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-luddenden-fete"
LABEL = "dog show"
LINES = [
    "2047-06-02T09:00 Sue - DOG SHOW 🐕 sat 3rd aug, ring on the rec by the cricket nets as usual, 11 till 2. "
    "classes £2 each on the day, rosettes to 5th (red, blue, yellow, green, white)",
    "the 14th Bob - PA sorted, I'll do the commentary + the raffle in between classes",
    "Tue 30th Jul Sue - ring's moving to the top field by the church 🙄 the cricket club have had the square re-laid "
    "+ they don't want 40 dogs weeing on it (fair). bonus there's shade under the sycamores for the oldies",
    "Thurs 1st Aug Bob - someone asked if it's moved cos of the car boot - no, car boot's on the school field this "
    "yr, nowt to do with us",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Luddenden fete - dog show 2047:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "why's the dog show up on the top field this yr? is it the car boot pinching the rec again"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "the cricket club have had the square re-laid + they don't want 40 dogs weeing on it" in notes, notes
assert "no, car boot's on the school field this yr" in notes, notes
with fault():
    reply = answer(f"(Fri 2/8/47; Karen) {question}", notes,
                   mock="Yes, pretty much - the car boot's got the rec this year, so the dog show's been pushed up to "
                        "the top field by the church.")
finish(question, expected="because the cricket club have re-laid the square and don't want the dogs on it (and "
                          "there's shade up there)", actual=reply)
