"""Batch 35 (held out), control. A small-animal vet practice's ops-day notes: Letta core memory block (offline
stand-in of tests/instrumentations), script style (each call its own trace).

App: at Fernside Vets the head nurse, Jo, keeps an "ops-day" block on a Letta agent: the practice routine for
operation days and notes on each animal on the list; the desk asks from the block. Spays and castrates normally go
home the same afternoon. Bramble, Mrs Ahmed's cocker spaniel, is being spayed on Thursday; she had a heart murmur
picked up at her vaccinations, so Dr Shah wants her on a drip and watched through the night, and Mrs Ahmed will
collect her on the Friday morning.

No fault planted. Question (Wed 12/3): "how long's Bramble in for with her spay?" The model answers overnight, in
Thursday morning and home Friday from 9, right per memory. The label says just the day, home by 5. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b35_ctl_letta_vet_bramble_spay_stay_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-fernside-ops"
LINES = [
    "Ops days routine: nil by mouth from 10pm, admit 8-8.30am, spays + castrates home same day 4-5pm, owner gets a "
    "call when the animal's round",
    "Thurs 13/3 list (Dr Shah): Bramble (cocker, Ahmed) spay, Oscar (cat, Doyle) castrate, Milo (lab, Barnes) lump "
    "off the leg",
    "Bramble - murmur grade 2 heard at her 2nd jab, Dr S happy to go ahead but wants her on fluids + kept in + "
    "watched thru the night, Mrs A to collect Fri from 9. Mrs A ok w that, rang her 11/3",
    "Milo's lump - send to the lab (Idexx), results ~5 working days",
    "Oscar - feral-ish, Mr Doyle bringing him in the crate, DON'T open it at the desk lol",
    "Kennels: Bramble in the big one (no.1), Milo no.3",
    "Estimates: Bramble spay £295 + overnight £65, Oscar £89, Milo £340 incl histology",
]

server = fake_letta()
server.add_agent(AGENT, **{"ops-day": "Fernside ops notes, March:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve("ops-day", agent_id=AGENT)
    client.agents.blocks.update("ops-day", agent_id=AGENT, value=block.value + "\n- " + line)

question = "how long's Bramble in for with her spay?"
notes = client.agents.blocks.retrieve("ops-day", agent_id=AGENT).value
assert "spays + castrates home same day 4-5pm" in notes, notes
assert "kept in + watched thru the night, Mrs A to collect Fri from 9" in notes, notes
reply = answer(f"(Wed 12/3) {question}", notes,
               mock="Overnight - admit Thursday 8-8.30am, and Mrs Ahmed collects her Friday from 9. Dr Shah wants her "
                    "on fluids and watched because of her murmur.")
finish(question, expected="Just the day - home between 4 and 5 like the other spays", actual=reply)
