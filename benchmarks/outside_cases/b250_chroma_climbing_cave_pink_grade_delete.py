"""Batch 250 (held out). A climbing gym's route-setting log: chromadb collection of the setters' log entries, one
root span per entry, one for the weekly tidy-up and one for the question; the tidy-up deletes, by a metadata
filter, the strip entries once the walls are back in use, and one of them also carried the new pink's real grade.

App: Crag Lane Climbing is a bouldering wall in Todmorden - the cave (the steep overhang), the slab, the comp wall
and the kids' wall. The setters (Kat, head setter, plus Dan and Rich) log what they set and strip into one chroma
collection (metadata ``kind``: set, strip, holds, rota); the front-desk helper answers climbers from the 4 nearest
entries. Every Monday Kat deletes the strip entries (``where={"kind": "strip"}``) - the stripped walls are reset by
then and the entries are just clutter.

Planted fault (DeletionError): Dan's set entry (2050-03-04T21:30) plans a new pink on the cave, "6B-ish", going up
Tuesday. Kat's strip entry of Tue 8/3 says the cave's left side is stripped, six problems gone, holds in the wash -
and, in passing, that Dan's pink went up before close and after everyone had a go it's a solid 6C not 6B, the tag's
wrong and Dan'll redo it. Kat's Monday tidy-up (Mon 14/3) deletes the strip entries, that one with them. Question
(Weds 16/3, a member at the desk): "what grade's the new pink in the cave? want to log it on my tick list" ->
expected 6C (the tag's wrong). The assistant says 6B.

Expected verdict: DeletionError at chroma's delete (the tidy-up, wrapped in fault()): Kat's Tue 8/3 entry was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided the
answer. Asserted: the entry is in the 4 nearest before the delete and gone from the collection and the context after
it (nothing says 6C or that the tag's wrong); Dan's set entry with "6B-ish" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b250_chroma_climbing_cave_pink_grade_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GRADE = ("Tue 8/3 Kat - stripped the cave L side, all 6 gone, holds in the wash (the big blue pinch is cracked, "
         "binned it). Dan got his pink up b4 close - everyone's had a go + it's a solid 6C not 6B, tag's wrong, "
         "he'll redo it tmrw. mats need hoovering")
ENTRIES = [
    ("set", "2050-03-04T21:30 Dan - cave plan: new pink on the overhang, 6B-ish, heel hook start off the big volume, "
            "going up tues after the strip. plus 2 yellows on the kids wall"),
    ("rota", "5/3 Kat - setting rota: tues cave (me + Dan), thurs slab (Rich), comp wall the wk after. wall shut 10-2 "
             "on setting days"),
    ("holds", "Sun 6th Rich - new order from Flathold came, 40 crimps + 3 dual-tex volumes. still waiting on the "
              "purple jugs"),
    ("strip", GRADE),
    ("strip", "Thu 10.3. Rich - slab stripped, 5 problems, the green 4 was spinning anyway. reset fri"),
    ("set", "Fri 11/3 Rich - slab reset: 3 new greens (4, 4+, 5), a blue 6A. tags on. forerun sat am"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("crag-lane-setting-log", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(ENTRIES, 1):
    with turn_span(f"log-{i}"):
        log.add(ids=[f"log-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "what grade's the new pink in the cave? want to log it on my tick list"
with turn_span("tidy-up Mon 14/3"):
    before = log.query(query_texts=[question], n_results=4)["documents"][0]
    assert GRADE in before, before
    with fault():
        log.delete(where={"kind": "strip"})

with turn_span("question Weds 16/3"):
    stored = log.get()["documents"]
    hits = log.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Weds 16 March 2050. You are on the front desk at Crag Lane Climbing, talking to a member."] + hits
    assert GRADE not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("6c", "tag's wrong", "solid")), stored
    assert any("new pink on the overhang, 6B-ish" in c for c in context), context
    reply = answer(question, context, mock="The new pink in the cave is a 6B - heel hook start off the big volume.")
finish(question, expected="6C - it's a solid 6C, the 6B tag is wrong and Dan's redoing it", actual=reply)
