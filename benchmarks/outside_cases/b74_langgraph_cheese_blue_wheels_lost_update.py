"""Batch 74 (held out). A market stall selling cheese: LangGraph InMemoryStore (sync), two writers in threads.

App: Curd & Crust (Hannah and her brother Tom) sell farmhouse cheese at Stroud farmers' market on Saturdays and
Nailsworth on the first Friday. The stock sits in ``("curd-crust", "stock")`` (key = the cheese; value = supplier,
wheels, price, notes) and the pitch notes in ``("curd-crust", "pitches")``. Two things write a cheese's record: the
Friday-night stock job (reads the record, works out the price labels for the weekend, writes the whole record back)
and Hannah, from her phone.

Planted fault (UpdateError, lost update): the stock job reads Cotswold Blue's record (6 wheels); then Hannah writes
in: "deli in Painswick rang, they're having 3 wheels of the blue for their wedding order, Tom dropped them off at 4.
+ the 1 that's been sweating in the back of the cold store is going back to Simon. so 2 for sat". The stock job then
writes back its stale copy, which still says 6 wheels. Question (Sat 19/7 6am, Tom loading the van): "how many
wheels of the blue am I loading for today?" -> expected 2 (6, less 3 for the deli and 1 going back). The assistant
says 6.

Expected verdict: UpdateError at langgraph.store.put, the stock job's put (inside fault()). Asserted: Hannah's edit
is in the record before the job's put and missing from the final context, which has the 6 wheels and the job's
label line. Another reading: none that we see; nothing is deleted, and the pitch notes don't mention the blue.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b74_langgraph_cheese_blue_wheels_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STOCK = ("curd-crust", "stock")
PITCHES = ("curd-crust", "pitches")
KEY = "Cotswold Blue"
RECORDS = {
    KEY: {"supplier": "Simon @ Hamlet Farm, Slad", "wheels": "6 (approx 2.2kg each)", "price": "£4.20/100g",
          "notes": "keep it away from the goats cheeses on the counter, it takes over"},
    "Single Gloucester": {"supplier": "Smarts, Churcham", "wheels": "4", "price": "£3.10/100g",
                          "notes": "PDO card goes in front, people ask"},
    "Old Rollright": {"supplier": "David @ Rollright", "wheels": "2 + a half", "price": "£4.80/100g"},
    "Laverstoke goats": {"supplier": "Laverstoke", "wheels": "9 logs", "price": "£6.50 a log"},
}
PITCH_LINES = [
    ("5/7", "Hannah", "Stroud pitch 14 by the Shambles from this month, £42 a sat, paid to end of Aug"),
    ("11.7.31", "Tom", "Nailsworth 1st fri in Aug is the 1st - pitch by the clock, bring the small gazebo"),
    ("Jul 12th", "Hannah", "takings sat 12/7 £1,184 cash + card, best since xmas. the Single Glos sold out by 11"),
    ("16/7", "Tom", "card reader needs charging thurs nights, it died at 10 last wk"),
]
EDIT = ("deli in Painswick rang, they're having 3 wheels of the blue for their wedding order, Tom dropped them off at "
        "4. + the 1 that's been sweating in the back of the cold store is going back to Simon. so 2 for sat")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(STOCK, key, record)
for i, (day, who, text) in enumerate(PITCH_LINES, 1):
    store.put(PITCHES, f"p-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stock_job() -> None:
    copy = dict(store.get(STOCK, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"labels wk 29": "printed 18/7 - £4.20/100g, 'Slad farmhouse blue, raw milk'"})
    with fault():
        store.put(STOCK, KEY, copy)


def hannah_edit() -> None:
    read_done.wait()
    item = store.get(STOCK, KEY)
    store.put(STOCK, KEY, {**item.value, "wheels": EDIT, "by": "Hannah, fri 18/7 5.40pm"})
    assert "so 2 for sat" in store.get(STOCK, KEY).value["wheels"]
    edit_done.set()


threads = [threading.Thread(target=stock_job, name="stock-job"),
           threading.Thread(target=hannah_edit, name="hannah-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many wheels of the blue am I loading for today?"
rec = store.get(STOCK, KEY)
pitches = store.search(PITCHES, limit=50)
context = ["Today is Sat 19 July 2031, 6am. You are talking to Tom, loading the van for Stroud market."] + \
          [f"{rec.key}: {flat(rec.value)}"] + \
          [f"{p.value['day']} {p.value['from']}: {p.value['text']}" for p in pitches]
assert any(c.startswith(KEY) and "wheels: 6 (approx 2.2kg each)" in c and "labels wk 29" in c for c in context), \
    context
assert not any("Painswick" in c or "wedding order" in c or "2 for sat" in c for c in context), context
reply = answer(question, context, mock="6 wheels of Cotswold Blue, about 2.2kg each. Keep it away from the goats' "
                                       "cheeses on the counter.")
finish(question, expected="just the 2 - 3 went to the Painswick deli and 1's back to Simon", actual=reply)
