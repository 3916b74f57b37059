"""Batch 98 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root span
per turn.

App: the Stevenage & District Beekeepers keep their events in ("sdbka", "events") and the committee's notes in
("sdbka", "notes"); each update is its own turn; the members' helper answers from both.

Memory: the extraction day record says Sat 16/8, 10-4, in the Shephall village hall kitchen as usual; a committee
note of 22/7 says the hall kitchen is being gutted and refitted all August (builders in from 28/7), Jenny has said
have it in her barn at Rushden Farm (water, a hard floor, and the doors shut against the wasps) and everyone was
happy with that; another note says bring your own buckets. Question (Mon 11/8, Rachel, a first-year member): "where
do i go on saturday for the honey extraction?" The assistant says Jenny's barn at Rushden Farm. The label says the
village hall kitchen in Shephall.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b98_ctl_langgraph_apiary_extraction_place_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("sdbka", "events")
NOTES = ("sdbka", "notes")
STEPS = [
    (EVENTS, "extraction-2036", {"what": "extraction day", "when": "sat 16/8 10-4",
                                 "where": "Shephall village hall kitchen as usual",
                                 "bring": "your own buckets + a clean tea towel or 2"}),
    (EVENTS, "honey-show-2036", {"what": "honey show", "when": "20/9", "where": "Knebworth, the tithe barn",
                                 "bring": "2 matching jars per class, entries by 6/9"}),
    (NOTES, "n-01", {"day": "22/7", "from": "Margaret (sec)",
                     "text": "hall kitchen being gutted + refitted all of Aug, builders in from 28/7. Jenny says "
                             "have it in her barn at Rushden Farm - water, hard floor + we can shut the doors on the "
                             "wasps. all happy w that"}),
    (NOTES, "n-02", {"day": "3.8", "from": "Eric", "text": "clearer boards go on weds 13th, supers off fri eve"}),
    (NOTES, "n-03", {"day": "5 Aug", "from": "Jim", "text": "extractor's had a service, the tap on tank 2 drips, "
                                                            "bring a jam jar to stand under it"}),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for i, (ns, key, value) in enumerate(STEPS, 1):
    with turn_span(f"update-{i} {key}"):
        store.put(ns, key, value)

question = "where do i go on saturday for the honey extraction?"
with turn_span("question Mon 11/8"):
    context = ["Today is Mon 11 August 2036. You are talking to Rachel, a first-year member."] + \
              [f"{r.key}: {flat(r.value)}" for r in store.search(EVENTS, limit=10)] + \
              [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
    assert any("Shephall village hall kitchen" in c for c in context), context
    assert any("her barn at Rushden Farm" in c for c in context), context
    reply = answer(question, context, mock="Jenny's barn at Rushden Farm - 10 till 4 on Saturday, bring your own "
                                           "buckets.")
finish(question, expected="the kitchen at Shephall village hall", actual=reply)
