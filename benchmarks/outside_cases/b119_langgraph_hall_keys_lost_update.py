"""Batch 119 (held out). A village hall's bookings book: LangGraph InMemoryStore (sync), two writers in threads.

App: St Michael's Village Hall keeps one record per booking in ("stmichaels-hall", "bookings") - hirer, times, keys,
deposit - and the committee's odd notes in ("stmichaels-hall", "notes"). The treasurer's deposit job reads a
booking, adds that the deposit's been banked and writes the whole record back; Margaret, the bookings secretary,
edits the same record at the same time.

Planted fault (UpdateError, lost update): the Thornton 50th (Sat 16th May, 7-11.30pm) has keys "from Brian (the
caretaker), fri eve after 6, 2 Mill Cottages". The deposit job reads the record; Margaret writes that Brian's in for
his knee op that week, so the keys come from Pauline, the committee chair, at 4 Church Lane, fri after 6 - she'll
show them the fuse box too; the deposit job then puts back its stale copy with the deposit banked, losing Margaret's
edit. Question (Fri 15/5, Mrs Thornton, the hirer): "who am i getting the keys off for tomorrow?" -> expected Pauline,
the committee chair (4 Church Lane, after 6). The assistant says Brian, the caretaker.

Expected verdict: UpdateError at langgraph.store.put (the deposit job's put, wrapped in fault()): Margaret's write
landed and the later put from a copy read before it overwrote it, so the store lost the value that decides who
hands the keys over. Asserted: Margaret's edit was in the store before the stale put; the record has the deposit
banked and Brian, and no context line mentions Pauline or the knee op.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b119_langgraph_hall_keys_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("stmichaels-hall", "bookings")
NOTES = ("stmichaels-hall", "notes")
KEY = "thornton-sat-16-may"
ITEMS = {
    KEY: {"hirer": "Mrs Thornton (Julie), her husband's 50th", "when": "Sat 16th May 7-11.30pm, setting up from 4",
          "keys": "from Brian (the caretaker), fri eve after 6, 2 Mill Cottages", "deposit": "£100 cheque 14/3",
          "hire": "£165, main hall + kitchen, no bar licence - bring own, no glass outside"},
    "brownies-tue": {"hirer": "1st Millford Brownies", "when": "tuesdays 6-7.30 term time",
                     "keys": "Gill has her own", "hire": "£12/wk, invoiced termly"},
    "wi-plant-sale": {"hirer": "Millford WI", "when": "Sat 23rd May 10-12", "keys": "Pauline opening up",
                      "hire": "no charge (committee agreed)"},
}
NOTE_LINES = [
    ("22.3.", "Keith", "boiler serviced, £85, next due march"),
    ("Weds 8 Apr", "Margaret", "fire doors - somebody keeps wedging the kitchen one open, new sign up"),
    ("12/5", "Pauline", "chairs: 80 stacking + 10 round tables, the trestles are in the back store"),
]
EDIT = {"keys": "Brian's in for his knee op that wk so NOT him - keys from Pauline (committee chair), 4 Church Lane, "
                "fri after 6. she'll show them the fuse box + the alarm"}
BANKED = {"deposit": "£100 cheque 14/3 - banked Fri 15/5", "balance": "£165 paid by bank transfer 11/5"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(BOOKINGS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def deposit_job() -> None:
    copy = dict(store.get(BOOKINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BANKED)
    with fault():
        store.put(BOOKINGS, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(BOOKINGS, KEY)
    store.put(BOOKINGS, KEY, {**item.value, **EDIT, "edited": "Margaret tue 12/5"})
    assert "Pauline" in store.get(BOOKINGS, KEY).value["keys"]
    edit_done.set()


threads = [threading.Thread(target=deposit_job, name="treasurer-deposit-job"),
           threading.Thread(target=margaret_edit, name="margaret-keys-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who am i getting the keys off for tomorrow?"
context = ["Today is Fri 15 May 2037. You are talking to Julie Thornton, who has hired the hall for tomorrow."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BOOKINGS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
thornton = [c for c in context if c.startswith(KEY)]
assert thornton and "keys: from Brian (the caretaker)" in thornton[0] and "banked Fri 15/5" in thornton[0], context
assert not any("knee op" in c or "4 Church Lane" in c for c in context), context
reply = answer(question, context, mock="Brian, the caretaker - call round at 2 Mill Cottages any time after 6 tonight.")
finish(question, expected="Pauline, the hall committee chair - 4 Church Lane after 6 tonight (Brian's in for his knee "
                          "op)", actual=reply)
