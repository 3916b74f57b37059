"""Batch 339 (held out). An aircraft maintenance logbook: LangGraph InMemoryStore (sync), two writers in threads.

App: Wolds Flying Group's PA-28-181 G-OCKR is maintained by a Part-ML engineer and tracked by the group's CAMO
helper: one record per part of the aircraft's status in ("g-ockr-logbook", "status") - inspections, components,
deferred defects - and the tech log page entries in ("g-ockr-logbook", "techlog"). The planning job (the CAMO's
script that copies the latest tech log total into the status) reads the inspections record, adds the airframe total
(TTAF) and writes the whole record back; the engineer amends the same record at the same time.

Planted fault (UpdateError, lost update): the planning job reads the inspections record (50 h check last C/O
2026-01-28 @ TTAF 1,184.5; next 50 h due TTAF 1,234.5; annual due 2026-07-15); the engineer (LAE T. Okafor,
2026-03-09 17:40) writes "AMENDED: 50 h check C/O 2026-03-09 @ TTAF 1,212.4 (done early with the mag drop
rectification, WO-2026-0331); next 50 h due TTAF 1,262.4"; the planning job then puts back its stale copy with "TTAF
1,219.8 as of 2026-03-11", losing the amendment. Question (2026-03-12, the group's booking secretary): "how many
flying hours left before G-OCKR's next 50 h check? want to book 3 x 2 h nav exercises next wk" -> expected 42.6 h
(1,262.4 - 1,219.8: a difference of two recorded values). The assistant says 14.7 h (1,234.5 - 1,219.8).

Expected verdict: UpdateError at langgraph.store.put (the planning job's put, wrapped in fault()): the engineer's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
hours left. Asserted: the amendment was in the store before the stale put; the inspections record has TTAF 1,219.8
and next due 1,234.5, and no context line has 1,262.4, 1,212.4 or "AMENDED".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b339_langgraph_aircraft_50h_hours_left_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STATUS = ("g-ockr-logbook", "status")
TECHLOG = ("g-ockr-logbook", "techlog")
KEY = "inspections"
RECORDS = {
    KEY: {"details": "A/C: G-OCKR (PA-28-181, S/N 28-8090211); 50 h check last C/O 2026-01-28 @ TTAF 1,184.5; "
                     "next 50 h due TTAF 1,234.5; annual due 2026-07-15; ARC exp 2026-08-02",
          "by": "CAMO R. Dunn"},
    "components": {"details": "engine O-360-A4M S/N L-29418-36A: TSO 1,402.6 h (TBO 2,000 h / 12 yrs); prop "
                              "Sensenich 76EM8: TSO 611.0 h; ELT batt exp 2027-04; fire ext. wt chk due 2026-05",
                   "by": "CAMO R. Dunn"},
    "deferred": {"details": "ADD 26/005 Cat C: pilot seat recline lever stiff, no ops restriction, rect by next "
                            "annual; ADD 26/006 closed 2026-03-09 (WO-2026-0331)",
                 "by": "LAE T. Okafor"},
}
TECHLOG_LINES = [
    ("2026-03-02", "p.0449", "L mag drop 250 rpm at run-up (limit 175) - A/C U/S, ADD 26/006 raised. P1 J. Sato"),
    ("2026-03-09", "p.0452", "ADD 26/006: plugs cleaned + regapped, mag timing chk, drop now 100 rpm; CRS issued "
                             "WO-2026-0331. LAE T. Okafor"),
    ("2026-03-11", "p.0457", "EGNJ-EGNJ local, airborne 10:05, landed 11:23, 1.3 h; fuel uplift 82 L AVGAS 100LL; "
                             "no defects. P1 M. Ellery"),
]
AMEND = {"details": "A/C: G-OCKR (PA-28-181, S/N 28-8090211); AMENDED: 50 h check C/O 2026-03-09 @ TTAF 1,212.4 "
                    "(done early w/ the mag drop rectification, CRS WO-2026-0331); next 50 h due TTAF 1,262.4; "
                    "annual due 2026-07-15; ARC exp 2026-08-02",
         "amended": "LAE T. Okafor 2026-03-09 17:40"}
TTAF = {"ttaf": "TTAF 1,219.8 as of 2026-03-11 (tech log p.0457)", "by": "planning job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(STATUS, key, record)
for day, page, text in TECHLOG_LINES:
    store.put(TECHLOG, page, {"date": day, "page": page, "entry": text})

read_done, amend_done = threading.Event(), threading.Event()


def planning_job() -> None:
    copy = dict(store.get(STATUS, KEY).value)
    read_done.set()
    amend_done.wait()
    copy.update(TTAF)
    with fault():
        store.put(STATUS, KEY, copy)


def engineer_amend() -> None:
    read_done.wait()
    item = store.get(STATUS, KEY)
    store.put(STATUS, KEY, {**item.value, **AMEND})
    assert "next 50 h due TTAF 1,262.4" in store.get(STATUS, KEY).value["details"]
    amend_done.set()


threads = [threading.Thread(target=planning_job, name="planning-job"),
           threading.Thread(target=engineer_amend, name="engineer-amend")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many flying hours left before G-OCKR's next 50 h check? want to book 3 x 2 h nav exercises next wk"
context = ["Today is Thu 2026-03-12. You are talking to the booking secretary of Wolds Flying Group (G-OCKR)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(STATUS, limit=10)] + \
          [f"{t.value['date']} {t.value['page']}: {t.value['entry']}" for t in store.search(TECHLOG, limit=50)]
assert any(c.startswith(KEY + ":") and "next 50 h due TTAF 1,234.5" in c and "TTAF 1,219.8" in c
           for c in context), context
assert not any(w in c for c in context for w in ("1,262.4", "1,212.4", "AMENDED")), context
reply = answer(question, context, mock="14.7 h - next 50 h is due at TTAF 1,234.5 and she's on 1,219.8, so 3 x 2 h "
                                       "fits with about 8.7 h to spare.")
finish(question, expected="42.6 h - the 50 h check was done early on 2026-03-09, next due TTAF 1,262.4 (now 1,219.8)",
       actual=reply)
