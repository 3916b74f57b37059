"""Batch 29 (held out). A two-van campervan hire business: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gail runs Fen Rover Campers from her yard outside Swaffham Bulbeck with two VW campers, "Maud" (the blue T5)
and "Bramble" (the green T6). She dictates quick notes to an assistant between handovers and cleans; each goes in
with ``memory.add(messages, user_id="fen-rover", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Fourteen notes, April-May 2025. Several share words with the question (the yard, her usual handover time, other
customers' handovers).

Planted fault (ExtractionError, omitted at extraction): the note of Fri 16/5 reads "Lindqvist booking (Maud,
Fri 23rd -> Sun 1/6) - Erik's on nights at Addenbrooke's, finishes 8am Fri, asked cd we meet him in the staff car
pk P3 by the Rosie entrance so he's not paying a taxi out to us. Fine by me, it's on the way back from the
cash+carry. Also wants the bike rack + 2 extra chairs (15 quid)". The extraction keeps the bike rack and the chairs
and drops where Gail is meeting him. Question (Wed 21/5): "where am I handing Maud over to the Lindqvists on
Friday?" -> expected "Addenbrooke's, staff car park P3". The assistant has only the booking and Gail's rule that
handovers are at the yard, and says the yard.

Expected verdict: ExtractionError at mem0.extract inside the 16/5 add (fault() wraps that one add). Asserted: the
note names P3; no stored memory and nothing in the context holds the car park, the hospital or the Rosie entrance,
while the bike rack from the same note is in the context. Another reading: none that we see; the search returns
every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b29_mem0_campervan_handover_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fen-rover"
LINDQVIST_NOTE = ("Lindqvist booking (Maud, Fri 23rd -> Sun 1/6) - Erik's on nights at Addenbrooke's, finishes 8am "
                  "Fri, asked cd we meet him in the staff car pk P3 by the Rosie entrance so he's not paying a taxi "
                  "out to us. Fine by me, it's on the way back from the cash+carry. Also wants the bike rack + 2 extra "
                  "chairs (15 quid)")
NOTES = [
    ("2025-04-01", "2025 season rules - handovers at the yard 10am unless we sort something else, returns by 4pm, "
                   "£500 dep held on card, 20 min walk round + video of the van",
     ["Handovers happen at the yard at 10am and returns are due by 4pm",
      "The deposit is GBP 500 held on card and there is a 20 minute walk-round with a video of the van"]),
    ("2025-04-03", "Maud's MOT passed, advisory on the rear nearside tyre, Bramble's due 14 June",
     ["Maud passed her MOT with an advisory on the rear nearside tyre", "Bramble's MOT is due on 14 June"]),
    ("2025-04-08", "New bkg - Lindqvist, Erik + Sanna + 2 kids (7 + 10), Maud, 23/5 to 1/6, Norfolk coast + "
                   "Lincs. £1,140 pd in full. They've got bikes",
     ["Erik and Sanna Lindqvist with two children booked Maud from 23 May to 1 June for GBP 1,140, paid in full",
      "The Lindqvists are going to the Norfolk coast and Lincolnshire and have bikes"]),
    ("2025-04-12", "Okafors back w Bramble, clean as a whistle, only 612 miles. Left us a bottle of wine!",
     ["The Okafors returned Bramble clean after 612 miles"]),
    ("2025-04-17", "Yard gate code changed to 2291 (Mick lost the fob again)", ["The yard gate code is 2291"]),
    ("2025-04-22", "Bramble's fridge making a noise - Dometic man Thurs, under warranty",
     ["Bramble's fridge is being looked at by Dometic under warranty"]),
    ("2025-04-29", "Hendersons want Bramble 6-13 June, dog friendly? said yes £40 dog fee, blanket on the bench seat",
     ["The Hendersons booked Bramble for 6-13 June with their dog (GBP 40 dog fee)"]),
    ("2025-05-02", "Bought a 2nd bike rack (Fiamma) £189, fits both vans",
     ["Gail bought a second bike rack for GBP 189"]),
    ("2025-05-07", "Patels handover went fine, met at the yard, they were 20 mins early so had a cuppa",
     ["The Patels' handover at the yard went fine"]),
    ("2025-05-12", "Sanna L emailed - kids' car seats? they'll bring their own, both Isofix, Maud's got the points",
     ["The Lindqvists will bring their own Isofix car seats"]),
    ("2025-05-16", LINDQVIST_NOTE,
     # the planted fault: where Gail is meeting Erik is not extracted
     ["The Lindqvists want the bike rack on Maud", "The Lindqvists want 2 extra camping chairs for GBP 15"]),
    ("2025-05-18", "Maud valeted + gas bottle swapped, full tank, ready for Fri",
     ["Maud is valeted with a fresh gas bottle and a full tank, ready for Friday"]),
    ("2025-05-19", "Jo off to her mum's Thurs-Sat so it's just me on Fri",
     ["Jo is away Thursday to Saturday this week"]),
    ("2025-05-20", "Remind self - Lindqvists' 2 kids, booster cushion spare in the shed just in case",
     ["There is a spare booster cushion in the shed"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fen-rover"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == LINDQVIST_NOTE:
                assert "P3" in note and "Addenbrooke's" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where am I handing Maud over to the Lindqvists on Friday?"
    with turn_span("question Wed 21/5"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        # the app also pulls the business's standing rules for whatever the question is about
        rules = memory.search("handovers returns yard time deposit rules", top_k=10, threshold=0.0,
                              filters={"user_id": USER})["results"]
        context = ["Today is Wed 21 May 2025."]
        for h in hits + rules:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("booked Maud from 23 May" in c for c in context), context
        assert any("Handovers happen at the yard" in c for c in context), context
        assert any("bike rack on Maud" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("p3", "car park", "car pk", "addenbrooke", "rosie", "hospital", "nights")), stored
        reply = answer(question, context, mock="At the yard - 10am as usual for handovers. Maud's valeted and ready, "
                                               "and they want the bike rack and two extra chairs.")
finish(question, expected="Addenbrooke's staff car park (P3) - Erik's coming off a night shift", actual=reply)
