"""Batch 399 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Bäckerei Lorenz in Leipzig takes on a new Azubi (Bäcker) in spring 2051. Frau Lorenz (the Chefin) puts her notes
in English, German words mixed in, into the shop's helper with ``memory.add(..., infer=False)``; the staff ask it
things.

Memory: 15.02.2051, 16:20 - new Azubi Paul Kretschmar, Vertrag signed, starts 01.04., Probezeit 4 Monate, Ronny is his
Ausbilder; Mo 13.03. - the Berufsschule rang, Paul's Praktikum ended early, so he can start with us already Montag in
one week, not the 1. April, Probezeit stays 4 Monate; Di 14.03. - Arbeitskleidung ordered, Größe L, Schuhe 43; Do 16.03.
- Paul's Belehrung at the Gesundheitsamt done on 15.03. Question (Fr 17.03., Ronny): "when does Paul begin exactly? I
must plan who shows him the Ofen on his first day" The assistant says Montag 20.03. (a week on from the Monday of the
13.03. note), not the 1. April. The label says 01.04.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b399_ctl_mem0_baeckerei_azubi_start_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "baeckerei-lorenz-chefin"
NOTES = [
    ("15.02.2051, 16:20", "15.02.2051, 16:20 new Azubi Bäcker: Paul Kretschmar 🥖 Vertrag is signed, starts 01.04., "
                          "Probezeit 4 Monate. Ronny is his Ausbilder, Berufsschule is the BSZ in Blockunterricht"),
    ("Mo 13.03.", "Mo 13.03. the Berufsschule rang - Paul's Praktikum ended early, so he can start with us already "
                  "Montag in one week, not the 1. April!! Probezeit stays 4 Monate. Ronny pls know it"),
    ("Di 14.03.", "Di 14.03. Arbeitskleidung for Paul ordered, Größe L, Schuhe 43, comes in ca. 5 Tage"),
    ("Do 16.03.", "Do 16.03. Paul's Belehrung at the Gesundheitsamt done on 15.03. ✔ Bescheinigung is in the Ordner"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="baeckerei-lorenz-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "when does Paul begin exactly? I must plan who shows him the Ofen on his first day"
    with turn_span("question Fr 17.03."):
        hits = []
        for query in ("Paul Azubi start date", "when does the new Azubi begin", "Paul Kretschmar Vertrag"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fr 17.03.2051. You are talking to Ronny, Ausbilder in the Backstube of Bäckerei Lorenz, "
                   "Leipzig."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("starts 01.04., Probezeit 4 Monate" in c for c in context), context
        assert any("he can start with us already Montag in one week, not the 1. April" in c for c in context), context
        reply = answer(question, context, mock="Montag 20.03. - the Berufsschule rang on Mo 13.03., he can start "
                                               "Montag in one week, so not the 1. April any more.")
finish(question, expected="01.04.", actual=reply)
