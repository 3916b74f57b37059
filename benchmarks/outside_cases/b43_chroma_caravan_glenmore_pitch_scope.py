"""Batch 43 (held out). A family's caravan holiday planning: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Harrisons (two adults, Mia 9, Josh 6, and Biscuit the dog) tour Scotland with their caravan in July 2026:
Glenmore (Aviemore) then Seaview near Oban. Claire keeps the holiday notes in one collection with metadata
``{"site", "kind"}`` (site = glenmore, seaview, or "general" for anything else: packing lists, the family chat,
the car). When she asks about a site, the app searches that site's notes only (a ``site`` filter).

Planted fault (RetrievalError, filtered out by scope): Claire pasted a message from the family chat, filed under
"general" because it was mostly about packing: "Dave: glenmore rang back re the flooding last wk - we're on 47 now,
the hardstanding one down by the river, they said 12 is still a bog. also Mia's asked if she can bring her bike, I
said yes if it goes on the rack. need new awning pegs". Question (Wed 1/7): "which pitch have we got at Glenmore?"
-> expected pitch 47, the hardstanding by the river. The site-scoped query returns the booking email (pitch 12) and
the assistant says 12.

Expected verdict: RetrievalError at chroma.query (the one filtered query in fault()). Asserted: the chat message is
in the collection and among the hits of the same query without the filter, and not in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b43_chroma_caravan_glenmore_pitch_scope", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CHAT = ("Dave: glenmore rang back re the flooding last wk - we're on 47 now, the hardstanding one down by the river, "
        "they said 12 is still a bog. also Mia's asked if she can bring her bike, I said yes if it goes on the rack. "
        "need new awning pegs")
NOTES = [
    ("glenmore", "booking", "Glenmore booking conf GLN-20417: sat 11 jul - sat 18 jul, pitch 12 (grass, electric), "
                            "2 adults 2 kids 1 dog, £340 total, £100 dep paid, rest on arrival. check in from 1pm"),
    ("seaview", "booking", "Seaview Holiday Park, Oban - 18th-25th July, touring pitch T9 w sea view, £410, paid in "
                           "full 3/2"),
    ("general", "packing", "packing - kids: wellies, midge net x2, swimming stuff, Josh's bear!!, the big torch"),
    ("general", "chat", CHAT),
    ("glenmore", "info", "glenmore - shop closes 6pm, reindeer centre 10 mins walk, dogs on leads on site"),
    ("general", "car", "car service done 24/6, towbar electrics checked, tyre pressures 36 front 38 rear w van on"),
    ("seaview", "info", "seaview: ferry to Mull from Oban, book car space a wk ahead in summer, CalMac app"),
    ("general", "packing", "van stuff - leisure battery charged, gas bottle half full get a spare, hook up lead, "
                           "levelling ramps"),
    ("glenmore", "activities", "loch morlich beach for the kids, kayak hire £15/hr, funicular is shut till aug"),
    ("general", "chat", "Claire: midges are apparently awful in july, get the smidge spray not the avon stuff"),
    ("general", "dog", "Biscuit's worming + flea done, take his bed + the long line for beaches"),
    ("seaview", "info", "Oban distillery tour adults only, £19pp, not worth it w kids"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("harrison-caravan", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"site": s, "kind": k} for s, k, _ in NOTES])

question = "which pitch have we got at Glenmore?"
unscoped = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert CHAT in unscoped, unscoped
assert CHAT in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[question], n_results=5, where={"site": "glenmore"})["documents"][0]
context = ["Today is Wed 1 July 2026."] + hits
assert any("pitch 12 (grass, electric)" in c for c in context), context
assert not any("47" in c or "hardstanding" in c for c in context), context
reply = answer(question, context, mock="Pitch 12 - a grass pitch with electric. You can check in from 1pm on the "
                                       "11th and the £240 balance is due when you arrive.")
finish(question, expected="No. 47, the hard-standing pitch by the river", actual=reply)
