"""Batch 166 (held out). A bowls club's charity day: LangGraph InMemoryStore (sync), two writers in threads.

App: Thornbury Park Bowls Club holds its charity day for St Cuthbert's Hospice on Sat 13th August 2039 - open triples on
the green, a raffle, teas in the clubhouse, the hospice's residents coming on their minibus. The club's helper keeps one
record per thing in ("tpbc", "charity day") - programme, teas, raffle - and odd notes in ("tpbc", "notes"). The raffle
job reads the programme record, adds the prize list and writes the whole record back; Ken, the club captain, edits the
same record at the same time.

Planted fault (UpdateError, lost update): the raffle job reads the programme record (12 rinks of open triples, first end
10 sharp, woods in the lockers by quarter to, whites or club shirts); Ken writes in, on Tue 9/8, that 14 rinks are in
now (the Ashfield lot and the Probus have entered) so the first end's HALF 9 not 10 or the final runs into the teas,
woods in by quarter past 9; the raffle job then puts back its stale copy with the prize list, losing his edit. Question
(Thu 11/8, Sue, whose dad plays): "what time's the first end on sat? got to get dad there and his woods in the locker"
-> expected half 9 (9.30), woods in by 9.15 - 14 rinks entered. The assistant says 10 o'clock.

Expected verdict: UpdateError at langgraph.store.put (the raffle job's put, wrapped in fault()): Ken's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the time. Asserted:
Ken's edit was in the store before the stale put; the programme record has the prize list and the 10 sharp start, and no
context line mentions half 9 or 14 rinks.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b166_langgraph_bowls_first_end_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAY = ("tpbc", "charity day")
NOTES = ("tpbc", "notes")
KEY = "programme"
RECORDS = {
    KEY: {"plan": "open triples for the hospice, 12 rinks, first end 10 sharp, woods in the lockers by quarter to. "
                  "whites or club shirts, no trainers on the green!!", "set by": "Ken"},
    "teas": {"details": "teas from 3 in the clubhouse, scones + jam + the good cups, Brenda + Joan on the urns",
             "who": "Brenda"},
    "raffle": {"details": "tickets £1 a strip, selling all day off the table by the scoreboard", "who": "Pauline"},
}
NOTE_LINES = [
    ("2039-07-20T14:30", "Pauline", "hospice minibus bringing 8 residents, need the ramp out + seats by rink 1"),
    ("Weds 3rd Aug", "Brenda", "urn no 2's on the blink, Joan's bringing hers"),
    ("6/8", "Ken", "green's been cut + rolled, rink markers out fri night"),
]
EDIT = {"plan": "open triples for the hospice, 14 rinks in now (the Ashfield lot + Probus entered) so first end's HALF "
                "9 not 10 or the final runs into the teas. woods in by quarter past 9. whites or club shirts, no "
                "trainers on the green!!",
        "edited": "Ken Tue 9/8"}
PRIZES = {"prizes": "hamper from Booths, £25 meat voucher off Dobsons, bottle of Bells, a lawn mower service from "
                    "Terry", "by": "raffle job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAY, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def raffle_job() -> None:
    copy = dict(store.get(DAY, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PRIZES)
    with fault():
        store.put(DAY, KEY, copy)


def ken_edit() -> None:
    read_done.wait()
    item = store.get(DAY, KEY)
    store.put(DAY, KEY, {**item.value, **EDIT})
    assert "HALF 9" in store.get(DAY, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=raffle_job, name="tpbc-raffle-prizes-job"),
           threading.Thread(target=ken_edit, name="ken-programme-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the first end on sat? got to get dad there and his woods in the locker"
context = ["Today is Thu 11 August 2039. You are talking to Sue, whose dad is playing in Thornbury Park Bowls Club's "
           "charity day for St Cuthbert's Hospice (Sat 13 August)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAY, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "first end 10 sharp" in c and "hamper from Booths" in c for c in context), \
    context
assert not any("HALF 9" in c or "half 9" in c or "14 rinks" in c for c in context), context
reply = answer(question, context, mock="10 o'clock sharp for the first end - get his woods in the locker by quarter "
                                       "to.")
finish(question, expected="half 9 (9.30), woods in by quarter past 9 - 14 rinks are in so it starts earlier",
       actual=reply)
