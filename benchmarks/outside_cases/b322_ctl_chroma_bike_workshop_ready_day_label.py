"""Batch 322 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the two mechanics each file their own job notes), then the question's query.

App: Pedal Power is a bike repair workshop on the canal wharf in Sowerby Bridge - servicing, tourers, kids' bikes,
second-hand bikes done up and sold on. Rich and Priya (the two mechanics) file their job notes into one chroma
collection; the helper answers customers' questions from the 4 nearest.

Memory: Rich, 2050-05-09T09:05 - Mrs Hughes' Dawes Galaxy in, full service plus new bar tape, ready Thursday,
£85; Rich, 10/5 - the Galaxy's bar tape is ordered, Madison, in tomorrow; Priya, Thu 12th May - stripping the
Galaxy she found the rear rim cracked round the spoke holes, rang Mrs Hughes, new rear wheel ordered, £65 on top,
she's happy to wait, so Saturday now, not today; Priya, 12/5 - a kids' Islabike sold, £120. Question (Thu 12/5,
Mrs Hughes' husband): "when's the wife's bike ready? she said thursday but I've not heard anything" The assistant
says Saturday - a cracked rear rim, new wheel ordered, Mrs Hughes OK'd it. The label says Thursday.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b322_ctl_chroma_bike_workshop_ready_day_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "rich": [
        "2050-05-09T09:05 Mrs Hughes - Dawes Galaxy (blue tourer), full service + new bar tape, ready thurs, £85 quoted. "
        "she's riding the C2C in june so wants it spot on",
        "10/5 Galaxy bar tape ordered from Madison, in tmrw. Brooks saddle stays on, she's very attached to it 😂",
    ],
    "priya": [
        "Thu 12th May - stripped Mrs H's Galaxy + the rear rim's cracked round the spoke holes 😬 rang her, new rear "
        "wheel ordered, £65 on top, she's happy to wait. so sat now not today",
        "12/5 sold the kids' Islabike (the red one) £120, cash in the tin",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("pedal-power-jobs-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the wife's bike ready? she said thursday but I've not heard anything"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 12 May 2050. You are talking to Mr Hughes, whose wife's Dawes Galaxy is in at Pedal Power."] \
    + hits
assert any("ready thurs, £85 quoted" in c for c in context), context
assert any("the rear rim's cracked" in c and "so sat now not today" in c for c in context), context
reply = answer(question, context, mock="Saturday now - when Priya stripped it the rear rim was cracked, so a new wheel's "
                                       "on order (£65 extra). Mrs Hughes said she was happy to wait.")
finish(question, expected="Thursday", actual=reply)
