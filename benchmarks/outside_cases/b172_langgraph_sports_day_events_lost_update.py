"""Batch 172 (held out). A nursery's sports day: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Acorns Nursery's sports day is Fri 13th July 2040, 10 till 12 on the rec behind the church - events for
each room (Tadpoles, Acorns, pre-school), a parents' race, snacks, stickers for everyone. The nursery's helper keeps one
record per job in ("little-acorns", "sports-day") - events, kit, snacks - and odd notes in ("little-acorns",
"notes"). The newsletter job reads the events record, adds the line about the running order it has sent out in the
parents' newsletter and writes the whole record back; Mel, the manager, edits the same record at the same time.

Planted fault (UpdateError, lost update): the newsletter job reads the events record (flat race, egg + spoon, bean
bag on head, sack race = 4 events, each room in turn); Mel writes in, on Weds 4th July, that the sack race is OUT -
the hessian sacks are damp and mouldy from the shed - and the parachute game and the obstacle course are in, so 5
events now; the newsletter job then puts back its stale copy with the newsletter line, losing her edit. Question (Weds
11/7, Sophie, the Acorns room leader): "how many events are we doing fri? I'm doing the sticker sheets, one sticker per
event per child" -> expected 5 (flat race, egg + spoon, bean bag, parachute game, obstacle course). The assistant says
4.

Expected verdict: UpdateError at langgraph.store.put (the newsletter job's put, wrapped in fault()): Mel's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the count.
Asserted: Mel's edit was in the store before the stale put; the events record has the newsletter line and the
"= 4 events", and no context line mentions the parachute, the obstacle course or the mouldy sacks.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b172_langgraph_sports_day_events_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAY = ("little-acorns", "sports-day")
NOTES = ("little-acorns", "notes")
KEY = "events"
RECORDS = {
    KEY: {"plan": "flat race, egg + spoon, bean bag on head, sack race = 4 events, each room in turn (Tadpoles 1st, "
                  "Acorns, then pre-school), parents' race at the end", "set by": "Mel"},
    "kit": {"details": "cones + bean bags + egg & spoon sets in the garden shed, finish tape in the office, Dan "
                       "bringing the gazebo", "who": "Dan"},
    "snacks": {"details": "fruit pots + water, NO nuts, Priya doing the table under the gazebo 10.45ish",
               "who": "Priya"},
}
NOTE_LINES = [
    ("2040-06-12T16:40", "Mel", "rec booked 10-12 fri 13th, church said we can use their loos 🙏"),
    ("Tue 26th June", "Sophie", "parents' race 11.45, mums v dads tug of war if there's time lol"),
    ("2/7", "Dan", "first aid kit restocked, suncream in the red bag"),
]
EDIT = {"plan": "flat race, egg + spoon, bean bag on head, sack race OUT (hessian sacks are damp + mouldy from the "
                "shed 🤢), + parachute game + obstacle course = 5 events now, each room in turn (Tadpoles 1st, Acorns, "
                "then pre-school), parents' race at the end",
        "edited": "Mel Weds 4th July"}
NEWSLETTER = {"newsletter": "running order in the July newsletter, sent to parents Thurs 5th", "by": "newsletter job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAY, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def newsletter_job() -> None:
    copy = dict(store.get(DAY, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(NEWSLETTER)
    with fault():
        store.put(DAY, KEY, copy)


def mel_edit() -> None:
    read_done.wait()
    item = store.get(DAY, KEY)
    store.put(DAY, KEY, {**item.value, **EDIT})
    assert "= 5 events now" in store.get(DAY, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=newsletter_job, name="little-acorns-newsletter-job"),
           threading.Thread(target=mel_edit, name="mel-events-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many events are we doing fri? I'm doing the sticker sheets, one sticker per event per child"
context = ["Today is Weds 11 July 2040. You are talking to Sophie, the Acorns room leader at Little Acorns Nursery, "
           "about sports day (Fri 13 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAY, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "= 4 events" in c and "July newsletter" in c for c in context), context
assert not any("parachute" in c or "obstacle" in c or "mouldy" in c for c in context), context
reply = answer(question, context, mock="4 events - flat race, egg and spoon, bean bag on head and the sack race.")
finish(question, expected="5 - flat race, egg + spoon, bean bag, parachute game and obstacle course (sack race out)",
       actual=reply)
