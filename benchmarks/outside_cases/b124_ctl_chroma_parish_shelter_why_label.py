"""Batch 124 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, query, one root span per
filing and one for the question.

App: Sandra, clerk to Hepworth Parish Council, files the minutes, her emails with the county and odd notes in one
chroma collection; councillors and residents ask the helper about agenda items through her.

Memory: 14/3 minutes: item 8 bus shelter on Top Rd deferred - waiting on county's quote for the base; 22.3. Sandra's
email: county's quote in, £2,340 inc. the base, fitted by end of June if we say yes; Weds 8 Apr minutes: item 5 bus
shelter deferred again - Cllr Ahmed reckons the Co-op should go halves seeing as it's their customers stood in the
rain, he's seeing their area manager, back on in May. Question (Mon 20/4, Sandra, for a resident): "why's the bus
shelter been put off again? Mrs Lund's asking" The assistant says the council wants to see if the Co-op will pay half
before it decides (the county's quote came in in March). The label says they're still waiting on the county's quote -
in memory, the reason it was put off in March, before the quote came in.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b124_ctl_chroma_parish_shelter_why_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from b3_support import turn_span  # noqa: E402
from memtrace_otel import offline  # noqa: E402

FILINGS = [
    ("minutes", "14/3", "mins 14/3: item 8 bus shelter Top Rd - deferred, waiting on county's quote for the base + "
                        "fitting. item 9 dog bins - agreed 2 more on the rec, Cllr Price to chase Streetscape"),
    ("email", "22.3.", "from county highways 22.3.: quote for Top Rd shelter £2,340 inc the concrete base, can be "
                       "fitted by end of june if we confirm by 1st may. - forwarded to all cllrs"),
    ("minutes", "Weds 8 Apr", "mins Weds 8 Apr: item 5 bus shelter - deferred again. Cllr Ahmed reckons the Co-op "
                              "should go halves seeing as it's their customers stood in the rain, he's seeing their "
                              "area manager. back on in may. item 6 verge cutting - Greenways, £1,850, carried 6-1"),
    ("note", "Thu 16/4", "Mrs Lund (Top Rd) rang AGAIN re the shelter - 3rd time. says the old one's got no roof "
                         "left. told her it's being looked at"),
    ("note", "Fri 17/4", "hall booked for the may meeting, thurs 14th, half 6. Cllr Hughes sending apologies"),
]

client = chromadb.EphemeralClient()
papers = client.get_or_create_collection("hepworth-pc", embedding_function=offline.chroma_embedding_function())
for i, (kind, day, text) in enumerate(FILINGS):
    with turn_span(f"file {kind} {day}"):
        papers.add(ids=[f"p{i:02d}"], documents=[text], metadatas=[{"kind": kind, "day": day}])

question = "why's the bus shelter been put off again? Mrs Lund's asking"
with turn_span("question Mon 20/4"):
    hits = papers.query(query_texts=["bus shelter Top Rd deferred why quote"], n_results=4)["documents"][0]
    context = ["Today is Mon 20 April 2037. You are talking to Sandra, clerk to Hepworth Parish Council."] + hits
    assert any("waiting on county's quote" in c for c in context), context
    assert any("£2,340" in c for c in context) and any("go halves" in c for c in context), context
    reply = answer(question, context, mock="Cllr Ahmed wants to see if the Co-op will pay half first - he's meeting "
                                           "their area manager, so it's back on in May. The county's £2,340 quote "
                                           "came in back in March.")
finish(question, expected="they're still waiting on the county's quote", actual=reply)
