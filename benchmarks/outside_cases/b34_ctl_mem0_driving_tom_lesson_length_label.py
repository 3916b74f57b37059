"""Batch 34 (held out), control. A driving instructor's diary: mem0 Memory with infer=False (each note stored as
written; the local model's offline embeddings, in-memory qdrant), search, one root span per note.

App: Steve Kowalski, a driving instructor in Oldham, saves diary notes about his pupils and asks an assistant from
mem0 searches (the question, then the pupil's name and the day). Tom Brierley has a one-hour lesson every Saturday
at 2. This Saturday, with his test a fortnight off, he wants a longer session to go out on the M62 and then do his
reversing, and his dad has paid for it.

No fault planted. Question (Thu 16/10): "how long is Tom's lesson sat?" The model answers two hours, right per
memory. The label says an hour, his usual. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b34_ctl_mem0_driving_tom_lesson_length_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "steve-diary"
NOTES = [
    ("2025-09-06", "Sat regulars: 9 Jamal, 11 Priya, 2pm Tom B (1hr, £36, pick up from the Spar on Ripponden Rd), "
                   "4 Callum"),
    ("2025-09-20", "Tom B test booked!! Thurs 30/10 1.48pm Bredbury. reversing still iffy, bay park ok"),
    ("2025-10-04", "Tom - did the dual carriageway, nervy on the slip road, needs more of that"),
    ("2025-10-08", "Corsa tyres x2 £140 at Kwik Fit, tracking done too"),
    ("2025-10-11", "Tom's lesson - roundabouts fine now, bay park 3/3. his dad asked abt the motorway"),
    ("2025-10-13", "Tom's dad rang - can Sat be a proper long one, 2-4, M62 out to Milnrow + back then reverse "
                   "parks in the Tesco car park, he's transferred the £72. Moved Callum to 4.30"),
    ("2025-10-14", "Jamal passed!!! 2 minors. cake from his mum lol"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="steve-diary"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how long is Tom's lesson sat?"
    with turn_span("question Thu 16/10"):
        hits = []
        for query in (question, "Tom B Saturday lesson 2pm", "Tom's dad long lesson motorway"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 16/10/25."]
        for h in hits:
            line = f"({(h.get('metadata') or {}).get('date', '')}) {h['memory']}"
            if line not in context:
                context.append(line)
        assert any("2pm Tom B (1hr" in c for c in context), context
        assert any("can Sat be a proper long one, 2-4" in c for c in context), context
        reply = answer(question, context, mock="Two hours, 2 till 4 - motorway out to Milnrow and back, then reverse "
                                               "parks at Tesco. His dad's paid the £72.")
finish(question, expected="An hour, same as every Saturday", actual=reply)
