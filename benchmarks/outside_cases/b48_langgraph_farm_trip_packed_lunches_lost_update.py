"""Batch 48 (held out). A primary school's farm trip: LangGraph InMemoryStore (sync), two writers in threads.

App: Brookfield Primary's two Year 2 classes (Miss Rahman, Mr Jones) go to a farm on Wed 24 June 2026. The school
keeps one record per trip in ``("trips", "plans")`` (key = the trip; value = date, farm, coaches, times, slips,
lunches, adults) and staff notes in ``("trips", "notes")``; the assistant answers staff questions from both. Two
things write a trip record: the office's ParentMail sync (reads the record, puts in the permission-slip count,
writes the whole record back) and Miss Rahman editing it by hand.

Planted fault (UpdateError, lost update): the sync reads the record, then Miss Rahman updates the lunches: "23 -
kitchen doing the 9 FSM ones + 14 more who ordered on ParentMail by thurs, cheese or ham, names on the bags", and
the sync writes back its stale copy, whose lunches line still says the kitchen does the 9 free-school-meal ones
only. Question (Mon 22/6): "how many packed lunches is the school kitchen making for the farm trip?" -> expected
23. The assistant says 9.

Expected verdict: UpdateError at langgraph.store.put, the ParentMail sync's put (inside fault()). Asserted: Miss
Rahman's edit is in the record before the sync's put and missing from the final context, which has the stale
lunches line and the sync's slip count. Another reading: none that we see; nothing is deleted, and the notes don't
give the number.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b48_langgraph_farm_trip_packed_lunches_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLANS = ("trips", "plans")
NOTES = ("trips", "notes")
KEY = "y2-farm-visit-wed-24jun"
RECORDS = {
    KEY: {"what": "Y2 farm visit (Rahman + Jones classes, 58 children)", "date": "Wed 24/6/26",
          "farm": "Walcot Farm nr Bromyard - lamb feeding, tractor shed, picnic barn if wet",
          "coaches": "2 x 35 seaters, Yeomans, leave school 9.15, back for 3.10 pick-up",
          "slips": "41 of 58 back as of Fri 12/6",
          "lunches": "9 from the kitchen (the free school meals ones), everyone else brings their own",
          "adults": "4 staff + 6 parent helpers (DBS checked)"},
    "y6-residential-jul": {"what": "Y6 Condover Hall", "date": "6-8 July", "coaches": "1 x 53",
                           "slips": "all in", "lunches": "provided by the centre"},
    "reception-library-walk": {"what": "Reception to the library", "date": "Thu 25/6", "adults": "1:4"},
}
STAFF_NOTES = [
    ("10/6", "Mr Jones", "wellies + a spare pair of socks on the letter, the lambing shed's mucky"),
    ("Fri 12th", "office", "Yeomans want the final numbers by the 19th, seatbelts on both coaches"),
    ("15.6", "Miss Rahman", "Amira K + Leo B nut allergy, epipens go in the red bag w me"),
    ("17/6", "Mrs Ahmed", "risk assessment signed off by Mrs Pugh, hand washing stations at the farm"),
]
EDIT = ("23 - kitchen doing the 9 FSM ones + 14 more who ordered on ParentMail by thurs, cheese or ham, names on the "
        "bags")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLANS, key, record)
for i, (day, who, text) in enumerate(STAFF_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def parentmail_sync() -> None:
    copy = dict(store.get(PLANS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"slips": "56 of 58 back as of Mon 22/6 (ParentMail) - chasing 2"})
    with fault():
        store.put(PLANS, KEY, copy)


def rahman_edit() -> None:
    read_done.wait()
    item = store.get(PLANS, KEY)
    store.put(PLANS, KEY, {**item.value, "lunches": EDIT, "edited": "Miss Rahman, Fri 19/6 4.20pm"})
    assert "14 more" in store.get(PLANS, KEY).value["lunches"]
    edit_done.set()


threads = [threading.Thread(target=parentmail_sync, name="parentmail-sync"),
           threading.Thread(target=rahman_edit, name="rahman-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many packed lunches is the school kitchen making for the farm trip?"
plans = store.search(PLANS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Mon 22 June 2026."] + [f"{e.key}: {flat(e.value)}" for e in plans] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "lunches: 9 from the kitchen" in c and "56 of 58" in c for c in context), context
assert not any("14 more" in c or "23 -" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="9 - the kitchen's just doing the free school meals children, everyone else "
                                       "brings a packed lunch from home.")
finish(question, expected="23 (the 9 free school meals plus 14 ordered)", actual=reply)
