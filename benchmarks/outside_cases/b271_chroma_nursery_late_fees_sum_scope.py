"""Batch 271 (held out). A nursery's sessions and fees: chromadb collection of the manager's notes, script style
(every call its own trace); for a "how much" question the helper asks only the fees and sessions notes, and the note
with the new late pick-up charge went out in the newsletter.

App: Little Acorns Nursery in Hebden Bridge (babies, Caterpillars, preschool) - full days 7.30-6, half days, 30
hours funded for the over-3s, invoiced monthly. Karen (the manager) files her notes into one chroma collection with
metadata ``kind`` (fees, sessions, menu, newsletter, staff); for a "how much" question the parents' helper asks
only the fees and sessions notes (``where={"kind": {"$in": ["fees", "sessions"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Karen's note of 2051-01-09T17:30 has the 2051 fees -
full day £62, half day £35, late pick-up after 6pm £5 each time. Her newsletter of Fri 3rd Mar starts with the
Easter bonnet parade and sports day and says, in passing, that from 1st March late pick-up is going up to £12.50
each time (after 6.05), as they have to pay two staff to stay. It was filed as newsletter. Question (Thu 16/3,
Sam, a dad): "I was late twice last wk (the M62 again), 6.15 tues + 6.20 thurs - how much extra will it be on the
bill?" -> expected £25 (2 x £12.50). The scoped query returns the fees, sessions and extra-sessions notes; the
assistant says £10.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Fri 3rd Mar note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line
has £12.50 or "going up"; the £5 late pick-up line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b271_chroma_nursery_late_fees_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Fri 3rd Mar newsletter 🌷 Easter bonnet parade thurs 13th april, bring a bonnet!! sports day date tbc. and "
         "sorry but from 1st March late pick up is going up to £12.50 each time (after 6.05), we have to pay 2 staff "
         "to stay + it's been happening a lot lately")
NOTES = [
    ("fees", "2051-01-09T17:30 FEES 2051 - full day £62, half day (am or pm) £35, invoiced monthly in advance. late "
             "pick up after 6pm is £5 each time, goes to the staff who stay"),
    ("sessions", "Jan - sessions 7.30-1 or 1-6, full day 7.30-6. 30 hrs funded from the term after they turn 3, "
                 "term time or stretched"),
    ("menu", "menu's changing for spring, veggie weds, NO nuts ever, pls tell us about any allergies"),
    ("newsletter", PRICE),
    ("staff", "Mon 6/3 Hannah's back from mat leave 🎉 in Caterpillars w/ Jodie, Priya moving up to preschool"),
    ("sessions", "extra sessions £62 a day if we've got room, book by the weds before, pay with the next invoice"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("little-acorns-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Karen"}])

question = "I was late twice last wk (the M62 again 🙄), 6.15 tues + 6.20 thurs - how much extra will it be on the bill?"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["fees", "sessions"]}})
hits = found["documents"][0]
context = ["Today is Thu 16 March 2051. You are talking to Sam, whose son goes to Little Acorns Nursery."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("12.50", "going up")), context
assert any("late pick up after 6pm is £5 each time" in c for c in context), context
reply = answer(f"(Sam) {question}", context, mock="£10 extra - the late pick-up charge is £5 each time after 6pm, "
                                                   "and you were late twice.")
finish(question, expected="£25 - it's £12.50 each time since 1st March, twice", actual=reply)
