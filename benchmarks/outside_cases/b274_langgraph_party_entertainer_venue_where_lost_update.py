"""Batch 274 (held out). A children's party entertainer's bookings: LangGraph InMemoryStore (sync), two writers in
threads.

App: "Mr Bubbles" (Dean) does children's parties round Halifax - magic, balloon modelling, a bubble show, party
games, an hour or two hours. His booking helper keeps one record per booking in ("mr-bubbles-2050", "bookings") -
the party's date, time, venue, the birthday child, the package - and his messages with the parents in
("mr-bubbles-2050", "msgs"). His invoicing script reads a booking, adds the deposit paid and writes the whole record
back; the parent's change comes in through the booking form at the same time.

Planted fault (UpdateError, lost update): the invoicing job reads the booking for Sat 20th May (Olivia's 6th,
2-4pm, at 14 Moorfield Drive, the back garden, 2 hr package with the bubble show); Olivia's mum Kerry changes it
through the form, Thurs 18th - the forecast's rain all Saturday, so she's booked Luddenden village hall instead,
same times, hall's open from 1.15 for setting up; the invoicing job then puts back its stale copy with its deposit
line, losing Kerry's change. Question (Fri 19/5, Dean): "where am I on sat for Olivia's? need to put it in the satnav"
-> expected Luddenden village hall (moved indoors for the rain). The assistant says 14 Moorfield Drive.

Expected verdict: UpdateError at langgraph.store.put (the invoicing job's put, wrapped in fault()): Kerry's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
venue. Asserted: Kerry's change was in the store before the stale put; the booking record has the deposit and
Moorfield Drive, and no context line has Luddenden, "village hall" or rain.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b274_langgraph_party_entertainer_venue_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("mr-bubbles-2050", "bookings")
MSGS = ("mr-bubbles-2050", "msgs")
KEY = "2050-05-20-olivia"
RECORDS = {
    KEY: {"details": "sat 20th may 2-4pm, Olivia's 6th 🎂 at 14 Moorfield Drive (back garden, gate at the side), 2 hr "
                     "pkg w/ bubble show + balloon animals, ~18 kids. mum Kerry 07700 900412",
          "by": "booking form"},
    "2050-05-21-alfie": {"details": "sun 21st may 11-12, Alfie's 4th, Sowerby Bridge cricket club, 1 hr magic only, "
                                    "12 kids, dad Lee", "by": "booking form"},
    "2050-05-27-twins": {"details": "sat 27th 3-5, Maisie + Millie (7), Copley community centre, 2 hr pkg, 25ish "
                                    "kids!! mum Gemma", "by": "booking form"},
}
MSG_LINES = [
    ("2050-04-30T11:20", "Kerry", "can Olivia have a unicorn balloon? she's obsessed 🦄 - Dean: course she can"),
    ("12/5", "Lee", "is it ok if a couple of the kids are 2? - Dean: yep, I do a gentler bit for little ones"),
    ("Mon 15th", "Gemma", "can u do the twins' names in the magic trick?"),
]
EDIT = {"details": "sat 20th may 2-4pm, Olivia's 6th 🎂 - forecast's rain ALL sat ☔ so I've booked Luddenden village "
                   "hall instead, same times, hall open from 1.15 for u to set up, car park round the back. 2 hr pkg "
                   "w/ bubble show + balloon animals, ~18 kids. mum Kerry 07700 900412",
        "edited": "Kerry thurs 18th"}
DEPOSIT = {"deposit": "£30 deposit paid 2/5, £90 balance on the day", "by": "invoicing"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOOKINGS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def invoicing_job() -> None:
    copy = dict(store.get(BOOKINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(DEPOSIT)
    with fault():
        store.put(BOOKINGS, KEY, copy)


def kerry_edit() -> None:
    read_done.wait()
    item = store.get(BOOKINGS, KEY)
    store.put(BOOKINGS, KEY, {**item.value, **EDIT})
    assert "booked Luddenden village hall instead" in store.get(BOOKINGS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=invoicing_job, name="invoicing-job"),
           threading.Thread(target=kerry_edit, name="booking-form-kerry")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where am I on sat for Olivia's? need to put it in the satnav"
context = ["Today is Fri 19 May 2050. You are talking to Dean (Mr Bubbles), a children's party entertainer."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOOKINGS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "14 Moorfield Drive" in c and "£30 deposit" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("luddenden", "village hall", "rain")), context
reply = answer(question, context, mock="14 Moorfield Drive - it's in the back garden, gate at the side. 2 till 4.")
finish(question, expected="Luddenden village hall - Kerry moved it indoors for the rain, hall open from 1.15",
       actual=reply)
