"""Batch 103 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False; stored as written,
embeddings from the scripted local server; in-memory qdrant), search, one root span per note.

App: Jean does the rosettes for Ashwell village fete's dog show and keeps her notes in mem0 (``infer=False``); the
committee's helper answers from a search.

Memory: the rosette list for the printers is 8 classes x 1st-4th, plus best in show and reserve = 34 on the list;
Jean had a rummage in her loft and found the puppy class ones from last year that never got used (1st-4th), "the
year's only on the back, nobody turns them over", so those four needn't be printed; Baldock Print want the order by
1/6 at £1.20 each. Question (Sat 24/5, Sue the show secretary): "how many rosettes are we getting printed?" The
assistant says 30. The label says 34, the eight classes plus best in show and reserve.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b103_ctl_mem0_dogshow_rosette_order_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashwell-fete-dogshow"
NOTES = [
    ("12/5", "rosette list for the printers: 8 classes x 1st-4th + best in show + reserve = 34 on the list. same "
             "colours as last yr (red blue yellow green)"),
    ("13th May", "classes: puppy, veteran (8+), best rescue, waggiest tail, prettiest bitch, handsomest dog, best "
                 "child handler, dog most like owner"),
    ("Sun 18/5", "had a rummage in the loft - found the puppy class ones from last yr that never got used (the "
                 "class got rained off!) 1st to 4th, all fine. years only on the back, nobody turns them over. so "
                 "thats those 4 sorted"),
    ("19.5.", "judges: Dr Hale (vet) puppy + rescue + BIS, Mrs Pryce waggiest tail, Cllr Bennett most like owner"),
    ("21/5", "Baldock Print need the order by 1/6, £1.20 each, Sue's paying from the fete float"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashwell_dogshow"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many rosettes are we getting printed?"
    with turn_span("question Sat 24/5"):
        hits = []
        for query in ("rosettes printers how many list", "puppy class rosettes from last year loft",
                      "Baldock Print order"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 24 May 2036. You are talking to Sue, the show secretary."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("= 34 on the list" in c for c in context), context
        assert any("found the puppy class ones from last yr" in c for c in context), context
        reply = answer(question, context, mock="30 - it's 34 on the list, but Jean's already got the four puppy "
                                               "class ones from last year.")
finish(question, expected="34 - the eight classes, plus best in show and reserve", actual=reply)
