"""Batch 177 (held out). A photography club's exhibition: LangGraph InMemoryStore (sync), two writers in threads.

App: Bridgnorth Camera Club's annual exhibition is at the town library, 7th-21st November 2043 - about 40 prints on
the walls, hanging on Sat 31st October, the opening night the week of the 2nd. The club's helper keeps one record per
job in ("bridgnorth-cc-expo-2043", "jobs") - hanging, opening, catalogue - and odd notes in
("bridgnorth-cc-expo-2043", "notes"). The catalogue job reads the hanging record, adds the line about the labels and
writes the whole record back; Mike, the exhibition secretary who does the hanging, edits the same record at the same
time.

Planted fault (UpdateError, lost update): the catalogue job reads the hanging record (bring your prints framed with
picture wire, a hammer and panel pins); Mike writes in, on Tue 20/10, that the library have just said no pins or
nails in their new panels - they've a rail system now - so bring: prints framed with 2 D-rings, 2 S-hooks and a length
of 20lb fishing line per print, a spirit level, and white cotton gloves if you've got them, no hammers; the catalogue
job then puts back its stale copy with its labels line, losing his edit. Question (Thurs 29/10, Dilys, a member):
"what do I need to bring on sat for the hanging? don't want to forget anything" -> expected framed prints with 2
D-rings, 2 S-hooks and fishing line per print, a spirit level, white gloves (no hammer). The assistant says the
prints with picture wire, a hammer and panel pins.

Expected verdict: UpdateError at langgraph.store.put (the catalogue job's put, wrapped in fault()): Mike's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: his edit was in the store before the stale put; the hanging record has the labels line and "panel pins",
and no context line mentions S-hooks, fishing line or the rail.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b177_langgraph_photo_hanging_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("bridgnorth-cc-expo-2043", "jobs")
NOTES = ("bridgnorth-cc-expo-2043", "notes")
KEY = "hanging"
RECORDS = {
    KEY: {"hanging": "sat 31st oct 10-1 at the library 🖼 bring: your prints framed w picture wire on the back, a "
                     "hammer + panel pins, a pencil. coffee from the library cafe", "who": "Mike"},
    "opening": {"details": "opening night at the library 7-9, wine + nibbles, the mayor's opening it, judge gives the "
                           "awards at 8", "who": "Sue"},
    "catalogue": {"details": "A5, title + price for each print, 50p, Sue typing it up from the entry forms",
                  "who": "Sue"},
}
NOTE_LINES = [
    ("2043-09-28T19:00", "Sue", "entries close sat 24th oct, max 3 prints each, £5 a print"),
    ("14th oct", "Alan", "judge confirmed - Alan Pryce from the Midland Counties"),
    ("Weds 21/10", "Sue", "sales 20% to the library, red dots from me"),
]
EDIT = {"hanging": "sat 31st oct 10-1 at the library. library have just said NO pins or nails in the new panels 🙄 "
                   "they've got a rail system now so bring: prints framed w 2 D-rings, 2 S-hooks + a length of 20lb "
                   "fishing line per print, a spirit level, white cotton gloves if you've got them. no hammers!!",
        "edited": "Mike Tue 20/10"}
LABELS = {"labels": "title + price card under each print, catalogue no. from Sue - 2 per print, print them at home",
          "by": "catalogue job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(JOBS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def catalogue_job() -> None:
    copy = dict(store.get(JOBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LABELS)
    with fault():
        store.put(JOBS, KEY, copy)


def mike_edit() -> None:
    read_done.wait()
    item = store.get(JOBS, KEY)
    store.put(JOBS, KEY, {**item.value, **EDIT})
    assert "2 S-hooks + a length of 20lb fishing line" in store.get(JOBS, KEY).value["hanging"]
    edit_done.set()


threads = [threading.Thread(target=catalogue_job, name="bridgnorth-cc-catalogue-job"),
           threading.Thread(target=mike_edit, name="mike-hanging-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what do I need to bring on sat for the hanging? don't want to forget anything"
context = ["Today is Thurs 29 October 2043. You are talking to Dilys, a member of Bridgnorth Camera Club; the "
           "exhibition is hung at the library on Sat 31 October."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(JOBS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "panel pins" in c and "catalogue no." in c for c in context), context
assert not any("S-hooks" in c or "fishing line" in c or "rail" in c for c in context), context
reply = answer(question, context, mock="Your prints framed with picture wire on the back, a hammer and panel pins, "
                                       "a pencil - and the title + price labels, 2 per print.")
finish(question, expected="prints framed with 2 D-rings, 2 S-hooks + fishing line per print, a spirit level and "
                          "white gloves - no hammer or pins (the library's rail system)", actual=reply)
