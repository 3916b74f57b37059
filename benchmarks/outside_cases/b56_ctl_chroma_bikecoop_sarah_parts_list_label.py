"""Batch 56 (held out), control. A bike repair co-op's job notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the volunteers at Spokes & Sprockets write every job note into one collection (metadata ``{"kind"}``); the
assistant answers from a query. Sarah's Raleigh came in with a skipping chain and squealing brakes; Phil's first
look said chain, front and rear brake pads, and maybe the cassette. Dee then put the wear gauge on it: the cassette
teeth are fine, it was only the stretched chain making it skip, so the parts are a chain and two pairs of pads.

No fault planted. Question (Tue 3/3, Ros on the till): "which parts does Sarah's Raleigh need?" The model answers a
chain and front + rear brake pads, right per memory. The label says a chain, brake pads and a cassette, Phil's first
list. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b56_ctl_chroma_bikecoop_sarah_parts_list_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("job", "sat 28/2 Sarah (member #97) Raleigh Pioneer - chain skipping under load + brakes squeal like a pig. "
            "Phil's look: chain, pads front+rear, prob the cassette too, she's ok with up to £40"),
    ("parts", "chains: 4 KMC 8sp on the shelf, £9 members. pads (v-brake) loads, £4 a pair"),
    ("job", "Kai's BMX tyres done, he did it all himself, proud of him"),
    ("job", "Sarah's Raleigh (tue 3/3, Dee) - put the gauge on, cassette teeth are grand, it was just the chain "
            "stretched to bits making it skip. pads are down to the metal tho"),
    ("rota", "tue eve Dee + Phil, Ros on the till"),
    ("parts", "cassettes 8sp - only 1 left (11-32), £16, save it for someone who needs it"),
    ("job", "Aisha's hub gear cable done 10 mins, no charge, she brought flapjack"),
    ("member", "Sarah #97 - subs paid, comes to the women's night on the 1st Thurs"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("spokes-jobs", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"j{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "which parts does Sarah's Raleigh need?"
hits = notes.query(query_texts=["Sarah Raleigh parts chain pads cassette"], n_results=6)["documents"][0]
context = ["Today is Tue 3 March 2026."] + hits
assert any("prob the cassette too" in c for c in context), context
assert any("cassette teeth are grand" in c for c in context), context
reply = answer(question, context, mock="A new chain and brake pads front and rear - Dee checked the cassette and "
                                       "it's fine. About £17 at member prices.")
finish(question, expected="a chain, brake pads and a new cassette", actual=reply)
