"""Batch 273 (held out). A kids' football tournament: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Juniors FC hold their summer tournament on Sun 18th June 2051 at Field Lane - U8s to U12s, 7-a-side and
9-a-side, group games in the morning, finals after lunch, a burger van, medals for everyone. The club's helper keeps
one record per part of it in ("calder-juniors-tournament-2051", "plan") - the pitches, the food, the medals, the
parking - and managers' messages in ("calder-juniors-tournament-2051", "msgs"). The refs job (Kev's script that
copies the referees' rota into the helper) reads the pitches record, adds the refs line and writes the whole record
back; Wayne (the tournament secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the refs job reads the pitches record (U8s pitches 1 + 2, U9s pitch 3,
U10s pitch 4, U11s + U12s the big pitches on the top field); Wayne writes in, Fri 16th, that pitch 3 is the one by
the beck and it's still waterlogged after Thursday, so the U9s are on pitch 5 (top field, by the container), rest
as was; the refs job then puts back its stale copy with its refs line, losing Wayne's edit. Question (Sat 17/6,
Shaz, the U9s manager): "which pitch are the U9s on tomorrow? need to tell the parents where to put the gazebo" ->
expected pitch 5, on the top field by the container. The assistant says pitch 3.

Expected verdict: UpdateError at langgraph.store.put (the refs job's put, wrapped in fault()): Wayne's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the U9s'
pitch. Asserted: Wayne's edit was in the store before the stale put; the pitches record has the refs line and
U9s on pitch 3, and no context line has pitch 5, waterlogged or the container.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b273_langgraph_football_tournament_which_pitch_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("calder-juniors-tournament-2051", "plan")
MSGS = ("calder-juniors-tournament-2051", "msgs")
KEY = "pitches"
RECORDS = {
    KEY: {"details": "pitches - U8s 1 + 2 (bottom field), U9s pitch 3, U10s pitch 4, U11s + U12s on the big "
                     "pitches up top. kick off 9.30 sharp, 10 min games, goalie gloves NOT provided",
          "by": "Wayne"},
    "food": {"details": "burger van from 9 (Gaz's, not the dodgy one from last yr 😂), tea + cakes in the "
                        "clubhouse, the U12 parents are on the cake stall",
             "by": "Mel"},
    "medals": {"details": "medals for every player, trophies for winners + runners up each age group, "
                          "presentation about 3.30 on the bottom field",
               "by": "Mel"},
    "parking": {"details": "parking £2 in the school field, NOT on Field Lane itself, the neighbours went mad "
                           "last time",
                "by": "Wayne"},
}
MSG_LINES = [
    ("2051-05-21T20:40", "Mel", "24 teams in!! entry's £25 a team, cash or transfer to the club acct"),
    ("3.6.", "Shaz", "U9s - can we have a gazebo by our pitch? - Wayne: yes, bring ur own pegs"),
    ("Weds 14th June", "Kev", "need 2 more refs for the U10s, anyone with the FA badge pls shout"),
]
EDIT = {"details": "pitches - UPDATED: pitch 3's the one by the beck + it's still waterlogged after thurs 🌧️ so "
                   "U9s are on pitch 5 (top field, by the container), rest as was: U8s 1 + 2, U10s pitch 4, "
                   "U11s + U12s the big pitches up top. kick off 9.30 sharp",
        "edited": "Wayne fri 16th"}
REFS = {"refs": "refs - Kev, Dean, Callum (U10s), 2 of the U16 lads for the U8s", "by": "refs job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def refs_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(REFS)
    with fault():
        store.put(PLAN, KEY, copy)


def wayne_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so U9s are on pitch 5 (top field, by the container)" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=refs_job, name="refs-job"),
           threading.Thread(target=wayne_edit, name="wayne-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which pitch are the U9s on tomorrow? need to tell the parents where to put the gazebo"
context = ["Today is Sat 17 June 2051. You are talking to Shaz, manager of Calder Juniors' U9s."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "U9s pitch 3" in c and "refs - Kev" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("pitch 5", "waterlogged", "container")), context
reply = answer(f"(Shaz) {question}", context, mock="Pitch 3 - put the gazebo up beside it, and bring your own pegs.")
finish(question, expected="pitch 5, on the top field by the container - pitch 3's waterlogged", actual=reply)
