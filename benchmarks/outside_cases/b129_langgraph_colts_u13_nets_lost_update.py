"""Batch 129 (held out). A cricket club's colts section records: LangGraph InMemoryStore (sync), two writers in
threads.

App: Wendover CC's colts keep one record per age group in ("wendover-colts", "groups") (nets, coach, kit, match day,
lifts) and the parents' odd notes in ("wendover-colts", "notes"). The lift-share job reads an age group's record, adds
the week's lifts and writes the whole record back; the coach edits the same record at the same time.

Planted fault (UpdateError, lost update): the lift job reads the U13s' record (nets Fri 6-7 in the club nets, coach
Dave Hollis, whites + own box, matches Sun am); Dave writes that the 1st XI have given the colts the bowling machine
on Fridays till the county trials so it's a double session, Fri 5.30-7.30, bring a drink + a snack; the lift job then
puts back its stale copy with the lifts, losing his edit. Question (Weds 13/5, Priya, a parent doing the car share):
"how long are the u13 nets on friday now? working out the pick up with the Joneses" -> expected 2 hours (5.30-7.30).
The assistant says an hour, 6 till 7.

Expected verdict: UpdateError at langgraph.store.put (the lift job's put, wrapped in fault()): Dave's write landed
and the later put from a copy read before it overwrote it, so the store lost the nets times that decide the answer.
Asserted: Dave's edit was in the store before the stale put; the record has the lifts and the 6-7 nets, and no
context line has 5.30-7.30 or the bowling machine.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b129_langgraph_colts_u13_nets_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

GROUPS = ("wendover-colts", "groups")
NOTES = ("wendover-colts", "notes")
KEY = "u13"
RECORDS = {
    "u11": {"group": "U11 (softball + hardball)", "nets": "Tues 5.30-6.30 on the outfield", "coach": "Sam + Gill",
            "kit": "trainers ok, club helmets in the shed", "matches": "Weds eve 6pm, 8-a-side"},
    KEY: {"group": "U13 hardball", "nets": "Fri 6-7 club nets", "coach": "Dave Hollis (07700 900188)",
          "kit": "whites, own box, helmet (club ones if need be)", "matches": "Sun mornings, 10am starts"},
    "u15": {"group": "U15", "nets": "Thurs 6.30-8", "coach": "Rich", "kit": "whites, own kit",
            "matches": "Sat + Tues eves, county cup"},
}
NOTE_LINES = [
    ("2/5", "Gill", "subs £45 a season, £35 for a 2nd child, pay on the club site or cash to Gill"),
    ("Tue 5th", "Rich", "Sun 10th U13 away at Aston Clinton, meet 9.15 at the club"),
    ("9.5.", "Priya", "lost property - a navy sweater age 11-12, Jones on the label, it's in the bar"),
]
EDIT = {"nets": "Fri 5.30-7.30 now - 1st XI have given us the bowling machine fridays till the county trials so it's "
                "a double session. bring a drink + a snack",
        "edited": "Dave, Mon 11/5"}
LIFTS = {"lifts": "Sun 17th home v Tring, no lifts needed; Fri nets - Priya drops, Mrs Jones collects",
         "lifts done": "Gill"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(GROUPS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def lift_job() -> None:
    copy = dict(store.get(GROUPS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LIFTS)
    with fault():
        store.put(GROUPS, KEY, copy)


def coach_edit() -> None:
    read_done.wait()
    item = store.get(GROUPS, KEY)
    store.put(GROUPS, KEY, {**item.value, **EDIT})
    assert store.get(GROUPS, KEY).value["nets"].startswith("Fri 5.30-7.30")
    edit_done.set()


threads = [threading.Thread(target=lift_job, name="colts-lift-share"),
           threading.Thread(target=coach_edit, name="dave-u13-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long are the u13 nets on friday now? working out the pick up with the Joneses"
context = ["Today is Weds 13 May 2037. You are talking to Priya, a parent in the Wendover CC colts."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(GROUPS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Fri 6-7 club nets" in c and "Mrs Jones collects" in c for c in context), \
    context
assert not any("5.30-7.30" in c or "bowling machine" in c for c in context), context
reply = answer(question, context, mock="An hour - Friday nets are 6 till 7 at the club nets.")
finish(question, expected="2 hours - 5.30 to 7.30, a double session with the bowling machine till the county trials",
       actual=reply)
