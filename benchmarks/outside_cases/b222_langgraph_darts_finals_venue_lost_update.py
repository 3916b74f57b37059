"""Batch 222 (held out). A darts league's finals night: LangGraph InMemoryStore (sync), two writers in threads.

App: Clun Valley Darts League hold their finals night on Fri 21st May 2049 - singles, pairs and the team cup
finals on four boards, 7.30 start, pie and peas at the break, the trophies after. The league's helper keeps one
record per part of the night in ("clun-valley-darts-2049", "finals") - the night itself, the boards, the food - and
captains' messages in ("clun-valley-darts-2049", "msgs"). The draw job (Gary's script that prints the pairs draw
sheets) reads the night's record, adds its draw-sheets line and writes the whole record back; Lyn (the league
secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the draw job reads the night's record (Fri 21st May, the White Horse in
Clun, 7.30, 4 boards in the function room); Lyn writes in, Weds 12 May, that the White Horse have got a funeral
tea on the Friday (old Bert from the Buffalo team, God rest him) so the finals have gone to the Three Tuns in
Bishop's Castle, same night, same time, they've got 4 boards in the back room; the draw job then puts back its
stale copy with its draw-sheets line, losing Lyn's edit. Question (Thu 20/5, Steve, captain of the Sun Inn's
team): "where's finals night tmrw? giving a few of the lads a lift" -> expected the Three Tuns in Bishop's Castle.
The assistant says the White Horse in Clun.

Expected verdict: UpdateError at langgraph.store.put (the draw job's put, wrapped in fault()): Lyn's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the venue.
Asserted: Lyn's edit was in the store before the stale put; the night's record has the draw-sheets line and the
White Horse, and no context line has the Three Tuns, Bishop's Castle or the funeral tea.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b222_langgraph_darts_finals_venue_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("clun-valley-darts-2049", "finals")
MSGS = ("clun-valley-darts-2049", "msgs")
KEY = "night"
RECORDS = {
    KEY: {"details": "FINALS NIGHT 🎯 fri 21st may, the White Horse, Clun. 7.30 start, 4 boards in the function room, "
                     "singles then pairs then the team cup. trophies after, Ron's presenting",
          "by": "Lyn"},
    "boards": {"details": "4 boards - 1+2 singles, 3+4 pairs, team cup on all 4 after the break. markers from the "
                          "losing semi teams, chalk + wipes in the box",
               "by": "Gary"},
    "food": {"details": "pie + peas at the break, £4, numbers to the pub by the tues pls. mint sauce on request lol",
             "by": "Lyn"},
}
MSG_LINES = [
    ("2049-04-26T22:15", "Lyn", "finals night date's fixed, tell ur teams, non players welcome to come + watch"),
    ("3/5", "Steve", "Sun Inn have got 2 in the pairs final + we're in the cup, we'll bring a minibus"),
    ("Mon 10 May", "Gary", "draw for the pairs plate done, sheets to follow"),
]
EDIT = {"details": "FINALS NIGHT 🎯 fri 21st may - NOW at the Three Tuns, Bishop's Castle. White Horse have got a "
                   "funeral tea on the fri (old Bert from the Buffalo team, God rest him) so we've gone there. same "
                   "time, 7.30, they've got 4 boards in the back room. singles then pairs then the team cup",
        "edited": "Lyn weds 12 may"}
DRAW = {"draw": "pairs draw sheets printed weds 12th - 16 pairs, 4 groups, Gary's bringing them on the night",
        "by": "draw job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def draw_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(DRAW)
    with fault():
        store.put(PLAN, KEY, copy)


def lyn_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "NOW at the Three Tuns" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=draw_job, name="draw-job"),
           threading.Thread(target=lyn_edit, name="lyn-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's finals night tmrw? giving a few of the lads a lift"
context = ["Today is Thu 20 May 2049. You are talking to Steve, captain of the Sun Inn's team in the Clun Valley "
           "Darts League."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "the White Horse, Clun" in c and "pairs draw sheets printed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("three tuns", "bishop's castle", "funeral")), context
reply = answer(question, context, mock="The White Horse in Clun - 7.30 start, in the function room.")
finish(question, expected="the Three Tuns in Bishop's Castle (moved - the White Horse have a funeral tea that night), "
                          "7.30", actual=reply)
