"""Batch 288 (held out). A village hall's bookings and maintenance: LangGraph InMemoryStore (sync), two writers in
threads.

App: Mankinholes Village Hall is hired out for parties, classes and meetings; the trustees' helper keeps one record
per thing a hirer needs to know in ("mankinholes-hall", "hirers") - the key, the heating, the bins, the charges -
and the trustees' messages in ("mankinholes-hall", "msgs"). The calendar job (Dave's script that copies the online
booking calendar into the helper) reads the key record, adds how many bookings there are this month and writes the
whole record back; Margaret (the bookings secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the calendar job reads the key record (pick the key up from the post
office on Burnley Rd, sign the key book, back by 10 next morning); Margaret writes in, Tue 14th Nov, that the post
office has stopped doing the key - new owners, shut Weds and Sat afternoons - so it's in the new key safe by the
side door now, code 4721, put it back and scramble the numbers; the calendar job then puts back its stale copy with
its booking count, losing Margaret's edit. Question (Thu 16/11, Sam, who has the hall for a kid's party on Sat
18th): "where do I pick the key up for saturday? party's at 2 but we want to get in for 12 to do the balloons" ->
expected the key safe by the side door (code 4721). The assistant says the post office on Burnley Rd.

Expected verdict: UpdateError at langgraph.store.put (the calendar job's put, wrapped in fault()): Margaret's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides where
the key is. Asserted: Margaret's edit was in the store before the stale put; the key record has the booking count
and the post office, and no context line has the key safe, 4721 or the new owners.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b288_langgraph_village_hall_key_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HIRERS = ("mankinholes-hall", "hirers")
MSGS = ("mankinholes-hall", "msgs")
KEY = "key"
RECORDS = {
    KEY: {"details": "key - pick it up from the post office on Burnley Rd, sign the key book, back thru their door by "
                     "10 next morning pls. alarm code's on the fob",
          "by": "Margaret"},
    "heating": {"details": "heating - on the timer, comes on 1hr b4 your booking. DON'T touch the boiler, the "
                           "thermostat's in the kitchen, max 21",
                "by": "Alan"},
    "bins": {"details": "bins - take ur own rubbish home, recycling in the blue bin round the back, no glass "
                        "after 9pm (neighbours!!)",
             "by": "Alan"},
    "charges": {"details": "charges - main hall £20/hr, kitchen £10, £50 deposit back if it's left tidy, pay "
                           "Val by bank transfer",
                "by": "Val"},
}
MSG_LINES = [
    ("2050-10-02T19:15", "Alan", "new chairs are in 🪑 old ones to the scouts, stack max 8 high"),
    ("23.10.", "Val", "Sat parties have to be out by 10pm, licence says so"),
    ("Weds 8th Nov", "Margaret", "playgroup want the small room on fridays too from Jan - yes"),
]
EDIT = {"details": "key - post office has stopped doing it (new owners, shut weds + sat afternoons 🙄) so it's in "
                   "the new key safe by the side door now, code 4721. put it back after + scramble the numbers. alarm "
                   "code's on the fob",
        "edited": "Margaret tue 14th nov"}
COUNT = {"bookings": "17 bookings in Nov on the calendar (mon 13th)", "by": "calendar job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(HIRERS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def calendar_job() -> None:
    copy = dict(store.get(HIRERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COUNT)
    with fault():
        store.put(HIRERS, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(HIRERS, KEY)
    store.put(HIRERS, KEY, {**item.value, **EDIT})
    assert "key safe by the side door now, code 4721" in store.get(HIRERS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=calendar_job, name="calendar-job"),
           threading.Thread(target=margaret_edit, name="margaret-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where do I pick the key up for saturday? party's at 2 but we want to get in for 12 to do the balloons"
context = ["Today is Thu 16 November 2050. You are talking to Sam, who has Mankinholes Village Hall booked for a "
           "kid's party on Sat 18 Nov."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(HIRERS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "post office on Burnley Rd" in c and "17 bookings" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("key safe", "4721", "new owners")), context
reply = answer(f"(Sam) {question}", context,
               mock="From the post office on Burnley Rd - sign the key book, and drop it back through their door by "
                    "10 the next morning.")
finish(question, expected="the new key safe by the side door, code 4721 - the post office doesn't do the key now",
       actual=reply)
