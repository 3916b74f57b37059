"""Batch 27 (held out). A wedding planner's supplier records: LangGraph InMemoryStore (sync), two writers in threads.

App: Gemma runs Bluebell Weddings and keeps one record per supplier for each couple (namespace
``("bluebell", "ahmed-clarke", "suppliers")``, key = the supplier, value = what, contact, total, paid, balance,
notes) and a namespace of messages from the couple's WhatsApp group; the assistant answers from a search of both.
Two things write the venue record at once: the nightly import from Gemma's booking spreadsheet (it reads the record,
adds the events manager's name and the menu-tasting date, and writes the whole record back) and Gemma herself, on
her phone, logging the second instalment.

Planted fault (UpdateError, lost update): the import read the Hengrave Barn record before Gemma's edit ("paid: £1,500
dep 3/2/25 + £2,000 2nd instalment 14.3.25, BACS from Priya's dad"; "balance: £2,750, due by 2 Aug") and puts back
its stale copy, whose paid line has only the deposit and balance £4,750. Question (Mon 17/3): "how much is left to
pay Hengrave?" -> expected "2750 pounds". The assistant says £4,750.

Expected verdict: UpdateError at langgraph.store.put, the import's put (inside fault()). Asserted: Gemma's edit is in
the record before the import's put and missing from the final context, which says balance £4,750. Another reading:
none that we see; the chat only says the 2nd instalment is "going over this wk" and never gives the new balance.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b27_langgraph_wedding_venue_balance_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SUPPLIERS = ("bluebell", "ahmed-clarke", "suppliers")
CHAT = ("bluebell", "ahmed-clarke", "whatsapp")
RECORDS = {
    "hengrave-barn": {"what": "venue, ceremony + reception, Sat 13 Sept 2025", "contact": "tbc",
                      "total": "£6,250 (exclusive use, 90 day guests, 120 eve)",
                      "paid": "£1,500 dep 3/2/25", "balance": "£4,750, due 6 wks before (by 2 Aug)",
                      "notes": "no confetti inside, petals ok outside; carriages midnight"},
    "petals-and-twine": {"what": "florist", "contact": "Sinead", "total": "£1,980", "paid": "£300 dep 20/2",
                         "balance": "£1,680, 4 wks before", "notes": "peonies if in season, else garden roses"},
    "mike-eades-photo": {"what": "photographer, 10am-9pm", "contact": "Mike", "total": "£1,650",
                         "paid": "£500 retainer 11/1", "balance": "£1,150 on the day-ish (he's relaxed)",
                         "notes": "2nd shooter for the getting ready"},
    "sugar-loaf-cakes": {"what": "cake, 3 tier", "contact": "Bea", "total": "£420", "paid": "nothing yet",
                         "balance": "£420, 50% at tasting", "notes": "lemon + elderflower top, choc bottom"},
}
CHAT_MSGS = [
    ("3/2", "Priya", "Deposit's gone to Hengrave!! It's real now"),
    ("20/2", "Gemma", "Florist booked, Sinead's lovely, £300 down"),
    ("9/3", "Priya", "Dad says he'll do the 2nd instalment for the barn, going over this wk"),
    ("11/3", "Sam", "Can we have the hog roast as the evening food? Mum's asking"),
    ("12/3", "Gemma", "Hog roast - Hengrave allow outside caterers for eve food, £3pp corkage-type fee"),
    ("15/3", "Priya", "Are we still doing favours or is that naff now"),
]
INSTALMENT = "£1,500 dep 3/2/25 + £2,000 2nd instalment 14.3.25, BACS from Priya's dad"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SUPPLIERS, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, gemma_done = threading.Event(), threading.Event()


def spreadsheet_import() -> None:
    copy = dict(store.get(SUPPLIERS, "hengrave-barn").value)
    read_done.set()
    gemma_done.wait()
    copy.update(contact="Lucy Fenn (events mgr) 01284 ...", tasting="menu tasting Sat 10 May, 2 people free")
    with fault():
        store.put(SUPPLIERS, "hengrave-barn", copy)


def gemma_phone() -> None:
    read_done.wait()
    item = store.get(SUPPLIERS, "hengrave-barn")
    store.put(SUPPLIERS, "hengrave-barn", {**item.value, "paid": INSTALMENT, "balance": "£2,750, due by 2 Aug",
                                           "edited": "Fri 14/3 Gemma"})
    assert "2nd instalment" in store.get(SUPPLIERS, "hengrave-barn").value["paid"]
    gemma_done.set()


threads = [threading.Thread(target=spreadsheet_import, name="spreadsheet-import"),
           threading.Thread(target=gemma_phone, name="gemma-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is left to pay Hengrave?"
suppliers = store.search(SUPPLIERS, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Mon 17/3/25."] + [f"{s.key}: {flat(s.value)}" for s in suppliers] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any("hengrave-barn" in c and "balance: £4,750" in c for c in context), context
assert not any("2nd instalment 14.3" in c or "2,750" in c for c in context), context
reply = answer(question, context, mock="£4,750 - that's the £6,250 less the £1,500 deposit, due by 2 August.")
finish(question, expected="2750 pounds (after dad's 2k)", actual=reply)
