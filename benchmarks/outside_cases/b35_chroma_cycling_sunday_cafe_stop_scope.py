"""Batch 35 (held out). A cycling club's ride notes: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Calder Valley Wheelers (about 90 members, Sunday club runs in three groups, a winter kit order) keep the ride
secretary's notes in one collection with metadata ``{"kind"}`` (ride / route / kit / chat). The assistant that
answers riders' questions about a club run queries with ``where={"kind": "ride"}``, so route talk and kit notes
don't crowd the ride cards.

Planted fault (RetrievalError, filtered out by scope): the ride card for Sun 16/2 gives the usual cafe stop at
Hollins Farm. Mick, who leads the B group, posted in the group chat on Thursday: "Hollins have got a private do on
sun so no teas for us - rung the Bridge Tearooms at Hebden, they'll hold the back room for 20ish from 10.45, its
a bit further so we'll go over Heptonstall". That note went in as kind "chat", and the ride-scoped query never
sees it. Question (Sat 15/2): "where are we stopping for coffee on tomorrow's ride?" -> expected the Bridge
Tearooms in Hebden Bridge. The assistant says Hollins Farm.

Expected verdict: RetrievalError at chroma.query, the ride-scoped query (inside fault()). Asserted: Mick's message is
in the collection and returned by an unscoped query for the question, and missing from the scoped result, which
holds the ride card naming Hollins Farm. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b35_chroma_cycling_sunday_cafe_stop_scope", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MICK = ("Hollins have got a private do on sun so no teas for us - rung the Bridge Tearooms at Hebden, they'll hold "
        "the back room for 20ish from 10.45, its a bit further so we'll go over Heptonstall")
NOTES = [
    ("ride", "Sun 16/2 club run: A grp 8.30, B grp 8.45, C grp 9.00, all from the Co-op car park Sowerby Br. coffee "
             "stop Hollins Farm cafe as usual, back by 1ish. mudguards on pls!!"),
    ("route", "B route winter loop: Sowerby Br - Luddenden - Midgley - Hollins Farm - back via Mytholmroyd, 58km, "
              "850m up. Heptonstall add-on makes it 66km"),
    ("kit", "winter kit order - jerseys £52, bibs £68, gilets £45, closes end of Feb, Jen's doing the spreadsheet"),
    ("ride", "Sun 9/2 club run: wet, 14 out, C grp cut short at Luddenden, Hollins Farm did bacon butties for all"),
    ("chat", "anyone got a spare 11sp chain? mine snapped on Cragg Vale lol - Dan"),
    ("chat", MICK),
    ("ride", "Sun 23/2: reliability ride instead of club run (100k/60k), entries via BC, £8 members"),
    ("route", "Heptonstall climb - cobbles at the bottom, walk it if wet, NOT the main road down, too fast"),
    ("chat", "Sue: new members Jo + Ravi coming Sun, both B group speed, I'll look after them"),
    ("kit", "Milltag sizing - size up on the bibs, they come up small, samples in Jen's garage"),
    ("ride", "Wed evening rides start back in April, 6.30 from the Co-op, lights till May"),
    ("chat", "Mick's B group on Sun: 12 said they're coming on the WhatsApp poll"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cvw-rides", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "where are we stopping for coffee on tomorrow's ride?"
everything = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert MICK in everything, everything

with fault():
    hits = notes.query(query_texts=[question], n_results=5, where={"kind": "ride"})["documents"][0]

context = ["Today is Sat 15/2/25."] + hits
assert MICK in notes.get()["documents"]
assert any("coffee stop Hollins Farm cafe as usual" in c for c in context), context
assert not any("Bridge Tearooms" in c or "private do" in c for c in context), context
reply = answer(question, context, mock="Hollins Farm cafe, same as usual - B group leaves the Co-op at 8.45 and you "
                                       "should be back about 1.")
finish(question, expected="Bridge Tearooms, Hebden - Hollins has a private party on", actual=reply)
