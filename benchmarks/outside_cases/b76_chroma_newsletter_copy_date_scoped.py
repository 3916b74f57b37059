"""Batch 76 (held out). A village newsletter: chromadb EphemeralClient with memtrace's offline embedding function,
script style (each call its own trace).

App: the Ashbury Grapevine (monthly, 10 issues a year, 600 copies, delivered free) is put together by Helen and
Rob. Their notes go in one collection: the running schedule and house rules as ``{"kind": "schedule"}``, and what
comes in by email or on the phone from the printers, advertisers and contributors as ``{"kind": "inbox"}``. The
assistant answers contributors from a query. Ten documents, April - May 2032.

Planted fault (RetrievalError, scoped out by a filter): the app's query for the copy deadline is filtered to
``kind == "schedule"``, so the printers' email of 28/4 is never a candidate: "from Dave @ Fairford Print - they've
got the new press going in the wk of the 17th so anything for June has to be w them by Mon 10th, 4pm latest. means
our copy date is Fri 7th May realistically, I need the wkend to lay it out. H". The schedule note (copy in by the
15th of the month before, issue out the 1st) is found. Question (Sat 1/5, the WI secretary): "when's the last day
for getting the WI bit in for June?" -> expected Friday 7 May. The assistant says the 15th.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the email is
stored and a hit of the same query without the filter, and is not in the context; the schedule note is.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b76_chroma_newsletter_copy_date_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EARLY = ("from Dave @ Fairford Print - they've got the new press going in the wk of the 17th so anything for June has "
         "to be w them by Mon 10th, 4pm latest. means our copy date is Fri 7th May realistically, I need the wkend "
         "to lay it out. H")
DOCS = [
    ("schedule", "copy date for every issue = the 15th of the month before, issue out on the 1st. no Jan or Aug "
                 "issue. contributors' bits max 300 words pls, photos as jpg not in a word doc"),
    ("schedule", "adverts: 1/8 page £12, 1/4 £18, 1/2 £30 an issue. Rob does the adverts + invoices"),
    ("inbox", "WI (Margaret Cole, sec) - want half a page in June for the plant sale + cream teas, sat 19th, "
              "she'll send it in"),
    ("schedule", "delivery - 14 round volunteers, bundles dropped at the shop by the 28th, Pat coordinates"),
    ("inbox", "Fairford Print invoice for May issue, £286 for 600 A5 16pp, paid 25/4 from the PC acct"),
    ("inbox", EARLY),
    ("inbox", "Bakehouse want to go from 1/8 to 1/4 page from July, Rob to send new rate"),
    ("schedule", "corrections/apologies go on p2 under the editorial, never on the front"),
    ("inbox", "parish council minutes summary - clerk sends it 3rd week of the month, late as usual"),
    ("inbox", "Tom at the school - summer fete poster for the back cover in June if there's room?"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashbury-grapevine", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "when's the last day for getting the WI bit in for June?"
words = "copy date deadline June issue last day get it in by"  # the app's search words
wide = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert EARLY in wide, wide
assert EARLY in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=4, where={"kind": "schedule"})["documents"][0]
context = ["Today is Sat 1 May 2032. You are talking to Margaret Cole, the WI secretary."] + hits
assert not any(EARLY in c or "Fri 7th May" in c or "new press" in c for c in context), context
assert any("the 15th of the month before" in c for c in context), context
reply = answer(question, context, mock="The 15th - so Saturday 15 May for the June issue. Keep it under 300 "
                                       "words, and photos as jpgs please.")
finish(question, expected="Fri 7th - the printers want it early because of their new press", actual=reply)
