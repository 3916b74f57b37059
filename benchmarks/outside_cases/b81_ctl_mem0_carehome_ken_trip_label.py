"""Batch 81 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored
as written; in-memory qdrant, embeddings from the local scripted server), one root span per note.

App: staff at Larchfield House care home jot handover notes about the week's activities into mem0; the activities
coordinator asks the app.

Memory: the Bodnant trip list (Thu 14/10) has Ken Bell on it; a later note says Ken's daughter Sue rang, it's his
80th that day and she's taking him to the Harbour for lunch, he'll give the gardens a miss ("always freezing up
there anyway"). Question: "is Ken coming to Bodnant with us thursday?" The assistant says no, he's out with Sue for
his birthday. The label says yes, he's on the list.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b81_ctl_mem0_carehome_ken_trip_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "larchfield-activities"
NOTES = [
    ("Fri 8/10", "Carol", "Bodnant thurs 14th - names: Mrs Hughes, Mr Okafor, Ken Bell, Doris W, Mr + Mrs Patel, "
                          "Jean, Stan, Mrs Lloyd = 9. Ade driving, leave 10.15, back for tea"),
    ("8.10.32", "night staff", "Stan restless again, asked for his wife x3. settled after cocoa about 2am"),
    ("Sat 9th", "Bev (weekend)", "Ken's daughter Sue rang - it's his 80th on the 14th!! she's taking him to the "
                                 "Harbour for lunch, picking him up 12. he'll give the gardens a miss, says it's "
                                 "always freezing up there anyway. card's in the office for staff to sign"),
    ("10/10", "Carol", "wheelchair for Mrs Lloyd on the trip - the folding one, check the tyres"),
    ("Mon 11 Oct", "Priya (nurse)", "Doris on antibiotics til weds, fine for thurs if she's perked up"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="larchfield"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": text}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "is Ken coming to Bodnant with us thursday?"
    with turn_span("question Tue 12/10"):
        context = ["Today is Tue 12 October 2032. You are talking to Carol, the activities coordinator."]
        for query in ("Ken Bell Bodnant trip thursday coming", "Ken's plans on the 14th", "trip names list"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("Ken Bell" in c and "Bodnant" in c for c in context), context
        assert any("taking him to the Harbour for lunch" in c for c in context), context
        reply = answer(question, context, mock="No - it's his 80th that day and his daughter Sue is taking him to "
                                               "the Harbour for lunch, so he's giving the gardens a miss.")
finish(question, expected="yes, he's on the list", actual=reply)
