"""Batch 157 (held out). A community bus's Christmas lights tour: LangGraph InMemoryStore (sync), two writers in
threads.

App: Nidd Valley Community Bus (a 16-seater with a wheelchair space, volunteer drivers) runs a Christmas lights tour
for older folk in December 2037 (round the villages to the big tree at Pateley Bridge and back, with a stop for hot
chocolate). The bus helper keeps one record per part of the trip in ("lights tour", "plan") - trip, route, seats -
and odd notes in ("lights tour", "notes"). The booking job reads the trip record, adds how many seats have gone and
the waiting list, and writes the whole record back; Colin, who does the driver rota, edits the same record at the
same time.

Planted fault (UpdateError, lost update): the booking job reads the trip record (Fri 18th Dec, leave the Market
Cross 5.30, back about 8); Colin writes in, on Tue 8/12, that it's the Sat now, the 19th - the bus is in for its MOT
on the Friday, the garage at Dacre Banks couldn't do it any other day - same times, and Brian's driving; the booking
job then puts back its stale copy with the seat figures, losing his edit. Question (Mon 14/12, Joan): "what night's
the lights tour? need to tell our Karen so she can drop me at the Market Cross" -> expected Sat 19th Dec (the bus is
in for its MOT on the Friday). The assistant says Fri 18th Dec.

Expected verdict: UpdateError at langgraph.store.put (the booking job's put, wrapped in fault()): Colin's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
day. Asserted: Colin's edit was in the store before the stale put; the trip record has the seat figures and Fri 18th,
and no context line mentions the 19th, Sat or the MOT.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b157_langgraph_lightsbus_night_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("lights tour", "plan")
NOTES = ("lights tour", "notes")
KEY = "trip"
RECORDS = {
    KEY: {"when": "fri 18th dec, leave the Market Cross 5.30, back abt 8ish", "driver": "Colin",
          "price": "£4, carers free"},
    "route": {"details": "Market Cross - Summerbridge - Dacre - Pateley (the big tree + the shop windows on the "
                         "high st), hot choc at the Crown, back over Greenhow if it's not icy else the low road",
              "who": "Colin"},
    "seats": {"details": "16 + the wheelchair space. tail lift checked 22.10.", "who": "Margaret (bookings)"},
}
NOTE_LINES = [
    ("14/10", "Margaret", "flyers in the surgery, the library + the Co-op. ring me on the bus phone to book"),
    ("Weds 25 Nov", "Colin", "blankets in the boot, it's freezing on that bus w the heater the way it is"),
    ("2037-12-03T10:20", "Margaret", "the Crown are doing hot choc + a mince pie for £2, they'll have it ready"),
]
EDIT = {"when": "sat 19th now - bus is in for its MOT on the fri, the garage at Dacre Banks couldn't do it any other "
                "day. same times, leave the Market Cross 5.30, back abt 8ish",
        "driver": "Brian (Colin's on the fri rota at the hospital)", "edited": "Colin Tue 8/12"}
SALES = {"booked": "13 seats gone + the wheelchair space (Mrs Atkinson), 3 left. waiting list: the Thorpes",
         "by": "booking job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SALES)
    with fault():
        store.put(PLAN, KEY, copy)


def rota_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "sat 19th now" in store.get(PLAN, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=booking_job, name="lights-tour-booking-job"),
           threading.Thread(target=rota_edit, name="colin-rota-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what night's the lights tour? need to tell our Karen so she can drop me at the Market Cross"
context = ["Today is Mon 14 December 2037. You are talking to Joan, who is booked on Nidd Valley Community Bus's "
           "Christmas lights tour."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "fri 18th dec" in c and "13 seats gone" in c for c in context), context
assert not any("19th" in c or "sat " in c.lower() or "MOT" in c for c in context), context
reply = answer(question, context, mock="Friday 18th December - the bus leaves the Market Cross at 5.30 and you're back "
                                       "about 8.")
finish(question, expected="Sat 19th December - the bus is in for its MOT on the Friday; same times, 5.30 from the "
                          "Market Cross", actual=reply)
