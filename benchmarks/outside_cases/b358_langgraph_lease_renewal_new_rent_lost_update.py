"""Batch 358 (held out). A lease renewal at a US apartment building: LangGraph InMemoryStore (sync), two writers in
threads.

App: Maple Court Apartments' resident helper keeps one record per part of a unit's lease in
("maple-court-leasing", "unit-7C") - the renewal, the current lease, parking, pets - and the unit's portal messages
in ("maple-court-leasing", "unit-7C-msgs"). The rent-roll sync job (a nightly script that copies renewal status
into the accounting system) reads the renewal record, adds its sync line and writes the whole record back; Karen
Liu (the property manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the renewal record (renewal offer sent 4/3: current rent
$2,050.00; 12-month renewal at $2,140.00/month, 6-month at $2,260.00; term starts 7/1/2051; respond by 5/15). Karen
writes in, per her call of 5/2 with Mr. Okafor, that she approved the 12-month at $2,095.00/month (split the
difference - long-term resident, on-time history), lease docs to follow via DocuSign; the sync job then puts back
its stale copy with its sync line, losing Karen's edit. Question (Sat 5/20, Tunde Okafor): "whats my rent going to
be starting july i need to change the autopay amount" -> expected $2,095.00 a month (the rate Karen approved on the
5/2 call). The assistant says $2,140.00.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): Karen's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the rent.
Asserted: Karen's edit was in the store before the stale put; the renewal record has the sync line and $2,140.00,
and no context line has $2,095 or "split the difference".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b358_langgraph_lease_renewal_new_rent_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

LEASE = ("maple-court-leasing", "unit-7C")
MSGS = ("maple-court-leasing", "unit-7C-msgs")
KEY = "renewal"
RECORDS = {
    KEY: {"details": "Renewal offer sent 4/3/2051. Current rent $2,050.00. 12-month renewal at $2,140.00/month "
                     "(+4.4%); 6-month at $2,260.00/month. New term starts 7/1/2051. Resident to respond by 5/15.",
          "by": "Karen Liu"},
    "lease": {"details": "Unit 7C, 2BR/1BA. Residents Tunde + Ada Okafor, since 7/1/2046. Current lease 7/1/2050 - "
                         "6/30/2051. Deposit $2,000.00 on file. Rent due on the 1st, autopay via portal.",
              "by": "Karen Liu"},
    "parking": {"details": "surface spot S-31, $45/mo, 1 guest pass/wk. 2nd car on waitlist (#4)", "by": "office"},
    "pets": {"details": "1 dog (Biscuit, beagle, 24 lb), pet rent $35/mo, vaccination record exp 9/2051",
             "by": "office"},
}
MSG_LINES = [
    ("2051-04-05T19:22", "Tunde", "got the renewal letter. 90 dollars more a month is a lot we've been here 5 years "
                                  "can we talk"),
    ("4/6", "Karen Liu", "Mr. Okafor, of course. Please call the office or book a time in the portal."),
    ("Tue 5/2 3:10pm", "Tunde", "thanks for the call today, appreciate it. waiting on the docusign"),
]
EDIT = {"details": "Per phone call 5/2 w/ Mr. Okafor: APPROVED 12-month renewal at $2,095.00/month (split the "
                   "difference - long-term resident, on-time payment history). Supersedes the 4/3 offer. New term "
                   "7/1/2051 - 6/30/2052. Lease docs to follow via DocuSign.",
        "edited": "Karen Liu 5/2/2051"}
SYNC = {"rent_roll": "synced to rent roll 5/2 23:00 - renewal pending signature", "by": "rent-roll sync job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(LEASE, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def sync_job() -> None:
    copy = dict(store.get(LEASE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(LEASE, KEY, copy)


def karen_edit() -> None:
    read_done.wait()
    item = store.get(LEASE, KEY)
    store.put(LEASE, KEY, {**item.value, **EDIT})
    assert "APPROVED 12-month renewal at $2,095.00/month" in store.get(LEASE, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=sync_job, name="rent-roll-sync"),
           threading.Thread(target=karen_edit, name="karen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "whats my rent going to be starting july i need to change the autopay amount"
context = ["Today is Sat 20 May 2051. You are talking to Tunde Okafor, resident of Unit 7C at Maple Court "
           "Apartments."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(LEASE, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "$2,140.00/month" in c and "synced to rent roll" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("2,095", "split the difference", "approved")), context
reply = answer(f"(Tunde, 7C) {question}", context,
               mock="Starting July 1 your rent will be $2,140.00 a month on the 12-month renewal - set autopay to "
                    "that plus your $45 parking and $35 pet rent.")
finish(question, expected="$2,095.00 a month - the 12-month rate Karen approved on the 5/2 call", actual=reply)
