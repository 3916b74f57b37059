"""Batch 326 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the cake maker files the order notes, her partner files the payments), then the question's query.

App: Lou runs Crumb & Co Cakes in Holmfirth and Dan (her partner) does the books; each files their own notes into
one chroma collection and the helper answers customers' questions from the 4 nearest.

Memory: Lou, 2051-02-11T15:00 - the Ellis / Sharma wedding, Sat 22nd July, 3 tiers (lemon, vanilla, chocolate),
buttercream with pressed flowers, quote £480; Dan, 18/2 - the £100 deposit's in from Ms Ellis by bank transfer,
balance £380 due 2 weeks before the wedding; Lou, Tue 9th May - they want sugar peonies cascading down the side
now, +£45, told them it goes on the balance; Dan, 3/6 - Ms Ellis sent another £200 tonight, says the rest nearer the
time. Question (Mon 3/7, Ms Ellis by email): "how much do we still owe for the cake? want to settle up this week"
The assistant says £225 (£480 + £45 for the peonies, less the £100 deposit and the £200). The label says £380.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b326_ctl_chroma_wedding_cake_balance_left_diff_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "lou": [
        "2051-02-11T15:00 ORDER 🎂 Ellis/Sharma wedding sat 22nd july, Holmfirth Vineyard. 3 tier - lemon, vanilla, "
        "choc. buttercream w/ pressed flowers. quote £480, they're happy",
        "Tue 9th May - Ellis/Sharma want sugar peonies cascading down the side now 🌸 +£45, told them it goes on the "
        "balance",
    ],
    "dan": [
        "18/2 dep £100 rcvd from Ms Ellis (bank transfer) for the Ellis/Sharma cake, balance £380 due 2 wks b4 the "
        "wedding",
        "3/6 - Ms Ellis sent another £200 tonight for the cake 👍 says rest nearer the time",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("crumb-and-co-orders-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == 4

question = "how much do we still owe for the cake? want to settle up this week"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 3 July 2051. You are talking to Ms Ellis, whose wedding cake (Ellis/Sharma, Sat 22 July) "
           "Crumb & Co Cakes are making."] + hits
assert any("quote £480" in c for c in context), context
assert any("balance £380 due" in c for c in context), context
assert any("+£45" in c for c in context), context
assert any("sent another £200" in c for c in context), context
reply = answer(question, context, mock="£225 - £480 plus £45 for the sugar peonies, less your £100 deposit and the "
                                       "£200 you sent in June.")
finish(question, expected="£380", actual=reply)
