"""Batch 136 (held out). An allotment society's events: LangGraph InMemoryStore (sync), two writers in threads.

App: Hollins Lane Allotments keeps one record per event in ("hollins-allotments", "events") and the plot-holders'
odd notes in ("hollins-allotments", "notes"). The treasurer's insurance job reads an event, adds the public
liability cover it's arranged, and writes the whole record back; Jean, the chair, edits the same event at the same
time.

Planted fault (UpdateError, lost update): the insurance job reads the open day record (Sat 13 June, 11-3, plot tours
11.30 + 1.30, teas in the hut, plant stall by the gate); Jean writes in what the committee agreed on Weds 20/5 - the
village gala's been moved onto Sat 13th so they'd lose everyone, the open day's Sun 14th June instead, same times -
and the insurance job then puts back its stale copy with the cover note, losing her edit. Question (Mon 25/5, Phil,
doing the posters): "what date am i putting on the open day posters? printing tonight at the library" -> expected
Sun 14th June (the gala's on the Saturday now). The assistant says Sat 13th June.

Expected verdict: UpdateError at langgraph.store.put (the insurance job's put, wrapped in fault()): Jean's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Jean's edit was in the store before the stale put; the record has the cover note and Sat 13 alone,
and no context line mentions Sun 14th or the gala.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b136_langgraph_allotment_openday_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("hollins-allotments", "events")
NOTES = ("hollins-allotments", "notes")
KEY = "open-day-2037"
RECORDS = {
    KEY: {"what": "open day - plot tours, teas, plant stall, kids' bug hunt", "when": "Sat 13 June, 11-3",
          "tours": "11.30 + 1.30 from the gate, Derek + Asha", "teas": "in the hut, Pat + Mo, 8.30 to set up",
          "plants": "stall by the gate, donations to plot 7 by the Fri"},
    "autumn-show": {"what": "autumn produce show", "when": "Sat 12 Sept, 2-4, church hall",
                    "classes": "longest runner bean, 5 shallots, heaviest marrow, jam"},
    "skip-day": {"what": "skip day", "when": "Sat 6 June 9-12", "note": "no tyres, no carpet, no asbestos"},
}
NOTE_LINES = [
    ("9/5", "Derek", "plot 14's gone to the Nowaks, they start 1st june. water troughs on, finally"),
    ("16th may", "Asha", "bug hunt - I'll bring the magnifiers + pooters from school, need a table under the oak"),
    ("Tue 19th", "Pat", "urn's fixed (fuse). tea 50p, cake £1, bacon butties if Mo's up for it"),
]
EDIT = {"when": "Sun 14 June, 11-3 - the village gala's gone on Sat 13th now so we'd lose everyone to the field "
                "(agreed at cttee weds 20/5), same times, tours + teas as planned",
        "edited": "Jean 20/5"}
COVER = {"insurance": "public liability £5m via the NAS scheme, cover note HL-0613 on the hut noticeboard",
         "insured by": "treasurer's insurance job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def insurance_job() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COVER)
    with fault():
        store.put(EVENTS, KEY, copy)


def jean_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, **EDIT})
    assert store.get(EVENTS, KEY).value["when"].startswith("Sun 14 June")
    edit_done.set()


threads = [threading.Thread(target=insurance_job, name="treasurer-insurance-job"),
           threading.Thread(target=jean_edit, name="jean-open-day-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date am i putting on the open day posters? printing tonight at the library"
context = ["Today is Mon 25 May 2037. You are talking to Phil, a plot-holder at Hollins Lane Allotments, doing the "
           "open day posters."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "when: Sat 13 June, 11-3" in c and "HL-0613" in c for c in context), context
assert not any("Sun 14" in c or "gala" in c for c in context), context
reply = answer(question, context, mock="Saturday 13th June, 11 till 3 - tours at 11.30 and 1.30.")
finish(question, expected="Sun 14th June (11-3) - the village gala's on the Saturday now", actual=reply)
