"""Batch 15 (held out). Piano teacher's lesson notebook: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per turn.

App: after each lesson the teacher (Ms Halloran) types a quick note about the pupil, in her own shorthand, and the
app stores it with ``memory.add(messages, user_id="pupil-maya-r", metadata={"date": <lesson day>})``; mem0's LLM
extracts the facts. Parents message the assistant, which searches the pupil's memories and answers with litellm.

Planted fault (ExtractionError, omitted at extraction): the note of Tue 3/3/2026 reads "3/3 Maya: mock aural so-so,
sight-singing weak, clapping back fine. ABRSM confirmed her Gr 4 exam - Thurs week, 2.15pm, St Cuthbert's church
hall (Hallam Rd), arrive 20 min early. Bring the pink Bach book + the exam slip!" mem0's extraction of that add keeps
the aural remarks and the two things to bring, and drops the exam date, time and place. Question (Maya's dad,
Wed 11 March): "When is Maya's Grade 4 exam, and where?" -> expected "Tomorrow, Thursday 12 March, at 2.15 pm at St
Cuthbert's church hall on Hallam Road" ("Thurs week" said on Tue 3 March). The assistant says it has the aural
notes and what to bring, but no exam date or venue.

Expected verdict: ExtractionError at mem0.extract inside the 3 March add (fault() wraps that one add). Asserted: the
note holds "2.15pm" and "St Cuthbert's"; no stored memory and nothing in the context does. Another reading: none that
we see -- no other note ever mentions the exam slot, and the search returns every memory of the pupil.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b15_mem0_piano_exam_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402  (a scripted OpenAI-compatible server)
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

PUPIL = "pupil-maya-r"
NOTES = [
    ("turn-1 lesson note 24 Feb", "2026-02-24",
     "Lesson 24/2 - Maya (Gr 4): scales B maj / G# min hands tog ok, arpeggios still rushed. A1 Bach minuet "
     "memorised!! From March lessons go to 45 min (GBP 38, was GBP 28 for 30 min) - mum OK'd it."),
    ("turn-2 lesson note 3 Mar", "2026-03-03",
     "3/3 Maya: mock aural so-so, sight-singing weak, clapping back fine. ABRSM confirmed her Gr 4 exam - Thurs "
     "week, 2.15pm, St Cuthbert's church hall (Hallam Rd), arrive 20 min early. Bring the pink Bach book + the "
     "exam slip!"),
    ("turn-3 lesson note 10 Mar", "2026-03-10",
     "Tues 10th - Maya: C2 'Rainy Day Blues' finally up to speed, B2 still a bit stiff in the LH. Dad asked about "
     "the Gr 5 theory book (GBP 7.99) - said get it after the exam."),
]
EXTRACTED = {
    "Lesson 24/2": ["Maya is working towards Grade 4 piano",
                    "Maya's B major and G sharp minor scales hands together are fine; her arpeggios are rushed",
                    "Maya has memorised the A1 Bach minuet",
                    "From March Maya's lessons are 45 minutes at GBP 38 (were 30 minutes at GBP 28)"],
    # the planted fault: the exam day ("Thurs week"), time and venue are not extracted
    "3/3 Maya": ["Maya's sight-singing was weak in the mock aural; clapping back was fine",
                 "Maya must bring the pink Bach book and the exam slip to her exam"],
    "Tues 10th": ["Maya has C2 Rainy Day Blues up to speed; B2 is still stiff in the left hand",
                  "Maya's dad will buy the Grade 5 theory book (GBP 7.99) after the exam"],
}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="piano"))
    for name, day, note in NOTES:
        with turn_span(name):
            msgs = [{"role": "user", "content": note}]
            if "2.15pm" in note:
                assert "St Cuthbert's" in note
                with fault():
                    memory.add(msgs, user_id=PUPIL, metadata={"date": day})
            else:
                memory.add(msgs, user_id=PUPIL, metadata={"date": day})
    question = "When is Maya's Grade 4 exam, and where?"
    with turn_span("turn-4 dad's question Wed 11 March"):
        hits = memory.search(question, top_k=10, filters={"user_id": PUPIL})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": PUPIL})["results"]]
        assert any("pink Bach book" in c for c in context), context
        assert not any("2.15" in s or "Cuthbert" in s or "Thurs" in s for s in stored + context), stored
        reply = answer(question, context, mock="I don't have the date or venue of Maya's Grade 4 exam. My notes only "
                                               "say her sight-singing was weak in the mock aural and that she needs "
                                               "the pink Bach book and the exam slip on the day.")
finish(question, expected="Tomorrow, Thursday 12 March, at 2.15 pm at St Cuthbert's church hall on Hallam Road",
       actual=reply)
