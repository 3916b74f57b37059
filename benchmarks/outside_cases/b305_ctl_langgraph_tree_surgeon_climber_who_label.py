"""Batch 305 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), script style
(every call its own trace): the week's rota and the crew's messages put into the store, then the question's search.

App: Calder Arb (Dave, the owner, with Ryan, Liam and Josh) keep the week's rota in ("calder-arb-2051", "rota"), one
record per day, and the crew's messages in ("calder-arb-2051", "msgs"); Sam in the office asks the helper things
for the paperwork.

Memory: the rota for Tue 15th Aug - the Fairfield poplars (the row of 6 along the beck, sections down, rig over the
fence), Liam climbing, Ryan and Josh on the ground and the chipper, Dave rigging; Thu 10/8 Dave - the Fairfields
have moved the caravan so there's room for the chipper on the drive; Sat 12/8 Liam - done his wrist at 5-a-side,
it's strapped, the doc says no climbing for 2 weeks, he can still drive and do the ground; Sun 13th Dave - right,
Josh is climbing the poplars Tuesday then, he's done his CS39 so he's fine, Liam on the ground with Ryan. Question
(Mon 14/8, Sam): "who's climbing at Fairfield tmrw? need the name for the risk assessment + the aerial rescue plan"
The assistant says Josh (Liam's off climbing for 2 weeks with his wrist; he's on the ground). The label says Liam.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b305_ctl_langgraph_tree_surgeon_climber_who_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("calder-arb-2051", "rota")
MSGS = ("calder-arb-2051", "msgs")
DAYS = {
    "mon-14": {"job": "Hendersons 22 Moor End - reduce the 2 apples 30% + the hedge", "crew": "Ryan + Josh"},
    "tue-15": {"job": "Fairfield poplars - the row of 6 along the beck, sections down, rig over the fence 🌳",
               "crew": "Liam climbing, Ryan + Josh ground/chipper, Dave rigging"},
    "wed-16": {"job": "Mrs Pickles 7 Rose Bank - the sycamore (council's ok'd it now), fell + stump grind",
               "crew": "all 4"},
}
LINES = [
    ("Thu 10/8", "Dave", "the Fairfields have moved the caravan so there's room for the chipper on the drive 👌"),
    ("Sat 12/8", "Liam", "done my wrist at 5-a-side 🤦 it's strapped, doc says no climbing for 2 wks. I can still "
                         "drive + do the ground"),
    ("Sun 13th", "Dave", "right, Josh is climbing the poplars tues then, he's done his CS39 so he's fine. Liam on the "
                         "ground w/ Ryan, I'll rig"),
]

store = InMemoryStore()
for day, record in DAYS.items():
    store.put(ROTA, day, record)
for i, (day, who, text) in enumerate(LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

question = "who's climbing at Fairfield tmrw? need the name for the risk assessment + the aerial rescue plan"
context = ["Today is Mon 14 August 2051. You are talking to Sam, who does the office for Calder Arb (tree surgeons)."]
context += [f"rota {r.key}: " + "; ".join(f"{k}: {v}" for k, v in r.value.items()) for r in store.search(ROTA, limit=10)]
context += [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any("Fairfield poplars" in c and "Liam climbing" in c for c in context), context
assert any("no climbing for 2 wks" in c for c in context), context
assert any("Josh is climbing the poplars tues then" in c for c in context), context
reply = answer(f"(Sam) {question}", context,
               mock="Josh - Liam's hurt his wrist and can't climb for 2 weeks, so Josh (CS39) is climbing the poplars "
                    "and Liam's on the ground with Ryan; Dave's rigging.")
finish(question, expected="Liam", actual=reply)
