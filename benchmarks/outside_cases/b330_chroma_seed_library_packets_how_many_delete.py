"""Batch 330 (held out). An allotment seed library: chromadb collection of the seed library committee's notes, one
root span per note, one for Jean's clear-out and one for the question; the clear-out deletes, by a ``where`` filter,
the seed swap notes once the swap is written up in the newsletter, and one of them also carried the new limit.

App: Greetland Road Allotments keep a seed library in the hut - donated and saved seed in labelled tins, open Saturday
mornings, a book to sign, a seed swap every March. Jean (who runs it) and Ian (the society's secretary) file notes
into one chroma collection with metadata ``kind`` (rules, stock, swap, rota); plot holders ask the helper, which
answers from the 4 nearest notes.

Planted fault (DeletionError): Jean's rules note (2050-02-05T10:30) has 3 packets per plot per season, sign the book.
Her swap note of Mon 14/3 starts with how the swap went (40-odd came, the runner beans went in 20 minutes, Pat's
cakes sold out) and says, in the middle, that they had a quick committee at the end - there's so much seed this year
it's 5 packets a plot now, same rules otherwise. Her clear-out (Fri 18/3, the swap's in the newsletter) deletes the
swap notes, that one with them. Question (Sat 9/4, Raj, new on plot 14): "how many packets can I take? want beans,
peas + some flowers round the edges" -> expected 5 (the committee upped it at the swap). The assistant says 3.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): Jean's Mon 14/3 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 5 packets or the committee); the rules note's 3 packets per plot is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b330_chroma_seed_library_packets_how_many_delete", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LIMIT = ("Mon 14/3 (Jean) - swap was brilliant!! 40 odd came, all the runner beans went in 20 mins 😂 + Pat's cakes "
         "sold out. had a quick committee at the end - there's that much seed this yr it's 5 packets a plot now, same "
         "rules otherwise, sign the book etc. left over envelopes are in the blue box")
NOTES = [
    ("rules", "Jean", "2050-02-05T10:30 SEED LIBRARY 🌱 open sat mornings 10-12 in the hut. 3 packets per plot per "
                      "season, sign the book, + bring some saved seed back in the autumn if u can"),
    ("stock", "Jean", "19/2 - beans (runner + broad), peas, loads of toms, courgettes, a few squash, flowers (cosmos, "
                      "calendula, sunflowers). no onion sets sorry, try Wilkos"),
    ("swap", "Ian", "Sun 13 Mar seed swap in the hut 11-2, tea + cake, bring ur spares in envelopes w/ the variety + "
                    "year on"),
    ("swap", "Jean", LIMIT),
    ("rota", "Jean", "rota - me 1st + 3rd sats, Ian 2nd + 4th, Pat if there's a 5th. key's in the usual place"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("greetland-rd-seed-library-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "how many packets can I take? want beans, peas + some flowers round the edges"
with turn_span("clear-out Fri 18/3"):
    before = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert LIMIT in before, before
    with fault():
        notes.delete(where={"kind": "swap"})

with turn_span("question Sat 9/4"):
    stored = notes.get()["documents"]
    hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
    context = ["Today is Sat 9 April 2050. You are talking to Raj, who's new on plot 14 at Greetland Road "
               "Allotments."] + hits
    assert LIMIT not in stored and not any(w in c.lower() for c in stored + context
                                           for w in ("5 packets", "committee")), stored
    assert any("3 packets per plot per season" in c for c in context), context
    reply = answer(question, context, mock="3 packets a plot for the season - so maybe beans, peas and one lot of "
                                           "flowers. Sign the book when you take them.")
finish(question, expected="5 - the committee put it up to 5 a plot at the swap, there's that much seed",
       actual=reply)
