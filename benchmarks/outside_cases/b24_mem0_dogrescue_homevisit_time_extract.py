"""Batch 24 (held out). A dog-rescue fostering network's coordinator notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jackie coordinates fosters for Fenland Hound Rescue (dogs in foster, fosterers, vet checks, home visits for
would-be adopters). She types quick notes into an assistant as things happen; each goes in with
``memory.add(messages, user_id="fhr-jackie", metadata={"date": ...})`` and mem0's LLM pulls out the facts. Sixteen
notes, October-November 2025. Several share words with the question (other home visits, the usual visiting time, the
Ahmeds' fence).

Planted fault (ExtractionError, omitted at extraction): the note of Tue 4/11 reads "Skye's adopters (the Ahmeds,
Chatteris) - home visit Sat 8/11, Carol's doing it, said she'll be there half 10 as she's got her grandson's footie
after. They've a 6ft fence but theres a gap by the shed, ask them to sort b4 she goes". The extraction keeps who,
where, the day and the fence, and drops the time Carol gave. Question (Fri 7/11): "What time is Carol at the Ahmeds'
tomorrow?" -> expected "10.30 in the morning". The assistant has no time for that visit and falls back on the rescue's
usual "2ish".

Expected verdict: ExtractionError at mem0.extract inside the 4/11 add (fault() wraps that one add). Asserted: the
note says half 10; no stored memory and nothing in the context holds that time, while the visit, Carol and the fence
from the same note are in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b24_mem0_dogrescue_homevisit_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fhr-jackie"
VISIT_NOTE = ("Skye's adopters (the Ahmeds, Chatteris) - home visit Sat 8/11, Carol's doing it, said she'll be there "
              "half 10 as she's got her grandson's footie after. They've a 6ft fence but theres a gap by the shed, "
              "ask them to sort b4 she goes")
NOTES = [
    ("2025-10-02", "Skye (lurcher, 3yo, brindle) in to Sandra's at Wisbech from the pound. Nervy, v thin, eats like "
                   "a horse tho",
     ["Skye is a 3-year-old brindle lurcher fostered with Sandra in Wisbech", "Skye came from the pound and is thin "
      "and nervous"]),
    ("2025-10-04", "Home visits - we normally aim for 2ish on a wkend, gives ppl time to get back from the shops. "
                   "Volunteers can do mornings if they say",
     ["Home visits are usually done around 2pm at weekends", "Volunteers can do morning home visits if they say so"]),
    ("2025-10-06", "Bosco (staffie x, 6) - vet check Riverside Mon 13/10 9.10, teeth + lump on his side",
     ["Bosco, a 6-year-old Staffie cross, has a vet check at Riverside on Monday 13 October at 9.10",
      "Bosco's vet check is for his teeth and a lump on his side"]),
    ("2025-10-09", "Pip (JRT) adoption app in from the Taylors, Ramsey. no kids, retired, had terriers before",
     ["The Taylors in Ramsey applied to adopt Pip the Jack Russell", "The Taylors are retired, have no children and "
      "have had terriers before"]),
    ("2025-10-13", "Bosco lump is a lipoma, nothing nasty. 2 teeth out next month, GBP 240 quote",
     ["Bosco's lump is a harmless lipoma", "Bosco needs two teeth out next month, quoted at GBP 240"]),
    ("2025-10-15", "Skye 1st vacc done Riverside, 2nd in 3 wks. up to 21.4kg (was 18.9)",
     ["Skye had her first vaccination at Riverside, the second is due in three weeks", "Skye weighs 21.4 kg, up "
      "from 18.9 kg"]),
    ("2025-10-19", "Mike did the Pip home visit at the Taylors Sun 2pm - all good, secure garden, approved",
     ["Mike did the home visit for Pip at the Taylors' on Sunday at 2pm and approved them"]),
    ("2025-10-22", "Skye adoption app - the Ahmeds, Chatteris. 2 teens, no other pets, both work from home Tues-Thu",
     ["The Ahmeds in Chatteris applied to adopt Skye", "The Ahmeds have two teenagers, no other pets and both work "
      "from home Tuesday to Thursday"]),
    ("2025-10-25", "Pip went home w the Taylors, cried all the way back in the car (me not him)",
     ["Pip was adopted by the Taylors"]),
    ("2025-10-28", "Nell (collie x, 9) in to Kath + Ian at March. deaf-ish, hand signals. LOVES a tennis ball",
     ["Nell, a 9-year-old collie cross, is fostered with Kath and Ian in March", "Nell is partly deaf and responds "
      "to hand signals"]),
    ("2025-10-30", "Carol can do visits on Sat mornings now she's finished at the library",
     ["Carol is available for Saturday morning home visits"]),
    ("2025-11-01", "Fundraiser quiz night at the Red Lion raised GBP 612!! Mike's wife did the raffle",
     ["The quiz night fundraiser at the Red Lion raised GBP 612"]),
    ("2025-11-04", VISIT_NOTE,
     # the planted fault: the time Carol gave for the Ahmeds' visit is not extracted
     ["Carol is doing the home visit for Skye's adopters, the Ahmeds in Chatteris, on Saturday 8 November",
      "The Ahmeds have a 6ft fence with a gap by the shed that needs fixing before Skye goes"]),
    ("2025-11-05", "Skye 2nd vacc Riverside today, all fine, microchip details to be swapped to the Ahmeds if the "
                   "visit's ok",
     ["Skye had her second vaccination at Riverside", "Skye's microchip is to be transferred to the Ahmeds if the "
      "home visit goes well"]),
    ("2025-11-06", "Bosco dental booked Weds 19/11, drop off 8.15, nil by mouth from 10pm the night b4",
     ["Bosco's dental is booked for Wednesday 19 November with drop-off at 8.15",
      "Bosco must have nothing to eat from 10pm the night before the dental"]),
    ("2025-11-06", "Mr Ahmed rang - fence gap done w a bit of trellis, sent a pic. Teens v excited",
     ["Mr Ahmed fixed the fence gap with trellis and sent a photo"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fhr-jackie"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == VISIT_NOTE:
                assert "half 10" in note and "Ahmeds" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "What time is Carol at the Ahmeds' tomorrow?"
    with turn_span("question Fri 7/11"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 7/11/25."] + [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Carol is doing the home visit for Skye's adopters" in c for c in context), context
        assert any("gap by the shed" in c for c in context), context
        assert any("around 2pm at weekends" in c for c in context), context
        assert not any("10.30" in s or "half 10" in s or "half past ten" in s or "10:30" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="I don't have a time down for the Ahmeds' visit - we normally do home "
                                               "visits around 2pm at weekends, so probably about 2.")
finish(question, expected="Half past ten in the morning (she has her grandson's football afterwards)", actual=reply)
