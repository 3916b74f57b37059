"""Batch 106 (held out). A dog-walking business's client book: chromadb collection, script style (each call its
own trace).

App: Muddy Paws (Kerry and two walkers, Stroud) keep one chroma collection: a card per dog (kind "dog"), texts from
owners (kind "owner-msg", status "done" once dealt with) and route notes (kind "route"). The walkers' helper answers
from whatever is in it. Every Sunday night Kerry clears the done owner texts out.

Planted fault (DeletionError): Sunday's clear-out (22/6) deletes the done owner texts. One of them, from the
Okonjos on 19/6, says they've had the locks done after the break-in up the road, so the spare's not with Mrs Pike
at no. 14 any more, it's in a keysafe on the side wall behind the green bin, code 2918, and please don't give the
code out; Kerry texted back "done, updated". The dog card still says key with Mrs Pike at no 14. Question (Tue
24/6, Josh, covering Biscuit's walk): "where do i get the key for biscuit's? never done the okonjos before" ->
expected the keysafe behind the green bin on the side wall. The assistant says Mrs Pike at number 14.

Expected verdict: DeletionError at the chroma delete (the clear-out, wrapped in fault()). Asserted: the text is in
the query results before the delete and gone from the collection and the context after it; the card's Mrs Pike
line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b106_chroma_dogwalk_key_place_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LOCKS = ("Okonjo 19/6 - hiya, we've had all the locks done after the break in up the road so the spare's not with "
         "Mrs Pike any more, its in a keysafe on the side wall behind the green bin. code 2918 (pls dont give it "
         "out). Biscuit's v excited about his walks as ever x  [K: done, updated]")
DOCS = [
    ("dog", "-", "BISCUIT (Okonjo, 7 Slad Rd) - cockapoo, 3yo, tues + fri 12-1, group walk ok. key w Mrs Pike "
                 "next door at no 14, she's in til 2. no chicken treats, tummy"),
    ("owner-msg", "done", LOCKS),
    ("dog", "-", "MAX (Harris, Bisley Rd) - old lab, 11, solo only, 30 mins max, flat route, arthritis"),
    ("owner-msg", "done", "Harris - can Max do half an hr instead of 45 from now, vet says so. [K: yes sorted]"),
    ("route", "-", "Stratford Park loop 50 mins - lead on by the lido, cattle in the top field jun-sep"),
    ("owner-msg", "-", "Patel - away 30/6 to 4/7, can Luna have a daily walk + feed? will drop food round"),
    ("route", "-", "Slad valley - parking by the Woolpack, 1hr, stiles not great for small dogs"),
    ("owner-msg", "done", "Mrs Pike says she's fine w the walkers parking on her drive on fridays. [K: thanked]"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("muddy-paws", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, _, t in DOCS],
         metadatas=[{"kind": k, "status": s} for k, s, _ in DOCS])

question = "where do i get the key for biscuit's? never done the okonjos before"
words = "Biscuit Okonjo key where spare house access"  # the helper's search words
before = book.query(query_texts=[words], n_results=8)["documents"][0]
assert LOCKS in before, before

# Sun 22/6, Kerry's weekly tidy: the done owner texts go
with fault():
    book.delete(where={"status": "done"})

stored = book.get()["documents"]
hits = book.query(query_texts=[words], n_results=8)["documents"][0]
context = ["Today is Tue 24 June 2037. You are talking to Josh, who's covering Biscuit's walk."] + hits
assert LOCKS not in stored and LOCKS not in context
assert not any("keysafe" in c or "2918" in c or "green bin" in c for c in stored + context)
assert any("key w Mrs Pike next door at no 14" in c for c in context), context
reply = answer(question, context, mock="From Mrs Pike next door at number 14 - she's in till 2, so go before "
                                       "then.")
finish(question, expected="the keysafe on the side wall, behind the green bin", actual=reply)
