"""Batch 368 (held out). An Irish fishing co-op's quota tracking: chromadb collection of the co-op office's notes
and the skippers' texts, script style (every call its own trace); for a "how much" question the helper asks only
the quota, landings and fuel notes, and the note with a quota swap was filed under gear.

App: the Donegal Bay Fishermen's Co-op (Killybegs) keep the quota and landings for their whitefish boats. Bernie in
the office files everything into one chroma collection with metadata ``kind`` (quota, landings, fuel, gear, crew,
harbour); for a "how much" question the helper asks only the quota, landings and fuel notes
(``where={"kind": {"$in": ["quota", "landings", "fuel"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the PO's note of 2051-03-01T09:00 gives the Girl Anne (SO
725) 14 t of hake for March; the landings note of Mon 20/3 has 9,350 kg of hake landed against March so far. Martin
(her skipper) texted on Tue 21/3 about the net (back from Seamus at the loft, new cod end, 1,850 euro) - so it was
filed as gear - and said in passing that PJ squared it with the Ocean Way (SO 902): the Girl Anne takes 3 t of their
March hake, swapped for 2 t of her megrim, the PO has it on the system. Question (Weds 22/3, Martin): "how much hake
have we left for the month? want to know will we do one more trip on it" -> expected 7.65 t (14 t + 3 t swapped in,
less 9.35 t landed). The scoped query returns the quota, landings and fuel notes; the assistant says 4.65 t.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 21/3 text is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the text is in the unfiltered 5 nearest and not in the filtered result; no context line has the
swap, the Ocean Way or the 3 t; the 14 t allocation and the 9,350 kg landed are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b368_chroma_killybegs_coop_hake_quota_left_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SWAP = ("Tue 21/3 Martin txt - net's back from Seamus at the loft, new cod end + the belly mended, €1,850 🙄. oh and "
        "PJ squared it with the Ocean Way SO 902 - we're taking 3 t of their hake for March, swapped for 2 t of our "
        "megrim, the PO has it on the system. so more hake left for us this month")
NOTES = [
    ("quota", "2051-03-01T09:00 PO allocations MARCH - Girl Anne SO 725: hake 14 t, megrim 6 t, monk 4.5 t, "
              "whiting 3 t. pls keep ur own tally, we're not chasing ye this yr"),
    ("landings", "Mon 20/3 landings vs March so far, Girl Anne: hake 9,350 kg, megrim 2,100 kg, monk 1,880 kg. "
                 "auction Killybegs, prices grand for the hake"),
    ("fuel", "fuel 17/3 - Girl Anne 5,400 L at the pier, €0.92/L, on the co-op account. next fill thurs wk"),
    ("gear", SWAP),
    ("crew", "crew 18.3. - Martin + 5, young Darragh back after his ticket, Fergal off for the wedding next trip"),
    ("harbour", "Sun 19th harbour - Girl Anne on the Smooth Point pontoon till Fri, HW 0912 / 2130, NW 5-6"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("donegal-bay-coop-quota-51",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Bernie"}])

question = "how much hake have we left for the month? want to know will we do one more trip on it"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SWAP in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["quota", "landings", "fuel"]}})
hits = found["documents"][0]
context = ["Today is Weds 22 March 2051. You are talking to Martin, skipper of the Girl Anne SO 725, a member boat of "
           "the Donegal Bay Fishermen's Co-op."] + hits
assert SWAP not in hits and not any(w in c.lower() for c in context for w in ("swapped", "ocean way", "3 t of")), context
assert any("hake 14 t" in c for c in context), context
assert any("hake 9,350 kg" in c for c in context), context
reply = answer(question, context, mock="4.65 t - that's the 14 t March allocation less the 9,350 kg landed so far. "
                                       "Enough for one more decent trip.")
finish(question, expected="7.65 t - 14 t plus the 3 t swapped in from the Ocean Way, less 9.35 t landed",
       actual=reply)
