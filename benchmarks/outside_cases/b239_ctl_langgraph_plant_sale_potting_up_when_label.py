"""Batch 239 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers in
threads (the coordinator and the grower each put their own notes under their own keys), then the question's search.

App: Shelf Community Garden grow veg plants, herbs and bedding over the spring for their plant sale in May (money to
the new polytunnel); before that there are Saturday work sessions to sow, prick out and pot up. Dee (the
coordinator) and Ken (the grower) put their notes into the garden's helper under ("shelf-garden-2051", "notes");
volunteers ask it things.

Memory: Dee, Weds 1st March - potting up session the Saturday after next (the 11th), 10 till 12, bring a trowel and
gloves, compost's in; Ken, 3/3 - 200 free 9cm pots from the nursery on Bradford Rd; Dee, Mon 6th - the Rotary fun
run is coming right past the gate on the Saturday and they've got the lane coned off, so potting up's the Sunday
instead (the 12th), same time; Ken, 2051-03-07T18:00 - tomato seedlings are up, don't let anyone water them from the
big can. Question (Thu 9/3, Linda): "when's the potting up? want to put it on the calendar" The assistant says Sunday
12th March, 10 till 12 - moved off the Saturday for the fun run. The label says Saturday 11th March.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b239_ctl_langgraph_plant_sale_potting_up_when_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("shelf-garden-2051", "notes")
NOTES = {
    "dee": [("Weds 1st March", "potting up session the sat after next (11th) 10 till 12 🌱 bring a trowel + gloves, "
                               "compost's in, Ken's got the labels"),
            ("Mon 6th", "the Rotary fun run's coming right past the gate on the sat + they've got the lane coned off "
                        "🙄 so potting up's the sunday instead (12th), same time. tea + biscuits as usual")],
    "ken": [("3/3", "200 x 9cm pots free from the nursery on Bradford Rd!! in the shed, don't let anyone use them for "
                    "the slug traps"),
            ("2051-03-07T18:00", "tomato seedlings are up 🍅 DON'T let anyone water them from the big can, they'll "
                                 "flatten, use the little rose one")],
}

store = InMemoryStore()


def put_notes(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        store.put(NS, f"{who}-{i}", {"day": day, "from": who, "text": text})


threads = [threading.Thread(target=put_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the potting up? want to put it on the calendar"
context = ["Today is Thu 9 March 2051. You are talking to Linda, a volunteer at Shelf Community Garden."] + \
          [f"{r.value['day']} {r.value['from']}: {r.value['text']}" for r in store.search(NS, limit=50)]
assert any("potting up session the sat after next (11th)" in c for c in context), context
assert any("so potting up's the sunday instead (12th), same time" in c for c in context), context
reply = answer(f"(Linda) {question}", context,
               mock="Sunday 12th March, 10 till 12 - it was the Saturday but the Rotary fun run's closing the lane, "
                    "so it's moved to the Sunday. Bring a trowel and gloves.")
finish(question, expected="Saturday 11th March", actual=reply)
