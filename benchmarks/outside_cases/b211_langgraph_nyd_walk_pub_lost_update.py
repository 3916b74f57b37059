"""Batch 211 (held out). A walking group's New Year's Day walk: LangGraph InMemoryStore (sync), two writers in threads.

App: the Onny Valley Ramblers do their New Year's Day walk on Weds 1st Jan 2048 - about 8 miles from Bishop's Castle
up over the Kerry Ridgeway and back, then a pub lunch, lifts from Craven Arms for the ones who don't drive. The
group's helper keeps one record per part of the day in ("onny-valley-nyd-2048", "plan") - the route, the lunch, the
lifts - and members' messages in ("onny-valley-nyd-2048", "msgs"). The pre-order job (Brian, collecting everyone's
menu choices) reads the lunch record, adds the pre-order line, and writes the whole record back; Linda (who books
the pubs) edits the same record at the same time.

Planted fault (UpdateError, lost update): the pre-order job reads the lunch record (the Three Tuns in Bishop's Castle,
table for 18 at 1.30ish, roast or the veggie pie); Linda writes in, Sat 28/12, that the Tuns have only just told her
they're shut New Year's Day this year - staff holiday - so she's booked the Castle Hotel at the top of the town
instead, same time, 18 in the back bar; the pre-order job then puts back its stale copy with its pre-order line,
losing Linda's edit. Question (Mon 30/12, Jean): "which pub are we having lunch at? my sister's going to meet us
there instead of doing the walk" -> expected the Castle Hotel (top of the town). The assistant says the Three Tuns.

Expected verdict: UpdateError at langgraph.store.put (the pre-order job's put, wrapped in fault()): Linda's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
place. Asserted: Linda's edit was in the store before the stale put; the lunch record has the pre-order line and the
Three Tuns, and no context line mentions the Castle Hotel or the Tuns being shut.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b211_langgraph_nyd_walk_pub_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("onny-valley-nyd-2048", "plan")
MSGS = ("onny-valley-nyd-2048", "msgs")
KEY = "lunch"
RECORDS = {
    KEY: {"pub": "the Three Tuns, Bishop's Castle - table for 18, 1.30ish, roast or the veggie pie",
          "notes": "muddy boots in the porch pls, they've been v good to us",
          "booked": "Linda 2047-11-18T20:05"},
    "route": {"details": "~8 miles, Bishop's Castle up the Kerry Ridgeway + back via Bishop's Moat, meet 9.30 by the "
                         "town hall, walking by 9.45. one stile that's a bit of a scramble", "by": "Mike"},
    "lifts": {"details": "lifts from Craven Arms station car park 9.05 - Mike's got 3 seats, Sue 2, Colin 4 (the "
                         "van)", "by": "Sue"},
}
MSG_LINES = [
    ("2047-12-02T19:30", "Mike", "NYD walk's on!! 🥾 weds 1st jan, Kerry Ridgeway, bring a flask + ur head torch just "
                                 "in case"),
    ("9/12", "Jean", "count me in, can I have a lift from Craven Arms? knee's ok now"),
    ("Tue 24th", "Colin", "forecast says dry but cold, gaiters defo, the ridgeway'll be a bog by the gate"),
]
EDIT = {"pub": "the Tuns have only just told me they're shut NYD this yr (staff holiday 🙄) so I've booked the Castle "
               "Hotel at the top of the town instead - same time, 18 of us in the back bar",
        "edited": "Linda sat 28/12"}
PREORDER = {"preorder": "Brian collecting choices by sun 29th - 11 roast, 5 veggie pie, 2 soup only so far",
            "by": "pre-order job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def preorder_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PREORDER)
    with fault():
        store.put(PLAN, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Castle Hotel" in store.get(PLAN, KEY).value["pub"]
    edit_done.set()


threads = [threading.Thread(target=preorder_job, name="preorder-job"),
           threading.Thread(target=linda_edit, name="linda-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which pub are we having lunch at? my sister's going to meet us there instead of doing the walk"
context = ["Today is Mon 30 Dec 2047. You are talking to Jean, a member of the Onny Valley Ramblers; the New Year's "
           "Day walk is Weds 1 Jan 2048."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "the Three Tuns, Bishop's Castle" in c and "Brian collecting choices" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("castle hotel", "shut nyd", "staff holiday")), context
reply = answer(question, context, mock="The Three Tuns in Bishop's Castle - table for 18 at about 1.30.")
finish(question, expected="the Castle Hotel at the top of Bishop's Castle (the Three Tuns are shut New Year's Day), "
                          "about 1.30", actual=reply)
