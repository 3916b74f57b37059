"""Batch 76 (held out). A swimming teacher's private lessons: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Carys teaches private swimming lessons around Cirencester (half-hour 1:1s, mostly kids). She types a note on
her phone after lessons or calls and it goes into mem0 with ``memory.add(messages, user_id="carys-swim",
metadata={"date": ...})``; mem0's LLM pulls out the facts. Seven notes, March - April 2032.

Planted fault (ExtractionError, omitted at extraction): Carys's note of Mon 19/4 says "Olly's mum paid the next
block of 6, £102 bank transfer, ta. leisure centre emailed - teaching pool shut w/c 26/4 for regrouting (again!!) so
Olly + Freya go to the hotel pool at the Bell on Tetbury Rd that wk, same times, Gemma on reception knows. Freya's
mum wants to try her without armbands". The extraction keeps the payment and Freya's armbands and drops the pool
closure and the Bell. An older note (March) says Olly's Tuesday lessons are in the teaching pool at the leisure
centre. Question (Tue 27/4, Carys between lessons): "where am I seeing Olly today?" -> expected the Bell hotel's
pool on Tetbury Road (the teaching pool is shut for regrouting). The assistant says the leisure centre teaching
pool.

Expected verdict: ExtractionError at mem0.extract inside the 19/4 add (fault() wraps that one add). Asserted: the
note has the Bell; no stored memory mentions the Bell, Tetbury Rd or the regrouting, while the payment from the same
note and the March lesson note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b76_mem0_swim_pool_move_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "carys-swim"
MOVE = ("Olly's mum paid the next block of 6, £102 bank transfer, ta. leisure centre emailed - teaching pool shut w/c "
        "26/4 for regrouting (again!!) so Olly + Freya go to the hotel pool at the Bell on Tetbury Rd that wk, same "
        "times, Gemma on reception knows. Freya's mum wants to try her without armbands")
NOTES = [
    ("2032-03-02", "new boy Olly Marsh age 7 - tues 4.30 in the teaching pool at the leisure centre, scared of "
                   "putting his face in. mum Kate, 07700 900412",
     ["Olly Marsh, age 7, has lessons on Tuesdays at 4.30 in the leisure centre teaching pool",
      "Olly is scared of putting his face in the water",
      "Olly's mum is Kate, phone 07700 900412"]),
    ("5th March", "Freya (5) tues 5pm straight after Olly, same pool. £17 a lesson like every1 else, blocks of 6",
     ["Freya, age 5, has lessons on Tuesdays at 5pm after Olly in the same pool",
      "Lessons are £17 each, paid in blocks of 6"]),
    ("11.3.32", "Sat am at the school pool in Kemble - the Nowak twins 9.00 + 9.30, Mr N pays cash on the day",
     ["The Nowak twins have Saturday lessons at 9.00 and 9.30 at the school pool in Kemble",
      "Mr Nowak pays cash on the day"]),
    ("2032-03-23", "Olly did 5m on his front w a float!! + blew bubbles. stage 2 badge soon",
     ["Olly swam 5 metres on his front with a float and blew bubbles; stage 2 badge soon"]),
    ("19/4", MOVE,
     # the planted fault: the teaching-pool closure and the Bell hotel pool are dropped
     ["Olly's mum paid £102 by bank transfer for the next block of 6 lessons",
      "Freya's mum wants Freya to try swimming without armbands"]),
    ("Apr 20", "lane hire at the leisure centre going up to £9 per half hr from May, grr",
     ["Lane hire at the leisure centre goes up to £9 per half hour from May"]),
    ("21/04/32", "Nowaks off sat 1st May, wedding in Poland. remind Mr N still pays for missed unless 48hrs notice",
     ["The Nowak twins will miss Saturday 1 May for a wedding in Poland",
      "Missed lessons are still paid unless 48 hours' notice is given"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="carys-swim"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVE:
                assert "hotel pool at the Bell" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where am I seeing Olly today?"
    with turn_span("question Tue 27/4"):
        hits = []
        for query in ("Olly lesson pool where", "teaching pool leisure centre", "Olly's mum paid block",
                      "Freya Tuesday"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 27 April 2032. You are talking to Carys, between lessons."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("paid £102 by bank transfer" in c for c in context), context
        assert any("Tuesdays at 4.30 in the leisure centre teaching pool" in c for c in context), context
        assert not any("bell" in s.lower() or "tetbury" in s.lower() or "regrout" in s.lower()
                       for s in stored + context), stored
        reply = answer(question, context, mock="The teaching pool at the leisure centre, 4.30 as usual - he's "
                                               "nearly ready for his stage 2 badge.")
finish(question, expected="at the Bell's pool on Tetbury Rd - the teaching pool's being regrouted", actual=reply)
