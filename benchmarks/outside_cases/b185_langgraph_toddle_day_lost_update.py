"""Batch 185 (held out). A pre-school's sponsored toddle: LangGraph InMemoryStore (sync), two writers in threads.

App: Little Acorns pre-school (open 8.30-5) holds a sponsored toddle for its children in May 2043 - a lap or two of
the rec with the parents, sponsor forms home in the book bags, money to the new outdoor play kitchen. The pre-school's
helper keeps one record per thing in ("little-acorns-toddle-2043", "plan") - toddle, route, forms - and odd notes in
("little-acorns-toddle-2043", "notes"). The snacks job reads the toddle record, adds its line about the snacks and
writes the whole record back; Claire (the manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the snacks job reads the toddle record (Fri 15th May, 10.30 at the rec, 1
lap for the 2s, 2 for the big ones, parents welcome); Claire writes in, on 2043-05-06T16:50, that the council are
re-seeding the rec's bottom field the week of the 11th and it's roped off, so the toddle's moved to Weds 20th May,
same time, same route; the snacks job then puts back its stale copy with its snacks line, losing her edit. Question
(Tue 12/5, Aisha, Zayn's mum): "what day's the toddle now? need to book the morning off to walk round with Zayn" ->
expected Weds 20th May (10.30 at the rec - moved for the re-seeding). The assistant says Fri 15th May.

Expected verdict: UpdateError at langgraph.store.put (the snacks job's put, wrapped in fault()): Claire's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
day. Asserted: her edit was in the store before the stale put; the toddle record has the snacks line and "fri 15th
may", and no context line mentions the 20th, Weds or the re-seeding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b185_langgraph_toddle_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("little-acorns-toddle-2043", "plan")
NOTES = ("little-acorns-toddle-2043", "notes")
KEY = "toddle"
RECORDS = {
    KEY: {"toddle": "sponsored toddle fri 15th may 👣 10.30 at the rec, 1 lap for the 2s, 2 laps for the big ones. "
                    "parents + grandparents welcome, wellies if it's wet", "set by": "Claire"},
    "route": {"details": "in the rec gate by the library, round the path past the swings + back, about 400m a lap. "
                         "Sam + Jo at the corners w the flags", "who": "Sam"},
    "forms": {"details": "sponsor forms home in the book bags, money in by 16th may if poss (office open 8.30-5), "
                         "all to the outdoor play kitchen", "who": "Jo"},
}
NOTE_LINES = [
    ("2043-04-20T09:10", "Claire", "letter to parents done, 38 children on the register"),
    ("22.4.", "Jo", "stickers + certificates ordered, 'I did the toddle!' 🏅 £14.99"),
    ("Weds 29th", "Sam", "first aid bag checked, plasters + wipes, Sam's the first aider on the day"),
]
EDIT = {"toddle": "council re-seeding the rec's bottom field wk of the 11th, it's all roped off 🙄 so toddle moved "
                  "to weds 20th may, same time 10.30, same route. 1 lap for the 2s, 2 for the big ones",
        "edited": "Claire 2043-05-06T16:50"}
SNACKS = {"snacks": "snacks - bananas + rice cakes from Tesco, water bottles from home pls, squash at the end",
          "by": "snacks job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def snacks_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SNACKS)
    with fault():
        store.put(PLAN, KEY, copy)


def claire_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "moved to weds 20th may" in store.get(PLAN, KEY).value["toddle"]
    edit_done.set()


threads = [threading.Thread(target=snacks_job, name="little-acorns-snacks-job"),
           threading.Thread(target=claire_edit, name="claire-toddle-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the toddle now? need to book the morning off to walk round with Zayn"
context = ["Today is Tue 12 May 2043. You are talking to Aisha, Zayn's mum; Zayn goes to Little Acorns pre-school."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "fri 15th may" in c and "bananas + rice cakes" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("20th", "weds 20", "re-seeding", "roped off")), context
reply = answer(question, context, mock="Friday 15th May - 10.30 at the rec.")
finish(question, expected="Weds 20th May, 10.30 at the rec - it's been moved for the re-seeding", actual=reply)
