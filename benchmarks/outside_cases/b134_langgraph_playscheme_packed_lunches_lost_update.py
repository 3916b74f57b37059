"""Batch 134 (held out). A holiday play scheme's orders: LangGraph InMemoryStore (sync), two writers in threads.

App: the Fernside summer play scheme (community centre, 8.30-5, Mon-Fri) keeps one record per supplier order in
("fernside-playscheme", "orders") and the staff's odd notes in ("fernside-playscheme", "notes"). The office's
invoice job reads an order, adds the invoice it's matched, and writes the whole record back; Leanne, the senior
playworker, edits the same order at the same time.

Planted fault (UpdateError, lost update): the invoice job reads the week-2 lunches order (Deli Dave's, packed
lunches for the Weds 5th Aug trip to Cannon Hall farm: 28, 4 veggie, 1 no dairy); Leanne writes in what she sorted
on Mon 3/8 - the Sure Start group (7 kids + 2 mums) are coming on the trip too and eating with us, so 37 for weds,
6 veggie; the invoice job then puts back its stale copy with the invoice number, losing her edit. Question (Tue 4/8,
Jo, who rings the order through): "how many packed lunches for weds? ringing dave's at 4" -> expected 37 (28 + 9
for Sure Start). The assistant says 28.

Expected verdict: UpdateError at langgraph.store.put (the invoice job's put, wrapped in fault()): Leanne's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Leanne's edit was in the store before the stale put; the record has the invoice and the 28 alone,
and no context line mentions Sure Start or 37.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b134_langgraph_playscheme_packed_lunches_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ORDERS = ("fernside-playscheme", "orders")
NOTES = ("fernside-playscheme", "notes")
KEY = "lunches-wk2"
RECORDS = {
    KEY: {"supplier": "Deli Dave's (01632 960771)", "what": "packed lunches, Cannon Hall farm trip weds 5th aug",
          "how many": "28 - 4 veggie, 1 no dairy (Alfie)", "price": "£3.40 each", "deliver": "weds 8.15 to the "
                                                                                           "centre, coach 9"},
    "lunches-wk1": {"supplier": "Deli Dave's", "what": "hot lunches mon-fri wk 1", "how many": "30 a day",
                    "price": "£3.10 each", "deliver": "12 noon"},
    "coach": {"supplier": "Wrights Coaches", "what": "49 seater for the farm trip", "price": "£385",
              "deliver": "9am weds 5th from the centre car park, back by 4"},
}
NOTE_LINES = [
    ("27/7", "Leanne", "wk 1 numbers 30ish a day, 2 new starters tues. sun cream in the office cupboard"),
    ("Fri 31st", "Marcus", "farm trip consent forms - 26 back, chasing the rest. staff 1:6 on trips remember"),
    ("1/8", "Jo", "petty cash £40 short on the float, it's the ice lollies, receipts in the tin"),
]
EDIT = {"how many": "37 - our 28 + Sure Start group 7 kids + 2 mums coming on the trip + eating with us (sorted "
                    "w their Gill 3/8) - 6 veggie, 1 no dairy (Alfie)",
        "edited": "Leanne mon 3/8"}
INVOICE = {"invoice": "DD-2291 matched, pay on 30 days", "invoiced by": "office invoice job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ORDERS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def invoice_job() -> None:
    copy = dict(store.get(ORDERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(INVOICE)
    with fault():
        store.put(ORDERS, KEY, copy)


def leanne_edit() -> None:
    read_done.wait()
    item = store.get(ORDERS, KEY)
    store.put(ORDERS, KEY, {**item.value, **EDIT})
    assert store.get(ORDERS, KEY).value["how many"].startswith("37")
    edit_done.set()


threads = [threading.Thread(target=invoice_job, name="office-invoice-job"),
           threading.Thread(target=leanne_edit, name="leanne-order-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many packed lunches for weds? ringing dave's at 4"
context = ["Today is Tue 4 August 2037. You are talking to Jo, who does the orders for the Fernside play scheme."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ORDERS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "how many: 28 - 4 veggie" in c and "DD-2291" in c for c in context), context
assert not any("Sure Start" in c or "37 -" in c or "6 veggie" in c for c in context), context
reply = answer(question, context, mock="28 packed lunches for Weds - 4 veggie and 1 no dairy for Alfie, delivered "
                                       "8.15.")
finish(question, expected="37 - our 28 plus 9 for the Sure Start group (7 kids + 2 mums), 6 veggie", actual=reply)
