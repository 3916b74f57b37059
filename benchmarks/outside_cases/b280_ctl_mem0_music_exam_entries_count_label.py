"""Batch 280 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Clare Holt teaches piano and flute from home in Sowerby Bridge and enters pupils for ABRSM exams each term. She
puts her notes into her helper with ``memory.add(..., infer=False)``; the online entry form asks how many candidates
before it asks for names.

Memory: 2087-01-12T21:40 - thinking 7 for the summer exams: Isla gr3, Ben gr1 flute, Oscar gr2, Freya gr1, Amira gr2,
Jack gr4, Sophie gr1; Mon 3rd Feb - Jack's lot are moving to Leeds at Easter so he's out of the exams (he'd have
got a merit); 17.2. - Amira's mum would rather she waited till the autumn, she's only just started the gr2 pieces,
fair enough; Fri 28th Feb - Noah's come on so fast he's going in for gr1 after all, his mum's thrilled. Question
(Tue 4/3, Clare): "how many am I entering for the summer session? the form wants numbers before names" The
assistant says 6 (the 7, less Jack and Amira, plus Noah). The label says 7.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b280_ctl_mem0_music_exam_entries_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clare-holt-music"
NOTES = [
    ("2087-01-12T21:40", "2087-01-12T21:40 summer exams 🎹 thinking 7 this time - Isla gr3, Ben gr1 flute, Oscar gr2, "
                         "Freya gr1, Amira gr2, Jack gr4, Sophie gr1. tell parents by half term"),
    ("Mon 3rd Feb", "Mon 3rd Feb Jack's lot are moving to Leeds at Easter so he's out of the exams 😢 shame, he'd "
                    "have got a merit easy"),
    ("17.2.", "17.2. Amira's mum would rather she waited till the autumn, she's only just started the gr2 pieces - "
              "fair enough tbh"),
    ("Fri 28th Feb", "Fri 28th Feb Noah's come on SO fast 😮 he's going in for gr1 after all, his mum's thrilled. "
                     "need to get him the new book"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clare-holt-exams-2087"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many am I entering for the summer session? the form wants numbers before names"
    with turn_span("question Tue 4/3"):
        hits = []
        for query in ("summer exam entries", "out of the exams", "going in for an exam"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 4 March 2087. You are talking to Clare Holt, who teaches piano and flute and is "
                   "doing the ABRSM summer exam entries."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("thinking 7 this time" in c for c in context), context
        assert any("he's out of the exams" in c for c in context), context
        assert any("rather she waited till the autumn" in c for c in context), context
        assert any("going in for gr1 after all" in c for c in context), context
        reply = answer(question, context, mock="6 - your 7, less Jack (moving to Leeds) and Amira (waiting till "
                                               "autumn), plus Noah for grade 1.")
finish(question, expected="7", actual=reply)
