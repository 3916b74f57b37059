"""Batch 186 (held out). A WI's plant sale: LangGraph InMemoryStore (sync), two writers in threads.

App: Ketley WI's plant sale is in St Mary's church hall - tables of bedding, tomatoes, perennials split from members'
gardens and houseplants, a cake table, floats on the door and the till. The WI's helper keeps one record per thing
in ("ketley-wi-plant-sale-2043", "sale") - the sale itself, the tables, the floats - and odd notes in
("ketley-wi-plant-sale-2043", "notes"). The poster job reads the sale record, adds its line about the posters and
writes the whole record back; Barbara (the WI secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the poster job reads the sale record (Sat 16th May, 10-12 at St Mary's
hall, set up Fri 15th from half 6); Barbara writes in, on 2043-04-21, that the hall's been double booked for the
16th - it's the Hendersons' funeral tea, and you can't say no to that - so Rev Jones has given them Sat 23rd May
instead, same times, set up the Friday before; the poster job then puts back its stale copy with its posters line,
losing her edit. Question (Weds 6/5, Pauline, writing the parish magazine's diary): "what date's the plant sale? doing
the parish mag diary tonight" -> expected Sat 23rd May, 10-12 at St Mary's hall (the 16th's the Hendersons' funeral
tea). The assistant says Sat 16th May.

Expected verdict: UpdateError at langgraph.store.put (the poster job's put, wrapped in fault()): Barbara's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
date. Asserted: her edit was in the store before the stale put; the sale record has the posters line and "sat 16th
may", and no context line mentions the 23rd, the funeral tea or the double booking.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b186_langgraph_wi_plant_sale_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SALE = ("ketley-wi-plant-sale-2043", "sale")
NOTES = ("ketley-wi-plant-sale-2043", "notes")
KEY = "sale"
RECORDS = {
    KEY: {"sale": "PLANT SALE sat 16th may 🌱 10-12 at St Mary's church hall, set up fri 15th from half 6, bring "
                  "your own trays + labels", "set by": "Barbara"},
    "tables": {"details": "6 tables - bedding, toms + veg, perennials, houseplants, cakes, bric a brac. Jean + Pat "
                         "on bedding, Hazel cakes", "who": "Barbara"},
    "floats": {"details": "£40 float for the door in 50ps + pounds, £60 for the till, cash tin from the treasurer "
                          "fri night", "who": "Margaret"},
}
NOTE_LINES = [
    ("2043-03-10T19:30", "Jean", "pricing - bedding 6 for £2, toms £1 each or 3 for £2.50, perennials £2-£5"),
    ("24.3.", "Hazel", "cake table - 8 ladies baking, lemon drizzle from me obvs 🍋"),
    ("Tue 14th apr", "Pat", "I've got 40 trays of bedding coming on in the greenhouse, marigolds + lobelia mostly. "
                            "I'm at work 8.30-5 fri so I'll drop them round after"),
]
EDIT = {"sale": "hall's double booked for the 16th 🙈 it's the Hendersons' funeral tea + you can't say no to that - Rev "
                "Jones has given us sat 23rd may instead, same times 10-12, set up the fri before from half 6",
        "edited": "Barbara 2043-04-21"}
POSTERS = {"posters": "posters printed, 20 - post office, the Co-op, church porch, surgery", "by": "poster job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SALE, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def poster_job() -> None:
    copy = dict(store.get(SALE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(POSTERS)
    with fault():
        store.put(SALE, KEY, copy)


def barbara_edit() -> None:
    read_done.wait()
    item = store.get(SALE, KEY)
    store.put(SALE, KEY, {**item.value, **EDIT})
    assert "sat 23rd may instead" in store.get(SALE, KEY).value["sale"]
    edit_done.set()


threads = [threading.Thread(target=poster_job, name="ketley-wi-poster-job"),
           threading.Thread(target=barbara_edit, name="barbara-sale-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date's the plant sale? doing the parish mag diary tonight"
context = ["Today is Weds 6 May 2043. You are talking to Pauline, a Ketley WI member who writes the parish "
           "magazine's diary."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SALE, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "sat 16th may" in c and "posters printed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("23rd", "funeral", "double booked")), context
reply = answer(question, context, mock="Saturday 16th May, 10 till 12 at St Mary's church hall.")
finish(question, expected="Sat 23rd May, 10-12 at St Mary's hall - the 16th's the Hendersons' funeral tea",
       actual=reply)
