"""Batch 82 (held out). A nursery's staff rota: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Acorns Day Nursery keeps a record per room in the store (namespace ("acorns", "rooms")) with the room
lead, staff and ratio; staff messages sit in ("acorns", "notes"). A nightly job checks each room's ratio against
the bookings, adds its result to the room's record and writes the whole record back; Sian (the manager) edits the
Caterpillars record from the office at the same time.

Planted fault (UpdateError, lost update): the ratio job reads the Caterpillars record (lead Jo, with Hayley and
Mo), Sian then writes her edit (Jo's op is booked, she's off from Mon 16/6 for about 6 wks; Priya the deputy leads
the room meanwhile and Amira the apprentice comes up from Babies mornings), and the ratio job puts back its
stale copy with the ratio check added, losing Sian's edit. Question (Fri 13/6, a bank staff member): "who's
running Caterpillars next week?" -> expected Priya, the deputy. The assistant says Jo.

Expected verdict: UpdateError at langgraph.store.put (the ratio job's put, wrapped in fault()). Asserted: Sian's
edit was in the store before the stale put; the final record has the ratio check and Jo as lead, and nothing in the
context mentions Priya leading or Jo's op.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b82_langgraph_nursery_roomlead_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROOMS = ("acorns", "rooms")
NOTES = ("acorns", "notes")
KEY = "caterpillars"
RECORDS = {
    "babies": {"ages": "0-2", "lead": "Tasha", "staff": "Tasha, Ellie, Amira (apprentice)", "ratio": "1:3",
               "notes": "sleep checks every 10 min, log on the ipad"},
    KEY: {"ages": "2-3", "lead": "Jo (room lead since 2029)", "staff": "Jo, Hayley, Mo", "ratio": "1:4",
          "notes": "12 on roll mon-wed, 9 thu-fri"},
    "preschool": {"ages": "3-5", "lead": "Dominic", "staff": "Dominic, Kerry", "ratio": "1:8 w a L3",
                  "notes": "forest school thurs am"},
}
NOTE_LINES = [
    ("2/6", "Sian", "staff mtg weds 18th 6.15, pizza, paid 1hr"),
    ("June 5", "Kerry", "preschool sports day 27/6, need 2 from other rooms 10-12"),
    ("9.6.31", "Hayley", "caterpillars - sand tray lid's cracked, cable tie for now"),
    ("11/6", "Jo", "pre-op on thurs went fine, date through for the op, told Sian"),
]
EDIT = {"lead": "Priya (deputy) while Jo's off - Jo's op is mon 16th, off ~6 wks",
        "staff": "Priya, Hayley, Mo + Amira up from Babies mornings"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROOMS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ratio_job() -> None:
    copy = dict(store.get(ROOMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"ratio check 12/6": "ok - 12 max mon-wed needs 3 staff, 3 on"})
    with fault():
        store.put(ROOMS, KEY, copy)


def sian_edit() -> None:
    read_done.wait()
    item = store.get(ROOMS, KEY)
    store.put(ROOMS, KEY, {**item.value, **EDIT, "edited": "Sian thu 12/6 17.55"})
    assert "Priya (deputy)" in store.get(ROOMS, KEY).value["lead"]
    edit_done.set()


threads = [threading.Thread(target=ratio_job, name="ratio-job"),
           threading.Thread(target=sian_edit, name="sian-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's running Caterpillars next week?"
rec = store.get(ROOMS, KEY)
notes = store.search(NOTES, limit=50)
context = ["Today is Fri 13 June 2031. You are talking to Beth, bank staff booked for next week."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROOMS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "lead: Jo (room lead" in c and "ratio check" in c for c in context), context
assert not any("Priya" in c or "mon 16th" in c for c in context), context
reply = answer(question, context, mock="Jo - she's been the Caterpillars room lead since 2029, with Hayley and Mo.")
finish(question, expected="Priya (the deputy) - Jo's off for her op", actual=reply)
