"""Batch 359 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the maths tutor and the admin each file their own notes), then the question's query.

App: Excel Minds Tuition (Jurong West St 52) runs Sec 1-4 classes. Mr Koh (who teaches Sec 2 maths) and Ms Jolene
(the admin) file notes into one chroma collection; the helper answers parents' questions from the 4 nearest.

Memory: Mr Koh, 2051-01-30T18:00 - no lesson Tue 31/1 (CNY), the make-up is Sat 18/2 2-4pm in rm 5, pls inform the
parents; Mr Koh, 6/2 - after CNY the Sec 2s start algebraic fractions, bring graph book; Ms Jolene, Mon 13/2 - rm 5
kena booked for the Sat open house, so Mr Koh's Sec 2 make-up shifts to this Sun, same time, rm 2 ("this Sun" said
on Mon 13/2 is Sun 19/2); Ms Jolene, Tue 14/2 - Term 2 fees invoices out. Question (Wed 15/2, Mrs Ong): "when is
Jayden's sec 2 math make-up class ah? his CCA got training on sat" The assistant says Sun 19 Feb, 2-4pm in rm 2 -
moved off the Saturday for the open house, so no clash with his CCA. The label says Sat 18 Feb 2-4pm, the date from
before it was rescheduled.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b359_ctl_chroma_tuition_makeup_class_when_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "mr-koh": [
        "2051-01-30T18:00 Sec 2 math: no lesson tue 31/1 (CNY 🧧). make-up class sat 18/2 2-4pm rm 5, pls inform "
        "the parents thx",
        "6/2 Sec 2 math after CNY start algebraic fractions, bring graph book + calculator. quiz on the 28th",
    ],
    "jolene": [
        "Mon 13/2 - rm 5 kena booked for the sat open house 😓 so Mr Koh's sec 2 math make-up class shift to this sun, "
        "same time 2-4pm, rm 2. parents informed on the class chat",
        "Tue 14/2 Term 2 fees invoices out, S$260/mth for sec 2, paynow by 7/3",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("excel-minds-jw-2051", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when is Jayden's sec 2 math make-up class ah? his CCA got training on sat"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Wed 15 February 2051. You are talking to Mrs Ong; her son Jayden is in Mr Koh's Sec 2 math class "
           "at Excel Minds Tuition."] + hits
assert any("make-up class sat 18/2 2-4pm rm 5" in c for c in context), context
assert any("make-up class shift to this sun, same time 2-4pm, rm 2" in c for c in context), context
reply = answer(question, context, mock="Sun 19 Feb, 2-4pm in rm 2 - it was shifted off the Saturday because rm 5 is "
                                       "booked for the open house, so no clash with his CCA.")
finish(question, expected="Sat 18 Feb, 2-4pm", actual=reply)
