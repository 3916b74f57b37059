"""Batch 104 (held out). A community café's rota: LangGraph InMemoryStore (sync), two writers in threads.

App: the Hope Street Community Café (run by volunteers in the church hall) keeps one record per shift in ("hsc",
"rota") (who opens with the keys, who's on the till, who's in the kitchen) and the committee's notes in ("hsc",
"notes"). The weekly food-order job reads a shift's record, adds the deliveries for that shift and writes the whole
record back; Jackie, the rota coordinator, edits the same record at the same time.

Planted fault (UpdateError, lost update): the food-order job reads Saturday's record (Maureen opens, she has the
keys, 8am); Jackie then writes that Fiona's opening - Maureen's up in Leeds for her grandson's christening and is
dropping her keys round to Fi on Thursday - and the food-order job puts back its stale copy with the bread and milk
deliveries, losing her edit. Question (Fri 16/10, the man from Crust bakery, via the café's helper): "who's opening
up tmrw? need someone there at quarter to 8 for the bread" -> expected Fiona. The assistant says Maureen.

Expected verdict: UpdateError at langgraph.store.put (the food-order job's put, wrapped in fault()). Asserted:
Jackie's edit was in the store before the stale put; the record has the deliveries and Maureen opening, and no
context line names Fiona as the opener.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b104_langgraph_cafe_opener_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("hsc", "rota")
NOTES = ("hsc", "notes")
KEY = "sat"
SHIFTS = {
    "thu": {"opening": "Pat (keys), 9.30", "till": "Sue", "kitchen": "Pat + Graham", "hours": "10-2"},
    "fri": {"opening": "Graham (keys), 9.30", "till": "Dev", "kitchen": "Sue + Ayo", "hours": "10-2"},
    KEY: {"opening": "Maureen (has the keys), 8am", "till": "Dev", "kitchen": "Pat + Sue",
          "hours": "8.30-1 (big breakfast day)"},
}
NOTE_LINES = [
    ("12/10", "Jackie (rota)", "new lad Ayo starts fri, food hygiene cert done, pair him w Sue"),
    ("Tues 13th", "Pat (kitchen)", "ALLERGIES - the oat milk is in the top fridge now, label everything w "
                                    "the blue stickers, Mrs Hale's coeliac so nothing near the toaster"),
    ("14.10", "Rev. Clare", "hall's booked for a funeral tea sat 2pm so everything cleared by 1.30 pls"),
]
EDIT = {"opening": "Fiona, 8am - Maureen's in Leeds for her grandson's christening, dropping her keys round to Fi "
                   "thurs"}
ORDER = {"deliveries": "Crust bakery 6 sourdough + 4 doz rolls 7.45am (whoever opens takes it in), Hollins dairy "
                       "12 pints + 4 oat 8am",
         "order_checked": "15/10"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in SHIFTS.items():
    store.put(ROTA, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def food_order_job() -> None:
    copy = dict(store.get(ROTA, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ORDER)
    with fault():
        store.put(ROTA, KEY, copy)


def jackie_edit() -> None:
    read_done.wait()
    item = store.get(ROTA, KEY)
    store.put(ROTA, KEY, {**item.value, **EDIT, "edited": "Jackie 15/10 after Maureen rang"})
    assert "Fiona" in store.get(ROTA, KEY).value["opening"]
    edit_done.set()


threads = [threading.Thread(target=food_order_job, name="food-order-job"),
           threading.Thread(target=jackie_edit, name="jackie-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's opening up tmrw? need someone there at quarter to 8 for the bread"
context = ["Today is Fri 16 October 2037. You are talking to the delivery driver from Crust bakery."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROTA, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Maureen (has the keys)" in c and "Crust bakery" in c for c in context), context
assert not any("Fiona" in c or "christening" in c for c in context), context
reply = answer(question, context, mock="Maureen - she opens up on Saturdays and has the keys. She's due at 8, "
                                       "so give her a ring to be there for 7.45.")
finish(question, expected="Fi (Fiona)", actual=reply)
