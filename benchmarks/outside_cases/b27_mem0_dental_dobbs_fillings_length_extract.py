"""Batch 27 (held out). A dental practice's reception notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kerry is on reception at Riverside Dental (Dr Shah, Dr Lowe, Lisa the hygienist). She types quick notes to an
assistant as the day goes: bookings, recalls, who's nervous, lab work. Each note goes in with
``memory.add(messages, user_id="riverside-kerry", metadata={"date": ...})`` and mem0's LLM pulls out the facts.
Fourteen notes, Feb-March 2025. Several share words with the question (the usual filling slot, Dr Shah's list,
Mr Dobbs's earlier check-up).

Planted fault (ExtractionError, omitted at extraction): the note of 04.03.25 reads "Mr Dobbs (Ken) - Dr S wants the 2
fillings done together, LL6 + UR4, book as one long appt 1hr 10 so he's only got to psych himself up once. V
nervous, 1st thing am pls, he takes a diazepam. No Tues (bowls)". The extraction keeps the two fillings, the
morning, the nerves and no Tuesdays, and drops the length of the appointment. Question (Thu 6/3): "How long do I
block out for Ken Dobbs's fillings?" -> expected "an hour and ten minutes". The assistant has only the usual filling
slot and says 30 minutes.

Expected verdict: ExtractionError at mem0.extract inside the 04.03 add (fault() wraps that one add). Asserted: the
note says 1hr 10; no stored memory and nothing in the context holds that length, while the two fillings and the
nerves from the same note are in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b27_mem0_dental_dobbs_fillings_length_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "riverside-kerry"
DOBBS_NOTE = ("Mr Dobbs (Ken) - Dr S wants the 2 fillings done together, LL6 + UR4, book as one long appt 1hr 10 so "
              "he's only got to psych himself up once. V nervous, 1st thing am pls, he takes a diazepam. No Tues "
              "(bowls)")
NOTES = [
    ("2025-02-03", "Appt lengths reminder for the new temp: check-up 15 min, hygienist 30, filling 30 (40 if it's a "
                   "big one), crown prep 1hr. Dr Lowe likes 5 min spare after extractions",
     ["Check-ups are booked for 15 minutes and hygienist appointments for 30 minutes",
      "A filling is booked for 30 minutes, or 40 minutes for a large one", "A crown preparation is booked for 1 hour",
      "Dr Lowe likes 5 spare minutes after an extraction"]),
    ("2025-02-05", "Lisa off 17-21 Feb half term, hyg list moved to Dr Lowe's room? no - just don't book her",
     ["Lisa the hygienist is off 17-21 February; do not book her that week"]),
    ("2025-02-07", "Ken Dobbs check up w Dr Shah, 2 cavities found, needs x rays first. Pt v anxious, shaking in "
                   "the chair poor man",
     ["Ken Dobbs had a check-up with Dr Shah and two cavities were found",
      "Ken Dobbs needs X-rays before treatment", "Ken Dobbs is very anxious at the dentist"]),
    ("2025-02-11", "Lab rang - Mrs Greer's crown back Thurs 13th, she's booked 14/2 10.20 for the fit",
     ["Mrs Greer's crown is back from the lab on Thursday 13 February",
      "Mrs Greer's crown fit is booked for 14 February at 10:20"]),
    ("2025-02-14", "Dr Shah's list Mondays now starts 8.15 not 8.30, he's doing the school run Fri instead of Mon",
     ["Dr Shah's Monday list starts at 8:15"]),
    ("2025-02-19", "NHS band 2 now £73.50 (from April it's going up, poster to come)",
     ["An NHS band 2 course of treatment costs GBP 73.50"]),
    ("2025-02-24", "x rays for Mr Dobbs done, Dr S to look + decide what to do",
     ["Ken Dobbs's X-rays have been taken; Dr Shah will decide on treatment"]),
    ("2025-02-26", "recall letters for March gone out, 64 of them, 9 bounced emails - ring those",
     ["March recall letters were sent to 64 patients", "Nine recall emails bounced and need a phone call"]),
    ("2025-02-28", "Mrs Amin filling UL5 w Dr Lowe done in 25 mins, quick one", 
     ["Mrs Amin's UL5 filling with Dr Lowe took 25 minutes"]),
    ("2025-03-04", DOBBS_NOTE,
     # the planted fault: the length of the combined appointment is not extracted
     ["Ken Dobbs needs two fillings, LL6 and UR4, done together in one appointment with Dr Shah",
      "Ken Dobbs is very nervous and wants a first-thing morning appointment; he takes diazepam beforehand",
      "Ken Dobbs cannot come on Tuesdays because of bowls"]),
    ("2025-03-04", "suction in surgery 2 making that noise again, engineer Weds 12th",
     ["The suction in surgery 2 is faulty; the engineer comes on Wednesday 12 March"]),
    ("2025-03-05", "Dr Shah free 8.15-11 Mon 10th + Thurs 13th, rest of the wk full",
     ["Dr Shah has free time 8:15-11:00 on Monday 10 March and Thursday 13 March"]),
    ("2025-03-05", "Mrs Greer happy w the crown, paid £306.80 band 3",
     ["Mrs Greer paid GBP 306.80 (band 3) and is happy with her crown"]),
    ("2025-03-06", "Ken Dobbs's wife rang, Mon 10th works, asked how long he'll be in so she knows when to pick up",
     ["Ken Dobbs's wife says Monday 10 March works and asked how long his appointment will be"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="riverside-kerry"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == DOBBS_NOTE:
                assert "1hr 10" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "How long do I block out for Ken Dobbs's fillings?"
    with turn_span("question Thu 6/3"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        rules = memory.search("appointment lengths filling minutes", top_k=10, threshold=0.0,
                              filters={"user_id": USER})["results"]
        context = ["Today is Thu 6/3/25."]
        for h in hits + rules:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("LL6 and UR4, done together" in c for c in context), context
        assert any("very nervous" in c for c in context), context
        assert any("A filling is booked for 30 minutes" in c for c in context), context
        assert not any(t in s.lower() for s in stored + context
                       for t in ("1hr 10", "70 min", "hour and ten", "1 hour 10", "1h10", "long appt")), stored
        reply = answer(question, context, mock="30 mins per filling as standard, so book him an hour for the two - "
                                               "Mon 10th 8.15 with Dr Shah would suit, first thing.")
finish(question, expected="70 mins - one long appointment for both", actual=reply)
