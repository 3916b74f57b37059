"""Batch 21 (held out). A boarding cattery's day book: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Sandra runs Whitegates Cattery & Kennels and types the day's bits into an assistant at night; each note is
stored with ``memory.add(messages, user_id="whitegates", metadata={"date": ...})`` and mem0's LLM extracts the
facts. Sixteen notes over late September and October 2025: bookings, pens, diets, vaccination cards, a vet run,
the kennel side. Several share words with the question (other cats' meds, Biscuit's diet, the fridge).

Planted fault (ExtractionError, omitted at extraction): the booking note of Thu 2/10 reads "Pembertons rang - Biscuit
(ginger, 12yo) in Tue 14/10 til Tue 21/10, pen 6 pls not near the dogs. he's diabetic since the summer!! insulin 2
units twice a day WITH food, 7am + 7pm, they'll bring the pens + needles, keep in fridge. wet food only now (Hills
w/d), no dry at all". The extraction keeps the booking, the pen and the diet and drops the insulin. Question (Wed
15/10, a new member of staff): "Does Biscuit need any medication while he's here?" -> expected "Yes - insulin, two
units twice a day with his food (7am and 7pm); pens in the fridge". The assistant says no.

Expected verdict: ExtractionError at mem0.extract inside the 2/10 add (fault() wraps that one add). Asserted: the
note says insulin; no stored memory and nothing in the context mentions Biscuit's insulin, while the booking and
the diet from the same note are in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b21_mem0_cattery_insulin_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "whitegates"
BISCUIT = ("Pembertons rang - Biscuit (ginger, 12yo) in Tue 14/10 til Tue 21/10, pen 6 pls not near the dogs. he's "
           "diabetic since the summer!! insulin 2 units twice a day WITH food, 7am + 7pm, they'll bring the pens + "
           "needles, keep in fridge. wet food only now (Hills w/d), no dry at all")
NOTES = [
    ("2025-09-22", "Mrs Akhtar's two (Pepper + Salt) booked 1-8/10, pens 2 + 3 together if poss, they fret apart",
     ["Pepper and Salt (Mrs Akhtar's cats) are booked 1-8 October, in pens 2 and 3 together"]),
    ("2025-09-23", "Vet run - Smudge's thyroid tabs, Vidalta 10mg once a day am in a bit of tuna. Owner back 30th",
     ["Smudge has Vidalta 10mg thyroid tablets once a day in the morning, hidden in tuna",
      "Smudge's owner is back on 30 September"]),
    ("2025-09-24", "Kennel side: Monty + Ted (labs) in 26/9-3/10, run 4. raw fed, owner bringing it frozen",
     ["Monty and Ted (labradors) are in run 4 from 26 September to 3 October, raw fed from frozen"]),
    ("2025-09-26", "Jan off Mon+Tues next wk, Kayleigh covering mornings. Kayleigh NOT to do meds yet",
     ["Kayleigh covers mornings on Monday and Tuesday while Jan is off",
      "Kayleigh is not to give medication yet"]),
    ("2025-09-29", "new fridge for the meds room came, old one to the tip Weds. labelled shelves per pen now",
     ["A new fridge for the meds room arrived, with labelled shelves per pen"]),
    ("2025-09-30", "Smudge home, owner v happy, paid 168 cash", ["Smudge went home and the owner paid GBP 168 cash"]),
    ("2025-10-01", "Pepper + Salt in. Salt being a madam about the litter, try the wood pellets",
     ["Pepper and Salt have arrived", "Salt is fussy about litter; try wood pellets"]),
    ("2025-10-02", BISCUIT,
     # the planted fault: the insulin is not extracted
     ["Biscuit (Pembertons' ginger cat, 12) is booked in from Tue 14 October to Tue 21 October",
      "Biscuit is to go in pen 6, away from the dogs",
      "Biscuit eats wet food only (Hills w/d), no dry food"]),
    ("2025-10-03", "Vacc cards - still need Biscuit's and Mabel's before they come in. chased by text",
     ["Vaccination cards for Biscuit and Mabel are still needed; chased by text"]),
    ("2025-10-06", "Mabel (Hales) booked 17-24/10, she's on Metacam for her hips 0.3ml on food in the evening",
     ["Mabel (the Hales' cat) is booked 17-24 October",
      "Mabel has Metacam 0.3ml on her evening food for her hips"]),
    ("2025-10-07", "Pembertons sent the vacc card pic - Biscuit's all in date (boosted May). tick",
     ["Biscuit's vaccinations are in date (booster in May)"]),
    ("2025-10-08", "Pepper + Salt home. Mrs A brought choccies for the girls",
     ["Pepper and Salt went home"]),
    ("2025-10-09", "Half term is 27/10-31/10 - dogs full, cats 2 pens left. Price list up GBP 1 a night from Jan",
     ["Half term 27-31 October: kennels full, 2 cat pens left",
      "Prices go up GBP 1 a night from January"]),
    ("2025-10-10", "heating in cattery block 2 playing up, Steve coming Mon 13th",
     ["The heating in cattery block 2 is faulty; Steve is coming on Monday 13 October"]),
    ("2025-10-14", "Biscuit in, v chatty, ate all his w/d. Pembertons in Portugal, son Ollie is emergency contact",
     ["Biscuit arrived and ate all his food",
      "The Pembertons are in Portugal; their son Ollie is the emergency contact"]),
    ("2025-10-14", "Heating fixed - thermostat. GBP 95", ["The cattery block 2 heating was fixed for GBP 95"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="whitegates"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == BISCUIT:
                assert "insulin 2 units twice a day" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "Does Biscuit need any medication while he's here?"
    with turn_span("question Wed 15/10"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 15/10/25."] + [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("wet food only" in c for c in context), context
        assert any("pen 6" in c for c in context), context
        assert not any("insulin" in s.lower() or "diabetic" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="No - nothing's noted for Biscuit apart from his diet: wet food only "
                                               "(Hills w/d), no dry. Smudge and Mabel are the ones on meds.")
finish(question, expected="Yes - he's diabetic: insulin, 2 units twice a day with food at 7am and 7pm (pens kept in "
                          "the fridge)", actual=reply)
