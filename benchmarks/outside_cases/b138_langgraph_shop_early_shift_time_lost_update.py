"""Batch 138 (held out). A village shop's volunteer rota: LangGraph InMemoryStore (sync), two writers in threads.

App: Overblow Community Shop is run by volunteers; it keeps one record per regular shift in ("overblow-shop",
"rota") and the volunteers' odd notes in ("overblow-shop", "notes"). The treasurer's till job reads a shift, adds the
float it's set for that shift, and writes the whole record back; Margaret, who does the rota, edits the same shift
at the same time.

Planted fault (UpdateError, lost update): the till job reads the Saturday early shift (Brenda + Tom, 7.30-10, let
the bread van in 7.30ish, papers, till float from the safe); Margaret writes in, on Tue 16/6, that Fletcher's have
changed their round and the bread van's there at half 6 now, so whoever opens on a Saturday has to be in for quarter
past 6 to let him in the back (key safe 1984), shift 6.15-10 - and the till job then puts back its stale copy with
the new float, losing her edit. Question (Thu 18/6, Tom, his first early Saturday): "what time do i need to be in
on sat? first time doing the early one" -> expected 6.15 (the bread van comes at half 6 now). The assistant says
7.30.

Expected verdict: UpdateError at langgraph.store.put (the till job's put, wrapped in fault()): Margaret's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Margaret's edit was in the store before the stale put; the record has the new float and 7.30-10
alone, and no context line mentions half 6 or Fletcher's new round.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b138_langgraph_shop_early_shift_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("overblow-shop", "rota")
NOTES = ("overblow-shop", "notes")
KEY = "sat-early"
RECORDS = {
    KEY: {"who": "Brenda + Tom (new, Brenda showing him the ropes)", "hours": "7.30-10",
          "jobs": "let the bread van in 7.30ish (Fletcher's), papers in + sorted for the paper girl, milk in the "
                  "fridge, float from the safe", "float": "£50"},
    "sat-late": {"who": "Les + Anita", "hours": "10-1", "jobs": "cash up, lock up, bins out if it's a Sunday bin wk"},
    "weds-pm": {"who": "Margaret", "hours": "1.30-5", "jobs": "cash + carry order, check the dates on the chiller"},
}
NOTE_LINES = [
    ("9/6", "Les", "card machine's playing up again, if it says 'no network' turn it off + on, number on the side"),
    ("12th june", "Anita", "someone left a bag of courgettes on the step, put them out for 20p, honesty tin"),
    ("Mon 15th", "Brenda", "Tom's doing great, knows the till now. he's on his own for the first hr sat, I'm in at 8"),
]
EDIT = {"hours": "6.15-10 - Fletcher's have changed their round, bread van's here half 6 now so whoever opens sat "
                 "needs to be in for quarter past 6 to let him in the back (key safe 1984)",
        "jobs": "let the bread van in half 6 (Fletcher's), papers in + sorted for the paper girl, milk in the fridge, "
                "float from the safe",
        "edited": "Margaret Tue 16/6"}
FLOAT = {"float": "£75 (extra £1 coins - change is short at the bank)", "float set by": "treasurer's till job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROTA, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def till_job() -> None:
    copy = dict(store.get(ROTA, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FLOAT)
    with fault():
        store.put(ROTA, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(ROTA, KEY)
    store.put(ROTA, KEY, {**item.value, **EDIT})
    assert store.get(ROTA, KEY).value["hours"].startswith("6.15-10")
    edit_done.set()


threads = [threading.Thread(target=till_job, name="treasurer-till-job"),
           threading.Thread(target=margaret_edit, name="margaret-rota-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do i need to be in on sat? first time doing the early one"
context = ["Today is Thu 18 June 2037. You are talking to Tom, a new volunteer at Overblow Community Shop, on the "
           "Saturday early shift."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROTA, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "hours: 7.30-10" in c and "£75" in c for c in context), context
assert not any("half 6" in c or "6.15" in c or "quarter past 6" in c for c in context), context
reply = answer(question, context, mock="7.30 - the shift's 7.30 till 10 and the bread van comes about then; the "
                                       "float's £75 from the safe.")
finish(question, expected="quarter past 6 - the bread van comes at half 6 now", actual=reply)
