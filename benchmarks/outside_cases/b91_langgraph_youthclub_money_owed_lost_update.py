"""Batch 91 (held out). A youth club's residential trip: LangGraph InMemoryStore (sync), two writers in threads.

App: Riverside Youth Club keeps its Llangrannog weekend (Fri 28 - Sun 30 March) in the store: trip records in
("riverside-youth", "trip") (payments, rooms, coach, activities), leaders' messages in ("riverside-youth",
"notes"). Gary the treasurer runs a bank-check job that reads the payments record, stamps it with the date of the
statement he checked and writes the whole record back; Leanne, the club leader, edits the same record meanwhile.

Planted fault (UpdateError, lost update): the bank-check job reads the payments record (still owing: Kyle £60,
Jade £65, Tyler £185, Mia £40, Leo £20 = £370); Leanne then writes her edit (Kyle's mum paid his £60 in cash at
club on Tuesday and Mia's £40 came into the bank on the 10th, so it's Jade £65, Tyler £185, Leo £20) and the job
puts back its stale copy with the stamp, losing Leanne's edit. Question (Thu 13/3, Mo, youth worker, ringing
round): "how much are we still waiting on for llangrannog, all in?" -> expected £270 (65 + 185 + 20). The
assistant says £370.

Expected verdict: UpdateError at langgraph.store.put (the bank-check job's put, wrapped in fault()). Asserted:
Leanne's edit was in the store before the stale put; the payments record has the bank stamp and Kyle and Mia
still owing, and nothing in the context says Kyle's mum paid.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b91_langgraph_youthclub_money_owed_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("riverside-youth", "trip")
NOTES = ("riverside-youth", "notes")
KEY = "payments"
RECORDS = {
    KEY: {"cost": "£185 each (£60 dep + 2 x £62.50), 24 kids going, 3 leaders free",
          "paid_up": "19 of the 24 all paid",
          "still_owing": "Kyle £60, Jade £65, Tyler £185 (mum says payday 28th Feb - chase), Mia £40, Leo £20",
          "deadline": "all money in by 14/3 - Llangrannog want the balance on the 17th"},
    "rooms": {"block": "Bryn lodge", "girls": "rms 3-5 (4 bunks each)", "boys": "rms 6-8",
              "leaders": "rm 1 Leanne + Mo, rm 2 Gary"},
    "coach": {"firm": "Lewis Coaches, 33 seater", "leave": "Fri 28/3 4.30pm from the club, tea on the coach",
              "back": "Sun 30/3 approx 6pm, parents to collect at the club"},
    "activities": {"sat": "gorge walk am, high ropes pm, disco", "sun": "archery + the zipwire, packed lunch home"},
}
NOTE_LINES = [
    ("3 Feb", "Leanne", "consent forms all back except Leo's, his dad's dropping it in"),
    ("19/2/34", "Mo", "gorge walk needs old trainers + spare socks, put it on the kit list"),
    ("1.3", "Gary", "coach deposit paid £250, balance on the day"),
    ("6/3", "Leanne", "Jade's mum asked about paying the last bit in 2 goes, said fine"),
]
EDIT = {"still_owing": "Jade £65, Tyler £185, Leo £20 - Kyle's mum paid his £60 cash at club tues (receipt 112), "
                       "Mia's £40 came in the bank 10/3"}
STAMP = {"bank_check": "checked against the statement to 7/3 - Gary"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIP, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bank_check_job() -> None:
    copy = dict(store.get(TRIP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STAMP)
    with fault():
        store.put(TRIP, KEY, copy)


def leanne_edit() -> None:
    read_done.wait()
    item = store.get(TRIP, KEY)
    store.put(TRIP, KEY, {**item.value, **EDIT, "edited": "Leanne 12/3 21:14"})
    assert store.get(TRIP, KEY).value["still_owing"].startswith("Jade £65")
    edit_done.set()


threads = [threading.Thread(target=bank_check_job, name="bank-check-job"),
           threading.Thread(target=leanne_edit, name="leanne-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much are we still waiting on for llangrannog, all in? I'm ringing round tonight"
context = ["Today is Thu 13 March 2034. You are talking to Mo, a youth worker at the club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "still_owing: Kyle £60" in c and "bank_check" in c for c in context), context
assert not any("Kyle's mum paid" in c or "receipt 112" in c for c in context), context
reply = answer(question, context, mock="£370 - Kyle £60, Jade £65, Tyler £185, Mia £40 and Leo £20. It all needs "
                                       "to be in by the 14th.")
finish(question, expected="£270 between Jade, Tyler and Leo", actual=reply)
