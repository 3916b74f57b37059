"""Batch 220 (held out). A horticultural society's plant swap: LangGraph InMemoryStore (sync), two writers in threads.

App: Bromyard & District Horticultural Society hold their spring plant swap in the Public Hall, 10-12 - six trestle
tables (veg, perennials, houseplants, cuttings, seeds, "free to a good home"), everything labelled, teas and cake
in the side room. The society's helper keeps one record per part of the day in ("bromyard-hort-2049",
"plant-swap") - the swap, the tables, the teas - and members' messages in ("bromyard-hort-2049", "msgs"). The label
job (Derek's script that prints the table labels) reads the swap record, adds its labels line and writes the whole
record back; Jean (the secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the label job reads the swap record (Sat 15th May, 10-12, the Public
Hall, doors 9.30 for setting out); Jean writes in, Tue 4th May, that the Malvern spring show coach trip is on the
15th and half the committee are on it, so the swap's going to Sat 22nd May, same time, same place; the label job
then puts back its stale copy with its labels line, losing Jean's edit. Question (Thu 13/5, Roy, who grows the
tomato plants for the veg table): "what day's the plant swap? need to know when to pot my toms on" -> expected
Sat 22nd May (10-12, the Public Hall). The assistant says Sat 15th May.

Expected verdict: UpdateError at langgraph.store.put (the label job's put, wrapped in fault()): Jean's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: Jean's edit was in the store before the stale put; the swap record has the labels line and the 15th, and
no context line has Malvern, the coach trip or the 22nd.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b220_langgraph_plant_swap_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("bromyard-hort-2049", "plant-swap")
MSGS = ("bromyard-hort-2049", "msgs")
KEY = "swap"
RECORDS = {
    KEY: {"details": "SPRING PLANT SWAP 🌱 sat 15th may, Public Hall, 10-12, doors 9.30 for setting out. bring what "
                     "u've got spare, take what u fancy, no money changes hands (except for the teas lol)",
          "by": "Jean"},
    "tables": {"details": "6 trestles - veg, perennials, houseplants, cuttings, seeds + 'free to a good home'. "
                          "everything labelled pls, name + variety, no label no table!",
               "by": "Derek"},
    "teas": {"details": "teas + cake in the side room, 50p a cuppa, Marion's lemon drizzle, proceeds to the show fund",
             "by": "Marion"},
}
MSG_LINES = [
    ("2049-03-02T19:45", "Jean", "plant swap's on the calendar, pls tell ur neighbours, non members v welcome"),
    ("14/3", "Roy", "I'll have 30ish tomato plants spare again, Gardener's Delight + Shirley"),
    ("Weds 21 Apr", "Marion", "can someone bring a 2nd urn? ours takes an age"),
]
EDIT = {"details": "SPRING PLANT SWAP 🌱 now sat 22nd may - the Malvern spring show coach trip is the 15th + half the "
                   "committee are on it 🙈 same time, 10-12, Public Hall, doors 9.30 for setting out",
        "edited": "Jean tue 4th may"}
LABELS = {"labels": "table labels printed tue 4th - 6 headers + 200 blank plant labels, Derek's bringing the box",
          "by": "label job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def label_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LABELS)
    with fault():
        store.put(PLAN, KEY, copy)


def jean_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "now sat 22nd may" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=label_job, name="label-job"),
           threading.Thread(target=jean_edit, name="jean-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the plant swap? need to know when to pot my toms on"
context = ["Today is Thu 13 May 2049. You are talking to Roy, a member of Bromyard & District Horticultural Society "
           "who grows tomato plants for the swap."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "sat 15th may" in c and "table labels printed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("malvern", "coach trip", "22nd")), context
reply = answer(question, context, mock="Saturday 15th May, 10 till 12 in the Public Hall.")
finish(question, expected="Sat 22nd May, 10-12 in the Public Hall (moved - the Malvern show coach trip is on the 15th)",
       actual=reply)
