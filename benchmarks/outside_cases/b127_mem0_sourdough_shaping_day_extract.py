"""Batch 127 (held out). A sourdough baking class's organiser notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jess runs "sourdough for beginners" (six Wednesday evenings in the community centre kitchen, Bernie teaching)
and types her notes into the class helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the
people on the course ask it about dates, kit and fees.

Planted fault (ExtractionError, dropped at extraction): Jess's note of 1/4 has the six weeks - wk 3, shaping +
baskets, on Weds 29th Apr. Her note of 22.4. says Bernie can't do the 29th (he's at his daughter's in Galway), so
shaping is Tue 5th May, same time, the kitchen's free that night - and, in the same note, that the flour kitty is £5
cash and that Mo's allergic to sesame. Extraction keeps the kitty and the sesame and drops the move. Question (Mon
27/4, Sandeep): "when's the shaping one? need to tell work im off early that day" -> expected Tue 5th May, 7pm. The
assistant says Weds 29th April.

Expected verdict: ExtractionError at mem0.extract inside the 22.4. add (fault() wraps that one add): the note handed
to mem0 said which day shaping is now, and no memory made from it does; the searches and the answer then worked on
what was stored. Asserted: the note has Tue 5th May; no stored memory or context line has the 5th, Galway or a
Tuesday, while the 1/4 schedule line (wk 3 on the 29th) and the kitty and sesame lines from the same note are in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b127_mem0_sourdough_shaping_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sourdough-jess"
MOVED = ("bernie cant do the 29th after all, he's at his daughter's in Galway that wk - so wk 3 (shaping + baskets) "
         "is Tue 5th May instead, same time 7-9.30, kitchen's free that nite, checked w Carol on the desk. flour "
         "kitty is £5 each btw, cash to me. + Mo's allergic to sesame so NO seeds on the shared bake pls")
NOTES = [
    ("1/4", "sourdough for beginners, 6 weds eves 7-9.30 in the community centre kitchen, £90 the lot, 9 signed up "
            "(max 10). wk1 starters 15th apr, wk2 first loaf 22nd, wk3 shaping + baskets 29th, wk4 rye 6/5, wk5 "
            "enriched 13/5, wk6 bake-off 20/5. bring an apron + a big jar w a lid",
     ["Sourdough for beginners runs six Wednesday evenings, 7 to 9.30, in the community centre kitchen; £90 for "
      "the course",
      "Week 1 starters is 15 April, week 2 first loaf 22 April, week 3 shaping and baskets 29 April, week 4 rye 6 "
      "May, week 5 enriched 13 May, week 6 bake-off 20 May",
      "Students bring an apron and a big jar with a lid"]),
    ("Weds 15 Apr", "wk 1 done - all 9 took a starter home. feed it 1:1:1 once a day, on the side NOT the fridge. "
                    "Sandeep's jar cracked, gave him my spare kilner",
     ["In week 1 everyone took a starter home; feed it 1:1:1 once a day and keep it out of the fridge",
      "Sandeep's jar cracked and he was given a spare Kilner jar"]),
    ("22.4.", MOVED,
     # the planted fault: the move of week 3 drops out, the rest of the note is kept
     ["The flour kitty is £5 each, paid in cash to Jess",
      "Mo is allergic to sesame, so no seeds on the shared bake"]),
    ("Sun 26/4", "for shaping bring your starter FED the nite before, a big bowl + a tea towel. Priya can't do wk 6, "
                 "asking if she can swap onto the june course",
     ["For the shaping class bring a starter fed the night before, a big bowl and a tea towel",
      "Priya can't make week 6 and wants to swap onto the June course"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sourdough-class"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVED:
                assert "wk 3 (shaping + baskets) is Tue 5th May instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the shaping one? need to tell work im off early that day"
    with turn_span("question Mon 27/4"):
        hits = []
        for query in ("shaping baskets class date week 3", "what to bring shaping", "flour kitty fees allergy"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 27 April 2037. You are talking to Sandeep, on the sourdough for beginners course."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("week 3 shaping and baskets 29 April" in c for c in context), context
        assert any("flour kitty" in c for c in context) and any("sesame" in c for c in context), context
        assert not any("5 May" in s or "5th May" in s or "Galway" in s or "Tue" in s for s in stored + context), stored
        reply = answer(question, context, mock="Weds 29th April, 7 till 9.30 in the community centre kitchen - bring "
                                               "your starter fed the night before.")
finish(question, expected="Tue 5th May, 7-9.30 - Bernie's away on the 29th so shaping moved", actual=reply)
