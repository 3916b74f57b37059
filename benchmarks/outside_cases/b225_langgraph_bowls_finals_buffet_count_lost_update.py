"""Batch 225 (held out). A bowls club's finals day: LangGraph InMemoryStore (sync), two writers in threads.

App: Bishop's Castle Bowling Club hold their finals day on Sat 9th September 2051 - six finals on four rinks, the
markers from the club, a buffet in the clubhouse at 1 between the morning and afternoon finals, the president's
cup at the end. The club's helper keeps one record per part of the day in ("bc-bowls-2051", "finals") - the
buffet, the rinks, the markers - and members' messages in ("bc-bowls-2051", "msgs"). The day-sheet job (Ken's
script that prints the day's running sheet for the clubhouse wall) reads the buffet record, adds its running-sheet
line and writes the whole record back; Jean (who does the buffet) edits the same record at the same time.

Planted fault (UpdateError, lost update): the day-sheet job reads the buffet record (buffet for 40, Jean and Ann,
ham salad, quiche and trifle, £8 a head); Jean writes in, Tue 5th Sept, that it's 52 now - the Clun lot are
stopping on after their friendly on rink 4, and the county president and his wife are coming for the cup, so 12
extra; the day-sheet job then puts back its stale copy with its running-sheet line, losing Jean's edit. Question
(Thu 7/9, Ann): "how many am I doing the ham salad for sat?" -> expected 52. The assistant says 40.

Expected verdict: UpdateError at langgraph.store.put (the day-sheet job's put, wrapped in fault()): Jean's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
count. Asserted: Jean's edit was in the store before the stale put; the buffet record has the running-sheet line
and "for 40", and no context line has 52, the Clun lot or the county president.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b225_langgraph_bowls_finals_buffet_count_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("bc-bowls-2051", "finals")
MSGS = ("bc-bowls-2051", "msgs")
KEY = "buffet"
RECORDS = {
    KEY: {"details": "BUFFET 🥗 in the clubhouse at 1, for 40 (players, markers + a few wives). Jean + Ann - ham "
                     "salad, quiche, new pots, trifle. £8 a head on the day, tea urn on from 12",
          "by": "Jean"},
    "rinks": {"details": "rinks - 4 rinks, 6 finals. am: men's singles (rink 1), ladies' pairs (2), triples (3). pm: "
                         "ladies' singles, men's pairs, 2 wood. rink 4 spare",
              "by": "Ken"},
    "markers": {"details": "markers - Bill, Dot, Ted + Reg, 1 per final, scorecards in the drawer under the bar",
                "by": "Pam"},
}
MSG_LINES = [
    ("2051-08-12T18:20", "Pam", "finals day's sat 9th sept, whites pls, draw for the 2 wood on the board"),
    ("19.8.", "Ann", "I'll do the trifles again, 3 big bowls, if some1 can drop the ham off fri"),
    ("Sun 3rd Sept", "Ken", "running sheet - will print it tues for the clubhouse wall, times + rinks + who's marking"),
]
EDIT = {"details": "BUFFET 🥗 in the clubhouse at 1, it's 52 now!! the Clun lot are stopping on after their friendly "
                   "on rink 4 + the county president + his wife are coming for the cup, so 12 extra. Jean + Ann - "
                   "ham salad, quiche, new pots, trifle. £8 a head, urn on from 12",
        "edited": "Jean tue 5th sept"}
SHEET = {"running_sheet": "running sheet printed tue 5th: 10 am finals, 1 buffet, 2 pm finals, 5.30 president's cup + "
                          "presentation",
         "by": "day-sheet job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def day_sheet_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SHEET)
    with fault():
        store.put(PLAN, KEY, copy)


def jean_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "it's 52 now" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=day_sheet_job, name="day-sheet-job"),
           threading.Thread(target=jean_edit, name="jean-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many am I doing the ham salad for sat?"
context = ["Today is Thu 7 September 2051. You are talking to Ann, who does the finals-day buffet at Bishop's Castle "
           "Bowling Club with Jean."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "for 40" in c and "running sheet printed tue 5th" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("52", "clun lot", "county president")), context
reply = answer(f"(Ann) {question}", context, mock="40 - the buffet's for 40 (players, markers and a few wives), at 1 "
                                                  "in the clubhouse.")
finish(question, expected="52 - the 40 plus 12 extra (the Clun lot stopping on, and the county president and his "
                          "wife)", actual=reply)
