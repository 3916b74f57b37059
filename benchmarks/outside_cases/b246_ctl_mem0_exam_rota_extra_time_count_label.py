"""Batch 246 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Calder High's summer GCSEs, May 2051 - the main papers in the sports hall, the 25% extra time candidates in
G12 by the drama studio, readers and scribes in the small rooms off the library. Mrs Sutcliffe (the exams officer)
puts her notes into the exams office helper with ``memory.add(..., infer=False)``; invigilators ask it things.

Memory (the extra time count changes over three notes): 2051-04-27T16:20 - English Language Paper 1, Weds 17th May
am, 25% extra time list is 12 in G12, 2 invigilators, Mrs Dean has the names; Fri 5/5 - the Ed Psych reports came
through for Liam T and Ruby S, both 25%, so that's 14 in G12 now, need the big clock from the hall; Thu 11/5 -
Harvey's going to the reader room with Mrs Dean after all, he needs a reader not just the extra time, so he's off
the G12 list; Mon 15/5 - seating plans printed, candidate cards on desks by 8.45. Question (Tue 16/5, Janet, an
invigilator): "how many am I expecting in G12 for Eng Lang tomorrow? want to count the papers out tonight" The
assistant says 13 (12, plus Liam and Ruby, less Harvey). The label says 14.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b246_ctl_mem0_exam_rota_extra_time_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-high-exams-office"
NOTES = [
    ("2051-04-27T16:20", "2051-04-27T16:20 Eng Lang P1 weds 17th may am 📝 25% extra time list = 12 in G12 (by the "
                         "drama studio), 2 invigs, Mrs Dean has the names. starts 9.00 same as the hall"),
    ("Fri 5/5", "Fri 5/5 Ed Psych reports finally came thru for Liam T + Ruby S, both 25%, so that's 14 in G12 now. "
                "need the big clock from the hall, the G12 one's 4 mins fast"),
    ("Thu 11/5", "Thu 11/5 Harvey's going to the reader room w/ Mrs Dean after all - turns out he needs a reader "
                 "not just the time, so he's off the G12 list. his mum's happy"),
    ("Mon 15/5", "Mon 15/5 seating plans printed 🖨️ candidate cards on the desks by 8.45 pls, spare pens in the "
                 "blue box"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-high-exams-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many am I expecting in G12 for Eng Lang tomorrow? want to count the papers out tonight"
    with turn_span("question Tue 16/5"):
        hits = []
        for query in ("extra time G12 numbers", "25% extra time list", "off the G12 list reader room"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 16 May 2051. You are talking to Janet, an invigilator at Calder High (English "
                   "Language Paper 1 is Weds 17 May, am)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("25% extra time list = 12 in G12" in c for c in context), context
        assert any("so that's 14 in G12 now" in c for c in context), context
        assert any("so he's off the G12 list" in c for c in context), context
        reply = answer(question, context, mock="13 - the 12 on the first list, plus Liam and Ruby, less Harvey "
                                               "(he's in the reader room with Mrs Dean now).")
finish(question, expected="14", actual=reply)
