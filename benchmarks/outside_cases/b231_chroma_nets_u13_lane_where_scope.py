"""Batch 231 (held out). A cricket club's nets evening: chromadb collection of notes, one root span per note; the
parents' helper scopes its query to the junior coach's notes, and the note that moved the U13s' lane is the
groundsman's.

App: Sowerby St Peter's CC start their nets evenings on Weds 14th April 2049, 6-8.30 behind the pavilion - three
lanes (the seniors, the U15s and the U13s), coaches, the bar open from 7. Gaz (junior coach), Keith (groundsman),
Dev (U15s) and Sandra (the bar) file notes into one chroma collection with metadata ``by``. For a parent's question
the helper asks only the junior coach's notes (``where={"by": "Gaz"}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Gaz's first note has the U13s in lane 3, the astro one
nearest the pavilion. Keith's note of 28/3 (the working party - rolled the outfield, painted the sightscreens)
says lane 3's matting is ripped right down the middle and the new one won't come till May, so the U13s go in lane 1
by the scorebox and the seniors share lane 2 with the U15s; it was filed ``by`` Keith. Question (Tue 13/4, a mum):
"which lane are the U13s in weds? dropping Alfie off + want to know where to go" -> expected lane 1, by the
scorebox (lane 3's matting is ripped). The Gaz-scoped query returns his notes; the assistant says lane 3.

Expected verdict: RetrievalError at chroma's query (the Gaz-scoped query, wrapped in fault()): Keith's note is in
the collection and in the question's 4 nearest with no filter, but the ``by`` scope kept it from the context the
model saw. Asserted: Keith's note is in the unfiltered 4 nearest and not in the scoped result; no context line has
the matting, the scorebox or the working party; Gaz's "U13s in lane 3" is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b231_chroma_nets_u13_lane_where_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MATTING = ("28/3 working party sun 👷 rolled the outfield, painted the sightscreens, fixed the boundary rope. lane 3 "
           "matting's ripped right down the middle, new 1's ordered but won't come till may, so the U13s are in lane "
           "1 by the scorebox + seniors share lane 2 w/ the U15s. ALSO the tea ladies want a new kettle")
NOTES = [
    ("Gaz", "2049-03-21T20:15 NETS 🏏 weds 14th april 6-8.30, first of the season. 3 lanes - U13s in lane 3 (the "
            "astro one nearest the pavilion) w/ me, U15s lane 2 w/ Dev, seniors lane 1. helmets on in every lane, no "
            "excuses"),
    ("Sandra", "bar's open from 7 on nets nights, pints £3.20, pop + crisps for the kids £1 🍟 card machine works now"),
    ("Gaz", "U13s - 14 signed up, bring whites or trackies, NO spikes on the astro. parents can watch from the bench "
            "but not behind the nets pls"),
    ("Keith", MATTING),
    ("Dev", "U15s - Steve's ECB level 2 has come thru so he's helping me on weds 👍 bowling machine's fixed"),
    ("Gaz", "subs - £40 seniors, £20 juniors, pay Keith at nets or bank transfer. parking in the church car park, "
            "NOT on the grass"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sowerby-st-peters-nets-2049",
                                        embedding_function=offline.chroma_embedding_function())
for i, (by, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"by": by}])

question = "which lane are the U13s in weds? dropping Alfie off + want to know where to go"
with turn_span("question Tue 13/4"):
    wider = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MATTING in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where={"by": "Gaz"})
    hits = found["documents"][0]
    context = ["Today is Tue 13 April 2049. You are talking to a parent whose son Alfie is in the U13s at Sowerby "
               "St Peter's CC's nets (Weds 14 April)."] + hits
    assert MATTING not in context and not any(w in c.lower() for c in context
                                              for w in ("matting", "scorebox", "working party")), context
    assert any("U13s in lane 3" in c for c in context), context
    reply = answer(question, context, mock="Lane 3 - the astro one nearest the pavilion, with Gaz. No spikes on the "
                                           "astro.")
finish(question, expected="lane 1, by the scorebox (lane 3's matting is ripped)", actual=reply)
