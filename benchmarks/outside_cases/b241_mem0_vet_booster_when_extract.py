"""Batch 241 (held out). A small veterinary clinic: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Holme Lane Vets is a two-vet practice (Sanjay and Ruth) with one receptionist, Kerry. Kerry types her notes on
each patient into the clinic's helper with ``memory.add(messages, user_id=<patient>, metadata={"date": ...})``, and
owners who ring or message in are answered from what the helper has stored for their animal.

Planted fault (ExtractionError, a fact dropped at extraction): Kerry's note of 2019-01-08T10:20 has Biscuit (Mrs
Shah's cocker spaniel) due his annual booster on 14/3 - DHP + lepto. Her note of Tue 12 Feb says Mrs Shah rang -
they're off to Lanzarote on the 9th of March, Biscuit goes into Oakfield kennels from the 8th and the kennels want
the jabs done two weeks before, so the booster's moved forward to Fri 22nd Feb at 4.10pm with Sanjay, kennel cough
at the same time - and, in passing, that his ears have cleared up and she wants a tub of the dental chews putting
by. The extraction keeps the ears and the chews and drops the new date: 14/3 stays the only booster date stored.
Question (Mon 18/2, Mrs Shah): "when's Biscuit's booster again? the kennels want his card stamped before he goes in"
-> expected Fri 22nd Feb at 4.10pm (brought forward for the kennels). The assistant says 14th March.

Expected verdict: ExtractionError at mem0.extract inside the Tue 12 Feb add (fault() wraps that one add): the note
given to mem0 moves the booster to Fri 22nd Feb, and what was made from it leaves that out, so the store never held
the date the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names Fri 22nd Feb 4.10pm; no stored memory or context line mentions the 22nd, 4.10, Lanzarote or Oakfield; the
dental chews from the same note are stored; the first note's 14/3 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b241_mem0_vet_booster_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "holme-lane-vets-biscuit-shah"
CUT = ("Tue 12 Feb - Mrs Shah rang, they're off to Lanzarote 9th march so Biscuit's in Oakfield kennels from the 8th "
       "+ kennels want jabs done 2 wks before 🙄 so booster moved fwd to Fri 22nd Feb 4.10pm w/ Sanjay, KC same "
       "time. ears all cleared up btw 👍 and she wants a tub of the dental chews putting by, will pick up then")
NOTES = [
    ("2019-01-08T10:20", "2019-01-08T10:20 BISCUIT (Mrs Shah's cocker, 6yo) - annual booster due 14/3, DHP + lepto. "
                         "weighed 13.4kg, nails done. Mrs S asked abt kennel cough, told her we can do it same day",
     ["Biscuit (Mrs Shah's cocker spaniel, 6) is due his annual booster on 14/3: DHP + lepto",
      "Biscuit weighed 13.4kg on 8 Jan and had his nails done",
      "Kennel cough vaccine can be given the same day as Biscuit's booster"]),
    ("17/1", "17/1 biscuit - itchy ears again, Surolan 5 drops twice a day x 7 days, recheck if not better. Mrs S "
             "says he's been swimming in the canal 🙈",
     ["Biscuit has itchy ears: Surolan, 5 drops twice a day for 7 days, recheck if not better",
      "Biscuit has been swimming in the canal"]),
    ("Tue 12 Feb", CUT,
     # the planted fault: the booster's move to Fri 22nd Feb 4.10pm is dropped
     ["Biscuit's ears have cleared up",
      "Mrs Shah wants a tub of dental chews put by for Biscuit"]),
    ("Thu 14th Feb", "Thu 14th Feb flea + worm for Biscuit, 3 month Bravecto given (Ruth), next due mid May. "
                     "13.1kg so he's lost a bit, fine",
     ["Biscuit had a 3-month Bravecto flea and worm treatment on 14 Feb; next due mid May",
      "Biscuit weighed 13.1kg on 14 Feb"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="holme-lane-vets-2019"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "booster moved fwd to Fri 22nd Feb 4.10pm" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's Biscuit's booster again? the kennels want his card stamped before he goes in"
    with turn_span("question Mon 18/2"):
        hits = []
        for query in ("Biscuit booster date", "when is the vaccination due", "kennels vaccination card"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 18 February 2019. You are talking to Mrs Shah, owner of Biscuit (cocker spaniel), "
                   "a patient at Holme Lane Vets."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("22nd", "4.10", "lanzarote", "oakfield", "moved fwd")), stored
        assert any("due his annual booster on 14/3" in c for c in context), context
        assert any("dental chews" in s for s in stored), stored
        reply = answer(question, context, mock="Biscuit's booster is due on the 14th of March - DHP and lepto, and "
                                               "we can do his kennel cough the same day.")
finish(question, expected="Fri 22nd Feb at 4.10pm with Sanjay - brought forward so he's done 2 weeks before the "
                          "kennels", actual=reply)
