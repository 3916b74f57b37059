"""Batch 295 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the seniors' captain and the club secretary each file their own notes), then the question's query.

App: West End Golf Club - the seniors play a stableford every Tuesday morning, with a winter league and a seniors'
open in the summer of 2051. Gordon (the seniors' captain) and Linda (the club secretary) file notes into one chroma
collection; the helper answers members' questions from the 4 nearest.

Memory: Gordon, 2051-01-15T10:00 - the Tuesday stableford every week, tee times 8.30 to 10, £3 sweep, the seniors'
section is 55 and over, bring your card; Gordon, 7/3 - winter league results on the board; Linda, Tue 28th March -
the AGM voted to bring the seniors' age down to 50 from 1st April "to get a few more in", so anyone 50+ can play
the Tuesday comp and the seniors' open; Linda, 14/4 - the course is shut Mon 17th for the greens. Question (Mon
24/4, Steve, a member): "can I play in the seniors stableford tomorrow? I'm 53 👀" The assistant says yes - the AGM
brought the seniors' age down to 50 from 1st April. The label says no, seniors is 55 and over.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b295_ctl_chroma_golf_seniors_stableford_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "gordon": [
        "2051-01-15T10:00 SENIORS ⛳ tues stableford every wk, tee times 8.30-10, £3 sweep. seniors section's 55 + "
        "over, bring ur card + a pencil that works",
        "7/3 winter league results on the board, Brian's won it AGAIN 🙄 presentation at the spring meeting",
    ],
    "linda": [
        "Tue 28th March - AGM voted to bring the seniors' age down to 50 from 1st april to get a few more in 👍 so "
        "anyone 50+ can play the tues comp + the seniors' open",
        "14/4 course shut mon 17th for the greens, back open tues, buggies off till the weekend",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("west-end-gc-seniors-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I play in the seniors stableford tomorrow? I'm 53 👀"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Mon 24 April 2051. You are talking to Steve, a member of West End Golf Club."] + hits
assert any("seniors section's 55 + over" in c for c in context), context
assert any("bring the seniors' age down to 50 from 1st april" in c for c in context), context
reply = answer(question, context, mock="Yes - the AGM brought the seniors' age down to 50 from 1st April, so at 53 "
                                       "you can play the Tuesday stableford. Tee times 8.30-10, £3 sweep.")
finish(question, expected="no - the seniors' section is 55 and over", actual=reply)
