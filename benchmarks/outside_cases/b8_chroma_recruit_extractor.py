"""Batch 8 (held out). Recruiting assistant: interview debriefs -> app extractor (litellm) -> chromadb. Script style.

App: after each interview the interviewer pastes a free-text debrief; the app's own extractor (a litellm call that
returns a JSON list of facts) turns it into short facts, which go into a chromadb collection per candidate pool with
the candidate and interviewer in metadata. Recruiters ask the assistant questions; the answer step is a chroma query
+ a litellm answer call over the retrieved facts.

Planted fault (ExtractionError): the extractor call for the hiring manager's debrief returns three facts but drops
"Dana's notice period at her current employer is three months" (it keeps salary, hybrid days, start-date wish).
Question asked on Monday 2 March 2026: "If Dana Okafor signs today, what is the earliest date she can start?"
The right answer needs the three-month notice: 2 June 2026. The assistant, with no notice period in memory, answers
with her stated wish ("she'd like to start on 1 April 2026").

Expected verdict: ExtractionError at the hiring-manager extractor call (litellm.completion inside fault()):
the fact was said, never extracted, so no record could be retrieved. Asserted: no retrieved context mentions the
notice period, and the debrief text that was extracted did contain it.
"""
from __future__ import annotations

import json

from common import answer, fault, finish, setup

setup("b8_chroma_recruit_extractor", ["chromadb", "litellm"])

import chromadb  # noqa: E402
import litellm  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EXTRACT_PROMPT = ("You extract hiring facts from an interview debrief. Return a JSON list of short, self-contained "
                  "facts about the candidate (name them), one per item. Skip opinions about culture fit.")

DEBRIEFS = [
    ("marco.silva", "tech screen",
     "Tech screen with Dana Okafor on 10 Feb. Strong on Postgres internals and query planning; wrote a clean "
     "rate limiter in Go. Currently a senior backend engineer at Brightwave.",
     ["Dana Okafor passed the tech screen on 10 February 2026",
      "Dana Okafor is strong on Postgres internals and query planning",
      "Dana Okafor currently works as a senior backend engineer at Brightwave"]),
    ("aisha.khan", "hiring manager",
     "Hiring manager chat with Dana Okafor, 24 Feb. She expects around EUR 78,000 base. Wants hybrid, two office "
     "days a week in Rotterdam. She would love to start on 1 April, but her notice period at Brightwave is three "
     "months, so realistically later.",
     # the fault: the notice period is dropped
     ["Dana Okafor expects a base salary of about EUR 78,000",
      "Dana Okafor wants a hybrid setup with two office days a week in Rotterdam",
      "Dana Okafor would like to start on 1 April 2026"]),
    ("ben.ortiz", "system design",
     "System design round with Dana Okafor on 26 Feb: designed a ledger service with idempotent writes. "
     "Recommend hire.",
     ["Dana Okafor designed a ledger service with idempotent writes in the system design round",
      "Ben Ortiz recommends hiring Dana Okafor"]),
]


def extract(note: str, scripted: list[str]) -> list[str]:
    reply = litellm.completion(model="openai/gpt-4o-mini", temperature=0,
                               messages=[{"role": "system", "content": EXTRACT_PROMPT},
                                         {"role": "user", "content": note}],
                               mock_response=json.dumps(scripted))
    return json.loads(reply.choices[0].message.content)


client = chromadb.EphemeralClient()
pool = client.get_or_create_collection("backend-pool-2026", embedding_function=offline.chroma_embedding_function())

n = 0
for interviewer, stage, note, scripted in DEBRIEFS:
    if stage == "hiring manager":
        assert "notice period" in note and "three months" in note
        with fault():
            facts = extract(note, scripted)
    else:
        facts = extract(note, scripted)
    for fact in facts:
        n += 1
        pool.add(ids=[f"fact-{n}"], documents=[fact],
                 metadatas=[{"candidate": "dana-okafor", "interviewer": interviewer, "stage": stage}])

question = "If Dana Okafor signs today (Monday 2 March 2026), what is the earliest date she can start?"
hits = pool.query(query_texts=[question], n_results=5, where={"candidate": "dana-okafor"})
context = hits["documents"][0]
assert not any("notice" in c.lower() for c in context), context  # the fault decided the outcome

reply = answer(question, context, mock="She'd like to start on 1 April 2026, so that's the earliest date.")
finish(question, expected="2 June 2026 (three months' notice at Brightwave)", actual=reply)
