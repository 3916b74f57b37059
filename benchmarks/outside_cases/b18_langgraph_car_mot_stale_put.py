"""Batch 18 (held out). A family's car log for two cars: LangGraph InMemoryStore (sync get/put/search), two writers
in threads.

App: the Hendersons keep their car admin in one store. Namespace ("cars", "history") holds one record per garage
visit (26 visits over 2022-2026 for the 2017 Skoda Fabia and the 2015 Ford Transit Custom: services, MOTs, tyres,
advisories, mileages); namespace ("cars", "status") holds one record per car (MOT due, service due, tax, insurance,
notes). Rob's phone runs the "invoice importer": it reads the car's status record, adds the latest invoice line and
writes the whole record back. Claire updates the same record by hand after the MOT.

Planted fault (UpdateError, lost update): on Mon 9/3/26 the importer reads the Fabia status record (MOT due
"5/3/26 - book it!!"); Claire then saves the MOT result ("passed 3/3/26 @ Hessle Autocentre, 61,920 mi, advisory
N/S/F tyre 2.5mm; next due 2/3/27"); the importer then writes back its stale copy with the service invoice, so
mot_due goes back to 5/3/26. Question (Mon 16/3/26): "When's the Fabia's next MOT due, and how many days is that from
today?" -> expected "2 March 2027, 351 days away". The assistant says it was due on 5 March and is overdue.

Expected verdict: UpdateError at langgraph.store.put (fault() wraps the importer's put). Asserted: Claire's put
stored "2/3/27"; after the importer's put the record and the context hold only the stale due date. Another reading:
none that we see; the MOT visit itself is not among the history records (Claire only wrote the status).
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b18_langgraph_car_mot_stale_put", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HISTORY = ("cars", "history")
STATUS = ("cars", "status")
VISITS = [
    ("fabia", "2022-02-28", "MOT pass, 38,204 mi, advisory: rear brake discs slightly corroded. GBP 54.85, Hessle"),
    ("transit", "2022-04-11", "Full service + cambelt, 61,870 mi, GBP 612.40 Ford main dealer Hull"),
    ("fabia", "2022-06-17", "Interim service 40,110 mi, wipers + bulb N/S/R, GBP 149"),
    ("transit", "2022-09-02", "MOT pass 66,300 mi, no advisories. GBP 54.85, Hessle"),
    ("fabia", "2022-11-21", "2 x Michelin front 185/60 R15, GBP 188 fitted, Tyre Pros"),
    ("fabia", "2023-03-01", "MOT pass 44,762 mi, advisory N/S/R tyre 3mm. Full service same day GBP 289 total"),
    ("transit", "2023-04-18", "Service 72,480 mi, GBP 241. Told us clutch is on its way out"),
    ("transit", "2023-07-06", "Clutch + DMF replaced 74,020 mi, GBP 1,340 (ouch). 12 mth warranty"),
    ("transit", "2023-09-04", "MOT FAIL 75,900 mi - N/S rear brake pipe corroded. Fixed + retest 6/9 pass, GBP 112"),
    ("fabia", "2023-10-30", "Battery died at Tesco, AA fitted new Varta GBP 139"),
    ("fabia", "2024-02-27", "MOT pass 50,215 mi, no advisories. GBP 54.85"),
    ("transit", "2024-04-22", "Service 81,550 mi GBP 256 + 2 rear tyres GBP 210"),
    ("fabia", "2024-06-10", "Aircon regas GBP 59, Kwik Fit"),
    ("transit", "2024-09-03", "MOT pass 85,010 mi, advisory front wishbone bush slight play"),
    ("fabia", "2024-09-16", "Full service 53,300 mi GBP 265, brake fluid done"),
    ("transit", "2024-12-02", "Wishbone bushes replaced GBP 186, 86,900 mi"),
    ("fabia", "2025-03-04", "MOT pass 56,480 mi, advisory O/S/F tyre 3mm, exhaust rear box corroding"),
    ("transit", "2025-04-14", "Service 90,120 mi GBP 268, cabin filter"),
    ("fabia", "2025-05-19", "Rear exhaust box GBP 142 fitted, Hessle"),
    ("transit", "2025-09-01", "MOT pass 93,460 mi, advisory rear tyres 2.5mm"),
    ("transit", "2025-09-20", "2 x rear Continental vanco GBP 228 fitted"),
    ("fabia", "2025-10-06", "Nail in O/S/R, plug repair GBP 25"),
    ("fabia", "2026-01-12", "Wipers, screenwash, bulb O/S/F dipped - did it myself"),
    ("transit", "2026-02-09", "DPF warning - forced regen at dealer GBP 95, 97,700 mi. Said do more motorway"),
    ("fabia", "2026-02-23", "Booked MOT Tue 3/3 9am Hessle Autocentre + service after"),
    ("transit", "2026-03-02", "Insurance renewed Admiral GBP 788 (was 702), business use"),
]
STATUS_RECORDS = {
    "fabia": {"reg": "YK17 HZP", "mot_due": "5/3/26 - book it!!", "service_due": "Mar 2026 (with MOT)",
              "tax": "paid monthly DD, renews Sep", "insurance": "Direct Line, renews 14/8, GBP 436",
              "last_invoice": "-"},
    "transit": {"reg": "YH15 KFD", "mot_due": "1/9/26", "service_due": "Apr 2026 (~100k)",
                "tax": "annual, renews 1/6", "insurance": "Admiral, renews 2/3/27, GBP 788", "last_invoice": "DPF regen"},
}
MOT_RESULT = "passed 3/3/26 @ Hessle Autocentre, 61,920 mi, advisory N/S/F tyre 2.5mm; next due 2/3/27"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for i, (car, day, text) in enumerate(VISITS, 1):
    store.put(HISTORY, f"{car}-{day}", {"car": car, "date": day, "note": text})
for car, record in STATUS_RECORDS.items():
    store.put(STATUS, car, record)

read_done, claire_done = threading.Event(), threading.Event()


def importer() -> None:
    copy = dict(store.get(STATUS, "fabia").value)
    read_done.set()
    claire_done.wait()
    copy["last_invoice"] = "Hessle Autocentre inv 20931, 3/3/26: full service GBP 274.50 (oil, filters, plugs)"
    with fault():
        store.put(STATUS, "fabia", copy)


def claire_edit() -> None:
    read_done.wait()
    item = store.get(STATUS, "fabia")
    store.put(STATUS, "fabia", {**item.value, "mot_due": MOT_RESULT, "service_due": "Mar 2027"})
    assert "2/3/27" in store.get(STATUS, "fabia").value["mot_due"]
    claire_done.set()


threads = [threading.Thread(target=importer, name="invoice-importer"),
           threading.Thread(target=claire_edit, name="claire-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "When's the Fabia's next MOT due, and how many days is that from today?"
status = store.search(STATUS, limit=10)
history = store.search(HISTORY, filter={"car": "fabia"}, limit=50)
context = ["Today is Mon 16/3/26."] + [f"{h.key} status: {flat(h.value)}" for h in status] + \
          [f"{h.value['date']} {h.value['car']}: {h.value['note']}" for h in history]
assert any("mot_due: 5/3/26" in c for c in context), context
assert not any("next due 2/3/27" in c for c in context), context
reply = answer(question, context, mock="The Fabia's MOT was due on 5 March 2026 - that's 11 days ago, so it looks "
                                       "overdue. It was booked in at Hessle for 3 March; worth checking it went ahead.")
finish(question, expected="2 March 2027 - 351 days from today", actual=reply)
