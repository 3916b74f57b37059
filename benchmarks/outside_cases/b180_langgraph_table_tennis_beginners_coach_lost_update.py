"""Batch 180 (held out). A table tennis club's open evening: LangGraph InMemoryStore (sync), two writers in threads.

App: Madeley Table Tennis Club's open evening is Weds 13th May 2043, 7-9 at the Anstice - 8 tables up, coaches on
the beginners' and improvers' tables, the robot out, tea and flapjacks at the hatch. The club's helper keeps one
record per thing in ("madeley-tt-2043", "open-evening") - coaches, tables, refreshments - and odd notes in
("madeley-tt-2043", "notes"). The poster job reads the coaches record, adds its line about the posters going up and
writes the whole record back; Mandy (the club secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the poster job reads the coaches record (beginners' tables 1-3 Steve,
improvers' 4-6 Priya and Tom, the robot on 7 Dev, 8 free play); Mandy writes in, on Tue 5th May, that Steve's done his
knee in at the vets' league so he can't be on his feet all night - Priya's taking the beginners, Tom has the
improvers on his own, and Steve'll sit on the welcome desk with the forms; the poster job then puts back its stale
copy with its posters line, losing her edit. Question (Mon 11/5, Gill, on the door): "who's coaching the beginners
on weds? want to point the newbies at them when they come in" -> expected Priya (Steve's on the welcome desk with his
knee). The assistant says Steve.

Expected verdict: UpdateError at langgraph.store.put (the poster job's put, wrapped in fault()): Mandy's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who coaches the
beginners. Asserted: her edit was in the store before the stale put; the coaches record has the posters line and
"1-3 Steve", and no context line mentions Steve's knee or the welcome desk.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b180_langgraph_table_tennis_beginners_coach_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENING = ("madeley-tt-2043", "open-evening")
NOTES = ("madeley-tt-2043", "notes")
KEY = "coaches"
RECORDS = {
    KEY: {"coaches": "beginners tables 1-3 Steve 🏓 improvers 4-6 Priya + Tom, robot on 7 Dev, 8 free play. all "
                     "coaches in club shirts pls", "set by": "Mandy"},
    "tables": {"details": "8 tables up from 6.15, nets + barriers from the store, balls in the blue tub",
               "who": "Tom"},
    "refreshments": {"details": "tea + flapjacks at the hatch, Gill's mum baking, donations to the junior fund",
                     "who": "Gill"},
}
NOTE_LINES = [
    ("2043-04-23", "Mandy", "open evening weds 13th may 7-9 at the Anstice, free, bats to borrow"),
    ("Thurs 16/4", "Dev", "robot's fixed 🤖 new feed wheel, I'll bring it in the car"),
    ("22.4.", "Gill", "I'll do the door - sign in sheet + the forms for the summer league"),
]
EDIT = {"coaches": "Steve's done his knee in at the vets' league 🤕 can't be on his feet all night, so Priya's taking "
                   "the beginners on 1-3, Tom's got the improvers on 4-6 on his own, robot on 7 Dev, 8 free play. "
                   "Steve'll sit on the welcome desk w the forms",
        "edited": "Mandy Tue 5th May"}
POSTERS = {"posters": "A3 posters up in the library, Co-op + the leisure centre 28/4", "by": "poster job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENING, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def poster_job() -> None:
    copy = dict(store.get(EVENING, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(POSTERS)
    with fault():
        store.put(EVENING, KEY, copy)


def mandy_edit() -> None:
    read_done.wait()
    item = store.get(EVENING, KEY)
    store.put(EVENING, KEY, {**item.value, **EDIT})
    assert "Priya's taking the beginners" in store.get(EVENING, KEY).value["coaches"]
    edit_done.set()


threads = [threading.Thread(target=poster_job, name="madeley-poster-job"),
           threading.Thread(target=mandy_edit, name="mandy-coaches-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's coaching the beginners on weds? want to point the newbies at them when they come in"
context = ["Today is Mon 11 May 2043. You are talking to Gill, who's on the door at Madeley Table Tennis Club's open "
           "evening (Weds 13 May, 7-9 at the Anstice)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENING, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "1-3 Steve" in c and "A3 posters" in c for c in context), context
assert not any("knee" in c or "welcome desk" in c or "Priya's taking" in c for c in context), context
reply = answer(question, context, mock="Steve - he's on the beginners' tables, 1 to 3.")
finish(question, expected="Priya - Steve's done his knee, he's on the welcome desk", actual=reply)
