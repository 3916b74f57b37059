"""Batch 23 (held out). An elderly neighbour's shopping and prescriptions rota: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kath (no. 11) keeps the rota for Doreen Pike (84, no. 9) with Sunil (no. 6) and Doreen's nephew Gary. After
each shop, pick-up or phone call she types a quick note into an assistant; each is stored with
``memory.add(messages, user_id="doreen-rota", metadata={"date": ...})`` and mem0's LLM extracts the facts. Twelve
notes, February-March 2026. Several share words with the question (the standing "repeats from Boots" rule, a Boots
text about something ready, the omeprazole on the February repeat).

Planted fault (ExtractionError, omitted at extraction): the note of Wed 4/3 reads "Dr Malik's letter came - she's
staying on the omeprazole but upped to 40mg, and from now on it comes from the hospital pharmacy at the Royal
(outpatients, ground floor by the Costa), NOT Boots - Boots can't get the 40s on repeat apparently. First lot ready
Mon 9/3 after 2 ...". The extraction keeps the new dose, the day it's ready and the bus pass, and drops where it is
to be picked up. Question (Sun 8/3): "Where do we pick up Doreen's omeprazole tomorrow?" -> expected the hospital
pharmacy at the Royal. The assistant says Boots on the High St.

Expected verdict: ExtractionError at mem0.extract inside the 4/3 add (fault() wraps that one add). Asserted: the
note names the hospital pharmacy; no stored memory and nothing in the context does, while the 40mg dose and the
Mon 9/3 pick-up from the same note are in the context. Another reading: none that we see; the search returns every
memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b23_mem0_neighbour_omeprazole_pickup_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "doreen-rota"
LETTER = ("Dr Malik's letter came - she's staying on the omeprazole but upped to 40mg, and from now on it comes from "
          "the hospital pharmacy at the Royal (outpatients, ground floor by the Costa), NOT Boots - Boots can't get "
          "the 40s on repeat apparently. First lot ready Mon 9/3 after 2. Also she wants me to ring about her bus "
          "pass, runs out in May")
NOTES = [
    ("2026-02-02", "Rota from Feb: me (Kath) Thurs big shop at Aldi, Sunil Mon + odd bits, Gary rings Sun eves. All "
                   "her repeats from Boots on the High St, she's on the repeat slip thing, collect 2nd wk of the month",
     ["Kath does Doreen's big shop at Aldi on Thursdays", "Sunil helps Doreen on Mondays and with odd bits",
      "Gary (Doreen's nephew) rings on Sunday evenings",
      "Doreen's repeat prescriptions are collected from Boots on the High St in the second week of the month"]),
    ("2026-02-05", "Aldi run done, 38.20 - she paid cash, wants the Warburtons not the Aldi bread next time. No more "
                   "prunes!!",
     ["Aldi shop on 5 Feb cost 38.20, paid cash by Doreen", "Doreen wants Warburtons bread, not Aldi's",
      "Doreen doesn't want prunes any more"]),
    ("2026-02-09", "Sunil: took her library bks back, got 2 large print Catherine Cooksons. hearing aid batteries "
                   "(size 13, orange ones) running low",
     ["Sunil returned Doreen's library books and got two large-print Catherine Cooksons",
      "Doreen's hearing aid batteries (size 13) are running low"]),
    ("2026-02-11", "Repeat collected - amlodipine 5mg, omeprazole 20, latanoprost eye drops. Boots had the lot for "
                   "once",
     ["Doreen's repeat collected 11 Feb: amlodipine 5mg, omeprazole 20mg and latanoprost eye drops"]),
    ("2026-02-16", "GP rang her re her stomach, referring her to Dr Malik at the Royal (gastro clinic), letter to "
                   "follow",
     ["Doreen's GP referred her to Dr Malik's gastro clinic at the Royal about her stomach"]),
    ("2026-02-19", "Thurs shop 41.75, + hearing aid batts from Specsavers 3.50. She's got chiropodist Mon 2/3 at 11, "
                   "Sunil's taking her",
     ["Thursday shop on 19 Feb cost 41.75", "Bought Doreen's hearing aid batteries at Specsavers for 3.50",
      "Doreen has the chiropodist on Monday 2 March at 11, Sunil is taking her"]),
    ("2026-02-23", "Gary rang - coming down Easter wknd, staying at the Premier Inn, wants to take her out for "
                   "Sunday lunch",
     ["Gary is visiting over the Easter weekend, staying at the Premier Inn",
      "Gary wants to take Doreen out for Sunday lunch at Easter"]),
    ("2026-02-26", "Aldi 36 odd. she's off custard creams now, it's bourbons. Milk 2 pints not 1 from now on, she's "
                   "making rice pud again",
     ["Doreen now wants bourbons, not custard creams", "Doreen needs 2 pints of milk a week now, not 1"]),
    ("2026-03-02", "Chiropodist done, next in 8 wks. Sunil says her left foot's worse, keep an eye",
     ["Doreen's next chiropodist appointment is in 8 weeks", "Doreen's left foot is getting worse"]),
    ("2026-03-04", LETTER,
     # the planted fault: where the omeprazole now comes from is not extracted
     ["Dr Malik increased Doreen's omeprazole to 40mg",
      "Doreen's first 40mg omeprazole is ready on Monday 9 March after 2pm",
      "Doreen's bus pass runs out in May; Kath to ring about it"]),
    ("2026-03-05", "Shop 44.10 incl. bourbons + the 2 pints. told Sunil about the omeprazole, he can't do Mon this "
                   "wk so I'll go",
     ["Thursday shop on 5 March cost 44.10", "Kath will do Monday 9 March as Sunil can't"]),
    ("2026-03-07", "Boots texted her phone - something ready to collect?? prob the eye drops early. will sort",
     ["Boots texted Doreen that something is ready to collect, probably her eye drops"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="doreen-rota"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == LETTER:
                assert "hospital pharmacy at the Royal" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "Where do we pick up Doreen's omeprazole tomorrow?"
    with turn_span("question Sun 8/3"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 8/3/26."] + [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("omeprazole to 40mg" in c for c in context), context
        assert any("ready on Monday 9 March" in c for c in context), context
        assert any("Boots on the High St" in c for c in context), context
        assert not any("hospital" in s.lower() or "outpatients" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="Boots on the High St - that's where all her repeats come from, and "
                                               "Boots have texted her that something's ready. After 2pm Monday.")
finish(question, expected="From the hospital pharmacy at the Royal (outpatients, ground floor near the Costa) - it "
                          "doesn't come from Boots any more", actual=reply)
