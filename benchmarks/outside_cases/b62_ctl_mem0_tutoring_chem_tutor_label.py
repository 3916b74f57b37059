"""Batch 62 (held out), control. A tutoring agency's pupil notes: mem0 Memory (infer=False, so each note is stored
as written; a scripted OpenAI-compatible server for the embeddings; in-memory qdrant), one root span per note.

App: Nadia (Brightside Tutors, Reading) keeps a note per phone call in mem0 with
``memory.add(..., infer=False)`` and asks from a search. Ruby Bell (year 12, A level chemistry) was first matched
with Raj Patel on Thursdays; Raj's Thursdays filled up with his Wokingham pupils before Ruby's first lesson, so
Nadia put her with Hannah Lowe on Monday evenings, and Ruby has had three lessons with Hannah since.

No fault planted. Question (Tue 23/3, Mrs Bell): "who's teaching Ruby chemistry?" The model answers Hannah Lowe,
right per memory. The label says Mr Patel. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b62_ctl_mem0_tutoring_chem_tutor_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brightside"
NOTES = [
    ("2027-02-24", "new pupil - Ruby Bell, yr 12, A level chem (AQA), mum Claire Bell 07700 900412. matched w Raj "
                   "Patel, thurs 6pm, £36/hr"),
    ("26/2", "Raj rang back - took on the 3 Wokingham lads from the Crossley agency so his thurs are chocka now, "
             "can't fit Ruby in before easter"),
    ("Feb 27th", "so Ruby's with Hannah Lowe, mon 6.30, online for the first one then at home. rang Mrs Bell, "
                 "she's pleased, Hannah did AQA herself"),
    ("2027-03-04", "Hannah: Ruby 1st lesson went well, moles + equations, bit shaky on titrations"),
    ("17.3.27", "Hannah: lesson 3 w Ruby, did a past paper Q, 31/40, v chuffed"),
    ("2027-03-20", "Raj has space on tues now if anyone needs physics, tell Nadia"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brightside"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's teaching Ruby chemistry?"
    with turn_span("question Tue 23/3"):
        hits = memory.search("Ruby Bell chemistry tutor lessons who", top_k=20, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 23 March 2027. You are talking to Mrs Bell, Ruby's mum."] + [h["memory"] for h in hits]
        assert any("matched w Raj Patel" in c for c in context), context
        assert any("Ruby's with Hannah Lowe" in c for c in context), context
        assert any("lesson 3 w Ruby" in c for c in context), context
        reply = answer(question, context, mock="Hannah Lowe - Monday evenings at 6.30; Raj's Thursdays were full "
                                               "before Ruby started.")
finish(question, expected="Mr Patel (Raj)", actual=reply)
