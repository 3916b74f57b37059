"""Batch 67 (held out). A scout troop's summer camp: LangGraph InMemoryStore (sync), two writers in threads.

App: 1st Minchinhampton Scouts (four patrols, 26 scouts) keep their summer camp plans in ``("1st-minch", "camp")``
(key = a topic: kit list, travel, rota; value = a few fields) and leaders' notes in ``("1st-minch", "notes")``. Two
things write the kit list record: the parents' forms sync (reads the record, adds how many forms are in, writes the
whole record back) and Skip (Helen, the scout leader) from her phone.

Planted fault (UpdateError, lost update): the sync reads the kit list; then Skip writes in what the farmer told her:
"rang Mr Hale re the field - after all that rain the bottom meadow's like a swamp, he says they'll be up to their
ankles by the tents. so WELLIES please, on top of the boots. + a spare pair of socks per day". The sync then writes
back its stale copy, without the wellies. Question (Mon 23/7, Alfie's dad, packing): "does Alfie need to bring
wellies?" -> expected yes. The assistant goes by the list: no, walking boots and trainers.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Skip's edit is in the
record before the sync's put and missing from the final context, which has the kit list and the sync's line. Another
reading: none that we see; nothing is deleted, and no note mentions wellies.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b67_langgraph_scoutcamp_wellies_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAMP = ("1st-minch", "camp")
NOTES = ("1st-minch", "notes")
KEY = "kit list - summer camp 27/7-3/8"
RECORDS = {
    KEY: {"wear": "full uniform + necker for travel",
          "pack": "sleeping bag, roll mat, walking boots, trainers, waterproof (a real one!), torch, mess tin + KFS, "
                  "water bottle, warm fleece, swimmers + towel",
          "labels": "name EVERYTHING, esp the torches", "no": "no phones, no aerosols, no sweets in the tents"},
    "travel": {"there": "coach from the scout hut fri 27th 9am sharp", "back": "fri 3 Aug, hut about 4pm"},
    "patrol rota": {"cooking": "Kestrels sat, Otters sun, Foxes mon, Curlews tues, then round again",
                    "washing up": "the patrol that cooked the day before"},
}
LEADER_NOTES = [
    ("2029-06-30", "Skip", "campsite = Hale's Farm, Slad valley. same field as 2027, toilet block's been redone"),
    ("3/7/29", "Baloo", "first aid kit restocked, 2 epipens for Ruby in the leaders' tent, her mum's briefed us"),
    ("July 9", "Akela", "pocket money max £15 in a named envelope, handed in at the coach"),
    ("14.7", "Skip", "parents' open afternoon is the sunday, 2-4.30 - ask them to bring cake for the tuck tent"),
]
EDIT = ("rang Mr Hale re the field - after all that rain the bottom meadow's like a swamp, he says they'll be up to "
        "their ankles by the tents. so WELLIES please, on top of the boots. + a spare pair of socks per day")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CAMP, key, record)
for i, (day, who, text) in enumerate(LEADER_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def forms_sync() -> None:
    copy = dict(store.get(CAMP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"forms": "22 of 26 kit + medical forms back (chase the Curlews)"})
    with fault():
        store.put(CAMP, KEY, copy)


def skip_edit() -> None:
    read_done.wait()
    item = store.get(CAMP, KEY)
    store.put(CAMP, KEY, {**item.value, "extra": EDIT, "edited": "Skip, 20/7 evening"})
    assert "WELLIES" in store.get(CAMP, KEY).value["extra"]
    edit_done.set()


threads = [threading.Thread(target=forms_sync, name="forms-sync"),
           threading.Thread(target=skip_edit, name="skip-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "does Alfie need to bring wellies?"
camp = store.search(CAMP, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Mon 23 July 2029. You are talking to Alfie's dad, who is packing Alfie's rucksack (Foxes "
           "patrol)."] + [f"{e.key}: {flat(e.value)}" for e in camp] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "walking boots" in c and "22 of 26" in c for c in context), context
assert not any("wellies" in c.lower() or "swamp" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="No, wellies aren't on the kit list - walking boots and trainers, plus a "
                                       "proper waterproof.")
finish(question, expected="yes - the field at Hale's Farm is waterlogged, wellies as well as boots", actual=reply)
