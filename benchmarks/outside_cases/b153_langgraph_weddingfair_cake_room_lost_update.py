"""Batch 153 (held out). A village hall's wedding fair: LangGraph InMemoryStore (sync), two writers in threads.

App: Holme Village Hall puts on a wedding fair on Sun 20th Sept 2037 (11-3, 22 exhibitors across the main hall, the
small hall and the foyer; a fashion show at 1). Helen, on the hall committee, keeps one record per exhibitor in
("wedding-fair", "exhibitors") - where their stand is, what they've paid, what they need - and the odd notes in
("wedding-fair", "notes"). The tables job reads an exhibitor's record, adds the trestles, cloths and table number it
has allocated and writes the whole record back; Helen edits the same record at the same time.

Planted fault (UpdateError, lost update): the tables job reads the record for Gemma's cakes (Gemma Bakes: main hall,
by the stage, tables 4 + 5, paid £35); Helen writes in, on Tue 15/9, that Gemma's going in the small hall by the
kitchen hatch - the sun comes through the big windows in the main hall after 11 and her buttercream will slide off,
and she's near the fridge there - and the tables job then puts back its stale copy with 2 trestles, white cloths and
table number 12, losing Helen's edit. Question (Thu 17/9, Dave the caretaker; Gemma's mum has rung him): "which room
is Gemma's cake stand in? her mum's bringing the top tier in at 9 + wants to know where to take it" -> expected the
small hall, by the kitchen hatch. The assistant says the main hall, by the stage.

Expected verdict: UpdateError at langgraph.store.put (the tables job's put, wrapped in fault()): Helen's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Helen's edit was in the store before the stale put; Gemma's record has the trestles and the main
hall, and no context line mentions the small hall hatch or the buttercream.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b153_langgraph_weddingfair_cake_room_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EXHIBITORS = ("wedding-fair", "exhibitors")
NOTES = ("wedding-fair", "notes")
KEY = "gemma-bakes"
RECORDS = {
    KEY: {"what": "Gemma Bakes - wedding cakes, tasters", "stand": "main hall, by the stage, tables 4 + 5",
          "paid": "£35 (14/3)", "needs": "a socket for the fridge display"},
    "bridal-belles": {"what": "Bridal Belles - dresses, doing the fashion show at 1", "stand": "main hall, along the "
                      "back wall + the stage for the show", "paid": "£35", "needs": "changing room = the committee "
                      "room, rail x3"},
    "holme-blooms": {"what": "Nadia - Holme Blooms, flowers + the arch", "stand": "foyer, as you come in",
                     "paid": "£25 (small stand)", "needs": "water, a dust sheet"},
    "dj-steve": {"what": "DJ Steve + the photo booth", "stand": "small hall, far end by the fire exit",
                 "paid": "£35", "needs": "2 sockets, keep it down during the fashion show!!"},
}
NOTE_LINES = [
    ("14/3", "Helen", "22 stands booked, £35 a stand, £25 for the small ones in the foyer. tables provided (6ft "
                      "trestles), bring your own cloth or hire ours £2"),
    ("Weds 8 Apr", "Dave", "hall cttee: exhibitors in from 8.30 sun, out by 4.30, caretaker locks up at 5"),
    ("2037-09-12T18:05", "Helen", "WI doing teas in the foyer corner now not the small hall, £3 tea + cake"),
]
EDIT = {"stand": "small hall by the kitchen hatch - sun comes thru the big windows in the main hall after 11, her "
                 "buttercream'll slide off lol, + she's next to the fridge there",
        "edited": "Helen Tue 15/9"}
TABLES = {"tables": "2 trestles + white cloths (hired, £4 owed), table no. 12", "by": "tables job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EXHIBITORS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tables_job() -> None:
    copy = dict(store.get(EXHIBITORS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TABLES)
    with fault():
        store.put(EXHIBITORS, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(EXHIBITORS, KEY)
    store.put(EXHIBITORS, KEY, {**item.value, **EDIT})
    assert "kitchen hatch" in store.get(EXHIBITORS, KEY).value["stand"]
    edit_done.set()


threads = [threading.Thread(target=tables_job, name="wedding-fair-tables-job"),
           threading.Thread(target=helen_edit, name="helen-committee-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("which room is Gemma's cake stand in? her mum's bringing the top tier in at 9 + wants to know where to "
            "take it")
context = ["Today is Thu 17 September 2037. You are talking to Dave, the caretaker at Holme Village Hall, about "
           "the wedding fair on Sun 20 September (11-3); Gemma of Gemma Bakes' mum has rung him."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EXHIBITORS, limit=20)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "main hall, by the stage" in c and "table no. 12" in c for c in context), context
assert not any("hatch" in c or "buttercream" in c for c in context), context
reply = answer(question, context, mock="The main hall - by the stage, tables 4 and 5 (table no. 12 on the plan). "
                                       "She can bring the top tier straight in there.")
finish(question, expected="the small hall, by the kitchen hatch (moved out of the main hall because of the sun "
                          "through the big windows)", actual=reply)
