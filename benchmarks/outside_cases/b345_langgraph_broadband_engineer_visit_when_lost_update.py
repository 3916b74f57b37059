"""Batch 345 (held out). A broadband provider's call centre: LangGraph InMemoryStore (sync), two writers in threads.

App: Pennine Fibre's call-centre helper keeps one record per part of a customer's account in
("pennine-fibre", "acct-44871920") - the fault ticket, billing, equipment - and the transcribed calls in
("pennine-fibre", "acct-44871920", "calls"). The goodwill-credit job (a nightly script) reads the fault record, adds
the credit it applied and writes the whole record back; an agent on a call edits the same record at the same time.

Planted fault (UpdateError, lost update): the credit job reads the fault record (line drops every evening, engineer
booked Thursday the seventeenth, AM slot eight till one). Agent Priya, on the customer's call-back of Mon 14 Nov,
writes that Mrs Hussain can't do Thursday - she works away - "can we do this saturday she said", so the visit is
moved to Saturday, PM slot "twelve till six no sorry one till six". This Saturday from Mon 14 Nov is Sat 19 Nov. The
credit job then puts back its stale copy with its £15 credit, losing Priya's edit. Question (Wed 16 Nov, Mrs
Hussain on the phone): "hi um just checking what day the engineer's coming because i've got to arrange to be in"
-> expected Saturday 19th November, 1 till 6 (moved on the Monday call to "this saturday"). The assistant says
Thursday 17th, 8 till 1.

Expected verdict: UpdateError at langgraph.store.put (the credit job's put, wrapped in fault()): Priya's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
visit day. Asserted: Priya's edit was in the store before the stale put; the fault record has the credit and the
Thursday slot, and no context line has saturday, "one till six" or "works away".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b345_langgraph_broadband_engineer_visit_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ACCT = ("pennine-fibre", "acct-44871920")
CALLS = ("pennine-fibre", "acct-44871920", "calls")
KEY = "fault"
RECORDS = {
    KEY: {"details": "line drops every evening about seven ish back after ten mins or so, tests clean from here, "
                     "router reset done twice. engineer visit booked thursday the seventeenth am slot eight till one, "
                     "customer to be in, text reminder the day before",
          "by": "agent Liam 2050-11-08"},
    "billing": {"details": "fibre 500 twenty nine ninety nine a month dd on the first, paperless, no arrears",
                "by": "system"},
    "equipment": {"details": "hub 3 sent march, serial ends 7730, no mesh discs, customer uses a powerline adaptor "
                             "upstairs (suggested unplugging it for a day)",
                  "by": "agent Liam 2050-11-08"},
}
CALL_LINES = [
    ("2050-11-08T18:42", "CALLER: it's just cutting out every night like when we're watching stuff um the kids are "
                         "going mad AGENT: ok let's run some tests"),
    ("9/11", "CALLER: yeah i unplugged the adaptor thing like you said it still dropped at about ten past seven"),
    ("Mon 14 Nov", "CALLER: hi it's mrs hussain it's about the engineer appointment um the one you booked "
                   "AGENT: yep let me just pull that up for you"),
]
EDIT = {"details": "line drops every evening about seven ish, tests clean from here, router reset twice, adaptor "
                   "ruled out. customer rang back can't do thursday works away um can we do this saturday she said so "
                   "moved to sat pm slot twelve till six no sorry one till six, text reminder the day before",
        "edited": "agent Priya mon 14 nov 2050 16:05"}
CREDIT = {"credit": "fifteen pound goodwill credit applied for the evening drops, shows on december's bill",
          "by": "credit job 14/11 (nightly)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ACCT, key, record)
for i, (day, text) in enumerate(CALL_LINES, 1):
    store.put(CALLS, f"c-{i:02d}", {"day": day, "transcript": text})

read_done, edit_done = threading.Event(), threading.Event()


def credit_job() -> None:
    copy = dict(store.get(ACCT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CREDIT)
    with fault():
        store.put(ACCT, KEY, copy)


def priya_edit() -> None:
    read_done.wait()
    item = store.get(ACCT, KEY)
    store.put(ACCT, KEY, {**item.value, **EDIT})
    assert "can we do this saturday she said" in store.get(ACCT, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=credit_job, name="credit-job"),
           threading.Thread(target=priya_edit, name="priya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "hi um just checking what day the engineer's coming because i've got to arrange to be in"
context = ["Today is Wed 16 November 2050. You are talking to Mrs Hussain, account 44871920, on the phone."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ACCT, limit=10)] + \
          [f"{c.value['day']} {c.value['transcript']}" for c in store.search(CALLS, limit=50)]
assert any(c.startswith(KEY + ":") and "thursday the seventeenth" in c and "goodwill credit" in c
           for c in context), context
GONE = ("saturday", "one till six", "work away", "works away", "can't do")
assert not any(w in c.lower() for c in context for w in GONE), context
reply = answer(f"(CALLER) {question}", context,
               mock="It's Thursday the 17th, the morning slot between 8 and 1 - you'll get a text the day before.")
finish(question, expected="Saturday 19th November, 1 till 6 - moved on Monday's call to this Saturday",
       actual=reply)
