"""Batch 281 (held out). A marathon runner's training: LangGraph InMemoryStore (sync), two writers in threads.

App: Nadia's running helper keeps her Manchester Marathon block (race Sun 23rd April 2051) as one record per part of
the plan in ("nadia-manchester-2051", "plan") - the long runs, the sessions, the races, the fuelling - and her
messages with Coach Dev in ("nadia-manchester-2051", "msgs"). The watch sync job (a script that pulls her week from
the watch's app) reads the long-runs record, adds last week's mileage and writes the whole record back; Coach Dev
edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the long-runs record (18 on Sun 5th March, 20 at the
Ribble Valley 20 on the 12th, 20 on the 19th, the last 22 on Sun 26th March, then taper); Coach Dev writes in,
Weds 8th March, that the 22 moves to Sun 2nd April - she's down for the Yorkshire half as a tune-up on the 26th,
so that day is the half plus a 3 mile cool-down, and the 2nd is still three weeks out, fine; the sync job then puts
back its stale copy with its mileage line, losing Dev's edit. Question (Weds 15/3, Nadia): "when's my last 22?
Sam wants to come for the first 10 so I need to tell him" -> expected Sun 2nd April (the 26th is the Yorkshire half).
The assistant says Sun 26th March.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): Dev's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the date.
Asserted: Dev's edit was in the store before the stale put; the long-runs record has the mileage line and the 22
on Sun 26th, and no context line has the 2nd April or the tune-up.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b281_langgraph_marathon_last_long_run_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("nadia-manchester-2051", "plan")
MSGS = ("nadia-manchester-2051", "msgs")
KEY = "long_runs"
RECORDS = {
    KEY: {"details": "long runs: sun 5/3 18mi easy, sun 12/3 Ribble Valley 20 (race it at MP+20s), sun 19/3 20 "
                     "steady, sun 26/3 the last 22 (last 4 @ MP), then taper - 16, 12, race 🏁",
          "by": "Coach Dev"},
    "sessions": {"details": "tues intervals (6x1k @ 4.55/km, 90s jog), thurs 8mi tempo w/ 4 @ HMP, fri easy 5",
                 "by": "Coach Dev"},
    "races": {"details": "Manchester sun 23rd april (blue wave), Ribble Valley 20 sun 12/3, Yorkshire half tbc",
              "by": "Nadia"},
    "fuel": {"details": "gel every 5 mi from mile 5, water at every station, porridge + banana 3 hrs before",
             "by": "Nadia"},
}
MSG_LINES = [
    ("2051-02-20T07:40", "Nadia", "calf a bit tight after the intervals, foam rolled, ok now"),
    ("1.3.", "Coach Dev", "good week 👍 keep the easy runs EASY, no heroics"),
    ("Mon 6th", "Nadia", "paid for the yorkshire half 🙈 £38, hope that's ok"),
]
EDIT = {"details": "long runs: sun 5/3 18mi easy, sun 12/3 Ribble Valley 20 (race it at MP+20s), sun 19/3 20 steady. "
                   "CHANGED - ur doing the yorkshire half as a tune-up sun 26th so that's the half + 3 cool down, the "
                   "last 22 moves to sun 2nd april (last 4 @ MP), still 3 wks out so fine. then taper - 12, race 🏁",
        "edited": "Coach Dev weds 8th march"}
SYNC = {"mileage": "wk to sun 5/3: 41.2 mi, 5 runs, avg HR 148", "by": "watch sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def watch_sync() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(PLAN, KEY, copy)


def coach_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "the last 22 moves to sun 2nd april" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=watch_sync, name="watch-sync"),
           threading.Thread(target=coach_edit, name="coach-dev-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's my last 22? Sam wants to come for the first 10 so I need to tell him"
context = ["Today is Weds 15 March 2051. You are talking to Nadia, training for the Manchester Marathon (Sun 23 "
           "April)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "sun 26/3 the last 22" in c and "41.2 mi" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("2nd april", "tune-up", "changed")), context
reply = answer(question, context, mock="Sunday 26th March - that's the last 22, with the last 4 at marathon pace, "
                                       "then the taper starts.")
finish(question, expected="Sun 2nd April - Dev moved it because the Yorkshire half's on the 26th", actual=reply)
