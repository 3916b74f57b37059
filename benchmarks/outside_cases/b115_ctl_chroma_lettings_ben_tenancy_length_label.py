"""Batch 115 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection filled by two writers in
threads (Carol's notes and her tenants' WhatsApps), then a query.

App: Carol, a landlord, has her own notes and her tenants' WhatsApp messages filed into one chroma collection by two
import jobs that run side by side; the helper answers her and Phil from a query of it.

Memory: Ben's renewal at Flat 2 Crown Court is due 1/6, "usual 12 mo AST, send the new contract by 15/5"; Ben's
WhatsApp asks whether he could do 6 months rather than the 12 - work might be moving him to the Bristol office in the
new year and he doesn't want to be stuck; Carol's note: "told Ben fine on 6 - he's been a gem, fixed the fence
himself. contract done, runs 1/6 to 30/11, signed both copies". Question (Mon 18/5, Phil): "how long's ben's new
tenancy for?" The assistant says six months (1 June to 30 November). The label says 12 months - in memory as the
usual term and what Ben asked not to do, not what was signed.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b115_ctl_chroma_lettings_ben_tenancy_length_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CAROL = [
    ("14/3", "renewals: Ben flat 2 crown ct due 1/6 - usual 12 mo AST, send the new contract by 15/5. rent stays "
             "£695, he's been no bother"),
    ("22.3.", "no.14 Elm Rd gas safety booked mon 29th june 9-12 w Gareth"),
    ("Weds 6 May", "told Ben fine on 6 - he's been a gem, fixed the fence himself. contract done, runs 1/6 to 30/11, "
                   "signed both copies, his is in the post"),
    ("16th may", "Chloe Barker flat 3 - deposit £830 in the DPS, prescribed info sent"),
]
TENANTS = [
    ("2037-04-28T19:12:00Z", "Ben", "hi Carol, re the renewal - any chance I could do 6 months rather than the 12? "
                                    "work might be moving me to the Bristol office in the new yr + don't want to "
                                    "be stuck paying 2 rents. totally get it if not"),
    ("2037-05-02T08:40:00Z", "Mrs Patel", "morning Carol, the bathroom light's flickering again, no rush x"),
    ("2037-05-11T21:03:00Z", "Ben", "got the contract, cheers - signed + back in your letterbox. fence is holding up "
                                    "btw"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("carol-lets", embedding_function=offline.chroma_embedding_function())


def import_carol() -> None:
    for i, (day, text) in enumerate(CAROL):
        notes.add(ids=[f"c{i:02d}"], documents=[text], metadatas=[{"source": "carol", "date": day}])


def import_whatsapp() -> None:
    for i, (when, who, text) in enumerate(TENANTS):
        notes.add(ids=[f"w{i:02d}"], documents=[f"{who}: {text}"], metadatas=[{"source": "whatsapp", "sent": when}])


threads = [threading.Thread(target=import_carol, name="import-notes"),
           threading.Thread(target=import_whatsapp, name="import-whatsapp")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's ben's new tenancy for?"
hits = notes.query(query_texts=["Ben flat 2 renewal tenancy contract months"], n_results=5)["documents"][0]
context = ["Today is Mon 18 May 2037. You are talking to Phil, Carol's husband."] + hits
assert any("usual 12 mo AST" in c for c in context), context
assert any("6 months rather than the 12" in c for c in context), context
assert any("told Ben fine on 6" in c and "1/6 to 30/11" in c for c in context), context
reply = answer(question, context, mock="Six months - 1 June to 30 November. He asked for 6 instead of the usual 12 "
                                       "in case work moves him to Bristol, and Carol agreed.")
finish(question, expected="12 months", actual=reply)
