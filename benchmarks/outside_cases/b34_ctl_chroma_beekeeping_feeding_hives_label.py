"""Batch 34 (held out), control. A beekeeping association's teaching apiary log: chromadb EphemeralClient with
memtrace's offline embedding function, script style (each call its own trace).

App: the Wyre Valley Beekeepers keep a log of the inspections at their Church Farm teaching apiary (six hives, a
Sunday morning session for the beginners' course). Each inspection note goes into one collection with metadata
``{"hive", "date"}``; the apiary manager asks the assistant from a query. After a wet August three hives were light.
Ken gave hive 2 the last slab of fondant he had on Thursday and it is taking it down well; hives 3 and 5 still need
syrup this week.

No fault planted. Question (Sat 6/9): "which hives need feeding this wk?" The model answers hives 3 and 5, right per
memory. The label says hives 2, 3 and 5. Expected verdict: AnnotationError (the label is wrong); no memory operation
is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b34_ctl_chroma_beekeeping_feeding_hives_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("all", "2025-08-24", "Sun 24/8 session - wet Aug, stores low all round. Hefted: 2, 3 + 5 light, 1 4 6 ok. "
                          "Need feeding b4 the ivy comes, 2:1 syrup"),
    ("1", "2025-08-24", "H1 - queen seen (blue dot), 7 frames brood, calm, beginners loved it"),
    ("4", "2025-08-24", "H4 - the nuc from May, building up nicely, 5 frames, added the 2nd brood box"),
    ("all", "2025-08-28", "Varroa: Apivar strips in on all 6, out again 6-10 wks so mid Oct-ish, Sue's got the dates"),
    ("2", "2025-09-04", "H2 - Ken dropped in Thurs with the last slab of fondant he had, on over the crownboard hole, "
                        "they're all over it already. that's her sorted for now he reckons"),
    ("6", "2025-08-31", "H6 - bit tetchy, Sue got stung twice, prob the wasps, reduced the entrance"),
    ("all", "2025-09-05", "Sugar: 2 x 25kg in the shed from the cash + carry, feeders are the rapid ones in the blue "
                          "crate"),
    ("3", "2025-08-31", "H3 - v light, hardly any capped stores, small cluster"),
    ("5", "2025-08-31", "H5 - light, bees ok, queen laying"),
    ("all", "2025-09-01", "Next beginners' session Sun 7/9 10am, 6 signed up, spare suits in the car boot"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("church-farm-apiary", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
        metadatas=[{"hive": h, "date": d} for h, d, _ in NOTES])

question = "which hives need feeding this wk?"
hits = log.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
context = ["Today is Sat 6/9/25."] + hits
assert any("Hefted: 2, 3 + 5 light" in c for c in context), context
assert any("last slab of fondant he had" in c for c in context), context
assert any("H3 - v light" in c for c in context) and any("H5 - light" in c for c in context), context
reply = answer(question, context, mock="Hives 3 and 5 - both still light. Hive 2's got Ken's fondant on from "
                                       "Thursday. 2:1 syrup, the sugar's in the shed and the rapid feeders are in "
                                       "the blue crate.")
finish(question, expected="2, 3 and 5 - the light ones", actual=reply)
