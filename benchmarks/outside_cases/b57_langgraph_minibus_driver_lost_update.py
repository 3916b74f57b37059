"""Batch 57 (held out). A rugby club's minibus board: LangGraph InMemoryStore (sync), two writers in threads.

App: Wharfedale Vale RUFC run a 17-seat minibus for away games. Trips live in ``("minibus", "trips")`` (key = the
trip; value = a few fields: driver, leave, seats, fuel), general notes in ``("minibus", "notes")``. Two things write
a trip record: the fixtures bot (reads the trip, adds the opposition's kick-off confirmation, writes the whole record
back) and Pete, the minibus coordinator, editing it from his phone.

Planted fault (UpdateError, lost update): the bot reads the Otley trip, then Pete changes the driver: "Gaz has done
his back lifting at work, no driving for a fortnight. Stu (2nds skipper) is taking it, he's got D1 on his licence,
keys from behind the bar fri night", and the bot writes back its stale copy, which still has Gaz driving. Question
(Fri 11/9, a player): "who's driving the minibus to Otley tomorrow?" -> expected Stu, the seconds' captain. The
assistant says Gaz.

Expected verdict: UpdateError at langgraph.store.put, the fixtures bot's put (inside fault()). Asserted: Pete's edit
is in the record before the bot's put and missing from the final context, which has Gaz and the bot's kick-off line.
Another reading: none that we see; nothing is deleted, and the notes don't name the driver for Otley.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b57_langgraph_minibus_driver_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIPS = ("minibus", "trips")
NOTES = ("minibus", "notes")
KEY = "Otley away sat 12/9"
RECORDS = {
    "Ilkley away sat 29/8": {"driver": "Gaz", "leave": "12.15 clubhouse", "seats": "14 + kit",
                             "fuel": "£48.20 Shell Burley, receipt in the tin"},
    KEY: {"driver": "Gaz (1sts' regular)", "leave": "12.30 from the clubhouse car park", "seats": "16 booked",
          "fuel": "tank's half, fill up on the way back"},
    "Colts at Wetherby sun 13/9": {"driver": "Jen (colts mum, D1)", "leave": "9.00am sharp",
                                   "seats": "15 U16s + 2 coaches"},
}
BUS_NOTES = [
    ("1/9", "Pete", "MOT passed 1st sept!! only an advisory on the rear tyres. next one 1/9/27"),
    ("Aug 30", "Gaz", "someone left a full bag of muddy kit under the back seat, it's in the boot room now"),
    ("3.9.26", "Pete", "drivers reminder - log the mileage in the book in the glovebox start + end, every trip"),
    ("5th Sept", "Treasurer Sal", "fuel card's been stopped, pay + claim back w receipts til the new one comes"),
    ("9/9", "Pete", "otley's 17 miles, no need for a stop, no food on the bus pls after last time"),
]
EDIT = ("Gaz has done his back lifting at work, no driving for a fortnight. Stu (2nds skipper) is taking it, he's got "
        "D1 on his licence, keys from behind the bar fri night")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIPS, key, record)
for i, (day, who, text) in enumerate(BUS_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fixtures_bot() -> None:
    copy = dict(store.get(TRIPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"kick off": "3pm confirmed by Otley's fixtures sec 10/9"})
    with fault():
        store.put(TRIPS, KEY, copy)


def pete_edit() -> None:
    read_done.wait()
    item = store.get(TRIPS, KEY)
    store.put(TRIPS, KEY, {**item.value, "driver": EDIT, "edited": "Pete, thurs 10/9 18:05"})
    assert "Stu" in store.get(TRIPS, KEY).value["driver"]
    edit_done.set()


threads = [threading.Thread(target=fixtures_bot, name="fixtures-bot"),
           threading.Thread(target=pete_edit, name="pete-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's driving the minibus to Otley tomorrow?"
trips = store.search(TRIPS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Fri 11 Sept 2026."] + [f"{e.key}: {flat(e.value)}" for e in trips] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "Gaz (1sts' regular)" in c and "3pm confirmed" in c for c in context), context
assert not any("Stu" in c or "done his back" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Gaz - he's down as driver for Otley, leaving the clubhouse car park at 12.30.")
finish(question, expected="Stu who captains the seconds (Gaz has hurt his back)", actual=reply)
