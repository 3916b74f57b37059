"""Batch 8 (held out). Sales CRM copilot: chromadb account timeline, one root span per turn.

App: every account event is a document in the "account-timeline" collection (account in metadata). The copilot
answers account questions from ``collection.query(..., n_results=2, where={"account": ...})``.

Planted fault (RetrievalError, top-k too small): Initech's timeline has six events; the question "Which came first at
Initech: the pilot kickoff or the security review?" needs both dated events, but n_results=2 returns the
security review and the admin note; the pilot kickoff (9 February 2026) ranks third. Expected "The security review
(27 January 2026), before the pilot kickoff on 9 February 2026". The copilot, seeing no kickoff date, answers that
it cannot say which came first.

Expected verdict: RetrievalError at the answer turn's chroma.query (inside fault()). Asserted: the context has the
security review but not the kickoff, which is in the collection.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_chroma_crm_topk", ["chromadb", "litellm"])

import chromadb  # noqa: E402
from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EVENTS = [
    ("ini-1", "Initech: discovery call with Bill Lumbergh on 12 January 2026."),
    ("ini-2", "Initech: security review completed by their InfoSec team on 27 January 2026."),
    ("ini-3", "Initech: pilot kicked off on 9 February 2026 with 25 users."),
    ("ini-4", "Initech: pilot success criteria agreed - report build time under 2 minutes."),
    ("ini-5", "Initech: Peter Gibbons named day-to-day admin."),
    ("ini-6", "Initech: pricing proposal sent, $48,000 a year."),
    ("glx-1", "Globex: security review scheduled for 3 March 2026."),
]

client = chromadb.EphemeralClient()
timeline = client.get_or_create_collection("account-timeline", embedding_function=offline.chroma_embedding_function())
with turn_span("turn-1 crm sync"):
    timeline.add(ids=[i for i, _ in EVENTS], documents=[t for _, t in EVENTS],
                 metadatas=[{"account": "initech" if i.startswith("ini") else "globex"} for i, _ in EVENTS])

question = "Which came first at Initech: the pilot kickoff or the security review?"
with turn_span("turn-2 question"):
    with fault():
        hits = timeline.query(query_texts=[question], n_results=2, where={"account": "initech"})
    context = hits["documents"][0]
    assert any("security review" in c for c in context) and not any("kicked off" in c for c in context), context
    reply = answer(question, context, mock="I can see the security review on 27 January 2026 but no date for the "
                                            "pilot kickoff, so I can't say which came first.")
finish(question, expected="The security review (27 January 2026) came before the pilot kickoff (9 February 2026)",
       actual=reply)
