"""Batch 77 (held out), control. A small holiday let's changeovers: mem0 Memory (infer=False, so each note is
stored as written; in-memory qdrant, embeddings from the scripted local server), search, one root span per note.

App: Jo lets Swallow Cottage near Porlock (a double, a twin and a sofa bed in the snug). Kelly collects the clean
linen from Minehead Laundry on a Saturday morning, and Jo's notes say how many sets each changeover needs. A full
house takes 3 sets; the Fairbrothers arriving on 25 June are a couple with a baby, who sleeps in the travel cot
(they bring their own bedding for it), and Mrs Fairbrother's mother, who has her hip and can't manage the stairs,
so she's on the sofa bed downstairs - the twin room isn't used.

No fault planted. Question (Fri 24/6, Kelly): "how many sets am I picking up from the laundry tomorrow?" The model
answers 2 (the double and the sofa bed), right per memory. The label says 3, one for each bed. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b77_ctl_mem0_holidaylet_linen_sets_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "swallow-cottage"
NOTES = [
    ("2033-05-02", "beds: double in the front, twin at the back, sofa bed in the snug. full house = 3 sets from "
                   "Minehead Laundry (+ towels, 2 per person)"),
    ("6th May", "laundry charge £11.50 a set incl towels, invoice monthly. Kelly picks up sat 9am"),
    ("2033-06-01", "Fairbrothers booked 25 June - 2 July. Mr + Mrs F, baby Elsie (8 months) + Mrs F's mum Pam"),
    ("12/6", "Mrs F emailed - Pam's had her hip done in March, no stairs for her so she'll have the sofa bed in "
             "the snug. Elsie in the travel cot in with them, they bring her own sheets + sleeping bag"),
    ("June 14", "so back room not needed for the F's, leave the twin stripped + door shut, saves a set"),
    ("20.6.33", "hot tub serviced, new filter £45. Greens left it spotless, bless them"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="swallow-linen"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how many sets am I picking up from the laundry tomorrow?"
    with turn_span("question Fri 24/6"):
        hits = []
        for query in ("linen sets laundry beds", "Fairbrothers booking", "Pam sofa bed stairs", "twin room"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 24 June 2033. You are talking to Kelly, who collects the linen."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("full house = 3 sets" in c for c in context), context
        assert any("she'll have the sofa bed" in c for c in context), context
        assert any("leave the twin stripped" in c for c in context), context
        reply = answer(question, context, mock="Two sets - the double for Mr and Mrs Fairbrother and the sofa bed "
                                               "for Pam. The twin isn't being used and Elsie's cot bedding is "
                                               "their own.")
finish(question, expected="3 sets, one for each bed", actual=reply)
