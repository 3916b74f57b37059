"""Batch 299 (held out). A pet sitting service: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Paws at Home is a two-person pet sitting service in Hebden Bridge - home visits for cats, small animals and the
odd dog walk. Leanne (who runs it) types what clients tell her into the service's helper with ``memory.add(messages,
user_id=..., metadata={"date": ...})``; Poppy, who does some of the visits, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Leanne's note of 2051-02-03T09:15 has Mrs Okafor's
diabetic cat Biscuit on 2 units of insulin twice a day, 7am and 7pm with his food, the pen in the fridge door. Her
note of Sat 22 Feb says Mrs O texted from the vets - Biscuit's glucose curve came back high, so the vet has upped
him to 3 units morning and night from today (she's changed the label on the pen) - and, in passing, a new bag of his
dry food is in the utility and the bins go out Thursday, not Wednesday, this month. The extraction keeps the food
bag and the bins and drops the new dose: 2 units stays the only dose stored. Question (Fri 7/3, Poppy, before her
first visit): "how many units does Biscuit get? first time doing him tmrw morning, bit nervous about the pen" ->
expected 3 units, morning and night (upped after his glucose curve). The assistant says 2 units.

Expected verdict: ExtractionError at mem0.extract inside the Sat 22 Feb add (fault() wraps that one add): the note
given to mem0 has the dose raised to 3 units, and what was made from it leaves that out, so the store never held
the dose the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
has the 3 units; no stored memory or context line mentions 3 units, the glucose curve or the vet upping it; the
bins from the same note are stored; the first note's 2 units twice a day is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b299_mem0_pet_sitting_cat_insulin_units_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "paws-at-home-leanne"
CUT = ("Sat 22 Feb - Mrs O txt'd from the vets, Biscuit's glucose curve came back high 😿 so vet's upped him to 3 "
       "units am + pm from today, she's changed the label on the pen. also new bag of his dry food is in the utility "
       "(the purple one NOT the green, green's the dog's) + bins go out thurs not weds this month, council thing")
NOTES = [
    ("2051-02-03T09:15", "2051-02-03T09:15 new client Mrs Okafor, 14 Royd Terrace. Biscuit (ginger, 11, DIABETIC) - "
                         "insulin 2 units twice a day, 7am + 7pm w/ his wet food, pen's in the fridge door. neck "
                         "scruff, he's v good about it. Mabel the old lab just needs letting out",
     ["Mrs Okafor is a new client at 14 Royd Terrace",
      "Biscuit (ginger cat, 11) is diabetic: insulin 2 units twice a day, 7am and 7pm with his wet food",
      "Biscuit's insulin pen is in the fridge door; inject into the neck scruff",
      "Mabel, the old labrador, just needs letting out"]),
    ("11/2", "11/2 key safe by the back door, code 4471, alarm's not set. Mrs O away 8th-15th march, her sister's "
             "emergency contact (Grace, 07700 900431)",
     ["Mrs Okafor's key safe is by the back door, code 4471; the alarm is not set",
      "Mrs Okafor is away 8th-15th March",
      "Emergency contact for Mrs Okafor is her sister Grace, 07700 900431"]),
    ("Sat 22 Feb", CUT,
     # the planted fault: the new dose of 3 units is dropped
     ["A new bag of Biscuit's dry food (the purple one, not the green dog food) is in the utility",
      "Mrs Okafor's bins go out on Thursday, not Wednesday, this month"]),
    ("Tue 4th Mar", "Tue 4th Mar booked in - 2 visits a day 8th-15th, Poppy mornings me evenings. £32 a day, she's "
                    "paid up front. sharps bin under the sink",
     ["Mrs Okafor's booking: 2 visits a day 8th-15th March, Poppy mornings and Leanne evenings",
      "Mrs Okafor pays £32 a day and has paid up front",
      "The sharps bin at Mrs Okafor's is under the sink"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="paws-at-home-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "upped him to 3 units am + pm" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many units does Biscuit get? first time doing him tmrw morning, bit nervous about the pen"
    with turn_span("question Fri 7/3"):
        hits = []
        for query in ("Biscuit insulin units dose", "how much insulin for the cat", "insulin pen"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 7 March 2051. You are talking to Poppy, who does the morning visits for Paws at Home."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("3 units", "glucose", "upped", "label on the pen")), stored
        assert any("insulin 2 units twice a day" in c for c in context), context
        assert any("bins go out on Thursday" in s for s in stored), stored
        reply = answer(question, context, mock="2 units, at 7am with his wet food - into the scruff of his neck, "
                                               "he's good about it. The pen's in the fridge door.")
finish(question, expected="3 units morning and night - the vet upped it after his glucose curve came back high",
       actual=reply)
