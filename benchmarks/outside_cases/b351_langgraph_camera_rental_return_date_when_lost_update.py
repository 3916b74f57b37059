"""Batch 351 (held out). A camera rental house's kit lists: LangGraph InMemoryStore (sync), two writers in threads.

App: Lumen Hire rent out camera packages to productions. The booking helper keeps one record per booking in
("lumen-hire", "bookings") - the package, its kit list with serials, the out and due-back dates - and the desk's
messages in ("lumen-hire", "desk"). The prep job (the warehouse's QC script that books the checked kit out) reads
a booking's record, adds the QC line and writes the whole record back; the booking desk edits the same record at the
same time.

Planted fault (UpdateError, lost update): the prep job reads booking BK-5521 (Harlow Films, the ARRI Alexa Mini LF
package KL-ALF-03: body s/n K1.0041234, 3 x Codex Compact Drive 1TB, 6 x 150 Wh V-mount, Signature Prime set 18/25/
35/47/75 mm, OConnor 2560 head; out Mon 06/03/51, due back Fri 10/03/51 by 10:00). Hana on the booking desk writes
in, Thu 09/03/51 16:20, that Harlow rang - the shoot's overrunning, they've extended, the kit's back Monday by 10:00
(one extra day charged, the weekend's free); the prep job then puts back its stale copy with its QC line, losing
Hana's edit. Question (Fri 10 Mar 2051, 08:15, Sol in the warehouse): "when's the Harlow LF package coming back?
need to know if I can prep it for the Okoro job" -> expected Monday 13 March by 10:00 (the Monday after Hana's
Thursday 9 March note: the answer depends on when "back Monday" was said). The assistant says this morning, Fri 10
March by 10:00.

Expected verdict: UpdateError at langgraph.store.put (the prep job's put, wrapped in fault()): Hana's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the return
date. Asserted: Hana's edit was in the store before the stale put; the booking record has the QC line and
"due back Fri 10/03/51", and no context line has "Monday", "extended" or "overrunning".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b351_langgraph_camera_rental_return_date_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("lumen-hire", "bookings")
DESK = ("lumen-hire", "desk")
KEY = "BK-5521"
RECORDS = {
    KEY: {"client": "Harlow Films (prod. mgr Dee Shah)",
          "package": "ARRI Alexa Mini LF pkg KL-ALF-03: body s/n K1.0041234, 3 x Codex Compact Drive 1TB, 6 x 150 Wh "
                     "V-mount, Signature Prime set 18/25/35/47/75 mm, OConnor 2560 head + sticks",
          "dates": "out Mon 06/03/51 09:00, due back Fri 10/03/51 by 10:00. 4-day week rate"},
    "BK-5530": {"client": "Okoro Creative",
                "package": "Alexa Mini LF pkg (whichever LF is back + QC'd first), Signature Primes, 2 x Teradek "
                           "Bolt 6 LT",
                "dates": "out Mon 13/03/51 12:00 (collecting), due back Thu 16/03/51"},
    "BK-5533": {"client": "Pike & Wren (docu)",
                "package": "Sony FX6 pkg KL-FX6-01, 24-105 f/4 G, 2 x BP-U70... see desk note 7/3",
                "dates": "out Tue 14/03/51, back Fri 17/03/51"},
}
DESK_LINES = [
    ("2051-03-03T11:40", "Hana", "Harlow confirmed the LF for mon-fri, insurance cert received, pays on account"),
    ("7/3/51", "Priyanka", "no BP-U70s on any outgoing kit till the recall's sorted, BP-U100s only"),
    ("Weds 8 Mar", "Sol", "Signature 35 back from the lens tech, collimated, within ±0.01 mm, OK to go out"),
]
EDIT = {"dates": "out Mon 06/03/51 09:00. Harlow rang - shoot's overrunning, extended: kit back Monday by 10:00 (1 "
                 "extra day charged, weekend free)",
        "edited": "Hana, Thu 09/03/51 16:20"}
QC = {"qc": "QC'd out 06/03 07:40 - all serials match, sensor clean, 6/6 batts > 95% health (Sol)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOOKINGS, key, record)
for i, (day, who, text) in enumerate(DESK_LINES, 1):
    store.put(DESK, f"d-{i:02d}", {"when": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def prep_job() -> None:
    copy = dict(store.get(BOOKINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(QC)
    with fault():
        store.put(BOOKINGS, KEY, copy)


def desk_edit() -> None:
    read_done.wait()
    item = store.get(BOOKINGS, KEY)
    store.put(BOOKINGS, KEY, {**item.value, **EDIT})
    assert "kit back Monday by 10:00" in store.get(BOOKINGS, KEY).value["dates"]
    edit_done.set()


threads = [threading.Thread(target=prep_job, name="prep-job"), threading.Thread(target=desk_edit, name="desk-hana")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the Harlow LF package coming back? need to know if I can prep it for the Okoro job"
context = ["Today is Fri 10 March 2051, 08:15. You are talking to Sol in the Lumen Hire warehouse."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOOKINGS, limit=10)] + \
          [f"{d.value['when']} {d.value['from']}: {d.value['text']}" for d in store.search(DESK, limit=50)]
assert any(c.startswith(KEY + ":") and "due back Fri 10/03/51 by 10:00" in c and "QC'd out" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("monday", "extended", "overrunning")), context
reply = answer(question, context, mock="This morning - it's due back today, Fri 10 March, by 10:00, so you can prep it "
                                       "for Okoro on Monday.")
finish(question, expected="Monday 13 March by 10:00 - Harlow extended on Thursday, shoot overrunning", actual=reply)
