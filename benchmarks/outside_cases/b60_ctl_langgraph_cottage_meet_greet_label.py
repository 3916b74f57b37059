"""Batch 60 (held out), control. A holiday cottage cleaning firm's property records: LangGraph InMemoryStore (sync),
script style.

App: Fresh Start Changeovers keep one record per cottage in ``("fresh-start", "cottages")`` plus team notes in
``("fresh-start", "notes")``. Lilac Cottage's record says the owner, Mr Hoskin, meets the guests himself. He is
having his knee done on Fri 9 July and can't drive for a fortnight, so Jess (the team leader on the St Ives side)
is meeting the Saturday guests at Lilac for him; nobody touched the cottage record, the note says it.

No fault planted. Question (Fri 9/7, Kayleigh on the Lilac changeover): "is Mr Hoskin meeting the guests at Lilac
tomorrow?" The model answers no, Jess is, right per memory. The label says yes, he always does. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b60_ctl_langgraph_cottage_meet_greet_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

COTTAGES = ("fresh-start", "cottages")
NOTES = ("fresh-start", "notes")
RECORDS = {
    "Lilac Cottage": {"where": "Carbis Bay", "sleeps": "4", "changeover": "sat (fri in low season), out 10 in 3",
                      "guests met by": "the owner, Mr Hoskin, always - he likes to show them the hot tub",
                      "keys": "keysafe by the back door 4471"},
    "Harbour View": {"where": "St Ives", "sleeps": "6", "changeover": "sat, out 10 in 4",
                     "guests met by": "nobody, keysafe 2290", "keys": "keysafe"},
    "The Net Loft": {"where": "Hayle", "sleeps": "2", "changeover": "sat, out 10 in 4",
                     "guests met by": "agency", "keys": "agency office"},
}
TEAM_NOTES = [
    ("1/7", "Bev", "summer rota up on the fridge, Kayleigh + Jess on Lilac + Harbour View sats"),
    ("July 5th", "Bev", "Mr Hoskin's knee op is fri 9th at Treliske, no driving for 2 wks. Jess is doing the "
                        "hello + hot tub talk at Lilac for him sat 10th + 17th, he's giving her £20 each time"),
    ("7.7.27", "Jess", "got the spare key off Mr H for the 10th, it's on my ring w the pink tag"),
    ("Thu 8th", "Kayleigh", "Lilac hot tub chemicals low, bought a tub from Poolside £28, receipt in the van"),
]

store = InMemoryStore()
for key, value in RECORDS.items():
    store.put(COTTAGES, key, value)
for i, (day, who, text) in enumerate(TEAM_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

question = "is Mr Hoskin meeting the guests at Lilac tomorrow?"
cottages = store.search(COTTAGES, limit=20)
notes = store.search(NOTES, limit=20)
context = ["Today is Fri 9 July 2027."] + \
          [f"{c.key}: " + "; ".join(f"{k}: {v}" for k, v in c.value.items()) for c in cottages] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any("the owner, Mr Hoskin, always" in c for c in context), context
assert any("Jess is doing the hello + hot tub talk at Lilac" in c for c in context), context
reply = answer(question, context, mock="No - he's had his knee done today and can't drive, so Jess is meeting them "
                                       "and doing the hot tub talk.")
finish(question, expected="yes, he always meets Lilac's guests himself", actual=reply)
