"""Batch 361 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Kita Pusteblume in Köln-Sülz (an English-German Kita; the Elternbeirat is mostly Dutch, German and Indian
parents) does a Waldtag every Thursday in May 2051 in the Stadtwald. Sanne (Dutch, Elternbeirat) puts what the
Erzieherinnen say into the parents' helper with ``memory.add(..., infer=False)``; parents ask it what to pack.

Memory: 2051-04-27T13:10 - Waldtag every Do in May, the Kinder need Matschhose + Gummistiefel, they stay in the
Kita in the Fach; Di 02.05. - from Frau Kaya: pls also Zeckenspray in the Rucksack, it's Zeckenzeit; Mi 03.05. -
"sorry, mistake from Frau Kaya: NO Zeckenspray in the Rucksack, the Erzieherinnen are not allowed to put it on the
kids (Träger rule), pls spray at home before Bringzeit"; Fr 05.05. - Rucksack with Brotdose (nothing sweet) and
Trinkflasche, Bringzeit 8:15 latest, the Bus goes 8:30. A multi-part question (the list sits in three records):
Question (Mi 10.05., Vikram): "what does Mila need for the Waldtag tomorrow? packing tonight" The assistant says a
Rucksack with Brotdose (nothing sweet) and Trinkflasche, plus Matschhose + Gummistiefel (already in her Fach) - and
Zeckenspray at home before Bringzeit, not in the bag. The label says Matschhose, Gummistiefel and Zeckenspray in
the Rucksack - the Zeckenspray in the bag was taken back the next day ("sorry, mistake").
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b361_ctl_mem0_kita_waldtag_bring_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kita-pusteblume-elternbeirat-sanne"
NOTES = [
    ("2051-04-27T13:10", "2051-04-27T13:10 Waldtag 🌳 every Do in May in the Stadtwald! Kinder need Matschhose + "
                         "Gummistiefel, they stay in the Kita in the Fach, pls with Namen"),
    ("Di 02.05.", "Di 02.05. from Frau Kaya: pls also Zeckenspray in the Rucksack, it's Zeckenzeit 🕷️"),
    ("Mi 03.05.", "Mi 03.05. sorry, mistake from Frau Kaya: NO Zeckenspray in the Rucksack, the Erzieherinnen are "
                  "not allowed to put it on the kids (Träger rule), pls spray at home before Bringzeit"),
    ("Fr 05.05.", "Fr 05.05. Waldtag: Rucksack with Brotdose (nothing sweet pls!!) + Trinkflasche. Bringzeit 8:15 "
                  "latest, the Bus goes 8:30, back ca. 12:30 for Mittagessen"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kita-pusteblume-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what does Mila need for the Waldtag tomorrow? packing tonight"
    with turn_span("question Mi 10.05."):
        hits = []
        for query in ("Waldtag what to bring", "Zeckenspray", "Rucksack Brotdose Waldtag"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Wed 10 May 2051. You are talking to Vikram, whose daughter Mila goes to Kita Pusteblume."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Matschhose + Gummistiefel" in c for c in context), context
        assert any("pls also Zeckenspray in the Rucksack" in c for c in context), context
        assert any("NO Zeckenspray in the Rucksack" in c for c in context), context
        assert any("Rucksack with Brotdose" in c for c in context), context
        reply = answer(question, context, mock="A Rucksack with her Brotdose (nothing sweet) and a Trinkflasche - "
                                               "Matschhose and Gummistiefel are already in her Fach. No Zeckenspray "
                                               "in the bag: spray her at home before Bringzeit (8:15 latest).")
finish(question, expected="Matschhose, Gummistiefel and Zeckenspray in the Rucksack", actual=reply)
