"""Batch 182 (held out). A bike club's time trial: LangGraph InMemoryStore (sync), two writers in threads.

App: Wrekin Wheelers' club 10 is Sun 7th June 2043 - out and back on the A442 from Crudgington, turning at the
Peplow roundabout, riders off a minute apart from 7.01, HQ and signing-on at Crudgington village hall. The club's
helper keeps one record per thing in ("wrekin-wheelers-tt-2043", "club-10") - officials, course, HQ - and odd notes in
("wrekin-wheelers-tt-2043", "notes"). The signing-on job reads the officials record, adds its line about signing-on
and writes the whole record back; Sandra (the event secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the signing-on job reads the officials record (start timekeeper Dave H,
finish Sandra + Jo, pusher-off Colin, Phil at the turn); Sandra writes in, on 16th may, that Dave's riding the Welsh
25 that morning after all - he got a late ride - so Roger's on the start watch, finish and the rest the same, Phil's
lad with him at the turn; the signing-on job then puts back its stale copy with its signing-on line, losing her edit.
Question (Thu 4/6, Colin, pushing off): "who've I got on the start watch sun? want to sort the radios w them" ->
expected Roger (Dave H is riding the Welsh 25). The assistant says Dave H.

Expected verdict: UpdateError at langgraph.store.put (the signing-on job's put, wrapped in fault()): Sandra's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who is
on the start watch. Asserted: her edit was in the store before the stale put; the officials record has the
signing-on line and "start timekeeper Dave H", and no context line mentions Roger or the Welsh 25.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b182_langgraph_time_trial_start_timekeeper_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENT = ("wrekin-wheelers-tt-2043", "club-10")
NOTES = ("wrekin-wheelers-tt-2043", "notes")
KEY = "officials"
RECORDS = {
    KEY: {"officials": "start timekeeper Dave H ⏱️ finish Sandra + Jo on the clipboard, pusher-off Colin, Phil "
                       "marshalling the turn at Peplow. radios from the club box", "set by": "Sandra"},
    "course": {"details": "out + back on the A442 from Crudgington, turn at the Peplow roundabout, 10 miles. "
                          "riders off 1 min apart from 7.01", "who": "Sandra"},
    "hq": {"details": "Crudgington village hall, open 6.15, tea urn + bacon cobs after, £1.50", "who": "Jo"},
}
NOTE_LINES = [
    ("2043-05-02T21:10", "Sandra", "club 10 sun 7th june, CTT permit came thru 👍 risk assessment on the drive"),
    ("Tue 12/5", "Phil", "new signs for the turn - 'cyclists' x2, in my garage"),
    ("22.5.", "Jo", "30 entries so far, closes weds 3rd"),
]
EDIT = {"officials": "Dave's got a late ride in the Welsh 25 that morning 🙄 so he's off the start - Roger's on the "
                     "start watch instead, finish Sandra + Jo same as before, pusher-off Colin, Phil + his lad at the "
                     "turn at Peplow",
        "edited": "Sandra 16th may"}
SIGNING_ON = {"signing-on": "signing on at the HQ 6.15-6.45, £8 entry, £3 juniors, numbers on the table by the door",
              "by": "signing-on job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENT, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signing_on_job() -> None:
    copy = dict(store.get(EVENT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNING_ON)
    with fault():
        store.put(EVENT, KEY, copy)


def sandra_edit() -> None:
    read_done.wait()
    item = store.get(EVENT, KEY)
    store.put(EVENT, KEY, {**item.value, **EDIT})
    assert "Roger's on the start watch" in store.get(EVENT, KEY).value["officials"]
    edit_done.set()


threads = [threading.Thread(target=signing_on_job, name="wheelers-signing-on-job"),
           threading.Thread(target=sandra_edit, name="sandra-officials-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who've I got on the start watch sun? want to sort the radios w them"
context = ["Today is Thu 4 June 2043. You are talking to Colin, the pusher-off at Wrekin Wheelers' club 10 (Sun 7 "
           "June, Crudgington)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENT, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "start timekeeper Dave H" in c and "signing on at the HQ" in c
           for c in context), context
assert not any("Roger" in c or "Welsh 25" in c for c in context), context
reply = answer(question, context, mock="Dave H - he's the start timekeeper.")
finish(question, expected="Roger - Dave H is riding the Welsh 25 that morning", actual=reply)
