"""Batch 37 (held out). A student flat share's bills tracker: LangGraph InMemoryStore (sync), two writers in threads.

App: four second-years (Zara, Josh, Ellie, Dev) share 7 Harcourt Rd in Leeds. Each bill has one record in
``("flat7", "bills")`` (key = the bill; value = who with, amount, when, split, notes), the group chat goes into
``("flat7", "chat")``, and the assistant answers from both. Two things write the energy record at once: the
splitting app's monthly sync (it reads the record, marks who has paid, and writes the whole record back) and Zara,
who looks after the energy account, after Octopus emailed about the direct debit.

Planted fault (UpdateError, lost update): the sync read the energy record before Zara's edit ("DD: £172/mth from
1/4 - Octopus did their review, we were behind after jan+feb, see email 24/3") and puts back its stale copy, which
still says GBP 148. Question (Wed 2/4): "how much do we each owe for the energy this month?" -> expected GBP 43
(172 split four ways). The assistant says GBP 37 each.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Zara's edit is in
the record before the sync's put and missing from the final context, which has the GBP 148. Another reading: none
that we see; nothing is deleted, and the chat never gives the new figure.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b37_langgraph_flatshare_energy_split_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BILLS = ("flat7", "bills")
CHAT = ("flat7", "chat")
KEY = "energy"
RECORDS = {
    "rent": {"with": "Pell Lettings", "amount": "£1,840/mth (£460 each)", "when": "1st", "split": "4 ways",
             "notes": "each pay Pell direct"},
    KEY: {"with": "Octopus (Zara's name on it)", "amount": "DD £148/mth", "when": "3rd",
          "split": "4 ways, pay Zara by the 3rd", "paid": "-"},
    "wifi": {"with": "Virgin", "amount": "£32/mth", "when": "15th", "split": "£8 each, Josh pays it",
             "notes": "contract ends Aug"},
    "water": {"with": "Yorkshire Water", "amount": "£41/mth", "when": "20th", "split": "4 ways",
              "notes": "Dev's card"},
}
CHAT_MSGS = [
    ("28/3", "Ellie", "whose turn is bins this wk?? they're overflowing"),
    ("29/3", "Josh", "me sorry!! doing it now"),
    ("30/3", "Dev", "anyone want to go halves on a new kettle, ours is leaking"),
    ("31/3", "Zara", "can everyone put the heating down to 19 pls we're using loads"),
    ("1/4", "Ellie", "rent paid 👍"),
]
EDIT = "DD: £172/mth from 1/4 - Octopus did their review, we were behind after jan+feb, see email 24/3"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BILLS, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, zara_done = threading.Event(), threading.Event()


def split_sync() -> None:
    copy = dict(store.get(BILLS, KEY).value)
    read_done.set()
    zara_done.wait()
    copy.update(paid="Ellie, Dev (Mar)")
    with fault():
        store.put(BILLS, KEY, copy)


def zara_phone() -> None:
    read_done.wait()
    item = store.get(BILLS, KEY)
    store.put(BILLS, KEY, {**item.value, "amount": EDIT, "edited": "Mon 24/3 22:40 Zara"})
    assert "£172" in store.get(BILLS, KEY).value["amount"]
    zara_done.set()


threads = [threading.Thread(target=split_sync, name="split-app-sync"),
           threading.Thread(target=zara_phone, name="zara-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do we each owe for the energy this month?"
bills = store.search(BILLS, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Wed 2/4/25."] + [f"{e.key}: {flat(e.value)}" for e in bills] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith("energy:") and "DD £148/mth" in c and "Ellie, Dev" in c for c in context), context
assert not any("172" in c or "Octopus did their review" in c for c in context), context
reply = answer(question, context, mock="£37 each - the Octopus DD is £148 a month split four ways. Pay Zara by the "
                                       "3rd (that's tomorrow).")
finish(question, expected="£43 a head", actual=reply)
