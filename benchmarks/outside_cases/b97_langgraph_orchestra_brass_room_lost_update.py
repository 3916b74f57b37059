"""Batch 97 (held out). A youth orchestra's summer course: LangGraph InMemoryStore (sync), two writers in threads.

App: the Mid-Vale Youth Orchestra's summer course keeps one record per section in ("mvyo-summer", "sections")
(room, tutor, anything else) and the staff's notes in ("mvyo-summer", "notes"). The timetable job reads a section's
record, adds the week's sectional times and writes the whole record back; Claire, the course manager, edits the
same record at the same time.

Planted fault (UpdateError, lost update): the timetable job reads the brass record (Music Rm 2, upstairs); Claire
then writes the sports hall stage in as the room (the school's piano exams are in Music Rm 2 all week, she found
out on Sunday afternoon) and the timetable job puts back its stale copy with the sectional times added, losing
Claire's edit. Question (Sun 27/7 evening, Mr Hussain, a parent): "which room are the brass in tmrw morning? i'm
dropping off a tuba stand for Zain" -> expected the stage in the sports hall. The assistant says Music Room 2.

Expected verdict: UpdateError at langgraph.store.put (the timetable job's put, wrapped in fault()). Asserted:
Claire's edit was in the store before the stale put; the brass record has the sectional times and Music Rm 2, and
no context line has the sports hall as the brass room.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b97_langgraph_orchestra_brass_room_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SECTIONS = ("mvyo-summer", "sections")
NOTES = ("mvyo-summer", "notes")
KEY = "brass"
RECORDS = {
    "strings": {"room": "main hall (full strings) / rm 5 cellos+basses", "tutor": "Priya (vln), Anna K (vc)"},
    KEY: {"room": "Music Rm 2 (upstairs, by the lift)", "tutor": "Dan Okoro (tpt) + Mel for low brass"},
    "woodwind": {"room": "drama studio", "tutor": "Sue B, reeds in the cupboard"},
    "percussion": {"room": "sports hall side store / hall", "tutor": "Kwame, timps come tues"},
}
NOTE_LINES = [
    ("25/7", "Claire", "registration sun 27th 2-4pm in the foyer, name badges + medical forms"),
    ("26.7", "Dan", "need 8 music stands for brass, the folding ones not the black ones pls"),
    ("26/7 pm", "Claire", "lunch 12.30-1.15 in the canteen, packed lunch option for the concert day fri 1/8"),
]
EDIT = {"room": "sports hall - on the stage (school's got piano exams in Music Rm 2 all wk, found out sun pm)"}
TIMES = {"sectionals": "mon-thu 9.30-12, full orch 1.30-4 in the main hall, concert fri 1/8 7pm"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SECTIONS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def timetable_job() -> None:
    copy = dict(store.get(SECTIONS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TIMES)
    with fault():
        store.put(SECTIONS, KEY, copy)


def claire_edit() -> None:
    read_done.wait()
    item = store.get(SECTIONS, KEY)
    store.put(SECTIONS, KEY, {**item.value, **EDIT, "edited": "Claire 27/7 4.50pm"})
    assert store.get(SECTIONS, KEY).value["room"].startswith("sports hall")
    edit_done.set()


threads = [threading.Thread(target=timetable_job, name="timetable-job"),
           threading.Thread(target=claire_edit, name="claire-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which room are the brass in tmrw morning? i'm dropping off a tuba stand for Zain"
context = ["Today is Sun 27 July 2036, evening. You are talking to Mr Hussain, a parent."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SECTIONS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Music Rm 2" in c and "sectionals" in c for c in context), context
assert not any(c.startswith(KEY) and "sports hall" in c for c in context), context
assert not any("piano exams" in c for c in context), context
reply = answer(question, context, mock="Music Room 2, upstairs by the lift - brass sectionals are 9.30 to 12.")
finish(question, expected="on the stage in the sports hall (their usual room's being used for exams)",
       actual=reply)
