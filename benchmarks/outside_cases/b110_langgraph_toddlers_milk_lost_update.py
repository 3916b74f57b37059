"""Batch 110 (held out). A church-hall toddler group's session sheets: LangGraph InMemoryStore (sync), two writers
in threads.

App: Little Feet toddler group (St Luke's hall, Tues and Thurs mornings) keeps one record per session day in
("littlefeet", "sessions") (times, snack, milk, helpers) and Jo's notes in ("littlefeet", "notes"). The rota job
reads a session's record, adds the month's helper rota and writes the whole record back; Jo, who runs the group,
edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads Tuesday's record (milk: 4 pints); Jo then writes that
it's 6 now - 5 semi-skimmed and 1 oat for Reuben, with two new families from the baby clinic; the job then puts back
its stale copy with the January rota, losing her edit. Question (Mon 11/1, Sam, doing the shop): "how much milk am
i getting for tues?" -> expected 6 pints, one of them oat. The assistant says 4 pints.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()). Asserted: Jo's edit
was in the store before the stale put; the record has the rota and 4 pints, and no context line has 6 pints or oat.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b110_langgraph_toddlers_milk_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SESSIONS = ("littlefeet", "sessions")
NOTES = ("littlefeet", "notes")
KEY = "tues"
ITEMS = {
    KEY: {"time": "9.30-11.30, doors 9.15", "snack": "fruit, rice cakes, breadsticks", "milk": "4 pints semi",
          "price": "£2 a family"},
    "thurs": {"time": "music w Carol 10-10.45 then stay + play til 11.45", "snack": "fruit + crackers",
              "milk": "3 pints", "price": "£2.50 a family"},
}
NOTE_LINES = [
    ("4/1", "Jo", "back tues 5th!! heating on the timer from 9, Rev Jane sorted it"),
    ("Wed 6th", "Jo", "grapes cut lengthways ONLY, had a near miss at Tumble Tots apparently"),
    ("8.1.", "Lou", "the big tent's got a broken pole, I'll bring my gaffer tape"),
]
EDIT = {"milk": "6 pints now - 5 semi + 1 oat for Reuben (dairy), 2 new families from the baby clinic"}
ROTA = {"helpers": "Jan: Sam + Lou on snacks, Kerry on the door w the £2 tin, Jo does the song at 11.15",
        "rota_done": "Sat 9/1"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(SESSIONS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(SESSIONS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROTA)
    with fault():
        store.put(SESSIONS, KEY, copy)


def jo_edit() -> None:
    read_done.wait()
    item = store.get(SESSIONS, KEY)
    store.put(SESSIONS, KEY, {**item.value, **EDIT, "edited": "Jo, sat 9th am"})
    assert store.get(SESSIONS, KEY).value["milk"].startswith("6 pints")
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="rota-job"), threading.Thread(target=jo_edit, name="jo-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much milk am i getting for tues?"
context = ["Today is Mon 11 January 2038. You are talking to Sam, who's doing the shop for the group."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SESSIONS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "milk: 4 pints semi" in c and "Sam + Lou" in c for c in context), context
assert not any("6 pints" in c or "oat" in c or "Reuben" in c for c in context), context
reply = answer(question, context, mock="4 pints of semi-skimmed for Tuesday (Thursday's only 3).")
finish(question, expected="6 pints - 5 semi and an oat one for Reuben", actual=reply)
