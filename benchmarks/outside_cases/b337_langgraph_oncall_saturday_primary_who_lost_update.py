"""Batch 337 (held out). A cloud hosting company's on-call rota: LangGraph InMemoryStore (sync), two writers in
threads.

App: Nimbus Hosting's platform SRE team keeps its on-call rota in the team helper: one record per part of it in
("nimbus-sre-oncall", "rota") - the weekend of 11/14-11/15/2026, the escalation policy, the hand-off - and the
team's messages in ("nimbus-sre-oncall", "msgs"). The PagerDuty sync job reads the weekend record, adds the sync
stamp and writes the whole record back; Sam Okoro (the engineering manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the weekend record (Sat 11/14 primary Marcus Lee,
secondary Ana Ruiz; Sun 11/15 primary Ana Ruiz, secondary Dev Patel); Sam writes in the swap Marcus asked for on
Fri 11/6/2026 at 2:05 PM - Priya Shah takes his Saturday primary "a week from tomorrow" (said on Friday 11/6, so
Sat 11/14), he's at his sister's wedding, and he covers Priya's Tue 11/17 in return; the sync job then puts back
its stale copy with its stamp, losing Sam's edit. Question (Thu 11/12/2026, the NOC): "who's primary on-call
Saturday? need a name for the Kestrel Health maintenance bridge" -> expected Priya Shah (a who question whose
answer hangs on which Saturday "a week from tomorrow" meant when Marcus asked). The assistant says Marcus Lee.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): Sam's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides Saturday's
primary. Asserted: Sam's edit was in the store before the stale put; the weekend record has the sync stamp and
Marcus as Saturday primary, and no context line has Priya, the swap or the wedding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b337_langgraph_oncall_saturday_primary_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("nimbus-sre-oncall", "rota")
MSGS = ("nimbus-sre-oncall", "msgs")
KEY = "weekend-2026-11-14"
RECORDS = {
    KEY: {"details": "Weekend of 11/14/2026 - Sat 11/14: primary Marcus Lee, secondary Ana Ruiz. Sun 11/15: "
                     "primary Ana Ruiz, secondary Dev Patel. Shifts run 9:00 AM to 9:00 AM PT.",
          "owner": "Sam Okoro"},
    "escalation": {"details": "Escalation policy v3.2: primary -> secondary after 10 min unacked, -> EM (Sam Okoro) "
                              "after 20 min. SEV1 = page everyone + open a bridge.",
                   "owner": "Sam Okoro"},
    "handoff": {"details": "Hand-off is Mondays 10:00 AM PT in #sre-oncall. Outgoing primary writes the summary "
                           "(open incidents, muted alerts, pending CHGs).",
                "owner": "Sam Okoro"},
}
MSG_LINES = [
    ("11/02/2026 10:12 AM", "Ana", "reminder: Kestrel Health (KST-5120) maintenance window Sat 11/14 8-10 PM PT, "
                                    "primary joins their bridge"),
    ("Nov 4", "Dev", "nfs-14 disk alerts muted till Wed, threshold fix in alert rules v1.4.2"),
    ("11/09/2026 9:40 AM", "Sam", "hand-off done, no open SEV1/SEV2"),
]
EDIT = {"details": "Weekend of 11/14/2026 - SWAP per Marcus (Fri 11/6 2:05 PM): Priya Shah takes his primary a "
                   "week from tomorrow, he's at his sister's wedding. Marcus covers Priya's Tue 11/17 in return. "
                   "So Sat 11/14: primary Priya Shah, secondary Ana Ruiz. Sun 11/15: primary Ana Ruiz, secondary "
                   "Dev Patel. Shifts run 9:00 AM to 9:00 AM PT.",
        "edited": "Sam Okoro, Fri 11/6/2026 2:20 PM"}
SYNC = {"pagerduty": "synced to PagerDuty schedule PXR12Q, Fri 11/6/2026 2:21 PM", "owner": "pd-sync job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROTA, key, record)
for i, (when, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"when": when, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def pd_sync_job() -> None:
    copy = dict(store.get(ROTA, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(ROTA, KEY, copy)


def sam_edit() -> None:
    read_done.wait()
    item = store.get(ROTA, KEY)
    store.put(ROTA, KEY, {**item.value, **EDIT})
    assert "Priya Shah takes his primary a week from tomorrow" in store.get(ROTA, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=pd_sync_job, name="pd-sync-job"),
           threading.Thread(target=sam_edit, name="sam-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's primary on-call Saturday? need a name for the Kestrel Health maintenance bridge"
context = ["Today is Thursday 11/12/2026. You are talking to the Nimbus Hosting NOC."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROTA, limit=10)] + \
          [f"{m.value['when']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "primary Marcus Lee" in c and "PXR12Q" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("priya", "swap", "wedding")), context
reply = answer(f"(NOC) {question}", context, mock="Marcus Lee is primary on Saturday 11/14 (Ana Ruiz is secondary) - "
                                                  "he'll join the Kestrel Health bridge at 8:00 PM PT.")
finish(question, expected="Priya Shah - she swapped with Marcus for Sat 11/14 (his sister's wedding)", actual=reply)
