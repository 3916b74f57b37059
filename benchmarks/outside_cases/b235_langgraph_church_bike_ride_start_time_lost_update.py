"""Batch 235 (held out). A church's sponsored bike ride: LangGraph InMemoryStore (sync), two writers in threads.

App: St John's, Warley hold their sponsored bike ride round the Calder valley churches on Sat 10th Sept 2050 -
riders get a card stamped at each church, sponsors pay per church, tea and cake back at St John's at the end. The
church's helper keeps one record per part of it in ("st-johns-warley-bike-ride-2050", "plan") - the start, the
route, the sponsor forms, the tea - and people's messages in ("st-johns-warley-bike-ride-2050", "msgs"). The entries
job (Keith's script that copies the online entry form into the helper) reads the start record, adds the count of
riders so far and writes the whole record back; Revd Sue edits the same record at the same time.

Planted fault (UpdateError, lost update): the entries job reads the start record (set off 9 o'clock from St
John's, register from half 8 in the porch); Revd Sue writes in, Weds 31/8, that the council are shutting the
valley road from half 9 till 1 for the Calder half marathon, so they'll set off at 8 sharp to be through Mytholmroyd
before they close it, register from half 7; the entries job then puts back its stale copy with its riders count,
losing her edit. Question (Thu 8/9, Andy): "what time do we set off on sat? need to know when to get the bike on
the car" -> expected 8 sharp (registration from half 7). The assistant says 9 o'clock.

Expected verdict: UpdateError at langgraph.store.put (the entries job's put, wrapped in fault()): Sue's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the time.
Asserted: Sue's edit was in the store before the stale put; the start record has the riders count and the 9 o'clock
start, and no context line has the half marathon, 8 sharp or half 7.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b235_langgraph_church_bike_ride_start_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("st-johns-warley-bike-ride-2050", "plan")
MSGS = ("st-johns-warley-bike-ride-2050", "msgs")
KEY = "start"
RECORDS = {
    KEY: {"details": "sponsored bike ride sat 10th sept, setting off 9 o'clock from St John's, register from half 8 "
                     "in the porch, helmets on or u don't go 🙂",
          "by": "Revd Sue"},
    "route": {"details": "8 churches, about 26 miles - Warley, Luddenden, Midgley, Mytholmroyd, Cragg Vale, "
                         "Hebden, Heptonstall + back via Sowerby. card stamped at each one, the Cragg road's a killer",
              "by": "Andy"},
    "sponsors": {"details": "sponsor forms on the table at the back, so much a church or a lump sum, gift aid box "
                            "ticked if they pay tax!! money in by the end of sept",
                 "by": "Margaret"},
    "tea": {"details": "tea + cake back at St John's from 1ish, Mothers' Union doing it, bacon butties for the early "
                       "ones",
            "by": "Margaret"},
}
MSG_LINES = [
    ("2050-07-24T12:15", "Revd Sue", "notice in the pew sheet + on the fb page, Halifax Courier might do a piece"),
    ("16th Aug", "Andy", "I've ridden the route, gravel's bad on the canal bit past Mytholmroyd, go steady"),
    ("Sun 28th", "Keith", "the online form's up, I'll copy the entries into the helper each night"),
]
EDIT = {"details": "bike ride sat 10th - council are shutting the valley road half 9 till 1 for the Calder half "
                   "marathon 🙄 so we're setting off at 8 sharp from St John's to be thru Mytholmroyd b4 they close "
                   "it, register from half 7 in the porch. helmets on or u don't go",
        "edited": "Revd Sue weds 31/8"}
ENTRIES = {"riders": "23 riders entered online so far (mon 29th)", "by": "entries job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def entries_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ENTRIES)
    with fault():
        store.put(PLAN, KEY, copy)


def sue_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "we're setting off at 8 sharp" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=entries_job, name="entries-job"),
           threading.Thread(target=sue_edit, name="revd-sue-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do we set off on sat? need to know when to get the bike on the car"
context = ["Today is Thu 8 September 2050. You are talking to Andy, who's riding in St John's, Warley's sponsored "
           "bike ride (Sat 10 September)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "setting off 9 o'clock from St John's" in c and "23 riders" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("half marathon", "8 sharp", "half 7")), context
reply = answer(question, context, mock="9 o'clock from St John's - registration's from half 8 in the porch.")
finish(question, expected="8 sharp (register from half 7) - the valley road shuts at half 9 for the half marathon",
       actual=reply)
