"""Batch 162 (held out). A knit and natter group: LangGraph InMemoryStore (sync), two writers in threads.

App: Fernside Knit and Natter meets every Tuesday, 2-4, in the community room at Fernside library (tea 50p, yarn from
donations, knitting twiddlemuffs for the dementia ward at the General and hats for the baby unit). The group's
helper keeps one record per thing in ("natter", "plan") - the sessions, the yarn, the charity - and odd notes in
("natter", "notes"). The yarn job reads the sessions record, adds the stock count from the donations cupboard and
writes the whole record back; Dot, who runs the group, edits the same record at the same time.

Planted fault (UpdateError, lost update): the yarn job reads the sessions record (every tues 2-4 in the community
room, tea 50p, Mags does the kettle); Dot writes in, on 16th March, that the library's got the blood donors in the
community room on Tue 23rd all day, so that week it's Thurs 25th, same time, upstairs in the local studies room (the
lift's working again); the yarn job then puts back its stale copy with the stock count, losing her edit. Question
(Mon 22/3, Joan): "what day's natter this wk? want to bring the twiddlemuffs in for Mags" -> expected Thurs 25th,
2-4 upstairs in the local studies room (the blood donors have the community room on the Tuesday). The assistant says
Tuesday 23rd, 2-4 in the community room.

Expected verdict: UpdateError at langgraph.store.put (the yarn job's put, wrapped in fault()): Dot's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: Dot's edit was in the store before the stale put; the sessions record has the stock count and every tues,
and no context line mentions the 25th, the blood donors or the local studies room.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b162_langgraph_knitnatter_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("natter", "plan")
NOTES = ("natter", "notes")
KEY = "sessions"
RECORDS = {
    KEY: {"when": "every tues 2-4 in the community room at the library, tea 50p, Mags does the kettle. newcomers "
                  "welcome, we'll teach u", "set by": "Dot"},
    "yarn": {"details": "donations cupboard in the community room, key from the desk. DK for the twiddlemuffs, 4ply "
                        "for the baby hats. no mohair for the hats!!", "who": "Mags"},
    "charity": {"details": "twiddlemuffs for the dementia ward at the General (Sister Okoro collects), hats for the "
                           "baby unit - 20 a month they said", "who": "Dot"},
}
NOTE_LINES = [
    ("Tue 2/3", "Mags", "Age UK dropped 3 bin bags of wool off, sorting it next wk"),
    ("9.3.", "Pauline", "pattern for the twiddlemuffs is in the blue folder, pls put it back!!"),
    ("2038-03-15T17:45", "Joan", "I've done 4 muffs w buttons + ribbons on, will bring them in"),
]
EDIT = {"when": "tues 2-4 in the community room at the library, tea 50p, Mags does the kettle. BUT the library's got "
                "the blood donors in the community room on tue 23rd all day, so that wk we're thurs 25th, same time, "
                "upstairs in the local studies room (lift's working again)",
        "edited": "Dot 16th March"}
STOCK = {"yarn stock": "14 balls DK, 9 balls 4ply, a bag of odds for the muffs", "by": "yarn job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def yarn_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STOCK)
    with fault():
        store.put(PLAN, KEY, copy)


def dot_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "thurs 25th" in store.get(PLAN, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=yarn_job, name="natter-yarn-stock-job"),
           threading.Thread(target=dot_edit, name="dot-sessions-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's natter this wk? want to bring the twiddlemuffs in for Mags"
context = ["Today is Mon 22 March 2038. You are talking to Joan, who goes to Fernside Knit and Natter."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "every tues 2-4" in c and "14 balls DK" in c for c in context), context
assert not any("25th" in c or "blood donors" in c or "local studies" in c for c in context), context
reply = answer(question, context, mock="Tuesday 23rd as usual - 2-4 in the community room, Mags will be on the "
                                       "kettle.")
finish(question, expected="Thurs 25th, 2-4, upstairs in the local studies room - the blood donors have the "
                          "community room on the Tuesday", actual=reply)
