"""Batch 116 (held out). A wedding caterer's job notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Laura runs Fig & Thistle, a two-van wedding caterer; she drops her job notes (menus, numbers, dietaries,
deposits) into the kitchen helper, each with ``memory.add(messages, user_id=..., metadata={"date": ...})``. Kam, the
chef, asks it what to order and prep.

Planted fault (ExtractionError, omitted at extraction): Laura's note of Weds 8 Apr passes on Grace's dietaries for
the Hendry/Okafor wedding (sat 13th june, Lowther Barn): 5 veggie, 2 vegan (her sister Esme + bf), a nut allergy on
table 6 (a little lad with an epipen), and the groom's nan Pat is coeliac - "proper coeliac not a fad", own board +
toaster; same note swaps the evening food to a hog roast. Extraction keeps the veggie/vegan numbers, the nut allergy
and the hog roast and drops the coeliac line. Question (Mon 8/6, Kam): "doing the hartleys bread order for the
hendry wedding - do i need any gluten free?" -> expected yes: the groom's nan Pat is coeliac (own board). The
assistant says no, nobody on the dietaries needs it.

Expected verdict: ExtractionError at mem0.extract inside the 8 Apr add (fault() wraps that one add): the fact that
decides the yes/no was in the note handed to mem0 and never became a memory; the searches and the answer then worked
on what was stored. Asserted: the note has the coeliac line; no stored memory or context line mentions coeliac,
gluten or GF, while the other dietaries from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b116_mem0_caterer_hendry_gf_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "figthistle-laura"
DIETS = ("dietaries in from Grace (Hendry/Okafor) - 5 veggie, 2 vegan (her sister Esme + the bf), nut allergy on "
         "table 6, little lad w an epipen, AND the groom's nan Pat is coeliac - proper coeliac not a fad, so own "
         "board + toaster for her pls. oh + she's asked can the evening be hog roast not pizza now, fine by me")
NOTES = [
    ("14/3", "Hendry/Okafor wedding - sat 13th june, Lowther Barn. 86 day + 40 eve. 3 courses, mains feather blade "
             "or hake, £46pp. £500 deposit paid 14/3 by bank, Grace (bride) v organised lol",
     ["The Hendry/Okafor wedding is Saturday 13 June at Lowther Barn: 86 day guests and 40 evening guests",
      "Hendry/Okafor menu is 3 courses, mains feather blade or hake, £46 per head",
      "Hendry/Okafor paid a £500 deposit by bank on 14 March"]),
    ("22.3.", "Parry tasting went ok - they want the lemon posset not the brownie. her dad's paying the balance so "
              "chase Geoff not them. the Rectory's kitchen is TINY, 2 ovens max",
     ["The Parrys chose lemon posset for pudding instead of the brownie",
      "Geoff, the bride's father, is paying the Parry balance",
      "The Old Rectory kitchen is small, two ovens at most"]),
    ("Weds 8 Apr", DIETS,
     # the planted fault: the coeliac line is dropped
     ["Hendry/Okafor dietary requirements: 5 vegetarian and 2 vegan (Esme, the bride's sister, and her boyfriend)",
      "Nut allergy on table 6 at the Hendry/Okafor wedding: a little boy who carries an EpiPen",
      "Hendry/Okafor evening food is a hog roast instead of pizza"]),
    ("16th may", "Hendry/Okafor balance £3456 due 30/5. bread from Hartleys - order goes in the mon before, "
                 "sourdough + seeded rolls, collect fri 7.30ish",
     ["The Hendry/Okafor balance of £3456 is due on 30 May",
      "Bread for the Hendry/Okafor wedding comes from Hartleys: order on the Monday before, sourdough and seeded "
      "rolls, collect Friday about 7.30"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="figthistle"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == DIETS:
                assert "coeliac" in note and "own board" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "doing the hartleys bread order for the hendry wedding - do i need any gluten free?"
    with turn_span("question Mon 8/6"):
        hits = []
        for query in ("Hendry Okafor dietary requirements", "gluten free coeliac bread", "Hartleys bread order"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 8 June 2037. You are talking to Kam, the chef at Fig & Thistle."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("2 vegan" in c for c in context) and any("table 6" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context for w in ("coeliac", "gluten", " gf")), stored
        reply = answer(question, context, mock="No - nobody on the Hendry/Okafor dietaries needs gluten free (5 veggie, "
                                               "2 vegan and a nut allergy), so just the sourdough and seeded rolls.")
finish(question, expected="Yes - the groom's nan Pat is coeliac, she needs GF bread on her own board", actual=reply)
