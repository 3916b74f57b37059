"""Batch 45 (held out). A youth football club's tour: LangGraph InMemoryStore (sync), two writers in threads.

App: Ashfield Rovers U13s are going to a tournament on the Isle of Wight over the late May bank holiday (Fri 22 -
Mon 25 May 2026): 30 lads, coach Dave, his assistant Kaz, treasurer Lynn. The tour's bookings live in ``("tour",
"bookings")`` (key = the booking; value = dates, rooms, money...) and the committee's notes in ``("tour", "notes")``.
Two things write a booking: Lynn's payments sync (it reads the record, puts in the latest paid-to-date figure from
the club's bank spreadsheet and writes the whole record back) and Dave editing it by hand.

Planted fault (UpdateError, lost update): for the Seaview Lodge booking the sync reads the record, then Dave changes
the rooms: "14 - Sharma + Okonjo parents coming as extra drivers (minibus w the spare kit), +2 doubles, Seaview ok'd
by email 12/3", and the sync writes back its stale copy, whose rooms still say "12 (lads 3 to a room x10, Dave + Kaz
a single each)". Question (Sun 15/3): "how many rooms have we got at the Seaview?" -> expected 14 (the two extra
doubles for the parents). The assistant says 12.

Expected verdict: UpdateError at langgraph.store.put, the payments sync's put (inside fault()). Asserted: Dave's edit
is in the record before the sync's put and missing from the final context, which has the stale 12 rooms and the
sync's paid figure. Another reading: none that we see; nothing is deleted, and the notes never give a room count.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b45_langgraph_football_hotel_rooms_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOK = ("tour", "bookings")
NOTES = ("tour", "notes")
KEY = "seaview-lodge-shanklin"
RECORDS = {
    KEY: {"what": "Seaview Lodge, Shanklin - half board", "dates": "fri 22 - mon 25 may (3 nights)",
          "rooms": "12 (lads 3 to a room x10, Dave + Kaz a single each)", "cost": "£5,940 all in",
          "paid": "£1,800 dep @ 1/3"},
    "ferry-wightlink": {"what": "Wightlink Portsmouth - Fishbourne, coach + foot pax", "out": "fri 22/5 10.00",
                        "back": "mon 25/5 14.30", "paid": "in full"},
    "coach-pennine": {"what": "Pennine Travel 53 seater", "pickup": "clubhouse 6.30am fri", "cost": "£1,650",
                      "paid": "£500 dep"},
}
TOUR_NOTES = [
    ("1/3", "Lynn", "28 of 30 deposits in, chasing the Bells + Tom W's mum"),
    ("4 Mar", "Dave", "tournament entry confirmed, 2 teams (A + B), group games sat, knockouts sun"),
    ("9/3", "Kaz", "Sharma + Okonjo parents offered to drive the minibus w the spare kit + first aid, Dave sorting "
                   "rooms w Seaview"),
    ("Thurs 12th", "Lynn", "tour hoodies ordered, £22 each, parents pay on collection"),
]
EDIT = ("14 - Sharma + Okonjo parents coming as extra drivers (minibus w the spare kit), +2 doubles, Seaview ok'd by "
        "email 12/3")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOOK, key, record)
for i, (day, who, text) in enumerate(TOUR_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, dave_done = threading.Event(), threading.Event()


def payments_sync() -> None:
    copy = dict(store.get(BOOK, KEY).value)
    read_done.set()
    dave_done.wait()
    copy.update({"paid": "£3,600 @ 14/3 (2nd instalment)"})
    with fault():
        store.put(BOOK, KEY, copy)


def dave_edit() -> None:
    read_done.wait()
    item = store.get(BOOK, KEY)
    store.put(BOOK, KEY, {**item.value, "rooms": EDIT, "edited": "13/3 21.40 Dave"})
    assert store.get(BOOK, KEY).value["rooms"].startswith("14")
    dave_done.set()


threads = [threading.Thread(target=payments_sync, name="payments-sync"),
           threading.Thread(target=dave_edit, name="dave-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many rooms have we got at the Seaview?"
books = store.search(BOOK, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Sun 15 March 2026."] + [f"{e.key}: {flat(e.value)}" for e in books] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "rooms: 12 (" in c and "£3,600 @ 14/3" in c for c in context), context
assert not any("+2 doubles" in c or "14 -" in c for c in context), context
reply = answer(question, context, mock="12 rooms - ten for the lads, three to a room, and a single each for Dave and "
                                       "Kaz. Half board, three nights.")
finish(question, expected="Fourteen, with the two doubles for the parents who are driving", actual=reply)
