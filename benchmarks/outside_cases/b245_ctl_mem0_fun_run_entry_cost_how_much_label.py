"""Batch 245 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Brighouse Air Ambulance fun run is on Sun 11th Aug 2047 at Wellholme Park - a 5k and a 2k for the kids,
medals for everyone, entries on the day. Carol (the organiser, a volunteer for the air ambulance) puts her notes
into the charity's helper with ``memory.add(..., infer=False)``; runners ask it things.

Memory: 2047-06-02T09:00 - entries on one line with a price beside each: adults £12, under 16s £5, family (2+2)
£30, dogs on leads free; Sat 29/6 - the council have waived the park hire for charity events this year, so adults
are knocked down to £10, kids stay £5, family stays £30, posters being redone; the 14th (July) - t-shirts ordered,
150, 40 kids' sizes; Thurs 25/7 - water stations at the bandstand and the finish, the Rotary doing jelly babies.
Question (Fri 9/8, Dean): "how much for me + my 2 lads on the day? they're 9 + 12 🏃" The assistant says £20 - £10
for him and £5 each for the boys (the family ticket's 2 adults + 2 kids, £30, no good for him). The label says
£22 - £12 for him and £5 each, the adult price from before the council waived the hire.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b245_ctl_mem0_fun_run_entry_cost_how_much_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brighouse-air-ambulance-carol"
NOTES = [
    ("2047-06-02T09:00", "2047-06-02T09:00 FUN RUN 🚁 sun 11th aug Wellholme Park, 5k at 10 + kids' 2k at 9.30. "
                         "entries: adults £12, under 16s £5, family (2+2) £30, dogs on leads free"),
    ("Sat 29/6", "Sat 29/6 council have waived the park hire for charity events this yr 🙌 so we're knocking the "
                 "adults down to £10, kids stay £5, family stays £30. posters being redone"),
    ("the 14th", "the 14th t-shirts ordered, 150, 40 kids sizes. medals for everyone, Sandra's picking them up"),
    ("Thurs 25/7", "Thurs 25/7 water stations at the bandstand + the finish, Rotary doing jelly babies again"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brighouse-fun-run-2047"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much for me + my 2 lads on the day? they're 9 + 12 🏃"
    with turn_span("question Fri 9/8"):
        hits = []
        for query in (question, "fun run entries adults kids family", "adults kids family"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 9 August 2047. You are talking to Dean, who's entering the Brighouse Air Ambulance "
                   "fun run (Sun 11 Aug) with his two sons."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("adults £12, under 16s £5" in c for c in context), context
        assert any("knocking the adults down to £10, kids stay £5" in c for c in context), context
        reply = answer(question, context, mock="£20 - £10 for you and £5 each for the lads (the family ticket's for "
                                               "2 adults + 2 kids, £30, so it's no saving for you).")
finish(question, expected="£22 - £12 for you and £5 each for the boys", actual=reply)
