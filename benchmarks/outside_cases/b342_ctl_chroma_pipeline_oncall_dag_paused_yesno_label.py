"""Batch 342 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the overnight on-call and the day on-call each file their own #dp-oncall messages), then the question's query.

App: a data-platform team at a payments company run Airflow DAGs into Snowflake with a follow-the-sun on-call -
Ravi overnight (EU), Sofia in the day (US). The on-call bot files their #dp-oncall messages into one chroma
collection; the helper answers analysts' questions from the 4 nearest.

Memory: Ravi, 2026-05-06T02:14Z - INC-2240, paused `orders_daily`, upstream `payments.ledger_v3` dropped the
`fx_rate` column and every run is failing, leaving it paused till payments ship a fix; Ravi, 5/6 03:00Z - paged
payments on-call, fix in the morning PT; Sofia, 2026-05-06T17:45Z - payments shipped the column back (PR #882),
unpaused `orders_daily` at 17:40Z, backfill for 5/4-5/5 running, ETA ~2h; Sofia, 5/6 20:05Z - backfill done, row
counts match, INC-2240 resolved. Question (Thu 5/7 9am PT, Amir, a finance analyst): "is orders_daily still paused?
finance wants the 5/6 numbers" The assistant says no - it was unpaused 5/6 17:40Z after the fix, and the backfill is
done. The label says yes, it's paused (INC-2240) - Ravi's overnight message, before Sofia unpaused it.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b342_ctl_chroma_pipeline_oncall_dag_paused_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ravi": [
        "2026-05-06T02:14Z INC-2240 🔥 paused `orders_daily` - upstream `payments.ledger_v3` dropped the `fx_rate` "
        "col, every run failing. leaving it paused till payments ship a fix",
        "5/6 03:00Z paged @payments-oncall, they say fix in the AM PT. nothing else on fire, going to bed",
    ],
    "sofia": [
        "2026-05-06T17:45Z payments shipped the col back (PR #882) 🙏 unpaused `orders_daily` at 17:40Z, backfill for "
        "5/4-5/5 running, ETA ~2h",
        "5/6 20:05Z backfill done ✅ row counts match finance's recon query, INC-2240 resolved, PM thurs",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("dp-oncall-incidents", embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "channel": "#dp-oncall"}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"oncall-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is orders_daily still paused? finance wants the 5/6 numbers"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Now: Thu 2026-05-07 09:00 PT. You are talking to Amir, a finance analyst."] + hits
assert any("paused `orders_daily`" in c and "leaving it paused" in c for c in context), context
assert any("unpaused `orders_daily` at 17:40Z" in c for c in context), context
reply = answer(question, context, mock="No - Sofia unpaused orders_daily at 17:40Z on 5/6 once payments fixed the "
                                       "column, and the 5/4-5/5 backfill finished at 20:05Z, so the 5/6 numbers "
                                       "should be there.")
finish(question, expected="yes - it's paused (INC-2240)", actual=reply)
