"""Batch 356 (held out). A high school robotics team: LangGraph InMemoryStore (sync), two writers in threads.

App: Ridgeview High's robotics team (FRC 4417, the "Circuit Breakers") go to the Battle at the Lake off-season event
Sat-Sun 11/12-11/13/2050 - two nights at the Hampton Inn, a charter bus, pit crew and drive team. The team's parent
helper keeps one record per part of the trip in ("ridgeview-robotics-4417", "battle-at-the-lake") - fees, schedule,
packing, chaperones - and the boosters' texts in ("ridgeview-robotics-4417", "texts"). The boosters' payments sync
(Karen's script that copies the MySchoolBucks deposit report into the helper) reads the fees record, adds the count
of deposits in and writes the whole record back; Mr. Brennan (the head coach) edits the same record at the same time.

Planted fault (UpdateError, lost update): the payments sync reads the fees record (trip fee $185/student - 2 nights
hotel, quad rooms, bus - $50 deposit due 10/14, balance due Friday 11/4); Mr. Brennan writes in, Mon 10/24, that
Kessler Tool & Die is sponsoring one of the two hotel nights, so the trip fee is now $140/student, deposit stays
$50, balance still due 11/4; the sync then puts back its stale copy with its deposit count, losing the coach's edit.
Question (Wed 11/2, Jordan's mom): "how much do I still owe for the Battle at the Lake trip? I already paid Jordan's
$50 deposit in October" -> expected $90 ($140 - $50). The assistant says $135 ($185 - $50).

Why this verdict: UpdateError at langgraph.store.put (the payments sync's put, wrapped in fault()): the coach's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the balance. The question is numeric (a difference of the fee and the deposit paid). Asserted: the coach's edit was
in the store before the stale put; the fees record has the deposit count and $185, and no context line has $140,
Kessler or "sponsoring".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b356_langgraph_robotics_trip_balance_owed_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("ridgeview-robotics-4417", "battle-at-the-lake")
TEXTS = ("ridgeview-robotics-4417", "texts")
KEY = "fees"
RECORDS = {
    KEY: {"details": "Trip fee $185/student (covers 2 nights Hampton Inn, quad rooms, charter bus). $50 deposit due "
                     "10/14, balance due Fri 11/4 - check to Ridgeview Robotics Boosters or pay on MySchoolBucks. "
                     "Talk to Coach B privately if cost is an issue, nobody gets left home",
          "by": "Mr. Brennan"},
    "schedule": {"details": "Bus leaves the RHS front loop Fri 11/11 at 3:30 PM sharp (kids out of 7th period early). "
                            "Quals Sat 8 AM-6 PM, playoffs Sun, back ~7 PM Sunday, we'll text from the road",
                 "by": "Mr. Brennan"},
    "packing": {"details": "team shirt x2, safety glasses (REQUIRED in the pits), closed toe shoes, snacks, phone "
                           "charger. NO energy drinks. toolboxes go on the bus in the trailer",
                "by": "Ms. Ito"},
    "chaperones": {"details": "chaperones: Mr. Brennan, Ms. Ito, Mr. Alvarez, Mrs. Greene. 4 boys rooms, 2 girls "
                              "rooms, lights out 11",
                   "by": "Ms. Ito"},
}
TEXT_LINES = [
    ("9/30", "Karen (booster treasurer)", "deposit link is up on MySchoolBucks under Robotics!"),
    ("Tues 10/18 7:52 PM", "Ms. Ito", "reminder the kids need their safety glasses, we have loaners but only 6"),
    ("10/27", "Mr. Alvarez", "Sam's mom asked about dietary stuff - hotel breakfast has GF options, lunch Sat is pizza "
                             "in the pits"),
]
EDIT = {"details": "UPDATE 10/24: great news - Kessler Tool & Die is sponsoring one of our two hotel nights 🙌 so "
                   "the trip fee is now $140/student (was $185). Deposit stays $50, balance still due Fri 11/4, "
                   "check to Ridgeview Robotics Boosters or MySchoolBucks",
        "edited": "Mr. Brennan Mon 10/24"}
PAID = {"deposits": "19 of 24 deposits in as of 10/21 (MySchoolBucks report)", "by": "payments sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRIP, key, record)
for i, (day, who, text) in enumerate(TEXT_LINES, 1):
    store.put(TEXTS, f"t-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_sync() -> None:
    copy = dict(store.get(TRIP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(TRIP, KEY, copy)


def coach_edit() -> None:
    read_done.wait()
    item = store.get(TRIP, KEY)
    store.put(TRIP, KEY, {**item.value, **EDIT})
    assert "the trip fee is now $140/student" in store.get(TRIP, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payments_sync, name="payments-sync"),
           threading.Thread(target=coach_edit, name="coach-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I still owe for the Battle at the Lake trip? I already paid Jordan's $50 deposit in October"
context = ["Today is Wednesday, November 2, 2050. You are talking to Jordan's mom; Jordan is on Ridgeview High's "
           "robotics team (FRC 4417)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIP, limit=10)] + \
          [f"{t.value['day']} {t.value['from']}: {t.value['text']}" for t in store.search(TEXTS, limit=50)]
assert any(c.startswith(KEY + ":") and "$185/student" in c and "19 of 24 deposits" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("$140", "kessler", "sponsoring")), context
reply = answer(question, context, mock="You owe $135 - the trip is $185 and you've paid the $50 deposit. Balance is "
                                       "due Friday 11/4 (check to Ridgeview Robotics Boosters or MySchoolBucks).")
finish(question, expected="$90 - the fee went down to $140 (Kessler is sponsoring a hotel night), less the $50 deposit",
       actual=reply)
