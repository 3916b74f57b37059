"""Batch 52 (held out), control. A canoe club's trip notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Teme Valley Canoe Club keep their trip notes in one chroma collection (metadata ``{"kind"}``: trip, kit,
river, social); the assistant answers members. The September Usk trip (Llangynidr to Crickhowell, grade 2,
improvers only) looked doubtful in August because the river had been very low all summer. Then it rained, the
river came back up - but Dafydd, the only leader with the grade 2 qualification, hurt his shoulder falling off a
ladder, and nobody else can lead it, so the trip isn't running this year.

No fault planted. Question (Mon 7/9): "why aren't we doing the usk trip this month?" The model answers that there's
no grade 2 leader since Dafydd hurt his shoulder, right per memory. The label says the river's too low, the worry in
August. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b52_ctl_chroma_canoe_usk_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("trip", "USK sat 19 sept - Llangynidr to Crickhowell, grade 2, improvers + up only, leader Dafydd, max 8"),
    ("river", "4/8 Usk's been v low all summer, Crickhowell gauge 0.35 - might be a scrape-fest on the 19th, will "
              "keep an eye, worst case we walk the boats over the shallows"),
    ("social", "BBQ at the clubhouse sat 15/8 from 6, bring a dish, club's buying the burgers"),
    ("kit", "2 new open boats arrived (Old Town Discovery), £1,140 the pair from the lottery grant"),
    ("river", "28 Aug - well that's more like it, Usk up to 0.9 after last wk's rain, perfect for a grade 2 run"),
    ("trip", "Dafydd fell off a ladder doing his gutters 1/9, shoulder's in a sling for 6 wks. he's the only one of "
             "us w the grade 2 leader ticket + Meg and Ian are only grade 1, so no Usk this yr I'm afraid. "
             "we'll put it on for april"),
    ("trip", "Teme evening paddles finish end of sept, last one weds 30th from Ludlow"),
    ("kit", "spraydecks for the Usk - 6 in the container, 2 need new bungee"),
    ("social", "AGM thurs 15 oct 7.30 at the Talbot, committee nominations to Meg"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tvcc-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "why aren't we doing the usk trip this month?"
hits = notes.query(query_texts=["Usk trip sept river low gauge leader Dafydd no Usk"], n_results=6)["documents"][0]
context = ["Today is Mon 7 September 2026."] + hits
assert any("Usk's been v low all summer" in c for c in context), context
assert any("only one of us w the grade 2 leader ticket" in c for c in context), context
reply = answer(question, context, mock="Because there's nobody to lead it - Dafydd's the only grade 2 leader and "
                                       "he's done his shoulder. The river's fine now; it's pencilled in for April.")
finish(question, expected="the river's too low - it's been dry all summer", actual=reply)
