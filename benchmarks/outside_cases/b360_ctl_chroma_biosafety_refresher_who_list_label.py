"""Batch 360 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the safety officer and the lab's training bot each file their own notes, Ana posts hers via the bot), then the
question's query.

App: the Kowalski lab keep their training records and safety notes in one chroma collection; the departmental
biosafety audit is on Tue 10 May 2050 and everyone working at BSL2 needs an in-date annual biosafety refresher. The
helper answers from the 5 nearest notes.

Memory: Dr Ruth Adeyemi, 2050-04-04 - BSL2 refresher overdue: Ana K. and Ben O., do the online module + upload the
cert before the audit; Ruth, 15/4 - and Chidi's has lapsed too (was due 31/3), same deal; training bot, Tue 26th
Apr - Ana: did the BSL2 refresher online this morning, 92%, cert uploaded to /training/2050/ANA_K_BSL2.pdf; training
bot, 20/4 - Lena's fire warden course booked 12 May. Question (Mon 2/5, Marta, the PI): "who still needs to do the
BSL2 refresher before the audit next tues?" The assistant says Ben and Chidi (Ana did hers on the 26th). The label
says Ana, Ben and Chidi.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b360_ctl_chroma_biosafety_refresher_who_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ruth": [
        "2050-04-04 Ruth: BSL2 refresher OVERDUE for Ana K. + Ben O. - do the online module + upload the cert before "
        "the biosafety audit (tue 10/5). no refresher = no TC room, sorry",
        "15/4 Ruth: + Chidi's BSL2 refresher has lapsed too (was due 31/3), same deal, before the audit pls",
    ],
    "training-bot": [
        "Tue 26th Apr - Ana: did the BSL2 refresher online this am, 92% 💪 cert uploaded to "
        "/training/2050/ANA_K_BSL2.pdf",
        "20/4 - Lena: fire warden course booked thu 12 May 09:30-13:00, Estates training room",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kowalski-lab-training", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who still needs to do the BSL2 refresher before the audit next tues?"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Mon 2 May 2050. You are talking to Dr Marta Kowalski, the PI of the Kowalski lab."] + hits
assert any("OVERDUE for Ana K. + Ben O." in c for c in context), context
assert any("Chidi's BSL2 refresher has lapsed too" in c for c in context), context
assert any("Ana: did the BSL2 refresher online" in c for c in context), context
reply = answer(question, context, mock="Ben O. and Chidi - Ana did hers online on Tue 26 April and uploaded the "
                                       "cert.")
finish(question, expected="Ana K., Ben O. and Chidi", actual=reply)
