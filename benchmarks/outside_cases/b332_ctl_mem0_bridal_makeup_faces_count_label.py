"""Batch 332 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Nadine is a bridal make-up artist in Huddersfield ("Nadine Artistry"), working with a hairdresser, Becca.
She keeps a run of notes per bride in her booking helper with ``memory.add(..., infer=False)`` and asks it things
the week of the wedding.

Memory: 2051-02-20T19:05 - Chloe Ramsden booked for Sat 2/9 at the Barn at Shibden, bride + 3 maids + her mum = 5
faces, hair by Becca for the same 5, start 7.30; Mon 17 Apr - Chloe wants the MOG and his auntie Pat adding, both
make-up only, no hair; 12/7 - trial done, Jess (maid of honour) is doing her own face, she's a MUA herself lol, so
one less for me, she'll still have Becca do her hair; w/c 28/8 - times confirmed by text. Question (Thu 31/8,
Nadine): "how many faces am I doing at Chloe's on sat? need to know how many lash sets to pack" The assistant says 6
(the 5, plus the MOG and Auntie Pat, less Jess). The label says 5.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b332_ctl_mem0_bridal_makeup_faces_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "nadine-artistry-brides"
NOTES = [
    ("2051-02-20T19:05", "2051-02-20T19:05 Chloe Ramsden BOOKED 💍 sat 2/9 the Barn at Shibden. bride + 3 maids + "
                         "her mum = 5 faces, Becca doing hair for the same 5. start 7.30 at the barn, bridal "
                         "suite. £80 dep pd"),
    ("Mon 17 Apr", "Mon 17 Apr Chloe msgd - can we add the MOG + his auntie Pat, both make up only no hair. said yes "
                   "obvs, sent new quote"),
    ("12/7", "12/7 trial done ✨ Chloe loved it, bronzy glow + a nude lip. Jess (MOH) is doing her own face, she's "
             "a MUA herself lol so 1 less for me. she'll still have Becca do her hair"),
    ("w/c 28/8", "w/c 28/8 confirmed times by text, bride last in the chair at 11. parking round the back by the "
                 "kitchens"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="nadine-artistry-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many faces am I doing at Chloe's on sat? need to know how many lash sets to pack"
    with turn_span("question Thu 31/8"):
        hits = []
        for query in ("how many faces at Chloe's wedding", "adding people for make up", "doing her own make up"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 31 August 2051. You are talking to Nadine, the make-up artist behind Nadine "
                   "Artistry."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("her mum = 5 faces" in c for c in context), context
        assert any("add the MOG + his auntie Pat" in c for c in context), context
        assert any("so 1 less for me" in c for c in context), context
        reply = answer(question, context, mock="6 - the original 5, plus the MOG and Auntie Pat, less Jess who's "
                                               "doing her own. So 6 sets of lashes.")
finish(question, expected="5", actual=reply)
