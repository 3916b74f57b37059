"""Batch 109 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, notes stored as
written; in-memory qdrant, the local model's embeddings), search, one root span per note.

App: Mrs Ellery, a piano teacher in Hexham, keeps her lesson notes in mem0 (``memory.add(..., infer=False)``); she
asks the helper when she's putting the recital programme together.

Memory: Ellis (age 10) is doing the Clementi sonatina in C, first movement, and 'The Entertainer' (the easy
arrangement) at the recital on 4/7; a later lesson note says he's desperate to do the Einaudi (Una Mattina) as
well but it's nowhere near ready, they agreed to keep it for the Christmas concert; plus other pupils' notes.
Question (Wed 23/6): "what's ellis playing at the recital? doing the programme". The assistant says the Clementi
sonatina and The Entertainer. The label lists the Einaudi as well.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b109_ctl_mem0_music_recital_pieces_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ellery-teaching"
NOTES = [
    ("2/6", "recital 4th july, St Andrew's, 3pm. max 2 pieces each for the younger ones, 1 for grade 5+. "
            "programme to Rev Pat by 25/6 for printing"),
    ("Mon 7.6", "Ellis (10) - recital pieces: Clementi sonatina in C 1st mvt + The Entertainer (the easy arr.). "
                "left hand in the Clementi still rushing, metronome @ 96"),
    ("Sophie 9/6", "Sophie - Clementi too?? no - she's doing the Burgmüller Arabesque, clashes otherwise"),
    ("14th June", "ellis lesson - he's desperate to do the Einaudi (Una Mattina) as well, bless him, but it's nowhere "
                  "near ready, we agreed to keep it for the christmas concert. Entertainer sounding good"),
    ("21/6", "Priya (violin) - Gavotte by Gossec w me accompanying. Ben not doing the recital, on holiday"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ellery-ctl"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what's ellis playing at the recital? doing the programme"
    with turn_span("question Wed 23/6"):
        hits = []
        for query in ("Ellis recital pieces", "Ellis lesson Einaudi", "recital programme pieces each"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 23 June 2038. You are talking to Mrs Ellery, doing the recital programme."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Clementi sonatina in C 1st mvt + The Entertainer" in c for c in context), context
        assert any("keep it for the christmas concert" in c for c in context), context
        reply = answer(question, context, mock="Two pieces: the Clementi Sonatina in C (1st movement) and The "
                                               "Entertainer, the easy arrangement.")
finish(question, expected="Clementi sonatina, The Entertainer and the Einaudi (Una Mattina)", actual=reply)
