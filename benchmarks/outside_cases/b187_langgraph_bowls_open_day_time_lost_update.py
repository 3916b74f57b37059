"""Batch 187 (held out). A bowls club's open day: LangGraph InMemoryStore (sync), two writers in threads.

App: Hadley Park Bowls Club's open day is Sun 17th May 2043 - free taster sessions on the green, the club's coaches
on each rink, woods lent out, teas and cakes in the pavilion. The club's helper keeps one record per thing in
("hadley-park-bowls-open-day-2043", "plan") - the day itself, the rinks, the teas - and members' odd notes in
("hadley-park-bowls-open-day-2043", "notes"). The coaches' rota job reads the day record, adds its rota line and
writes the whole record back; Derek (the club secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the rota job reads the day record (Sun 17th May, 1.30pm till 5, set up from
12); Derek writes in, on 2043-04-28, that the league have stuck the Wellington match on the Sunday afternoon - there
was nowhere else to put it before the cut-off - so the open day's in the morning, 10 till 1, set up from half 8 and the
green has to be clear by 1.30 for the match; the rota job then puts back its stale copy with its rota line, losing
his edit. Question (Thu 14/5, Linda, doing the school newsletter): "what time does the open day start sun? putting it
in the school newsletter for the grandparents" -> expected 10am (10 till 1; the Wellington league match has the green
in the afternoon). The assistant says 1.30pm.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Derek's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the time.
Asserted: his edit was in the store before the stale put; the day record has the rota line and "1.30pm", and no
context line mentions 10 till 1, half 8 or the Wellington match.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b187_langgraph_bowls_open_day_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("hadley-park-bowls-open-day-2043", "plan")
NOTES = ("hadley-park-bowls-open-day-2043", "notes")
KEY = "day"
RECORDS = {
    KEY: {"day": "OPEN DAY sun 17th may 🎳 1.30pm till 5 on the green, free taster sessions, flat shoes only!! set "
                 "up from 12", "set by": "Derek"},
    "rinks": {"details": "4 rinks for tasters, 1 + 2 for beginners, 3 for the juniors, 4 kept for anyone who wants a "
                         "proper end. mats + jacks out of the shed", "who": "Derek"},
    "teas": {"details": "teas + cakes in the pavilion, 50p a cuppa, Maureen + Joan, urn on 30 mins before, milk from "
                        "the Spar", "who": "Maureen"},
}
NOTE_LINES = [
    ("2043-03-22T18:40", "Ken", "woods - we've got 14 sets in the locker, sizes 0-4, + the 2 junior sets"),
    ("9/4", "Joan", "leaflets in the library, the surgery + the Spar, 100 printed 👍"),
    ("Weds 15th apr", "Maureen", "I'm at work 8.30-5 on the fri so I'll do the cakes sat night, lemon drizzle + a "
                                 "coffee + walnut"),
]
EDIT = {"day": "league have stuck the Wellington match on the sun afternoon 🙄 nowhere else to put it before the "
               "cut off, so open day's in the morning now - 10 till 1, set up from half 8, green clear by 1.30 for "
               "the match", "edited": "Derek 2043-04-28"}
ROTA = {"coaches": "coaches rota - Ken + Brenda rink 1-2, Alan juniors, Sue floating, 2 hrs each", "by": "rota job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROTA)
    with fault():
        store.put(PLAN, KEY, copy)


def derek_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "10 till 1" in store.get(PLAN, KEY).value["day"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="coaches-rota-job"),
           threading.Thread(target=derek_edit, name="derek-day-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time does the open day start sun? putting it in the school newsletter for the grandparents"
context = ["Today is Thu 14 May 2043. You are talking to Linda, a Hadley Park Bowls Club member who does the primary "
           "school's newsletter."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "1.30pm till 5" in c and "coaches rota" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("10 till 1", "half 8", "wellington match")), context
reply = answer(question, context, mock="Half one - 1.30pm till 5 on the green, free taster sessions.")
finish(question, expected="10am (10 till 1) - the Wellington league match has the green in the afternoon",
       actual=reply)
