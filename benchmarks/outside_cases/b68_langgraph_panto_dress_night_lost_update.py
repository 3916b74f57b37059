"""Batch 68 (held out). An amateur dramatics panto: LangGraph InMemoryStore (sync), two writers in threads.

App: the Hardwicke Players are doing "Jack and the Beanstalk" (3 shows, 17-19 Jan 2030, village hall; cast of 20,
Carol directing). Each rehearsal is a record in ``("hardwicke-players", "rehearsals")`` (key = the rehearsal; value =
a few fields) and the backstage notes sit in ``("hardwicke-players", "notes")``. Two things write a rehearsal's
record: the cast-availability sync (reads the record, adds who has said they can come, writes the whole record back)
and Carol, from her phone.

Planted fault (UpdateError, lost update): the sync reads the dress-rehearsal record; then Carol writes in: "brownies
have the hall tues for their enrolment thing, Brown Owl was very apologetic. Jean on the hall cttee has given us
weds 15th, same hall, 6.30 for make-up, curtain up 7.30". The sync then writes back its stale copy, which still has
Tuesday 14th. Question (Fri 10/1, Ravi, who plays the Dame): "what night's the dress rehearsal?" -> expected
Wednesday (the 15th). The assistant says Tuesday.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Carol's edit is in
the record before the sync's put and missing from the final context, which has Tuesday and the sync's line. Another
reading: none that we see; nothing is deleted, and the notes don't give the dress rehearsal's night.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b68_langgraph_panto_dress_night_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

REHEARSALS = ("hardwicke-players", "rehearsals")
NOTES = ("hardwicke-players", "notes")
KEY = "dress rehearsal"
RECORDS = {
    "tech": {"when": "sun 12/1 from 2pm, lighting + sound cues only, cast on call from 4", "where": "village hall"},
    KEY: {"when": "tues 14 Jan, 6.30 make-up, 7.30 full run w costumes + the cow",
          "where": "village hall", "notes": "photos by Graham for the programme + the Citizen"},
    "line run": {"when": "thurs 9/1 7pm", "where": "Carol's front room, bring scripts but try not to use them"},
}
BACKSTAGE = [
    ("2029-12-02", "Marion", "cow costume back end needs new stitching, the zip's gone again"),
    ("9/12/29", "Pete", "beanstalk flats painted, drying in the scout hut. DON'T lean on them"),
    ("Dec 15", "Carol", "Ravi's Dame wig ordered from Wig World, £34, Carol paying, sort it later"),
    ("3.1.30", "Sue", "tickets: 212 sold of 270, sat matinee nearly full"),
]
EDIT = ("brownies have the hall tues for their enrolment thing, Brown Owl was very apologetic. Jean on the hall cttee "
        "has given us weds 15th, same hall, 6.30 for make-up, curtain up 7.30")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(REHEARSALS, key, record)
for i, (day, who, text) in enumerate(BACKSTAGE, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def availability_sync() -> None:
    copy = dict(store.get(REHEARSALS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"can come": "18 of 20 (Tom + Lily at a wedding, stand-ins sorted)"})
    with fault():
        store.put(REHEARSALS, KEY, copy)


def carol_edit() -> None:
    read_done.wait()
    item = store.get(REHEARSALS, KEY)
    store.put(REHEARSALS, KEY, {**item.value, "when": EDIT, "edited": "Carol (director), 6/1 evening"})
    assert "weds 15th" in store.get(REHEARSALS, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=availability_sync, name="availability-sync"),
           threading.Thread(target=carol_edit, name="carol-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what night's the dress rehearsal?"
recs = store.search(REHEARSALS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Fri 10 January 2030. You are talking to Ravi, who plays the Dame."] + \
          [f"{r.key}: {flat(r.value)}" for r in recs] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "tues 14 Jan" in c and "18 of 20" in c for c in context), context
assert not any("weds 15th" in c or "brownies" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Tuesday the 14th - make-up from 6.30, full run in costume at 7.30.")
finish(question, expected="Wednesday", actual=reply)
