"""Batch 128 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, one root span per note and
one for the question.

App: the Napton community pantry shop's volunteers log deliveries, invoices and supplier calls into a chroma
collection from the shop's tablet; the helper answers the treasurer from a search of it.

Memory: 3/3 Hargreaves delivery (eggs, bread, milk), invoice £84.20 on the spike; 17th mar Hargreaves again, £61.50,
two trays of eggs cracked at the bottom of the crate, photo'd; Tue 24th the Hargreaves statement's come, £145.70
owing for March, due by 7th April; Weds 25/3 Sue rang Sam at Hargreaves about the cracked ones - he's knocking £9 off
for the two trays, just pay what's left and he'll sort his end. Question (Thu 26/3, Pete, treasurer): "how much do we
owe hargreaves for march? doing the transfer tonight" The assistant says £136.70 (the statement's £145.70 less the £9
for the cracked eggs). The label says £145.70 - in memory, the statement's figure before Sam's £9 came off.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b128_ctl_chroma_pantry_hargreaves_owed_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

NOTES = [
    "3/3 Hargreaves delivery in - 6 trays eggs, bread, milk. invoice £84.20, it's on the spike. Marg",
    "Tue 10/3 Greens - veg £38, paid cash from the tin, receipt in the book",
    "17th mar - Hargreaves again, £61.50. 2 trays of eggs cracked at the bottom of the crate, photo'd them on the "
    "tablet. Jim",
    "Tue 24th - Hargreaves statement's come, £145.70 owing for march, due by 7th april. on the spike w the invoices",
    "Weds 25/3 rang Sam at Hargreaves about the cracked ones, he's knocking £9 off for the 2 trays - says just pay "
    "what's left + he'll sort his end. Sue",
    "25.3. Brayfields order went in fine, £212 on account, they invoice monthly",
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("napton-pantry", embedding_function=offline.chroma_embedding_function())
for i, note in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        log.add(ids=[f"n{i:02d}"], documents=[note])

question = "how much do we owe hargreaves for march? doing the transfer tonight"
with turn_span("question Thu 26/3"):
    hits = log.query(query_texts=["Hargreaves owe march statement invoice eggs £"], n_results=6)["documents"][0]
    context = ["Today is Thu 26 March 2037. You are talking to Pete, the pantry shop's treasurer."] + hits
    assert any("£145.70 owing for march" in c for c in context), context
    assert any("knocking £9 off for the 2 trays" in c for c in context), context
    reply = answer(question, context, mock="£136.70 - the £145.70 on the statement less the £9 Sam's knocking off for "
                                           "the cracked eggs.")
finish(question, expected="£145.70", actual=reply)
