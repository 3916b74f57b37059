"""Batch 303 (held out). A sandwich delivery round: LangGraph InMemoryStore (sync), two writers in threads.

App: Shelf Sarnies is Karen's sandwich round round the garages and workshops between Shelf and Halifax - bacon and
egg rolls in the morning, sandwiches at dinner, teas from an urn in the van. The round's helper keeps one record per
customer in ("shelf-sarnies-2053", "customers") - Baxter's Garage, the tyre place, the joinery, the school office -
and Karen's and Jade's day notes in ("shelf-sarnies-2053", "notes"). The invoice job (the script that makes up the
monthly bills) reads a customer's record, adds the line for the invoice it has sent and writes the whole record
back; Karen edits the same record at the same time.

Planted fault (UpdateError, lost update): the invoice job reads Baxter's record (fri standing order 7 bacon + egg
rolls and 7 teas, at the workshop door for 10.30, pay monthly); Karen writes in, Mon 3rd, that Gaz at Baxter's rang -
two of the lads have left, so it's 5 rolls and 5 teas from Fri 7th; the invoice job then puts back its stale copy
with its "Feb invoice sent" line, losing Karen's edit. Question (Thu 6/3, Jade, doing the prep): "how many bacon
+ egg rolls for Baxter's tomorrow? getting the bacon out of the freezer tonight" -> expected 5 (two of the lads have
left). The assistant says 7.

Expected verdict: UpdateError at langgraph.store.put (the invoice job's put, wrapped in fault()): Karen's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
order. Asserted: Karen's edit was in the store before the stale put; Baxter's record has the invoice line and the 7
rolls, and no context line has "5 rolls", "lads have left" or Gaz's call.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b303_langgraph_sandwich_round_garage_rolls_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CUSTOMERS = ("shelf-sarnies-2053", "customers")
NOTES = ("shelf-sarnies-2053", "notes")
KEY = "baxters-garage"
RECORDS = {
    KEY: {"details": "Baxter's Garage, unit 4 Shelf Moor Rd - FRI standing order 7 bacon + egg rolls (brown sauce on "
                     "3, Gaz has his w/ no egg 🙄) + 7 teas, workshop door for 10.30 sharp, pay monthly",
          "by": "Karen"},
    "tyre-place": {"details": "Quickfit Tyres - mon-fri 3 bacon rolls + 1 sausage, cash on the day, Lee pays, "
                              "round the back by the compressor",
                   "by": "Karen"},
    "joinery": {"details": "Ackroyd Joinery - tues + thurs 4 sandwiches, whatever's going, no tuna (Steve's "
                           "allergic), 12.15",
                "by": "Jade"},
    "school-office": {"details": "Shelf Primary office - fri 2 jacket spuds + 2 salads, front office, sign in!!",
                      "by": "Karen"},
}
NOTE_LINES = [
    ("2053-02-14T07:10", "Karen", "bacon's gone up at the cash + carry again, keeping the rolls at £3 for now"),
    ("24.2.", "Jade", "urn's leaking at the tap, Karen's got a new washer"),
    ("Tue 4th Mar", "Karen", "van's booked in for tyres weds pm, after the round"),
]
EDIT = {"details": "Baxter's Garage, unit 4 Shelf Moor Rd - Gaz rang, 2 of the lads have left 😬 so it's 5 rolls + 5 "
                   "teas from fri 7th, not 7. same as before otherwise: bacon + egg (brown sauce on 3, Gaz no egg), "
                   "workshop door 10.30, pay monthly",
        "edited": "Karen mon 3rd"}
INVOICE = {"invoice": "Feb invoice sent 28.2., 4 fridays, due end of March", "by": "invoice job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CUSTOMERS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def invoice_job() -> None:
    copy = dict(store.get(CUSTOMERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(INVOICE)
    with fault():
        store.put(CUSTOMERS, KEY, copy)


def karen_edit() -> None:
    read_done.wait()
    item = store.get(CUSTOMERS, KEY)
    store.put(CUSTOMERS, KEY, {**item.value, **EDIT})
    assert "so it's 5 rolls + 5 teas from fri 7th" in store.get(CUSTOMERS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=invoice_job, name="invoice-job"),
           threading.Thread(target=karen_edit, name="karen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many bacon + egg rolls for Baxter's tomorrow? getting the bacon out of the freezer tonight"
context = ["Today is Thu 6 March 2053. You are talking to Jade, who does the prep for Shelf Sarnies."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CUSTOMERS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "7 bacon + egg rolls" in c and "Feb invoice sent" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("5 rolls", "lads have left", "gaz rang")), context
reply = answer(f"(Jade) {question}", context, mock="7 bacon and egg rolls for Baxter's - brown sauce on 3 and Gaz's "
                                                   "with no egg - plus 7 teas, at the workshop door for 10.30.")
finish(question, expected="5 - two of Baxter's lads have left, so it's 5 from Fri 7th", actual=reply)
