"""Batch 353 (held out). A solar and electrical sparky in Perth: LangGraph InMemoryStore (sync), two writers in
threads.

App: Westside Solar & Electrical (Jase, the sparky who owns it; Kel in the office; Kyle, the apprentice) keep one
record per job in ("westside-solar-2050", "jobs") and the team's texts in ("westside-solar-2050", "texts"). The
booking sync (Kel's script that copies the calendar into the helper) reads a job record, adds the booked day and
crew, and writes the whole record back; Jase edits the same record from the ute at the same time.

Planted fault (UpdateError, lost update): the booking sync reads the Joondalup record (Mrs Tran, 8 Regents Park Rd:
16 x 440W panels, 7.04kW, Fronius 6kW inverter, tin roof north + west); Jase writes in, Mon 17/10, that Mrs Tran
has upped it to 20 panels (8.8kW) - she's signed VO #1, +$1,650 inc GST, extra string on the west side, so the
Fronius 8.2 now; the sync then puts back its stale copy with the booking (Thu 20/10, 7am start to beat the heat,
Jase + Kyle), losing Jase's edit. Question (Wed 19/10, Kyle): "how many panels are we putting on at Joondalup
tmrw? loading the ute tonight" -> expected 20 (8.8kW, the VO). The assistant says 16.

Expected verdict: UpdateError at langgraph.store.put (the booking sync's put, wrapped in fault()): Jase's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
count. Asserted: Jase's edit was in the store before the stale put; the Joondalup record has the booking and the
16 x 440W, and no context line has 20 panels, 8.8kW or VO #1.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b353_langgraph_perth_solar_panel_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("westside-solar-2050", "jobs")
TEXTS = ("westside-solar-2050", "texts")
KEY = "joondalup"
RECORDS = {
    KEY: {"details": "Mrs Tran, 8 Regents Park Rd Joondalup - 16 x 440W Jinko (7.04kW), Fronius Primo 6kW, tin roof "
                     "north + west faces, 2 strings. switchboard's old, needs an RCD upgrade (in the quote). "
                     "$7,980 inc GST after STCs",
          "by": "Jase"},
    "baldivis": {"details": "the Okafors, Baldivis - 15 x 440W (6.6kW) done 7/10, waiting on Western Power for the "
                            "meter swap",
                 "by": "Jase"},
    "scarborough": {"details": "Scarborough - inverter swap, old SMA's dead, Goodwe 5kW on the van, cafe so do it "
                               "before 6am or after 3",
                    "by": "Kel"},
}
TEXT_LINES = [
    ("2050-10-10T06:15", "Kel", "Synergy rebate forms for Joondalup sent off"),
    ("14/10", "Kyle", "roof rails for joondalup picked up from the wholesaler, in the shed"),
    ("Sat 15th", "Jase", "Fremantle Doctor's due early next wk so we're on the roof by 7 and off by 12 🥵"),
]
EDIT = {"details": "Mrs Tran, 8 Regents Park Rd Joondalup - she's upped it to 20 panels!! 20 x 440W (8.8kW), signed "
                   "VO #1 +$1,650 inc GST, extra string on the west side so Fronius 8.2 now not the 6. tin roof, RCD "
                   "upgrade still in",
        "edited": "Jase mon 17/10 from the ute"}
BOOKING = {"booked": "Thu 20/10 7am start (beat the heat), Jase + Kyle", "by": "booking sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(JOBS, key, record)
for i, (day, who, text) in enumerate(TEXT_LINES, 1):
    store.put(TEXTS, f"t-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_sync() -> None:
    copy = dict(store.get(JOBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKING)
    with fault():
        store.put(JOBS, KEY, copy)


def jase_edit() -> None:
    read_done.wait()
    item = store.get(JOBS, KEY)
    store.put(JOBS, KEY, {**item.value, **EDIT})
    assert "20 x 440W (8.8kW)" in store.get(JOBS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=booking_sync, name="booking-sync"),
           threading.Thread(target=jase_edit, name="jase-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many panels are we putting on at Joondalup tmrw? loading the ute tonight"
context = ["Today is Wed 19 October 2050. You are talking to Kyle, apprentice at Westside Solar & Electrical."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(JOBS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(TEXTS, limit=50)]
assert any(c.startswith(KEY + ":") and "16 x 440W" in c and "Thu 20/10 7am" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("20 panels", "20 x 440", "8.8kw", "vo #1")), context
reply = answer(f"(Kyle) {question}", context, mock="16 - 16 x 440W Jinkos (7.04kW) on the north and west faces, "
                                                    "with the Fronius Primo 6kW.")
finish(question, expected="20 panels (20 x 440W, 8.8kW) - Mrs Tran upped it with VO #1", actual=reply)
