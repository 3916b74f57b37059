"""Batch 303 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the librarian and the driver each file their own notes), then the question's query.

App: the Todmorden mobile library van does Walsden, Cornholme and Lydgate every other Thursday - books, large print,
DVDs, a card reader for fines and lost books. Sue (the librarian) and Pat (the driver) file notes into one chroma
collection; the helper answers borrowers' questions from the 4 nearest.

Memory: Sue, 2052-11-04T10:00 - overdue fines 25p a day for adults, kids free, max £6 a book, pay on the van cash or
card; Sue, 1/4 - great news, the council's scrapped library fines from today, van and branches, just bring them back,
no questions asked, lost books still charged; Pat, Thu 20/3 - card reader's working again; Pat, Thu 17th Apr - Mr
Foster's had Wolf Hall since January, says he'll bring it next time. Question (Weds 30/4, Mr Foster): "how much
will I owe on Wolf Hall? it's about 3 months over, I'll bring cash 😬" The assistant says nothing - fines were
scrapped from 1st April, just bring it back. The label says £6, 25p a day capped at £6 a book.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b303_ctl_chroma_library_van_overdue_fine_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sue": [
        "2052-11-04T10:00 reminder for the van 📚 overdue fines 25p a day adults, kids free, max £6 a book. can pay on "
        "the van, cash or card",
        "1/4 - great news 🎉 the council's scrapped library fines from today, van + branches, just bring them back, no "
        "questions asked. lost books still charged tho",
    ],
    "pat": [
        "Thu 20/3 - card reader's working again, someone had rolled a pram into the socket 🙄",
        "Thu 17th Apr - Mr Foster's had Wolf Hall since Jan, says he'll bring it next time, he's only on ch 12",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("todmorden-mobile-library-2053",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much will I owe on Wolf Hall? it's about 3 months over, I'll bring cash 😬"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 30 April 2053. You are talking to Mr Foster, who borrows from the Todmorden mobile library "
           "van."] + hits
assert any("overdue fines 25p a day adults, kids free, max £6 a book" in c for c in context), context
assert any("the council's scrapped library fines from today" in c for c in context), context
reply = answer(question, context, mock="Nothing - the council scrapped library fines from 1st April, so just bring "
                                       "Wolf Hall back to the van. You'd only pay if it was lost.")
finish(question, expected="£6 - 25p a day, capped at £6 a book", actual=reply)
