"""Batch 117 (held out). A primary school PTA's events board: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Friends of Brook Lane Primary keep one record per event in ("fobl", "events") (date, times, prices, who's
on what) and odd committee notes in ("fobl", "notes"). The ticket job reads an event's record, adds the tickets sold
so far from the online shop and writes the whole record back; Claire, the chair, edits the same record at the same
time.

Planted fault (UpdateError, lost update): the ticket job reads the KS2 disco record (fri 20/11, 5.30-7.30);
Claire writes that it now finishes at 7.15 - Phil the caretaker has to lock up by half 7, he's got his other job
after - and to put it on the class dojo; the ticket job then puts back its stale copy with the ticket numbers,
losing her edit. Question (Weds 18/11, a parent): "what time do i pick up from the KS2 disco fri?" -> expected 7.15.
The assistant says 7.30.

Expected verdict: UpdateError at langgraph.store.put (the ticket job's put, wrapped in fault()): Claire's write landed
and the later put from a copy read before it overwrote it, so the store lost the value that decides the answer.
Asserted: Claire's edit was in the store before the stale put; the record has the ticket numbers and 5.30-7.30, and
no context line mentions 7.15 or the caretaker.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b117_langgraph_pta_disco_finish_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("fobl", "events")
NOTES = ("fobl", "notes")
KEY = "ks2-disco-20-11"
ITEMS = {
    "ks1-disco-20-11": {"when": "fri 20/11 3.30-4.45, straight from school", "price": "£3 inc squash + crisps",
                        "helpers": "Jen, Amy, Mo + 2 from Y6 on the tuck shop"},
    KEY: {"when": "fri 20/11 5.30-7.30, hall", "price": "£4 inc a glow stick, tuck shop 20p-50p",
          "helpers": "Claire, Dev (DJ, his own kit), Sam + Lou on the door", "pickup": "from the hall doors, "
          "kids only let out to a grown up on the list"},
    "uniform-sale-5-12": {"when": "sat 5/12 at the Xmas fair, 10-12", "price": "everything £1, coats £3",
                          "helpers": "Karen (treasurer) + Jo"},
}
NOTE_LINES = [
    ("14/10", "Karen", "float for the discos - £40 in coins, I'll get it from Barclays thurs"),
    ("3.11.", "Mo", "glow sticks arrived, 200, in the PTA cupboard top shelf. DON'T let Y3 near them early"),
    ("Tue 10/11", "Jen", "raffle prizes so far: hamper from Co-op, 2 x cinema tix, a meal at the Plough"),
]
EDIT = {"when": "fri 20/11 5.30-7.15 now, hall - Phil (caretaker) has to lock up by half 7, he's got his other job "
                "after. can someone put it on the class dojo"}
TICKETS = {"tickets": "112 sold online as of mon 16/11, 20 more on the door max", "tickets_checked": "mon 16/11"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def ticket_job() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TICKETS)
    with fault():
        store.put(EVENTS, KEY, copy)


def claire_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, **EDIT, "edited": "Claire mon 16/11"})
    assert "5.30-7.15" in store.get(EVENTS, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=ticket_job, name="online-shop-ticket-job"),
           threading.Thread(target=claire_edit, name="claire-chair-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do i pick up from the KS2 disco fri?"
context = ["Today is Weds 18 Nov 2037. You are talking to a Brook Lane parent with a child in Y5."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "5.30-7.30" in c and "112 sold" in c for c in context), context
assert not any("7.15" in c or "caretaker" in c for c in context), context
reply = answer(question, context, mock="7.30 - the KS2 disco runs 5.30-7.30 in the hall; collect from the hall doors.")
finish(question, expected="7.15 - it finishes at 7.15 now so Phil the caretaker can lock up by half 7",
       actual=reply)
