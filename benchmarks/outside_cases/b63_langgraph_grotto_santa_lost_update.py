"""Batch 63 (held out). A garden centre's Christmas grotto rota: LangGraph InMemoryStore (sync), two writers in
threads.

App: Hillcrest Garden Centre (Ledbury) runs a Santa's grotto at weekends in December. Each grotto day is a record in
``("hillcrest-grotto", "days")`` (key = the day; value = a few fields) and the staff notes are in
``("hillcrest-grotto", "notes")``. Two things write a day's record: the booking site's nightly sync (reads the
record, puts in how many slots are booked, writes the whole record back) and Karen, who runs the grotto, from the
office PC.

Planted fault (UpdateError, lost update): the sync reads Sat 11 Dec's record; then Karen writes in the news from that
afternoon: "Graham's got shingles poor love, off 2 wks at least. Derek from the tills will do it - he's got his own
beard!! suit needs taking up 2in, Mags is on it". The sync then writes back its stale copy, which still has Graham.
Question (Fri 10/12, Chloe, one of the elves): "who's being Father Christmas tomorrow?" -> expected Derek from the
tills. The assistant says Graham from garden furniture.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Karen's edit is in
the record before the sync's put and missing from the final context, which has Graham and the sync's booking count.
Another reading: none that we see; nothing is deleted, and the notes don't name Saturday's Santa.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b63_langgraph_grotto_santa_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAYS = ("hillcrest-grotto", "days")
NOTES = ("hillcrest-grotto", "notes")
KEY = "Sat 11 Dec"
RECORDS = {
    "Sat 4 Dec": {"father christmas": "Graham (garden furniture)", "elves": "Chloe, Jade, Tom",
                  "slots": "10-4, 10 min slots"},
    "Sun 5 Dec": {"father christmas": "Graham (garden furniture)", "elves": "Chloe, Kieran", "slots": "11-3"},
    KEY: {"father christmas": "Graham (garden furniture)", "elves": "Chloe, Jade, Tom, Priya",
          "slots": "10-4, 10 min slots, sensory hour 9-10 (lights down, no bells)"},
    "Sun 12 Dec": {"father christmas": "Graham (garden furniture)", "elves": "Jade, Kieran", "slots": "11-3"},
}
STAFF = [
    ("29/11", "Karen", "grotto photos £6 each or 2 for £10, the printer in the shed is temperamental, kick it gently"),
    ("Wed 1st", "Mags", "elf costumes washed, Tom's tights have a hole, new ones ordered"),
    ("2.12.27", "Karen", "gift sacks restocked thurs - reindeers in the blue tub, craft kits in the green"),
    ("Dec 6", "Karen", "well done all for the 1st wknd!! 214 kids, 3 lost mittens in the box by the till"),
]
EDIT = ("Graham's got shingles poor love, off 2 wks at least. Derek from the tills will do it - he's got his own "
        "beard!! suit needs taking up 2in, Mags is on it")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAYS, key, record)
for i, (day, who, text) in enumerate(STAFF, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_sync() -> None:
    copy = dict(store.get(DAYS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"booked": "34 of 36 slots (sync 9 Dec 23:00)"})
    with fault():
        store.put(DAYS, KEY, copy)


def karen_edit() -> None:
    read_done.wait()
    item = store.get(DAYS, KEY)
    store.put(DAYS, KEY, {**item.value, "father christmas": EDIT, "edited": "Karen, thurs 9th 4pm"})
    assert "Derek from the tills" in store.get(DAYS, KEY).value["father christmas"]
    edit_done.set()


threads = [threading.Thread(target=booking_sync, name="booking-sync"),
           threading.Thread(target=karen_edit, name="karen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's being Father Christmas tomorrow?"
days = store.search(DAYS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Fri 10 December 2027. You are talking to Chloe, one of the grotto elves."] + \
          [f"{e.key}: {flat(e.value)}" for e in days] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "father christmas: Graham" in c and "34 of 36" in c for c in context), context
assert not any("Derek" in c or "shingles" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Graham from garden furniture, same as last weekend - you're on with Jade, Tom "
                                       "and Priya.")
finish(question, expected="Derek off the tills - Graham's poorly", actual=reply)
