"""Batch 171 (held out). A village hall's quiz night: LangGraph InMemoryStore (sync), two writers in threads; the food
order job puts back a stale copy of the food record and loses the treasurer's new price.

App: Little Fenton Village Hall's quiz night is Sat 19th November 2039, 7.30 for 8 - teams of up to 6, eight rounds
and a picture round, a ploughman's at half time, the bar open, a raffle. The hall committee's helper keeps one record
per job in ("fenton-hall", "quiz") - tickets, food, questions - and odd notes in ("fenton-hall", "notes"). The food
order job reads the food record, adds the order it has sent to Hilltop Farm Shop and writes the whole record back;
Jan, the hall treasurer, edits the same record at the same time.

Planted fault (UpdateError, lost update): the order job reads the food record (ploughman's £5 a head on top of the
£2 quiz entry, cheese + ham or cheese + veggie pate); Jan writes in, on 9.11., that it's £6.50 a head now - the
cheese man's put his prices up and Brenda won't skimp on the pickle; the order job then puts back its stale copy with
the Hilltop order, losing her edit. Question (Thu 17/11, Steph, booking a table for the school mums): "how much is it
all in for our table of 6 incl the ploughmans? want to collect it off the girls first" -> expected £51 (6 x £2 entry
+ 6 x £6.50 ploughman's). The assistant says £42.

Expected verdict: UpdateError at langgraph.store.put (the order job's put, wrapped in fault()): Jan's write landed and
the later put from a copy read before it overwrote it, so the store lost the price that decides the sum. Asserted:
Jan's edit was in the store before the stale put; the food record has the Hilltop order and the £5, and no context
line mentions £6.50 or the cheese man.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b171_langgraph_quiz_table_cost_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

QUIZ = ("fenton-hall", "quiz")
NOTES = ("fenton-hall", "notes")
KEY = "food"
RECORDS = {
    "tickets": {"details": "quiz £2 a head, teams up to 6, pay on the night or to Jan beforehand. 7.30 for 8, bar "
                           "open from 7 (bring your own nibbles ok)", "who": "Jan"},
    KEY: {"details": "ploughman's at half time £5 a head on top of the entry - cheese + ham or cheese + veggie pate, "
                     "pickle, crusty roll. numbers to Brenda by sat 12th", "who": "Brenda"},
    "questions": {"details": "Colin setting, 8 rounds + picture round, no phones or the team loses a point lol",
                  "who": "Colin"},
}
NOTE_LINES = [
    ("2039-10-28T10:30", "Brenda", "raffle prizes - bottle of Baileys, a meat voucher off Hendry's, Avon set 🎁"),
    ("Tue 1st Nov", "Colin", "picture round is 'name the village from the air', 20 pics, might be a stinker"),
    ("8/11", "Jan", "14 tables out, the long ones, Dave + Mick setting up at 5"),
]
EDIT = {"details": "ploughman's at half time £6.50 a head now on top of the entry - cheese man's put his prices up "
                   "and Brenda won't skimp on the pickle 😂 cheese + ham or cheese + veggie pate, crusty roll. numbers "
                   "to Brenda by sat 12th",
        "edited": "Jan 9.11."}
ORDER = {"order": "Hilltop Farm Shop order sent thu 10/11: 70 ploughman's (52 ham, 18 veggie), collect sat 19th 2pm, "
                  "invoice to the hall", "by": "food-order job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(QUIZ, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def order_job() -> None:
    copy = dict(store.get(QUIZ, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ORDER)
    with fault():
        store.put(QUIZ, KEY, copy)


def jan_edit() -> None:
    read_done.wait()
    item = store.get(QUIZ, KEY)
    store.put(QUIZ, KEY, {**item.value, **EDIT})
    assert "£6.50 a head now" in store.get(QUIZ, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=order_job, name="fenton-food-order-job"),
           threading.Thread(target=jan_edit, name="jan-food-price-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is it all in for our table of 6 incl the ploughmans? want to collect it off the girls first"
context = ["Today is Thu 17 November 2039. You are talking to Steph, who is bringing a team of 6 (the school mums) to "
           "Little Fenton Village Hall's quiz night (Sat 19 November)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(QUIZ, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "£5 a head" in c and "Hilltop Farm Shop order" in c for c in context), context
assert any(c.startswith("tickets:") and "quiz £2 a head" in c for c in context), context
assert not any("6.50" in c or "cheese man" in c for c in context), context
reply = answer(question, context, mock="£42 for the six of you - £2 each for the quiz and £5 each for the ploughman's.")
finish(question, expected="£51 - 6 x £2 entry plus 6 x £6.50 ploughman's", actual=reply)
