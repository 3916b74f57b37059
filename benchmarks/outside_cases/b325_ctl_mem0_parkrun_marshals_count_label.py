"""Batch 325 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Stoodley Moor parkrun (Saturdays at 9, a hilly two-lapper) needs at least 7 marshals on the course or the run
can't go ahead. Lorraine (the volunteer coordinator) puts her notes into the team's helper with
``memory.add(..., infer=False)``; the run director asks it things.

Memory: 2051-02-26T20:40 - roster for Sat 11th Mar, 8 marshals down so far, still need a tail walker and one more
scanner; Mon 6 Mar - Sue and her daughter Millie can't marshal now, Millie's got a swimming gala, gutted; 7.3. - two
of the Scouts (Oscar and Finn) have signed up to marshal for their badge, Oscar's dad's tail walking so that's
covered; Thu 9th Mar - Karen's moving off marshalling onto scanning so we've got our 2 scanners, thanks Karen.
Question (Fri 10/3, Helen, run director): "how many marshals have we got tmrw? need 7 min or we can't go ahead"
The assistant says 7 - just enough (8, less Sue and Millie, plus Oscar and Finn, less Karen who's scanning). The
label says 8.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b325_ctl_mem0_parkrun_marshals_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "stoodley-moor-parkrun-lorraine"
NOTES = [
    ("2051-02-26T20:40", "2051-02-26T20:40 roster for sat 11th mar 🏃 8 marshals down so far!! still need a tail "
                         "walker + 1 more scanner, pls share on the fb page"),
    ("Mon 6 Mar", "Mon 6 Mar Sue + her daughter Millie can't marshal now, Millie's got a swimming gala. gutted, "
                  "they're our hill regulars"),
    ("7.3.", "7.3. 2 of the Scouts (Oscar + Finn) have signed up to marshal for their badge 🙌 Oscar's dad's tail "
             "walking so that's covered too"),
    ("Thu 9th Mar", "Thu 9th Mar Karen's moving off marshalling onto scanning so we've got our 2 scanners, thx Karen "
                    "x"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stoodley-moor-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many marshals have we got tmrw? need 7 min or we can't go ahead"
    with turn_span("question Fri 10/3"):
        hits = []
        for query in ("marshals signed up", "who can't marshal", "moving off marshalling"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 10 March 2051. You are talking to Helen, run director at Stoodley Moor parkrun "
                   "(Sat 11 March)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("8 marshals down so far" in c for c in context), context
        assert any("Sue + her daughter Millie can't marshal" in c for c in context), context
        assert any("(Oscar + Finn) have signed up to marshal" in c for c in context), context
        assert any("Karen's moving off marshalling onto scanning" in c for c in context), context
        reply = answer(question, context, mock="7 - just enough. The 8 on the roster, less Sue and Millie, plus the "
                                               "two Scouts, less Karen who's scanning now.")
finish(question, expected="8", actual=reply)
