"""Batch 341 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the counsellor and the accounts desk each file their own notes), then the question's query.

App: Prerna Academy, Jaipur Road, Ajmer, coach students for JEE Main and Advanced; the Jan-Mar crash course starts
12th Jan 2026. Ananya (the admissions counsellor) and Rohit (accounts) file notes into one chroma collection; the
helper answers parents' questions from the 4 nearest.

Memory: Ananya, 2025-12-20T17:30 - crash course fee Rs 45,000, can pay in 2 instalments of Rs 22,500 (1st at
admission, 2nd by 15th Feb), batch starts 12th Jan; Ananya, 7/1 - demo class Sat 10th at 4 pm, parents can sit at
the back; Rohit, Sat 10th Jan - from today the instalment option is withdrawn for the crash course (too many
defaults last year), full payment at admission only, 5% off so Rs 42,750, UPI or cheque; Rohit, 2-1-26 - new receipt
book series, GST included in the fee. Question (Fri 16-01-2026, Mr Bansal, a parent): "can I pay the crash course
fee in two instalments? salary comes on the 1st" The assistant says no - since 10th Jan it's full payment at
admission only, Rs 42,750 after the 5% discount. The label says yes, 2 instalments of Rs 22,500 - the option the
accounts desk withdrew on the 10th.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b341_ctl_chroma_coaching_fee_instalments_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ananya": [
        "2025-12-20T17:30 CRASH COURSE (Jan-Mar) 📚 fee Rs 45,000, can pay in 2 instalments of Rs 22,500 - 1st at "
        "admission, 2nd by 15th Feb. batch starts 12th Jan, 6 days a week 4-8 pm",
        "7/1 demo class sat 10th 4 pm for new admissions, parents can sit at the back, kindly no phones",
    ],
    "rohit": [
        "Sat 10th Jan - from today instalment option withdrawn for the crash course (too many defaults last yr 😑), "
        "full payment at admission only, 5% off so Rs 42,750. UPI / cheque both ok",
        "2-1-26 new receipt book series started, GST included in the fee, no separate GST bill",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("prerna-academy-admissions",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I pay the crash course fee in two instalments? salary comes on the 1st"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 16 January 2026. You are talking to Mr Bansal, whose son wants to join Prerna Academy's JEE "
           "crash course."] + hits
assert any("can pay in 2 instalments of Rs 22,500" in c for c in context), context
assert any("instalment option withdrawn for the crash course" in c for c in context), context
reply = answer(question, context, mock="No, sorry - from 10th Jan the instalment option is withdrawn for the crash "
                                       "course. It's full payment at admission, Rs 42,750 after the 5% discount "
                                       "(UPI or cheque).")
finish(question, expected="yes - 2 instalments of Rs 22,500", actual=reply)
