"""Batch 194 (held out). A history society's walk and talk: LangGraph InMemoryStore (sync), two writers in threads.

App: Bridgnorth & District History Society's walk and talk is Sat 16th May 2043 - a walk from High Town down to the
old river wharves with Ken (the society's walks leader), then a talk by Dr Ann Price on the river trade in the
Low Town church hall, and tea. The society's helper keeps one record per part in ("bridgnorth-history-may-2043",
"event") - the walk, the talk, the tea - and members' odd messages in ("bridgnorth-history-may-2043", "msgs"). The
route-card job reads the walk record, adds the stops line for the printed route cards and writes the whole record
back; Margaret (the society's secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the route-card job reads the walk record (meet: by the North Gate, 2pm
sharp; ~2 miles, mostly downhill, steps at the Cartway); Margaret writes in, Tue 5th May, that the North Gate's got
scaffolding all round it for the repointing and the council have shut the pavement, so they're meeting at the top
of the Cliff Railway on Castle Terrace instead, same time; the route-card job then puts back its stale copy with its
stops line, losing her edit. Question (Weds 13/5, Brian, who's bringing his brother-in-law): "where are we meeting
sat for the walk? bringing our Dave" -> expected the top of the Cliff Railway on Castle Terrace, 2pm (the North
Gate's scaffolded). The assistant says by the North Gate.

Expected verdict: UpdateError at langgraph.store.put (the route-card job's put, wrapped in fault()): Margaret's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the place. Asserted: her edit was in the store before the stale put; the walk record has the stops line and the
North Gate, and no context line mentions the Cliff Railway, Castle Terrace or the scaffolding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b194_langgraph_history_walk_meeting_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENT = ("bridgnorth-history-may-2043", "event")
MSGS = ("bridgnorth-history-may-2043", "msgs")
KEY = "walk"
RECORDS = {
    KEY: {"meet": "by the North Gate, 2pm sharp", "route": "~2 miles, mostly downhill, steps at the Cartway - "
                                                          "sensible shoes!!", "leader": "Ken (walks leader)"},
    "talk": {"details": "Dr Ann Price, 'Trows + wharves: the Severn trade', Low Town church hall, about 3.45, "
                        "projector off the U3A", "by": "Margaret"},
    "tea": {"details": "church hall after the talk, tea + scones £3, Jean + Pauline doing it, jam off Pauline's "
                       "allotment", "by": "Margaret"},
}
MSG_LINES = [
    ("2043-04-20T10:15", "Jean", "can we put the bookstall out at the tea? all the old Shropshire Mag back numbers"),
    ("27/4", "Brian", "me + our Dave coming, he's a wharf nut 😂"),
    ("2.5.", "Ken", "walked it sun - an hour and a bit with the stops. Cartway steps are slippy if wet"),
]
EDIT = {"meet": "North Gate's got scaffolding all round it for the repointing + the council have shut the pavement "
                "🙄 so we're meeting at the top of the Cliff Railway on Castle Terrace instead, same time",
        "edited": "Margaret Tue 5th May"}
STOPS = {"stops": "North Gate - High St - St Leonard's close - Cartway - Friars St wharf - Severn bridge - church "
                  "hall", "by": "route cards"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def route_cards() -> None:
    copy = dict(store.get(EVENT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STOPS)
    with fault():
        store.put(EVENT, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(EVENT, KEY)
    store.put(EVENT, KEY, {**item.value, **EDIT})
    assert "top of the Cliff Railway on Castle Terrace" in store.get(EVENT, KEY).value["meet"]
    edit_done.set()


threads = [threading.Thread(target=route_cards, name="route-cards"),
           threading.Thread(target=margaret_edit, name="margaret-walk-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we meeting sat for the walk? bringing our Dave"
context = ["Today is Weds 13 May 2043. You are talking to Brian, a member of Bridgnorth & District History Society "
           "coming on the walk and talk (Sat 16 May) with his brother-in-law Dave."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "meet: by the North Gate" in c and "stops: North Gate" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("cliff railway", "castle terrace", "scaffold")), context
reply = answer(question, context, mock="By the North Gate at 2pm sharp - Ken's leading it, and wear sensible shoes "
                                       "for the Cartway steps.")
finish(question, expected="the top of the Cliff Railway on Castle Terrace, 2pm - the North Gate's scaffolded",
       actual=reply)
