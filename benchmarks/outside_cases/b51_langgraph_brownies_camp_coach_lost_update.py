"""Batch 51 (held out). A Brownie unit's camp planning: LangGraph InMemoryStore (sync), two writers in threads.

App: 3rd Droitwich Brownies (Brown Owl is Sue, Tawny Owl is Priya, 22 girls aged 7-10) go to pack holiday at
Blackwell Adventure, Sat 13 - Sun 14 June 2026. The leaders keep one record for the camp in ``("unit", "events")``
(key = the event; value = fields for travel, kit, money, etc.) and odds and ends in ``("unit", "notes")``; the
assistant on the unit's tablet answers parents and leaders from both. Two things write the camp record: the
parents' form sync (reads the record, adds the latest form and money counts, writes the whole record back) and Priya
editing it from her phone.

Planted fault (UpdateError, lost update): the form sync reads the camp record, then Priya updates the travel line:
"Castle Coaches double booked the 9.30 slot (a wedding!!) so they're collecting us 8.45 from the church car park -
girls there by 8.30 pls, breakfast before", and the sync writes back its stale copy, whose travel line still says
9.15 for a 9.30 coach. Question (Mon 8/6, a parent): "what time do the girls need to be at the car park on camp
saturday?" -> expected half past eight. The assistant says 9.15.

Expected verdict: UpdateError at langgraph.store.put, the form sync's put (inside fault()). Asserted: Priya's edit
is in the record before the sync's put and missing from the final context, which has the stale travel line and the
sync's form count. Another reading: none that we see; nothing is deleted, and the notes don't give the time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b51_langgraph_brownies_camp_coach_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("unit", "events")
NOTES = ("unit", "notes")
KEY = "pack-holiday-2026"
RECORDS = {
    "sleepover-feb": {"when": "Sat 7/2 - Sun 8/2 in the church hall", "done": "yes, 19 came, 1 went home at 11pm"},
    KEY: {"where": "Blackwell Adventure, nr Bromsgrove - Lodge 3 (bunks for 24), sat 13 - sun 14 June",
          "travel": "Castle Coaches, 33 seater, picks up 9.30 sat from St Peter's church car park - girls there by "
                    "9.15 w their bags. back sun about 4.30",
          "kit": "sleeping bag, pillow, torch, wellies + trainers, waterproof, NO phones, named everything",
          "money": "£68 per girl, deposit £20 by 1 May, rest by 29/5. 2 on the hardship fund",
          "forms": "14 back so far (health + photo consent)"},
    "district-sports": {"when": "sun 28 June 1-4 Droitwich Spa high school field", "note": "need 2 drivers"},
}
UNIT_NOTES = [
    ("12/5", "Sue", "Ellie-Mae's nut allergy - epipen w Priya at all times on camp, kitchen told"),
    ("Weds 20th", "Priya", "badges for camp: Outdoor Adventurer + the Blackwell challenge badge (£1.20 each, 22 "
                           "ordered)"),
    ("1-6-26", "Sue", "young leader Harriet (15) coming, doing her DofE volunteering, she's done the first aid"),
    ("3/6", "Priya", "rota for the cooking: Kingfishers sat tea (pasta), Robins sun brekkie, Owls wash up"),
]
EDIT = ("Castle Coaches double booked the 9.30 slot (a wedding!!) so they're collecting us 8.45 from the church car "
        "park - girls there by 8.30 pls, breakfast before. back sun about 4.30")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(UNIT_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def form_sync() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"forms": "21 back, just Amelia W's missing (mum says it's in her book bag)",
                 "money": "£68 per girl, all paid but 3, 2 on the hardship fund"})
    with fault():
        store.put(EVENTS, KEY, copy)


def priya_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, "travel": EDIT, "edited": "Priya, Sat 6/6 8.02pm"})
    assert "by 8.30" in store.get(EVENTS, KEY).value["travel"]
    edit_done.set()


threads = [threading.Thread(target=form_sync, name="parents-form-sync"),
           threading.Thread(target=priya_edit, name="priya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do the girls need to be at the car park on camp saturday?"
events = store.search(EVENTS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Mon 8 June 2026."] + [f"{e.key}: {flat(e.value)}" for e in events] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "girls there by 9.15" in c and "21 back" in c for c in context), context
assert not any("8.30" in c or "double booked" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="9.15 at St Peter's church car park - the coach leaves at 9.30.")
finish(question, expected="half 8 (coach comes at quarter to 9 now)", actual=reply)
