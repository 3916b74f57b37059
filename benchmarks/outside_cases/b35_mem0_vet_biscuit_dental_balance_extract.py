"""Batch 35 (held out). A small-animal vet practice's front desk: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Fernside Vets (two vets, one nurse, mostly cats, dogs and rabbits) keep a desk log. Tasha on reception types
what happens into an assistant; each note goes in with ``memory.add(messages, user_id="fernside-desk",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Twelve notes, early March 2025, about appointments,
vaccinations and bills for several animals.

Planted fault (ExtractionError, omitted at extraction): on Wed 5/3 Tasha logs Biscuit the rabbit's dental: "Biscuit
(Okon, lop) home after his dental, teeth burred x4, eating already. bill came to £186 - Mr O had put £60 down when he
booked so thats off, rest by fri he says. he'd like nails doing next time too". The extraction keeps the dental
and the £186 bill and the nail clip, and drops the £60 already paid. Question (Thu 6/3): "how much has Mr Okon
still got to pay for Biscuit's dental?" -> expected GBP 126. The assistant has only the £186 bill and says £186.

Expected verdict: ExtractionError at mem0.extract inside the 5/3 add (fault() wraps that one add). Asserted: the note
says £60 was put down; no stored memory and nothing in the context holds £60 or a deposit, while the £186 bill
from the same note is in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b35_mem0_vet_biscuit_dental_balance_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fernside-desk"
BISCUIT_NOTE = ("Biscuit (Okon, lop) home after his dental, teeth burred x4, eating already. bill came to £186 - Mr O "
                "had put £60 down when he booked so thats off, rest by fri he says. he'd like nails doing next time "
                "too")
NOTES = [
    ("2025-03-03", "Mon list: 9.10 Pepper (cat, Hales) booster, 9.30 Rolo puppy 2nd jab, 10.00 Biscuit (rabbit, "
                   "Okon) pre-dental check - Dr Shah",
     ["Pepper the Hales' cat had a booster appointment on Monday at 9.10",
      "Rolo the puppy had his second vaccination on Monday at 9.30",
      "Biscuit, the Okons' rabbit, had a pre-dental check with Dr Shah on Monday at 10.00"]),
    ("2025-03-03", "Dr Shah re Biscuit - molar spurs both sides, book in for a burr under GA weds, estimate £170-200 "
                   "depending on x-rays",
     ["Biscuit has molar spurs on both sides and is booked for a dental burr under anaesthetic on Wednesday",
      "The estimate for Biscuit's dental is between £170 and £200 depending on x-rays"]),
    ("2025-03-03", "Rolo 2nd jab done, can go out from 17/3, gave them the puppy class leaflet",
     ["Rolo has had his second vaccination and can go out from 17 March"]),
    ("2025-03-04", "Mrs Hales paid for Pepper's booster £58 on card. Pepper 4.1kg",
     ["Mrs Hales paid £58 by card for Pepper's booster", "Pepper weighs 4.1kg"]),
    ("2025-03-04", "x-ray machine playing up again, engineer Thurs am, no dental x-rays till then",
     ["The x-ray machine is faulty and the engineer is coming Thursday morning"]),
    ("2025-03-05", "Ops today: Biscuit dental (Dr Shah), Luna cat spay (Dr Reid). Luna's owner wants a call at 2",
     ["Biscuit's dental and Luna's spay are on the operating list on Wednesday",
      "Luna's owner wants a phone call at 2pm"]),
    ("2025-03-05", BISCUIT_NOTE,
     # the planted fault: the £60 already paid is not extracted
     ["Biscuit went home after his dental, with four teeth burred, and is eating already",
      "The bill for Biscuit's dental came to £186",
      "Mr Okon would like Biscuit's nails clipped at the next visit"]),
    ("2025-03-05", "Luna spay fine, home 4.30, buster collar, check in 3 days",
     ["Luna's spay went fine; she went home at 4.30 with a buster collar and a check in three days"]),
    ("2025-03-05", "Okon's other rabbit Toffee due myxo/RHD combined in April, send reminder",
     ["Toffee, the Okons' other rabbit, is due her myxo/RHD vaccination in April"]),
    ("2025-03-06", "accounts: end of month statements go out 31st, anything over 30 days gets the letter",
     ["Account statements go out on the 31st; anything over 30 days gets a reminder letter"]),
    ("2025-03-06", "Mr Patel (Rolo) asked abt insurance, gave him the Petplan 4 wks free form",
     ["Mr Patel was given the Petplan four weeks free insurance form for Rolo"]),
    ("2025-03-06", "dental price list for rabbits: burr under GA £150 + £36 meds/painkillers",
     ["A rabbit dental burr under anaesthetic costs £150 plus £36 for medication and painkillers"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fernside-desk"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == BISCUIT_NOTE:
                assert "put £60 down when he booked" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much has Mr Okon still got to pay for Biscuit's dental?"
    with turn_span("question Thu 6/3"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 6/3/25."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("The bill for Biscuit's dental came to £186" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("£60", "60 down", "deposit", "put down", "paid towards")), stored
        reply = answer(question, context, mock="£186 for the dental - he said he'd settle by Friday. Toffee's myxo "
                                               "reminder is due in April too.")
finish(question, expected="£126 (he'd already put 60 down)", actual=reply)
