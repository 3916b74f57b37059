"""Batch 64 (held out), control. A village newsletter's records: LangGraph InMemoryStore (sync), script style.

App: Kath edits the Ditchling Chronicle and keeps its records in a LangGraph store: ``("chronicle", "issues")``
(key = the issue) and ``("chronicle", "contacts")``. The Chronicle is normally printed by Downland Print in Hassocks.
For the April issue, Downland's big press is in bits waiting for a part from Germany, so Jen at Downland put Kath
onto her cousin's firm, Weald Print in Burgess Hill, which prints April at the same price and delivers.

No fault planted. Question (Tue 21/3, a deliverer): "which printer's doing the April issue?" The model answers Weald
Print in Burgess Hill, right per memory. The label says Downland Print in Hassocks. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b64_ctl_langgraph_newsletter_april_printer_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ISSUES = ("chronicle", "issues")
CONTACTS = ("chronicle", "contacts")
RECORDS = {
    "Feb 2028": {"pages": "16", "printer": "Downland Print, Hassocks", "copies": "650", "note": "Mr Pike's crossword"},
    "Mar 2028": {"pages": "16", "printer": "Downland Print, Hassocks", "copies": "650",
                 "note": "copy in early (14th), Downland short-handed"},
    "Apr 2028": {"pages": "20 (Easter + the Flower Festival pull-out)", "copies": "700",
                 "printer": "Jen says their big press is in bits, waiting on a part from Germany, earliest mid May. "
                            "she's put us onto her cousin's firm - Weald Print, Burgess Hill, same £212, they'll drop "
                            "the boxes at the village hall sat 1/4. files to them by the 20th",
                 "note": "cover photo = the pond w the ducklings (Bob's)"},
}
CONTACTS_LIST = {
    "Downland Print": "Jen, 01273 840 217, Hassocks, the usual - 650 copies, £212, delivered last sat of the month",
    "Weald Print": "Gary (Jen's cousin), Burgess Hill, gary@wealdprint, pdfs only, no Publisher files!!",
    "Post Office box": "Mrs Chowdhury empties it into a carrier bag for Kath, tues + fri",
}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ISSUES, key, record)
for key, text in CONTACTS_LIST.items():
    store.put(CONTACTS, key, {"who": text})

question = "which printer's doing the April issue?"
issues = store.search(ISSUES, limit=50)
contacts = store.search(CONTACTS, limit=50)
context = ["Today is Tue 21 March 2028. You are talking to Bob, who does the two farm rounds."] + \
          [f"{e.key}: {flat(e.value)}" for e in issues] + [f"{c.key}: {c.value['who']}" for c in contacts]
assert any(c.startswith("Apr 2028") and "Weald Print, Burgess Hill" in c for c in context), context
assert any(c.startswith("Mar 2028") and "Downland Print, Hassocks" in c for c in context), context
reply = answer(question, context, mock="Weald Print in Burgess Hill - they're dropping the boxes at the village hall "
                                       "on Saturday 1 April.")
finish(question, expected="Downland Print in Hassocks", actual=reply)
