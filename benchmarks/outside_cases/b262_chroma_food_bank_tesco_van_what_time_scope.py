"""Batch 262 (held out). A food bank warehouse: chromadb collection of the warehouse team's notes, script style
(every call its own trace); for a question about a delivery the helper asks only the deliveries notes, and the note
with the Tesco van's new time was filed under the volunteers.

App: Calder Valley Food Bank run a warehouse in an old mill unit on Cross St - supermarket surplus and donations
come in, get date-checked and sorted, and go out as parcels to the distribution centres. Ray (the warehouse
manager) files the team's notes into one chroma collection with metadata ``kind`` (deliveries, volunteers, stock,
rota); for a delivery question the helper asks only the deliveries notes (``where={"kind": "deliveries"}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Ray's note of 2051-03-02T09:15 has the Tesco surplus van
every Thursday at the loading bay about 10, 12-15 crates, two to unload. His note of Tue 14 March starts with a
welcome to three new Thursday volunteers from the uni (so it was filed as volunteers) and says, as a heads up, that
the Tesco driver has changed his round and comes to the food bank first now, so it's 7.30 on a Thursday, not 10,
and the early lot need to be in for it. Question (Weds 15/3, Pete, a volunteer): "what time's the tesco van
tomorrow? I'll come in + help unload" -> expected 7.30am. The scoped query returns the three deliveries notes; the
assistant says about 10.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 14 March note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
7.30 or "changed his round"; the Thursday 10ish line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b262_chroma_food_bank_tesco_van_what_time_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EARLY = ("Tue 14 March - welcome to our 3 new thurs volunteers from the uni 👋 Aisha, Tom + Kerry, inductions done. "
         "heads up, the Tesco driver's changed his round, he comes to us first now so the van's 7.30 thurs not 10, "
         "the early lot need to be in for it. hi-vis on in the yard pls, it's dark")
NOTES = [
    ("deliveries", "2051-03-02T09:15 Tesco surplus van - every thurs at the loading bay, 10ish, usually 12-15 crates, "
                   "need 2 to unload. check the dates on the chilled b4 it goes in the fridge"),
    ("deliveries", "FareShare pallet alt mondays 8.30 - forklift ticket holders ONLY (Ray, Sue). sign the docket"),
    ("deliveries", "6/3 Morrisons community champion's dropping off the toiletries collection fri 17th, afternoon "
                   "sometime, she'll ring from the car park"),
    ("stock", "Mon 13/3 low on tinned fruit, UHT milk, tinned toms + nappies size 5. loads of pasta (again 🙄)"),
    ("volunteers", EARLY),
    ("rota", "rota for w/c 20/3 is on the board in the kitchen, Sue's on keys thurs + sat. swap on the whatsapp"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cv-foodbank-warehouse", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Ray"}])

question = "what time's the tesco van tomorrow? I'll come in + help unload"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert EARLY in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": "deliveries"})
hits = found["documents"][0]
context = ["Today is Weds 15 March 2051. You are talking to Pete, a volunteer at Calder Valley Food Bank's "
           "warehouse."] + hits
assert EARLY not in hits and not any(w in c.lower() for c in context for w in ("7.30", "changed his round")), context
assert any("every thurs at the loading bay, 10ish" in c for c in context), context
reply = answer(question, context, mock="About 10 - the Tesco van comes to the loading bay around then on a Thursday, "
                                       "usually 12-15 crates, so an extra pair of hands is great.")
finish(question, expected="7.30am - the Tesco driver's changed his round and comes to the food bank first now",
       actual=reply)
