"""Batch 336 (held out). A bell foundry's visitor tours: LangGraph InMemoryStore (sync), two writers in threads.

App: Whitcliffe Bell Foundry (a working foundry - casting floor, tuning shop, a small museum and a shop) runs
guided tours on Saturdays at 10.30 and 2, 75 minutes, up to 16 a tour, 12s and over for the casting floor. The
tours helper keeps one record per part of it in ("whitcliffe-foundry-tours-2051", "tours") - the Saturday tour,
safety, the shop, casting days - and the guides' messages in ("whitcliffe-foundry-tours-2051", "msgs"). The
bookings job (a script that copies the online booking sheet into the helper) reads the Saturday tour record, adds
the numbers booked and writes the whole record back; Jess (the tours manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads the Saturday tour record (meet in the shop on
Church Lane 10 mins before, sensible shoes, no under 12s on the casting floor); Jess writes in, Tue 16th May, that
the scaffolding's going up on the shop front till the end of June and the shop's shut, so tours meet at the yard
gate on Foundry Street instead, by the big bell on the plinth; the bookings job then puts back its stale copy with
its numbers, losing Jess's edit. Question (Fri 19/5, Mr Lund, booked on Saturday's 10.30): "where do we meet for
tomorrow's 10.30 tour? driving over from Leeds" -> expected the yard gate on Foundry Street by the big bell (the
shop front's scaffolded). The assistant says the shop on Church Lane.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Jess's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
meeting point. Asserted: Jess's edit was in the store before the stale put; the Saturday tour record has the
numbers booked and the shop on Church Lane, and no context line has the yard gate, Foundry Street or scaffolding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b336_langgraph_bell_foundry_tour_meeting_point_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TOURS = ("whitcliffe-foundry-tours-2051", "tours")
MSGS = ("whitcliffe-foundry-tours-2051", "msgs")
KEY = "saturday-tour"
RECORDS = {
    KEY: {"details": "SAT TOURS 🔔 10.30 + 2pm, 75 mins, max 16. meet in the shop on Church Lane 10 mins b4, "
                     "sensible shoes (no sandals/heels on the casting floor), no under 12s on the casting floor bit, "
                     "£14 / £9 / family £36",
          "by": "Jess"},
    "safety": {"details": "stay behind the yellow line on the casting floor at ALL times, no touching the moulds, "
                          "ear defenders in the tuning shop if the lathe's on",
               "by": "Ken"},
    "shop": {"details": "hand bells, tea towels, the foundry history book £12.99, tour ticket = 10% off",
             "by": "Jess"},
    "casting": {"details": "casting days this spring: thurs 4th may + thurs 25th may, pour about 11, no tours on the "
                           "floor those mornings",
                "by": "Ken"},
}
MSG_LINES = [
    ("2051-04-22T09:40", "Geoff", "who's got the keys to the museum cabinets? the old clapper's come back from "
                                  "the menders"),
    ("3.5.", "Margaret", "sat 6th both tours full, had to turn a ringing band from York away"),
    ("Weds 10th May", "Ken", "new treble for St Anne's in the tuning shop, happy for tours to see it"),
]
EDIT = {"details": "SAT TOURS 🔔 10.30 + 2pm, 75 mins, max 16. scaffolding's going up on the shop front till end of "
                   "june + the shop's shut 😩 so meet at the YARD GATE on Foundry St instead, by the big bell on the "
                   "plinth, 10 mins b4. sensible shoes, no under 12s on the casting floor bit, £14 / £9 / family £36",
        "edited": "Jess tue 16th may"}
BOOKED = {"booked": "sat 20th: 14 on the 10.30, 9 on the 2pm (from the sheet, mon 15th)", "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TOURS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(TOURS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKED)
    with fault():
        store.put(TOURS, KEY, copy)


def jess_edit() -> None:
    read_done.wait()
    item = store.get(TOURS, KEY)
    store.put(TOURS, KEY, {**item.value, **EDIT})
    assert "meet at the YARD GATE on Foundry St instead" in store.get(TOURS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="bookings-job"),
           threading.Thread(target=jess_edit, name="jess-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where do we meet for tomorrow's 10.30 tour? driving over from Leeds"
context = ["Today is Fri 19 May 2051. You are talking to Mr Lund, booked on Whitcliffe Bell Foundry's Saturday 10.30 "
           "tour."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TOURS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "meet in the shop on Church Lane" in c and "14 on the 10.30" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("yard gate", "foundry st", "scaffolding")), context
reply = answer(f"(Mr Lund) {question}", context,
               mock="In the shop on Church Lane, about 10 minutes before - so 10.20. Sensible shoes for the casting "
                    "floor!")
finish(question, expected="at the yard gate on Foundry Street by the big bell - the shop front's scaffolded and shut",
       actual=reply)
