"""Batch 82 (held out). A market garden's restaurant orders: chromadb collection of order notes, query filtered
by customer, script style (each call its own trace).

App: Nell runs Long Furrow, a three-acre market garden that supplies a few restaurants. Orders, chefs' texts and
invoice bits go into one chroma collection with a ``customer`` field in the metadata, typed by whoever took the
message. The packing app asks for one customer's notes by filtering on ``customer``.

Planted fault (RetrievalError, filtered by scope): the Saltbox's chef texted on Sun 8/6 asking for 3kg of the
rainbow chard on top this week, for a special; Ollie logged it under customer "Saltbox Kitchen" (the restaurant's
full name) while everything else is under "Saltbox". The packing query is filtered to ``customer == "Saltbox"`` and
leaves the text out. The standing order (6 salad bags, 2 punnets of edible flowers) and the week's note (1.5kg
French breakfast radish) are in. Question (Wed 11/6, Ollie packing): "what's going in the Saltbox delivery
tomorrow?" -> expected the salad bags, flowers, radish and the chard. The assistant leaves the chard out.

Expected verdict: RetrievalError at chroma.query (the filtered query, wrapped in fault()). Asserted: the same query
unfiltered returns the chef's text; the filtered one leaves it out, and the standing order is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b82_chroma_garden_saltbox_box_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CHARD = ("Sun 8/6 text from Marco (Saltbox) - can he get 3kg of the rainbow chard this thurs on top of the usual, "
         "doing a special w it. said yes, plenty in bed 4. he says the radish last wk was the best yet")
DOCS = [
    ("Saltbox", "STANDING - Saltbox thursdays: 6 x 500g salad bags + 2 punnets edible flowers (whatever's going), "
                "kitchen door down the side, before 10"),
    ("Swan", "Swan (Rafa) fridays: microgreens 4 trays, pea shoots 1kg, invoice monthly"),
    ("Saltbox", "wk of 9/6 Saltbox extra: 1.5kg french breakfast radish, tops on pls"),
    ("Olive Tree", "Olive Tree tues + fri - 10kg new pots from late june, eggs 5 doz when the hens are laying"),
    ("Saltbox Kitchen", CHARD),
    ("Saltbox", "Saltbox May invoice £312.40 sent 2/6, they pay on the 15th usually"),
    ("Swan", "Rafa says the pea shoot dish comes off the menu when the summer menu starts 1/7"),
    ("Olive Tree", "Olive Tree - new sous chef Priti, text her not Sam from now"),
    ("Saltbox", "Saltbox want the salad bags w/o rocket this month, someone's allergic in the kitchen?? (nuts? "
                "no, rocket apparently)"),
    ("misc", "van MOT 20/6, Ollie do the swan run in his car that fri"),
]

client = chromadb.EphemeralClient()
orders = client.get_or_create_collection("long-furrow", embedding_function=offline.chroma_embedding_function())
orders.add(ids=[f"o{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
           metadatas=[{"customer": c} for c, _ in DOCS])

question = "what's going in the Saltbox delivery tomorrow?"
words = "Saltbox thursday delivery order this week chard radish salad bags flowers"  # the packing app's words
wide = orders.query(query_texts=[words], n_results=6)["documents"][0]
assert CHARD in wide, wide

with fault():
    hits = orders.query(query_texts=[words], n_results=6, where={"customer": "Saltbox"})["documents"][0]
context = ["Today is Wed 11 June 2031. You are talking to Ollie, packing the Thursday boxes."] + hits
assert not any("chard" in c for c in context), context
assert any("6 x 500g salad bags + 2 punnets edible flowers" in c for c in context), context
assert any("1.5kg french breakfast radish" in c for c in context), context
reply = answer(question, context, mock="6 salad bags (no rocket this month), 2 punnets of edible flowers and 1.5kg "
                                       "of French breakfast radish with the tops on. Kitchen door, before 10.")
finish(question, expected="salad bags x6 (no rocket), 2 punnets of flowers, the radish and 3kg of rainbow chard",
       actual=reply)
