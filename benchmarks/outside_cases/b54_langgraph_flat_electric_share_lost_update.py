"""Batch 54 (held out). A university halls flat's bills board: LangGraph InMemoryStore (sync), two writers in
threads.

App: Flat 7B, Castle Leazes halls (six rooms, a shared kitchen) keep their bills and rota in a small assistant. One
record per bill in ``("flat7b", "bills")`` (key = the bill; value = a few fields) and general notes in
``("flat7b", "notes")``. Two things write a bill record: the reminder bot (reads the bill, adds the date it nagged
everyone, writes the whole record back) and Zara, who looks after the bills, editing it from her phone.

Planted fault (UpdateError, lost update): the bot reads the electric record, then Zara puts in the real split: "Tom
moved out 28/1 and paid his £9 for Jan already, so it's the other £148 between the 5 of us = £29.60 each, pay me
by fri 13th", and the bot writes back its stale copy, which still says £157 split 6 ways, £26.17 each. Question
(Wed 11/2, Kofi): "how much do I owe Zara for the electric?" -> expected £29.60. The assistant says £26.17.

Expected verdict: UpdateError at langgraph.store.put, the reminder bot's put (inside fault()). Asserted: Zara's edit
is in the record before the bot's put and missing from the final context, which has the stale split and the bot's
reminder line. Another reading: none that we see; nothing is deleted, and the notes don't give the share.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b54_langgraph_flat_electric_share_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BILLS = ("flat7b", "bills")
NOTES = ("flat7b", "notes")
KEY = "electric"
RECORDS = {
    "wifi": {"who pays": "Kofi (Virgin, direct debit)", "amount": "£27/mo ÷ 6 = £4.50 each",
             "note": "router's in Kofi's room, turn it off + on before complaining"},
    KEY: {"who pays": "Zara (EDF, quarterly)", "bill": "Nov-Jan £157.00", "split": "6 ways = £26.17 each",
          "note": "someone keeps leaving the oil heater on in the lounge overnight. u know who u are"},
    "tv licence": {"who pays": "Priya", "amount": "£169.50/yr, £28.25 each, paid Oct", "note": "done till next Sept"},
    "cleaner (deep clean)": {"who pays": "split", "amount": "£60 end of term ÷ 6 = £10",
                             "note": "booked 20/3 via the halls office"},
}
FLAT_NOTES = [
    ("12/1", "Zara", "welcome back all!! bin day is tues, recycling alt weeks, the calendar's on the fridge"),
    ("Jan 20th", "Priya", "guests - halls rule is max 2 nights in a row, sign them in at reception pls"),
    ("28.1.26", "Tom", "I'm off, moving in w my gf on Osborne Rd. been fun. left my pans, keep them"),
    ("3 Feb", "Kofi", "new guy Ollie moves into Tom's room 1st march apparently"),
    ("9/2", "Zara", "EDF bill's in, I'll sort the split tonight"),
]
EDIT = ("Tom moved out 28/1 and paid his £9 for Jan already, so it's the other £148 between the 5 of us = £29.60 "
        "each, pay me by fri 13th")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BILLS, key, record)
for i, (day, who, text) in enumerate(FLAT_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def reminder_bot() -> None:
    copy = dict(store.get(BILLS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"reminded": "nag sent to the group chat 10/2 9.00pm"})
    with fault():
        store.put(BILLS, KEY, copy)


def zara_edit() -> None:
    read_done.wait()
    item = store.get(BILLS, KEY)
    store.put(BILLS, KEY, {**item.value, "split": EDIT, "edited": "Zara, 9/2 11.40pm"})
    assert "£29.60" in store.get(BILLS, KEY).value["split"]
    edit_done.set()


threads = [threading.Thread(target=reminder_bot, name="reminder-bot"),
           threading.Thread(target=zara_edit, name="zara-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I owe Zara for the electric?"
bills = store.search(BILLS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Wed 11 Feb 2026. You are talking to Kofi."] + [f"{e.key}: {flat(e.value)}" for e in bills] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "6 ways = £26.17 each" in c and "nag sent" in c for c in context), context
assert not any("29.60" in c or "£148" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="£26.17 - the Nov-Jan bill was £157 split six ways.")
finish(question, expected="£29.60 (Tom's paid his bit, the rest is split 5 ways)", actual=reply)
