"""Batch 88 (held out). A parent's notes on the kids' swimming lessons: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jo has two kids in lessons with the Hitchin Otters swim school (Mia, stages; Oscar, squad). She types quick
notes into a family organiser app after lessons and when the school emails; each goes into mem0 with
``memory.add(messages, user_id="jo-swimming", metadata={"date": ...})`` and mem0's LLM pulls out the facts. Seven
notes, late March - late April 2033. Jo's partner Sam asks the app about the lessons.

Planted fault (ExtractionError, omitted at extraction): Jo's note of 19/4 says Mia passed stage 3, and that Bex says
stage 4 is taught at Kingsmead, not Riverside (Riverside's learner pool only goes down to 1.2m), same slot Tue
4.30, from next week, and it's £7.20 a lesson now, paid to the end of term. The extraction keeps the pass, the
Tuesday 4.30 slot and the £7.20 and drops Kingsmead. The term-timetable note (Riverside, Tue 4.30, stage 3 with
Bex) is still in memory. Question (Mon 25/4, Sam): "which pool is Mia's lesson at tomorrow?" -> expected Kingsmead.
The assistant says Riverside.

Expected verdict: ExtractionError at mem0.extract inside the 19/4 add (fault() wraps that one add). Asserted: the
note names Kingsmead; no stored memory mentions it, while the stage-4 slot from the same note and the Riverside
timetable line are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b88_mem0_swim_stage4_pool_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "jo-swimming"
PASSED = ("MIA PASSED STAGE 3 !!! cert + badge in her swim bag, sew on. Bex says stage 4 is at Kingsmead not "
          "riverside (riverside learner pool only goes to 1.2m) - same slot tues 4.30, from nxt wk. £7.20 a lesson "
          "now (60p more), I paid up to end of term")
NOTES = [
    ("28/3/33", "summer term timetable in - Mia tues 4.30-5 riverside, stage 3 w/ Bex. Oscar thurs 5.30-6.30 squad "
                "w Coach Andy, also riverside. term = 18 Apr - 18 Jul, no lessons half term wk",
     ["Mia: Tuesday 4.30-5pm at Riverside pool, stage 3 with Bex",
      "Oscar: Thursday 5.30-6.30pm squad with Coach Andy at Riverside",
      "Summer term runs 18 April to 18 July, no lessons in half term week"]),
    ("Apr 2", "Oscar needs a proper hat for squad, silicone not latex, club ones £6 at reception",
     ["Oscar needs a silicone swim hat for squad; club hats are £6 at reception"]),
    ("5.4.33", "riverside car park barrier broken again - park at Tesco + walk, 5 mins",
     ["Riverside car park barrier is broken; park at Tesco and walk"]),
    ("14/4", "oscar did 400m at squad w/o stopping, Andy v pleased. gala entry form due fri",
     ["Oscar swam 400m without stopping at squad", "Gala entry form due Friday"]),
    ("19/4", PASSED,
     # the planted fault: Kingsmead is dropped
     ["Mia passed stage 3, certificate and badge in her swim bag to sew on",
      "Mia moves to stage 4 from next week, same slot Tuesday 4.30",
      "Lessons are £7.20 each, paid up to the end of term"]),
    ("20th april", "mia's goggles snapped, ordered the blue speedo ones off amazon, come thurs",
     ["Mia's goggles broke; new blue Speedo ones ordered, arriving Thursday"]),
    ("21-4", "oscar - gala sun 24th, form in, £3 parents on the door",
     ["Oscar is in the gala on Sunday 24th; parents pay £3 on the door"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="jo-swimming"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == PASSED:
                assert "Kingsmead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which pool is Mia's lesson at tomorrow?"
    with turn_span("question Mon 25/4"):
        hits = []
        for query in ("Mia lesson pool", "Mia stage 4 Tuesday", "Mia swimming Tuesday 4.30", "which pool Riverside"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 25 April 2033. You are talking to Sam, Mia and Oscar's dad."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("4.30-5pm at Riverside pool" in c for c in context), context
        assert any("stage 4 from next week" in c for c in context), context
        assert not any("kingsmead" in s.lower() or "1.2m" in s for s in stored + context[1:]), stored
        reply = answer(question, context, mock="Riverside - 4.30 on Tuesday, she's starting stage 4. Park at Tesco, "
                                               "the barrier's broken.")
finish(question, expected="Kingsmead - stage 4 isn't taught at Riverside", actual=reply)
