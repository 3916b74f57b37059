"""Batch 370 (held out). A housing society's Diwali function: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Gulmohar Residency CHS (A to D wings, 96 flats) hold their Diwali Milan on Sat 29-10-50 - dinner from
Annapurna Caterers, a cultural programme, a rangoli competition, kids' fancy dress. Mrs. Priya Deshmukh (the
cultural secretary) types the committee's notices into the society's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; residents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Priya's notice of 02-09-50 has the Diwali Milan on
Sat 29-10-50 on the clubhouse lawn, 6.30 pm onwards, ₹1,500 per flat. Her notice of 12-10-50 says the garden
contractor has started re-doing the lawn (new turf and the drip line) and wants no heavy footfall till Nov end, so
the Milan will be in the B-wing stilt parking instead, same date same time, cars to be shifted to the visitors'
parking that evening - and, in passing, rangoli entries to Mrs. Iyer (C-1102) by 25-10 and the kids' fancy dress
theme is mythology. The extraction keeps the rangoli and the fancy dress and drops the venue shift: the clubhouse
lawn stays the only venue stored. Question (Thu 27-10-50, Mr. Malhotra, B-903): "where is the Diwali function on
Sat? my in-laws are coming, need to tell them where to come" -> expected the B-wing stilt parking (the lawn is
being re-turfed). The assistant says the clubhouse lawn.

Expected verdict: ExtractionError at mem0.extract inside the 12-10-50 add (fault() wraps that one add): the notice
given to mem0 moves the Milan to the B-wing stilt parking, and what was made from it leaves that out, so the store
never held the venue the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the notice names the stilt parking; no stored memory or context line mentions the stilt parking, the turf
or the footfall; the rangoli entries from the same notice are stored; the first notice's clubhouse lawn is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b370_mem0_diwali_milan_venue_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "gulmohar-chs-cultural-priya"
CUT = ("12-10-50 Update all 🙏 garden contractor has started re-doing the lawn (new turf + the drip line), he says no "
       "heavy footfall till Nov end. So Diwali Milan will be in the B-wing stilt parking instead, same date same "
       "time, B-wing members kindly shift cars to visitors' parking that evng. ALSO rangoli competition entries to "
       "Mrs. Iyer (C-1102) by 25-10, and kids fancy dress theme is 'mythology' this yr")
NOTES = [
    ("02-09-50", "02-09-50 DIWALI MILAN 2050 🪔 Sat 29-10-50 on the clubhouse lawn, 6.30 pm onwards. Contribution "
                 "₹1,500 per flat, kindly pay to Nikhil (A-304) by 15-10. Dinner by Annapurna Caterers, veg only. "
                 "Kindly do the needful",
     ["The Diwali Milan is on Sat 29-10-50 on the clubhouse lawn, 6.30 pm onwards",
      "Diwali contribution is Rs. 1,500 per flat, payable to Nikhil (A-304) by 15-10",
      "Dinner at the Diwali Milan is by Annapurna Caterers, veg only"]),
    ("20-09-50", "20-09-50 cultural prog practice in the clubhouse hall Tue/Thu 7-9 pm. kids dance (Mrs. Rao "
                 "coordinating) + antakshari for seniors. names to me by 30th pls",
     ["Cultural programme practice is in the clubhouse hall, Tue/Thu 7-9 pm",
      "Mrs. Rao is coordinating the kids' dance; there is antakshari for seniors",
      "Names for the cultural programme go to Priya by 30-09"]),
    ("12-10-50", CUT,
     # the planted fault: the move to the B-wing stilt parking is dropped
     ["Rangoli competition entries go to Mrs. Iyer (C-1102) by 25-10",
      "The kids' fancy dress theme is mythology this year"]),
    ("22-10-50", "22-10-50 collection status - 78 of 96 flats paid 👍 balance flats kindly pay by tmrw. tables + "
                 "chairs from Om Sai Decorators, 20 round tables, they'll set up Sat 3 pm",
     ["78 of 96 flats have paid the Diwali contribution",
      "Om Sai Decorators are giving 20 round tables and chairs, setting up Sat 3 pm"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="gulmohar-diwali-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"notice-{i} {day}"):
            if note == CUT:
                assert "Diwali Milan will be in the B-wing stilt parking instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where is the Diwali function on Sat? my in-laws are coming, need to tell them where to come"
    with turn_span("question Thu 27-10-50"):
        hits = []
        for query in ("Diwali Milan venue", "where is the Diwali function", "Diwali Milan Sat 29-10 place"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 27-10-2050. You are talking to Mr. Malhotra (B-903), a resident of Gulmohar "
                   "Residency CHS."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("stilt", "turf", "footfall", "visitors' parking")), stored
        assert any("on the clubhouse lawn, 6.30 pm onwards" in c for c in context), context
        assert any("Rangoli competition entries" in s for s in stored), stored
        reply = answer(question, context, mock="On the clubhouse lawn, Sat 29-10 from 6.30 pm onwards.")
finish(question, expected="B-wing stilt parking - the lawn is being re-turfed, so the Milan was shifted there",
       actual=reply)
