"""Batch 286 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the head and the office each file their own notes), then the question's query.

App: Northowram Primary's after-school clubs - choir, chess, netball, Lego club. Mr Aziz (the head) and Mrs Begum
(the office) file notes into one chroma collection; the helper answers parents' questions from the 4 nearest.

Memory: Mr Aziz, 2051-01-05T09:00 - clubs for the spring term, choir with Mrs Patel, Weds 3.15-4 in the music room,
chess with him on Friday lunchtimes; Mrs Begum, Fri 31 Mar - Mrs Patel's last day today before her maternity leave,
Miss Quinn from Year 2 is taking choir over for the summer term, same day, same time, letters went home; Mr Aziz,
18/4 - choir's singing at the Halifax music festival Sat 13th May, Mrs Patel booked the coach before she went; Mrs
Begum, Mon 24/4 - medicines for clubs go to the club leader with the form, not to the office. Question (Weds 26/4,
Ruby's dad): "who's running choir now? need to hand Ruby's inhaler + the form to someone" The assistant says Miss
Quinn from Year 2 (Mrs Patel's on maternity leave). The label says Mrs Patel.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b286_ctl_chroma_school_choir_leader_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "head": [
        "2051-01-05T09:00 clubs for spring term 🎶 choir - Mrs Patel, weds 3.15-4 in the music room. chess w/ me fri "
        "lunch, netball thurs (Miss Khan), Lego club mon for KS1",
        "18/4 choir are singing at the Halifax music festival sat 13th May!! Mrs Patel booked the coach b4 she went, "
        "leaves school 9am",
    ],
    "office": [
        "Fri 31 Mar - Mrs Patel's last day today before her maternity leave 🍼💐 Miss Quinn (Y2) is taking choir over "
        "for the summer term, same day same time, letters went home in book bags",
        "Mon 24/4 - any medicines for clubs (inhalers, epipens) go to the club leader w/ the form, NOT the office pls",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("northowram-primary-clubs",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's running choir now? need to hand Ruby's inhaler + the form to someone"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 26 April 2051. You are talking to Ruby's dad; Ruby (Year 3) goes to choir at Northowram "
           "Primary."] + hits
assert any("choir - Mrs Patel, weds 3.15-4" in c for c in context), context
assert any("Miss Quinn (Y2) is taking choir over" in c for c in context), context
reply = answer(question, context, mock="Miss Quinn (Year 2) - she's taken choir over while Mrs Patel's on maternity "
                                       "leave. Give her the inhaler and the form, not the office.")
finish(question, expected="Mrs Patel", actual=reply)
