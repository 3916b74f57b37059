"""Batch 341 (held out). A clinic's appointment desk: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Dr Mathur's clinic in Malviya Nagar (general physician, BP and sugar patients mostly) keeps its appointment
desk's notes in a helper. Ananya at the desk types the day's notes in WhatsApp style with
``memory.add(messages, user_id=..., metadata={"date": ...})``; patients and their families ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the desk note of 05-01-2026 has Rohit Agarwal
(file 2231) seen for his BP review, amlodipine 5mg started, follow-up Thu 15th Jan at 11 am, BP diary to bring.
Ananya's note of Mon 12-01-2026 says Dr sahab has to go to Delhi for a conference Thu to Sat, so she called Rohit
ji and his follow-up is preponed to tomorrow (she adds "kal", but the English "tomorrow" on a Monday note is what
dates it), same time 11 am, he said theek hai; and, in passing, the ECG rate goes to Rs 350 from 1st Feb and the
desk shuts at 1 pm on Saturday for Meenakshi aunty's (the doctor's mother's) birthday lunch. The extraction keeps
the ECG rate and the Saturday closing and drops the conference and the prepone: Thu 15th Jan stays the only date
stored. Question (Mon 12-01-2026 evening, Rohit's wife Sunita): "what date is Rohit's follow up with Dr sahab? need
to take half day from office to come with him" -> expected Tue 13th Jan, 11 am (the note written on Monday 12th
says "tomorrow"; preponed from Thu 15th). The assistant says Thursday 15th Jan at 11 am.

Expected verdict: ExtractionError at mem0.extract inside the Mon 12-01-2026 add (fault() wraps that one add): the
note given to mem0 moves the follow-up to the day after it was written, and what was made from it leaves that out,
so the store never held the date the answer needs; the search and the answer worked faithfully on what was stored.
Asserted: the note says "preponed to tomorrow"; no stored memory or context line mentions the prepone, tomorrow,
the conference or Delhi; the ECG rate from the same note is stored; the 05-01-2026 "Thu 15th Jan" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b341_mem0_clinic_followup_which_date_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mathur-clinic-desk"
CUT = ("Mon 12-01-2026 - Dr sahab has to go to Delhi for a conference Thu to Sat 😓 so called all the 15th pts. Rohit "
       "Agarwal (file 2231) follow up preponed to tomorrow i.e. kal, same time 11 am, he said theek hai. ALSO ECG "
       "will be Rs 350 from 1st Feb (was 300), kindly tell pts at billing. and desk closes 1 pm on Sat, Meenakshi "
       "aunty's birthday lunch 🎂")
NOTES = [
    ("05-01-2026 10:15", "05-01-2026 10:15 Rohit Agarwal, 54, file 2231 - BP review with Dr Mathur, 156/98 today, "
                         "started amlodipine 5mg OD. follow up Thu 15th Jan 11 am, kindly bring BP diary. paid Rs 800 "
                         "consult + Rs 300 ECG",
     ["Rohit Agarwal (file 2231) had a BP review with Dr Mathur on 05-01-2026, BP 156/98, started amlodipine 5mg",
      "Rohit Agarwal's follow up with Dr Mathur is on Thu 15th Jan at 11 am",
      "Rohit Agarwal should bring his BP diary to the follow up",
      "Consultation is Rs 800 and ECG Rs 300"]),
    ("8th Jan", "8th Jan - sugar camp on Sun 18th, free fasting sugar 8-10 am, Sandeep bhaiya (compounder) will do "
                "the pricks, need 2 more glucometer strips boxes. PFA poster for the group",
     ["A free fasting sugar camp is on Sun 18th, 8-10 am",
      "Sandeep bhaiya the compounder is doing the sugar camp pricks",
      "Two more boxes of glucometer strips are needed"]),
    ("Mon 12-01-2026", CUT,
     # the planted fault: the conference and the prepone to the 13th are dropped
     ["ECG will be Rs 350 from 1st Feb (was Rs 300)",
      "The desk closes at 1 pm on Saturday for Meenakshi aunty's birthday lunch"]),
    ("12/1 eve", "12/1 eve - lab pickup for reports now 6 pm not 5, Pathkind guy's timing changed. Mrs Iyer's "
                 "thyroid report came, normal, she'll collect",
     ["The lab pickup for reports is now at 6 pm, not 5",
      "Mrs Iyer's thyroid report came back normal and she will collect it"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mathur-clinic-desk-2026"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "follow up preponed to tomorrow" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what date is Rohit's follow up with Dr sahab? need to take half day from office to come with him"
    with turn_span("question Mon 12-01-2026 eve"):
        hits = []
        for query in ("Rohit Agarwal follow up date", "when is the follow up appointment", "Dr Mathur appointment"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 12 January 2026 (evening). You are talking to Sunita, wife of Rohit Agarwal, a "
                   "patient of Dr Mathur's clinic."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("prepone", "tomorrow", "conference", "delhi", "13th", "tue")), stored
        assert any("Thu 15th Jan at 11 am" in c for c in context), context
        assert any("Rs 350" in s for s in stored), stored
        reply = answer(question, context, mock="Rohit ji's follow up is on Thursday 15th Jan at 11 am - kindly bring "
                                               "his BP diary.")
finish(question, expected="Tue 13th Jan, 11 am - preponed from Thu 15th because Dr sahab is at a conference",
       actual=reply)
