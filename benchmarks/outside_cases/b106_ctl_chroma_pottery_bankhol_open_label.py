"""Batch 106 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, the helper queries all
kinds of note, script style.

App: Clayhouse Studio keep the members' handbook (kind "handbook"), Ros's kiln and studio notes (kind "studio")
and the class timetable (kind "class") in one chroma collection; the helper answers members from it.

Memory: the handbook says the studio is open to members Mon-Sat 10-9, shut on bank holidays and over Christmas;
Ros's note of 28/4 says she's in on Mon 4th May (the bank hol) anyway unloading the Northern, so members are
welcome to come and glaze 10-4 that day, just sign in; plus other notes. Question (Fri 1/5, Maggie): "can i come
in and glaze on monday?" The assistant says yes, 10 till 4. The label says no, the studio's shut on bank holidays.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b106_ctl_chroma_pottery_bankhol_open_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    ("handbook", "OPENING - members' access mon-sat 10am-9pm. shut on bank holidays + xmas to new year. last "
                 "wheel session ends 8.30 so there's time to clean"),
    ("studio", "Ros 28/4: I'm in on mon 4th may (bank hol) anyway unloading the Northern, so members welcome to "
               "come + glaze 10-4 that day, just sign in the book. no wheels tho, Dev's servicing them"),
    ("class", "tues eve beginners 6.30-8.30 (Dev), sat am kids class 10-12 (Ros)"),
    ("handbook", "glaze room - wear an apron, no food, wipe the bench down after. buckets lids ON"),
    ("studio", "clay order in - 10 bags St Thomas, 4 porcelain, in the store, sign for what you take"),
    ("studio", "Ros 30.4 - fri 8th the Northern's full, next glaze firing after that is the 22nd"),
]

client = chromadb.EphemeralClient()
book = client.get_or_create_collection("clayhouse", embedding_function=offline.chroma_embedding_function())
book.add(ids=[f"c{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
         metadatas=[{"kind": k} for k, _ in DOCS])

question = "can i come in and glaze on monday?"
hits = book.query(query_texts=["studio open Monday bank holiday glaze members access"], n_results=6)["documents"][0]
context = ["Today is Fri 1 May 2037. Monday 4 May is the early May bank holiday. You are talking to Maggie, a "
           "member."] + hits
assert any("shut on bank holidays" in c for c in context), context
assert any("members welcome to come + glaze 10-4" in c for c in context), context
reply = answer(question, context, mock="Yes - Ros is in on Monday, so you can come and glaze from 10 till 4. Sign "
                                       "in, and the wheels are off that day.")
finish(question, expected="no - it's shut on bank holidays", actual=reply)
