"""Batch 74 (held out), control. A minicab firm's airport runs: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: Valley Cars (Stroud) keeps its drivers' notes in one chromadb collection; the drivers' assistant answers from a
query. Bristol airport from the office is normally 45 minutes down the M5; over the summer the A38 at Barrow
Gurney is down to one lane with lights, and Ray told the drivers to allow an hour and ten.

No fault planted. Question (Mon 4/8, Kasia, new, her first Bristol job): "how long should I give myself to get to
Bristol airport?" The model answers about an hour and ten minutes, right per memory. The label says 45 minutes.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b74_ctl_chroma_minicab_bristol_journey_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "journey times from the office (rough): Bristol airport 45 min via M5 j18 + A38, Heathrow 1h50, Gatwick 2h40, "
    "B'ham 1h30",
    "Gatwick N terminal pick ups - wait in the short stay, £7 for 10 min, goes on the fare",
    "A38 at Barrow Gurney one lane w lights till end of Aug (water main). Ray says allow an hour 10 to BRS from "
    "here, it was backed up to the Airport Tavern fri",
    "fuel card PIN is on the back of the sun visor in the Skodas, NOT in the glovebox",
    "new driver Kasia starts mon 4/8, on days, shadowing Jules for her first week",
    "Bristol - meet + greet customers wait by the WHSmith in arrivals, hold the sign up",
    "if a flight's more than 90 min late ring Tash before u sit there, we charge waiting after 45 min",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("valley-cars-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "how long should I give myself to get to Bristol airport?"
hits = notes.query(query_texts=["Bristol airport BRS how long journey time allow A38"], n_results=4)["documents"][0]
context = ["Today is Mon 4 August 2031. You are talking to Kasia, a new driver, about her first Bristol job."] + hits
assert any("Bristol airport 45 min" in c for c in context), context
assert any("allow an hour 10 to BRS" in c for c in context), context
reply = answer(question, context, mock="Give yourself about an hour and ten minutes - the A38 at Barrow Gurney is "
                                       "down to one lane with lights until the end of August.")
finish(question, expected="45 mins", actual=reply)
