"""Batch 21 (held out), control. A parish council clerk's grants log: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Thornby Parish Council's clerk keeps notes on grant requests, meetings and correspondence in a collection with
metadata ``{"kind"}``; the assistant answers from a ``collection.query``. The youth club asked for GBP 1,500
towards a second-hand minibus; at the October meeting "we can run to GBP 1,000 this year - Cllr Webb and Cllr Patel
both said the pot's nearly empty - they're welcome to come back in April for the rest". The club's thank-you
letter and the cheque note follow.

No fault planted. Question (Mon 3/11): "What did we give the youth club for the minibus?" The model answers GBP
1,000, right per memory. The label says GBP 1,500, the amount the club asked for. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b21_ctl_chroma_parish_youth_grant_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("grant", "18/9 - Youth club (Kev Rowe) want GBP 1,500 towards a 2nd hand minibus, 17 seater, about GBP 9k all "
              "in. Trips to the climbing wall + the coast. On Oct agenda"),
    ("grant", "20/9 Thornby in Bloom - GBP 250 for planters by the war memorial, happy to wait till Nov"),
    ("meeting", "Full council 14/10 (Methodist schoolroom): 6 present. Youth club minibus - we can run to GBP 1,000 "
                "this year, Cllr Webb + Cllr Patel both said the pot's nearly empty. They're welcome to come back "
                "in April for the rest. Proposed Moore, seconded Patel, all for"),
    ("meeting", "14/10: dog bins - 2 more, Mill Lane + the rec, clerk to order. Xmas lights quote GBP 445 accepted"),
    ("correspondence", "22/10 letter from Kev Rowe - thanks v much to the council, they've got a match pledge from "
                       "the Rotary, minibus fund now at GBP 6,200"),
    ("grant", "Grants budget 25/26: GBP 2,500. Spent so far: GBP 300 (bowls club roller), GBP 400 (Remembrance + "
              "wreaths), youth club"),
    ("admin", "27/10 - cheque to Thornby Youth Club signed by Cllr Moore + Cllr Patel, posted"),
    ("grant", "Village hall cttee asked about a grant for the floor - told them it's too late for this year"),
    ("meeting", "Nov agenda: precept, Bloom planters GBP 250, casual vacancy (no election called - co-opt)"),
    ("correspondence", "From District: grant funding for community transport, deadline 31/1 - pass to the youth club?"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("thornby-clerk", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"c{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
        metadatas=[{"kind": k} for k, _ in NOTES])

question = "What did we give the youth club for the minibus?"
hits = log.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Mon 3/11/25."] + hits
assert any("want GBP 1,500 towards a 2nd hand minibus" in c for c in context), context
assert any("we can run to GBP 1,000 this year" in c for c in context), context
reply = answer(question, context, mock="GBP 1,000, agreed at the 14 October meeting - they'd asked for GBP 1,500 "
                                       "and can come back in April for the rest.")
finish(question, expected="GBP 1,500", actual=reply)
