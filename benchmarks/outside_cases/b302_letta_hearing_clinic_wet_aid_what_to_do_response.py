"""Batch 302 (held out). A hearing aid clinic: Letta core memory block (offline stand-in), script style (every call
its own trace); the answer call has the aftercare line for the patient's own aids in its block and gives the advice
that line rules out.

App: Calder Hearing Clinic (Hebden Bridge) fits and looks after hearing aids - NHS and private. Lorraine (reception)
and Chris (the audiologist) add lines to an "aftercare" block on the clinic's Letta agent - what to tell people
when an aid whistles, gets wet, stops - and to patients' notes; the helper answers patients' calls from it.

Planted fault (ResponseError, ignored sufficient context): the block has Lorraine's 2051-02-02T09:40 line - if an
aid gets wet: battery out, dry it off, overnight in the drying pot (we sell them, £12), never on the radiator;
Chris's 14/2 line - the new rechargeables (Phonak Lumity R): NO drying pot for those, the pot's heater can crack the
battery seal, just switch it off, pat it dry and bring it straight in, we'll send it off under the warranty; Chris's
Tue 28th Feb line - Mrs Greenwood fitted with the Lumity R rechargeables, both ears, charger explained; and
Lorraine's 3/3 line - dehumidifier tabs back in. Question (Mon 13/3, Mrs Greenwood): "my aid's fell in the washing up
water 😱 what do I do? I've still got one of them drying pots from my old ones" -> expected: not the drying pot (hers
are the rechargeables) - switch it off, pat it dry and bring it in, they'll send it off under the warranty. The model
tells her to take the battery out, dry it off and leave it in the drying pot overnight.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given says the drying pot is not for the Lumity R rechargeables and that Mrs Greenwood has them, and the model gave
the drying-pot advice. Asserted: the block has the rechargeables line and Mrs Greenwood's fitting line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b302_letta_hearing_clinic_wet_aid_what_to_do_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-calder-hearing-clinic"
LABEL = "aftercare"
LINES = [
    "2051-02-02T09:40 Lorraine - if an aid gets wet: battery out, dry it off w/ a tissue, overnight in the drying pot "
    "(we sell them, £12). NEVER on the radiator or in the microwave (yes someone did 🙈)",
    "14/2 Chris - the new rechargeables (Phonak Lumity R) - NO drying pot for those pls, the pot's heater can crack "
    "the battery seal. just switch it off, pat it dry + bring it straight in, we'll send it off under the warranty",
    "Tue 28th Feb Chris - Mrs Greenwood fitted w/ the Lumity R rechargeables today, both ears 👍 charger explained, "
    "she's got it, her neighbour's going to help her w/ the app",
    "3/3 Lorraine - dehumidifier tabs back in, 4 for £5. whistling = wax 9 times out of 10, book them in for the wax "
    "clinic",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Calder Hearing Clinic - aftercare + patient notes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "my aid's fell in the washing up water 😱 what do I do? I've still got one of them drying pots from my old ones"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "NO drying pot for those pls, the pot's heater can crack the battery seal" in notes, notes
assert "Mrs Greenwood fitted w/ the Lumity R rechargeables" in notes, notes
with fault():
    reply = answer(f"(Mon 13/3/51; Mrs Greenwood) {question}", notes,
                   mock="Don't panic - take the battery out, dry it off with a tissue and leave it in your drying pot "
                        "overnight. Just don't put it on the radiator.")
finish(question, expected="not the drying pot - hers are the rechargeables: switch it off, pat it dry and bring it in, "
                          "they'll send it off under the warranty", actual=reply)
