"""Batch 90 (held out). A pottery studio's class notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Hazel runs Clayworks, a small pottery studio with two kilns (the big one, "Bertha", and a little test kiln)
and evening classes. She types quick notes into the studio's helper app; each goes into mem0 with
``memory.add(messages, user_id="clayworks", metadata={"date": ...})`` and mem0's LLM pulls out the facts. Students
ask the helper about their work.

Planted fault (ExtractionError, omitted at extraction): Hazel's note of Mon 6/3 says Bertha's element has gone,
Steve the kiln engineer is fitting a new one Thu 9/3 (£185 with the call-out), so this week's glaze firing can't
go in till Fri night and the Wednesday class can collect their glazed work from Sat 11th, about 10. The extraction
keeps the element, Steve's visit and the £185 and drops the Friday firing and the Saturday collection. The
standing note (glaze firings go in Tue nights, Wednesday class picks up at the start of Wednesday's class) is
still in memory. Question (Tue 7/3, Priya, a Wednesday student): "what day can I pick up my glazed mugs this
week?" -> expected Saturday (the 11th). The assistant says Wednesday, at class.

Expected verdict: ExtractionError at mem0.extract inside the 6/3 add (fault() wraps that one add). Asserted: the
note names Sat 11th; no stored memory mentions Saturday or the Friday firing, while the element/Steve facts from
the same note and the standing Tuesday-firing note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b90_mem0_pottery_glaze_pickup_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clayworks"
ELEMENT = ("ugh. Bertha's element has gone (big kiln), tripped the fuse sun night. Steve (kiln engineer) coming "
           "thurs 9/3 to fit a new one, £185 inc call out. so this wks glaze firing cant go in til fri night - weds "
           "lot can collect their glazed stuff from sat 11th, 10ish, I'll be in doing the shelves")
NOTES = [
    ("12 Feb 34", "spring term started - tues eve throwing (6 students), weds eve handbuilding + glazing (8), sat "
                  "am kids 10-12. glaze firings go in tues night in Bertha, weds class picks up at the start of "
                  "weds class",
     ["Tuesday evening throwing class has 6 students",
      "Wednesday evening class is handbuilding and glazing, 8 students",
      "Saturday morning kids' class 10-12",
      "Glaze firings go in on Tuesday nights in Bertha, the big kiln",
      "Wednesday class picks up glazed work at the start of Wednesday's class"]),
    ("15/2", "new tub of tenmoku + 2 of the celadon arrived. celadon runs if you put it on thick - tell them 2 "
             "dips max!!",
     ["New tenmoku and celadon glazes arrived", "Celadon runs if applied thick, two dips maximum"]),
    ("22.2", "Jen's bowls dunted in the little kiln, opened it too hot (my fault). told her she can have a free "
             "bag of clay",
     ["Jen's bowls cracked in the small kiln from opening it too hot; she gets a free bag of clay"]),
    ("1st March", "Priya (weds) glazed her 4 mugs - shino inside, tenmoku outside. lovely. on the glaze shelf "
                  "for the next firing",
     ["Priya from the Wednesday class glazed 4 mugs, shino inside and tenmoku outside, waiting for the next "
      "firing"]),
    ("6/3", ELEMENT,
     # the planted fault: the Friday firing and the Saturday collection are dropped
     ["Bertha's element has failed and tripped the fuse",
      "Steve the kiln engineer is fitting a new element on Thursday 9 March",
      "New kiln element costs £185 including call out"]),
    ("6/3 pm", "clay order in - 10 bags of buff stoneware. £14 a bag to students",
     ["10 bags of buff stoneware clay delivered; students pay £14 a bag"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clayworks"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == ELEMENT:
                assert "sat 11th" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what day can I pick up my glazed mugs this week?"
    with turn_span("question Tue 7/3"):
        hits = []
        for query in ("pick up glazed work day", "glaze firing this week", "Bertha kiln firing", "Priya mugs"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 7 March 2034. You are talking to Priya, who comes to the Wednesday class."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("start of Wednesday's class" in c for c in context), context
        assert any("Steve the kiln engineer" in c for c in context), context
        assert not any(("sat" in s.lower() and "11" in s) or "friday" in s.lower() or "fri " in s.lower()
                       for s in stored + context[1:]), stored
        reply = answer(question, context, mock="Wednesday - pick them up at the start of your class tomorrow. "
                                               "They're the shino and tenmoku ones.")
finish(question, expected="Saturday the 11th - the kiln broke so the firing's late", actual=reply)
