"""Batch 300 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the director and the stage manager each file their own notes), then the question's query.

App: Ovenden Youth Theatre (Saturday drama for 8 to 14 year olds) put on Oliver Jr on Fri 21st and Sat 22nd March
2053 at the Halifax Playhouse. Mr Ashworth (the director) and Gail (the stage manager, a parent) file notes into one
chroma collection; the helper answers the parents' and helpers' questions from the 4 nearest.

Memory: Mr Ashworth, 2053-02-02T20:00 - the cast list: Oliver Ruby S, Fagin Harry B, Nancy Evie, Dodger Kian, Mr
Bumble Leo T, Widow Corney Grace; Mr Ashworth, Tue 4 Mar - Harry's broken his wrist on the trampoline, he's still in
it but Leo's taking Fagin and Harry's Mr Bumble now, he can do Bumble with a sling; Gail, 12/3 - programmes to the
printers Friday, final cast by Thursday; Gail, Sat 8th - costume fitting after class, Fagin's coat is huge, needs
taking in. Question (Sun 16/3, Mrs Pearson, who's knitting Fagin's scarf): "who's Fagin in the end? knitting his
scarf + want to get the length right for him 😂" The assistant says Leo T (Harry B's doing Mr Bumble with his arm in
a sling). The label says Harry B.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b300_ctl_chroma_drama_school_fagin_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ashworth": [
        "2053-02-02T20:00 CAST LIST 🎩 Oliver - Ruby S, Fagin - Harry B, Nancy - Evie, Dodger - Kian, Mr Bumble - "
        "Leo T, Widow Corney - Grace, everyone else workhouse/pickpockets. well done all!!",
        "Tue 4 Mar - Harry's broken his wrist on the trampoline 🙈 he's still in it but Leo's taking Fagin + Harry's "
        "doing Mr Bumble now, he can do Bumble with a sling no problem",
    ],
    "gail": [
        "12/3 programmes to the printers fri so final cast + bios to me by thurs pls",
        "Sat 8th - costume fitting after class, Fagin's coat is HUGE, needs taking in, Mrs P's on it",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ovenden-youth-theatre-oliver",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's Fagin in the end? knitting his scarf + want to get the length right for him 😂"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sun 16 March 2053. You are talking to Mrs Pearson, who's helping with the costumes for Ovenden "
           "Youth Theatre's Oliver Jr (21-22 March)."] + hits
assert any("Fagin - Harry B" in c for c in context), context
assert any("Leo's taking Fagin" in c for c in context), context
reply = answer(question, context, mock="Leo T's Fagin now - Harry broke his wrist on the trampoline, so he's doing Mr "
                                       "Bumble instead (with a sling).")
finish(question, expected="Harry B", actual=reply)
