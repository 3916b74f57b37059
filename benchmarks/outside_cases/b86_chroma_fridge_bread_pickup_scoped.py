"""Batch 86 (held out). A community fridge's collections: chromadb collection of coordinator notes, query filtered
by kind, script style (each call its own trace).

App: Becky coordinates the Eastfield Community Fridge (in the church hall porch). Collection runs (kind
"collections"), volunteer rota bits (kind "rota"), food safety rules (kind "rules") and messages she pastes in from
the volunteers' WhatsApp (kind "chat") all go into one chroma collection. The collections screen asks about pick-ups
by querying with ``where={"kind": "collections"}``.

Planted fault (RetrievalError, filtered by scope): the Greggs manager's message, passed on by Tom on 29/7, says
the High St Greggs is shut for a refit for two weeks from Mon 2/8 and to get the Saturday bread from their Broad St
shop (ask for Kelly, back door, 5.15). Becky pasted it as kind "chat", so the collections query leaves it out; the
standing Saturday line (Greggs High St, 5pm, back door) is in. Question (Fri 6/8, Sunil, doing Saturday's run):
"where do I pick up the bread tomorrow?" -> expected the Greggs on Broad St. The assistant says the High St one.

Expected verdict: RetrievalError at chroma.query (the filtered query, wrapped in fault()). Asserted: the same query
without the filter returns Tom's message; the filtered one leaves it out, and the standing Saturday line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b86_chroma_fridge_bread_pickup_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TOM = ("Tom 29/7: msg from Jo the greggs manager - high st shop shut 2 wks from mon 2nd for a refit :( she says "
       "get the sat bread + cakes from their broad st one, ask for Kelly, back door, more like 5.15 there")
DOCS = [
    ("collections", "SAT pick up: Greggs high st 5pm back door, bread + whatever cakes are left, 2 crates. then "
                    "straight to the fridge, log it on the sheet"),
    ("collections", "tues + fri: co-op on Victoria Rd, 8pm, yellow sticker stuff only, use the cool bags"),
    ("rules", "NO raw meat/fish, nothing past use by, temp check 2x day (under 5 degrees!!) write it in the book"),
    ("chat", TOM),
    ("rota", "aug opening: Becky mon/wed, Sunil sat run, Grace + Ade clean thurs, keys in the vestry"),
    ("collections", "allotment veg - Mr Khan drops whenever, usually sun am, courgettes coming out of our ears"),
    ("chat", "Grace 1/8: the fridge door seal's going again, I've rung Dan re a new one"),
    ("rules", "label everything w the date it came in, bin anything unlabelled after 2 days"),
    ("collections", "Tesco Extra (the big one) thurs 9pm via the Neighbourly app - Ade's got the login"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("eastfield-fridge", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"f{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "where do I pick up the bread tomorrow?"
words = ["saturday bread pick up greggs where collect back door sat"]  # the collections screen's words
wide = notes.query(query_texts=words, n_results=5)["documents"][0]
assert TOM in wide, wide

with fault():
    hits = notes.query(query_texts=words, n_results=5, where={"kind": "collections"})["documents"][0]
context = ["Today is Fri 6 August 2032. You are talking to Sunil, who does the Saturday run."] + hits
assert TOM not in context and not any("broad st" in c.lower() or "refit" in c for c in context), context
assert any("Greggs high st 5pm back door" in c for c in context), context
reply = answer(question, context, mock="Greggs on the High St, back door at 5pm - bread and whatever cakes are "
                                       "left, then straight to the fridge.")
finish(question, expected="the Greggs on Broad St (High St one's having its refit)", actual=reply)
