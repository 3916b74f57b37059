"""Batch 264 (held out). A swimming teacher's private lessons: LangGraph InMemoryStore (sync), two writers in
threads.

App: Rachel teaches private swimming lessons on Saturday mornings in lane 1 of the Riverside Hotel pool - 30 minute
one-to-ones, paid in blocks of four. Her helper keeps one record per part of it in ("rachel-swims-2051", "plan") -
the Saturday timetable, the pool, the prices, the stages - and parents' messages in ("rachel-swims-2051", "msgs").
The payments sync (a little job that copies who's paid from her booking app into the helper) reads the timetable
record, adds who's paid and writes the whole record back; Rachel edits the same record at the same time.

Planted fault (UpdateError, lost update): the payments sync reads the timetable (8.30 Isla, 9.00 Amara, 9.30 Jacob,
10.00 Mr Levy, 10.30 free); Rachel writes in, thurs 9/2, that Jacob and Mr Levy have swapped from this Saturday -
Jacob's got footie at 9 now, so he's 10.00 and Mr Levy's 9.30 (he's happy, the earlier the better he says); the
payments sync then puts back its stale copy with its paid list, losing Rachel's edit. Question (Fri 17/2, Jacob's
dad): "what time's Jacob on sat? I'm taking him this week, his mum normally does it" -> expected 10.00 (swapped with
Mr Levy because of football). The assistant says 9.30.

Expected verdict: UpdateError at langgraph.store.put (the payments sync's put, wrapped in fault()): Rachel's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides Jacob's
time. Asserted: Rachel's edit was in the store before the stale put; the timetable record has the paid list and Jacob
at 9.30, and no context line has the swap, the footie or Jacob at 10.00.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b264_langgraph_swim_lessons_what_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("rachel-swims-2051", "plan")
MSGS = ("rachel-swims-2051", "msgs")
KEY = "sat_timetable"
RECORDS = {
    KEY: {"details": "SAT lane 1 @ Riverside Hotel: 8.30 Isla (st 2), 9.00 Amara (st 4), 9.30 Jacob (st 3), 10.00 "
                     "Mr Levy (adult, front crawl breathing), 10.30 free. poolside 5 mins b4 pls, changing by "
                     "reception",
          "by": "Rachel"},
    "pool": {"details": "hotel want parents in the viewing bit not poolside, no outdoor shoes past the blue line. "
                        "pool's 28 degrees-ish, 1.2m all the way",
             "by": "Rachel"},
    "prices": {"details": "£21 a lesson, blocks of 4 paid up front (£84), 24 hrs notice to cancel or it's lost, "
                          "illness fine obvs",
               "by": "Rachel"},
    "stages": {"details": "Isla st 2 (pushing off + gliding), Amara st 4 working on 25m back crawl, Jacob st 3 - "
                          "treading water's nearly there!",
               "by": "Rachel"},
}
MSG_LINES = [
    ("2051-01-05T20:00", "Amara's mum", "can she bring her float? she's still a bit nervous w/o it at the deep end "
                                        "- Rachel: course x"),
    ("27.1.", "Isla's dad", "Isla's off this wk w/ chicken pox 🙈 - Rachel: no charge, get well soon"),
    ("Tue 7th Feb", "Mr Levy", "any chance I could do a double before my holiday in april?"),
]
EDIT = {"details": "SAT lane 1 @ Riverside Hotel (from this sat): 8.30 Isla, 9.00 Amara, Jacob + Mr Levy swapped - "
                   "Jacob's got footie at 9 now so he's 10.00, Mr Levy 9.30 (he's happy, earlier the better he "
                   "says 😂), 10.30 free. poolside 5 mins b4 pls",
        "edited": "Rachel thurs 9/2"}
PAID = {"paid": "Feb block paid: Isla, Amara, Jacob (£84 each). Mr Levy owes for 2", "by": "payments sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_sync() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(PLAN, KEY, copy)


def rachel_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so he's 10.00, Mr Levy 9.30" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payments_sync, name="payments-sync"),
           threading.Thread(target=rachel_edit, name="rachel-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's Jacob on sat? I'm taking him this week, his mum normally does it"
context = ["Today is Fri 17 February 2051. You are talking to Jacob's dad; Jacob has private lessons with Rachel."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "9.30 Jacob" in c and "Feb block paid" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "footie", "he's 10.00")), context
reply = answer(f"(Jacob's dad) {question}", context,
               mock="Jacob's on at 9.30 on Saturday - lane 1 at the Riverside Hotel, poolside 5 minutes before.")
finish(question, expected="10.00 - he's swapped with Mr Levy because Jacob's got football at 9", actual=reply)
