"""Batch 382 (held out). A chop bar in Accra: Letta core memory block (offline stand-in), script style (every call
its own trace); the answer call has the new Sunday opening in its block and answers from the old rule.

App: God's Time Chop Bar at Kpletso junction, on the Madina road - waakye in the morning, fufu with light soup or
palmnut soup from 11, kenkey and fried fish. Maame Esi (the owner) and Kwesi (who pounds the fufu) add lines to an
"opening days" block on the chop bar's Letta agent; the helper answers customers' questions on WhatsApp from it.

Planted fault (ResponseError, ignored sufficient context): the block has Maame Esi's 2026-02-02T08:00 line - open
Mon-Sat 6am to 9pm, Sunday closed, we go to church; Kwesi's 14/02/26 line - the Val's day fufu finished by 2pm;
Maame Esi's Sun 01/03/26 line - from this March they open Sundays after church, 1pm to 7pm, fufu and light soup only,
no waakye, Kwesi and Adwoa will run it and she's coming after service; and Kwesi's 09/03/26 line - light off for 3
days, they are on the gen. Question (Sat 21/03/26, Fiifi): "Maame please are you open tomorrow after church? my
in-laws are visiting and they want proper fufu" -> expected yes - Sundays 1pm to 7pm, fufu and light soup only. The
model says no, they're closed on Sundays.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the Sunday opening from March, and the model answered from the old "Sunday closed" line. Asserted: the
block has both lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b382_letta_chopbar_sunday_open_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-gods-time-chopbar"
LABEL = "opening days"
LINES = [
    "2026-02-02T08:00 Maame Esi - we open Mon-Sat 6am to 9pm. Sunday closed, we go to church 🙏",
    "14/02/26 Kwesi - Val's day fufu finished by 2pm, 60 balls, praise God",
    "Sun 01/03/26 Maame Esi - from this March we'll open Sundays after church, 1pm to 7pm, fufu and light soup only, "
    "no waakye. Kwesi and Adwoa will run it, I'm coming after service",
    "09/03/26 Kwesi - light off for 3 days at Kpletso 😩 we're on the gen, waakye finished early",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "God's Time Chop Bar, Kpletso junction - opening days:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "Maame please are you open tomorrow after church? my in-laws are visiting and they want proper fufu"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Sunday closed, we go to church" in notes, notes
assert "from this March we'll open Sundays after church, 1pm to 7pm, fufu and light soup only" in notes, notes
with fault():
    reply = answer(f"(Sat 21/03/26; Fiifi) {question}", notes,
                   mock="Sorry oo, no - we don't open on Sundays, we go to church. Come on Monday, fufu is from 11.")
finish(question, expected="yes - from March they open Sundays after church, 1pm to 7pm, fufu and light soup only",
       actual=reply)
