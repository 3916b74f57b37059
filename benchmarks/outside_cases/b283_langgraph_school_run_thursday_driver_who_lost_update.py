"""Batch 283 (held out). A school-run car-share group: LangGraph InMemoryStore (sync), two writers in threads.

App: four families on the tops above Hebden Bridge share the run down to Calder High - Claire, Dave, Amira and
Ollie each drive one or two mornings a week. The group's helper keeps one record per part of it in
("heptonstall-school-run-2050", "plan") - the weekly rota, the pick-up points, the petrol kitty, the rules - and
the parents' messages in ("heptonstall-school-run-2050", "msgs"). The term-dates job (Ollie's script that copies
the school's calendar into the helper) reads the rota record, adds the Easter holiday dates and writes the
whole record back; Amira edits the same record at the same time.

Planted fault (UpdateError, lost update): the term-dates job reads the rota record (mon Claire, tues Dave, weds
Amira, thurs Dave, fri Ollie); Amira writes in, Sun 6th March, that she and Dave have swapped for good - her
shifts at the hospital have changed - so from this week she does Thursdays and Dave does Wednesdays, rest as was;
the job then puts back its stale copy with its dates, losing Amira's edit. Question (Weds 9/3, Claire, whose son
Zain has his trombone on Thursdays): "who's doing thurs? Zain's got his trombone so I need to know whose boot it's
going in" -> expected Amira (she and Dave swapped from this week). The assistant says Dave.

Expected verdict: UpdateError at langgraph.store.put (the term-dates job's put, wrapped in fault()): Amira's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
drives on Thursday. Asserted: Amira's edit was in the store before the stale put; the rota record has the term
dates and "thurs Dave", and no context line mentions the swap, her shifts or "from this wk".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b283_langgraph_school_run_thursday_driver_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("heptonstall-school-run-2050", "plan")
MSGS = ("heptonstall-school-run-2050", "msgs")
KEY = "rota"
RECORDS = {
    KEY: {"details": "weekly rota: mon Claire, tues Dave, weds Amira, thurs Dave, fri Ollie. leaving 7.50 from the "
                     "chapel, if ur ill text the group by 7 + we'll shuffle",
          "by": "Claire"},
    "pickups": {"details": "pick ups - the chapel 7.50, Slack top 7.55 (Ruby + Alfie), then straight down. home run: "
                           "whoever's on mornings does home too unless agreed",
                "by": "Claire"},
    "kitty": {"details": "petrol - £2.50 a kid a day to whoever drives, settle up end of month, bank transfer fine",
              "by": "Dave"},
    "rules": {"details": "seatbelts on b4 we move, no food in Dave's car (new seats 🙄), music = driver's choice",
              "by": "Ollie"},
}
MSG_LINES = [
    ("2050-02-09T20:10", "Ollie", "Alfie's got rugby after school tues, I'll get him, don't wait"),
    ("18.2.", "Claire", "snow forecast thurs - if the Heights road's shut we go via Mytholm"),
    ("Fri 25th Feb", "Dave", "car's in for its MOT mon, I can still do tues"),
]
EDIT = {"details": "weekly rota - Amira + Dave have swapped for good (her shifts at the hospital have changed 🏥) so "
                   "from this wk it's mon Claire, tues Dave, weds Dave, thurs Amira, fri Ollie. leaving 7.50 from the "
                   "chapel as usual",
        "edited": "Amira sun 6th march"}
TERM = {"term": "easter hols mon 4 - fri 15 april, back tues 19th (inset mon 18th), no runs those days",
        "by": "term-dates job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def term_dates_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TERM)
    with fault():
        store.put(PLAN, KEY, copy)


def amira_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "weds Dave, thurs Amira" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=term_dates_job, name="term-dates-job"),
           threading.Thread(target=amira_edit, name="amira-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing thurs? Zain's got his trombone so I need to know whose boot it's going in"
context = ["Today is Weds 9 March 2050. You are talking to Claire, one of the parents in the Heptonstall school-run "
           "car-share."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "thurs Dave" in c and "easter hols" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "shifts", "from this wk", "thurs amira")), context
reply = answer(f"(Claire) {question}", context, mock="Dave's on Thursdays - so the trombone's going in Dave's boot.")
finish(question, expected="Amira - she and Dave swapped for good from this week (her hospital shifts changed)",
       actual=reply)
