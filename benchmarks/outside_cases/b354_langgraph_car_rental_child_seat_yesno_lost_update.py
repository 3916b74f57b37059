"""Batch 354 (held out). A car-rental counter: LangGraph InMemoryStore (sync), two writers in threads.

App: Veloce Car Rental's Malaga Airport (AGP) counter keeps each reservation in the counter assistant's store - one
record per part of it in ("veloce-agp", "RA-5520917") (the reservation, the driver, the payment, the vehicle) and
the customer's emails and call notes in ("veloce-agp", "RA-5520917-msgs"). The nightly rate-sync job reads the
reservation record, adds the re-priced total and the loyalty points and writes the whole record back; a
contact-centre agent edits the same record at the same time.

Planted fault (UpdateError, lost update): the rate-sync job reads the reservation record (Group C compact,
pick-up Sat 22 Jul 2051 10:00 local (UTC+2), return Sat 29 Jul 10:00, full/full fuel, extras: additional driver
(Mr J. Ortega)); the agent (Carla, contact centre, call of Thu 20 Jul 16:05 UTC+2) writes in that the customer asked
for a child seat for their 2-year-old - Group 1 seat, EUR 9.50/day capped at EUR 57, added, confirmed by email -
keeping the rest as it was; the job then puts back its stale copy with its total and points, losing the child seat.
Question (Fri 21 Jul 2051, the customer by email): "We are collecting the car tomorrow morning. Could you please
confirm whether a child seat is included in our reservation, or should we bring our own?" -> expected yes, a Group 1
child seat is on the reservation (EUR 9.50/day, capped at EUR 57), added on the 20th. The assistant says no.

Expected verdict: UpdateError at langgraph.store.put (the rate-sync job's put, wrapped in fault()): the agent's
write landed, and the later put from a copy read before it overwrote it, so the store lost the change that decides
the answer. Asserted: the agent's edit was in the store before the stale put; the reservation record has the job's
total and no child seat, and no context line mentions a child seat, Group 1 or EUR 9.50.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b354_langgraph_car_rental_child_seat_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

RES = ("veloce-agp", "RA-5520917")
MSGS = ("veloce-agp", "RA-5520917-msgs")
KEY = "reservation"
RECORDS = {
    KEY: {"details": "RA-5520917 - Group C (VW Polo or similar), manual, pick-up AGP Sat 22/07/2051 10:00 local "
                     "(UTC+2), return AGP Sat 29/07/2051 10:00. Fuel full/full. Extras: additional driver (ORTEGA/J "
                     "MR) EUR 6/day. Cover: Veloce Plus (zero excess).",
          "by": "web booking 2051-06-02"},
    "driver": {"details": "Main driver ORTEGA/MARIA MRS, UK licence, held since 2009, DOB on file; additional driver "
                          "ORTEGA/JAVIER MR, ES licence. Both to present licences + passports at the counter.",
               "by": "web booking 2051-06-02"},
    "payment": {"details": "Prepaid EUR 241.30 (rental + cover). Deposit hold at the counter: EUR 300 on a credit "
                           "card in the main driver's name (no debit cards).",
                "by": "web booking 2051-06-02"},
    "vehicle": {"details": "Allocation pending - Group C fleet at AGP: Polo, Ibiza, Clio. Return to P2 level -1, keys "
                           "to the drop box if the counter is closed.",
                "by": "fleet"},
}
MSG_LINES = [
    ("2051-06-02T18:44+01:00", "email from customer",
     "Dear Veloce, thank you for the confirmation. Could you tell me where the counter is? Kind regards, M. Ortega"),
    ("2051-06-03T09:10+02:00", "reply, L. Santos",
     "Dear Mrs Ortega, the Veloce counter is in Arrivals, Terminal 3, opposite exit 2. Kind regards, Veloce AGP"),
    ("2051-07-14T11:30+02:00", "call note, Carla",
     "Customer asked if the flight AGP arrival 09:25 (FR 8152) gives enough time - yes, we hold the car 2h."),
]
EDIT = {"details": "RA-5520917 - Group C (VW Polo or similar), manual, pick-up AGP Sat 22/07/2051 10:00 local "
                   "(UTC+2), return AGP Sat 29/07/2051 10:00. Fuel full/full. Extras: additional driver (ORTEGA/J MR) "
                   "EUR 6/day; child seat Group 1 (9-18 kg, for their 2-yr-old) EUR 9.50/day capped at EUR 57 - added "
                   "on the phone, confirmation emailed. Cover: Veloce Plus (zero excess).",
        "edited": "Carla, contact centre, Thu 20/07 16:05 (UTC+2)"}
RESYNC = {"repriced_total": "EUR 241.30 prepaid + EUR 42.00 extras due at counter", "points": "Veloce Go: 482 pts",
          "by": "rate-sync job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(RES, key, record)
for i, (when, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"when": when, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rate_sync_job() -> None:
    copy = dict(store.get(RES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RESYNC)
    with fault():
        store.put(RES, KEY, copy)


def agent_edit() -> None:
    read_done.wait()
    item = store.get(RES, KEY)
    store.put(RES, KEY, {**item.value, **EDIT})
    assert "child seat Group 1" in store.get(RES, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=rate_sync_job, name="rate-sync-job"),
           threading.Thread(target=agent_edit, name="agent-carla")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("We are collecting the car tomorrow morning. Could you please confirm whether a child seat is included "
            "in our reservation, or should we bring our own?")
context = ["Today is Fri 21 July 2051. You are Veloce Car Rental's assistant at Malaga Airport, replying to Mrs "
           "Maria Ortega about reservation RA-5520917."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(RES, limit=10)] + \
          [f"{m.value['when']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "rate-sync job" in c and "Extras: additional driver" in c for c in context)
assert not any(w in c.lower() for c in context for w in ("child seat", "group 1", "9.50")), context
reply = answer(f"(email from Mrs Ortega) {question}", context,
               mock="Dear Mrs Ortega, your reservation RA-5520917 does not include a child seat - the only extra "
                    "booked is the additional driver. You are welcome to bring your own.")
finish(question, expected="yes - a Group 1 child seat (EUR 9.50/day, capped at EUR 57) was added by phone on 20 July",
       actual=reply)
