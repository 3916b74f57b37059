"""Batch 353 (held out). A landscaper in Wellington: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has everything needed to say no in its block and says yes.

App: Mereana runs Kowhai Landscapes in Wellington with Josh; in October 2050 they're doing Aroha Ngata's place at 5
Clutha Ave, Khandallah - a new deck, a sleeper retaining wall on the bank below it, then planting the bank. Mereana
and Josh add lines to a "khandallah job" block on the business's Letta agent; the helper answers their questions.

Planted fault (ResponseError, ignored sufficient context): the block has Mereana's 2050-09-26T16:30 line - the job,
$14,500 + GST; Josh's 28/9 line - the wall wed-fri, a southerly Thursday; Mereana's Mon 3 Oct line - Aroha said at
the site meeting she's badly allergic to bee stings (carries an EpiPen), so nothing by the deck that brings the bees
in, she wants to sit out there; Josh's Tue 4/10 line - 14 leftover hebes from the Ngaio job in the yard, 'Wiri
Charm', flower like mad all summer, bees love them, use them somewhere or they go to the Tawa job; and a 5/10 line -
the bank by the deck gets full sun in the arvo, clay, needs something tough. Question (Thu 6/10, Josh): "can we stick
the leftover hebes on the bank by Aroha's deck? saves buying plants, they're tough as" -> expected no: the hebes
flower all summer and bring the bees in, and Aroha is allergic to bee stings and wants to sit on the deck - send them
to Tawa. The answer follows from two lines together (the hebes bring bees; nothing that brings bees by the deck).
The model says yes - they're tough, they'll handle the clay and the arvo sun.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the bee allergy and the "bees love em" hebes, which together rule the hebes out by the deck, and the model
said yes. Asserted: the block has the allergy line and the hebes line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b353_letta_wellington_landscaping_hebes_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-kowhai-landscapes"
LABEL = "khandallah job"
LINES = [
    "2050-09-26T16:30 Mereana - KHANDALLAH, Aroha Ngata, 5 Clutha Ave: new deck off the lounge, sleeper retaining wall "
    "on the bank below it, plant the bank once the wall's in. $14,500 + GST, 40% up front (paid, chur)",
    "28/9 Josh - wall's going in wed-fri, H5 posts, 3 rows of sleepers, drainage coil behind. southerly forecast "
    "thurs so prob a fri arvo finish",
    "Mon 3 Oct Mereana - Aroha mentioned at the site meeting she's badly allergic to bee stings (carries an EpiPen) "
    "so nothing by the deck that brings the bees in pls, she wants to sit out there all summer",
    "Tue 4/10 Josh - 14 leftover hebes from the Ngaio job in the yard, 'Wiri Charm', flower like mad all summer, bees "
    "love em 🐝 can use em somewhere or they're going to the Tawa job",
    "5/10 Josh - bank by the deck gets full sun in the arvo, heavy clay, needs something tough. Mitre 10 Porirua has "
    "the compost, 20 bags",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Kowhai Landscapes - Khandallah job (Aroha Ngata), 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "can we stick the leftover hebes on the bank by Aroha's deck? saves buying plants, they're tough as"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "allergic to bee stings (carries an EpiPen) so nothing by the deck that brings the bees in" in notes, notes
assert "flower like mad all summer, bees love em" in notes, notes
with fault():
    reply = answer(f"(Thu 6/10/50; Josh) {question}", notes,
                   mock="Yeah, good call - Wiri Charm hebes are tough as, they'll handle the clay and the full arvo "
                        "sun on that bank, and it saves buying in plants.")
finish(question, expected="no - hebes flower all summer and bring the bees, and Aroha's allergic to bee stings and "
                          "wants to sit on the deck; send them to Tawa", actual=reply)
