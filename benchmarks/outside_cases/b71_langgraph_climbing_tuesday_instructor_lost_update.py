"""Batch 71 (held out). A climbing wall's kids' club: LangGraph InMemoryStore (sync), two writers in threads.

App: The Boulder Barn (a climbing wall on an industrial estate in Nailsworth) runs a kids' club: Tuesday and
Thursday after school, Saturday juniors. Each club has a record in ``("boulder-barn", "clubs")`` (key = the club;
value = times, instructor, kit, notes) and the desk's day notes sit in ``("boulder-barn", "desk")``. Two things
write a club's record: the booking system's nightly sync (reads the record, adds this week's bookings, writes the
whole record back) and Becky, who runs the kids' club, from the office PC.

Planted fault (UpdateError, lost update): the sync reads the Tuesday club's record; then Becky writes in: "Jordan's
away on his SPA assessment course 4/3 - 1/4 so Priya's got Tuesdays till Easter (she's got her CWI now, signed off
sat). Jordan still does the harness log remotely, Priya just initials the sheet". The sync then writes back its
stale copy, which still has Jordan as the Tuesday instructor. Question (Tue 11/3, a parent, Nadia, at the desk
by phone): "who's the instructor at Tuesday club today? Mia's nervous, I want to tell her a name" -> expected Priya.
The assistant says Jordan.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Becky's edit is
in the record before the sync's put and missing from the final context, which has Jordan and the sync's bookings
line. Another reading: none that we see; nothing is deleted, and the desk notes don't name Tuesday's instructor.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b71_langgraph_climbing_tuesday_instructor_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUBS = ("boulder-barn", "clubs")
DESK = ("boulder-barn", "desk")
KEY = "Tues kids club"
RECORDS = {
    KEY: {"times": "tues 4.15-5.45, ages 8-12, max 10", "instructor": "Jordan (lead), + a volunteer belayer",
          "kit": "harnesses from the kids' rail (blue tags = XS/S), shoes from the box, chalk balls only no loose",
          "notes": "auto belays on the left wall for warm up; sign-in sheet on the clipboard"},
    "Thurs kids club": {"times": "thurs 4.15-5.45, ages 8-12", "instructor": "Priya + Tom (vol)",
                        "kit": "as tues"},
    "Sat juniors": {"times": "sat 9.30-11, ages 6-9, parents stay in the cafe", "instructor": "Becky",
                    "kit": "XS harnesses, helmets for under 8s"},
}
DESK_NOTES = [
    ("28.2", "Tom", "blue tag harness #7 has a frayed leg loop, binned it, logged it"),
    ("1 Mar", "Becky", "club fees for summer term go up to £48 for 6 wks, letters out end of march"),
    ("3/3/31", "Sam", "Mia B's mum says she's a bit wobbly about heights after a fall at school, go gently"),
    ("5th March", "Priya", "new chalk balls in, 20, in the storeroom on the top shelf"),
]
EDIT = ("Jordan's away on his SPA assessment course 4/3 - 1/4 so Priya's got Tuesdays till Easter (she's got her CWI "
        "now, signed off sat). Jordan still does the harness log remotely, Priya just initials the sheet")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLUBS, key, record)
for i, (day, who, text) in enumerate(DESK_NOTES, 1):
    store.put(DESK, f"desk-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_sync() -> None:
    copy = dict(store.get(CLUBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"this week": "9 booked (Mia B, Oscar, Lily T, the Khan twins, Reuben, Ava, Jake, Isla), 1 space"})
    with fault():
        store.put(CLUBS, KEY, copy)


def becky_edit() -> None:
    read_done.wait()
    item = store.get(CLUBS, KEY)
    store.put(CLUBS, KEY, {**item.value, "instructor": EDIT, "edited": "Becky 4/3 10.20"})
    assert "Priya's got Tuesdays" in store.get(CLUBS, KEY).value["instructor"]
    edit_done.set()


threads = [threading.Thread(target=booking_sync, name="booking-sync"),
           threading.Thread(target=becky_edit, name="becky-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's the instructor at Tuesday club today? Mia's nervous, I want to tell her a name"
recs = store.search(CLUBS, limit=50)
notes = store.search(DESK, limit=50)
context = ["Today is Tue 11 March 2031. You are talking to Nadia, Mia B's mum, on the phone."] + \
          [f"{r.key}: {flat(r.value)}" for r in recs] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "Jordan (lead)" in c and "9 booked" in c for c in context), context
assert not any("SPA assessment" in c or "till Easter" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Jordan's leading Tuesday club - tell Mia he'll start her on the auto belays "
                                       "and we know to go gently.")
finish(question, expected="Priya - Jordan's off on a course for a few weeks", actual=reply)
