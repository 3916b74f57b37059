"""Batch 345 (held out). A GP surgery's repeat-prescription voice line: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per voicemail and one for
the question.

App: Moorside Medical Practice runs a repeat-prescription voice line - patients leave a voicemail, the phone system
transcribes it (no punctuation, fillers and all) and the surgery's helper stores it with
``memory.add(messages, user_id=<patient>, metadata={"date": ...})``. Dawn (the prescription clerk) asks the helper
things while she does the day's scripts.

Planted fault (ExtractionError, a fact dropped at extraction): Gloria Okafor's voicemail of 2050-09-05T08:12 asks
for her metformin, "the five hundred one twice a day", and her amlodipine, to Boots as normal. Her voicemail of Tue
11 Oct says she saw Dr Shah on Friday about her sugars and Dr Shah has put the metformin up to two tablets twice a
day - two in the morning, two at night - and to put it on the repeat; in passing, she has loads of amlodipine left so
doesn't need it this time. The extraction keeps the amlodipine and drops the dose change: one tablet twice a day
stays the only metformin dose stored. Question (Mon 7 Nov, Dawn): "um how many metformin do i put on gloria okafor's
script for twenty eight days" -> expected 112 (2 + 2 a day x 28). The assistant says 56 (1 + 1 a day x 28).

Expected verdict: ExtractionError at mem0.extract inside the Tue 11 Oct add (fault() wraps that one add): the
voicemail given to mem0 has the new dose, and what was made from it leaves that out, so the store never held the
dose the count needs; the search and the answer worked faithfully on what was stored. Asserted: the voicemail has
"two tablets twice a day"; no stored memory or context line mentions two tablets, Dr Shah or the dose going up; the
amlodipine fact from the same voicemail is stored; the first voicemail's one-twice-a-day dose is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b345_mem0_gp_repeats_metformin_tablets_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "moorside-okafor-gloria-1971-04-03"
CUT = ("voicemail tue 11 oct 10:47 hiya it's gloria okafor again um date of birth third of april seventy one so i "
       "saw doctor shah on friday about my sugars and she's put the metformin up to um two tablets twice a day so "
       "two in the morning two at night and she said ring the line so it goes on the repeat and um also i've got "
       "loads of the amlodipine left so i don't need that this time just the metformin thanks love bye")
NOTES = [
    ("2050-09-05T08:12", "voicemail 2050-09-05T08:12 hi it's um gloria okafor date of birth the third of the fourth "
                         "eighty no sorry seventy one um i need my repeats please the metformin that's the five "
                         "hundred one twice a day and my amlodipine the five milligram and can it go to boots on the "
                         "high street like normal thank you bye",
     ["Gloria Okafor (DOB 3/4/1971) takes metformin 500mg, one tablet twice a day",
      "Gloria Okafor takes amlodipine 5mg",
      "Gloria Okafor's prescriptions go to Boots on the High Street"]),
    ("Tue 11 Oct", CUT,
     # the planted fault: the dose going up to two tablets twice a day is dropped
     ["Gloria Okafor has plenty of amlodipine left and doesn't need it this time"]),
    ("19/10", "voicemail 19/10 16:20 hello it's gloria okafor um sorry to be a pain can my prescriptions go to the "
              "lloyds in the health centre from now on instead of boots they keep running out of everything "
              "thank you",
     ["Gloria Okafor wants her prescriptions sent to Lloyds in the health centre now, not Boots"]),
    ("Thu 3 Nov", "voicemail thu 3 nov 09:02 hi it's gloria okafor again um i'll need my blood test form for the "
                  "diabetes review as well the nurse said december sometime i can pick it up from reception "
                  "that's fine ta",
     ["Gloria Okafor needs a blood test form for her diabetes review in December, to collect from reception"]),
]
EXTRACTED = {note[:60]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="moorside-repeats-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"voicemail-{i} {day}"):
            if note == CUT:
                assert "two tablets twice a day" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "um how many metformin do i put on gloria okafor's script for twenty eight days"
    with turn_span("question Mon 7/11"):
        hits = []
        for query in ("metformin dose tablets a day", "gloria okafor repeat prescription", "metformin"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 7 November 2050. You are talking to Dawn, the prescription clerk at Moorside "
                   "Medical Practice."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("two tablets", "shah", "put the metformin up", "two in the morning")), stored
        assert any("metformin 500mg, one tablet twice a day" in c for c in context), context
        assert any("amlodipine left" in s for s in stored), stored
        reply = answer(question, context, mock="56 - she's on metformin 500mg, one tablet twice a day, so 2 a day "
                                               "for 28 days.")
finish(question, expected="112 - Dr Shah put her up to two tablets twice a day (4 a day x 28)", actual=reply)
