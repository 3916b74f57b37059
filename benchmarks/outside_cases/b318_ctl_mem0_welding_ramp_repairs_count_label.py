"""Batch 318 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Ridge Mobile Welding (Marcus and his van; Jade does the phone and the books) have a week at Hollins Plant's yard
in July 2051 repairing the ramps on their plant trailers - new hinge pins, the mesh replaced, cracks welded. Marcus
and Jade put their notes into the firm's helper with ``memory.add(..., infer=False)``.

Memory: 2051-07-01T07:45 - Hollins want 6 ramps doing on the plant trailers, w/c 14th at their yard, £95 a ramp;
Thu 3 Jul (Jade) - Hollins rang, 2 of the 6 they're scrapping, cracks right through the main beam, they're buying
new off Ifor Williams, so not them; 7.7. - the generator's back from its service; Fri 11th - Hollins are sending
the beavertail over from the Brighouse depot on the low loader, another ramp for the list, same job. Question (Sat
12/7, Marcus): "how many ramps am I doing at Hollins next wk? need to know how much mesh to get in" The assistant
says 5 (the 6, less the 2 they're scrapping, plus the beavertail). The label says 6.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b318_ctl_mem0_welding_ramp_repairs_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ridge-mobile-welding-marcus"
NOTES = [
    ("2051-07-01T07:45", "2051-07-01T07:45 Hollins Plant want 6 ramps doing on the plant trailers 🔧 hinges worn + "
                         "the mesh split, w/c 14th at their yard, £95 a ramp + materials"),
    ("Thu 3 Jul", "Thu 3 Jul (Jade) Hollins rang - 2 of the 6 they're scrapping, cracks right thru the main beam, "
                  "buying new off Ifor Williams. so not them"),
    ("7.7.", "7.7. genny's back from the service, £140, runs lovely. need more 3.2 rods"),
    ("Fri 11th", "Fri 11th Hollins are sending the beavertail over from the Brighouse depot on the low loader - "
                 "another ramp for the list, same job"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ridge-welding-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many ramps am I doing at Hollins next wk? need to know how much mesh to get in"
    with turn_span("question Sat 12/7"):
        hits = []
        for query in ("Hollins ramps how many", "ramps scrapped", "another ramp for the list"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 12 July 2051. You are talking to Marcus of Ridge Mobile Welding."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("want 6 ramps doing" in c for c in context), context
        assert any("2 of the 6 they're scrapping" in c for c in context), context
        assert any("another ramp for the list" in c for c in context), context
        reply = answer(question, context, mock="5 - the 6 they asked for, less the 2 they're scrapping, plus the "
                                               "beavertail coming over from Brighouse.")
finish(question, expected="6", actual=reply)
