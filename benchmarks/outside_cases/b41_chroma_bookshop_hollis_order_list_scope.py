"""Batch 41 (held out). A small bookshop's events: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Page & Hollow Books (one shop on Bridge St, Annie the owner, Mel part-time, Sat staff Dev). Annie's notes live in
one collection with metadata ``{"event", "kind"}``: event = the event a note is for ("hollis-evening",
"kids-halfterm", ...) or "general" for everything else (reps' emails, the till, the window). When she asks about an
event the app queries that event's notes only (a ``where`` on event), as it always has.

Planted fault (RetrievalError, filtered out by scope): the publisher's rep emailed about the crime writer Maggie
Hollis's evening (Thu 16 Oct), and Annie pasted it in as a general note: "Alison (Penguin rep) 29/9 - Maggie's asked
for the new novella Small Hours (hb, out 9 Oct) on the signing table as well, order direct via Alison not Gardners,
sale or return ok. also their autumn catalogue's in the post". The event-scoped query misses it. Question (Wed
1/10): "which of Maggie's books do I need to get in for her evening?" -> expected The Salt Marsh, Low Tide and Small
Hours, spread over three notes. The assistant lists the first two.

Expected verdict: RetrievalError at chroma.query (the one scoped query in fault()). Asserted: the rep's note is in
the collection and among the hits of the same query without the filter, and not in the context; the other two titles
are. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b41_chroma_bookshop_hollis_order_list_scope", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REP = ("Alison (Penguin rep) 29/9 - Maggie's asked for the new novella Small Hours (hb, out 9 Oct) on the signing "
       "table as well, order direct via Alison not Gardners, sale or return ok. also their autumn catalogue's in "
       "the post")
NOTES = [
    ("hollis-evening", "plan", "Maggie Hollis evening Thu 16/10, 7pm, doors 6.30, £5 tix redeemable against a book, "
                               "wine from Kemp's, 40 chairs max in the shop"),
    ("hollis-evening", "stock", "Maggie evening - order 30 x The Salt Marsh (new pb, the one she's touring), "
                                "Gardners by 6/10 latest"),
    ("general", "rep", REP),
    ("kids-halfterm", "plan", "half term dino storytime Tue 28/10 11am, Mel's doing the voices, need 2 more bean bags"),
    ("hollis-evening", "stock", "she'd like her backlist out too - really only Low Tide still in print, get 10, the "
                                "others are OP"),
    ("general", "till", "card machine keeps dropping wifi, rang the bank 30/9, they're sending a new one"),
    ("hollis-evening", "tickets", "tix sold so far 22 (website 15, counter 7), Mrs Kaur wants 4 for her book club"),
    ("general", "window", "window for Oct: autumn reads + Maggie's poster, Dev's painting leaves"),
    ("kids-halfterm", "stock", "dino books - order 6 each of the 3 Dinosaur Roar ones"),
    ("hollis-evening", "misc", "Maggie's train gets in 5.52, Annie picking her up, she's veggie - book the Thai after"),
    ("general", "stock", "Gardners order day is Mon, over £100 free delivery"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("page-and-hollow", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"event": e, "kind": k} for e, k, _ in NOTES])

question = "which of Maggie's books do I need to get in for her evening?"
unscoped = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert REP in unscoped, unscoped

with fault():
    hits = notes.query(query_texts=[question], n_results=6, where={"event": "hollis-evening"})["documents"][0]
context = ["Today is Wed 1/10/25."] + hits
assert any("The Salt Marsh" in c for c in context), context
assert any("Low Tide" in c for c in context), context
assert not any("Small Hours" in c or "Alison" in c for c in context), context
reply = answer(question, context, mock="Two: The Salt Marsh (30 of the new paperback, Gardners by the 6th) and 10 "
                                       "of Low Tide - the rest of her backlist is out of print.")
finish(question, expected="Salt Marsh, Low Tide and the new Small Hours hardback", actual=reply)
