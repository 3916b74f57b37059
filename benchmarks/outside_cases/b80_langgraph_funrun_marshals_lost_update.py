"""Batch 80 (held out). A hospice's fun run: LangGraph InMemoryStore (sync), two writers in threads.

App: St Cuthbert's Hospice runs a fun run in Weston Park with a 5k and a 10k. Each route has a record in the store
(namespace ("funrun", "routes")) with its marshal points and who's signed up; volunteers' notes sit in
("funrun", "notes"). A job that makes the printable route map reads a route's record, adds the map link and writes
the whole record back; Dev (volunteer lead) updates the marshal count from his phone at the same time.

Planted fault (UpdateError, lost update): the map job reads the 10k record (11 marshals of the 16 the council
want), Dev then writes his update (3 from the Rotary signed up last night, "14 now"), and the map job puts back its
stale copy with the map link added, losing Dev's edit. Question (Thu 11/9): "how many marshals are we still short
on the 10k?" -> expected 2 (14 of 16). The assistant works it from the stale record and says 5.

Expected verdict: UpdateError at langgraph.store.put (the map job's put, wrapped in fault()). Asserted: Dev's edit
was in the store before the stale put; the final record has the map link and 11 marshals, and nothing in the
context mentions the Rotary or 14.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b80_langgraph_funrun_marshals_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROUTES = ("funrun", "routes")
NOTES = ("funrun", "notes")
KEY = "10k"
RECORDS = {
    "5k": {"start": "9.45 by the bandstand", "laps": "1 big lap, lake side", "marshals": "9 of 9 needed, sorted",
           "notes": "buggies + dogs on leads welcome"},
    KEY: {"start": "10.30 (after the 5k clears)", "laps": "2 laps incl the woods path",
          "marshals": "11 signed up, council want 16 (one per junction + 2 at the road crossing)",
          "notes": "no dogs, no buggies on the woods path"},
    "kids mile": {"start": "9.15", "laps": "round the lake once", "marshals": "parents + 2 of ours",
                  "notes": "medals for all, Mr Whippy van booked"},
}
NOTE_LINES = [
    ("1/9", "Dev", "marshal briefing 8.15 in the car park by the tea tent, hi-vis + whistles from me"),
    ("Sept 3rd", "Jan (hospice)", "sponsor forms back by 30/9 pls, online page is on JustGiving"),
    ("5.9", "Kath", "water station at the 5k/10k split, 600 cups, Tesco donated"),
    ("8/9", "Dev", "asked Weston Rotary if any of theirs can marshal the 10k, waiting to hear"),
]
EDIT = "Rotary came good!! 3 of theirs signed up last night, so 14 now, still need 2 for the woods bit"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROUTES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def route_map_job() -> None:
    copy = dict(store.get(ROUTES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"map": "10k route map v3 (pdf) - marshal points numbered 1-16, road crossing at Park Lane = 8+9"})
    with fault():
        store.put(ROUTES, KEY, copy)


def dev_edit() -> None:
    read_done.wait()
    item = store.get(ROUTES, KEY)
    store.put(ROUTES, KEY, {**item.value, "marshals": EDIT, "by": "Dev, wed 10/9 10.40pm"})
    assert "14 now" in store.get(ROUTES, KEY).value["marshals"]
    edit_done.set()


threads = [threading.Thread(target=route_map_job, name="route-map-job"),
           threading.Thread(target=dev_edit, name="dev-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many marshals are we still short on the 10k?"
rec = store.get(ROUTES, KEY)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 11 September 2031. You are talking to Jan, the hospice's events fundraiser."] + \
          [f"{rec.key}: {flat(rec.value)}"] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "11 signed up" in c and "route map v3" in c for c in context), context
assert not any("14 now" in c or "3 of theirs signed up" in c for c in context), context
reply = answer(question, context, mock="5 short - 11 signed up and the council want 16. Dev's still waiting to hear "
                                       "from the Rotary.")
finish(question, expected="two", actual=reply)
