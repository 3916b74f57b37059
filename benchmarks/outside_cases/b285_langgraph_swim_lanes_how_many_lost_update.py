"""Batch 285 (held out). A swimming club's lane times: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Swimming Club hire lanes at Halifax pool from the council - Tuesday and Thursday evenings for the squad,
Saturday early mornings for the learners, and the odd Sunday for galas. The club's helper keeps one record per
session in ("calder-sc-lanes-2050", "sessions") - tuesday, thursday, saturday - and the committee's messages in
("calder-sc-lanes-2050", "msgs"). The subs job (Kev's script that copies the membership spreadsheet into the helper)
reads a session record, adds the count of swimmers paid up for that session and writes the whole record back; Andy
(head coach) edits the same record at the same time.

Planted fault (UpdateError, lost update): the subs job reads the tuesday record (squad 7-8pm, lanes 3-6, so 4 lanes,
Andy + Jo coaching, 2 per lane max for the fly sets); Andy writes in, Sun 9th Jan, that the council have given lane 6
to the aquafit lot on Tuesdays from this week, so we're down to 3 lanes (3-5), still 7-8; the subs job then puts back
its stale copy with its count, losing Andy's edit. Question (Mon 10/1, Jo, the other coach): "how many lanes have we
got tmrw night? splitting the squad into groups" -> expected 3 (lanes 3-5; lane 6 went to aquafit). The assistant
says 4.

Expected verdict: UpdateError at langgraph.store.put (the subs job's put, wrapped in fault()): Andy's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the lane count.
Asserted: Andy's edit was in the store before the stale put; the tuesday record has the paid-up count and "lanes
3-6", and no context line has aquafit, "lanes 3-5" or "down to 3".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b285_langgraph_swim_lanes_how_many_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SESSIONS = ("calder-sc-lanes-2050", "sessions")
MSGS = ("calder-sc-lanes-2050", "msgs")
KEY = "tuesday"
RECORDS = {
    KEY: {"details": "TUES squad 7-8pm, lanes 3-6 (4 lanes), Andy + Jo on poolside. max 2 a lane for the fly sets, "
                     "fins in the blue bag",
          "by": "Andy"},
    "thursday": {"details": "thurs squad 6.30-8 (long one), all 6 lanes 1st hr then 3 for the last 30 as public "
                            "swim starts, land training in the sports hall after",
                 "by": "Andy"},
    "saturday": {"details": "sat learners 7.30-8.30am, teaching pool + lanes 1-2 of the big pool, Jo + the "
                            "helpers, parents on the balcony NOT poolside",
                 "by": "Jo"},
}
MSG_LINES = [
    ("2049-12-18T20:10", "Kev", "lane hire's going up 4% from Jan, council letter's in the box file"),
    ("3.1.", "Jo", "happy new yr!! squad back tues 4th, I'll bring the new kickboards"),
    ("Weds 5th Jan", "Andy", "good first session back, Josh + Priya moving up to the top lane"),
]
EDIT = {"details": "TUES squad 7-8pm - council have given lane 6 to the aquafit lot on tuesdays from this wk 😡 so "
                   "we're down to 3 lanes tues (lanes 3-5). Andy + Jo on poolside, max 2 a lane for the fly sets, "
                   "fins in the blue bag",
        "edited": "Andy sun 9th"}
SUBS = {"paid_up": "19 swimmers paid up for tues (Jan-Mar)", "by": "subs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SESSIONS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def subs_job() -> None:
    copy = dict(store.get(SESSIONS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SUBS)
    with fault():
        store.put(SESSIONS, KEY, copy)


def andy_edit() -> None:
    read_done.wait()
    item = store.get(SESSIONS, KEY)
    store.put(SESSIONS, KEY, {**item.value, **EDIT})
    assert "we're down to 3 lanes tues (lanes 3-5)" in store.get(SESSIONS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=subs_job, name="subs-job"),
           threading.Thread(target=andy_edit, name="andy-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many lanes have we got tmrw night? splitting the squad into groups"
context = ["Today is Mon 10 January 2050. You are talking to Jo, a coach at Calder Swimming Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SESSIONS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "lanes 3-6 (4 lanes)" in c and "19 swimmers paid up" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("aquafit", "lanes 3-5", "down to 3")), context
reply = answer(f"(Jo) {question}", context, mock="4 lanes tomorrow - lanes 3 to 6, 7 till 8, with you and Andy on "
                                                 "poolside.")
finish(question, expected="3 - lanes 3-5; the council gave lane 6 to aquafit on Tuesdays", actual=reply)
