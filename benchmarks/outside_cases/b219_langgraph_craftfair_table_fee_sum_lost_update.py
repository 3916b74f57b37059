"""Batch 219 (held out). A village hall's Christmas craft and gift fair: LangGraph InMemoryStore (sync), two writers in
threads.

App: Orleton Village Hall hold their craft and gift fair on Sat 28th Nov 2048, 10-3 - 24 tables in the main hall and
the stage, the WI's refreshments in the back room, a tombola for the hall's roof fund. The hall's helper keeps one
record per part of the fair in ("orleton-craft-fair-2048", "plan") - tables, refreshments, tombola - and
stallholders' messages in ("orleton-craft-fair-2048", "msgs"). The booking-form job (Linda's script that emails the
booking form to last year's stallholders) reads the tables record, adds its "form sent" line and writes the whole
record back; Margaret (the hall treasurer) edits the same record at the same time.

Planted fault (UpdateError, lost update): the booking-form job reads the tables record (6ft tables £12 each, bring
your own cloth, a plug socket £3 extra, only 8 tables near sockets); Margaret writes in, Weds 14 Oct, that the
committee agreed on the 3rd to put tables up to £16 - the hall's hire went up in September and the heating's extra
from November - sockets still £3; the booking-form job then puts back its stale copy with its form line, losing
Margaret's edit. Question (Thu 5/11, Jo, who makes wreaths and needs a socket for her fairy lights): "how much do i
send for a table + a plug socket? doing a bank transfer tonight" -> expected £19 (£16 table + £3 socket). The
assistant says £15 (£12 + £3).

Expected verdict: UpdateError at langgraph.store.put (the booking-form job's put, wrapped in fault()): Margaret's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the sum.
Asserted: Margaret's edit was in the store before the stale put; the tables record has the form line and the £12,
and no context line has £16 a table, the hire going up or the heating.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b219_langgraph_craftfair_table_fee_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("orleton-craft-fair-2048", "plan")
MSGS = ("orleton-craft-fair-2048", "msgs")
KEY = "tables"
RECORDS = {
    KEY: {"details": "24 tables (18 main hall + 6 on the stage), 6ft, £12 each, bring your own cloth. plug socket £3 "
                     "extra - only 8 tables near sockets so first come first served. set up from 8.30, doors 10-3",
          "by": "Margaret"},
    "refreshments": {"details": "WI doing teas in the back room - bacon baps till 11.30, soup + rolls from 12, "
                                "cakes all day. stallholders get a free cuppa",
                     "by": "Pat"},
    "tombola": {"details": "tombola for the roof fund, bottles + smellies, 5 tickets £1, ending in 0 or 5 wins",
                "by": "Ken"},
}
MSG_LINES = [
    ("2048-08-19T10:05", "Linda", "CRAFT + GIFT FAIR sat 28th nov 🎄 10-3. last yr's lot get first dibs on tables"),
    ("16th sept", "Jo", "yes pls same as last yr, wreaths + door swags, need a socket for my fairy lights ✨"),
    ("Tue 27th Oct", "Ken", "posters up at the shop + the Boot, parish mag has it in the nov issue"),
]
EDIT = {"details": "24 tables (18 main hall + 6 on the stage), 6ft, £16 each now - cttee agreed on the 3rd, the "
                   "hall's hire went up in sept + the heating's extra from nov 🥶 - bring your own cloth. plug socket "
                   "still £3, only 8 near sockets, first come first served. set up from 8.30, doors 10-3",
        "edited": "Margaret weds 14 oct"}
FORM = {"booking_form": "booking form emailed 14.10. to last yr's 21 stallholders, pay by bank transfer, ref = your "
                        "name + FAIR",
        "by": "booking-form job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def booking_form_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FORM)
    with fault():
        store.put(PLAN, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "£16 each now" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=booking_form_job, name="booking-form-job"),
           threading.Thread(target=margaret_edit, name="margaret-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do i send for a table + a plug socket? doing a bank transfer tonight"
context = ["Today is Thu 5 Nov 2048. You are talking to Jo, a stallholder (wreaths and door swags) at Orleton Village "
           "Hall's craft and gift fair, Sat 28 Nov."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "£12 each" in c and "booking form emailed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("£16", "hire went up", "heating")), context
reply = answer(question, context, mock="£15 - £12 for the table plus £3 for a plug socket. Use your name + FAIR as "
                                       "the reference.")
finish(question, expected="£19 - £16 for the table (the committee put tables up on 3 Oct) plus £3 for the socket",
       actual=reply)
