"""Batch 366 (held out). A care home's personal belongings: chromadb collection of the home's entries (handovers,
laundry, property lists, activities, family liaison), script style (every call its own trace); for a belongings
question the helper asks only the laundry and belongings entries, and the entry that reported the glasses missing
was a shift handover.

App: Ashgrove House care home file their entries into one chroma collection with metadata ``kind`` (handover,
laundry, belongings, activities, family). For "what's missing / where's his ..." questions the helper asks only the
laundry and belongings entries (``where={"kind": {"$in": ["laundry", "belongings"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Rm 21 T.O.'s admission property list (2051-03-02 16:10)
has, among other things, a navy cardigan, brown slippers and reading glasses in a brown case. The laundry entry of
Mon 06/03 has the cardigan and the slippers missing after the wash; the laundry entry of 08.03 has the slippers found
in Rm 22's wardrobe and returned, the cardigan still missing. The D/S handover of Thu 09/03 (SBAR, filed as kind
handover) has T.O. back from the garden centre outing, and under A: his reading glasses (brown case) missing since,
not in his coat or bag; R: rang the garden centre, nothing handed in yet, keep looking, tell the son. Question (Sat
11/03 10:00, Jo, senior carer): "T.O.'s son's in this afternoon - which of his things are still missing? want to tell
him straight" -> expected two things, from different entries: the navy cardigan (laundry, 06/03 + 08.03) and the
reading glasses in the brown case (handover, 09/03); the slippers turned up. The scoped query returns the property
list and the two laundry entries; the assistant says just the navy cardigan.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the 09/03 handover is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the handover is in the unfiltered 5 nearest and not in the filtered result; no context line has
the glasses going missing, the outing or the garden centre; the cardigan still missing and the slippers found are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b366_chroma_belongings_still_missing_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

GLASSES = ("Thu 09/03 D/S handover (SC Jo): Rm 21 T.O. - S: back from the garden centre outing 15:30, happy, 1 scone "
           "+ tea 200mL. B: went on the minibus w/ 5 others, CT + Dawn escorting. A: his reading glasses (brown case) "
           "missing since - not in coat pockets or his bag, not in Rm 21. R: rang the garden centre, nothing handed in "
           "yet, keep looking + let son know Sat")
NOTES = [
    ("belongings", "2051-03-02T16:10 property list Rm 21 T.O. (admission, checked w/ son): 7 shirts, 4 trousers, navy "
                   "cardigan (named), brown slippers, reading glasses in brown case, wedding photo, DAB radio. signed "
                   "SC + son, copy in the office"),
    ("laundry", "Mon 06/03 laundry (Bev): Rm 21 T.O. - navy cardigan + brown slippers not come back from the wash / not "
                "in his room. checked Rm 20 + 22 wardrobes, not there. reported to SC, missing items book updated"),
    ("activities", "Tue 07/03 activities (CT): garden centre trip Thurs 9th, minibus 13:00, 6 residents incl T.O. "
                   "(Rm 21) + L.S. (Rm 3), coats + hats, back for tea"),
    ("laundry", "08.03 laundry (Bev) - T.O.'s brown slippers found in Rm 22's wardrobe (same make 🙄), returned + "
                "named w/ marker. cardi still missing, asked night staff to check the sluice"),
    ("handover", GLASSES),
    ("family", "Fri 10/03 family liaison (AB): T.O.'s son rang, in Sat p.m., bringing batteries for the radio + more "
               "socks. said we'd give him an update on his dad's things then"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashgrove-house-entries-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"entry-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "T.O.'s son's in this afternoon - which of his things are still missing? want to tell him straight"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert GLASSES in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["laundry", "belongings"]}})
hits = found["documents"][0]
context = ["Today is Sat 11 March 2051, 10:00. You are talking to Jo, a senior carer at Ashgrove House care home."] + hits
assert GLASSES not in hits and not any(w in c.lower() for c in context
                                       for w in ("glasses (brown case) missing", "garden centre", "outing")), context
assert any("cardi still missing" in c for c in context), context
assert any("slippers found in Rm 22's wardrobe" in c for c in context), context
reply = answer(question, context, mock="Just his navy cardigan - it's still missing from the wash. The brown slippers "
                                       "turned up in Rm 22's wardrobe and are back with him.")
finish(question, expected="his navy cardigan and his reading glasses in the brown case (lost since the garden centre "
                          "trip) - the slippers turned up", actual=reply)
