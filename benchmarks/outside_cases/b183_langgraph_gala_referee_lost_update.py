"""Batch 183 (held out). A swimming club's gala: LangGraph InMemoryStore (sync), two writers in threads.

App: Telford Tigers' open gala is Sat 13th June 2043 at Oakengates leisure centre - 6 lanes, warm-up 8.30, first
heat 9.30, officials from the club and from Shrewsbury. The club's helper keeps one record per thing in
("telford-tigers-gala-2043", "open-meet") - officials, pool, door - and the committee's odd notes in
("telford-tigers-gala-2043", "notes"). The heat-sheet job reads the officials record, adds its line about who gets
the heat sheets and writes the whole record back; Angela (the gala secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the heat-sheet job reads the officials record (referee Mike P, starter
Angela, chief timekeeper Dev, stroke judges Hazel + Tom, 2 timekeepers a lane off the parents' rota); Angela writes
in, on Tue 2nd June, that Mike's knee op has been brought forward to the 10th so he's not going to be on poolside -
Carol Nwosu from Shrewsbury will referee, the rest as it was; the heat-sheet job then puts back its stale copy with
its heat-sheet line, losing her edit. Question (Weds 10/6, Priya, printing the heat sheets): "who's refereeing sat?
need to drop the heat sheets round to them" -> expected Carol Nwosu from Shrewsbury (Mike's had his knee op). The
assistant says Mike P.

Expected verdict: UpdateError at langgraph.store.put (the heat-sheet job's put, wrapped in fault()): Angela's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
referees. Asserted: her edit was in the store before the stale put; the officials record has the heat-sheet line and
"referee Mike P", and no context line mentions Carol, Nwosu or the knee op.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b183_langgraph_gala_referee_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

MEET = ("telford-tigers-gala-2043", "open-meet")
NOTES = ("telford-tigers-gala-2043", "notes")
KEY = "officials"
RECORDS = {
    KEY: {"officials": "referee Mike P 🏊 starter Angela, chief timekeeper Dev, stroke judges Hazel + Tom, 2 "
                       "timekeepers a lane off the parents' rota. whistles + watches in the club cupboard",
          "by": "Angela"},
    "pool": {"details": "Oakengates leisure centre, 6 lanes, warm-up 8.30, 1st heat 9.30, done by 1ish. "
                        "poolside in whites pls", "by": "Angela"},
    "door": {"details": "£2 spectators, kids free, Sue + Linda on the door 8.15-12, float in the tin", "by": "Sue"},
}
NOTE_LINES = [
    ("2043-05-06T20:30", "Angela", "licence thru from Swim England 👍 entries close fri 29th"),
    ("18/5", "Dev", "new touchpads no go, still on hand timing, I'll bring the spare watches"),
    ("Tue 26th", "Sue", "raffle - 30 prizes so far, Co-op gave a hamper"),
]
EDIT = {"officials": "Mike's knee op's been brought forward to the 10th 😬 so he won't be on poolside - Carol Nwosu "
                     "from Shrewsbury's said she'll referee. starter Angela, chief timekeeper Dev, stroke judges "
                     "Hazel + Tom, 2 timekeepers a lane same as before",
        "edited": "Angela Tue 2nd June"}
HEAT_SHEETS = {"heat sheets": "printed Thu 11th, 1 each to the referee, starter + chief timekeeper, rest on the "
                              "door for 50p", "by": "heat-sheet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(MEET, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def heat_sheet_job() -> None:
    copy = dict(store.get(MEET, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HEAT_SHEETS)
    with fault():
        store.put(MEET, KEY, copy)


def angela_edit() -> None:
    read_done.wait()
    item = store.get(MEET, KEY)
    store.put(MEET, KEY, {**item.value, **EDIT})
    assert "Carol Nwosu" in store.get(MEET, KEY).value["officials"]
    edit_done.set()


threads = [threading.Thread(target=heat_sheet_job, name="tigers-heat-sheet-job"),
           threading.Thread(target=angela_edit, name="angela-officials-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's refereeing sat? need to drop the heat sheets round to them"
context = ["Today is Weds 10 June 2043. You are talking to Priya, who prints the heat sheets for Telford Tigers' "
           "open gala (Sat 13 June, Oakengates)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(MEET, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "referee Mike P" in c and "1 each to the referee" in c
           for c in context), context
assert not any(w in c for c in context for w in ("Carol", "Nwosu", "knee op")), context
reply = answer(question, context, mock="Mike P is the referee - drop his heat sheet round to him.")
finish(question, expected="Carol Nwosu from Shrewsbury - Mike's knee op was brought forward", actual=reply)
