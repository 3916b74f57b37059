"""Batch 276 (held out). A quiz league's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: the Calder & District Quiz League - ten pub teams, Tuesday nights from September to March, eight rounds of ten
read by the home team's question master, 2 points a win. The Kings Arms team ("Les Quizerables") keep their season
in a helper: one record per part of it in ("les-quizerables-2050", "season") - the fixtures, the squad, the kitty,
the table - and the team chat in ("les-quizerables-2050", "chat"). The results job (Dev's script that copies the
league website's table in after each week) reads the fixtures record, adds the league position and writes the
whole record back; Alan (the captain) edits the same record at the same time.

Planted fault (UpdateError, lost update): the results job reads the fixtures record (wk 6 Tue 8th Nov home v The
Quizzly Bears, wk 7 Tue 15th Nov away at the Shears v Brain Drain, wk 8 Tue 22nd home v Pub Quizteins); Alan writes
in, Sun 13th, that the Shears have got a funeral do on the Tuesday so the Brain Drain match is moved to Thurs 17th,
same place, 8.30 start, league sec has okayed it; the results job then puts back its stale copy with the league
position, losing Alan's edit. Question (Mon 14/11, Gaz): "is the Brain Drain match still tuesday? I need to swap a
shift if it is" -> expected no, Thursday 17th at the Shears (funeral do on the Tuesday). The assistant says yes,
Tuesday 15th.

Expected verdict: UpdateError at langgraph.store.put (the results job's put, wrapped in fault()): Alan's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
day. Asserted: Alan's edit was in the store before the stale put; the fixtures record has the league position and
Tue 15th for Brain Drain, and no context line has the 17th, Thursday or the funeral.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b276_langgraph_quiz_league_match_which_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SEASON = ("les-quizerables-2050", "season")
CHAT = ("les-quizerables-2050", "chat")
KEY = "fixtures"
RECORDS = {
    KEY: {"details": "wk 6 tue 8th nov HOME v The Quizzly Bears; wk 7 tue 15th nov AWAY at the Shears v Brain Drain; "
                     "wk 8 tue 22nd HOME v Pub Quizteins. 8.30 start, home side reads + does the sandwiches",
          "by": "Alan"},
    "squad": {"details": "Alan (capt), Gaz, Shirley, Dev, + Marion as sub. 4 play, no phones on the table",
              "by": "Alan"},
    "kitty": {"details": "£2 a week each, Shirley holds it. £46 in after the cup run 🍻",
              "by": "Shirley"},
    "table": {"details": "2 pts a win, 1 a draw, tie break on the total score",
              "by": "Dev"},
}
CHAT_LINES = [
    ("2050-09-06T22:40", "Shirley", "who's doing the sarnies when we're at home? not me again 😂"),
    ("31.10.", "Dev", "Brain Drain have got a new bloke who was on Eggheads apparently, we're done for"),
    ("Tue 8th", "Gaz", "won 54-49!! Marion got the music round all on her own"),
]
EDIT = {"details": "wk 6 tue 8th nov HOME v The Quizzly Bears; wk 7 Brain Drain MOVED - the Shears have got a funeral "
                   "do on the tues so it's thurs 17th, same place, 8.30, league sec's ok'd it; wk 8 tue 22nd HOME v "
                   "Pub Quizteins",
        "edited": "Alan sun 13th"}
POSITION = {"position": "3rd on 10 pts after wk 6 (off the league website)", "by": "results job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SEASON, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def results_job() -> None:
    copy = dict(store.get(SEASON, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(POSITION)
    with fault():
        store.put(SEASON, KEY, copy)


def alan_edit() -> None:
    read_done.wait()
    item = store.get(SEASON, KEY)
    store.put(SEASON, KEY, {**item.value, **EDIT})
    assert "so it's thurs 17th, same place" in store.get(SEASON, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=results_job, name="results-job"),
           threading.Thread(target=alan_edit, name="alan-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the Brain Drain match still tuesday? I need to swap a shift if it is"
context = ["Today is Mon 14 November 2050. You are talking to Gaz, who plays for Les Quizerables (the Kings Arms) in "
           "the Calder & District Quiz League."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SEASON, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "tue 15th nov AWAY at the Shears v Brain Drain" in c and "3rd on 10 pts" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("17th", "thurs", "funeral")), context
reply = answer(f"(Gaz) {question}", context, mock="Yes - tomorrow, Tue 15th, away at the Shears, 8.30 start. "
                                                   "You'll need to swap your shift.")
finish(question, expected="no - it's moved to Thursday 17th at the Shears (they've a funeral do on the Tuesday)",
       actual=reply)
