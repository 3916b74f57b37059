"""Batch 341 (held out). A wedding caterer in Jaipur: LangGraph InMemoryStore (sync), two writers in threads.

App: Shree Annapurna Caterers, Jaipur, are doing the Agarwal-Khandelwal wedding on 6th-7th Feb 2026 at a resort on
Ajmer Road - mehendi lunch, sangeet dinner, pheras, reception. The caterer's helper keeps one record per function in
("annapurna-agarwal-wedding-feb26", "functions") and the client group's messages in
("annapurna-agarwal-wedding-feb26", "msgs"). The billing job (Rohit's script in accounts that copies the advances
into the helper) reads the reception record, adds the advance received and writes the whole record back; Sandeep
bhaiya (the client coordinator) edits the same record at the same time.

Planted fault (UpdateError, lost update): the billing job reads the reception record (350 plates, Rs 1,150 a plate,
Rajasthani + North Indian, 7 pm onwards 7th Feb); Sandeep bhaiya writes in, 27-01-2026, that the groom's side have
confirmed 70 more from Delhi, so reception is 420 plates now, same menu; the billing job then puts back its stale
copy with the advance line, losing Sandeep's edit. Question (Sat 31-01-2026, Ustad Rafiq, head cook): "reception ke
liye how many plates to plan? have to give paneer order to the dairy today" -> expected 420 (350 + the groom's side's
70 from Delhi). The assistant says 350.

Expected verdict: UpdateError at langgraph.store.put (the billing job's put, wrapped in fault()): Sandeep's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
plate count. Asserted: Sandeep's edit was in the store before the stale put; the reception record has the advance
line and 350 plates, and no context line has 420, "70 more" or "Delhi".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b341_langgraph_caterer_reception_plates_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FUNCS = ("annapurna-agarwal-wedding-feb26", "functions")
MSGS = ("annapurna-agarwal-wedding-feb26", "msgs")
KEY = "reception"
RECORDS = {
    KEY: {"details": "RECEPTION 7th Feb, 7 pm onwards, main lawn - 350 plates @ Rs 1,150, Rajasthani + North Indian "
                     "buffet, dal baati churma counter, paneer lababdar, gatte ki sabzi, 3 sweets, kulfi cart",
          "by": "Sandeep bhaiya"},
    "mehendi": {"details": "mehendi lunch 6th Feb 1 pm, poolside - 180 plates, chaat + kachori, pure veg no onion "
                           "garlic for Dadi ji's table (12 plates)",
                "by": "Sandeep bhaiya"},
    "sangeet": {"details": "sangeet dinner 6th Feb 8 pm, banquet hall - 300 plates, live tandoor + pasta, mocktails "
                           "only, no bar from our side",
                "by": "Sandeep bhaiya"},
    "pheras": {"details": "pheras 7th Feb 11 am muhurat, only tea + snacks for 80 at the mandap, lunch for family "
                          "in the dining hall 120",
               "by": "Meenakshi aunty"},
}
MSG_LINES = [
    ("2026-01-05T18:20", "Meenakshi aunty", "kindly no onion garlic in anything for Dadi ji's table, she's very "
                                            "particular"),
    ("12-01-2026", "Ananya", "bride's side wants jalebi live at the reception also, please add - Rohit: done, "
                             "Rs 35 a plate extra"),
    ("Sat 24th Jan", "Sandeep bhaiya", "tasting done, everybody happy 😊 gatte slightly less spicy pls"),
]
EDIT = {"details": "RECEPTION 7th Feb, 7 pm onwards, main lawn - groom's side confirmed 70 more coming from Delhi so "
                   "now 420 plates @ Rs 1,150, same menu: Rajasthani + North Indian buffet, dal baati churma counter, "
                   "paneer lababdar, gatte ki sabzi, 3 sweets, kulfi cart",
        "edited": "Sandeep bhaiya 27-01-2026"}
ADVANCE = {"advance": "Rs 2 lakh advance recd 20th Jan by NEFT, balance before the function (billing)",
           "by": "billing job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FUNCS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def billing_job() -> None:
    copy = dict(store.get(FUNCS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ADVANCE)
    with fault():
        store.put(FUNCS, KEY, copy)


def sandeep_edit() -> None:
    read_done.wait()
    item = store.get(FUNCS, KEY)
    store.put(FUNCS, KEY, {**item.value, **EDIT})
    assert "so now 420 plates" in store.get(FUNCS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=billing_job, name="billing-job"),
           threading.Thread(target=sandeep_edit, name="sandeep-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "reception ke liye how many plates to plan? have to give paneer order to the dairy today"
context = ["Today is Sat 31 January 2026. You are talking to Ustad Rafiq, head cook at Shree Annapurna Caterers."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FUNCS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "350 plates" in c and "advance recd" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("420", "70 more", "delhi")), context
reply = answer(f"(Ustad Rafiq) {question}", context,
               mock="Reception is 350 plates, Ustad ji - plan the paneer lababdar for 350.")
finish(question, expected="420 plates - the groom's side confirmed 70 more from Delhi", actual=reply)
