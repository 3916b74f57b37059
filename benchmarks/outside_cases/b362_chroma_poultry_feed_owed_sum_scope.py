"""Batch 362 (held out). A small poultry farm's feed and egg sales: chromadb collection of the farm's notes, script
style (every call its own trace); for a money question the helper asks only the feed and money notes, and the note
with the extra feed delivery was filed under the egg sales.

App: Oluwaseun Farms (about 1,200 layers and a pen of broilers outside Abeokuta) keeps its daily notes in one chroma
collection with metadata ``kind`` (feed, money, eggs, vet, birds). Madam Seun types them in WhatsApp style; her
husband asks the helper things. For a "how much" question the helper asks only the feed and money notes
(``where={"kind": {"$in": ["feed", "money"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 2050-05-02T08:40 note has Alhaji Musa's delivery of
10 bags of layers mash at N14,500 a bag (N145k), N100k paid cash, balance N45k by month end. The note of Fri 13/5
starts with the egg sales (40 crates to Mama Ngozi, 6 crates broken in pen B), so it was filed as eggs, and says in
passing that Alhaji Musa's driver dropped 3 more bags of growers mash yesterday evening at N13k each, to be paid
"with the rest end of month". Question (Wed 25/5, Baba Seun): "Alhaji Musa don call me twice for him money. how much
we owe am for feed?" -> expected N84k (N45k balance + 3 x N13k = N39k). The scoped query returns the feed, money
and price notes; the assistant says N45k.

Numeric (a sum of two recorded amounts in different records).

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Fri 13/5 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"growers" or N13k; the N45k balance is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b362_chroma_poultry_feed_owed_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

EXTRA = ("Fri 13/5 - sold 40 crates to Mama Ngozi @ N3,200 = N128k, she pay full 🙌 breakages 6 crates for pen B, "
         "that boy no dey careful. oh and Alhaji Musa driver drop 3 more bags growers mash yesterday evening for "
         "the broilers, N13k each, I tell am we go pay with the rest end of month")
NOTES = [
    ("feed", "2050-05-02T08:40 Alhaji Musa brought 10 bags layers mash, N14,500 a bag = N145k. I pay N100k cash, "
             "balance N45k, he say no wahala, end of month"),
    ("money", "Sat 7/5 egg money this week N212k. paid Emeka salary N35k, diesel for the borehole pump N9k. "
              "put N100k for bank"),
    ("vet", "Mon 9/5 Dr Yusuf come do Gumboro vaccine for the new broilers, N22k, paid. he say make we watch pen "
            "B, the water too hot"),
    ("eggs", EXTRA),
    ("birds", "Sun 15/5 2 layers die for pen A 😔 maybe the heat. Emeka buried them, we put more water troughs"),
    ("feed", "Tue 17/5 Musa say layers mash go reach N15k a bag from June o, make we stock up before then if we "
             "get money"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("oluwaseun-farms-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Madam Seun"}])

question = "Alhaji Musa don call me twice for him money. how much we owe am for feed?"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert EXTRA in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["feed", "money"]}})
hits = found["documents"][0]
context = ["Today is Wed 25 May 2050. You are talking to Baba Seun, who owns Oluwaseun Farms with Madam Seun."] + hits
assert EXTRA not in hits and not any(w in c.lower() for c in context for w in ("growers", "n13k")), context
assert any("balance N45k" in c for c in context), context
reply = answer(question, context, mock="We owe Alhaji Musa N45k - the balance on the 10 bags of layers mash "
                                       "(N145k, we paid N100k cash).")
finish(question, expected="N84k - the N45k balance on the layers mash plus 3 bags of growers mash at N13k (N39k)",
       actual=reply)
