"""Batch 78 (held out). A scout group's gang show: LangGraph InMemoryStore (sync), two writers in threads.

App: 3rd Ashby Scouts' gang show runs three nights at the Civic. Each night has a record in the store (namespace
("gangshow", "nights")) with seats and sales; helpers' notes sit in ("gangshow", "notes"). A nightly job that
prints the running-order sheet reads a night's record, adds the running order and writes the whole record back;
Helen (box office) updates sales from her phone at the same time.

Planted fault (UpdateError, lost update): the print job reads Saturday's record (146 of 220 sold), Helen then writes
her update (the Brownies' block booking of 40 came through, "186 gone now"), and the print job puts back its stale
copy with the running order added, losing Helen's edit. Question (Thu 20/11, a parent): "how many tickets are left
for saturday night?" -> expected 34 (186 of 220 sold). The assistant works it from the stale record and says 74.

Expected verdict: UpdateError at langgraph.store.put (the print job's put, wrapped in fault()). Asserted: Helen's
edit was in the store before the stale put; the final record has the running order and 146 sold, and nothing in the
context mentions the Brownies' booking or 186.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b78_langgraph_gangshow_tickets_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NIGHTS = ("gangshow", "nights")
NOTES = ("gangshow", "notes")
KEY = "sat 22/11"
RECORDS = {
    "thu 20/11": {"curtain": "7pm", "seats": "220 (balcony shut, fire officer)", "sold": "98 as of mon",
                  "notes": "family night, £6 kids £8 adults"},
    "fri 21/11": {"curtain": "7pm", "seats": "220", "sold": "171 as of mon", "notes": "raffle drawn in interval"},
    KEY: {"curtain": "6.30pm (earlier cos of the matinee crew)", "seats": "220, no balcony",
          "sold": "146 as of tues night", "notes": "last night - scouts do the thank yous, flowers for Akela"},
}
NOTE_LINES = [
    ("3/11", "Akela (Gill)", "dress rehearsal thurs 13th at the Civic, 6pm, full costume, no parents in"),
    ("Nov 5th", "Helen", "box office: tickets on the Civic website or cash at the hut tues nights, no refunds"),
    ("10.11", "Raj", "programmes printed, 600, £1 each, sellers = explorers"),
    ("17/11", "Helen", "Brownies (1st Ashby) asked about a block for sat, waiting to hear back from Brown Owl"),
]
EDIT = ("Brown Owl came back - Brownies block booking of 40 for sat is paid, so that's 186 gone now. told her "
        "they're in rows F-H")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(NIGHTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def running_order_job() -> None:
    copy = dict(store.get(NIGHTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"running order": "12 acts - beavers' Tiny Dancers 1st, cubs' pirate song 5th, interval after 6, "
                                  "explorers' finale 'Riding Along on the Crest of a Wave'"})
    with fault():
        store.put(NIGHTS, KEY, copy)


def helen_edit() -> None:
    read_done.wait()
    item = store.get(NIGHTS, KEY)
    store.put(NIGHTS, KEY, {**item.value, "sold": EDIT, "by": "Helen, wed 19/11 9.12pm"})
    assert "186 gone now" in store.get(NIGHTS, KEY).value["sold"]
    edit_done.set()


threads = [threading.Thread(target=running_order_job, name="running-order-job"),
           threading.Thread(target=helen_edit, name="helen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many tickets are left for saturday night?"
rec = store.get(NIGHTS, KEY)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 20 November 2031. You are talking to a cub's mum, Mrs Farrow."] + \
          [f"{rec.key}: {flat(rec.value)}"] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "146 as of tues" in c and "running order" in c for c in context), context
assert not any("186" in c or "block booking of 40" in c for c in context), context
reply = answer(question, context, mock="74 - 146 of the 220 seats are sold for Saturday, curtain up 6.30.")
finish(question, expected="34 left", actual=reply)
