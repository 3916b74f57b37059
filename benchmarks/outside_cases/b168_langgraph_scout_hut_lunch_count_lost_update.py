"""Batch 168 (held out). A scout hut's refurb work day: LangGraph InMemoryStore (sync), two writers in threads.

App: 1st Hollinwood Scouts are doing up their hut on the work day, Sun 8th May 2039, 8.30-5 - painting the main hall,
new felt on the store roof, clearing the gear store, lunch laid on. The group's helper keeps one record per job in
("1st-hollinwood", "work day") - lunch, paint, tools - and odd notes in ("1st-hollinwood", "notes"). The chippy-order
job reads the lunch record, adds the pre-order it has sent to the Golden Fry and writes the whole record back; Akela
(Jo, the group scout leader) edits the same record at the same time.

Planted fault (UpdateError, lost update): the order job reads the lunch record (bacon butties at 10 off Baloo's
griddle, chippy lunch at 1 for 20 - leaders plus the parents who've said yes); Jo writes in, on Weds 4/5, that it's 32
for lunch now - the Explorers (8 of them) are coming to do the roof felt for their DofE, and 4 more parents off the
WhatsApp - and to do extra butties; the order job then puts back its stale copy with the order details, losing her edit.
Question (Fri 6/5, Baloo, who's collecting the chippy order): "how many are we doing lunch for on sun? need to ring
the final number through" -> expected 32 (the 20 plus 8 Explorers and 4 more parents). The assistant says 20.

Expected verdict: UpdateError at langgraph.store.put (the order job's put, wrapped in fault()): Jo's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the count. Asserted:
Jo's edit was in the store before the stale put; the lunch record has the order details and the 20, and no context
line mentions 32 or the Explorers.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b168_langgraph_scout_hut_lunch_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAY = ("1st-hollinwood", "work day")
NOTES = ("1st-hollinwood", "notes")
KEY = "lunch"
RECORDS = {
    KEY: {"plan": "bacon butties at 10 off Baloo's griddle, then chippy lunch at 1 for 20 (leaders + the parents "
                  "who've said yes so far). squash for the kids, brews all day", "set by": "Jo"},
    "paint": {"details": "main hall - 6 x 10L magnolia + 2 tins of white gloss for the doors, on the B&Q trade card, "
                         "Kev collecting sat", "who": "Kev"},
    "tools": {"details": "rollers + trays from Chil's garage, 2 long ladders off the church, bring your own "
                         "screwdrivers + a bucket", "who": "Chil"},
}
NOTE_LINES = [
    ("2039-04-14T19:30", "Jo", "skip's coming fri 6th, goes in the car park by the gate"),
    ("Tue 26th April", "Kev", "damp patch behind the stage - needs stain block before the magnolia"),
    ("2/5", "Chil", "roofing felt + clout nails picked up, in the boot of my car"),
]
EDIT = {"plan": "bacon butties at 10 off Baloo's griddle (do extra!!), then chippy lunch at 1 for 32 now - the "
                "Explorers (8 of them) are coming to do the roof felt for their DofE + 4 more parents off the whatsapp. "
                "squash for the kids, brews all day",
        "edited": "Jo Weds 4/5"}
ORDER = {"order": "pre-order sent to the Golden Fry: fish/sausage/pie + chips, sent through tue, pick up 12.45, pay "
                  "on collection", "by": "chippy-order job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAY, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def order_job() -> None:
    copy = dict(store.get(DAY, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ORDER)
    with fault():
        store.put(DAY, KEY, copy)


def jo_edit() -> None:
    read_done.wait()
    item = store.get(DAY, KEY)
    store.put(DAY, KEY, {**item.value, **EDIT})
    assert "for 32 now" in store.get(DAY, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=order_job, name="hollinwood-chippy-order-job"),
           threading.Thread(target=jo_edit, name="akela-lunch-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many are we doing lunch for on sun? need to ring the final number through"
context = ["Today is Fri 6 May 2039. You are talking to Baloo, a leader at 1st Hollinwood Scouts, who is collecting the "
           "chippy order for the hut's work day (Sun 8 May)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAY, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "chippy lunch at 1 for 20" in c and "Golden Fry" in c for c in context), context
assert not any("32" in c or "Explorers" in c for c in context), context
reply = answer(question, context, mock="20 - that's the leaders plus the parents who've said yes.")
finish(question, expected="32 - the 20 plus the 8 Explorers doing the roof felt and 4 more parents", actual=reply)
