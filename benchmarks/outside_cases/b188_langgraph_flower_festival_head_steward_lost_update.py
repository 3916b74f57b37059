"""Batch 188 (held out). A parish flower festival: LangGraph InMemoryStore (sync), two writers in threads.

App: St Leonard's, Priors Lee has its flower festival Fri 26th to Sun 28th June 2043 - "Hymns we love", an
arrangement for each hymn down the nave and in the side chapel, stewards on the door in shifts, teas in the church
room. The festival's helper keeps one record per thing in ("st-leonards-flower-festival-2043", "festival") - the
stewards, the arrangements, the teas - and odd notes in ("st-leonards-flower-festival-2043", "notes"). The porch
list job reads the stewards record, adds its line about the printed rota and writes the whole record back; Anne (the
festival organiser) edits the same record at the same time.

Planted fault (UpdateError, lost update): the porch list job reads the stewards record (Sat 27th: morning Joan +
Eric, afternoon Pam + Bill; head steward all weekend Geoff - he has the keys and the float, opening up 9.30); Anne
writes in, on 2043-06-15, that Geoff's had a tumble in the garden - nothing broken but the doctor says he's not to be
on his feet all day - so Margaret is head steward Sat and Sun, she's had the keys and the float off him, and Geoff's
happy to sit on the teas till; the porch list job then puts back its stale copy with its printed-rota line, losing
her edit. Question (Thu 25/6, Eric, a steward): "who's head steward sat? I'm on the door sat morning + need to know
who to hand the float tin to at 1" -> expected Margaret (Geoff's off his feet after his fall, he's on the teas till).
The assistant says Geoff.

Expected verdict: UpdateError at langgraph.store.put (the porch list job's put, wrapped in fault()): Anne's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who the
head steward is. Asserted: her edit was in the store before the stale put; the stewards record has the printed-rota
line and Geoff as head steward, and no context line mentions Margaret, the tumble or the doctor.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b188_langgraph_flower_festival_head_steward_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FEST = ("st-leonards-flower-festival-2043", "festival")
NOTES = ("st-leonards-flower-festival-2043", "notes")
KEY = "stewards"
RECORDS = {
    KEY: {"rota": "sat 27th - morning 10-1 Joan + Eric, afternoon 1-4.30 Pam + Bill. sun after the 10.30 service "
                  "Ken + Rita", "head steward": "Geoff all wknd 🔑 has the keys + the float, opening up 9.30 each day",
          "set by": "Anne"},
    "arrangements": {"details": "22 arrangements, one per hymn - Dear Lord + Father by the font (Sheila), All Things "
                                "Bright + Beautiful on the pulpit steps (the Sunday school), pedestals either side of "
                                "the altar (Val)", "who": "Anne"},
    "teas": {"details": "teas in the church room 11-4, tea + cake £2.50, scones w jam + cream £3. Doreen's in charge, "
                        "urn off the WI", "who": "Doreen"},
}
NOTE_LINES = [
    ("2043-05-18T19:30", "Sheila", "oasis + chicken wire ordered from the wholesaler in Shrewsbury, £64, receipt to "
                                   "the treasurer"),
    ("2.6.", "Val", "I'll need the tall step ladder for the pedestals thurs night, + someone to hold it lol"),
    ("Tue 9th june", "Doreen", "18 cakes promised so far, need more scones, Rita doing 3 doz"),
]
EDIT = {"head steward": "Geoff's had a tumble in the garden 🙁 nothing broken but the doctor says he's not to be on his "
                        "feet all day, so Margaret's head steward sat + sun - she's had the keys + the float off him. "
                        "Geoff's happy to sit on the teas till",
        "edited": "Anne 2043-06-15"}
PORCH = {"porch list": "rota printed for the porch noticeboard + the pew sheet, 40 copies", "by": "porch list job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FEST, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def porch_list_job() -> None:
    copy = dict(store.get(FEST, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PORCH)
    with fault():
        store.put(FEST, KEY, copy)


def anne_edit() -> None:
    read_done.wait()
    item = store.get(FEST, KEY)
    store.put(FEST, KEY, {**item.value, **EDIT})
    assert "Margaret's head steward sat + sun" in store.get(FEST, KEY).value["head steward"]
    edit_done.set()


threads = [threading.Thread(target=porch_list_job, name="porch-list-job"),
           threading.Thread(target=anne_edit, name="anne-stewards-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's head steward sat? I'm on the door sat morning + need to know who to hand the float tin to at 1"
context = ["Today is Thu 25 June 2043. You are talking to Eric, a steward at St Leonard's flower festival (Fri 26 to "
           "Sun 28 June)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FEST, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "head steward: Geoff all wknd" in c and "rota printed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("margaret", "tumble", "doctor")), context
reply = answer(question, context, mock="Geoff - he's head steward all weekend and has the keys and the float, so "
                                       "hand the tin to him at 1.")
finish(question, expected="Margaret - Geoff's off his feet after a fall in the garden, he's on the teas till instead",
       actual=reply)
