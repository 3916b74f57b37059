"""Batch 226 (held out). A men's shed's Christmas fair: LangGraph InMemoryStore (sync), two writers in threads.

App: Leintwardine Men's Shed hold a Christmas fair in December 2049 - stalls in the village hall (the shed's bird
boxes, trugs and chopping boards, the WI's cakes, wreaths), the tombola, mulled wine, Santa, and the shed open next
door for demos. The shed's helper keeps one record per part of the fair in ("leintwardine-shed-2049", "xmas-fair")
- the fair itself, the stalls, the tombola - and members' messages in ("leintwardine-shed-2049", "msgs"). The
stall-list job (Roger's script that prints the stallholders' list) reads the fair's record, adds its
stalls-booked line and writes the whole record back; Keith (the shed's chair) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the stall-list job reads the fair's record (Sat 4th Dec, 10-2, the
village hall and the shed); Keith writes in, Tue 23rd Nov, that the hall's got the school panto's dress rehearsal
on the 4th - Mrs Hughes booked it in September and never told the bookings secretary - so the fair's Sat 11th Dec
now, same times; the stall-list job then puts back its stale copy with its stalls line, losing Keith's edit.
Question (Mon 29/11, Joan, doing the parish magazine): "what date's the shed's xmas fair? putting it in the parish
mag" -> expected Sat 11th December (10-2). The assistant says Sat 4th December.

Expected verdict: UpdateError at langgraph.store.put (the stall-list job's put, wrapped in fault()): Keith's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
date. Asserted: Keith's edit was in the store before the stale put; the fair's record has the stalls line and Sat
4th, and no context line has the 11th, the panto or Mrs Hughes.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b226_langgraph_shed_xmas_fair_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("leintwardine-shed-2049", "xmas-fair")
MSGS = ("leintwardine-shed-2049", "msgs")
KEY = "fair"
RECORDS = {
    KEY: {"details": "XMAS FAIR 🎄 sat 4th dec, 10-2, stalls in the village hall + the shed open next door for demos "
                     "(wood turning, Ted's lathe). Santa 11-1, mulled wine from the hatch",
          "by": "Keith"},
    "stalls": {"details": "stalls - £10 a table, shed's own (bird boxes, trugs, chopping boards), WI cakes, Val's "
                          "wreaths, honey, the school PTA. tables from the hall",
               "by": "Roger"},
    "tombola": {"details": "tombola - 300 tickets, anything ending 0 or 5, 50p a go. bottles + choc, Sid's running it",
                "by": "Sid"},
}
MSG_LINES = [
    ("2049-10-05T19:00", "Keith", "fair's in the diary, tell the wives, we need cakes + bottles for the tombola"),
    ("22.10.", "Joan", "can u send me the fair details for the parish mag when ur ready, copy date's 1st dec"),
    ("Fri 19th Nov", "Roger", "stallholders list - 17 tables booked, printing it weds"),
]
EDIT = {"details": "XMAS FAIR 🎄 NOW sat 11th dec - the hall's got the school panto dress rehearsal on the 4th, Mrs "
                   "Hughes booked it in sept + never told the bookings sec 🙄 same times 10-2, stalls in the hall + "
                   "the shed open for demos. Santa 11-1, mulled wine from the hatch",
        "edited": "Keith tue 23rd nov"}
STALLS = {"stalls_booked": "17 tables booked as of tue 23rd, list printed for the stallholders", "by": "stall-list job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stall_list_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STALLS)
    with fault():
        store.put(PLAN, KEY, copy)


def keith_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "NOW sat 11th dec" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=stall_list_job, name="stall-list-job"),
           threading.Thread(target=keith_edit, name="keith-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date's the shed's xmas fair? putting it in the parish mag"
context = ["Today is Mon 29 November 2049. You are talking to Joan, who does the parish magazine and is a friend of "
           "Leintwardine Men's Shed."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "sat 4th dec" in c and "17 tables booked as of tue 23rd" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("11th dec", "panto", "mrs hughes")), context
reply = answer(question, context, mock="Saturday 4th December, 10 till 2 - stalls in the village hall and the shed "
                                       "open next door for demos.")
finish(question, expected="Sat 11th December, 10-2 (moved from the 4th - the hall's got the school panto's dress "
                          "rehearsal that day)", actual=reply)
