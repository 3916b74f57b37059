"""Batch 383 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Pops and Darlene each file their own notes), then the question's query.

App: Kolacny's Bar-B-Q on Main St in Pecan Flat, TX - open Thursday to Sunday, 11a till sold out; the briskets go on
the night before. Pops (Ernie Kolacny, the owner) and Darlene (his wife, the front and the books) file notes into one
chroma collection; the helper answers customers' and family's questions from the 4 nearest.

Memory: Darlene, 8/10 - hours Thu-Sun 11a till sold out, closed Labor Day like always, Pops goes fishing at the lake;
Pops, 8/24 - the Rotary's doing the parade Labor Day this year right down Main past the joint, so we're opening Labor
Day Monday 10a-2p or sold out, fishing can wait; Darlene, 8/28 - order extra pork ribs for the weekend, 6 cases;
Pops, 8/30 - Junior's on the pit Sunday night for Monday, 10 packers. Question (Fri 9/2, Darlene's cousin Nita): "y'all
open labor day monday? wanna bring the grandkids by after the parade" The assistant says yes - 10a-2p or till sold out,
because of the Rotary parade down Main. The label says no, closed Labor Day like always.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b383_ctl_chroma_bbq_labor_day_open_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "darlene": [
        "8/10 HOURS - Thu-Sun 11a till sold out. closed Labor Day like always, Pops goes fishin at the lake 🎣",
        "8/28 order extra pork ribs for the wknd, 6 cases. Sysco comes Thurs",
    ],
    "pops": [
        "8/24 the Rotary's doin the parade Labor Day this yr right down Main past us, so we're openin Labor Day "
        "Monday 10a-2p or sold out. fishin can wait 🇺🇸",
        "8/30 Junior's on the pit sun nite for monday, 10 packers + 2 cases ribs. Cody on the register",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kolacnys-notes-2050", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "y'all open labor day monday? wanna bring the grandkids by after the parade"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Fri 2 September 2050. You are talking to Nita, Darlene's cousin, about Kolacny's Bar-B-Q "
           "(Labor Day is Mon 9/5)."] + hits
assert any("closed Labor Day like always" in c for c in context), context
assert any("so we're openin Labor Day Monday 10a-2p or sold out" in c for c in context), context
reply = answer(question, context, mock="Yes ma'am - open Labor Day Monday 10a till 2p or sold out, on account of "
                                       "the Rotary parade comin down Main. Come early for brisket.")
finish(question, expected="no - closed Labor Day like always", actual=reply)
