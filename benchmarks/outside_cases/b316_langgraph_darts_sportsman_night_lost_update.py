"""Batch 316 (held out). A darts team's away fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: the Woolpack B team play Monday nights in the Brighouse & District darts league. The team's helper keeps one
record per part of the season in ("woolpack-b-darts-2051", "plan") - the away fixtures, the team, the money, the
lifts - and the players' messages in ("woolpack-b-darts-2051", "msgs"). The results job (Carl's script that copies
the league website's results into the helper) reads the aways record, adds the last result and writes the whole
record back; Jackie (the captain) edits the same record at the same time.

Planted fault (UpdateError, lost update): the results job reads the aways record (Mon 6th Feb at the Red Lion in
Elland, Mon 20th at the Sportsman, Mon 6th Mar at the Brighouse Cons Club in the cup, 8.30 starts, lifts from the
Woolpack at 7.45); Jackie writes in, Tue 14/2, that the Sportsman's moved to THURS 23rd - the landlord's got his 50th
in the games room on the Monday, the league's OK'd it, the rest as was; the results job then puts back its stale
copy with the Red Lion result, losing Jackie's edit. Question (Sat 18/2, Deb): "what night's the Sportsman away?
need to swap a shift at the depot" -> expected Thursday 23rd Feb (moved off the Monday for the landlord's 50th). The
assistant says Monday 20th.

Expected verdict: UpdateError at langgraph.store.put (the results job's put, wrapped in fault()): Jackie's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
night. Asserted: Jackie's edit was in the store before the stale put; the aways record has the Red Lion result and
"20th feb @ the Sportsman", and no context line has "thurs 23rd", the 50th or the landlord.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b316_langgraph_darts_sportsman_night_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("woolpack-b-darts-2051", "plan")
MSGS = ("woolpack-b-darts-2051", "msgs")
KEY = "aways"
RECORDS = {
    KEY: {"details": "away fixtures (mon nights, 8.30 start): 6th feb @ the Red Lion Elland, 20th feb @ the "
                     "Sportsman, 6th mar @ Brighouse Cons club (cup!!). lifts from the Woolpack 7.45",
          "by": "Jackie"},
    "team": {"details": "usual 8 - Jackie, Deb, Carl, Nige, Hass, Paula, Big Steve, Wendy. 9th man Ronnie if "
                        "anyone's bad",
             "by": "Jackie"},
    "money": {"details": "£3 a nite to the kitty, covers the 2 raffle strips + the ref's pint. Nige holds the tin",
              "by": "Nige"},
    "lifts": {"details": "Carl's 7 seater + Paula's. Paula can't do the cup one, Hass will drive that",
              "by": "Jackie"},
}
MSG_LINES = [
    ("2051-01-29T22:40", "Hass", "who's got the spare flights? I've bent all mine 🙈"),
    ("3.2.", "Paula", "Red Lion's board's a bit low btw, they say it's regulation, it's not 😂"),
    ("Weds 8th Feb", "Wendy", "can't do the 6th of march, grandson's christening - Jackie: ok Ronnie's in"),
]
EDIT = {"details": "away fixtures - SPORTSMAN'S MOVED to thurs 23rd feb, the landlord's got his 50th in the games "
                   "room on the mon, league's ok'd it 👍 rest as was: 6th feb @ the Red Lion Elland, 6th mar @ "
                   "Brighouse Cons club (cup). 8.30 starts, lifts from the Woolpack 7.45",
        "edited": "Jackie tue 14/2"}
RESULT = {"last result": "lost 5-4 at the Red Lion (mon 6th), Big Steve 180 👏", "by": "results job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def results_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(RESULT)
    with fault():
        store.put(PLAN, KEY, copy)


def jackie_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "SPORTSMAN'S MOVED to thurs 23rd feb" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=results_job, name="results-job"),
           threading.Thread(target=jackie_edit, name="jackie-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what night's the Sportsman away? need to swap a shift at the depot"
context = ["Today is Sat 18 February 2051. You are talking to Deb, who plays for the Woolpack B darts team."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "20th feb @ the Sportsman" in c and "lost 5-4" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("thurs 23rd", "50th", "landlord")), context
reply = answer(f"(Deb) {question}", context, mock="Monday 20th Feb at the Sportsman - 8.30 start, lifts from the "
                                                  "Woolpack at 7.45.")
finish(question, expected="Thursday 23rd Feb - moved off the Monday for the Sportsman landlord's 50th", actual=reply)
