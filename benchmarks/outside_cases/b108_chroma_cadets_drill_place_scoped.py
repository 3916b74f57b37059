"""Batch 108 (held out). A sea cadets unit's notice book: chromadb collection, the parents' helper searches the
parents' notices only, script style (each call its own trace).

App: TS Resolute (a sea cadets unit on the Medway) keeps one chroma collection: notices sent to parents (kind
"parents"), the staff group's notes (kind "staff") and the boat log (kind "boats"). The helper that answers
parents' questions is scoped to the parents' notices (``where={"kind": "parents"}``).

Planted fault (RetrievalError, filtered by scope): PO Ferris's staff note of Tue 4/2 says the harbour's full of the
tall ships for the festival so no launching off the pontoon Saturday; the Toppers and the Quest go up to Bewl Water
sailing club on the trailer Fri night and cadets get dropped at the club's main car park 0900; the notice to parents
goes out Fri. It is kind "staff", so the scoped query leaves it out; the parents' notice (sent 27/1) says Saturday's
boat drill is at the unit HQ, Canal Basin. Question (Thu 6/2, Kai's dad): "where am i dropping kai for the boat
drill sat?" -> expected Bewl Water sailing club. The assistant says the unit HQ at the Canal Basin.

Expected verdict: RetrievalError at the chroma query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the staff note; the scoped one leaves it out; the HQ notice is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b108_chroma_cadets_drill_place_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

BEWL = ("PO Ferris Tue 4/2: heads up all - harbour's rammed w the tall ships for the festival so NO launching off "
        "our pontoon sat. taking the 3 Toppers + the Quest up to Bewl Water SC on the trailer fri nt, cadets to be "
        "dropped at the club main car park 0900. parents notice going out fri, I'll do it. CPO Shah towing")
DOCS = [
    ("parents", "27/1 to parents: BOAT DRILL sat 8th Feb 0900-1530 at unit HQ, Canal Basin. packed lunch, spare "
                "clothes in a dry bag, no jeans on the water pls. £5 subs as usual"),
    ("staff", BEWL),
    ("boats", "Quest - new jib sheet fitted 1/2, bung on the port side was missing, spare in the red box"),
    ("parents", "parents - uniform night is tues, blues + hat, badges sewn on (not safety pins!!)"),
    ("staff", "Lt Okoro: 2 new cadets starting 11th, Ellie M + Josh T, forms in the office"),
    ("boats", "Topper 2 mast step cracked, ok for drill but not racing"),
    ("parents", "subs for spring term £45, or £5 a night, paid to CPO Shah or bank transfer ref cadet name"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("ts-resolute", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "where am i dropping kai for the boat drill sat?"
words = "boat drill Saturday where drop off cadets place"  # the helper's search words
wide = book.query(query_texts=[words], n_results=7)["documents"][0]
assert BEWL in wide, wide

with fault():
    found = book.query(query_texts=[words], n_results=7, where={"kind": "parents"})
hits = found["documents"][0]
context = ["Today is Thu 6 February 2038. You are talking to Kai's dad, a cadet's parent."] + hits
assert BEWL not in context and not any("Bewl" in c or "tall ships" in c for c in context), context
assert any("at unit HQ, Canal Basin" in c for c in context), context
reply = answer(question, context, mock="At the unit HQ in the Canal Basin, 9am on Saturday - pack him a lunch and "
                                       "spare clothes in a dry bag.")
finish(question, expected="up at Bewl Water sailing club, main car park - the harbour's full of tall ships",
       actual=reply)
