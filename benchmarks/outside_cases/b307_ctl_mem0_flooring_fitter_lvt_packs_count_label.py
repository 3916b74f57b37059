"""Batch 307 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Dyson & Son Flooring (Liam and his dad, Huddersfield) fit carpet, laminate, LVT and vinyl. Liam puts his job
notes into the firm's helper with ``memory.add(..., infer=False)``; he asks it what to pick up before each job.

Memory: 2050-04-03T17:45 - measured the Okafors' kitchen, 14.2 sq m, Karndean herringbone in Blond Oak, 2.2 sq m a
pack, with 10% for the herringbone waste that's 8 packs; Thu 6/4 - quote accepted, £1,150 fitted, deposit paid;
12.4. - Mrs Okafor wants it running through into the utility now, no threshold, so another 4.6 sq m - that's 10
packs all told, plus an extra tub of adhesive; Mon 17th Apr - the trade counter's holding the Blond Oak, pick up
Fri. Question (Thu 20/4, Liam): "how many packs of the LVT do I pick up for the Okafors tmrw?" The assistant says
10 (the kitchen plus the utility). The label says 8.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b307_ctl_mem0_flooring_fitter_lvt_packs_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dyson-son-flooring-liam"
NOTES = [
    ("2050-04-03T17:45", "2050-04-03T17:45 measured Okafors kitchen 📏 14.2 sq m, Karndean herringbone Blond Oak, "
                         "2.2 sq m a pack, w/ 10% for the herringbone waste = 8 packs. subfloor's ply, will need "
                         "sanding"),
    ("Thu 6/4", "Thu 6/4 Okafors accepted the quote, £1,150 fitted, £200 dep paid by transfer. fitting wk of the "
                "24th"),
    ("12.4.", "12.4. Mrs Okafor wants it running thru into the utility now, no threshold 🙄 so another 4.6 sq m - "
              "that's 10 packs all told for the Okafors, + an extra tub of adhesive. told her it's £180 more"),
    ("Mon 17th Apr", "Mon 17th Apr trade counter's holding the Blond Oak for me, pick up fri, ask for Gaz"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dyson-son-jobs-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many packs of the LVT do I pick up for the Okafors tmrw?"
    with turn_span("question Thu 20/4"):
        hits = []
        for query in ("Okafors LVT packs", "Okafors kitchen measurements", "utility extra packs"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 20 April 2050. You are talking to Liam of Dyson & Son Flooring."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("w/ 10% for the herringbone waste = 8 packs" in c for c in context), context
        assert any("that's 10 packs all told for the Okafors" in c for c in context), context
        reply = answer(question, context, mock="10 packs of the Blond Oak - 8 for the kitchen and the rest for the "
                                               "utility she added. And grab the extra tub of adhesive.")
finish(question, expected="8", actual=reply)
