"""Batch 8 (held out). Recruiting assistant: LangGraph InMemoryStore with semantic search, namespace per
requisition, one root span per turn.

App: interview notes are filed under ("recruiting", <requisition>, <candidate>). The assistant answers recruiter
questions by searching the candidate's namespace under the requisition the ATS currently shows for the candidate.

Planted fault (RetrievalError, wrong namespace): Dana Okafor interviewed for req-2040 (tech screen with Marco Silva
on 10 Feb, system design with Aisha Khan on 17 Feb); on 20 Feb she was moved to req-2051 and had her team-fit
interview with Ben Ortiz there on 26 Feb. The assistant searches only ("recruiting", "req-2051", "dana-okafor"), so
the two earlier notes are never read. Question (turn 4): "Who has interviewed Dana so far?" -> expected "Marco
Silva, Aisha Khan and Ben Ortiz". The assistant answers "Ben Ortiz".

Expected verdict: RetrievalError at that langgraph.store.search (inside fault()). Asserted: the context lacks Marco
and Aisha, whose notes exist in the store.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b8_langgraph_recruit_ns", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
with turn_span("turn-1 file notes req-2040"):
    store.put(("recruiting", "req-2040", "dana-okafor"), "tech-screen",
              {"text": "Tech screen with Dana Okafor on 10 Feb, interviewer Marco Silva: strong on Postgres.",
               "interviewer": "Marco Silva"})
    store.put(("recruiting", "req-2040", "dana-okafor"), "system-design",
              {"text": "System design with Dana Okafor on 17 Feb, interviewer Aisha Khan: clean ledger design.",
               "interviewer": "Aisha Khan"})
    store.put(("recruiting", "req-2040", "sam-reyes"), "tech-screen",
              {"text": "Tech screen with Sam Reyes on 11 Feb, interviewer Marco Silva: needs more Go.",
               "interviewer": "Marco Silva"})
with turn_span("turn-2 move to req-2051"):
    store.put(("recruiting", "req-2051", "dana-okafor"), "moved",
              {"text": "Dana Okafor moved from req-2040 to req-2051 (Payments backend) on 20 Feb.",
               "interviewer": ""})
with turn_span("turn-3 file note req-2051"):
    store.put(("recruiting", "req-2051", "dana-okafor"), "team-fit",
              {"text": "Team-fit interview with Dana Okafor on 26 Feb, interviewer Ben Ortiz: recommend hire.",
               "interviewer": "Ben Ortiz"})

question = "Who has interviewed Dana so far?"
with turn_span("turn-4 question"):
    with fault():
        hits = store.search(("recruiting", "req-2051", "dana-okafor"), query=question, limit=10)
    context = [h.value["text"] for h in hits]
    assert not any("Marco" in c or "Aisha" in c for c in context), context
    assert len(store.search(("recruiting", "req-2040", "dana-okafor"), limit=10)) == 2
    reply = answer(question, context, mock="So far Dana has been interviewed by Ben Ortiz.")
finish(question, expected="Marco Silva, Aisha Khan and Ben Ortiz", actual=reply)
