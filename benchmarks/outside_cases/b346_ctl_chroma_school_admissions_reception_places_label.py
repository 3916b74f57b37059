"""Batch 346 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the clerk to the governors and the headteacher each file their own notes), then the question's query.

App: Longmoor Park Community Primary School's parents' helper answers admissions questions from a chroma
collection. Mrs Lydia Marsh (Clerk to the Governing Board) files the consultation and the minutes; Mr Ben Osei
(Headteacher) files open mornings and class plans; the helper answers from the 4 nearest notes.

Memory: clerk, 2050-11-28T16:00 - consultation on the Admission Arrangements 2052/53 opened (closes 16 Jan 2051);
draft v0.3 proposes reducing the Published Admission Number ("PAN") for Reception from 60 to 45 owing to falling
rolls; clerk, 20/02/2051 - Full Governing Board minute 7.2: having considered 41 responses and the LA's forecast
(the new Longmoor Fields estate), the Board resolved to determine the arrangements with the PAN unchanged at 60, the
proposed reduction to 45 withdrawn, v1.0 published 28 Feb; head, Tue 12 Sept 2051 - open mornings Tue 10 Oct and Thu
9 Nov, 9.30; head, 14.09.51 - Reception 2052/53 two forms of entry, Mrs Patel and Mr Doyle. Question (Weds 4 Oct
2051, Sofia, a parent): "how many reception places are there for september 2052? trying to work out our chances"
The assistant says 60 (the PAN was kept at 60). The label says 45 - the consultation draft's figure, which the
Board withdrew.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b346_ctl_chroma_school_admissions_reception_places_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "clerk": [
        "2050-11-28T16:00 Consultation on the Admission Arrangements 2052/53 opened today, closes 16 Jan 2051. Draft "
        "v0.3 proposes reducing the Published Admission Number (\"PAN\") for Reception from 60 to 45 owing to "
        "falling rolls. Responses to the Clerk.",
        "20/02/2051 Full Governing Board, minute 7.2: having considered the 41 consultation responses and the LA's "
        "pupil place forecast (new Longmoor Fields estate), the Board RESOLVED to determine the Admission "
        "Arrangements 2052/53 with the PAN for Reception unchanged at 60. The proposed reduction to 45 is withdrawn. "
        "Determined arrangements v1.0 to be published by 28 Feb.",
    ],
    "head": [
        "Tue 12 Sept 2051 - open mornings for Reception Sept 2052 entry: Tue 10 Oct + Thu 9 Nov, 9.30, book via the "
        "office. Apply through the LA by 15 Jan 2052.",
        "14.09.51 Reception 2052/53 staffing: two forms of entry, Mrs Patel and Mr Doyle, TA in each class. New "
        "outdoor area due Easter 2052.",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("longmoor-park-admissions",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many reception places are there for september 2052? trying to work out our chances"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 4 October 2051. You are talking to Sofia, a parent applying for a Reception place at "
           "Longmoor Park Community Primary School for September 2052."] + hits
assert any("from 60 to 45 owing to falling rolls" in c for c in context), context
assert any("unchanged at 60. The proposed reduction to 45 is withdrawn" in c for c in context), context
reply = answer(question, context, mock="60 - the governors looked at cutting it to 45 but decided in February to "
                                       "keep the Reception admission number at 60 (two classes of 30).")
finish(question, expected="45", actual=reply)
