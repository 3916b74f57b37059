"""Batch 315 (held out). A farm shop's egg deliveries: LangGraph InMemoryStore (sync), two writers in threads.

App: Nook Farm Shop (hens, a few geese, a honesty box at the gate) deliver eggs round Luddenden and Midgley in
summer 2050 - a pub, a campsite cafe, a nursery, a dozen houses - from a list of standing orders. The shop's helper
keeps one record per customer in ("nook-farm-eggs-2050", "orders") and the shop's messages in
("nook-farm-eggs-2050", "msgs"). The invoicing job (Rachel's script that does the month-end bills) reads a
customer's record, adds the month's invoice line and writes the whole record back; Sandra (who takes the orders)
edits the same record at the same time.

Planted fault (UpdateError, lost update): on 31/5 the invoicing job reads the Shepherd's Rest record (5 doz every
Friday, left in the bar cellar hatch, monthly invoice); Sandra writes in, the same evening, that the landlord's
rung - they're doing breakfasts for the campsite over the road from the 1st, so it's 8 doz a week now, still
Fridays, same hatch; the invoicing job then puts back its stale copy with May's invoice line, losing Sandra's edit.
Question (Thu 8/6, Dean, who drives the van): "how many doz for the Shepherd's tmrw? loading the van tonight +
need to know if I've enough trays" -> expected 8 dozen (up from 5 for the campsite breakfasts). The assistant says
5 dozen.

Expected verdict: UpdateError at langgraph.store.put (the invoicing job's put, wrapped in fault()): Sandra's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
count. Asserted: Sandra's edit was in the store before the stale put; the Shepherd's Rest record has May's invoice
and 5 doz, and no context line has 8 doz, the campsite breakfasts or "from the 1st".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b315_langgraph_egg_round_pub_how_many_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ORDERS = ("nook-farm-eggs-2050", "orders")
MSGS = ("nook-farm-eggs-2050", "msgs")
KEY = "shepherds-rest"
RECORDS = {
    KEY: {"order": "Shepherd's Rest (pub) - 5 doz every fri, in the bar cellar hatch (unlocked till 11), large or "
                   "mixed fine, invoice monthly to Gary",
          "by": "Sandra"},
    "dingle-cafe": {"order": "Dingle campsite cafe - 3 trays tues + sat, weekends May-Sept only, pay cash to whoever's "
                             "on the till",
                    "by": "Sandra"},
    "little-acorns": {"order": "Little Acorns nursery - 2 doz mon, mediums, they do egg + cress on mondays 🐣 invoice "
                               "termly",
                      "by": "Sandra"},
    "mrs-cockroft": {"order": "Mrs Cockroft, 3 Height Rd - 1/2 doz weds, money in the milk bottle",
                     "by": "Sandra"},
}
MSG_LINES = [
    ("2050-05-14T08:30", "Sandra", "hens laying like mad 🐔 double yolkers in the honesty box £4"),
    ("22/5", "Dean", "van's MOT thurs, doing the round in the Land Rover that day"),
    ("Mon 5th June", "Sandra", "trays running low, Dean bring back all the empties pls"),
]
EDIT = {"order": "Shepherd's Rest (pub) - Gary rang, they're doing breakfasts for the campsite over the rd from the "
                 "1st so it's 8 doz a wk now 🍳 still fri, same cellar hatch (unlocked till 11), invoice monthly",
        "edited": "Sandra 31/5 eve"}
INVOICE = {"invoice": "May: 4 fridays x 5 doz = 20 doz @ £3.40, £68, sent 31/5", "by": "invoicing job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ORDERS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def invoicing_job() -> None:
    copy = dict(store.get(ORDERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(INVOICE)
    with fault():
        store.put(ORDERS, KEY, copy)


def sandra_edit() -> None:
    read_done.wait()
    item = store.get(ORDERS, KEY)
    store.put(ORDERS, KEY, {**item.value, **EDIT})
    assert "so it's 8 doz a wk now" in store.get(ORDERS, KEY).value["order"]
    edit_done.set()


threads = [threading.Thread(target=invoicing_job, name="invoicing-job"),
           threading.Thread(target=sandra_edit, name="sandra-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many doz for the Shepherd's tmrw? loading the van tonight + need to know if I've enough trays"
context = ["Today is Thu 8 June 2050. You are talking to Dean, who drives the egg round for Nook Farm Shop."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ORDERS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "5 doz every fri" in c and "£68" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("8 doz", "breakfasts", "from the 1st")), context
reply = answer(f"(Dean) {question}", context, mock="5 dozen for the Shepherd's Rest - into the bar cellar hatch, "
                                                   "it's unlocked till 11.")
finish(question, expected="8 dozen - they're doing the campsite breakfasts from the 1st, up from 5", actual=reply)
