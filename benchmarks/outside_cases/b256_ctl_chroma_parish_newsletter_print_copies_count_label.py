"""Batch 256 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the editor and the delivery organiser each file their own notes), then the question's query.

App: All Saints', Southowram put out "Grapevine", a parish newsletter delivered free to every house in the parish by
volunteers, ten times a year. Anne (the editor) and Joan (who runs the delivery rota) file notes into one chroma
collection; the helper answers from the 4 nearest.

Memory: Anne, 2050-09-12T11:00 - the October Grapevine's print run is 350 as usual, Inprint, £210; Anne, Tue 18/10 -
the ads page is full for December; Joan, 2/11 - the new houses on Mill Lane are all lived in now, 60 of them, she's
got 2 new volunteers to deliver so "we'll need 60 more from the Dec issue"; Joan, Weds 9th Nov - Meadowbank care
home want 15 for the residents, Sheila's taking them round. Question (Thu 10/11, Anne): "how many copies do I tell
Inprint for the dec one? they want the number today" The assistant says 425 (the usual 350, plus 60 for Mill Lane
and 15 for Meadowbank). The label says 350.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b256_ctl_chroma_parish_newsletter_print_copies_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "anne": [
        "2050-09-12T11:00 Oct Grapevine 📰 print run 350 copies as usual, Inprint, £210, ready fri. thanks Geoff for "
        "the layout, looks smashing",
        "Tue 18/10 ads page is FULL for dec!! Co-op funeral, the Cake Lady, Halliday's plumbing + the new nail bar "
        "(hmm)",
    ],
    "joan": [
        "2/11 the new houses on Mill Lane are all lived in now, 60 of them 🏡 I've got 2 new volunteers to deliver "
        "(the Pattersons) so we'll need 60 more copies from the dec issue",
        "Weds 9th Nov Meadowbank care home want 15 copies for the residents, Sheila's taking them round w/ the "
        "communion",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("all-saints-grapevine-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many copies do I tell Inprint for the dec one? they want the number today"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 10 November 2050. You are talking to Anne, editor of Grapevine, the parish newsletter of "
           "All Saints', Southowram."] + hits
assert any("print run 350 copies as usual" in c for c in context), context
assert any("we'll need 60 more copies from the dec issue" in c for c in context), context
assert any("care home want 15 copies" in c for c in context), context
reply = answer(question, context, mock="425 - the usual 350, plus 60 more for the new houses on Mill Lane and 15 for "
                                       "Meadowbank care home.")
finish(question, expected="350", actual=reply)
