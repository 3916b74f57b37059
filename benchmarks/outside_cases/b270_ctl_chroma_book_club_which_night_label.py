"""Batch 270 (held out), CONTROL: nothing planted, the label is wrong. A book club's meetings and picks: chromadb
collection of the organisers' notes, two writers in threads.

App: the Luddenden Library Book Group meet on the second Thursday of the month in the snug at the Lord Nelson. Helen
and Jackie (who share the organising) each file their notes into one chroma collection from their own thread; the
group's helper answers members from the 4 nearest.

Memory: Helen's 2051-10-02T21:00 note - next one Thurs 12th Oct, Lord Nelson snug, 8pm, Small Things Like These;
her 5/10 note - the library's copies on the book group shelf; Jackie's Mon 9th Oct note - the Nelson's got a quiz on
Thursday and the snug's booked out, so they're doing Weds 11th instead, same time, Ian says they can have the snug
all night; Jackie's 10.10. note - she's bringing shortbread. Question (Tue 10/10, Pat): "is book club thurs as
usual this month? need to tell him indoors when he's doing his own tea" -> the model answers no - it's Weds 11th
at 8, the Nelson's quiz has the snug on Thursday - which is right per memory.

The label says "yes - Thurs 12th Oct, 8pm in the snug": the night first set, before the pub's quiz took the
snug. Every memory call did its job and the answer follows the notes; the expected answer is wrong, so the right
verdict is AnnotationError, with no fault op. Asserted: the Thurs 12th note and the Weds 11th note are in the
context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b270_ctl_chroma_book_club_which_night_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "helen": [
        "2051-10-02T21:00 next one thurs 12th oct 📚 Lord Nelson snug, 8pm. book: Small Things Like These (it's short "
        "so no excuses!!)",
        "5/10 library's got 6 copies on the book group shelf, sign them out on the card pls",
    ],
    "jackie": [
        "Mon 9th Oct - the Nelson's got a quiz on thurs + the snug's booked out 🙄 so we're doing weds 11th instead, "
        "same time, Ian says we can have the snug all night",
        "10.10. I'll bring some Irish shortbread, seems fitting 😂",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-book-group-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is book club thurs as usual this month? need to tell him indoors when he's doing his own tea"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Tue 10 October 2051. You are talking to Pat, a member of the Luddenden Library Book Group."] + hits
assert any("next one thurs 12th oct" in c for c in context), context
assert any("so we're doing weds 11th instead" in c for c in context), context
reply = answer(question, context, mock="No - it's Weds 11th this month, same time (8pm) in the snug; the Nelson's "
                                       "got a quiz on the Thursday.")
finish(question, expected="yes - Thurs 12th Oct, 8pm in the snug", actual=reply)
