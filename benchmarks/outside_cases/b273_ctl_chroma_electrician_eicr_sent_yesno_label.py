"""Batch 273 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Dave's notes and Lisa's filed at the same time).

App: Sharp Electrical (Dave Sharp, with Lisa doing the books and the paperwork) keep their job notes in one chroma
collection; landlords and letting agents ask the helper where their certificates are.

Memory: Dave, 2051-04-26T16:30 - EICR done at 22 Fern St for Mrs Okafor, satisfactory, 2 C3s, not issuing the cert
till she's paid; Dave, 3/5 - Fern St board's old but fine; Lisa, Thu 11th May - Mrs Okafor paid by transfer this
morning, the cert went to her and the letting agent by email this afternoon, copy in the Fern St folder; Lisa,
12.5. - two more landlords asking for quotes. Question (Mon 15/5, the letting agent): "has Mrs Okafor's EICR for
Fern St been sent? the new tenant moves in fri + we need it on file" The assistant says yes - emailed on Thu 11th
May. The label says no, not till she pays.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b273_ctl_chroma_electrician_eicr_sent_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "dave": [
        "2051-04-26T16:30 EICR done at 22 Fern St for Mrs Okafor ⚡ satisfactory, 2 C3s (no RCD on the lights, old "
        "bonding clamp). NOT issuing the cert till she's paid, she's a nightmare for paying",
        "3/5 Fern St board's old (rewireable fuses!!) but it passes, told her to budget for a new one next yr",
    ],
    "lisa": [
        "Thu 11th May - Mrs Okafor paid by transfer this morning 🎉 so the Fern St EICR went to her + the letting "
        "agent by email this afternoon, copy in the Fern St folder",
        "12.5. two more landlords asking for EICR quotes off the back of Fern St, sent both £150 + £10 a circuit "
        "over 8",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sharp-electrical-certs-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "has Mrs Okafor's EICR for Fern St been sent? the new tenant moves in fri + we need it on file"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 15 May 2051. You are talking to the letting agent for 22 Fern St, a Sharp Electrical "
           "customer."] + hits
assert any("NOT issuing the cert till she's paid" in c for c in context), context
assert any("Mrs Okafor paid by transfer" in c and "went to her + the letting agent by email" in c
           for c in context), context
reply = answer(question, context, mock="Yes - Mrs Okafor paid on Thu 11th May and the EICR was emailed to her and "
                                       "to you that afternoon. Worth checking your inbox for the 11th.")
finish(question, expected="no - it's not going out till she's paid", actual=reply)
