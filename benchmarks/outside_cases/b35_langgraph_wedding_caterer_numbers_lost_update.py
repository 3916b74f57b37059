"""Batch 35 (held out). A couple planning their wedding: LangGraph InMemoryStore (sync), two writers in threads.

App: Ellie and Sam (getting married Sat 13 Sept 2025 at Thornbury Barn) keep their suppliers in a shared planner the
wedding assistant reads: one record per supplier (``("wedding", "suppliers")``, key = the supplier; value = who,
booked, cost, numbers, notes) and a namespace of their own to-do messages. Two things write the caterer's record
at once: the RSVP sheet sync (it reads the record, adds the dietary counts from the RSVP form, and writes the
whole record back) and Sam, from his phone, after ringing his mum.

Planted fault (UpdateError, lost update): the sync read the caterer record before Sam's edit ("numbers: 86 sit
down (2 less - Auntie Pat + Uncle Ray can't make it, his knee op came through for the 12th) + 24 eve") and puts
back its stale copy, whose numbers still say 88 sit down. Question (Mon 1/9): "how many are we telling Oak & Ember
for the sit-down meal?" -> expected 86. The assistant says 88.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Sam's edit is in the
record before the sync's put and missing from the final context, which says 88 sit down. Another reading: none that
we see; nothing is deleted, and the to-do messages never give a sit-down count.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b35_langgraph_wedding_caterer_numbers_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SUPPLIERS = ("wedding", "suppliers")
TODO = ("wedding", "todo")
KEY = "caterer"
RECORDS = {
    "venue": {"who": "Thornbury Barn (Claire, events mgr)", "booked": "yes, dep £1,500 paid Jan",
              "cost": "£6,200 all in", "notes": "ceremony 1pm in the orchard if dry, barn if not; carriages 12.30am"},
    KEY: {"who": "Oak & Ember (Rich)", "booked": "yes", "cost": "£54 pp sit down, £14 pp eve hog roast",
          "numbers": "88 sit down + 24 eve", "notes": "final nos + dietaries by Fri 5/9, tasting done"},
    "photographer": {"who": "Hannah Lowe Photography", "booked": "yes, £400 dep", "cost": "£1,650 (8hrs)",
                     "numbers": "-", "notes": "shot list to her by 30/8, Sam's gran first for the group pics"},
    "flowers": {"who": "Wild Stems (Jade)", "booked": "yes", "cost": "£780", "numbers": "10 table jars",
                "notes": "sweet peas if they're still going, if not cosmos"},
    "band": {"who": "The Hayricks", "booked": "yes", "cost": "£1,100", "numbers": "-",
             "notes": "2 x 45 min sets from 8, first dance 'Harvest Moon'"},
}
TODO_MSGS = [
    ("Sat 23/8", "Ellie", "table plan v3 done, Gran's table by the doors so she can get out easy"),
    ("Sun 24/8", "Sam", "chased the last RSVPs, only Dave + Lou not back yet"),
    ("Tue 26/8", "Ellie", "Jade says sweet peas are over, cosmos it is"),
    ("Thu 28/8", "Sam", "mum's ringing round the family this wk, she'll tell me who's definitely coming"),
    ("Sat 30/8", "Ellie", "shot list sent to Hannah"),
    ("Mon 1/9", "Ellie", "Rich wants nos by friday, can we do it tonight"),
]
EDIT = ("86 sit down (2 less - Auntie Pat + Uncle Ray can't make it, his knee op came through for the 12th) + 24 eve")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SUPPLIERS, key, record)
for i, (day, who, text) in enumerate(TODO_MSGS, 1):
    store.put(TODO, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, sam_done = threading.Event(), threading.Event()


def rsvp_sync() -> None:
    copy = dict(store.get(SUPPLIERS, KEY).value)
    read_done.set()
    sam_done.wait()
    copy.update(dietary="3 veggie, 1 vegan, 1 coeliac (Lou's plus one), 2 kids meals")
    with fault():
        store.put(SUPPLIERS, KEY, copy)


def sam_phone() -> None:
    read_done.wait()
    item = store.get(SUPPLIERS, KEY)
    store.put(SUPPLIERS, KEY, {**item.value, "numbers": EDIT, "edited": "Sun 31/8 20:12 Sam"})
    assert "86 sit down" in store.get(SUPPLIERS, KEY).value["numbers"]
    sam_done.set()


threads = [threading.Thread(target=rsvp_sync, name="rsvp-sheet-sync"),
           threading.Thread(target=sam_phone, name="sam-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many are we telling Oak & Ember for the sit-down meal?"
suppliers = store.search(SUPPLIERS, limit=20)
todo = store.search(TODO, limit=50)
context = ["Today is Mon 1/9/25."] + [f"{e.key}: {flat(e.value)}" for e in suppliers] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in todo]
assert any(c.startswith("caterer:") and "88 sit down" in c and "coeliac" in c for c in context), context
assert not any("86 sit down" in c or "knee op" in c for c in context), context
reply = answer(question, context, mock="88 for the sit-down, plus 24 in the evening - and the dietaries: 3 veggie, 1 "
                                       "vegan, 1 coeliac and 2 kids' meals. Rich needs it by Friday.")
finish(question, expected="86 - Pat and Ray won't be there", actual=reply)
