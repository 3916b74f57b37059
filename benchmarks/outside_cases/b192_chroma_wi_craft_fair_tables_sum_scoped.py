"""Batch 192 (held out). A WI's Christmas craft fair: chromadb collection, one root span per note and one for the
question; the helper's query is scoped to the "tables" notes and misses the raffle note that, in passing, put the
table price up.

App: Church Aston WI's Christmas craft fair is Sat 29th Nov 2043 in the village hall, 10-3 - about 20 stallholders'
tables, a raffle, mulled wine and mince pies in the kitchen hatch. Joan (the WI's president) keeps the fair's notes in
one chroma collection, each with a ``kind`` (tables, raffle, mulled wine, hall); when a stallholder asks about
tables, the helper queries only the notes of kind "tables" (``where={"kind": "tables"}``), 4 results.

Planted fault (RetrievalError, filtered out by scope): the tables note of 2043-09-18T19:30 has £8 a table, trestles
6ft, a plug £2 extra (fairy lights, hot glue guns...). Joan's note of 16th Oct, filed as "raffle" (it's mostly the
raffle prizes), says in passing that the committee agreed tables are £10 each this year as the hall's put a heating
charge on for the winter, so the stallholders owe £10 a table (plugs still £2). Question (Tue 11/11, Pam, who does
wreaths and wants a plug for her glue gun): "how much do I owe for 2 tables + a plug? want to send it by bank
transfer" -> expected £22 (2 x £10 + £2). The assistant says £18.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the note is in the
collection and the same question without the filter has it in its top 4, but the kind filter kept it out of the
context the model saw. Asserted: the unscoped top 4 has the note; the scoped hits and the context have no £10 or
heating charge; the £8 + £2 plug line is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b192_chroma_wi_craft_fair_tables_sum_scoped", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PRICE = ("raffle 🎁 prizes so far - hamper off the Co-op, a Pizza Express voucher, Sheila's crochet angel, bottle of "
         "Baileys. tix 5 for £1. oh + committee agreed tables are £10 each this yr, the hall's put a heating charge on "
         "for the winter 🥶 so can you tell the stallholders they owe £10 a table (plugs still £2) if they've not "
         "paid yet")
NOTES = [
    ("2043-09-18T19:30", "tables", "CRAFT FAIR sat 29th nov 10-3 🎄 tables £8 each, 6ft trestles, a plug is £2 extra "
                                   "(fairy lights, glue guns etc). setting up from 8.30, out by 4"),
    ("2.10.", "hall", "hall booked 8.30-5, key off Brian. kitchen hatch for the mulled wine + mince pies, urn's been "
                      "PAT tested"),
    ("16th Oct", "raffle", PRICE),
    ("22.10.", "tables", "tables booked so far - Pam wreaths (2), Sue cards, Val jewellery, the candle lady, Derek's "
                         "bird boxes, Kath knitted stuff. 14 of 20 gone"),
    ("Weds 5 Nov", "mulled wine", "mulled wine £2 a cup, mince pies 50p, Joan's doing a non-alcoholic one for the "
                                  "drivers. need 2 more on the hatch 11-1"),
    ("8/11", "tables", "stallholders pay by bank transfer pls - WI acct, ref TABLE + your name. no cash on the day "
                       "if poss"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("church-aston-wi-craft-fair-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "kind": kind, "by": "Joan"}])

question = "how much do I owe for 2 tables + a plug? want to send it by bank transfer"
with turn_span("question Tue 11/11"):
    unscoped = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert PRICE in unscoped, unscoped
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"kind": "tables"})
    hits = found["documents"][0]
    context = ["Today is Tue 11 Nov 2043. You are talking to Pam, who has wreath tables at Church Aston WI's Christmas "
               "craft fair (Sat 29 Nov, village hall, 10-3)."] + hits
    assert PRICE not in context and not any(w in c.lower() for c in context
                                            for w in ("£10", "heating charge")), context
    assert any("tables £8 each" in c and "a plug is £2 extra" in c for c in context), context
    reply = answer(question, context, mock="£18 - 2 tables at £8 each plus £2 for the plug. Bank transfer to the WI "
                                           "account, ref TABLE + your name.")
finish(question, expected="£22 - tables are £10 each this yr (the hall's heating charge) + £2 for the plug",
       actual=reply)
