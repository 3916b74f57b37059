"""Batch 282 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(reception and the practice manager each file their own notes), then the question's query.

App: Westgate Dental (three surgeries, Dr Okafor and Dr Shaw, a hygienist) keep one qdrant collection of the front
desk's notes; Donna (reception) and Sue (the practice manager) file them, and the helper answers patients who ring
from the 4 nearest.

Memory: Donna, 2051-02-01T09:30 - Mr Dale Firth, lower left 6 out, Weds 22/2 at 2.30 with Dr Okafor, 30 mins, he's
nervous, note on his file; Donna, Mon 6th - Dr Shaw's off the 13th-17th (half term); Sue, 15/2 - Dr Okafor's baby
came early, he's off on paternity from Mon 20th for two weeks, Dr Priya Nair (locum) is covering his Mon-Weds list,
his Thurs and Fri patients are being moved; Sue, Fri 17/2 - Dr Nair did extractions at the Royal for years, nervous
patients in good hands, she'll be in surgery 2. Question (Mon 20/2, Mr Firth): "who's doing my tooth out on weds?
bit nervous tbh" The assistant says Dr Priya Nair, the locum covering Dr Okafor's list. The label says Dr Okafor.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b282_ctl_qdrant_dental_extraction_dentist_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "westgate-dental-front-desk"
NOTES = {
    "donna": [
        (1, "2051-02-01T09:30 Mr Dale Firth, LL6 out, weds 22/2 2.30 w/ Dr Okafor, 30 mins. v nervous 😬 put a note "
            "on his file, offer him the headphones"),
        (2, "Mon 6th - Dr Shaw's off 13th-17th (half term), his emergencies to Dr Okafor"),
    ],
    "sue": [
        (3, "15/2 Dr Okafor's baby came early!! 👶 he's off on paternity from mon 20th for 2 wks. Dr Priya Nair "
            "(locum) is covering his mon-weds list, his thurs + fri pts being moved, Donna's ringing round"),
        (4, "Fri 17/2 - Dr Nair did extractions at the Royal for yrs so nervous pts are in good hands. she'll be in "
            "surgery 2, Okafor's nurse Kelly stays w/ her"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "who's doing my tooth out on weds? bit nervous tbh"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 20 February 2051. You are talking to Mr Dale Firth, a patient at Westgate Dental."] + hits
assert any("weds 22/2 2.30 w/ Dr Okafor" in c for c in context), context
assert any("Dr Priya Nair (locum) is covering his mon-weds list" in c for c in context), context
reply = answer(f"(Mr Firth) {question}", context,
               mock="Dr Priya Nair - she's the locum covering Dr Okafor's list while he's on paternity leave. She did "
                    "extractions at the Royal for years, so you're in good hands. Weds 22nd, 2.30, surgery 2.")
finish(question, expected="Dr Okafor", actual=reply)
