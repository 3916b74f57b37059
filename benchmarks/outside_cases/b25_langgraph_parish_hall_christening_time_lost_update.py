"""Batch 25 (held out). A parish church's hall bookings: LangGraph InMemoryStore (sync), two writers in threads.

App: St Mary's, Little Downham, lets its church hall. The parish office keeps one record per booking (namespace
``("stmarys", "hall")``, key = date + hirer, value = when, who, what for, fee, paid, keys) and a namespace of notes
from the key holders' WhatsApp; the key holder on duty asks the assistant from a search of both. Two things write
the Okoros' christening booking at once: Brian the treasurer's payments sync (it reads the booking, marks the fee
paid from the bank statement and writes the whole record back) and Rev. Anne's phone, which records the new start
time once the baptism was moved into the 12 o'clock service.

Planted fault (UpdateError, lost update): the payments sync read the record before Rev. Anne's edit ("from half 1 -
the baptism's in the 12.00 service now so they'll come straight over after, out by 5") and puts back its stale
copy, whose time still says "2-5pm". Question (Fri 15/5/26): "What time's the hall needed from for the Okoros'
christening do on Sunday? 24hr clock for the key rota pls" -> expected "13:30". The assistant says 14:00.

Expected verdict: UpdateError at langgraph.store.put, the payments sync's put (inside fault()). Asserted: Rev.
Anne's edit is in the record before the sync's put and missing from the final context, which says "2-5pm".
Another reading: none that we see; nothing is deleted, and the key holders' notes never give the new time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b25_langgraph_parish_hall_christening_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HALL = ("stmarys", "hall")
KEYS = ("stmarys", "keyholders")
BOOKINGS = {
    "2026-05-13-wi": {"when": "Weds 13/5 7-9.30pm", "who": "Downham WI (Pat)", "what": "monthly meeting",
                      "fee": "£45", "paid": "standing order", "keys": "Pat has her own"},
    "2026-05-16-plant-sale": {"when": "Sat 16/5 9am-1pm", "who": "PCC", "what": "plant sale + coffee",
                              "fee": "none (church)", "paid": "-", "keys": "Malcolm"},
    "2026-05-17-okoro": {"when": "Sun 17/5, 2-5pm", "who": "the Okoros (Grace, 07811 402 337)",
                         "what": "christening party, approx 50, own caterers", "fee": "£80 + £50 deposit",
                         "paid": "no", "keys": "Sunday key holder"},
    "2026-05-19-toddlers": {"when": "Tues 19/5 9.30-11.30", "who": "Little Fishes toddler group",
                            "what": "weekly", "fee": "£20", "paid": "invoiced termly", "keys": "Jenny"},
}
KEY_NOTES = [
    ("2026-05-04", "Malcolm", "Boiler in the hall kitchen's fixed, £140, Brian's got the invoice"),
    ("2026-05-06", "Jenny", "Who's got the spare key for the store cupboard? tables are in there"),
    ("2026-05-07", "Malcolm", "Spare store key's on the hook in the vestry"),
    ("2026-05-09", "Rev Anne", "Sun 17/5 - 10am Eucharist as normal, then the 12.00 service (Ascension lunch after in "
                               "church, not the hall)"),
    ("2026-05-11", "Sue", "I'm Sunday key holder 17th, can open up whenever, just tell me"),
    ("2026-05-12", "Brian", "Bank statement in tomorrow, I'll tick off the hall payments then"),
]
NEW_TIME = ("Sun 17/5, from half 1 - the baptism's in the 12.00 service now so they'll come straight over after, out "
            "by 5")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in BOOKINGS.items():
    store.put(HALL, key, record)
for i, (day, who, text) in enumerate(KEY_NOTES, 1):
    store.put(KEYS, f"wa-{i:02d}", {"date": day, "from": who, "text": text})

read_done, anne_done = threading.Event(), threading.Event()


def payments_sync() -> None:
    copy = dict(store.get(HALL, "2026-05-17-okoro").value)
    read_done.set()
    anne_done.wait()
    copy["paid"] = "£130 by transfer 13/5 (fee + deposit) - Brian"
    with fault():
        store.put(HALL, "2026-05-17-okoro", copy)


def rev_anne_phone() -> None:
    read_done.wait()
    item = store.get(HALL, "2026-05-17-okoro")
    store.put(HALL, "2026-05-17-okoro", {**item.value, "when": NEW_TIME, "edited": "Thu 14/5 Rev Anne"})
    assert "half 1" in store.get(HALL, "2026-05-17-okoro").value["when"]
    anne_done.set()


threads = [threading.Thread(target=payments_sync, name="payments-sync"),
           threading.Thread(target=rev_anne_phone, name="rev-anne-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "What time's the hall needed from for the Okoros' christening do on Sunday? 24hr clock for the key rota pls"
bookings = store.search(HALL, limit=20)
notes = store.search(KEYS, limit=50)
context = ["Today is Fri 15/5/26."] + [f"{b.key}: {flat(b.value)}" for b in bookings] + \
          [f"{n.value['date']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any("2026-05-17-okoro" in c and "Sun 17/5, 2-5pm" in c and "£130 by transfer" in c for c in context), context
assert not any("half 1" in c or "come straight over after" in c for c in context), context
reply = answer(question, context, mock="14:00 - the Okoros have the hall 2-5pm on Sunday; Sue's the key holder.")
finish(question, expected="13:30 (they come over straight after the baptism at the 12 o'clock service)",
       actual=reply)
