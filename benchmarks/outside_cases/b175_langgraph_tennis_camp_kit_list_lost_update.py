"""Batch 175 (held out). A junior tennis club's summer camp: LangGraph InMemoryStore (sync), two writers in threads.

App: Ashbury LTC's junior summer camp is Mon 29th July - Fri 2nd Aug 2041, 9 till 3 - four courts, three coaches, the
clubhouse for wet weather. The club's helper keeps one record per topic in ("ashbury-ltc-camp", "camp") - the day,
the groups, the coaches - and odd notes in ("ashbury-ltc-camp", "notes"). The court-booking job reads the "day"
record, adds the line about the courts it has booked on the club's system and writes the whole record back; Hannah,
the head coach, edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking job reads the day record (bring: racket - spares in the shed -,
water bottle, sun cream, hat, packed lunch + a snack); Hannah writes in, on Tue 9th July, that Sue's doing lunches in
the clubhouse this year - hot dogs or pasta, £4.50 a day, paid on the Monday - so NO packed lunch, just a snack for
the 11 o'clock break, a named bottle, racket, sun cream and a hat; the booking job then puts back its stale copy with
its courts line, losing her edit. Question (Thurs 25/7, Nadia, a parent rep): "what do they need to bring each day?
doing the kit list for the parents' whatsapp" -> expected racket, a named water bottle, sun cream, a hat and a snack
for 11 (no packed lunch - lunch is at the clubhouse, £4.50). The assistant gives the old list with a packed lunch.

Expected verdict: UpdateError at langgraph.store.put (the booking job's put, wrapped in fault()): Hannah's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: Hannah's edit was in the store before the stale put; the day record has the courts line and the packed
lunch, and no context line mentions Sue's lunches, £4.50 or hot dogs.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b175_langgraph_tennis_camp_kit_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAMP = ("ashbury-ltc-camp", "camp")
NOTES = ("ashbury-ltc-camp", "notes")
KEY = "day"
RECORDS = {
    KEY: {"day": "9 till 3, drop off from 8.45 at the clubhouse. bring: racket (spares in the shed), water bottle, sun "
                 "cream, hat, packed lunch + a snack. proper trainers, no black soles on the courts",
          "set by": "Hannah"},
    "groups": {"details": "minis (5-7) red ball, u10s orange, u12s + over green/yellow, 38 booked so far",
               "who": "Hannah"},
    "coaches": {"details": "Hannah (head coach), Tom + Jess, Jess does the minis. DBS all done", "who": "Hannah"},
}
NOTE_LINES = [
    ("14/6", "Hannah", "camp £95 for the wk, £85 for a 2nd child, pay on the club site"),
    ("22.6.", "Martin", "wet weather - clubhouse + the school sports hall (key from Mrs Dean)"),
    ("2041-07-12T19:40", "Jess", "fri's finals + presentation, parents welcome from half 3"),
]
EDIT = {"day": "9 till 3, drop off from 8.45 at the clubhouse. Sue's doing lunches in the clubhouse this yr 🌭 hot "
               "dogs or pasta, £4.50 a day, pay her on the mon - so NO packed lunch pls, just a snack for the 11 "
               "o'clock break. bring: racket, named water bottle, sun cream, hat. proper trainers",
        "edited": "Hannah Tue 9th July"}
COURTS = {"courts": "courts 1-4 booked 9-3 mon-fri on ClubSpark, court 5 left for members", "by": "court booking job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CAMP, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_job() -> None:
    copy = dict(store.get(CAMP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COURTS)
    with fault():
        store.put(CAMP, KEY, copy)


def hannah_edit() -> None:
    read_done.wait()
    item = store.get(CAMP, KEY)
    store.put(CAMP, KEY, {**item.value, **EDIT})
    assert "NO packed lunch" in store.get(CAMP, KEY).value["day"]
    edit_done.set()


threads = [threading.Thread(target=booking_job, name="ashbury-ltc-court-booking-job"),
           threading.Thread(target=hannah_edit, name="hannah-camp-day-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what do they need to bring each day? doing the kit list for the parents' whatsapp"
context = ["Today is Thurs 25 July 2041. You are talking to Nadia, a parent rep for Ashbury LTC's junior summer camp "
           "(Mon 29 July - Fri 2 August)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CAMP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "packed lunch + a snack" in c and "ClubSpark" in c for c in context), context
assert not any("Sue" in c or "£4.50" in c or "hot dogs" in c for c in context), context
reply = answer(question, context, mock="Racket (spares in the shed), water bottle, sun cream, a hat, a packed lunch "
                                       "and a snack - and proper trainers, no black soles.")
finish(question, expected="racket, a named water bottle, sun cream, a hat and a snack for 11 - no packed lunch, Sue "
                          "does lunch in the clubhouse (£4.50 a day)", actual=reply)
