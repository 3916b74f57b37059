"""Batch 40 (held out), control. A small accountancy practice: LangGraph InMemoryStore (sync), two writers in threads.

App: Pryce & Evans Accountants keep their practice notes in a LangGraph store: one record per person in
``("pryce-evans", "staff")`` and dated notes in ``("pryce-evans", "notes")``. On Friday afternoon two things write at
once: Dev's post-and-diary sync (Companies House dates, client calls) and Helen's handover notes before her three
months away. Helen is the partner who signs off every limited company's accounts; from October to Christmas she is
walking the Camino, and Marcus, the other partner, does her sign-offs until she is back in January. Hartley
Joinery's accounts are due at Companies House by 31/12 and go for sign-off in November.

No fault planted. Question (Mon 6/10): "who's signing off Hartley Joinery's accounts when they're ready next month?"
The model answers Marcus, right per memory. The label says Helen, the partner who signs off the limited companies.
Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b40_ctl_langgraph_accounts_hartley_signoff_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STAFF = ("pryce-evans", "staff")
NOTES = ("pryce-evans", "notes")
PEOPLE = {
    "helen": {"role": "partner", "does": "signs off all Ltd co accts + CT600s, the Hartley + Davies files",
              "in": "Mon-Thu"},
    "marcus": {"role": "partner", "does": "sole traders + partnerships, payroll, anything over £2k invoicing",
               "in": "Tue-Fri"},
    "dev": {"role": "senior (ACCA finals Dec)", "does": "prepares Ltd accts, the post, CH filings", "in": "full time"},
    "priya": {"role": "bookkeeper", "does": "Xero clients, billing, SA prep", "in": "Mon, Wed, Fri"},
}
DEV_NOTES = [
    ("3/10", "Hartley Joinery - short period accts to 31/3/25, due CH 31/12/25, I'll have the draft done by mid Nov"),
    ("3/10", "Jenkins posted in their rental stuff early for once!"),
    ("3/10", "office boiler service Weds 8th 9am, someone needs to be in"),
]
HELEN_NOTES = [
    ("3/10", "handover: I'm off from Fri 10th, Camino Frances w my sister, back Mon 5 Jan. phone off mostly"),
    ("3/10", "Marcus is doing all my sign-offs while I'm away (Ltd accts + CT600s), he's fine w it, Dev knows to "
             "send him the drafts"),
    ("3/10", "Davies Builders - accts already signed, just need filing, Dev"),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in PEOPLE.items():
    store.put(STAFF, key, record)


def writer(prefix: str, notes: list[tuple[str, str]]) -> None:
    for i, (day, text) in enumerate(notes, 1):
        store.put(NOTES, f"{prefix}-{i:02d}", {"day": day, "by": prefix, "text": text})


threads = [threading.Thread(target=writer, args=("dev", DEV_NOTES), name="dev-post-sync"),
           threading.Thread(target=writer, args=("helen", HELEN_NOTES), name="helen-handover")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's signing off Hartley Joinery's accounts when they're ready next month?"
staff = store.search(STAFF, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Mon 6 Oct 2025."] + [f"{e.key}: {flat(e.value)}" for e in staff] + \
          [f"{n.value['day']} {n.value['by']}: {n.value['text']}" for n in notes]
assert any(c.startswith("helen:") and "signs off all Ltd co accts" in c for c in context), context
assert any("Marcus is doing all my sign-offs while I'm away" in c for c in context), context
assert any("draft done by mid Nov" in c for c in context), context
reply = answer(question, context, mock="Marcus - Helen's away on the Camino until 5 January, and he's doing her "
                                       "sign-offs. Dev will send him the draft in mid-November.")
finish(question, expected="Helen - she's the partner who does the Ltd companies", actual=reply)
