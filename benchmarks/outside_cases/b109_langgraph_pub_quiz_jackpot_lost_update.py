"""Batch 109 (held out). A pub's quiz and darts nights: LangGraph InMemoryStore (sync), two writers in threads.

App: The Wheatsheaf keeps one record per quiz night in ("wheatsheaf", "quiz") (quizmaster, rounds, jackpot) and the
bar staff's notes in ("wheatsheaf", "notes"). The poster job reads next week's record, adds the poster text and
writes the whole record back; Kerry, the landlady, edits the same record at the same time.

Planted fault (UpdateError, lost update): the poster job reads Thursday 18/3's record (jackpot £60 - £1 a head
from last week's 60 players); Kerry then writes that it's £60 plus the £45 that rolled over because nobody got the
picture round's bonus last week, so £105 on the board; the job then puts back its stale copy with the poster text,
losing her edit. Question (Thu 18/3, 6pm, Jordan behind the bar): "how much is the jackpot tonight? doing the
chalkboard" -> expected £105. The assistant says £60.

Expected verdict: UpdateError at langgraph.store.put (the poster job's put, wrapped in fault()). Asserted: Kerry's
edit was in the store before the stale put; the record has the poster text and £60, and no context line has 105
or the rollover.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b109_langgraph_pub_quiz_jackpot_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

QUIZ = ("wheatsheaf", "quiz")
NOTES = ("wheatsheaf", "notes")
KEY = "2038-03-18"
NIGHTS = {
    "2038-03-11": {"quizmaster": "Big Al", "teams": "15 (60 players)", "winner": "Quizteama Aguilera, 41 pts",
                   "jackpot": "not won - nobody got the picture round bonus"},
    KEY: {"quizmaster": "Kerry", "rounds": "GK, music intros, picture round, sport, 80s tv",
          "jackpot": "£60 (£1 a head from last wk)"},
    "2038-03-25": {"quizmaster": "Big Al", "rounds": "tbc", "note": "St Patricks theme? Al's idea"},
}
NOTE_LINES = [
    ("Mon 15/3", "Kerry", "darts league away at the Fox thurs so the A team's not in for quiz, less teams prob"),
    ("16.3", "Jordan", "answer sheets + pens in the drawer under the till, we're out of the little pencils"),
    ("wed", "Kerry", "quiz starts 8.30, bar food stops 8. tables reserved for the Tuesday Club (6 of them)"),
]
EDIT = {"jackpot": "£60 this wk + the £45 that rolled over cos nobody got the picture bonus last thurs = £105, "
                   "put that on the board"}
POSTER = {"poster": "QUIZ THURS 8.30 - £1 a head - 5 rounds - JACKPOT on the picture round", "printed": "Tue 16/3"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in NIGHTS.items():
    store.put(QUIZ, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def poster_job() -> None:
    copy = dict(store.get(QUIZ, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(POSTER)
    with fault():
        store.put(QUIZ, KEY, copy)


def kerry_edit() -> None:
    read_done.wait()
    item = store.get(QUIZ, KEY)
    store.put(QUIZ, KEY, {**item.value, **EDIT, "edited": "Kerry, tue lunchtime"})
    assert "£105" in store.get(QUIZ, KEY).value["jackpot"]
    edit_done.set()


threads = [threading.Thread(target=poster_job, name="poster-job"),
           threading.Thread(target=kerry_edit, name="kerry-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much is the jackpot tonight? doing the chalkboard"
context = ["Today is Thu 18 March 2038, 6pm. You are talking to Jordan, behind the bar."] + \
          [f"quiz {r.key}: {flat(r.value)}" for r in store.search(QUIZ, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(KEY in c and "jackpot: £60" in c and "QUIZ THURS 8.30" in c for c in context), context
assert not any("105" in c or "£45" in c or "rolled" in c for c in context), context
reply = answer(question, context, mock="£60 - that's £1 a head from last week. Put it up with the 8.30 start.")
finish(question, expected="£105 (this week's 60 plus last week's 45 that wasn't won)", actual=reply)
