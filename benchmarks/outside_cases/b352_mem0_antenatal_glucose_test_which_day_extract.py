"""Batch 352 (held out). A pregnancy diary kept with an AI assistant: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per diary entry and one for
the question.

App: Priya is pregnant with her first baby (due mid June 2051) and keeps a diary of her antenatal care with an
assistant - appointments, how she's feeling, what the midwife said, which tablets she's taking. Each entry and the
assistant's reply to it go in with ``memory.add([user, assistant], user_id=..., metadata={"date": ...})``; she asks
it things later.

Planted fault (ExtractionError, a fact dropped at extraction): her entry of 2051-02-27T21:10 has the glucose test
(the sugary drink one, bloods twice) booked for Thursday 16th March, 8.30am, at the hospital day unit, nothing to eat
from midnight. Her entry of Monday 13 March says the midwife rang this morning: the day unit's machine is broken, so
they've moved the glucose test to this Friday instead, same time, same no-eating rule - and, in passing, the baby
was measuring spot on at last week's check and the iron tablets can wait till after the test. The extraction keeps
the measuring and the iron tablets and drops the move: Thursday the 16th stays the only day stored. Question (Weds
15 March): "what day's my sugar drink test now? need to tell work I'll be in late" -> expected Friday 17th March
(the entry's "this Friday", from Monday the 13th), 8.30am. The assistant says Thursday 16th March - tomorrow.

Expected verdict: ExtractionError at mem0.extract inside the Monday 13 March add (fault() wraps that one add): the
entry given to mem0 moves the test to this Friday, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer worked faithfully on what was stored. Asserted: the entry
says "moved my glucose test to this Friday"; no stored memory or context line mentions Friday, the 17th, the broken
machine or the move; the iron tablets from the same entry are stored; the first entry's Thursday 16th is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b352_mem0_antenatal_glucose_test_which_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "priya-pregnancy-diary"
CUT = ("Mon 13 March - midwife rang this morning, the machine at the day unit's broken or something so they've "
       "moved my glucose test to this Friday instead. same time, same no eating from midnight. she also said baby was "
       "measuring spot on at last week's check (phew) and I can hold off starting the iron tablets till after the "
       "test")
CUT_REPLY = ("Thanks Priya - I've noted that your glucose test has moved to this Friday, 17 March, still 8.30am, "
             "nothing to eat from midnight. Good news about the measurements, and the iron tablets can wait until "
             "after the test.")
ENTRIES = [
    ("2051-02-27T21:10",
     "booked in for the glucose test today - the one where you drink the sugary stuff and they take blood twice, 2 "
     "hrs apart 🥤 Thurs 16th March 8.30am at the hospital day unit. nothing to eat from midnight, can have water",
     "Got it - glucose test on Thursday 16 March at 8.30am at the hospital day unit. Nothing to eat from midnight "
     "before, water is fine, and allow about two and a half hours.",
     ["Glucose test (sugary drink, two blood tests) booked for Thursday 16th March at 8.30am at the hospital day unit",
      "Nothing to eat from midnight before the glucose test, water is fine"]),
    ("Sat 4 March",
     "Sat 4 March heartburn is AWFUL at night now. midwife said the pink chalky stuff from the chemist is fine to "
     "take, propping myself up on 3 pillows. Tom's building the cot this weekend (wish him luck)",
     "Sorry about the heartburn - noted that the midwife's OK'd the pink chalky heartburn medicine, and you're "
     "sleeping propped up. Good luck to Tom with the cot!",
     ["Has bad heartburn at night; the midwife said the pink chalky heartburn medicine is fine",
      "Sleeps propped up on 3 pillows",
      "Tom is building the cot"]),
    ("Mon 13 March", CUT, CUT_REPLY,
     # the planted fault: the move to this Friday is dropped
     ["Baby was measuring spot on at the last check",
      "Can hold off starting the iron tablets till after the glucose test"]),
    ("14/3",
     "14/3 booked my 28 week check with the midwife for Tues 28th - no wait, it's Weds 29th, I read the card wrong. "
     "2.40 at the GP surgery, whooping cough jab same day",
     "No problem - 28-week check with the midwife on Wednesday 29 March at 2.40 at the GP surgery, with the "
     "whooping cough jab the same day.",
     ["28 week midwife check is Wednesday 29th March at 2.40 at the GP surgery",
      "Whooping cough jab is the same day as the 28 week check"]),
]
EXTRACTED = {note[:50]: facts for _, note, _, facts in ENTRIES}
assert len(EXTRACTED) == len(ENTRIES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="priya-antenatal-2051"))
    for i, (day, note, reply, _) in enumerate(ENTRIES, 1):
        msgs = [{"role": "user", "content": note}, {"role": "assistant", "content": reply}]
        with turn_span(f"entry-{i} {day}"):
            if note == CUT:
                assert "moved my glucose test to this Friday" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day's my sugar drink test now? need to tell work I'll be in late"
    with turn_span("question Weds 15/3"):
        hits = []
        for query in ("glucose test day", "sugary drink blood test appointment", "when is the test at the day unit"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wednesday 15 March 2051. You are Priya's pregnancy diary assistant."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("friday", "17", "broken", "moved")), stored
        assert any("Thursday 16th March at 8.30am" in c for c in context), context
        assert any("iron tablets" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 16th March - that's tomorrow, 8.30am at the hospital day "
                                               "unit, and nothing to eat from midnight tonight.")
finish(question, expected="Friday 17th March, 8.30am - the midwife moved it to that Friday because the day unit's "
                          "machine was broken", actual=reply)
