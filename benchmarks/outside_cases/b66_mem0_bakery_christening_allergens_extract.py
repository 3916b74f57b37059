"""Batch 66 (held out). A home-baking business's order notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Nadia runs "Crumb & Co" from her kitchen in Stroud (celebration cakes, cupcakes, brownies; council food-hygiene
rating 5). She dictates her order notes into mem0 with ``memory.add(messages, user_id="crumb-co", metadata={"date":
...})`` and mem0's LLM pulls the facts out. Eight notes, Aug - Sept 2028.

Planted fault (ExtractionError, omitted at extraction): the Achebes' christening cake must have no nuts (first note);
then Mrs Achebe rang back: "Mrs A rang back re the christening - her sister's husband can't do sesame either so
scrap the sesame brittle on top (gutted, it looked gorgeous on the mock-up). she also wants 40 cupcakes same
flavour, fine. balance £85 on collection". The extraction keeps the cupcakes and the balance and drops the sesame.
Question (Mon 9/9, Nadia's helper Kerry, doing the shopping list): "what's the Achebe cake got to be free of?" ->
expected nuts and sesame. The assistant says nuts only.

Expected verdict: ExtractionError at mem0.extract inside the 3/9 add (fault() wraps that one add). Asserted: the
note has the sesame; no stored memory mentions sesame, while the cupcakes and the balance from the same note are in
the context, and so is the no-nuts fact. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b66_mem0_bakery_christening_allergens_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "crumb-co"
RANGBACK = ("Mrs A rang back re the christening - her sister's husband can't do sesame either so scrap the sesame "
            "brittle on top (gutted, it looked gorgeous on the mock-up). she also wants 40 cupcakes same flavour, "
            "fine. balance £85 on collection")
NOTES = [
    ("2028-08-19", "new order!! Achebe christening cake, 2 tier lemon + elderflower, white fondant w a little silver "
                   "cross, collect sat 14/9 am. NO NUTS at all, baby's cousin carries an epipen. dep £40 pd",
     ["Achebe christening cake: two-tier lemon and elderflower, white fondant with a silver cross",
      "Achebe christening cake is collected Saturday 14 September in the morning",
      "The Achebe cake must contain no nuts - a cousin carries an EpiPen",
      "Achebe paid a £40 deposit"]),
    ("21/8", "Kowalski wedding tasting went well - they picked the choc orange + the vanilla bean, sat 28 Sept",
     ["Kowalski wedding on Saturday 28 September; flavours chocolate orange and vanilla bean"]),
    ("Aug 26", "brownie boxes for the Stroud farmers mkt sat - 6 trays, sold out by 11!! do 8 next time",
     ["Brownies sold out at Stroud farmers market by 11; take 8 trays next time"]),
    ("2028-09-03", RANGBACK,
     # the planted fault: the sesame (no sesame brittle on top) is not extracted
     ["Achebe order now also has 40 cupcakes in the same flavour as the cake",
      "Achebe balance of £85 is due on collection"]),
    ("4.9", "new oven thermometer - the big oven runs 15 deg hot, knock it down for the sponges",
     ["The big oven runs 15 degrees hot; lower it for sponges"]),
    ("Sept 5th", "silver cross topper ordered from Cake Craft World, £6.99, arriving thurs",
     ["Silver cross topper ordered from Cake Craft World, £6.99, arriving Thursday"]),
    ("2028-09-06", "Kerry's doing the big shop mon - flour, eggs, icing sugar, lemons, elderflower cordial",
     ["Kerry is doing the big shop on Monday: flour, eggs, icing sugar, lemons, elderflower cordial"]),
    ("7/9", "delivery van MOT tues 10th 9am at Kwik Fit, so no drops tues morning",
     ["The delivery van's MOT is Tuesday 10th at 9am, so no deliveries Tuesday morning"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="crumb-co"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == RANGBACK:
                assert "sesame" in note and "40 cupcakes" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what's the Achebe cake got to be free of?"
    with turn_span("question Mon 9/9"):
        hits = []
        for query in ("Achebe cake allergies free of", "Achebe christening cake no nuts", "Achebe order cupcakes "
                      "balance", "Achebe topping on top of the cake"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 9 September 2028. You are talking to Kerry, who helps Nadia and does the shopping."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("no nuts" in c for c in context), context
        assert any("40 cupcakes" in c for c in context), context
        assert any("£85" in c for c in context), context
        assert not any("sesame" in s.lower() or "brittle" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="Nuts - no nuts anywhere in it, one of the cousins carries an EpiPen. "
                                               "Lemon and elderflower is fine as it is.")
finish(question, expected="no nuts and no sesame either (so no sesame brittle on the top)", actual=reply)
