"""Batch 105 (held out). A cricket club's junior festival: chromadb collection, the helper queries the fixtures
only, script style (each call its own trace).

App: Linton CC keep the junior festival (Sun 14/6) in one chroma collection: fixture cards (kind "fixture", typed
up by Raj, the fixtures sec), groundsman's notes (kind "ground", from Clive) and teas notes (kind "teas"). The
festival helper answers the team managers from the fixture cards only (``where={"kind": "fixture"}``).

Planted fault (RetrievalError, filtered by scope): Clive's note of Fri 12/6 says the square's too soft at the
river end after Thursday's downpour, he's not risking it for 40 overs of 10 year olds, so the U11 games go on the
artificial strip at the rec over the road (Meadow Lane side), boundary flags are in the shed; the U13s keep the
square. It is kind "ground", so the scoped query leaves it out. The fixture card says U11s on the main square.
Question (Sat 13/6, Mo, U11 manager for the visitors from Sawston): "which pitch are the U11s on for the first game
tomorrow?" -> expected the artificial at the rec across the road. The assistant says the main square.

Expected verdict: RetrievalError at the chroma query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns Clive's note; the scoped one leaves it out, and the fixture card's square line is
in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b105_chroma_cricket_u11_pitch_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CLIVE = ("fri 12th - river end of the square is like a sponge after thurs, not having 40 overs of U11s churning "
         "it up. U11 games on the artificial strip at the rec over the road (meadow lane side), boundary flags + "
         "the spare stumps in the shed. U13s ok on the square, I'll roll it sat pm - Clive")
DOCS = [
    ("fixture", "JUNIOR FESTIVAL sun 14/6 - U11s (Linton, Sawston, Balsham, Saffron W) round robin on the main "
                "square, 1st game 9.30 Linton v Sawston, 20 overs, pairs cricket. U13s 1.30 on the square"),
    ("fixture", "U9 kwik cricket - outfield by the nets, 10am-12, soft balls only, all the kids bat"),
    ("ground", CLIVE),
    ("teas", "teas - Sheila + Pam, urn on at 12, £2 a plate, the jam sponge is for the umpires!! cash tin in the "
             "scorebox"),
    ("fixture", "umpires: Dave H (U11s), Alan + the Sawston dad (U13s). scorers from each club, books in the "
                "scorebox"),
    ("ground", "mower back from repair tues, £140, Clive's paid it and wants it back off the treasurer"),
    ("teas", "Pam asks no nuts in anything bc of the Balsham lad, Sheila's doing cheese + ham rolls"),
]

client = chromadb.EphemeralClient()
cards = client.get_or_create_collection("linton-festival", embedding_function=offline.chroma_embedding_function())
cards.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "which pitch are the U11s on for the first game tomorrow? want to tell our parents where to park"
words = "U11s pitch first game Sunday festival square where"  # the helper's search words
wide = cards.query(query_texts=[words], n_results=7)["documents"][0]
assert CLIVE in wide, wide

with fault():
    found = cards.query(query_texts=[words], n_results=7, where={"kind": "fixture"})
hits = found["documents"][0]
context = ["Today is Sat 13 June 2037. You are talking to Mo, who manages the Sawston U11s."] + hits
assert CLIVE not in context and not any("artificial" in c or "rec over the road" in c or "meadow lane" in c
                                        for c in context), context
assert any("round robin on the main square" in c for c in context), context
reply = answer(question, context, mock="The main square at Linton - first game's 9.30 against Linton, so they can "
                                       "park on the field by the pavilion.")
finish(question, expected="on the astro strip at the rec, over the road from the club", actual=reply)
