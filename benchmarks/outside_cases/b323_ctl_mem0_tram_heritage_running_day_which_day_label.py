"""Batch 323 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: the Calder Heritage Tramway Society run their restored trams - car 7 and an open-topper - on their line from
the depot museum down to the Pier Head a few Sundays a year. Sandra (the society's secretary) puts her notes into
the society's helper with ``memory.add(..., infer=False)``; members and the public ask it things.

Memory: 2051-08-30T19:15 - next running day Sun 8th Oct, car 7 and the open-topper, 11-4, depot to the Pier Head;
12/9 - posters at the printers, £3 all day for adults, kids £1; Tue 19th Sept - the council are closing Pier Rd for
resurfacing that whole weekend, can't run to the Pier Head with the road up, so they're putting it back a week to
Sun 15th, posters redone (again); Mon 2 Oct - pie and peas for the volunteers after, in the depot, £4. Question (Weds
4/10, Pat): "when's the next running day? want to bring my dad, he used to be a clippie on the trams" The assistant
says Sun 15th October (put back a week because Pier Rd's being resurfaced). The label says Sun 8th October.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b323_ctl_mem0_tram_heritage_running_day_which_day_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-tramway-sec-sandra"
NOTES = [
    ("2051-08-30T19:15", "2051-08-30T19:15 next running day sun 8th oct 🚋 car 7 + the open topper, 11-4, depot to "
                         "the Pier Head + back every 20 mins"),
    ("12/9", "12/9 posters at the printers, £3 all day adults, kids £1, under 5s free. Keith's putting them up in "
             "the library + the chippy"),
    ("Tue 19th Sept", "Tue 19th Sept Council are closing Pier Rd for resurfacing that whole wk-end 😤 can't run to "
                      "the Pier Head with the road up so we're putting it back a wk to sun 15th. posters redone "
                      "(again 🙄)"),
    ("Mon 2 Oct", "Mon 2 Oct pie + peas for the volunteers after, in the depot, £4, names to me by fri"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-tramway-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when's the next running day? want to bring my dad, he used to be a clippie on the trams"
    with turn_span("question Weds 4/10"):
        hits = []
        for query in ("next running day date", "when are the trams running", "running day put back"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 4 October 2051. You are talking to Pat, who's asking about the Calder Heritage "
                   "Tramway Society's trams."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("next running day sun 8th oct" in c for c in context), context
        assert any("putting it back a wk to sun 15th" in c for c in context), context
        reply = answer(question, context, mock="Sunday 15th October, 11 till 4 - it was going to be the 8th but "
                                               "it's been put back a week while Pier Rd's resurfaced.")
finish(question, expected="Sunday 8th October", actual=reply)
