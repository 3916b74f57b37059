"""Batch 367 (held out). Society dues and reimbursements: LangGraph InMemoryStore (sync), two writers in threads.

App: the Westbrook Debate Society's treasurer keeps the spring 2051 money in the society's helper - one record per
open reimbursement in ("wds-treasury-sp51", "reimb") and the dues tracker and Discord money messages in
("wds-treasury-sp51", "msgs"). The receipts job (a script that copies new uploads from the #receipts form into the
helper) reads a reimbursement record, adds the receipt line and writes the whole record back; Kevin (the treasurer)
edits the same record at the same time when he pays people.

Planted fault (UpdateError, lost update): the receipts job reads Priya's record (submitted 2/6, $64.20 for the
Domino's at the novice workshop, status pending SOFC approval); Kevin writes in, Tue 2/14, "update: paid!! venmo'd
@priya $64.20 today, SOFC approved it mon", status paid; the receipts job then puts back its stale copy with the
receipt line, losing Kevin's edit. Question (Thu 2/16, Priya): "did i ever get reimbursed for the novice workshop
pizza?? lmk bc my venmo's kinda empty lol" -> expected yes - Kevin Venmo'd her $64.20 on Tue 2/14. The assistant
says no, it's still pending SOFC approval.

Expected verdict: UpdateError at langgraph.store.put (the receipts job's put, wrapped in fault()): Kevin's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
yes/no. Asserted: Kevin's edit was in the store before the stale put; Priya's record has the receipt line and
"pending", and no context line has "paid", "venmo'd @priya" or 2/14.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b367_langgraph_dues_pizza_reimbursed_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

REIMB = ("wds-treasury-sp51", "reimb")
MSGS = ("wds-treasury-sp51", "msgs")
KEY = "priya-novice-pizza"
RECORDS = {
    KEY: {"details": "@priya - $64.20, 4 larges from domino's for the novice workshop sat 2/4. submitted 2/6",
          "status": "pending SOFC approval"},
    "omar-tournament-gas": {"details": "@omar - $38.75 gas to the UVM tournament (1/28), submitted 2/1",
                            "status": "paid 2/3 venmo"},
    "jess-printing": {"details": "@jess - $11.40 printing the ballots for the intra-squad round, submitted 2/10",
                      "status": "pending, need itemized receipt pls"},
}
MSG_LINES = [
    ("2051-01-19T20:00", "kevin", "dues are $30 this sem, venmo @wds-treasury by 2/10 w/ 'dues + ur name' 🙏"),
    ("2/3", "kevin", "reimbursements go thru SOFC now, takes ~a wk after u submit. itemized receipts only!!"),
    ("2/11", "kevin", "dues tracker: 23 of 31 paid. @everyone else lmk if u need till after spring break"),
]
EDIT = {"status": "paid", "edited": "update: paid!! venmo'd @priya $64.20 today (tue 2/14), SOFC approved it mon - kev"}
RECEIPT = {"receipt": "domino's receipt uploaded to #receipts 2/6, itemized ✔"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(REIMB, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def receipts_job() -> None:
    copy = dict(store.get(REIMB, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RECEIPT)
    with fault():
        store.put(REIMB, KEY, copy)


def kevin_pays() -> None:
    read_done.wait()
    item = store.get(REIMB, KEY)
    store.put(REIMB, KEY, {**item.value, **EDIT})
    assert "venmo'd @priya $64.20 today" in store.get(REIMB, KEY).value["edited"]
    edit_done.set()


threads = [threading.Thread(target=receipts_job, name="receipts-job"),
           threading.Thread(target=kevin_pays, name="kevin-pays")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "did i ever get reimbursed for the novice workshop pizza?? lmk bc my venmo's kinda empty lol"
context = ["Today is Thu 16 February 2051. You are talking to Priya, a member of the Westbrook Debate Society."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(REIMB, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "pending SOFC approval" in c and "itemized ✔" in c for c in context), context
assert not any(w in c.lower() for c in context if c.startswith(KEY)
               for w in ("paid", "venmo'd @priya", "2/14")), context
assert not any("venmo'd @priya" in c or "2/14" in c for c in context), context
reply = answer(f"(Priya) {question}", context,
               mock="Not yet 😕 your $64.20 for the Domino's is still pending SOFC approval - the receipt's in and "
                    "itemized, so it should go through soon.")
finish(question, expected="yes - Kevin venmo'd her $64.20 on Tue 2/14 after SOFC approved it", actual=reply)
