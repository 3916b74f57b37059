"""Batch 332 (held out). A breakfast club at a primary school: LangGraph InMemoryStore (sync), two writers in
threads.

App: Early Birds is the breakfast club at Holy Trinity C of E Primary - in the hall from 7.45, toast, cereal,
fruit, pancakes on a Friday, then the children are walked over to class at 8.40. The school's parents' helper keeps
one record per part of it in ("holy-trinity-early-birds", "club") - the prices, the times, the menu, the staff -
and the office's messages in ("holy-trinity-early-birds", "msgs"). The bookings job (the script that copies the
spring term booking form into the helper) reads the prices record, adds the count of bookings and writes the whole
record back; Mrs Patel (the school business manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads the prices record (£3.50 a session, 50p off for a
second sibling, paid on ParentPay by the Friday before, late pick-ups from class not allowed); Mrs Patel writes in,
Mon 11th Dec, that the governors have agreed it has to go up from January - food costs - so it's £4 a session from
the spring term, siblings still 50p off; the bookings job then puts back its stale copy with its count, losing
her edit. Question (Weds 13/12, Dan, dad of Alfie in Year 2): "how much will Alfie's breakfast club be for spring
term? he's booked Mon, Weds + Fri, it's 12 wks" -> expected £144 (36 sessions at £4). The assistant says £126.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Mrs Patel's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
cost. Asserted: her edit was in the store before the stale put; the prices record has the bookings count and £3.50,
and no context line has £4, the governors or January.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b332_langgraph_breakfast_club_term_cost_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLUB = ("holy-trinity-early-birds", "club")
MSGS = ("holy-trinity-early-birds", "msgs")
KEY = "prices"
RECORDS = {
    KEY: {"details": "£3.50 a session, 2nd sibling 50p off. pay on ParentPay by the fri before pls, unpaid sessions "
                     "can't be kept open. no refunds for odd days off unless it's illness",
          "by": "Mrs Patel"},
    "times": {"details": "hall doors 7.45, last in 8.20, walked over to class 8.40 by Miss Ward + Mr Cole",
              "by": "office"},
    "menu": {"details": "toast, cereal, fruit, yoghurt, pancakes on a fri 🥞 no nuts in school EVER",
             "by": "Mrs Patel"},
    "staff": {"details": "Miss Ward (lead), Mr Cole, + a sixth former from St Bede's on work experience tues/thurs",
              "by": "office"},
}
MSG_LINES = [
    ("2051-09-04T08:05", "office", "welcome back!! Early Birds starts weds 6th, book on ParentPay"),
    ("17.10.", "Miss Ward", "lost property box is overflowing, pls check for jumpers 😅"),
    ("Fri 1st Dec", "office", "xmas breakfast on the last day, pyjamas allowed 🎄"),
]
EDIT = {"details": "NEW PRICES from Jan - governors have agreed it has to go up, food costs 😬 so it's £4 a session "
                   "from the spring term, 2nd sibling still 50p off. ParentPay by the fri before as usual, no "
                   "refunds for odd days off unless it's illness",
        "edited": "Mrs Patel mon 11th dec"}
BOOKINGS = {"bookings": "spring term form: 46 children booked so far (fri 8th)", "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLUB, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(CLUB, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKINGS)
    with fault():
        store.put(CLUB, KEY, copy)


def patel_edit() -> None:
    read_done.wait()
    item = store.get(CLUB, KEY)
    store.put(CLUB, KEY, {**item.value, **EDIT})
    assert "so it's £4 a session from the spring term" in store.get(CLUB, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="bookings-job"),
           threading.Thread(target=patel_edit, name="patel-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much will Alfie's breakfast club be for spring term? he's booked Mon, Weds + Fri, it's 12 wks"
context = ["Today is Weds 13 December 2051. You are talking to Dan, whose son Alfie (Year 2) goes to Early Birds "
           "breakfast club at Holy Trinity Primary."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLUB, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "£3.50 a session" in c and "46 children booked" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£4", "governors", "from jan")), context
reply = answer(f"(Dan) {question}", context, mock="£126 - that's 3 mornings a week for 12 weeks, 36 sessions at "
                                                  "£3.50. Pay on ParentPay by the Friday before.")
finish(question, expected="£144 - 36 sessions at £4, the new price from January", actual=reply)
