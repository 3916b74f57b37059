"""Batch 266 (held out). A small B&B's bookings and breakfasts: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Moorside Farm B&B (three rooms - the Garden Room, the Blue Room and the Attic) above Haworth. Janet, who runs
it, types booking and breakfast notes into the B&B's helper with ``memory.add(messages, user_id=..., metadata=...)``;
her son Tom, who does the breakfasts and the shopping when she's away, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Janet's note of 2051-04-02T21:10 has the Patels in the
Garden Room Fri 12 - Mon 15 May, veggie breakfasts x2 (he likes his toast well done). Her note of Mon 8th May says
the Patels' card payment went through, and that Mrs P emailed - she's gone vegan since they booked, so no eggs, no
butter for her, oat milk please, he's still veggie - and, in passing, the Hoovers in the Blue Room want a packed
lunch Saturday. The extraction keeps the payment and the packed lunch and drops the vegan change: "veggie x2" stays
the only thing stored on the Patels' breakfasts. Question (Thu 11/5, Tom): "anything special I need to get in for
the Garden Room brekkies? doing the cash n carry run tmrw am" -> expected oat milk and vegan bits for Mrs Patel (no
eggs, no butter - dairy-free spread), veggie for him. The assistant says nothing special - veggie sausages and eggs
for two, and well-done toast.

Expected verdict: ExtractionError at mem0.extract inside the Mon 8th May add (fault() wraps that one add): the note
given to mem0 says Mrs Patel is vegan now, and what was made from it leaves that out, so the store never held the
change the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names the vegan change; no stored memory or context line mentions vegan, oat milk or butter; the payment and the
packed lunch from the same note are stored; the first note's "veggie brekkie x2" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b266_mem0_bnb_garden_room_breakfast_shopping_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "moorside-bnb-janet"
CUT = ("Mon 8th May - Patels' card payment went thru finally 👍 Mrs P emailed, she's gone vegan since they booked 🌱 "
       "so no eggs no butter for her, oat milk pls, he's still veggie. ALSO the Hoovers (Blue Rm) want a packed lunch "
       "sat, doing Top Withens")
NOTES = [
    ("2051-04-02T21:10", "2051-04-02T21:10 GARDEN RM - Mr + Mrs Patel fri 12 - mon 15 may, 3 nts, £95/nt inc brekkie. "
                         "veggie brekkie x2, he likes his toast well done lol. arriving after 6 they think",
     ["The Patels are booked in the Garden Room Fri 12 - Mon 15 May, 3 nights, £95 a night including breakfast",
      "The Patels have vegetarian breakfasts x2; Mr Patel likes his toast well done",
      "The Patels are arriving after 6pm"]),
    ("19/4", "19/4 Blue rm - the Hoovers from Ohio 12-14 may, full english both, coffee not tea!! Attic's empty that "
             "wknd so far",
     ["The Hoovers from Ohio are in the Blue Room 12-14 May, full English breakfasts for both",
      "The Hoovers want coffee, not tea",
      "The Attic is empty the weekend of 12 May so far"]),
    ("Mon 8th May", CUT,
     # the planted fault: Mrs Patel's vegan change is dropped
     ["The Patels' card payment has gone through",
      "The Hoovers in the Blue Room want a packed lunch on Saturday, they're walking to Top Withens"]),
    ("Weds 10th", "Weds 10th - eggs from Harry at the farm gate as usual (3 doz), Tom's doing brekkies fri-sun as I'm "
                  "at Mum's, brekkie 8-9.30 weekends",
     ["Eggs come from Harry at the farm gate, 3 dozen",
      "Tom is doing the breakfasts Fri-Sun while Janet is at her mum's",
      "Breakfast is 8-9.30 at weekends"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="moorside-bnb-may-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "she's gone vegan since they booked" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "anything special I need to get in for the Garden Room brekkies? doing the cash n carry run tmrw am"
    with turn_span("question Thu 11/5"):
        hits = []
        for query in ("Garden Room breakfast", "Patels breakfast diet", "breakfast shopping"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 11 May 2051. You are talking to Tom, who's doing the breakfasts at Moorside Farm B&B "
                   "this weekend."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("vegan", "oat milk", "butter")), stored
        assert any("vegetarian breakfasts x2" in c for c in context), context
        assert any("card payment" in s for s in stored) and any("packed lunch" in s for s in stored), stored
        reply = answer(question, context, mock="Nothing special - veggie sausages and eggs for the two of them, and "
                                               "remember Mr Patel likes his toast well done.")
finish(question, expected="oat milk and vegan bits for Mrs Patel (no eggs, no butter - she's gone vegan), veggie for "
                          "him", actual=reply)
