"""Batch 386 (held out). A village bakery's festa orders: LangGraph InMemoryStore (sync), two writers in threads.

App: Il-Forn ta' Manwel in Ħal Fenek (pastizzi, qassatat, ftira, the bread from the wood oven) takes the orders for
the village's festa of the Madonna tal-Karmnu (Sun 16/07/2051). The shop's helper keeps one record per big order in
("forn-ta-manwel-festa-2051", "orders") - the band club's ftira for after the procession, the Borg family's
pastizzi, the parish breakfast for the statue bearers - and the shop's messages in ("forn-ta-manwel-festa-2051",
"msgs"). The till job (the script that copies deposits from the card machine into the helper) reads an order record,
adds the deposit and writes the whole record back; Carmen (Manwel's wife, on the phone) edits the same record at the
same time.

Planted fault (UpdateError, lost update): the till job reads the band club's order (60 ftajjar - tuna, capers,
olives, kunserva, 10 with no onions - at €3,50 each, collect 11pm at the back door after the procession); Carmen
writes in, Thu 13/07, that Ċettina from the każin rang: make it 75, the visiting band from Ħal Tuta are 15 more,
same price, still 10 with no onions; the till job then puts back its stale copy with the €30 deposit, losing
Carmen's edit. Question (Fri 14/07, Manwel): "how much do I charge the każin on sunday night when they come for the
ftajjar? they paid a deposit already no?" -> expected €232,50 (75 x €3,50 = €262,50, less the €30 deposit). The
assistant says €180,00.

Expected verdict: UpdateError at langgraph.store.put (the till job's put, wrapped in fault()): Carmen's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the total.
Asserted: Carmen's edit was in the store before the stale put; the band club's record has the deposit and 60
ftajjar, and no context line has 75, Ċettina or the visiting band.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b386_langgraph_pastizzeria_ftira_order_total_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ORDERS = ("forn-ta-manwel-festa-2051", "orders")
MSGS = ("forn-ta-manwel-festa-2051", "msgs")
KEY = "kazin-ftira"
RECORDS = {
    KEY: {"details": "Każin Madonna tal-Karmnu - ftira for the band after the procession sun 16/07: 60 ftajjar, tuna "
                     "capers olives kunserva, 10 of them no onions (mark them!!). €3,50 each. collect 11pm back door",
          "by": "Manwel"},
    "borg-pastizzi": {"details": "Borg family (Triq il-Knisja) - 150 pastizzi, 100 irkotta 50 piżelli, sat 15/07 "
                                 "10am, for the lunch on the roof. €0,55 each",
                      "by": "Carmen"},
    "parish-breakfast": {"details": "parish - breakfast for the reffiegħa sun 16/07 after the 8am mass, 40 qassatat + "
                                    "40 pastizzi + 2 trays of ħobż biż-żejt, on the parish account",
                         "by": "Manwel"},
}
MSG_LINES = [
    ("2051-06-28T08:30", "Carmen", "festa week oven from 4am, Jesmond comes in at 5 to help with the dough"),
    ("03/07", "Manwel", "tuna - ordered 4 catering tins from the cash & carry for the ftajjar"),
    ("Mon 10/07", "Jesmond", "Sun 16/07 shop shut from 1pm till 10pm for the procession, reopen for the każin order"),
]
EDIT = {"details": "Każin Madonna tal-Karmnu - ftira for the band after the procession sun 16/07: Ċettina rang, make "
                   "it 75 not 60, the visiting band from Ħal Tuta are 15 more 🎺 same price €3,50, still 10 no onions "
                   "(mark them!!). tuna capers olives kunserva. collect 11pm back door",
        "edited": "Carmen thu 13/07"}
DEPOSIT = {"deposit": "€30 paid on the card (till, 12/07)", "by": "till job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ORDERS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def till_job() -> None:
    copy = dict(store.get(ORDERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(DEPOSIT)
    with fault():
        store.put(ORDERS, KEY, copy)


def carmen_edit() -> None:
    read_done.wait()
    item = store.get(ORDERS, KEY)
    store.put(ORDERS, KEY, {**item.value, **EDIT})
    assert "make it 75 not 60" in store.get(ORDERS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=till_job, name="till-job"),
           threading.Thread(target=carmen_edit, name="carmen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("how much do I charge the każin on sunday night when they come for the ftajjar? they paid a deposit "
            "already no?")
context = ["Today is Fri 14 July 2051. You are talking to Manwel, who runs Il-Forn ta' Manwel in Ħal Fenek."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ORDERS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "60 ftajjar" in c and "€30 paid" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("75", "ċettina", "visiting band")), context
reply = answer(f"(Manwel) {question}", context,
               mock="€180,00 - 60 ftajjar at €3,50 is €210,00, less the €30 deposit they paid on the card.")
finish(question, expected="€232,50 - 75 ftajjar (Ċettina added 15 for the Ħal Tuta band) at €3,50 = €262,50, less "
                          "the €30 deposit", actual=reply)
