"""Batch 218 (held out). A cycling club's Christmas ride: LangGraph InMemoryStore (sync), two writers in threads.

App: Clun Valley Wheelers ride out on Sun 20th Dec 2048 for their Christmas ride - from the Square in Clun, out to
Newcastle and back over the Kerry Ridgeway, a cafe stop at the Bridge Cafe in Aston on Clun, mince pies and mulled
wine at Rob's after, santa hats on. The club's helper keeps one record per part of the ride in
("clun-wheelers-xmas-2048", "plan") - the ride, the cafe, the mince pies - and members' messages in
("clun-wheelers-xmas-2048", "msgs"). The route-card job (Ian's script that makes the printable route card) reads
the ride record, adds its route-card line and writes the whole record back; Kev (the ride leader) edits the same
record at the same time.

Planted fault (UpdateError, lost update): the route-card job reads the ride record (meet 9.30 on the Square, off at
9.45, 28 miles, cafe about 11.30); Kev writes in, Tue 15th Dec, that the Bridge Cafe can only fit them in at 11 -
they've a christening do from half 12 - so it's meet at quarter to 9 and off at 9 sharp; the route-card job then
puts back its stale copy with its route-card line, losing Kev's edit. Question (Thu 17/12, Kath, who has to sort
the dog): "what time are we setting off sun? need to sort the dog out first" -> expected 9 sharp (meet at quarter
to). The assistant says 9.45.

Expected verdict: UpdateError at langgraph.store.put (the route-card job's put, wrapped in fault()): Kev's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
time. Asserted: Kev's edit was in the store before the stale put; the ride record has the route-card line and the
9.45, and no context line has the christening, "9 sharp" or quarter to 9.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b218_langgraph_cycling_xmas_setoff_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("clun-wheelers-xmas-2048", "plan")
MSGS = ("clun-wheelers-xmas-2048", "msgs")
KEY = "ride"
RECORDS = {
    KEY: {"details": "meet 9.30 on the Square, off 9.45 🎅 28 miles, out to Newcastle + back over the Kerry "
                     "Ridgeway, cafe stop ~11.30 at the Bridge Cafe, Aston on Clun, regroup at every junction",
          "by": "Kev"},
    "cafe": {"details": "Bridge Cafe - booked for 30, bacon rolls + mince pies, pay on the day, they do oat milk",
             "by": "Sal"},
    "after": {"details": "mince pies + mulled wine (+ a non-alc one) at Rob's on Church St after, from about 1ish",
              "by": "Rob"},
}
MSG_LINES = [
    ("2048-11-08T20:15", "Kev", "XMAS RIDE is on!! sun 20th dec, santa hats compulsory, lights on if it's murky"),
    ("22.11.", "Sal", "Bridge cafe say yes, they'll open specially for us 🙌"),
    ("Weds 2 Dec", "Rob", "mulled wine sorted, Jan's making 3 dozen mince pies"),
]
EDIT = {"details": "meet quarter to 9 on the Square, off 9 sharp 🎅 cafe can only fit us in at 11, they've got a "
                   "christening do from half 12 - so 28 miles, Newcastle + back over the Kerry Ridgeway, Bridge "
                   "Cafe 11ish, regroup at every junction",
        "edited": "Kev tue 15th dec"}
CARD = {"route_card": "route card printed thurs 17th, 35 copies, Ian's dropping them at the bike shop",
        "by": "route-card job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def route_card_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(CARD)
    with fault():
        store.put(PLAN, KEY, copy)


def kev_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "off 9 sharp" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=route_card_job, name="route-card-job"),
           threading.Thread(target=kev_edit, name="kev-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time are we setting off sun? need to sort the dog out first"
context = ["Today is Thu 17 Dec 2048. You are talking to Kath, a member of Clun Valley Wheelers; the Christmas ride "
           "is Sun 20 Dec."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "off 9.45" in c and "route card printed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("christening", "9 sharp", "quarter to 9")), context
reply = answer(question, context, mock="9.45 - meet on the Square at 9.30 and you're off at 9.45.")
finish(question, expected="9 sharp - meet on the Square at quarter to (the cafe can only fit them in at 11, there's a "
                          "christening do)", actual=reply)
