"""Batch 83 (held out). A youth orchestra's summer tour: LangGraph InMemoryStore (sync), two writers in threads.

App: the County Youth Orchestra's tour app keeps one record per tour day in the store (namespace ("cyo-tour",
"days")): town, rehearsal, concert, hotel, coach; parents' and staff messages sit in ("cyo-tour", "notes"). A
job that sends the rooming lists to the hotels reads each day's record, adds "rooming list sent" and writes the
whole record back; Ros, the tour manager, edits Tuesday's record at the same time.

Planted fault (UpdateError, lost update): the rooming-list job reads Tuesday 22/7's record (hotel: Premier Inn
Durham City, everyone), Ros then writes her edit (the Premier Inn has overbooked, so brass and percussion are at
the Kingslodge Inn, 5 min walk, Mr Osei with them; strings and wind stay at the Premier Inn), and the job puts
back its stale copy with the rooming-list line added, losing Ros's edit. Question (Mon 21/7, a trombonist's
dad): "are the brass in the same hotel as everyone else on Tuesday?" -> expected no, they're at the Kingslodge
Inn. The assistant says yes, all at the Premier Inn.

Expected verdict: UpdateError at langgraph.store.put (the job's put, wrapped in fault()). Asserted: Ros's edit
was in the store before the stale put; the final record has the rooming-list line and the Premier Inn for all, and
nothing in the context mentions the Kingslodge.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b83_langgraph_orchestra_brass_hotel_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAYS = ("cyo-tour", "days")
NOTES = ("cyo-tour", "notes")
KEY = "tue-22-jul"
RECORDS = {
    "mon-21-jul": {"town": "York", "rehearsal": "St Olave's 2-5", "concert": "none - free eve, pizza",
                   "hotel": "Novotel York Centre (all)", "coach": "Shearings, dep school 8.30am"},
    KEY: {"town": "Durham", "rehearsal": "Durham School chapel 10-12.30", "concert": "7.30 cathedral, black",
          "hotel": "Premier Inn Durham City (everyone, 38 rooms)", "coach": "dep York 8am"},
    "wed-23-jul": {"town": "Durham -> home", "rehearsal": "none", "concert": "none",
                   "hotel": "-", "coach": "dep 10am, back at school ~1.30, parents pls be there"},
}
NOTE_LINES = [
    ("1/7", "Ros", "kit list out - concert blacks, music folder, named water bottle, NO aerosols on the coach"),
    ("July 9", "Mr Osei", "brass sectional mon 21st in York 10-12 as well, bring mutes"),
    ("14.7.31", "Ros", "medical forms still missing for 3 kids, chasing"),
    ("18/7", "Ana", "cello coach - back from Porto by sunday, all good"),
]
EDIT = {"hotel": "Premier Inn Durham City - strings + wind (30 rooms). BRASS + PERC at the Kingslodge Inn, 5 min "
                 "walk (PI overbooked us, sorry!), Mr Osei staying with them",
        "edited": "Ros sat 19/7 21.40"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAYS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rooming_job() -> None:
    copy = dict(store.get(DAYS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"rooming list": "sent to hotel 19/7"})
    with fault():
        store.put(DAYS, KEY, copy)


def ros_edit() -> None:
    read_done.wait()
    item = store.get(DAYS, KEY)
    store.put(DAYS, KEY, {**item.value, **EDIT})
    assert "Kingslodge" in store.get(DAYS, KEY).value["hotel"]
    edit_done.set()


threads = [threading.Thread(target=rooming_job, name="rooming-list-job"),
           threading.Thread(target=ros_edit, name="ros-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are the brass in the same hotel as everyone else on Tuesday?"
notes = store.search(NOTES, limit=50)
context = ["Today is Mon 21 July 2031. You are talking to Mr Hale, dad of Josh (trombone)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAYS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "(everyone, 38 rooms)" in c and "rooming list" in c for c in context), context
assert not any("Kingslodge" in c or "overbooked" in c for c in context), context
reply = answer(question, context, mock="Yes - on Tuesday everyone's at the Premier Inn Durham City, all 38 rooms.")
finish(question, expected="No - brass and percussion are at the Kingslodge Inn a few minutes away", actual=reply)
