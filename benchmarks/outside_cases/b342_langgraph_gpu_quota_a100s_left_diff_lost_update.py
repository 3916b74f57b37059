"""Batch 342 (held out). An ML platform team's GPU quota tickets: LangGraph InMemoryStore (sync), two writers in
threads.

App: the ML platform team hand out GPU quota per product team on the shared training cluster; requests come in as
MLP-#### tickets. Their helper keeps one record per team in ("mlp-gpu-quota", "teams") - recsys, nlp-eval,
vision, fraud - and the #mlp-quota channel's messages in ("mlp-gpu-quota", "msgs"). The quota-exporter job (a cron
that copies live usage from the scheduler into the helper) reads a team's record, adds the current usage and writes
the whole record back; the on-call engineer edits the same record when a ticket is approved.

Planted fault (UpdateError, lost update): the exporter reads the recsys record (16x A100-80G in `us-east4`, owner
@hkim, MLP-3301); Dana (ML platform on-call) writes in, 2026-05-04T16:00Z, that MLP-3342 is approved - recsys goes
to 24x A100 until 6/30 for the ranking retrain, everything else unchanged; the exporter then puts back its stale
copy with its usage line, losing Dana's edit. Question (Tue 5/5, Hyun from recsys): "how many more A100s can recsys
spin up right now? we've got 14 running" -> expected 10 (the 24 MLP-3342 approved, less the 14 running). The
assistant says 2.

Why a difference: the answer is the approved quota less the running count the user gives.

Expected verdict: UpdateError at langgraph.store.put (the exporter's put, wrapped in fault()): Dana's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Dana's edit was in the store before the stale put; the recsys record has the usage line and 16x A100, and
no context line has 24x, the approval or "until 6/30" (Hyun's 4/28 message opening MLP-3342 is there, as a request).
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b342_langgraph_gpu_quota_a100s_left_diff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TEAMS = ("mlp-gpu-quota", "teams")
MSGS = ("mlp-gpu-quota", "msgs")
KEY = "recsys"
RECORDS = {
    KEY: {"quota": "16x A100-80G in `us-east4` (MLP-3301), preemptible ok for sweeps, owner @hkim",
          "by": "mlp-oncall"},
    "nlp-eval": {"quota": "8x H100 in `us-central1-a` (MLP-3318) through Mon 5/18, then back to the pool",
                 "by": "mlp-oncall"},
    "vision": {"quota": "8x A100-40G `us-east4`, MLP-3320 for 4x H100 DENIED (pool full till end of month)",
               "by": "mlp-oncall"},
    "fraud": {"quota": "4x L4 for inference canaries, no training quota (they use CPU xgboost 🤷)",
              "by": "mlp-oncall"},
}
MSG_LINES = [
    ("2026-04-28T18:20Z", "hkim", "MLP-3342 opened: recsys needs +8 A100 for the ranking retrain, ~8 wks"),
    ("2026-04-30T09:02Z", "dana", "capacity review thurs, MLP-3342 + MLP-3320 on the agenda"),
    ("2026-05-01T22:45Z", "raj", "reminder: quota is per-team not per-user, don't spin up under someone else's ns"),
]
EDIT = {"quota": "24x A100-80G in `us-east4` until 6/30 - MLP-3342 approved ✅ for the ranking retrain (was 16, "
                 "MLP-3301). preemptible ok for sweeps, owner @hkim",
        "edited": "dana 2026-05-04T16:00Z"}
USAGE = {"usage": "14 A100 running (exporter, 2026-05-04T15:55Z)", "by": "quota-exporter"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TEAMS, key, record)
for i, (ts, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"ts": ts, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def exporter() -> None:
    copy = dict(store.get(TEAMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(USAGE)
    with fault():
        store.put(TEAMS, KEY, copy)


def dana_edit() -> None:
    read_done.wait()
    item = store.get(TEAMS, KEY)
    store.put(TEAMS, KEY, {**item.value, **EDIT})
    assert "24x A100-80G" in store.get(TEAMS, KEY).value["quota"]
    edit_done.set()


threads = [threading.Thread(target=exporter, name="quota-exporter"),
           threading.Thread(target=dana_edit, name="dana-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more A100s can recsys spin up right now? we've got 14 running"
context = ["Now: Tue 2026-05-05 11:00 PT. You are talking to Hyun (@hkim), who owns recsys's GPU quota."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TEAMS, limit=10)] + \
          [f"{m.value['ts']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "16x A100-80G" in c and "14 A100 running" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("24x", "approved ✅", "until 6/30")), context
reply = answer(f"(@hkim) {question}", context, mock="2 more - recsys's quota is 16x A100 in us-east4 and you've got "
                                                     "14 running.")
finish(question, expected="10 - MLP-3342 took recsys to 24x A100 till 6/30, less the 14 running", actual=reply)
