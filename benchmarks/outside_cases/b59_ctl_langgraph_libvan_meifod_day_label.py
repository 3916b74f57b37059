"""Batch 59 (held out), control. A mobile library van's stops: LangGraph InMemoryStore (sync), script style.

App: Rhian drives the Montgomeryshire mobile library van and keeps one record per stop in ``("mobile-library",
"stops")`` plus her notes in ``("mobile-library", "notes")``. Meifod's stop is Wednesdays in the school yard. In the
week of the Meifod show (the last week of August) the van is in the garage on the Wednesday for new tyres, and the
show committee asked for the van on the show field on the Friday, which Rhian agreed to. She never touched Meifod's
stop record; the notes say it.

No fault planted. Question (Thu 20/8, Ann): "what day are we at Meifod next week?" The model answers Friday the 28th,
right per memory. The label says Wednesday, in the school yard as usual. Expected verdict: AnnotationError (the
label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b59_ctl_langgraph_libvan_meifod_day_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

STOPS = ("mobile-library", "stops")
NOTES = ("mobile-library", "notes")
RECORDS = {
    "Llanfair Caereinion": {"when": "thurs 10.15-10.45", "where": "by the chapel", "regulars": "Evans twins, "
                                                                                           "Mr Rowlands"},
    "Meifod": {"when": "weds 11.00-11.40", "where": "school yard (hols: the car park by the Kings Head)",
               "regulars": "the school, Mrs Jenkins (audio books)"},
    "Pontrobert": {"when": "tues 1.40-2.25", "where": "outside the village hall", "regulars": "Mr Bebb"},
    "Welshpool": {"when": "tues 2.00-3.15 wait no, 3.30-4.30 since June", "where": "Berriew St car park",
                  "regulars": "Mrs Pugh (large print)"},
}
RHIAN_NOTES = [
    ("3/8", "summer reading challenge stickers - 2 rolls left, ask HQ"),
    ("12th Aug", "van booked in at Pryce's garage Newtown weds 26/8 all day for the 4 tyres, no morning run that "
                 "day"),
    ("14/08/26", "Meifod show's sat 29th - Gwen from the show cttee asked could we come fri 28th 10-12 on the show "
                 "field by the top gate while they're setting up, lots of families about. told her go on then"),
    ("18.8", "Ann + me fri 28th, Bryn has the grandkids"),
]

store = InMemoryStore()
for key, value in RECORDS.items():
    store.put(STOPS, key, value)
for i, (day, text) in enumerate(RHIAN_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": "Rhian", "text": text})

question = "what day are we at Meifod next week?"
stops = store.search(STOPS, limit=20)
notes = store.search(NOTES, limit=20)
context = ["Today is Thu 20 Aug 2026. You are talking to Ann."] + \
          [f"{s.key}: " + "; ".join(f"{k}: {v}" for k, v in s.value.items()) for s in stops] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith("Meifod:") and "weds 11.00-11.40" in c for c in context), context
assert any("weds 26/8 all day for the 4 tyres" in c for c in context), context
assert any("come fri 28th 10-12 on the show field" in c for c in context), context
reply = answer(question, context, mock="Friday the 28th, 10 till 12 on the show field by the top gate - the van's at "
                                       "Pryce's for tyres on the Wednesday.")
finish(question, expected="Wednesday, 11 till 11.40 at the school yard as usual", actual=reply)
