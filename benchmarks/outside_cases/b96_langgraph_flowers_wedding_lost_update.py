"""Batch 96 (held out). A church flower rota: LangGraph InMemoryStore (sync), two writers in threads.

App: St Mary's, Ware keeps one record per week in ("st-marys-flowers", "weeks") (arranger, colours, anything
special) and the flower guild's notes in ("st-marys-flowers", "notes"). The weddings job reads a week's record,
adds the wedding's details and writes the whole record back; Jean, who runs the rota, edits the same record at
the same time.

Planted fault (UpdateError, lost update): the weddings job reads the record for the week of Sat 14/6 (arranger
Pat); Jean then writes Val in as arranger (Pat's hip op came through for Tue 10/6 and she won't be standing for a
few weeks; Val said she'd love to, she did the Easter pedestals) and the weddings job puts back its stale copy with
the Harding-Cole wedding added, losing Jean's edit. Question (Mon 9/6, Roger, the verger): "who's doing the
flowers for saturday's wedding? i need to know who to let in on friday" -> expected Val. The assistant says Pat.

Expected verdict: UpdateError at langgraph.store.put (the weddings job's put, wrapped in fault()). Asserted: Jean's
edit was in the store before the stale put; the week's record has the wedding and Pat as arranger, and no context
line has Val as that week's arranger.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b96_langgraph_flowers_wedding_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

WEEKS = ("st-marys-flowers", "weeks")
NOTES = ("st-marys-flowers", "notes")
KEY = "w-2036-06-14"
RECORDS = {
    "w-2036-06-07": {"week": "sun 8/6 (Pentecost)", "arranger": "Margaret", "colours": "reds + oranges"},
    KEY: {"week": "sun 15/6", "arranger": "Pat", "colours": "whatever's in the garden"},
    "w-2036-06-21": {"week": "sun 22/6", "arranger": "Jean", "colours": "blues, pew ends x4"},
}
NOTE_LINES = [
    ("1/6", "Jean", "oasis running low, I'll get a box from the wholesaler in Hertford weds"),
    ("3 June", "Margaret", "the brass vases want a polish b4 the wedding season, Brasso's in the vestry"),
    ("4.6", "Jean", "flower festival meeting moved to the 19th, 7.30 in the hall, bring ideas x"),
]
EDIT = {"arranger": "Val (Pat laid up after her op 10/6, Val did the Easter pedestals and jumped at it)"}
WEDDING = {"wedding": "sat 14/6 2pm Harding-Cole, bride wants white + greenery, 2 pedestals + the font, "
                      "church open fri from 4 for the arranger"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(WEEKS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def weddings_job() -> None:
    copy = dict(store.get(WEEKS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(WEDDING)
    with fault():
        store.put(WEEKS, KEY, copy)


def jean_edit() -> None:
    read_done.wait()
    item = store.get(WEEKS, KEY)
    store.put(WEEKS, KEY, {**item.value, **EDIT, "edited": "Jean 6/6 evening"})
    assert store.get(WEEKS, KEY).value["arranger"].startswith("Val")
    edit_done.set()


threads = [threading.Thread(target=weddings_job, name="weddings-job"),
           threading.Thread(target=jean_edit, name="jean-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the flowers for saturday's wedding? i need to know who to let in on friday"
context = ["Today is Mon 9 June 2036. You are talking to Roger, the verger."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(WEEKS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "arranger: Pat" in c and "Harding-Cole" in c for c in context), context
assert not any("arranger: Val" in c or "Easter pedestals" in c for c in context), context
reply = answer(question, context, mock="Pat's down for that week - so let Pat in on Friday from 4 for the "
                                       "Harding-Cole wedding.")
finish(question, expected="Val - Pat's off her feet after the hip operation", actual=reply)
