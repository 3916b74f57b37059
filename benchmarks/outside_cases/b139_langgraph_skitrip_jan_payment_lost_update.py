"""Batch 139 (held out). A school ski trip's records: LangGraph InMemoryStore (sync), two writers in threads.

App: Hollins High's Year 9 ski trip (Feb half term, coach to Les Gets) keeps one record per part of the trip in
("hollins-ski-2038", "trip") - payments, the coach, the kit list - and the staff's odd notes in
("hollins-ski-2038", "notes"). The school office's ParentPay check reads the payments record, adds what's come in,
and writes the whole record back; Mr Hughes, who leads the trip, edits the same record at the same time.

Planted fault (UpdateError, lost update): the office job reads the payments record (£890 a pupil: £150 deposit
with the form, then £185 on the 1st of Oct, Nov, Dec and Jan on ParentPay); Mr Hughes writes in, on Weds 9/12, that
the lift pass deal with the resort came through - £30 off each - so the total's £860 and the last payment (Jan) is
£155, not £185; he'll change it on ParentPay after the hols - and the office job then puts back its stale copy
with its ParentPay check, losing his edit. Question (Mon 28/12, Mrs Bell, a parent): "how much is the jan ski
payment? want to put it by before xmas money runs out lol" -> expected £155 (the lift pass deal took £30 off). The
assistant says £185.

Expected verdict: UpdateError at langgraph.store.put (the office job's put, wrapped in fault()): Mr Hughes's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: his edit was in the store before the stale put; the record has the ParentPay check and the £185
schedule alone, and no context line mentions £155, £860 or the lift pass deal.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b139_langgraph_skitrip_jan_payment_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("hollins-ski-2038", "trip")
NOTES = ("hollins-ski-2038", "notes")
KEY = "payments"
RECORDS = {
    KEY: {"total": "£890 per pupil (coach, 7 nights half board, ski hire, lift pass, 4 hrs ski school a day, "
                   "insurance)",
          "schedule": "£150 deposit w the form, then £185 on the 1st of Oct, Nov, Dec + Jan (ParentPay)",
          "help": "hardship fund - parents to see Mrs Lord in confidence"},
    "coach": {"company": "Dales Travel, 2 drivers", "leaves": "bus bay fri 12th feb 9pm",
              "back": "sun 21st feb, about 6pm"},
    "kit": {"list": "salopettes, ski jacket, gloves (2 pairs!), helmet (hire ok), goggles, thermals, suncream, "
                    "EHIC/GHIC card", "loan": "school has 15 jackets + 20 pairs of salopettes to borrow, see Ms Okafor"},
}
NOTE_LINES = [
    ("2/12", "Ms Okafor", "kit swap went well, 11 jackets out on loan, sizes in the blue folder"),
    ("Fri 4th", "Mr Hughes", "passport/GHIC copies still missing for 6 kids, letters home"),
    ("8.12.", "office", "2 late payers chased for Dec, both sorted by phone"),
]
EDIT = {"total": "£860 per pupil - the lift pass deal w the resort came thru, £30 off each",
        "schedule": "£150 deposit w the form, then £185 on the 1st of Oct, Nov + Dec, last one (Jan) is £155 not "
                    "£185 - I'll change it on ParentPay after the hols",
        "edited": "Mr Hughes Weds 9/12"}
CHECK = {"ParentPay check": "Oct, Nov + Dec instalments in for all 44 pupils (run 9/12)", "checked by": "office job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIP, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def office_job() -> None:
    copy = dict(store.get(TRIP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CHECK)
    with fault():
        store.put(TRIP, KEY, copy)


def hughes_edit() -> None:
    read_done.wait()
    item = store.get(TRIP, KEY)
    store.put(TRIP, KEY, {**item.value, **EDIT})
    assert "(Jan) is £155" in store.get(TRIP, KEY).value["schedule"]
    edit_done.set()


threads = [threading.Thread(target=office_job, name="office-parentpay-check"),
           threading.Thread(target=hughes_edit, name="mr-hughes-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is the jan ski payment? want to put it by before xmas money runs out lol"
context = ["Today is Mon 28 December 2037. You are talking to Mrs Bell, a parent of a Year 9 pupil on the Hollins "
           "High ski trip."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "£185 on the 1st of Oct, Nov, Dec + Jan" in c and "ParentPay check" in c
           for c in context), context
assert not any("£155" in c or "£860" in c or "lift pass deal" in c for c in context), context
reply = answer(question, context, mock="£185 - it's due on ParentPay on the 1st of January, same as the others.")
finish(question, expected="£155 - the lift pass deal took £30 off, so the last one's £155", actual=reply)
