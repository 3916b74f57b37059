"""Batch 343 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the two PC co-chairs each file their own notes), then the question's query.

App: the Trans-Pacific Workshop on Acoustic Ecology (TPWAE 2051) is held 9-10 Aug 2051 in Halifax, NS. The PC
co-chairs - Dr K. Lindgren (Halifax) and Dr M. Tawhiri (Wellington, writing in NZ/Australian style) - file their
minutes and notes into one chroma collection; the helper answers authors' questions from the 4 nearest.

Memory: KL, 2051-04-28 - important dates as published in the CFP: notification Fri 26 May, camera-ready Fri 16
June 2051, 23:59 AoE, workshop 9-10 Aug; KL, 30/5 - 19 papers accepted, author kit sent with the LaTeX template;
MT, minutes of the PC meeting of Fri 9 June - the proceedings editor advised that the publisher's typesetting slot
has slipped, and it was agreed, after some discussion, that the camera-ready deadline be extended to a fortnight
from today (23:59 AoE), ACTION KL to update the website; MT, 2/6 - at least one author per paper must register by
30 June. Question (Mon 12 June, an author): "When is the camera-ready deadline now? I have seen a rumour it has
moved." The assistant says Fri 23 June 2051, 23:59 AoE (a fortnight from the minutes of Fri 9 June). The label
says Fri 16 June 2051, 23:59 AoE - the date published in the CFP, before it was put back.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b343_ctl_chroma_conference_pc_camera_ready_when_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "kl": [
        "2051-04-28 KL - Important dates (as published in the CFP): notification Fri 26 May; camera-ready deadline "
        "Fri 16 June 2051, 23:59 AoE; workshop 9-10 Aug, Dalhousie. Please don't change these on the website without "
        "telling me.",
        "30/5 KL - 19 papers accepted; author kit (LaTeX template, copyright form) sent with the notifications.",
    ],
    "mt": [
        "Minutes, PC meeting Fri 9 June 2051 (Zoom, 0900 NZST / 1800 ADT Thurs). Item 2: the proceedings editor "
        "advised that the publisher's typesetting slot has slipped. After some discussion it was agreed that the "
        "camera-ready deadline be extended to a fortnight from today (23:59 AoE). ACTION: KL to update the website "
        "and notify authors.",
        "2/6 MT - at least one author per paper must register (CAD 320, students CAD 180) by 30 June or the paper "
        "comes out of the programme; no exceptions this year, I'm afraid.",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tpwae-2051-pc", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "When is the camera-ready deadline now? I have seen a rumour it has moved."
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 12 June 2051. You are talking to an author with a paper at TPWAE 2051 (Halifax, 9-10 Aug "
           "2051)."] + hits
assert any("camera-ready deadline Fri 16 June 2051, 23:59 AoE" in c for c in context), context
assert any("extended to a fortnight from today (23:59 AoE)" in c and "Fri 9 June 2051" in c for c in context), context
reply = answer(question, context, mock="Friday 23 June 2051, 23:59 AoE - at the 9 June PC meeting it was put back a "
                                       "fortnight because the publisher's typesetting slot slipped.")
finish(question, expected="Fri 16 June 2051, 23:59 AoE", actual=reply)
