"""Batch 342 (held out). A data-pipeline team's on-call channel: chromadb collection of the channel's notes, script
style (every call its own trace); for a budget question the helper asks only the budget and runbook notes, and the
note with the raised cap was filed as a shift handoff.

App: the data platform team at a payments company run their batch pipelines (Airflow DAGs into Snowflake) with a
weekly on-call. The on-call bot files what people post in #dp-oncall into one chroma collection with metadata
``kind`` (budget, runbook, incident, handoff, alert); for a "how many credits" question the helper asks only the
budget and runbook notes (``where={"kind": {"$in": ["budget", "runbook"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the 2026-05-01T14:00Z budget note sets the May cap for
the `dp-batch` warehouse at 1,200 credits; the 5/6 usage check has 860 burned (INC-2231's backfill ate ~400). Nadia's
handoff of Thu 5/7 to Ravi starts with INC-2231 closed and the flapping `events_raw` freshness alert, and says, in
passing, that finops bumped the May cap to 1,500 credits because of the backfill (FINOPS-88) - it was filed as
kind "handoff". Question (Fri 5/8, Ravi): "how many snowflake credits do we have left for may? need to rerun the
orders_daily backfill, ~300" -> expected 640 (1,500 - 860), plenty for ~300. The scoped query returns the cap, the
usage and the backfill runbook; the assistant says 340.

Why a difference: the answer is the raised cap less the credits burned, two values in two different notes.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the handoff is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the handoff is in the unfiltered 5 nearest and not in the filtered result; no context line has
1,500 or FINOPS-88; the 1,200 cap and the 860 burned are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b342_chroma_pipeline_oncall_credits_left_diff_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

HANDOFF = ("handoff Thu 5/7 nadia -> @ravi: INC-2231 closed ✅ postmortem draft in confluence, pls review. `events_raw` "
           "freshness alert flapping again, muted till Mon. oh + finops bumped our may snowflake cap to 1,500 credits "
           "bc of the backfill (FINOPS-88), so we've got room now")
NOTES = [
    ("budget", "2026-05-01T14:00Z may snowflake budget for the `dp-batch` wh: 1,200 credits cap, alert at 80%. ping "
               "#finops if we need more, don't just resize the wh"),
    ("budget", "5/6 usage check: 860 credits burned so far this month 😬 INC-2231 backfill ate ~400 of that"),
    ("incident", "INC-2231 2026-05-04T02:14Z `orders_daily` failing, upstream schema change in `payments.ledger_v3`, "
                 "paused the DAG, payments oncall paged"),
    ("handoff", HANDOFF),
    ("runbook", "runbook `orders_daily` backfill: full 30d rerun is ~300 credits on an L wh, run it off-hours (after "
                "01:00Z), set `catchup=False` after"),
    ("alert", "Fri 5/8 02:00Z pagerduty: `events_raw` freshness > 90m, acked by ravi, muted per handoff"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dp-oncall-2026-05", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"msg-{i}"], documents=[text], metadatas=[{"kind": kind, "channel": "#dp-oncall"}])

question = "how many snowflake credits do we have left for may? need to rerun the orders_daily backfill, ~300"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert HANDOFF in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["budget", "runbook"]}})
hits = found["documents"][0]
context = ["Now: Fri 2026-05-08 10:00 PT. You are talking to Ravi, this week's data-platform on-call."] + hits
assert HANDOFF not in hits and not any(w in c.lower() for c in context for w in ("1,500", "finops-88", "bumped")), \
    context
assert any("1,200 credits cap" in c for c in context), context
assert any("860 credits burned" in c for c in context), context
reply = answer(question, context, mock="340 credits left for May (1,200 cap - 860 burned) - enough for the ~300 "
                                       "backfill, but only just.")
finish(question, expected="640 - finops raised the May cap to 1,500 (FINOPS-88), less the 860 burned", actual=reply)
