"""Batch 242 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Luddenden Foot library's book club meet on the 2nd Wednesday of the month - in the library through the summer,
and from October, when the library shuts at 5 for the winter, round members' houses in turn. Gill (who runs it)
puts her notes into the club's helper with ``memory.add(..., infer=False)``; members ask it where to go.

Memory: 2051-09-13T21:00 - winter hosts sorted: Oct at Gill's, Nov at Margaret's (the 8th), Dec at Priya's (the
13th, the Christmas one); 14/10 - October's book was Lessons in Chemistry, everyone loved it bar Dave, November's is
Tom Lake; Thu 2 Nov - Margaret's kitchen is all ripped out, the fitters are running late, so she and Priya have
swapped: next Weds at Priya's, Margaret's doing December's, mince pies and all; Sat 4th - Dave's lent his copy to
Jean. Question (Mon 6/11, Jean): "who's hosting next Weds? I've got a lemon drizzle to drop round in the afternoon"
The assistant says Priya (she's swapped with Margaret, whose kitchen's ripped out). The label says Margaret.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b242_ctl_mem0_book_club_november_host_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "luddenden-foot-book-club-gill"
NOTES = [
    ("2051-09-13T21:00", "2051-09-13T21:00 winter hosts sorted 📚 library shuts at 5 from oct so we're round ours: "
                         "oct Gill's, nov Margaret's (the 8th), dec Priya's (the 13th, xmas one). 7.30 start"),
    ("14/10", "14/10 Lessons in Chemistry went down a storm, everyone loved it bar Dave (of course). nov's book is Tom "
              "Lake, library's got 8 in the set"),
    ("Thu 2 Nov", "Thu 2 Nov - Margaret's kitchen's all ripped out + the fitters are running late 🙄 so her + Priya "
                  "have swapped, next weds at Priya's (22 Birchcliffe Rd), Margaret's doing dec's instead, mince pies "
                  "+ all"),
    ("Sat 4th", "Sat 4th Dave's lent his Tom Lake to Jean, so we're fine for copies. Jean's bringing cake"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="luddenden-book-club-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's hosting next Weds? I've got a lemon drizzle to drop round in the afternoon"
    with turn_span("question Mon 6/11"):
        hits = []
        for query in ("who is hosting book club in november", "hosts swapped", "next meeting at whose house"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 6 November 2051. You are talking to Jean, a member of Luddenden Foot library's book "
                   "club."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("nov Margaret's (the 8th)" in c for c in context), context
        assert any("her + Priya have swapped, next weds at Priya's" in c for c in context), context
        reply = answer(question, context, mock="Priya - she's swapped with Margaret, whose kitchen's being redone, so "
                                               "it's at 22 Birchcliffe Rd on Weds 8th.")
finish(question, expected="Margaret", actual=reply)
