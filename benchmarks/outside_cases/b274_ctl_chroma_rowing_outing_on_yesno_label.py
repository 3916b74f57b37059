"""Batch 274 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the captain and the safety officer each file their own notes), then the question's query.

App: Sowerby Bridge Rowing Club's Saturday club outings go from the boathouse on the Calder at 8am - everyone who's
signed the outing book, singles to eights, the launch out with them. Kev (the club captain) and Rachel (the safety
officer) file notes into one chroma collection; the helper answers members from the 4 nearest notes.

Memory: Rachel, 2050-11-14T20:30 - river's on red boards after all the rain, no outings at all till further notice,
ergs in the gym instead; Kev, 16/11 - Saturday outings 8am, sign the book, the eight's booked for the seniors;
Rachel, Fri 17th Nov 18:05 - level's dropped a lot today, boards down to amber, so Saturday's on for crew boats
with the launch out, no singles, no juniors; Kev, 17/11 - ergs test moved to Weds. Question (Fri 17/11 late, Dan,
who rows in the senior eight): "is sat's outing still on? or is it ergs again 😩" The assistant says yes - amber
boards now, crew boats with the launch (no singles). The label says no, red boards, ergs in the gym instead.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b274_ctl_chroma_rowing_outing_on_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "rachel": [
        "2050-11-14T20:30 RED BOARDS 🔴 river's right up after all the rain, no outings at all till further notice. "
        "ergs in the gym instead, same times",
        "Fri 17th Nov 18:05 - level's dropped a lot today 👍 boards down to amber, so sat's outing is ON for crew "
        "boats w/ the launch out. no singles, no juniors",
    ],
    "kev": [
        "16/11 sat outings 8am as per, sign the outing book, the eight's booked for the seniors, Pete coxing",
        "17/11 ergs test moved to weds, 2k, sorry all 😂",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-bridge-rc-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is sat's outing still on? or is it ergs again 😩"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 17 November 2050 (evening). You are talking to Dan, who rows in Sowerby Bridge Rowing Club's "
           "senior eight."] + hits
assert any("no outings at all till further notice" in c for c in context), context
assert any("sat's outing is ON for crew boats" in c for c in context), context
reply = answer(question, context, mock="Yes, it's on - the river's dropped to amber boards, so crew boats can go out "
                                       "with the launch (no singles). 8am, sign the book.")
finish(question, expected="no - red boards, ergs in the gym instead", actual=reply)
