"""Batch 36 (held out). A couple's house renovation tracker: LangGraph InMemoryStore (sync), two writers in threads.

App: Sam and Ruth are doing up a 1930s semi in Heaton Moor (kitchen knock-through, replastering, rewire, new
heating). Each trade has one record in ``("reno", "trades")`` (key = the trade; value = who, job, quote, start,
paid, notes) and the couple's chat goes into ``("reno", "chat")``; the assistant answers from both. Two things
write the plasterer's record at once: the budget sheet sync (it reads the record, adds what's been paid, and writes
the whole record back) and Sam, from his phone, after Kev came round again.

Planted fault (UpdateError, lost update): the sync read the plasterer record before Sam's edit ("quote: £1,850 -
Kev's knocked 300 off as we're stripping the old paper ourselves this wknd, steamer from HSS") and puts back its
stale copy, whose quote still says £2,150 incl. stripping. Question (Fri 14/3): "what's the plastering going to
cost us?" -> expected GBP 1,850. The assistant says GBP 2,150.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Sam's edit is in
the record before the sync's put and missing from the final context, which has the old quote. Another reading:
none that we see; nothing is deleted, and the chat never gives the new figure.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b36_langgraph_reno_plastering_quote_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRADES = ("reno", "trades")
CHAT = ("reno", "chat")
KEY = "plasterer"
RECORDS = {
    "builder": {"who": "Dean Moss Building", "job": "kitchen/dining knock-through, RSJ, new kitchen fit",
                "quote": "£14,800", "start": "after plastering, w/c 24/3", "paid": "£1,500 dep 3/2"},
    KEY: {"who": "Kev Doyle (Doyle Plastering)", "job": "skim 3 beds + landing, reboard kitchen ceiling",
          "quote": "£2,150 incl stripping the old paper", "start": "Mon 17/3, 5 days", "paid": "-"},
    "electrician": {"who": "Marcus (MJ Electrical)", "job": "full rewire, 1st fix before plaster, 2nd fix after",
                    "quote": "£5,200", "start": "1st fix done 7/3", "paid": "£2,600 (half) 7/3"},
    "plumber": {"who": "Gary (GM Heating)", "job": "combi swap + rads", "quote": "£4,900", "start": "Mon 7/4",
                "paid": "-"},
}
CHAT_MSGS = [
    ("Mon 10/3", "Ruth", "skip's full again ffs, Stockport Skips can swap it Weds"),
    ("Tue 11/3", "Sam", "Kev coming round tmrw eve to look at the ceiling again"),
    ("Wed 12/3", "Ruth", "HSS have steamers, £28 a day, we could do a wknd?"),
    ("Wed 12/3", "Sam", "Marcus says 2nd fix can't be till after the 24th now"),
    ("Thu 13/3", "Ruth", "mum's asking if we want the old wardrobe lol no"),
]
EDIT = "£1,850 - Kev's knocked 300 off as we're stripping the old paper ourselves this wknd, steamer from HSS"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TRADES, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, sam_done = threading.Event(), threading.Event()


def budget_sync() -> None:
    copy = dict(store.get(TRADES, KEY).value)
    read_done.set()
    sam_done.wait()
    copy.update(paid="£200 dep 13/3 (bank transfer)")
    with fault():
        store.put(TRADES, KEY, copy)


def sam_phone() -> None:
    read_done.wait()
    item = store.get(TRADES, KEY)
    store.put(TRADES, KEY, {**item.value, "quote": EDIT, "edited": "Wed 12/3 21:10 Sam"})
    assert "£1,850" in store.get(TRADES, KEY).value["quote"]
    sam_done.set()


threads = [threading.Thread(target=budget_sync, name="budget-sheet-sync"),
           threading.Thread(target=sam_phone, name="sam-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's the plastering going to cost us?"
trades = store.search(TRADES, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Fri 14/3/25."] + [f"{e.key}: {flat(e.value)}" for e in trades] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith("plasterer:") and "£2,150 incl stripping" in c and "£200 dep" in c for c in context), context
assert not any("1,850" in c or "knocked 300" in c for c in context), context
reply = answer(question, context, mock="£2,150 from Kev, and that includes stripping the old paper. You've paid a "
                                       "£200 deposit so £1,950 left to pay.")
finish(question, expected="£1,850, as we're doing the stripping", actual=reply)
