"""Batch 309 (held out). A charity abseil: chromadb collection of the hospice fundraising team's notes, one root span
per note, one for Claire's clear-out and one for the question; the clear-out deletes, by a metadata filter, the
sponsorship notes she has typed into the hospice's database, and one of them also carried the new weight limit.

App: Overgate Hospice hold a charity abseil down the Wainhouse Tower in Halifax (253 ft) over Sat 13th and Sun
14th Sept 2053 - Vertical Edge (the rope access firm) run the ropes, £25 to register, £300 minimum sponsorship,
slots every 10 minutes. Claire (events) and Rob (volunteers) file notes into one chroma collection (metadata
``kind``: plan, safety, slots, sponsorship, kit); the helper answers abseilers from the 4 nearest. Once the
pledges are in the hospice's database Claire deletes the sponsorship notes with ``where={"kind": "sponsorship"}``.

Planted fault (DeletionError): Rob's safety note (2053-06-09T11:00) has a minimum age of 14 and a maximum weight of
17 stone including clothes. Claire's sponsorship note of Fri 22/8 starts with the total pledged (£14,200) and the
top fundraiser, and says, in the middle, that Vertical Edge rang - their new harnesses go up to 20 stone, so the
limit's 20 st now, not 17, and the big lads from the rugby club can do it after all. Claire's clear-out (Mon 25/8)
deletes the sponsorship notes, that one with them. Question (Tue 2/9, Gav, registered for the Sunday): "can my
brother do it with me? he's about 19 st, is there a weight limit" -> expected yes - the limit's 20 stone now with
Vertical Edge's new harnesses. The assistant says no - the maximum's 17 stone.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Claire's Fri 22/8 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 20 st, the harnesses or the rugby club); the safety note's "max weight 17 stone" is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b309_chroma_abseil_weight_limit_yesno_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WEIGHT = ("Fri 22/8 Claire - £14,200 pledged so far 🎉 top fundraiser is still Maureen from the Co-op (£1,100!!). "
          "Vertical Edge rang, their new harnesses go up to 20 stone so the weight limit's 20 st now not 17 - the big "
          "lads from the rugby club can do it after all 💪 tell anyone who asked")
NOTES = [
    ("plan", "Claire", "2053-05-20T16:30 ABSEIL 🧗 Wainhouse Tower, sat 13th + sun 14th sept, 9.30-4 both days. "
                       "Vertical Edge doing the ropes. £25 to register (non refundable), £300 min sponsorship"),
    ("safety", "Rob", "2053-06-09T11:00 safety - min age 14 (under 18s need a parent/guardian form), max weight 17 "
                      "stone incl clothes, no pacemakers, everyone signs the medical dec on the day"),
    ("slots", "Rob", "14/7 slots every 10 mins, ~40 a day, groups of 4 walk up the 403 steps together w/ a marshal, "
                     "allow an hour start to finish"),
    ("sponsorship", "Claire", "3.8.53 pledges at £9,850, JustGiving link's on the hospice fb page, cash to the "
                              "hospice shop on Commercial St"),
    ("sponsorship", "Claire", WEIGHT),
    ("kit", "Rob", "Mon 25th kit - flat shoes w/ a good grip (no sandals!!), long trousers, nothing in ur pockets, "
                   "hair tied back. helmets + gloves provided"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("overgate-abseil-2053", embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])
assert notes.count() == len(NOTES)

question = "can my brother do it with me? he's about 19 st, is there a weight limit"
with turn_span("clear-out Mon 25/8"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert WEIGHT in before, before
    with fault():
        notes.delete(where={"kind": "sponsorship"})

with turn_span("question Tue 2/9"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Tue 2 September 2053. You are talking to Gav, who's registered for Overgate Hospice's abseil "
               "down the Wainhouse Tower (Sun 14 Sept)."] + hits
    assert WEIGHT not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("20 st", "harness", "rugby")), stored
    assert any("max weight 17 stone incl clothes" in c for c in context), context
    reply = answer(question, context, mock="Sorry, no - there's a maximum weight of 17 stone including clothes, so at "
                                           "19 stone he'd be over the limit.")
finish(question, expected="yes - the limit's 20 stone now, Vertical Edge's new harnesses take up to 20 st",
       actual=reply)
