"""Batch 346 (held out). A co-working space's membership terms: LangGraph InMemoryStore (sync), two writers in
threads.

App: Foundry Yard Co-working keep one record per member under their Membership Terms v2.3 in
("foundry-yard", "orla-byrne", "records") - the membership (plan, desk, Meeting Room Credits, notice), access and
billing - and the member's messages in ("foundry-yard", "orla-byrne", "msgs"). The billing sync (a nightly job that
copies the month's invoice from the accounts system) reads the membership record, adds the last invoice and writes
the whole record back; Sam Okoro (Community Manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the billing sync reads the membership record (Flex 10 plan, hot desk,
Meeting Room Credits 8 hours per calendar month, no roll-over under cl. 6.4, one month's notice under cl. 11.1);
Sam writes in, on 2051-06-19T16:40, that Orla signed Change Form CF-0412 today - upgrade to Resident Desk R-07 with
24/7 access "with effect from the 1st of next month", Meeting Room Credits 15 hours per calendar month from that
date, three months' notice under cl. 11.2; the sync then puts back its stale copy with the invoice line, losing
Sam's edit. Question (Mon 3 July 2051, Orla): "how many meeting room hours have I got this month? want the Kiln
room for a client workshop thurs, 4 hrs" -> expected 15 hours (the upgrade took effect on 1 July - "the 1st of
next month" written on 19 June). The assistant says 8 hours.

Expected verdict: UpdateError at langgraph.store.put (the billing sync's put, wrapped in fault()): Sam's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides this
month's credits. Asserted: Sam's edit was in the store before the stale put; the membership record has the
invoice line and the 8 hours, and no context line has 15 hours, Resident Desk or CF-0412.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b346_langgraph_coworking_meeting_room_hours_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

RECS = ("foundry-yard", "orla-byrne", "records")
MSGS = ("foundry-yard", "orla-byrne", "msgs")
KEY = "membership"
RECORDS = {
    KEY: {"details": "Member: Orla Byrne (Byrne Studio Ltd). Plan: Flex 10 (10 days per calendar month, hot desk) "
                     "under Membership Terms v2.3. Meeting Room Credits: 8 hours per calendar month; unused credits "
                     "do not roll over (cl. 6.4). Notice: one calendar month (cl. 11.1)",
          "by": "Community team"},
    "access": {"details": "Fob #3318, weekdays 07:00-20:00 (Flex plans). Guests sign in at reception, max 2 per day "
                          "(House Rules r.4)",
               "by": "Front desk"},
    "billing": {"details": "Monthly in advance by card on the 1st; Flex 10 GBP 265 + VAT; meeting room overage GBP "
                           "18/hr (Schedule 1)",
                "by": "Accounts"},
}
MSG_LINES = [
    ("2051-05-02T09:15", "Sam", "Welcome to Foundry Yard! House Rules are in the app - quiet zone is the mezzanine"),
    ("Thu 8 June", "Orla", "can I bring Biscuit (dog) in on Fridays? - Sam: yes, dog-friendly Fridays, ground floor "
                           "only (House Rules r.9)"),
    ("28/06/51", "Front desk", "the Kiln (12 seats) is now bookable in 1-hour blocks in the app, credits charged per "
                               "hour"),
]
EDIT = {"details": "Member: Orla Byrne (Byrne Studio Ltd). Change Form CF-0412 signed today: upgrade from Flex 10 to "
                   "Resident Desk (fixed desk R-07, 24/7 access) with effect from the 1st of next month. Meeting "
                   "Room Credits from that date: 15 hours per calendar month (cl. 6.4 no roll-over still applies). "
                   "Notice: three months (cl. 11.2) from the upgrade",
        "edited": "Sam Okoro 2051-06-19T16:40"}
INVOICE = {"last_invoice": "INV-FY-0611, June 2051, GBP 265 + VAT, paid 01/06", "by": "billing sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(RECS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def billing_sync() -> None:
    copy = dict(store.get(RECS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(INVOICE)
    with fault():
        store.put(RECS, KEY, copy)


def sam_edit() -> None:
    read_done.wait()
    item = store.get(RECS, KEY)
    store.put(RECS, KEY, {**item.value, **EDIT})
    assert "15 hours per calendar month" in store.get(RECS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=billing_sync, name="billing-sync"),
           threading.Thread(target=sam_edit, name="sam-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many meeting room hours have I got this month? want the Kiln room for a client workshop thurs, 4 hrs"
context = ["Today is Mon 3 July 2051. You are talking to Orla Byrne, a member of Foundry Yard Co-working."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(RECS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "8 hours per calendar month" in c and "INV-FY-0611" in c
           for c in context), context
assert not any(w in c for c in context for w in ("15 hours", "Resident Desk", "CF-0412")), context
reply = answer(f"(Orla) {question}", context,
               mock="You've got 8 hours of Meeting Room Credits this month on Flex 10, so the 4-hour workshop fits.")
finish(question, expected="15 hours - she moved to Resident Desk on 1 July (Sam's 19 June change, 'from the 1st of "
                          "next month')", actual=reply)
