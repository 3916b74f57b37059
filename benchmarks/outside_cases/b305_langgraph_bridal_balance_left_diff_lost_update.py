"""Batch 305 (held out). A bridal shop's fittings: LangGraph InMemoryStore (sync), two writers in threads.

App: Something Blue Bridal in Brighouse keep one record per bride in ("something-blue-2051", "brides") - the dress,
the money, the fittings - and the brides' and mums' messages in ("something-blue-2051", "msgs"). The bookings job
(the shop's diary sync, which copies each bride's next fitting from the online diary into the helper) reads a
bride's record, adds the next fitting and writes the whole record back; Jo (the owner) edits the same record at the
till at the same time.

Planted fault (UpdateError, lost update): Amira Hussain's record has the Sienna (blush, size 10), £1,480, deposit
£500 paid 12/2, balance £980 due at the final fitting. The bookings job reads it; Jo writes in, Sat 15th July, that
Amira's mum paid another £400 on card today, so the balance is now £580, still due at the final; the bookings job
then puts back its stale copy with the next fitting (final fitting Sat 12th Aug 2pm), losing Jo's edit. Question
(Thu 20/7, Amira's mum, Mrs Hussain): "how much is left to pay on Amira's dress? want to transfer it before the
final fitting" -> expected £580 (£980 less the £400 she paid on card on the 15th). The assistant says £980.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Jo's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the balance.
Asserted: Jo's edit was in the store before the stale put; Amira's record has the final fitting and the £980
balance, and no context line has £580, £400 or "on card".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b305_langgraph_bridal_balance_left_diff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BRIDES = ("something-blue-2051", "brides")
MSGS = ("something-blue-2051", "msgs")
KEY = "amira-hussain"
RECORDS = {
    KEY: {"dress": "Sienna, blush, sz 10 (ordered 12/2, in 3/5) - wedding sat 2nd sept",
          "money": "£1,480 - dep £500 pd 12/2, bal £980 due at the final fitting",
          "fittings": "1st done 17/6 (hem 1in, cups in, straps up 1cm)"},
    "holly-shaw": {"dress": "Maya, ivory, sz 16 - wedding fri 25th aug",
                   "money": "paid in full 👍",
                   "fittings": "final done 8/7, collecting 19/8"},
    "sophie-ellis": {"dress": "Grace, ivory, sz 10 - wedding sat 9th sept",
                     "money": "£1,250 - dep £400 pd, bal £850",
                     "fittings": "2nd fitting thurs 27th july 6pm"},
}
MSG_LINES = [
    ("2051-06-17T16:05", "Amira", "thank u sm for today!! can't believe it's actually happening 😭💕"),
    ("3.7.", "Mrs Hussain", "is it ok if her aunty comes to the final fitting? she's over from Bradford that wk"),
    ("Mon 10th July", "Jo", "course it is - 3 in the room is fine"),
]
EDIT = {"money": "£1,480 - dep £500 pd 12/2, + her mum paid another £400 on card today (sat 15th) 💳 so bal is now "
                 "£580, still due at the final",
        "edited": "Jo sat 15th"}
BOOKING = {"next": "final fitting sat 12th aug 2pm w/ Carol (from the diary)", "synced": "bookings job 15/7"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BRIDES, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(BRIDES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKING)
    with fault():
        store.put(BRIDES, KEY, copy)


def jo_edit() -> None:
    read_done.wait()
    item = store.get(BRIDES, KEY)
    store.put(BRIDES, KEY, {**item.value, **EDIT})
    assert "so bal is now £580" in store.get(BRIDES, KEY).value["money"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="bookings-job"),
           threading.Thread(target=jo_edit, name="jo-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is left to pay on Amira's dress? want to transfer it before the final fitting"
context = ["Today is Thu 20 July 2051. You are talking to Mrs Hussain, the mum of Amira Hussain (a bride at "
           "Something Blue Bridal)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BRIDES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "bal £980" in c and "final fitting sat 12th aug" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£580", "£400 on card", "on card")), context
reply = answer(f"(Mrs Hussain) {question}", context,
               mock="£980 is left to pay - the dress is £1,480 and the £500 deposit's been paid. The final fitting is "
                    "Sat 12th Aug at 2pm.")
finish(question, expected="£580 - the £980 balance less the £400 her mum paid on card on Sat 15th July", actual=reply)
