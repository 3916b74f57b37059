"""Batch 201 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), search, script style (every call its own trace).

App: Sundorne Fields parkrun (Saturdays 9am) runs on volunteers - run director, timekeepers, scanners, funnel, tail
walker, marshals, token sorting after in the café. Bev (the volunteer coordinator) puts the rota and the odd message
into the club helper with ``memory.add(..., infer=False)``; volunteers ask it when they're on.

Memory: Bev, 2045-04-24T21:10 - May timekeepers: Sam Sat 6th and Sat 20th, Priya Sat 13th and Sat 27th; 2.5. -
tokens, 3 missing again, token sorting in the café after, bring a bag; Tue 9th - Sam's cousin's getting married on
the 20th, so Priya's doing the 20th for him and he's taking her 27th in return, both happy; 11.5. - new stopwatch
batteries in the blue box. Question (Thu 11/5, Sam): "when's my next go on the stopwatch? want to put it in the
calendar" The assistant says Sat 27th May (Priya's covering the 20th for his cousin's wedding). The label says
Sat 20th May.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b201_ctl_mem0_parkrun_timekeeper_date_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sundorne-fields-parkrun-bev"
NOTES = [
    ("2045-04-24T21:10", "may timekeepers ⏱️ Sam sat 6th + sat 20th, Priya sat 13th + sat 27th. spare stopwatch in "
                         "the kit bag"),
    ("2.5.", "tokens - 3 missing again (112, 187, 240), token sorting in the cafe after, whoever's got the token box "
             "bring a bag"),
    ("Tue 9th", "Sam's cousin's getting married on the 20th 💒 so Priya's doing the 20th for him + he's taking her 27th "
                "in return, both happy"),
    ("11.5.", "new batteries for the stopwatches in the blue box, the old ones died at the finish last wk 😬"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sundorne-parkrun-45"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": f"{day} {note}"}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's my next go on the stopwatch? want to put it in the calendar"
    context = ["Today is Thu 11 May 2045. You are talking to Sam, a timekeeper at Sundorne Fields parkrun "
               "(Saturdays 9am)."]
    for query in ("Sam timekeeper dates", "who's timekeeping in May", "stopwatch rota"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("Sam sat 6th + sat 20th" in c for c in context), context
    assert any("Priya's doing the 20th for him" in c and "taking her 27th" in c for c in context), context
    reply = answer(question, context, mock="Sat 27th May - Priya's doing the 20th for you because of your cousin's "
                                           "wedding, and you're taking her 27th.")
finish(question, expected="Sat 20th May", actual=reply)
