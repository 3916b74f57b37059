"""Batch 322 (held out). A credit union branch: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Community Credit Union has a branch on Market Street in Todmorden - savings, small loans, the Christmas
saver, the school savers club, payroll deduction for the council staff. The branch's helper keeps one record per
product in ("calder-cu-todmorden", "products") - new member loans, the Christmas saver, the school savers, opening
hours - and the counter team's messages in ("calder-cu-todmorden", "msgs"). The rates job (the head office script
that copies the latest rates into each branch's helper) reads the loans record, adds the rate line and writes the
whole record back; Lorraine (the branch manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the rates job reads the loans record (new members up to £400 in the
first 3 months, then up to £2,000 once they've saved for 12 weeks); Lorraine writes in, 10/3, that the board
agreed on Tuesday the 8th that new members can have up to £600 in the first 3 months now, because of the boilers this
winter, the rest the same; the rates job then puts back its stale copy with its rate line, losing Lorraine's edit.
Question (Mon 14/3, Kyle, joined in February): "how much can I borrow? only joined in feb + the boiler's packed in
🥶" -> expected £600 (the board raised it from £400 on the 8th). The assistant says £400.

Expected verdict: UpdateError at langgraph.store.put (the rates job's put, wrapped in fault()): Lorraine's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
limit. Asserted: Lorraine's edit was in the store before the stale put; the loans record has the rate line and
"up to £400", and no context line has £600 or the board.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b322_langgraph_credit_union_new_member_loan_how_much_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PRODUCTS = ("calder-cu-todmorden", "products")
MSGS = ("calder-cu-todmorden", "msgs")
KEY = "new member loans"
RECORDS = {
    KEY: {"details": "new members can borrow up to £400 in the first 3 months, then up to £2,000 once they've "
                     "saved regular for 12 wks. no credit check under £400, just 3 payslips or a benefits letter",
          "by": "Lorraine"},
    "xmas saver": {"details": "xmas saver - pay in from jan, locked till 1st nov, no min. pays a bonus if the year's "
                              "gone well (2% last yr)",
                   "by": "Lorraine"},
    "school savers": {"details": "school savers at St Joseph's + Castle Hill - Weds dinner time, Bev + Ian, £1 "
                                 "opens it, kids get a pencil 😂",
                      "by": "Bev"},
    "opening": {"details": "branch open mon, weds, fri 10-2 + sat 10-12. closed tue/thu (outreach at the library)",
                "by": "Lorraine"},
}
MSG_LINES = [
    ("2050-02-26T16:40", "Bev", "loads of boiler loan enquiries this wk, 3 today alone"),
    ("2.3.", "Ian", "Kyle Burns joined fri 11th Feb, £10 a wk by standing order, very keen"),
    ("Fri 4th Mar", "Lorraine", "board meets tues 8th, I'm taking the new member limit to them"),
]
EDIT = {"details": "new members can borrow up to £600 in the first 3 months now - board agreed tues 8th 🎉 "
                   "(boilers!!), was £400. then up to £2,000 once they've saved regular for 12 wks, as before. 3 "
                   "payslips or a benefits letter",
        "edited": "Lorraine 10/3"}
RATES = {"rate": "1% a month on the reducing balance (12.7% APR), from head office 9/3", "by": "rates job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PRODUCTS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rates_job() -> None:
    copy = dict(store.get(PRODUCTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RATES)
    with fault():
        store.put(PRODUCTS, KEY, copy)


def lorraine_edit() -> None:
    read_done.wait()
    item = store.get(PRODUCTS, KEY)
    store.put(PRODUCTS, KEY, {**item.value, **EDIT})
    assert "up to £600 in the first 3 months now" in store.get(PRODUCTS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=rates_job, name="rates-job"),
           threading.Thread(target=lorraine_edit, name="lorraine-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much can I borrow? only joined in feb + the boiler's packed in 🥶"
context = ["Today is Mon 14 March 2050. You are talking to Kyle Burns, a member of Calder Community Credit Union "
           "(Todmorden branch)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PRODUCTS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "up to £400 in the first 3 months" in c and "reducing balance" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("£600", "board agreed")), context
reply = answer(f"(Kyle) {question}", context,
               mock="As you joined in February you can borrow up to £400 for now - up to £2,000 once you've saved "
                    "regularly for 12 weeks.")
finish(question, expected="£600 - the board raised the new member limit from £400 on Tue 8th March", actual=reply)
