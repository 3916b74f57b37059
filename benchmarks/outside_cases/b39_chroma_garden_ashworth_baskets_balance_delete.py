"""Batch 39 (held out). A small garden centre's delivery and order notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Bev runs Millbrook Garden Centre (Bev, Tom on the yard, two Saturday staff). Her notes live in one collection
with metadata ``{"week", "kind"}`` (week = wk14 / wk15 / general). Every Saturday the app clears out the week's
delivery notes once the paperwork is filed, so the assistant stops talking about old lorries and pallets. Twelve
notes, late March - April 2025.

Planted fault (DeletionError): Bev's note of Thursday's delivery also holds a customer's deposit: "thurs 3/4 -
Johnsons lorry 7.10am, 40 trays bedding + the compost pallet, Tom unloaded. Mrs Ashworth popped in while we were at
it + put £60 down on her baskets, rang it thru the till as a deposit, receipt in the red book". The week-14
clear-out (week = wk14) deletes it. Question (Sat 12/4): "how much has Mrs Ashworth still got to pay on her
baskets?" -> expected GBP 276 (12 baskets at GBP 28 = 336, less the GBP 60 deposit). The order note (general) is
still there and the assistant says GBP 336.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the delivery note is returned
by the query before the delete and is neither stored nor in the context after; the order note (12 at GBP 28) is in
the context. Another reading: none that we see; nothing else holds the deposit.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b39_chroma_garden_ashworth_baskets_balance_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

THURS = ("thurs 3/4 - Johnsons lorry 7.10am, 40 trays bedding + the compost pallet, Tom unloaded. Mrs Ashworth popped "
         "in while we were at it + put £60 down on her baskets, rang it thru the till as a deposit, receipt in the "
         "red book")
NOTES = [
    ("general", "order", "Mrs Ashworth (big house on Mill Lane) - 12 hanging baskets, fuchsia + trailing lobelia, "
                         "£28 each made up, wants them w/c 5 May, she'll collect in the Volvo"),
    ("wk14", "delivery", "Tues 1/4 Westland compost 2 pallets, driver couldn't get round the back so it's by the "
                         "gate, forklift Weds"),
    ("wk14", "delivery", THURS),
    ("general", "staff", "Tom off Fri 11th (dentist), Kirsty doing the yard"),
    ("wk14", "delivery", "Fri - Hortus shrubs, 3 Danish trolleys, 2 acers broken, photo sent, credit note promised"),
    ("general", "order", "Mr Pugh - 30m beech hedging, bare root season's over so it'll be potted, £4.50 a plant, "
                         "ring him"),
    ("wk15", "delivery", "Mon 7/4 seed potatoes + onion sets topped up, Kings Seeds van 11ish"),
    ("general", "order", "hanging basket liners low - need 40 more before the basket orders get going"),
    ("wk15", "delivery", "Wed 9/4 Johnsons again - perennials, 18 trays, invoice in the office"),
    ("general", "admin", "Easter weekend opening 9-5 both days, Sunday 10-4 as normal"),
    ("general", "order", "Greenfield Primary garden club - 30 bags compost + 6 trays of strawberries, Fri 18th"),
    ("general", "admin", "till roll order + card machine paper, Bev to do Mon"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("millbrook", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"week": w, "kind": k} for w, k, _ in NOTES])

question = "how much has Mrs Ashworth still got to pay on her baskets?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert THURS in before, before

# Saturday's clear-out of week 14's delivery notes
with fault():
    notes.delete(where={"week": "wk14"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Sat 12/4/25."] + hits
assert THURS not in stored
assert any("12 hanging baskets" in c and "£28 each" in c for c in context), context
assert not any("£60" in c or "deposit" in c for c in context + stored), context
reply = answer(question, context, mock="£336 - that's 12 baskets at £28 each, to pay when she collects w/c 5 May.")
finish(question, expected="£276 - she's already put £60 down on the £336", actual=reply)
