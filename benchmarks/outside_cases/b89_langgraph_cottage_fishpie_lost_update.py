"""Batch 89 (held out). A family's holiday cottage week in Cornwall: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Marsh family (Gran and Grandad, two grown-up children and their families, 11 people) share a planner for
their week at Trevose Barn, Sat 6 - Sat 13 Aug 2033: plan records in ("trevose", "plan") (rooms, meals, trips),
family chat lines in ("trevose", "chat"). Kate's shopping job reads the meals record, adds the big-shop list for the
Tesco delivery and writes the whole record back; Tom edits the same record from his phone at the same time.

Planted fault (UpdateError, lost update): the shopping job reads the meals record (Wed Gran's fish pie, Thu Rob's
curry); Tom then writes his edit (the fish man only brings his van round Padstow on Thursdays, so Gran's fish pie
goes on Thursday and Rob does his curry on Wednesday) and the shopping job puts back its stale copy with the list
added, losing Tom's edit. Question (Mon 8/8, Gran): "which night am I doing my fish pie, love?" -> expected
Thursday. The assistant says Wednesday.

Expected verdict: UpdateError at langgraph.store.put (the shopping job's put, wrapped in fault()). Asserted: Tom's
edit was in the store before the stale put; the meals record has the shopping list and the Wednesday fish pie, and
nothing in the context has Tom's edit.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b89_langgraph_cottage_fishpie_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("trevose", "plan")
CHAT = ("trevose", "chat")
KEY = "meals"
RECORDS = {
    KEY: {"sat": "arrival - chippy in Padstow (Rick Stein's queue, or the other one)",
          "sun": "roast, Kate + Tom", "mon": "bbq if dry, sausages + burgers", "tue": "pub - the Cornish Arms, booked 7pm",
          "wed": "Gran's fish pie (she's bringing her dish!)", "thu": "Rob's chicken curry + rice",
          "fri": "leftovers / pasties, last night"},
    "rooms": {"main": "Gran + Grandad (downstairs, ensuite)", "double": "Kate + Tom", "twin": "Rob + Jen",
              "bunk room": "Alfie, Josh, Lily", "cot": "baby Ava in with Rob + Jen"},
    "trips": {"mon": "Eden Project (pre-booked 10am, £38 family ticket x2 + Gran/Grandad concessions)",
              "wed": "Camel Trail bikes from Padstow, Trail Bike Hire 9.30", "fri": "beach day Constantine Bay"},
}
CHAT_LINES = [
    ("30/7", "Gran", "I'll bring my big pie dish and the white sauce packets, they never have the right ones down there"),
    ("2.8.33", "Rob", "curry's on me one night, I'll bring the spices"),
    ("4/8", "Jen", "Ava's travel cot fits in the boot after all so no need to hire one, yay"),
    ("5/8", "Kate", "tesco delivery booked sun 7/8 between 4-5pm, add anything to the list by sat night"),
]
EDIT = {"wed": "Rob's chicken curry + rice", "thu": "Gran's fish pie - fresh haddock + smoked from the fish van, he's "
                                                    "only round on thursdays (she's bringing her dish)"}
LIST = {"big_shop": "milk x6, bread x4, eggs 24, butter, cheddar, bacon, sausages x3, burgers, baps, salad, "
                    "potatoes 5kg, rice, chicken thighs 2kg, peas, custard creams, wine, G&T"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def shopping_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LIST)
    with fault():
        store.put(PLAN, KEY, copy)


def tom_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT, "edited": "Tom 5/8 22:40"})
    assert "fish pie" in store.get(PLAN, KEY).value["thu"]
    edit_done.set()


threads = [threading.Thread(target=shopping_job, name="shopping-job"),
           threading.Thread(target=tom_edit, name="tom-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which night am I doing my fish pie, love?"
context = ["Today is Mon 8 August 2033. You are talking to Gran."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{c.value['day']} {c.value['from']}: {c.value['text']}" for c in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY) and "wed: Gran's fish pie" in c and "big_shop" in c for c in context), context
assert not any("Tom 5/8" in c or "thu: Gran's fish pie" in c for c in context), context
reply = answer(question, context, mock="Wednesday - your fish pie's down for Wednesday night, and Rob's doing his "
                                       "curry on Thursday.")
finish(question, expected="Thursday - the fish van only comes round then", actual=reply)
