"""Batch 324 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Sowerby Bridge Toy Library lends toys to member families in 2051 - Saturday sessions at the Methodist hall, £15
a year, toys out for 3 weeks, a rota of parent volunteers. Sam (the co-ordinator) puts her notes into the library's
helper with ``memory.add(..., infer=False)``; members ask it things.

Memory: 2051-02-04T11:00 - renewals due, £15 a year, 3 toys out at a time for 3 weeks; Sat 18/2 - Dave's idea,
agreed at the AGM: anyone who does a session on the rota can have 5 out instead of 3, seems only fair; 4.3. - the
marble run's come back missing 2 pieces; Tue 14th Mar - the spring rota's filling up, Mel's doing 2 Saturdays this
term. Question (Fri 17/3, Mel): "how many toys can I have out at once? want the ride-on + the garage + a couple of
puzzles for the easter hols" The assistant says 5 - she's on the rota, so 5 instead of 3. The label says 3.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b324_ctl_mem0_toy_library_toys_out_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sowerby-bridge-toy-library-sam"
NOTES = [
    ("2051-02-04T11:00", "2051-02-04T11:00 RENEWALS due 🧸 £15 a yr, still 3 toys out at a time for 3 wks. tin's on "
                         "the desk or transfer, ref = ur surname"),
    ("Sat 18/2", "Sat 18/2 Dave's idea, agreed at the AGM - anyone who does a session on the rota can have 5 out "
                 "instead of 3, seems only fair 👍 will put it on the FB page"),
    ("4.3.", "4.3. marble run's come back missing 2 pieces (the twisty bit + a funnel) - pls check ur cupboards!!"),
    ("Tue 14th Mar", "Tue 14th Mar spring rota's filling up - Mel's doing 2 sats this term (ta Mel!!), still need "
                     "someone for the 1st april"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sb-toy-library-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many toys can I have out at once? want the ride-on + the garage + a couple of puzzles for the " \
               "easter hols"
    with turn_span("question Fri 17/3"):
        hits = []
        for query in ("how many toys out at a time", "toys for rota volunteers", "who is on the rota"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 17 March 2051. You are talking to Mel, a member of Sowerby Bridge Toy Library."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("still 3 toys out at a time" in c for c in context), context
        assert any("can have 5 out instead of 3" in c for c in context), context
        assert any("Mel's doing 2 sats this term" in c for c in context), context
        reply = answer(f"(Mel) {question}", context,
                       mock="5 - you're on the rota this term, so you get 5 out instead of the usual 3. The ride-on, "
                            "the garage and two puzzles is fine.")
finish(question, expected="3", actual=reply)
