"""Batch 307 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers
in threads (the fitter's own job notes and the office's customer messages), then the question's search.

App: Liam Dyson Flooring (Huddersfield) keeps job notes in ("ld-flooring-2050", "jobs") and customers' messages,
typed in by Karen who does the office, in ("ld-flooring-2050", "customers"); the helper answers from both.

Memory: Liam, 2050-05-02T08:15 - the Greens' bathroom vinyl, Polyflor in Grey Slate, 2.1 x 1.8, fitting Weds 10th;
Liam, Fri 5/5 - the supplier says the Grey Slate's on back order, might be a week; Liam, Tue 9th May - the vinyl came
in after all, it's in the van, the hold-up's the plumber now - he can't get to move the loo and the basin pedestal
till the 20th, so the Greens are put back to Mon 22nd; Karen, 3.5. - Mrs Green asked if the old lino can go in
Liam's skip. Question (Weds 10/5, Karen, Mrs Green's on the phone): "why's the Greens' bathroom been put back? Mrs G
wants to know" The assistant says it's the plumber - he can't move the loo and basin till the 20th (the vinyl's
in). The label says they're waiting on the vinyl, it's on back order.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b307_ctl_langgraph_flooring_fitter_bathroom_delay_why_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

JOBS = ("ld-flooring-2050", "jobs")
CUSTOMERS = ("ld-flooring-2050", "customers")
WRITES = {
    "liam": [
        (JOBS, "j-01", {"day": "2050-05-02T08:15", "text": "Greens bathroom - Polyflor vinyl, Grey Slate, 2.1 x 1.8, "
                                                          "fitting weds 10th. lift the loo + the pedestal"}),
        (JOBS, "j-02", {"day": "Fri 5/5", "text": "supplier says the Grey Slate's on back order 🙄 might be a wk"}),
        (JOBS, "j-03", {"day": "Tue 9th May", "text": "vinyl came in after all, it's in the van 👍 hold-up's the "
                                                      "plumber now - he can't get to move the loo + basin pedestal "
                                                      "till the 20th so Greens put back to mon 22nd"}),
    ],
    "karen": [
        (CUSTOMERS, "c-01", {"day": "3.5.", "text": "Mrs Green - can the old lino go in Liam's skip? (told her "
                                                   "prob yes)"}),
        (CUSTOMERS, "c-02", {"day": "Mon 8th", "text": "Mr Shah - paid the balance, v happy w/ the stairs, will "
                                                      "leave a review"}),
    ],
}

store = InMemoryStore()


def write(who: str) -> None:
    for ns, key, value in WRITES[who]:
        store.put(ns, key, value)


threads = [threading.Thread(target=write, args=(who,), name=f"writer-{who}") for who in WRITES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's the Greens' bathroom been put back? Mrs G wants to know"
context = ["Today is Weds 10 May 2050. You are talking to Karen, who does the office for Liam Dyson Flooring."]
context += [f"{r.value['day']} Liam: {r.value['text']}" for r in store.search(JOBS, limit=20)]
context += [f"{r.value['day']} Karen: {r.value['text']}" for r in store.search(CUSTOMERS, limit=20)]
assert any("Grey Slate's on back order" in c for c in context), context
assert any("vinyl came in after all" in c and "hold-up's the plumber now" in c for c in context), context
reply = answer(question, context, mock="It's the plumber - he can't move the loo and basin pedestal till the 20th, "
                                       "so Liam's put them back to Mon 22nd. The vinyl's in, it's in the van.")
finish(question, expected="they're waiting on the vinyl - it's on back order", actual=reply)
