"""Batch 53 (held out). A family's camper-van trip planner: LangGraph InMemoryStore (sync), two writers in threads.

App: the Marsdens (Kate, Phil and the two boys) take their camper van round the west Highlands, 6 - 20 August 2026.
The planner keeps one record per campsite in ``("trip", "sites")`` (key = the site; value = a few fields) and loose
notes in ``("trip", "notes")``; the assistant answers from both. Two things write a site record: the booking inbox
sync (reads the site, adds the booking ref from the confirmation email, writes the whole record back) and Kate,
editing from her phone.

Planted fault (UpdateError, lost update): the sync reads the Shiel Bridge record, then Kate updates its dates: "wed
12th - 14th, 2 nts. they'd nothing w hook-up on the tues, so we do an extra night at Arisaig first", and the sync
writes back its stale copy, whose dates still say Tue 11 - Thu 13. Question (Sat 8/8, Phil planning the drive):
"what day do we get to Shiel Bridge?" -> expected Wednesday (the 12th). The assistant says Tuesday.

Expected verdict: UpdateError at langgraph.store.put, the inbox sync's put (inside fault()). Asserted: Kate's edit is
in the record before the sync's put and missing from the final context, which has the stale dates and the sync's
booking ref. Another reading: none that we see; nothing is deleted, and the notes don't give the Shiel Bridge dates.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b53_langgraph_camper_shielbridge_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SITES = ("trip", "sites")
NOTES = ("trip", "notes")
KEY = "shiel bridge"
RECORDS = {
    "glencoe": {"site": "Red Squirrel, Glencoe", "dates": "Thu 6/8 - Sun 9/8, 3 nights", "pitch": "grass, no EHU",
                "cost": "£84", "note": "no bookings taken, just turn up before 6"},
    "arisaig": {"site": "Camusdarach", "dates": "Sun 9/8 - Tue 11/8", "pitch": "hardstanding w EHU",
                "cost": "£38/nt", "note": "the Local Hero beach!! 2 min walk"},
    KEY: {"site": "Shiel Bridge caravan pk (by the Kintail Lodge)", "dates": "Tue 11/8 - Thu 13/8, 2 nts",
          "pitch": "EHU, riverside if poss", "cost": "£31 a nt", "note": "5 Sisters ridge for Phil + Sam"},
    "applecross": {"site": "Applecross campsite", "dates": "Fri 14/8 - Mon 17/8", "pitch": "grass, sea view",
                   "cost": "£29/nt", "note": "Bealach na Ba - van's fine, checked, under 3.5t"},
}
TRIP_NOTES = [
    ("2 July", "Phil", "ferry Mallaig-Armadale is the plan B if the Bealach's closed, £37 for the van + 4 one way"),
    ("3/7", "Kate", "diesel - fill up in Fort William, it's dear after that. van does about 30mpg loaded"),
    ("10.7.26", "Phil", "habitat: midge net x4, Smidge, the awning poles (CHECK they're in the garage not the loft)"),
    ("July 14", "Kate", "boys want the Glenfinnan viaduct for the Jacobite train, 10.45ish crossing"),
    ("22/7", "Phil", "gas bottle swapped, 6kg full one in the locker, spare in the shed"),
]
EDIT = "wed 12th - 14th, 2 nts. they'd nothing w hook-up on the tues, so we do an extra night at Arisaig first"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SITES, key, record)
for i, (day, who, text) in enumerate(TRIP_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def inbox_sync() -> None:
    copy = dict(store.get(SITES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"booking ref": "SB-20931 (confirmation email 28/7)"})
    with fault():
        store.put(SITES, KEY, copy)


def kate_edit() -> None:
    read_done.wait()
    item = store.get(SITES, KEY)
    store.put(SITES, KEY, {**item.value, "dates": EDIT, "edited": "Kate, Mon 27/7 9.52pm"})
    assert "wed 12th" in store.get(SITES, KEY).value["dates"]
    edit_done.set()


threads = [threading.Thread(target=inbox_sync, name="booking-inbox-sync"),
           threading.Thread(target=kate_edit, name="kate-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day do we get to Shiel Bridge?"
sites = store.search(SITES, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Sat 8 August 2026."] + [f"{e.key}: {flat(e.value)}" for e in sites] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "Tue 11/8 - Thu 13/8" in c and "SB-20931" in c for c in context), context
assert not any("wed 12th" in c or "extra night at Arisaig" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Tuesday the 11th - two nights at Shiel Bridge, leaving Thursday for "
                                       "Applecross.")
finish(question, expected="Weds", actual=reply)
