"""Batch 48 (held out), control. A running club's relay notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Severn Valley Striders keep club notes (training, injuries, races, who's running what) in one chroma
collection with metadata ``{"by"}``; the assistant answers members from a query. For the Cotswold Way Relay (Sat
20 June 2026) Bex was down for leg 2 of the B team. In March she had a knee niggle; the physio cleared her in May.
On 15/6 she wrote that her work is sending her to the Leeds office Thursday to Saturday that week for a stock
audit, so Mo runs leg 2.

No fault planted. Question (Wed 17/6, a club member): "why isn't Bex doing leg 2 on Saturday?" The model answers:
she's away in Leeds for work that week, right per memory. The label says her knee's playing up again. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b48_ctl_chroma_relay_bex_not_running_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("nat", "Cotswold Way relay B team: leg 1 Kerry, leg 2 Bex, leg 3 Alun, leg 4 Sian. entry in, ref CWR-0413"),
    ("bex", "knee niggle again after the 10k on 14/3 :( resting it, physio weds"),
    ("coach dave", "tues track: 6 x 800 off 90s, Bex sat out w the knee, did the bike instead"),
    ("bex", "physio says the knee's fine now, cleared to race, just keep up the glute stuff. back tues!"),
    ("bex", "gutted - work's sending me to the Leeds office thurs-sat that week for the stock audit, no getting "
           "out of it. Mo said he'll do my leg, he knows the route"),
    ("nat", "Mo's in for leg 2, told the organisers, same entry ref"),
    ("mo", "recced leg 2 sun, 8.1mi, the climb out of Broadway is a killer"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("striders-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"by": b} for b, _ in NOTES])

question = "why isn't Bex doing leg 2 on Saturday?"
hits = notes.query(query_texts=["Bex leg 2 relay knee work"], n_results=7)["documents"][0]
context = ["Today is Wed 17 June 2026."] + hits
assert any("knee niggle again" in c for c in context), context
assert any("work's sending me to the Leeds office" in c for c in context), context
reply = answer(question, context, mock="She's away - work's sending her to their Leeds office Thursday to Saturday "
                                       "for a stock audit. Her knee's fine; the physio cleared her. Mo's running "
                                       "leg 2.")
finish(question, expected="Her knee's playing up again", actual=reply)
