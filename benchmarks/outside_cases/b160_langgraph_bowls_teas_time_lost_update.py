"""Batch 160 (held out). A bowls club's open day: LangGraph InMemoryStore (sync), two writers in threads.

App: Haddon Park Bowls Club hold an open day on Sat 15th May 2038, 1.30-5 (free coaching on two rinks, spare woods and
overshoes to lend, teas in the clubhouse, a raffle). The club's helper keeps one record per part of the day in
("openday", "plan") - the day's times, rinks, coaching - and odd notes in ("openday", "notes"). The sign-up job reads
the day record, adds how many are on the coaching list and writes the whole record back; Brenda, the social sec,
edits the same record at the same time.

Planted fault (UpdateError, lost update): the sign-up job reads the day record (gates open 1.30pm, coaching 2-4 on
rinks 1 + 2, teas from 2 in the clubhouse, raffle 4.30); Brenda writes in, on Weds 12/5, that teas won't be till half
3 - the clubhouse kitchen's being refitted and the fitters won't be out before 3ish, Jean's bringing her urn for the
coaches meanwhile; the sign-up job then puts back its stale copy with the coaching list, losing her edit. Question
(Thu 13/5, Stan): "what time are teas sat? told the wife we'd pop down for a cuppa + a slice" -> expected half 3
(3.30), once the kitchen fitters are out. The assistant says from 2.

Expected verdict: UpdateError at langgraph.store.put (the sign-up job's put, wrapped in fault()): Brenda's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
time. Asserted: Brenda's edit was in the store before the stale put; the day record has the coaching list and teas
from 2, and no context line mentions half 3 or the fitters.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b160_langgraph_bowls_teas_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("openday", "plan")
NOTES = ("openday", "notes")
KEY = "day"
RECORDS = {
    KEY: {"times": "gates open 1.30pm, coaching 2-4 on rinks 1 + 2, teas from 2 in the clubhouse, raffle drawn 4.30, "
                   "all done by 5", "set by": "Brenda (social sec)"},
    "rinks": {"details": "6 rinks. 1 + 2 coaching, 3-6 roll up for anyone who's had a go. Ted's cutting the green "
                         "fri 7.30ish", "who": "Ted (greenkeeper)"},
    "coaching": {"details": "Ken, Eileen + Jim coaching, 20 mins a go. spare woods sizes 2-5 + 20 pairs of overshoes "
                            "in the locker", "who": "Ken"},
}
NOTE_LINES = [
    ("14/4", "Ken", "piece in the Courier went in weds, + posters in the library + the Co-op"),
    ("Weds 28 Apr", "Brenda", "raffle prizes: meat hamper off Dobson's, a bottle of whisky, Jean's lemon drizzle"),
    ("2038-05-10T18:30", "Ted", "forecast 17 + sunny for sat, green's runing lovely"),
]
EDIT = {"times": "gates open 1.30pm, coaching 2-4 on rinks 1 + 2. teas won't be till half 3 - the clubhouse kitchen's "
                 "being refitted + the fitters won't be out before 3ish. Jean's bringing her urn for the coaches in "
                 "the meantime. raffle 4.30, all done by 5",
        "edited": "Brenda Weds 12/5"}
SIGNUPS = {"coaching list": "27 on the coaching list (the Courier piece worked!), Ken's splitting them into 20 min "
                            "slots", "by": "sign-up job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signup_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNUPS)
    with fault():
        store.put(PLAN, KEY, copy)


def social_sec_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "till half 3" in store.get(PLAN, KEY).value["times"]
    edit_done.set()


threads = [threading.Thread(target=signup_job, name="bowls-openday-signup-job"),
           threading.Thread(target=social_sec_edit, name="brenda-social-sec-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time are teas sat? told the wife we'd pop down for a cuppa + a slice"
context = ["Today is Thu 13 May 2038. You are talking to Stan, a member of Haddon Park Bowls Club, about the open day "
           "on Sat 15 May."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "teas from 2 in the clubhouse" in c and "27 on the coaching list" in c
           for c in context), context
assert not any("half 3" in c or "fitters" in c for c in context), context
reply = answer(question, context, mock="Teas are from 2 in the clubhouse - plenty of time for a cuppa and a slice "
                                       "before the raffle at 4.30.")
finish(question, expected="half 3 - the clubhouse kitchen's being refitted and the fitters won't be out till about 3",
       actual=reply)
