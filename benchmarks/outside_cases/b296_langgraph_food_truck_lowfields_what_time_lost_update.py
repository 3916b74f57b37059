"""Batch 296 (held out). A food truck's weekly pitches: LangGraph InMemoryStore (sync), two writers in threads.

App: Smoke & Oak (a BBQ food truck, Joe and Kelly) park up at a different business park or estate each weekday
lunchtime round Halifax in 2050, and do the Piece Hall on a Saturday. The truck's helper keeps one record per pitch
in ("smoke-and-oak-2050", "pitches") - Lowfields (mon, weds, fri), Calder Trading Estate (tues), the hospital (thurs),
the Piece Hall (sat) - and customers' messages in ("smoke-and-oak-2050", "msgs"). The socials job (Kelly's script
that posts the week's pitches to Instagram) reads the Lowfields record, adds when it last posted and writes the
whole record back; Joe edits the same record at the same time.

Planted fault (UpdateError, lost update): the socials job reads the Lowfields record (mon/weds/fri 12-2.30 by the
gatehouse, card or cash, pre-orders by 10); Joe writes in, Sun 18th May, that the park's canteen has reopened and
does lunch from 12, so from this week they're 11.30-2 at Lowfields to catch people first, still by the gatehouse,
pre-orders now by 9.30; the socials job then puts back its stale copy with its "posted" line, losing Joe's edit.
Question (Tue 20/5, Marcus at a firm on Lowfields): "what time are you at Lowfields tomorrow? I've got a meeting
till 12 and don't want to miss you" -> expected 11.30 till 2 (moved earlier since the canteen reopened). The
assistant says 12 till 2.30.

Expected verdict: UpdateError at langgraph.store.put (the socials job's put, wrapped in fault()): Joe's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the time.
Asserted: Joe's edit was in the store before the stale put; the Lowfields record has the posted line and 12-2.30,
and no context line has 11.30, "canteen" or 9.30.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b296_langgraph_food_truck_lowfields_what_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PITCHES = ("smoke-and-oak-2050", "pitches")
MSGS = ("smoke-and-oak-2050", "msgs")
KEY = "lowfields"
RECORDS = {
    KEY: {"details": "Lowfields Business Park mon, weds + fri 12-2.30 by the gatehouse 🔥 card or cash, office "
                     "pre-orders by 10 (text Joe)",
          "by": "Joe"},
    "calder": {"details": "Calder Trading Est tues 12-2, outside the tile place, they let us use their loo 🙏",
               "by": "Joe"},
    "hospital": {"details": "Calderdale Royal thurs 11.30-2.30 staff car park B, NHS staff 10% off w/ a badge",
                 "by": "Kelly"},
    "piece-hall": {"details": "Piece Hall sat 11-4 by the north gate, weather permitting, £40 pitch fee to the "
                              "council",
                   "by": "Kelly"},
}
MSG_LINES = [
    ("2050-05-02 13:10", "Anita (Lowfields)", "can we do 12 baps on a pre order fri? - Joe: course u can"),
    ("9/5", "Dev", "is the jackfruit on every day? - Kelly: weds + fri only for now"),
    ("Thu 15th May", "Sam", "do you do gluten free buns? - Joe: yep, 50p extra, ask at the hatch"),
]
EDIT = {"details": "Lowfields Business Park mon, weds + fri - canteen's reopened + does lunch from 12 😤 so from "
                   "this wk we're 11.30-2 to catch em first, still by the gatehouse. card or cash, pre-orders by 9.30 "
                   "now",
        "edited": "Joe sun 18th May"}
POSTED = {"posted": "week's pitches posted to insta fri 16/5 6pm", "by": "socials job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PITCHES, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def socials_job() -> None:
    copy = dict(store.get(PITCHES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(POSTED)
    with fault():
        store.put(PITCHES, KEY, copy)


def joe_edit() -> None:
    read_done.wait()
    item = store.get(PITCHES, KEY)
    store.put(PITCHES, KEY, {**item.value, **EDIT})
    assert "from this wk we're 11.30-2" in store.get(PITCHES, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=socials_job, name="socials-job"),
           threading.Thread(target=joe_edit, name="joe-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time are you at Lowfields tomorrow? I've got a meeting till 12 and don't want to miss you"
context = ["Today is Tue 20 May 2050. You are talking to Marcus, who works at a firm on Lowfields Business Park."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PITCHES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "12-2.30 by the gatehouse" in c and "posted to insta" in c
           for c in context), context
assert not any(w in c.lower() for c in context if c.startswith(KEY + ":") for w in ("11.30", "canteen", "9.30")), \
    context
assert not any(w in c.lower() for c in context for w in ("canteen", "9.30")), context
reply = answer(f"(Marcus) {question}", context,
               mock="We're at Lowfields 12 till 2.30 tomorrow, by the gatehouse - plenty of time after your meeting.")
finish(question, expected="11.30 till 2 - they moved it earlier since the park's canteen reopened", actual=reply)
