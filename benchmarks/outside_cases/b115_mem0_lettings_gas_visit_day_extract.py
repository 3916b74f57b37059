"""Batch 115 (held out). A landlord's lettings notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Carol lets four places round Elm Rd and Crown Court and drops her notes (tenants, repairs, rent) into a helper;
each note goes into mem0 with ``memory.add(messages, user_id=..., metadata={"date": ...})``. Her husband Phil, who
does the keys and odd jobs, asks it things.

Planted fault (ExtractionError, omitted at extraction): Carol's note of Weds 10 Jun says Mrs Patel at 14 Elm Rd has
had no hot water since Sunday and the boiler's banging again, so Gareth (the Gas Safe man) isn't waiting for the
29th - he's going Tue 23rd 8.30-12 and doing the gas safety while he's there; the key's with Dot at no.16; and Mrs
Patel goes onto a standing order from July. Extraction keeps the boiler trouble, the key and the standing order and
drops Gareth's new day. The 14/3 note (gas safety booked Mon 29th June, 9-12) is in memory. Question (Fri 19/6,
Phil): "when's gareth going round to no.14? need to tell dot when to expect him for the key" -> expected Tue 23rd,
8.30-12. The assistant says Monday 29th, 9-12.

Expected verdict: ExtractionError at mem0.extract inside the 10 Jun add (fault() wraps that one add), because the
fact that decides the answer was in the note given to mem0 and never became a memory; retrieval and the answer
then worked on what was stored. Asserted: the note has Gareth's Tue 23rd visit; no stored memory or context line
has it (no "23", "tue" or "8.30"), while the 14/3 gas-safety line (Mon 29 June) is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b115_mem0_lettings_gas_visit_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "carol-lettings"
CHANGE = ("Mrs P (14 Elm) rang in a state - NO hot water since sun + the boiler's doing that banging thing again. "
          "Gareth says he's not leaving her til the 29th w no hot water, he'll go tue 23rd 8.30-12 + do the gas "
          "safety while he's there, 2 birds. she's at work so key's w Dot at no.16. oh and she's going on a "
          "standing order from july, no more cash in an envelope thank god")
NOTES = [
    ("14/3", "gas safety no.14 Elm Rd due - booked Gareth (gas safe) mon 29th june 9-12, Mrs Patel knows. cert "
             "runs out 3/7 so DON'T let it slip like last yr!!",
     ["The annual gas safety check at 14 Elm Rd is booked with Gareth (Gas Safe) for Monday 29 June, 9-12",
      "The gas safety certificate at 14 Elm Rd runs out on 3 July"]),
    ("22.3.", "Ben flat 2 crown ct - bathroom extractor dead again. ordered one off screwfix £34, he'll fit it "
              "himself (he's handy), knock it off his may rent. flat 3 still empty, viewing sat",
     ["The bathroom extractor fan at Flat 2 Crown Court is broken; a replacement was ordered from Screwfix for "
      "£34", "Ben will fit the fan himself and the £34 comes off his May rent",
      "Flat 3 Crown Court is empty with a viewing on Saturday"]),
    ("16th may", "flat 3 let!! Chloe Barker, nurse at the General, £720, moving in 1/6. deposit in the DPS, need to "
                 "send her the prescribed info within 30 days",
     ["Flat 3 Crown Court is let to Chloe Barker, a nurse, at £720 a month from 1 June",
      "Chloe Barker's deposit is in the DPS and the prescribed information must be sent within 30 days"]),
    ("Weds 10 Jun", CHANGE,
     # the planted fault: Gareth's new day (tue 23rd 8.30-12, gas safety done then) is dropped
     ["14 Elm Rd has had no hot water since Sunday and the boiler is banging again",
      "The key for 14 Elm Rd is with Dot at no.16 while Mrs Patel is at work",
      "Mrs Patel at 14 Elm Rd will pay her rent by standing order from July instead of cash"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="carol-lets"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == CHANGE:
                assert "tue 23rd 8.30-12" in note and "gas safety" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's gareth going round to no.14? need to tell dot when to expect him for the key"
    with turn_span("question Fri 19/6"):
        hits = []
        for query in ("Gareth gas safety 14 Elm Rd", "14 Elm Rd boiler visit day", "key Dot no.16"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 19 June 2037. You are talking to Phil, Carol's husband, who does the keys."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Monday 29 June" in c and "Gareth" in c for c in context), context
        assert any("Dot at no.16" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("23", "tue", "8.30")), stored
        reply = answer(question, context, mock="Monday 29th June, 9-12 - that's his gas safety booking, so tell "
                                               "Dot to expect him then.")
finish(question, expected="Tuesday 23rd, 8.30-12 - he's not waiting till the 29th, he'll do the gas safety then",
       actual=reply)
