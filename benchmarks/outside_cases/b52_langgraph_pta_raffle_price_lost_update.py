"""Batch 52 (held out). A primary school PTA's summer fair planner: LangGraph InMemoryStore (sync), two writers in
threads.

App: Friends of Oakfield Primary run the summer fair on Sat 11 July 2026 (12-4 on the school field). The planner
keeps one record per stall in ``("fair", "stalls")`` (key = the stall; value = a few fields) and general notes in
``("fair", "notes")``; the assistant answers helpers from both. Two things write a stall record: the treasurer's
float spreadsheet sync (reads the stall, adds the cash float it's been given, writes the whole record back) and the
chair, Nicola, editing it from her phone.

Planted fault (UpdateError, lost update): the sync reads the raffle record, then Nicola updates its prices: "50p a
strip or 5 strips for £2 - Mrs Osei (head) thinks £1 a go is too steep for the little ones spending their own
pocket money", and the sync writes back its stale copy, whose prices still say £1 a strip, 6 for £5. Question
(Thu 9/7, a Year 5 parent on the raffle table): "how much do I charge for five strips of raffle tickets?" ->
expected £2. The assistant says £5.

Expected verdict: UpdateError at langgraph.store.put, the float sync's put (inside fault()). Asserted: Nicola's edit
is in the record before the sync's put and missing from the final context, which has the stale prices and the sync's
float line. Another reading: none that we see; nothing is deleted, and the notes don't give the price.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b52_langgraph_pta_raffle_price_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STALLS = ("fair", "stalls")
NOTES = ("fair", "notes")
KEY = "raffle"
RECORDS = {
    "cake stall": {"who": "Yr 2 parents", "where": "under the big oak", "price": "everything 50p-£1.50",
                   "note": "nut-free labels pls!! + paper plates in the PTA cupboard"},
    KEY: {"who": "Yr 5 parents (Dee + Marcus in charge)", "where": "the hall doors, in the shade",
          "price": "£1 a strip, 6 strips for £5", "prizes": "hamper from Co-op, £50 Argos voucher, signed Wolves "
                                                            "shirt, afternoon tea for 2 at the Manor",
          "draw": "3.30 from the stage"},
    "tombola": {"who": "Yr 3", "where": "next to the raffle", "price": "£1 a go, ends in 0 or 5 wins",
                "note": "still need bottles!!! bottle bag in the office"},
    "bouncy castle": {"who": "hired - Jumping Jacks, £180", "where": "bottom of the field", "price": "£1 for 5 mins",
                      "note": "shoes off, under-8s only before 2"},
}
FAIR_NOTES = [
    ("15/6", "Nicola", "fair 12-4 sat 11th, set up from 9, we need 40 helpers, sign-up sheet on the class doors"),
    ("18th June", "Dee", "raffle tickets: 2 books of 1000 from Amazon, cloakroom style, pink + blue"),
    ("22.6.26", "Marcus", "Wolves shirt came!! signed by the whole squad. we could auction it? nah keep it in raffle"),
    ("1/7", "Nicola", "float's the last thing before the draw, the brass band leads it round the field at 3"),
    ("3rd July", "Sam (treasurer)", "cash floats from the bank fri 10th, every stall signs for theirs"),
]
EDIT = ("50p a strip or 5 strips for £2 - Mrs Osei (head) thinks £1 a go is too steep for the little ones spending "
        "their own pocket money")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(STALLS, key, record)
for i, (day, who, text) in enumerate(FAIR_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def float_sync() -> None:
    copy = dict(store.get(STALLS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"float": "£40 in coins (20p/50p/£1) - Sam, signed out fri 10/7"})
    with fault():
        store.put(STALLS, KEY, copy)


def nicola_edit() -> None:
    read_done.wait()
    item = store.get(STALLS, KEY)
    store.put(STALLS, KEY, {**item.value, "price": EDIT, "edited": "Nicola, Mon 6/7 8.05pm"})
    assert "5 strips for £2" in store.get(STALLS, KEY).value["price"]
    edit_done.set()


threads = [threading.Thread(target=float_sync, name="treasurer-float-sync"),
           threading.Thread(target=nicola_edit, name="nicola-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I charge for five strips of raffle tickets?"
stalls = store.search(STALLS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 9 July 2026."] + [f"{e.key}: {flat(e.value)}" for e in stalls] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "£1 a strip, 6 strips for £5" in c and "£40 in coins" in c for c in context), context
assert not any("5 strips for £2" in c or "Mrs Osei" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="£5 - strips are £1 each, and it's 6 for £5, so they might as well take the "
                                       "sixth.")
finish(question, expected="two pounds (50p a strip, 5 for £2)", actual=reply)
