"""chromadb support KB: a price change is written with `collection.update` to the wrong document id.

App: a broadband provider's support bot. Plan descriptions live in a chroma collection (one document per plan, ids
`plan-flex`, `plan-annual`, ...), embedded with memtrace's offline embedding function. Answers: `collection.query`
(n_results=3) -> litellm. Script style: each call is its own trace.

Fault: the pricing team raises the Flex plan to £32 a month; the update script calls
`collection.update(ids=["plan-annual"], documents=[<new Flex text>])` (the id was copied from the row above). The
Annual plan's description (£26 a month) is overwritten, so a comparison question, "Which is cheaper per month, the
Flex plan or the Annual plan?", gets an answer from two Flex descriptions and no Annual price. The one faulty call is
that update.

Expected: UpdateError at `chroma.update`: the KB held the Annual price and a later update overwrote that document.
"""
from __future__ import annotations

import common

NAME = "b2_chroma_update_wrong_id"
common.setup(NAME, ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

client = chromadb.EphemeralClient()
kb = client.create_collection("plans", embedding_function=offline.chroma_embedding_function())
kb.add(ids=["plan-flex", "plan-annual", "plan-student", "router"], documents=[
    "Flex plan: 150 Mbps fibre, £29 per month, no contract, cancel any time with 30 days notice.",
    "Annual plan: 150 Mbps fibre, £26 per month on a 12-month contract, free installation.",
    "Student plan: 75 Mbps, £19 per month for 9 months, needs a valid student card.",
    "Every plan includes the Hub 3 router; a replacement router costs £45.",
])

# pricing change: Flex goes up to £32
with common.fault():
    kb.update(ids=["plan-annual"],  # should have been "plan-flex"
              documents=["Flex plan: 150 Mbps fibre, £32 per month from 1 October, no contract, cancel any time."])

QUESTION = "Which is cheaper per month, the Flex plan or the Annual plan?"
res = kb.query(query_texts=[QUESTION], n_results=3)
docs = res["documents"][0]
assert not any("£26" in d for d in docs), "scenario check: the Annual price is gone"
actual = common.answer(QUESTION, docs,
                       mock="I can only find prices for the Flex plan (£29, rising to £32); I don't have the Annual "
                            "plan's price, so I can't say which is cheaper.")
common.finish(QUESTION, "The Annual plan", actual)
