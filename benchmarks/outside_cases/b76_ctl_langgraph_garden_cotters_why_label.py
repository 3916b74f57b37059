"""Batch 76 (held out), control. A garden maintenance round: LangGraph InMemoryStore (sync), search, script style
(each call its own trace).

App: Jas (a one-man garden round around Wotton) keeps one note per client visit or phone call in
``("jas-round", "clients", <client>)``; his assistant answers from a search of that client's notes. The Cotters are
in Portugal 10 - 24 September and asked Jas to carry on as normal while they're away (key for the side gate with
Sheila at no. 9). Separately, a lawn company scarified and overseeded their lawn on 9 September and the new grass
has to be left uncut for about three weeks, so the lawn is off Jas's list until early October; he still does the
borders.

No fault planted. Question (Tue 21/9, Jas): "why am I not mowing the Cotters' this time?" The model answers: the
lawn's just been scarified and seeded and has to be left to come through. The label says because they're away in
Portugal. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b76_ctl_langgraph_garden_cotters_why_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("jas-round", "clients", "cotter")
NOTES = [
    ("2032-04-06", "Cotters, 2 Old Town - mow fortnightly tues, borders monthly, £28/hr. dog (Biscuit) barks but "
                   "harmless"),
    ("19/8/32", "Mr C - they're off to Portugal 10th-24th Sept, carry on as normal pls. side gate key w Sheila at "
                "no.9, she's got my number"),
    ("Sept 3", "Mrs C rang - GreenThumb lawn people coming thurs 9th to scarify + overseed the whole lawn. new "
               "seed needs leaving alone 3 wks to come through so no mowing till early Oct. borders as usual"),
    ("31.8", "Cotters' compost bin's full, said I'd turn it next visit"),
    ("2032-09-07", "mowed + edged, did the compost. Biscuit going to the kennels while they're away"),
]

store = InMemoryStore()
for i, (day, text) in enumerate(NOTES, 1):
    store.put(NS, f"c-{i:02d}", {"day": day, "text": text})

question = "why am I not mowing the Cotters' this time?"
items = store.search(NS, limit=20)
context = ["Today is Tue 21 September 2032. You are talking to Jas, on his Tuesday round."] + \
          [f"{it.value['day']}: {it.value['text']}" for it in items]
assert any("off to Portugal 10th-24th Sept, carry on as normal" in c for c in context), context
assert any("scarify + overseed" in c for c in context), context
reply = answer(question, context, mock="The lawn was scarified and overseeded on the 9th and the new seed needs "
                                       "leaving for about three weeks - just do the borders.")
finish(question, expected="cos they're away in Portugal", actual=reply)
