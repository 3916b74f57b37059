"""Batch 321 (held out). A mosque's community kitchen: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the community kitchen at Masjid an-Noor, Batley, puts on a Big Community Dinner on Sat 19th Nov 2050 in the
main hall after maghrib - neighbours, the two churches up the road, the primary school, a couple of councillors;
biryani, daal, salad, kheer, samosas. Brother Imran (the kitchen lead) types his notes into the kitchen's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the volunteers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Imran's note of 2050-10-16T20:10 has about 200
expected, and 25kg of basmati doing them. His note of Weds 9 Nov says the RSVPs are flying in - the school and both
churches are bringing their lot, so it's about 280 now, make it 35kg of rice to be safe - and, in the same breath,
Aunty Rukhsana's doing 400 samosas and the foil trays need to be 250 not 150. The extraction keeps the samosas and
the foil trays and drops the 280 and the 35kg: the 25kg stays the only rice figure stored. Question (Thu 17/11,
Bilal, doing the cash n carry run): "how much rice am I picking up from the cash n carry tmrw? taking my cousin's
van" -> expected 35kg (numbers went up to about 280). The assistant says 25kg.

Expected verdict: ExtractionError at mem0.extract inside the Weds 9 Nov add (fault() wraps that one add): the note
given to mem0 says 35kg for about 280, and what was made from it leaves that out, so the store never held the
figure the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says 35kg; no stored memory or context line mentions 35kg, 280 or the RSVPs; the samosas from the same note are
stored; the first note's 25kg is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b321_mem0_mosque_kitchen_rice_how_much_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "masjid-an-noor-kitchen-imran"
CUT = ("Weds 9 Nov - RSVPs flying in mashallah 🙌 the school + both churches are bringing their lot so we're looking "
       "at 280ish now, make it 35kg of rice to be safe (not 25). ALSO Aunty Rukhsana's doing 400 samosas!! and foil "
       "trays need to be 250 not 150, I'll ring Bestway")
NOTES = [
    ("2050-10-16T20:10", "BIG COMMUNITY DINNER 🍛 sat 19th nov main hall after maghrib, expecting about 200 - "
                         "neighbours, the churches, couple of councillors. biryani + daal + salad. 25kg basmati does "
                         "us for 200, cash n carry run the fri before",
     ["The Big Community Dinner is Sat 19th Nov in the main hall after maghrib",
      "About 200 people are expected at the community dinner: neighbours, the churches, a couple of councillors",
      "The menu is biryani, daal and salad",
      "25kg of basmati rice does the dinner for 200; the cash and carry run is the Friday before"]),
    ("28/10", "28/10 sis Fatima's doing the kheer, 3 big degs 👍 foil trays + lids from Bestway, need 150. Yusuf's "
              "on the chicken (Haji's)",
     ["Sister Fatima is making the kheer, 3 big degs",
      "150 foil trays with lids are needed from Bestway",
      "Yusuf is getting the chicken from Haji's"]),
    ("Weds 9 Nov", CUT,
     # the planted fault: the 280 and the 35kg of rice are dropped
     ["Aunty Rukhsana is making 400 samosas for the dinner",
      "250 foil trays are needed, not 150"]),
    ("Mon 14th Nov", "Mon 14th Nov hairnets + aprons in the cupboard by the wudu area. gas safety man's coming thurs "
                     "so DON'T use the big burner till he's been",
     ["Hairnets and aprons are in the cupboard by the wudu area",
      "The gas safety engineer comes Thursday; don't use the big burner till then"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="an-noor-kitchen-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "make it 35kg of rice" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much rice am I picking up from the cash n carry tmrw? taking my cousin's van"
    with turn_span("question Thu 17/11"):
        hits = []
        for query in ("how much rice basmati", "cash and carry shopping for the dinner", "numbers for the dinner"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 17 November 2050. You are talking to Bilal, a volunteer in Masjid an-Noor's community "
                   "kitchen (Big Community Dinner Sat 19 Nov)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("35kg", "35 kg", "280", "rsvp")), stored
        assert any("25kg of basmati" in c for c in context), context
        assert any("400 samosas" in s for s in stored), stored
        reply = answer(question, context, mock="25kg of basmati - that does the dinner for 200.")
finish(question, expected="35kg - it's about 280 now the school and both churches are coming", actual=reply)
