"""Batch 385 (held out). A Newfoundland outport's community notice board: LangGraph InMemoryStore (sync), two writers
in threads.

App: Dory Point's notice-board helper keeps one record per thing people ask about in ("dory-point-board-2051",
"board") - the ferry to Port Bonner, the fish plant's hours, the clinic, the post office - and people's posts in
("dory-point-board-2051", "posts"). The schedule job (Kevin's script that checks the provincial ferry page every
Monday) reads the ferry record, adds a "checked" line and writes the whole record back; Doreen (who runs the
Facebook group) edits the same record at the same time.

Planted fault (UpdateError, lost update): the schedule job reads the ferry record (fall schedule: leaves Dory Pt 7
a.m., 11, 3:30 p.m., 7:30; leaves Port Bonner 8 a.m., 12:30, 5 p.m., last boat 9 p.m.); Doreen writes in, Mon. Sept.
11, that the Hazel Coombs is gone on refit and the Island Bay is filling in - she's some slow - so the last boat from
Port Bonner is 8:15 p.m., not 9; the job then puts back its stale copy with its "checked" line, losing Doreen's edit.
Question (Wed. Sept. 13, Clar): "what time's the last boat back from Port Bonner Fri.? got the clinic + need to pick
up the part for the truck" -> expected 8:15 p.m. (the Island Bay's on while the Hazel Coombs is on refit). The
assistant says 9 p.m.

Expected verdict: UpdateError at langgraph.store.put (the schedule job's put, wrapped in fault()): Doreen's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
last boat. Asserted: Doreen's edit was in the store before the stale put; the ferry record has the "checked" line
and the 9 p.m. last boat, and no context line has 8:15, the refit or the Island Bay.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b385_langgraph_ferry_last_boat_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOARD = ("dory-point-board-2051", "board")
POSTS = ("dory-point-board-2051", "posts")
KEY = "ferry"
RECORDS = {
    KEY: {"details": "ferry Dory Pt - Port Bonner, fall sched. from Sept. 5: leaves Dory Pt 7 a.m., 11, 3:30 p.m., "
                     "7:30. leaves Port Bonner 8 a.m., 12:30, 5 p.m., last boat 9 p.m. be in the line-up 30 min b4, "
                     "no reservations",
          "by": "Doreen"},
    "plant": {"details": "fish plant - on turbot till the end of Sept., line starts 7 a.m. Mon-Fri, Lloyd's posting "
                         "the shifts on the door Fri. p.m.",
              "by": "Lloyd"},
    "clinic": {"details": "nurse in Dory Pt Tues. + Thurs. 9-3, Dr. in Port Bonner Mon-Fri, bloodwork Fri. mornings "
                          "only",
               "by": "Doreen"},
    "post office": {"details": "post office 9-5 weekdays, closed 12-1 for dinner, Sat. 10-12. parcels at the back "
                                "door",
                    "by": "Doreen"},
}
POST_LINES = [
    ("Sept. 5", "Marg", "jiggs dinner tickets at the post office, $25, Oct. 8"),
    ("07/09", "Gord", "anyone got a 4 stroke Yamaha manual? mine's gone missing, pm me"),
    ("Sept. 12", "Sharon", "found a set of keys on the wharf, Ford key + a puffin keychain, they're at the shop"),
]
EDIT = {"details": "ferry Dory Pt - Port Bonner - Hazel Coombs is gone on refit as of today 😩 the Island Bay's "
                   "filling in + she's some slow, so the last boat from Port Bonner is 8:15 p.m. not 9. rest as was: "
                   "leaves Dory Pt 7 a.m., 11, 3:30 p.m., 7:30, leaves Port Bonner 8 a.m., 12:30, 5 p.m. be in the "
                   "line-up 30 min b4",
        "edited": "Doreen Mon. Sept. 11"}
CHECKED = {"checked": "schedule checked against the Dept. ferry page Mon. Sept. 11 a.m., fall sched. as posted",
           "by": "schedule job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOARD, key, record)
for i, (day, who, text) in enumerate(POST_LINES, 1):
    store.put(POSTS, f"p-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def schedule_job() -> None:
    copy = dict(store.get(BOARD, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CHECKED)
    with fault():
        store.put(BOARD, KEY, copy)


def doreen_edit() -> None:
    read_done.wait()
    item = store.get(BOARD, KEY)
    store.put(BOARD, KEY, {**item.value, **EDIT})
    assert "last boat from Port Bonner is 8:15 p.m. not 9" in store.get(BOARD, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=schedule_job, name="schedule-job"),
           threading.Thread(target=doreen_edit, name="doreen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("what time's the last boat back from Port Bonner Fri.? got the clinic + need to pick up the part for the "
            "truck")
context = ["Today is Wednesday, September 13, 2051. You are talking to Clar, who lives in Dory Point."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOARD, limit=10)] + \
          [f"{p.value['day']} {p.value['from']}: {p.value['text']}" for p in store.search(POSTS, limit=50)]
assert any(c.startswith(KEY + ":") and "last boat 9 p.m." in c and "schedule checked" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("8:15", "refit", "island bay")), context
reply = answer(f"(Clar) {question}", context, mock="Last boat from Port Bonner's 9 p.m. Fri. b'y - be in the line-up "
                                                   "for half past 8 to be sure of getting on.")
finish(question, expected="8:15 p.m. - the Island Bay's on while the Hazel Coombs is on refit, she's slower",
       actual=reply)
