"""Batch 137 (held out). A bell ringers' branch outing: LangGraph InMemoryStore (sync), two writers in threads.

App: the Ouse Valley branch of the Sussex bell ringers keeps one record per outing or practice in
("ouse-valley-ringers", "events") and the members' odd notes in ("ouse-valley-ringers", "notes"). The branch
treasurer's lunch job reads an event, adds the pub booking and the deposit, and writes the whole record back;
Maureen, who organises the outings, edits the same event at the same time.

Planted fault (UpdateError, lost update): the lunch job reads the spring outing record (Tue 21st April: 10.00
Fletching (8), 11.15 Newick (6), lunch the Griffin, 2.30 Chailey (6)); Maureen writes in what Newick's tower captain
told her on Tue 14/4 - Newick's bells are away at Whitechapel being rehung till June, so Maresfield (6) at 11.15
instead, same slot, their captain's letting us in - and the lunch job then puts back its stale copy with the pub
booking, losing her edit. Question (Sat 18/4, Keith, doing the branch email): "which towers are we ringing at on
tuesday? putting it in the branch email" -> expected Fletching, Maresfield and Chailey (Newick's bells are away). The
assistant says Fletching, Newick and Chailey.

Expected verdict: UpdateError at langgraph.store.put (the lunch job's put, wrapped in fault()): Maureen's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Maureen's edit was in the store before the stale put; the record has the pub booking and Newick,
and no context line mentions Maresfield or Whitechapel.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b137_langgraph_bellringers_towers_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("ouse-valley-ringers", "events")
NOTES = ("ouse-valley-ringers", "notes")
KEY = "spring-outing-2037"
RECORDS = {
    KEY: {"what": "branch spring outing, cars from Uckfield station car park 9.15",
          "when": "Tue 21st April",
          "towers": "10.00 Fletching (8), 11.15 Newick (6), 2.30 Chailey (6)",
          "methods": "call changes + plain bob for the learners, Stedman at Fletching if we've the band"},
    "quarter-peal-may": {"what": "quarter peal for the coronation anniv", "when": "Sun 10th May 2.30, Buxted",
                         "band": "Keith conducting, Grandsire Doubles"},
    "practice": {"what": "branch practice", "when": "2nd weds of the month 7.30-9, Framfield"},
}
NOTE_LINES = [
    ("3/4", "Pam", "Framfield's 3rd has a dodgy stay, ring it gently till Alan's looked at it"),
    ("9.4.", "Keith", "branch subs £12, due at the AGM. 3 new learners at Buxted, all from the choir"),
    ("Weds 15 Apr", "Alan", "I'll drive 3 from Buxted to the outing, got room for 1 more"),
]
EDIT = {"towers": "10.00 Fletching (8), 11.15 Maresfield (6) - Newick's bells are off at Whitechapel being rehung till "
                  "june, their captain rang me tues 14/4; Maresfield say come, same slot - 2.30 Chailey (6)",
        "edited": "Maureen 14/4"}
LUNCH = {"lunch": "the Griffin, Fletching, 12.30, table for 16, £5 a head deposit paid",
         "booked by": "treasurer's lunch job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def lunch_job() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LUNCH)
    with fault():
        store.put(EVENTS, KEY, copy)


def maureen_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, **EDIT})
    assert "Maresfield" in store.get(EVENTS, KEY).value["towers"]
    edit_done.set()


threads = [threading.Thread(target=lunch_job, name="treasurer-lunch-job"),
           threading.Thread(target=maureen_edit, name="maureen-outing-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which towers are we ringing at on tuesday? putting it in the branch email"
context = ["Today is Sat 18 April 2037. You are talking to Keith, who does the Ouse Valley branch email."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "11.15 Newick (6)" in c and "the Griffin" in c for c in context), context
assert not any("Maresfield" in c or "Whitechapel" in c for c in context), context
reply = answer(question, context, mock="Fletching at 10 (8 bells), Newick at 11.15, lunch at the Griffin, then "
                                       "Chailey at 2.30.")
finish(question, expected="Fletching, Maresfield and Chailey - Newick's bells are away being rehung", actual=reply)
