"""Batch 196 (held out). A museum's volunteer open day: LangGraph InMemoryStore (sync), two writers in threads.

App: Ludlow Museum's volunteer open day is Sat 20th June 2043 - behind-the-scenes tours of the stores at 11 and 2,
stewards in every gallery, teas in the Assembly Rooms, a stall for signing up new volunteers. The museum's helper
keeps one record per part in ("ludlow-museum-openday-2043", "event") - the tours, the stewards, the teas - and the
volunteers' odd messages in ("ludlow-museum-openday-2043", "msgs"). The booking-sheet job reads the tours record,
adds the numbers booked so far and writes the whole record back; Pete (the volunteer coordinator) edits the same
record at the same time.

Planted fault (UpdateError, lost update): the booking-sheet job reads the tours record (11am: the fossils + the
geology drawers with Keith, a steward; 2pm: the stores - Roman coins, the Bromfield hoard - with Helen, the
collections manager; max 12 a tour, 45 mins); Pete writes in, Tue 16th June, that Helen's off that week (her
daughter's wedding in Menorca, only just confirmed), so Martin the archivist is doing the 2 o'clock stores tour
instead, same route, he knows the coins better than any of us; the booking-sheet job then puts back its stale copy
with its numbers line, losing his edit. Question (Thu 18/6, Sandra, a new volunteer booked on the 2pm): "who's taking
the 2 o'clock tour sat? want to ask them about the Roman coins" -> expected Martin, the archivist (Helen's away).
The assistant says Helen, the collections manager.

Expected verdict: UpdateError at langgraph.store.put (the booking-sheet job's put, wrapped in fault()): Pete's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
leads the tour. Asserted: his edit was in the store before the stale put; the tours record has the numbers line and
Helen on the 2pm, and no context line mentions Martin, the archivist or Menorca.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b196_langgraph_museum_stores_tour_guide_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENT = ("ludlow-museum-openday-2043", "event")
MSGS = ("ludlow-museum-openday-2043", "msgs")
KEY = "tours"
RECORDS = {
    KEY: {"11am": "fossils + the geology drawers w Keith (steward), meet at the front desk",
          "2pm": "the stores - Roman coins, the Bromfield hoard, the costume boxes - w Helen (collections manager)",
          "size": "max 12 a tour, 45 mins, no bags in the stores"},
    "stewards": {"details": "one in each gallery 10-4, 2 hr shifts, badges from Pete on the day, lanyards in the "
                            "office", "by": "Pete"},
    "teas": {"details": "Assembly Rooms 12-3.30, tea + cake £2.50, Glenys + the Friends doing it, urn off the "
                        "WI", "by": "Pete"},
}
MSG_LINES = [
    ("2043-05-28T11:05", "Keith", "can I bring the big ammonite out for the 11 o'clock? kids love it"),
    ("3/6", "Sandra", "booked on the 2pm 😊 first open day since I started"),
    ("11.6.", "Glenys", "cakes - 6 promised so far, could do with a gluten free one"),
]
EDIT = {"2pm": "Helen's off that wk - her daughter's wedding in Menorca, only just confirmed 💒 so Martin (archivist) "
               "is doing the 2 o'clock stores tour instead, same route, knows the coins better than any of us",
        "edited": "Pete Tue 16th June"}
NUMBERS = {"booked": "11am - 9, 2pm - 12 (full!), waiting list 4", "by": "booking sheet"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_sheet() -> None:
    copy = dict(store.get(EVENT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(NUMBERS)
    with fault():
        store.put(EVENT, KEY, copy)


def pete_edit() -> None:
    read_done.wait()
    item = store.get(EVENT, KEY)
    store.put(EVENT, KEY, {**item.value, **EDIT})
    assert "Martin (archivist) is doing the 2 o'clock" in store.get(EVENT, KEY).value["2pm"]
    edit_done.set()


threads = [threading.Thread(target=booking_sheet, name="booking-sheet"),
           threading.Thread(target=pete_edit, name="pete-tours-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's taking the 2 o'clock tour sat? want to ask them about the Roman coins"
context = ["Today is Thu 18 June 2043. You are talking to Sandra, a new volunteer at Ludlow Museum, booked on the 2pm "
           "stores tour at the volunteer open day (Sat 20 June)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "w Helen (collections manager)" in c and "booked: 11am - 9" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("martin", "archivist", "menorca")), context
reply = answer(question, context, mock="Helen, the collections manager - she's doing the 2pm stores tour with the "
                                       "Roman coins and the Bromfield hoard.")
finish(question, expected="Martin, the archivist - Helen's away at her daughter's wedding", actual=reply)
