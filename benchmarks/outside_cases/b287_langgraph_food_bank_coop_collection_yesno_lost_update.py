"""Batch 287 (held out). A food bank's supermarket collections: LangGraph InMemoryStore (sync), two writers in
threads.

App: Sowerby Bridge Food Bank run collections at the supermarkets in spring 2051 - volunteers at the door with
trolleys and a shopping list, two-hour slots, the food weighed at the warehouse after. The helper keeps one record
per store in ("sb-foodbank-collections-2051", "stores") - tesco, coop, asda, morrisons - and the volunteers'
messages in ("sb-foodbank-collections-2051", "msgs"). The sign-ups job (Raj's script that copies the online
sign-up sheet into the helper) reads a store's record, adds how many have signed up and writes the whole record
back; Linda (the coordinator) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sign-ups job reads the coop record (Sat 11th March, 10-4 at the
Co-op on Wharf St, 2 per slot, the list: tinned meat, UHT, coffee, toiletries); Linda writes in, Tue 7/3, that the
manager rang - the store's having a refit that week and the doors are boarded, so the 11th is off, he's offered a
date in May instead, she'll let the sign-ups know; the sign-ups job then puts back its stale copy with its count,
losing Linda's edit. Question (Thu 9/3, Bev): "is the co-op collection still on this sat? I've put myself down for
12-2" -> expected no - it's off, the Co-op's being refitted that week (a May date instead). The assistant says yes.

Expected verdict: UpdateError at langgraph.store.put (the sign-ups job's put, wrapped in fault()): Linda's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Linda's edit was in the store before the stale put; the coop record has the sign-up count and
"sat 11th march 10-4", and no context line has the refit, "off" for the 11th, or May.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b287_langgraph_food_bank_coop_collection_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STORES = ("sb-foodbank-collections-2051", "stores")
MSGS = ("sb-foodbank-collections-2051", "msgs")
KEY = "coop"
RECORDS = {
    "tesco": {"details": "Tesco Extra - sat 25th feb 9-5 DONE ✅ 388kg + £64 cash", "by": "Linda"},
    KEY: {"details": "Co-op Wharf St - sat 11th march 10-4, 2 per slot (it's a small door!). list: tinned meat, UHT, "
                     "coffee, toiletries, no pasta pls we're drowning in it",
          "by": "Linda"},
    "asda": {"details": "Asda - sat 25th march 9-5, 4 per slot, they'll give us a table by the tills this time",
             "by": "Raj"},
    "morrisons": {"details": "Morrisons - tbc, Raj chasing the community champion (Kerry?)", "by": "Raj"},
}
MSG_LINES = [
    ("2051-02-20T19:40", "Bev", "can do a co-op slot if someone gives me a lift, no car till march"),
    ("26.2.", "Raj", "tesco weighed 388kg on the scales, cheers all 💪"),
    ("Mon 6th Mar", "Linda", "new trolley signs printed, in the office"),
]
EDIT = {"details": "Co-op Wharf St - OFF for the 11th ❌ manager rang, they're having a refit that wk + the doors are "
                   "all boarded up. he's offered us a date in may instead, I'll let everyone who signed up know",
        "edited": "Linda tue 7/3"}
SIGNUPS = {"signed_up": "7 signed up on the sheet (as of mon 6th)", "by": "sign-ups job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(STORES, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signups_job() -> None:
    copy = dict(store.get(STORES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNUPS)
    with fault():
        store.put(STORES, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(STORES, KEY)
    store.put(STORES, KEY, {**item.value, **EDIT})
    assert "OFF for the 11th" in store.get(STORES, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=signups_job, name="signups-job"),
           threading.Thread(target=linda_edit, name="linda-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the co-op collection still on this sat? I've put myself down for 12-2"
context = ["Today is Thu 9 March 2051. You are talking to Bev, a volunteer at Sowerby Bridge Food Bank."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(STORES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "sat 11th march 10-4" in c and "7 signed up" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("refit", "off for", "boarded", "in may")), context
reply = answer(f"(Bev) {question}", context,
               mock="Yes - Co-op on Wharf St, Sat 11th March, 10 till 4. Your 12-2 slot's fine; it's 2 per slot.")
finish(question, expected="no - it's off, the Co-op's having a refit that week; the manager's offered a date in May",
       actual=reply)
