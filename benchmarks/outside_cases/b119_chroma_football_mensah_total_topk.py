"""Batch 119 (held out). A youth football club treasurer's notes: chromadb collection, the helper's query with a small
top-k (n_results=3), script style (each call its own trace).

App: Bev, treasurer of Millbrook Juniors FC, keeps the subs, kit orders and parents' messages in one chroma
collection; when a coach asks what a family owes, the helper queries it with ``n_results=3`` and answers from those.

Planted fault (RetrievalError, cut by top-k): the U11s autumn subs are £60 for the term; Jayden Mensah's new kit
(shirt, shorts, socks) is £32, his mum paying with the subs; and on 22.9. his mum texted to ask if she can add the
club trackie too (£24, 11-12yrs) - Bev said yes, put it on her bill. That message shares few words with the query
and ranks sixth, behind notes about Jayden's lifts and his player-of-the-match trophy, so the top-3 query leaves it
out. Question (Sat 26/9, Coach Dean, Mrs Mensah is at the touchline with her purse): "how much is jayden's mum
paying me all in, subs + kit?" -> expected £116 (60 + 32 + 24). The assistant says £92.

Expected verdict: RetrievalError at the top-3 chroma query (wrapped in fault()): the message that decides the sum is
in the collection and the same query with a wider n_results finds it, but the query the app made could not return
it. Asserted: the wider query returns the trackie message; the top-3 one leaves it out; the subs and kit lines are in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b119_chroma_football_mensah_total_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TRACKIE = ("text from Jayden's mum 22.9. - can she have the club trackie as well? £24, size 11-12yrs. said yes, "
           "put it on her bill, it'll come w the next order. Bev")
DOCS = [
    "U11s subs autumn term (Sept-Dec) £60 per player. paid: Kai, Ollie, Reuben, Sami. still owed: Jayden Mensah "
    "(his mum paying his subs end of sept), Alfie T (£15/mth by standing order from Oct)",
    "kit order 14/9 - Jayden Mensah: shirt + shorts + socks £32 (no 7, MENSAH on the back). mum paying w his subs at "
    "the end of sept",
    TRACKIE,
    "Jayden Mensah player of the match v Ashton Tue 23rd, trophy at the engravers, ready for presentation night",
    "lifts for away games - Jayden Mensah + Kai go with the Carters, Sun 9.30 from the club car park",
    "U9s subs £45 for the term, they train sat 9-10 only",
    "ref's fee for home games £25 cash on the day, from the tin - Dean to sign the sheet",
    "new goal nets £86 from Soccer Supplies 16th may, paid from the summer fair money",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("millbrook-juniors", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"b{i:02d}" for i in range(len(DOCS))], documents=DOCS)

words = "how much does Jayden Mensah owe for subs and kit"
wide = notes.query(query_texts=[words], n_results=8)["documents"][0]
assert TRACKIE in wide, wide

with fault():
    found = notes.query(query_texts=[words], n_results=3)
hits = found["documents"][0]
question = "how much is jayden's mum paying me all in, subs + kit?"
context = ["Today is Sat 26 September 2037. You are talking to Dean, who coaches Millbrook Juniors' U11s."] + hits
assert TRACKIE not in context and not any("trackie" in c or "£24" in c for c in context), context
assert any("£60 per player" in c and "still owed: Jayden" in c for c in context), context
assert any("£32" in c for c in context), context
reply = answer(question, context, mock="£92 - £60 for the autumn term's subs plus £32 for his kit.")
finish(question, expected="£116 - £60 subs, £32 kit and the £24 club trackie she added", actual=reply)
