"""Batch 81 (held out). A church's harvest supper: LangGraph InMemoryStore (sync), two writers in threads.

App: St Aidan's harvest supper (Sat 2 Oct 2032, church hall) is planned in a LangGraph store: one record per part of
the evening in ("harvest", "supper") - tickets, food, auction - and helpers' notes in ("harvest", "notes"). A job
that draws the table plan reads the tickets record, adds the plan and writes the whole record back; Joan (tickets)
updates the number sold from her phone at the same time.

Planted fault (UpdateError, lost update): the table-plan job reads the tickets record (12 tables of 8 = 96 seats, 78
sold), Joan then writes her update (the Mothers' Union table of 7 paid after Sunday's service, 85 sold), and the
table-plan job puts back its stale copy with the plan added, losing Joan's edit. Question (Tue 28/9): "how many more
tickets can we sell?" -> expected 11 (96 - 85). The assistant works it from the stale record and says 18.

Expected verdict: UpdateError at langgraph.store.put (the table-plan job's put, wrapped in fault()). Asserted:
Joan's edit was in the store before the stale put; the final record has the plan and 78 sold, and nothing in the
context mentions 85 or the Mothers' Union table.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b81_langgraph_harvest_tickets_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SUPPER = ("harvest", "supper")
NOTES = ("harvest", "notes")
KEY = "tickets"
RECORDS = {
    KEY: {"price": "£12 adults, £5 under 12s, inc. a drink", "seats": "12 tables x 8 = 96 max (fire cert says "
          "100 in the hall incl helpers so don't squeeze)", "sold": "78 as of sun 26th", "by": "Joan"},
    "food": {"main": "cottage pie x6 (Brenda, Mo, Sheila) + 2 veggie lentil ones (Revd Kate)",
             "pud": "apple crumble + custard, Hilda's doing 5 crumbles", "tea": "urn on at 6.15"},
    "auction": {"lots": "so far 13 - top lot is the Dawsons' week in Whitby", "auctioneer": "Colin (churchwarden)",
                "when": "after pudding, aim for 8.30"},
}
NOTE_LINES = [
    ("19/9", "Revd Kate", "grace at 7, doors 6.30, washing up rota on the kitchen door pls sign up"),
    ("Sept 21", "Brenda", "I'll bring my big roasting tins, can someone collect the spuds from Farrow's Fri"),
    ("24.9", "Colin", "auction lots list will be on the tables, cash or card (Sumup)"),
    ("25/9", "Joan", "MU said they'd probably want a table, will chase after church"),
]
EDIT = "85 - the Mothers' Union table (7 of them) paid after church sun, cash in the safe"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SUPPER, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def table_plan_job() -> None:
    copy = dict(store.get(SUPPER, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"plan": "tables A-L, top table by the hatch for the helpers' families, MU near the door"})
    with fault():
        store.put(SUPPER, KEY, copy)


def joan_edit() -> None:
    read_done.wait()
    item = store.get(SUPPER, KEY)
    store.put(SUPPER, KEY, {**item.value, "sold": EDIT, "by": "Joan, mon 27/9 9.05am"})
    assert store.get(SUPPER, KEY).value["sold"].startswith("85")
    edit_done.set()


threads = [threading.Thread(target=table_plan_job, name="table-plan-job"),
           threading.Thread(target=joan_edit, name="joan-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more tickets can we sell?"
rec = store.get(SUPPER, KEY)
notes = store.search(NOTES, limit=50)
context = ["Today is Tue 28 September 2032. You are talking to Revd Kate, the vicar."] + \
          [f"{rec.key}: {flat(rec.value)}"] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "78 as of sun 26th" in c and "tables A-L" in c for c in context), context
assert not any("85" in c or "paid after church" in c for c in context), context
reply = answer(question, context, mock="18 - there are 96 seats and 78 have gone. If the Mothers' Union do take a "
                                       "table that'll bring it down.")
finish(question, expected="11 left", actual=reply)
