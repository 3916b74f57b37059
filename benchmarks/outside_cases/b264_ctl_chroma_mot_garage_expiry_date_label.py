"""Batch 264 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(reception and the workshop each file their own notes), then the question's query.

App: Kirkstall Lane Motors - an independent MOT station and repair garage. Jan (reception) and Kev (the workshop)
file notes into one chroma collection; the helper answers customers' phone questions from the 4 nearest.

Memory: Jan, 2051-03-24T09:10 - Mr Ahmed's Berlingo booked in for its MOT Mon 3/4 8.30, his current one runs out
2nd May, he wants it done early before he goes to Spain; Kev, 03.04. - Berlingo passed, no advisories, cert on the
system; Jan, 3/4 4pm - Mr Ahmed collected, paid £54.85 on card, told him as it was done within the month before his
old one ran out he keeps his date, so it's good till 2nd May 2052, not 3rd April; Kev, Tue 4th - Booth's Transit
cambelt done. Question (Fri 7/4, Mr Ahmed on the phone): "when does my MOT run out now? need it for the insurance
form" The assistant says 2nd May 2052 (tested within a month of the old expiry, so he keeps his date). The label
says 3rd April 2052 - a year from the test day.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b264_ctl_chroma_mot_garage_expiry_date_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jan": [
        "2051-03-24T09:10 Mr Ahmed's Berlingo booked in for MOT mon 3/4 8.30am, his current one runs out 2nd May "
        "but he wants it done early b4 he goes to Spain 🌞",
        "3/4 4pm Mr Ahmed collected, paid £54.85 card. told him - as it was done within the month b4 his old one ran "
        "out he keeps his date, so his MOT's good till 2nd May 2052 not 3rd April 👍",
    ],
    "kev": [
        "03.04. Berlingo MOT passed ✅ no advisories (new tyres all round last yr), cert's on the system",
        "Tue 4th - Booth's Transit cambelt + water pump done, ready for him after 3",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kirkstall-lane-motors-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when does my MOT run out now? need it for the insurance form"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 7 April 2051. You are talking to Mr Ahmed (Berlingo), a customer of Kirkstall Lane "
           "Motors."] + hits
assert any("booked in for MOT mon 3/4" in c and "runs out 2nd May" in c for c in context), context
assert any("good till 2nd May 2052 not 3rd April" in c for c in context), context
assert any("Berlingo MOT passed" in c for c in context), context
reply = answer(f"(Mr Ahmed) {question}", context,
               mock="2nd May 2052 - because it was tested within a month of the old one running out, you keep your "
                    "old date rather than it running from 3rd April.")
finish(question, expected="3rd April 2052", actual=reply)
