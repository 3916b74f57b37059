"""Batch 20 (held out), control. A wedding photographer's money notes: chromadb EphemeralClient with memtrace's
offline embedding function, script style (each call its own trace).

App: Lou notes deposits and balances as they come in, one note per month's takings and one per payment; the
assistant answers from a ``collection.query``. April's note: "April deposits GBP 1,200 - three couples at GBP 400".
May's: "May deposits in: Kellys 400, Nolans 400 (they came back!), Begum half day 250 = GBP 1,050".

No fault planted. Question: "How much did I take in deposits in May?" The model answers GBP 1,050, right per
memory. The label says GBP 1,200, April's figure. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b20_ctl_chroma_wedding_may_deposits_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "April deposits GBP 1,200 - three couples at GBP 400 (Singh-Patel, Wards, Fosters)",
    "May deposits in: Kellys 400, Nolans 400 (they came back!), Begum half day 250 = GBP 1,050",
    "June so far - Carters 400 for Oct 2026, on 2026 prices",
    "Okafor balance GBP 650 in 19/6 - all paid",
    "Tax: put 25% of every deposit in the Marcus account, did it for Apr + May",
    "Hart deposit GBP 400 was back in March (3/3)",
    "Kellys - wedding 11/4/26 at Stapleford Park, full day GBP 1,750 (2026 price)",
    "Begum half day Sat 18/10/25, GBP 950, deposit 250 (agreed less as a friend of Priti's)",
    "Nolans rebooked for 20/6/26, full day",
    "Lens repair (70-200) GBP 185, Fixation, back in 2 wks",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lou-money", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"m{i:02d}" for i in range(len(NOTES))], documents=NOTES)

question = "How much did I take in deposits in May?"
context = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert any("May deposits in" in c and "GBP 1,050" in c for c in context), context
assert any("April deposits GBP 1,200" in c for c in context), context
reply = answer(question, context, mock="GBP 1,050 - the Kellys and Nolans at GBP 400 each and GBP 250 from the "
                                       "Begums.")
finish(question, expected="GBP 1,200", actual=reply)
