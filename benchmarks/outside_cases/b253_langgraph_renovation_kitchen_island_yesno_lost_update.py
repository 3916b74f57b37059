"""Batch 253 (held out). A couple planning a house renovation with their builder: LangGraph InMemoryStore (sync),
two writers in threads.

App: Priya and Tom are knocking their kitchen through to the dining room at 23 Mill Lane and redoing the bathroom,
with Gary (the builder), Jas (his sparky) and Kev (the plumber). Their helper keeps one record per room or job in
("23-mill-lane-reno", "rooms") - the kitchen, the bathroom, the steel, the skip - and the chat in
("23-mill-lane-reno", "msgs"). The quote job (Gary's script that copies his latest priced quote into the helper)
reads the kitchen record, adds the quote line and writes the whole record back; Priya edits the same record at the
same time.

Planted fault (UpdateError, lost update): the quote job reads the kitchen record (knock through, steel w/c 6 Mar, a
2.4m island with the hob and 2 double sockets in the end on a floor feed, bifolds, 12 Howdens units in sage); Priya
writes in, Sun 19/3, that the island's out - they measured up with the bifolds open and it's too tight - so a
peninsula off the side wall with 2 stools instead, the hob stays on the back wall, the sockets go in the peninsula
end fed from the wall, no floor feed; the quote job then puts back its stale copy with its quote line, losing
Priya's edit. Question (Weds 22/3, Jas): "is there still an island in the kitchen? need to know if I'm chasing a
floor feed in before the screed goes down fri" -> expected no - it's a peninsula off the side wall now, sockets fed
from the wall, no floor feed. The assistant says yes, the 2.4m island with the floor feed.

Expected verdict: UpdateError at langgraph.store.put (the quote job's put, wrapped in fault()): Priya's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Priya's edit was in the store before the stale put; the kitchen record has the quote line and the island
with the floor feed, and no context line has the peninsula, "too tight" or "no floor feed".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b253_langgraph_renovation_kitchen_island_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROOMS = ("23-mill-lane-reno", "rooms")
MSGS = ("23-mill-lane-reno", "msgs")
KEY = "kitchen"
RECORDS = {
    KEY: {"details": "knock thru to the dining rm, steel in w/c 6 mar. island 2.4m w/ the hob + 2 dbl sockets in the "
                     "end (floor feed), bifolds onto the garden, 12 Howdens units in sage, quartz tops",
          "by": "Priya"},
    "bathroom": {"details": "walk-in shower, white 60x60 floor, old suite out w/c 13 feb, Kev first fix w/c 20th",
                 "by": "Tom"},
    "steel": {"details": "engineer wants the bigger beam (203 UB), building control to see it before it's boxed in",
              "by": "Gary"},
    "skip": {"details": "skip on the drive, 2nd one booked for the 24th, NO plasterboard in it (separate bag)",
             "by": "Gary"},
}
MSG_LINES = [
    ("2051-01-20T21:30", "Priya", "so excited!! 🏠 Gary's starting mon 6th feb, we're living upstairs w/ the microwave"),
    ("14.3.", "Tom", "Jas - can u put a double in the utility too, by the freezer"),
    ("Mon 20th Mar", "Gary", "screed going down fri 24th, nobody walk on it sat pls"),
]
EDIT = {"details": "CHANGE - island's out 😩 measured up w/ the bifolds open + it's too tight, so a peninsula off the "
                   "side wall instead w/ 2 stools, hob stays on the back wall, sockets in the peninsula end fed from "
                   "the wall (no floor feed). rest as was: knock thru, steel w/c 6 mar, bifolds, 12 Howdens units in "
                   "sage, quartz tops",
        "edited": "Priya sun 19/3"}
QUOTE = {"quote": "kitchen labour £9,400 + Howdens £6,850 (Gary's quote rev 2, 17/3)", "by": "quote job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROOMS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def quote_job() -> None:
    copy = dict(store.get(ROOMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(QUOTE)
    with fault():
        store.put(ROOMS, KEY, copy)


def priya_edit() -> None:
    read_done.wait()
    item = store.get(ROOMS, KEY)
    store.put(ROOMS, KEY, {**item.value, **EDIT})
    assert "so a peninsula off the side wall instead" in store.get(ROOMS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=quote_job, name="quote-job"),
           threading.Thread(target=priya_edit, name="priya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is there still an island in the kitchen? need to know if I'm chasing a floor feed in before the screed " \
           "goes down fri"
context = ["Today is Weds 22 March 2051. You are talking to Jas, the electrician on Priya and Tom's renovation at 23 "
           "Mill Lane."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROOMS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "island 2.4m" in c and "floor feed" in c and "rev 2" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("peninsula", "too tight", "no floor feed")), context
reply = answer(f"(Jas) {question}", context,
               mock="Yes - a 2.4m island with the hob and 2 double sockets in the end, on a floor feed, so get it "
                    "chased in before Friday's screed.")
finish(question, expected="no - it's a peninsula off the side wall now, sockets fed from the wall, no floor feed",
       actual=reply)
