"""Batch 278 (held out). A co-working space's desk bookings: LangGraph InMemoryStore (sync), two writers in threads.

App: Hatch Works (a co-working floor over a bakery - 30 hot desks, 8 fixed desks, two phone booths, one meeting
room) keeps one record per week of desk bookings in ("hatch-works", "desks"), plus the front desk's notes in
("hatch-works", "notes"). The booking sync (a nightly job that copies the booking app's totals into the helper)
reads the week's record, adds the occupancy and writes the whole record back; Lola on the front desk edits the same
record at the same time.

Planted fault (UpdateError, lost update): the sync reads the w/c 13 Mar record (Amira D12 by the window Mon-Weds,
Jonah D4, Kev D7 all week, Sofia and Ben the standing desks Tue/Thu); Lola writes in, Mon 13/3 at 16.20, that D12's
monitor arm has snapped and the screen's on the floor, so Amira's on D15 (same side, also a window) Tue and Weds,
the facilities man is coming Thursday; the sync then puts back its stale copy with its occupancy line, losing Lola's
edit. Question (Mon 13/3 evening, Amira): "where am I sitting tmrw? want to get in early + grab the window" ->
expected D15 (D12's monitor arm is broken). The assistant says D12.

Expected verdict: UpdateError at langgraph.store.put (the sync's put, wrapped in fault()): Lola's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides Amira's desk.
Asserted: Lola's edit was in the store before the stale put; the week's record has the occupancy line and Amira on
D12, and no context line has D15, the monitor arm or "snapped".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b278_langgraph_cowork_desk_where_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DESKS = ("hatch-works", "desks")
NOTES = ("hatch-works", "notes")
KEY = "wc-2051-03-13"
RECORDS = {
    "wc-2051-03-06": {"bookings": "Amira D12 mon-weds, Jonah D4, Kev D7, Sofia standing desk tue", "by": "Lola"},
    KEY: {"bookings": "w/c 13/3: Amira D12 (by the window) mon-weds, Jonah D4 + Kev D7 all wk, Sofia + Ben the "
                      "standing desks tue/thu, D20-24 held for the Loomly team thurs",
          "by": "Lola"},
    "fixed": {"bookings": "fixed desks F1-F8 - Northwind (F1-F4), Priyesh F5, the podcast lads F6-F7, F8 free from "
                          "april", "by": "Lola"},
}
NOTE_LINES = [
    ("2051-03-01T09:05", "Lola", "hot desks are first come unless booked on the app by 6pm the day b4 ☕"),
    ("6.3.", "Dan", "phone booth 2's fan is rattling, taped it for now"),
    ("Fri 10 Mar", "Lola", "Loomly (4 ppl) trialling us thurs, put them on the quiet side"),
]
EDIT = {"bookings": "w/c 13/3: Amira D12 mon then D15 tue + weds - D12's monitor arm's snapped, screen's on the floor "
                    "😬 facilities man coming thurs. D15's the same side, window too. rest as was: Jonah D4 + Kev D7 "
                    "all wk, Sofia + Ben the standing desks tue/thu, D20-24 held for the Loomly team thurs",
        "edited": "Lola mon 13/3 16.20"}
SYNC = {"occupancy": "app: 71% booked tue, 64% weds, 88% thurs (Loomly)", "by": "booking sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DESKS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_sync() -> None:
    copy = dict(store.get(DESKS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(DESKS, KEY, copy)


def lola_edit() -> None:
    read_done.wait()
    item = store.get(DESKS, KEY)
    store.put(DESKS, KEY, {**item.value, **EDIT})
    assert "D15 tue + weds - D12's monitor arm's snapped" in store.get(DESKS, KEY).value["bookings"]
    edit_done.set()


threads = [threading.Thread(target=booking_sync, name="booking-sync"),
           threading.Thread(target=lola_edit, name="lola-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where am I sitting tmrw? want to get in early + grab the window"
context = ["Today is Mon 13 March 2051 (evening). You are talking to Amira, a hot desk member at Hatch Works."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DESKS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Amira D12 (by the window) mon-weds" in c and "71% booked" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("d15", "monitor arm", "snapped")), context
reply = answer(f"(Amira) {question}", context, mock="D12 again, Amira - the one by the window, you've got it Monday to "
                                                    "Wednesday.")
finish(question, expected="D15 - D12's monitor arm snapped, so Lola moved her along to D15 (also a window desk)",
       actual=reply)
