"""Batch 113 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, add and query, one root
span per note.

App: Brenda keeps the Ashby Parva fete's helper notes in a chroma collection, one document per note as it comes in;
the helper answers committee members from a query.

Memory: the helpers list has bric-a-brac, the coconut shy and face painting with nobody on them ("??"); later
Marjorie's grandson Liam has said he'll do the coconut shy with her, bless him, and Kayleigh from the nursery is up
for the face painting if she gets a table in the shade. Question (Thu 9/7, Derek): "which stalls haven't we got
anyone for yet?" The assistant says just the bric-a-brac. The label lists all three - that's the list as first
written, in memory, but two have been taken since.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b113_ctl_chroma_fete_stalls_unmanned_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("14/3", "HELPERS (so far): tombola Jan, cakes WI, plants Derek, teas Brenda + Sue, bbq the Lions, bric a brac ??, "
             "coconut shy ??, face painting ??. Colin + scouts on the car park"),
    ("2/5", "Marjorie's grandson Liam's said he'll do the coconut shy with her, bless him he's 15 and v keen. she "
            "still has the coconuts from 2035 apparently (!!)"),
    ("22.5.", "bric a brac - boxes piling up in the vestry, Rev Alan asks can we shift them by june"),
    ("Tue 9 Jun", "Kayleigh from the nursery is up for the face painting, needs a table + 2 chairs in the shade, "
                  "she'll bring her own paints. £2 a face"),
    ("30th june", "raffle draw 3.15 now. floats: tombola £20, teas £30, car park £20 in coins pls"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashby-fete-helpers", embedding_function=offline.chroma_embedding_function())
for i, (day, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"fh{i:02d}"], documents=[text], metadatas=[{"date": day}])

question = "which stalls haven't we got anyone for yet?"
with turn_span("question Thu 9/7"):
    hits = notes.query(query_texts=["stalls helpers nobody on them yet bric a brac coconut shy face painting"],
                       n_results=5)["documents"][0]
    context = ["Today is Thu 9 July 2037. You are talking to Derek from the fete committee."] + hits
    assert any("coconut shy ??" in c and "face painting ??" in c for c in context), context
    assert any("do the coconut shy with her" in c for c in context), context
    assert any("up for the face painting" in c for c in context), context
    reply = answer(question, context, mock="Just the bric-a-brac - Liam's doing the coconut shy with Marjorie and "
                                           "Kayleigh's doing face painting.")
finish(question, expected="bric a brac, the coconut shy and face painting", actual=reply)
