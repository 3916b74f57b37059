"""Batch 390 (held out). A roadside market stall: chromadb collection of the stall's notes, script style (every call
its own trace); for a "how much" question the helper asks only the price, delivery and money notes, and the note
with the farmer's second dalo drop was filed under the carrier truck.

App: Losana runs a roadside stall at the Korovuli junction - dalo, cassava, rourou, bele, bananas - stocked by
farmers from up the valley, some of it taken to the Suva market on Vili's carrier on Saturdays. She files her Viber
notes into one chroma collection with metadata ``kind`` (price, delivery, money, truck, stall); for a "how much"
question the helper asks only the price, delivery and money notes
(``where={"kind": {"$in": ["price", "delivery", "money"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Losana's note of 2050-03-01T18:30 has the price board -
Tomasi gets $8 a bundle for his dalo - and her note of Mon 7/3 has Tomasi dropping 12 bundles, pay him Fri as usual.
Her note of Thu 10/3 starts with the carrier coming late again (Vili says the road's all potholes after the rain),
so it was filed as truck, and says in passing that Tomasi came on the same carrier with 8 more bundles of dalo, put
under the tarp, pay him with the others on Fri. Question (Fri 11/3, Losana): "how much do I pay Tomasi today for
this wk's dalo? he's coming at 4" -> expected FJ$160 (12 + 8 = 20 bundles at $8). The scoped query returns the price
note, the Mon drop and a money note; the assistant says $96.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Thu 10/3 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"8 more bundles" or the tarp; the $8 a bundle and the Mon 12 bundles are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b390_chroma_market_stall_dalo_pay_farmer_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SECOND = ("Thu 10/3 carrier came late again 🙄 Vili says the Kings Rd is all potholes after the rain, isa. Tomasi came "
          "on the same carrier w/ 8 more bundles dalo for this wk, put them under the tarp. pay him with the others "
          "on Fri")
NOTES = [
    ("price", "2050-03-01T18:30 price board 💰 dalo $10 a bundle, cassava $5 a heap, rourou $2, bele $2. Tomasi gets "
              "$8 a bundle for his dalo, we keep the $2"),
    ("delivery", "Mon 7/3 Tomasi dropped 12 bundles dalo 6am, good size this time vinaka. pay him Fri as usual"),
    ("money", "Wed 9/3 takings Mon-Wed $186, banked $150 at the agent, $36 float in the tin"),
    ("truck", SECOND),
    ("stall", "Tue 8/3 Sera minding the stall mornings this wk, me after 12. sega selling on Sunday, lotu"),
    ("money", "Fri 4/3 paid Tomasi $80 for last wk's 10 bundles, he says vinaka + will bring more Mon"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("korovuli-stall-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Losana"}])

question = "how much do I pay Tomasi today for this wk's dalo? he's coming at 4"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SECOND in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["price", "delivery", "money"]}})
hits = found["documents"][0]
context = ["Today is Fri 11 March 2050. You are talking to Losana, who runs the roadside stall at the Korovuli "
           "junction."] + hits
assert SECOND not in hits and not any(w in c.lower() for c in context for w in ("8 more", "tarp")), context
assert any("Tomasi gets $8 a bundle" in c for c in context), context
assert any("Tomasi dropped 12 bundles dalo" in c for c in context), context
reply = answer(question, context, mock="$96 - 12 bundles of dalo from Mon at $8 a bundle to Tomasi.")
finish(question, expected="FJ$160 - 20 bundles this wk (12 on Mon + 8 on Thu) at $8 a bundle", actual=reply)
