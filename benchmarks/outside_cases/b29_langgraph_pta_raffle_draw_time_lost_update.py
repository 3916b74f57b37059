"""Batch 29 (held out). A primary school PTA's summer fair plan: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Friends of Oakfield Primary keep one record per fair item in ``("fop", "summer-fair")`` (key = item,
value = what, where, when, who, float, notes) and the committee's WhatsApp messages in ``("fop", "committee-chat")``;
the PTA assistant answers from a search of both. Two things write the raffle record at once: the treasurer's
float spreadsheet sync (it reads the record, adds the float and the ticket book numbers, and writes the whole
record back) and Hannah, the chair, on her phone.

Planted fault (UpdateError, lost update): the sync read the raffle record before Hannah's edit of the draw time
("3.15 - Y6 steel band is on the field 2.30-3 and the whole school will be over there, do the draw straight after
from the stage") and puts back its stale copy, whose time still says "2.30pm, stage". Question (Thu 26/6): "what
time's the raffle draw on sat? doing the fb post" -> expected "quarter past three". The assistant says 2.30.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Hannah's edit is
in the record before the sync's put and missing from the final context, which says 2.30pm. Another reading: none
that we see; nothing is deleted, and the chat only says the steel band needs the field.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b29_langgraph_pta_raffle_draw_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FAIR = ("fop", "summer-fair")
CHAT = ("fop", "committee-chat")
KEY = "raffle"
RECORDS = {
    "raffle": {"what": "Grand raffle - 1st hamper (Tesco), 2nd Go Ape voucher x2, 3rd afternoon tea at the Orchard",
               "where": "stage", "when": "draw 2.30pm", "who": "Hannah + Mr Reid (Y6)", "float": "-",
               "notes": "tickets £1 or 6 for £5, sold in book bags 2 wks b4"},
    "bbq": {"what": "BBQ - burgers, veggie sausages", "where": "by the kitchen door", "when": "12-2.30",
            "who": "Dads' rota (Tom O'Brien)", "float": "£60 in coins", "notes": "Booker order Thurs"},
    "cake-stall": {"what": "Cakes, 50p-£1.50", "where": "hall", "when": "12-whenever it's gone",
                   "who": "Y2 + Y3 parents", "float": "£40", "notes": "label nuts!!"},
    "steel-band": {"what": "Y6 steel band", "where": "field", "when": "tbc", "who": "Mrs Achebe",
                   "float": "-", "notes": "need the gazebo for the drums if sunny"},
    "uniform": {"what": "Second hand uniform, £1 an item", "where": "library corner", "when": "12-3",
                "who": "Priya + Jen", "float": "£20", "notes": "sizes on the rails pls"},
}
CHAT_MSGS = [
    ("19/6", "Jen (sec)", "fair's Sat 28/6 12-3.30, gates open 11.45, can everyone get there by 10.30 to set up"),
    ("20/6", "Mrs Achebe", "Steel band is 2.30 to 3 on the field, sorry that's the only slot the kids' teacher can "
                           "do"),
    ("21/6", "Tom O'Brien", "BBQ gas bottles sorted, borrowing the scouts' 2nd grill"),
    ("23/6", "Priya", "50 raffle books back so far, 212 quid in the tin"),
    ("24/6", "Jen (sec)", "Mr Reid says he's fine to call the numbers, he's got a voice for it"),
    ("25/6", "Ravi (treasurer)", "float spreadsheet sync runs tonight, shout if your float's wrong"),
]
TIME_EDIT = ("draw 3.15 - Y6 steel band is on the field 2.30-3 and the whole school will be over there, do the draw "
             "straight after from the stage")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FAIR, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, hannah_done = threading.Event(), threading.Event()


def float_sync() -> None:
    copy = dict(store.get(FAIR, KEY).value)
    read_done.set()
    hannah_done.wait()
    copy.update(float="£0 (prizes donated), ticket books 001-120")
    with fault():
        store.put(FAIR, KEY, copy)


def hannah_phone() -> None:
    read_done.wait()
    item = store.get(FAIR, KEY)
    store.put(FAIR, KEY, {**item.value, "when": TIME_EDIT, "edited": "Wed 25/6 21:47 Hannah"})
    assert "3.15" in store.get(FAIR, KEY).value["when"]
    hannah_done.set()


threads = [threading.Thread(target=float_sync, name="fop-float-sync"),
           threading.Thread(target=hannah_phone, name="hannah-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the raffle draw on sat? doing the fb post"
items = store.search(FAIR, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Thu 26/6/25."] + [f"{f.key}: {flat(f.value)}" for f in items] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith("raffle:") and "draw 2.30pm" in c and "ticket books 001-120" in c for c in context), context
assert not any("3.15" in c or "straight after" in c for c in context), context
reply = answer(question, context, mock="2.30pm on the stage - Hannah and Mr Reid are doing the draw. Tickets £1 or 6 "
                                       "for £5.")
finish(question, expected="quarter past 3, after the steel band", actual=reply)
