"""Batch 146 (held out). A village quiz league's fixtures: LangGraph InMemoryStore (sync), two writers in threads.

App: the Upper Calder quiz league (8 pub and club teams, Thursday nights) keeps one record per fixture in
("quiz-league", "fixtures") - venue, start, quizmaster - and the committee's odd notes in ("quiz-league", "notes").
The question-setters' job reads a fixture, adds the rounds it has set for it and writes the whole record back;
Linda, the league secretary, edits the same record at the same time.

Planted fault (UpdateError, lost update): the setters' job reads the cup final (Thu 18th June at the Shoulder of
Mutton, Mytholmroyd, start 8pm, Phil as quizmaster); Linda writes in, on Mon 15/6, that it's half 7 now - the
landlord's got the darts lot in the back room from 10 and wants us finished and cleared by about half 9, and Phil's
fine with it; the setters' job then puts back its stale copy with the eight rounds, losing her edit. Question (Tue
16/6, Kev, captain of the Quizzly Bears): "what time we kicking off thurs? need to tell the lads, half of them come
straight from work" -> expected half 7 (7.30pm; the landlord has the darts in from 10). The assistant says 8pm.

Expected verdict: UpdateError at langgraph.store.put (the setters' job's put, wrapped in fault()): Linda's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Linda's edit was in the store before the stale put; the record has the rounds and 8pm, and no
context line mentions half 7 or the darts.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b146_langgraph_quiz_cup_final_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FIXTURES = ("quiz-league", "fixtures")
NOTES = ("quiz-league", "notes")
KEY = "cup-final"
RECORDS = {
    "semi-1": {"when": "Thu 4th June, 8pm", "where": "Hebden Bridge Trades Club",
               "teams": "Quizzly Bears v The Usual Suspects", "qm": "Sandra"},
    "semi-2": {"when": "Thu 4th June, 8pm", "where": "the Robin Hood, Cragg Vale",
               "teams": "Cragg Vale Ramblers v Les Quizerables", "qm": "Phil"},
    KEY: {"when": "Thu 18th June, start 8pm", "where": "Shoulder of Mutton, Mytholmroyd",
          "teams": "Quizzly Bears v Les Quizerables", "qm": "Phil, Sandra scoring"},
}
NOTE_LINES = [
    ("14/3", "Linda", "subs £20 a team for the season, 3 still owing - Robin Hood, Trades Club B + the Rushbearers"),
    ("22.3.", "Phil", "picture rounds printed at the library now, 10p a sheet. no phones at the table pls!!"),
    ("Weds 8 Apr", "Sandra", "cup's been engraved, Linda's got it. runners up get a bottle each, Majestic did us a deal"),
]
EDIT = {"when": "Thu 18th June, half 7 now - landlord's got the darts lot in the back room from 10 and wants us done "
                "and cleared by half 9ish. Phil's fine w it",
        "edited": "Linda 15/6"}
ROUNDS = {"rounds": "8: general knowledge, music intros, picture, sport, Calderdale, science, on this day, jackpot",
          "by": "setters' job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FIXTURES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def setters_job() -> None:
    copy = dict(store.get(FIXTURES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROUNDS)
    with fault():
        store.put(FIXTURES, KEY, copy)


def linda_edit() -> None:
    read_done.wait()
    item = store.get(FIXTURES, KEY)
    store.put(FIXTURES, KEY, {**item.value, **EDIT})
    assert "half 7" in store.get(FIXTURES, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=setters_job, name="question-setters-job"),
           threading.Thread(target=linda_edit, name="linda-secretary-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time we kicking off thurs? need to tell the lads, half of them come straight from work"
context = ["Today is Tue 16 June 2037. You are talking to Kev, captain of the Quizzly Bears in the Upper Calder quiz "
           "league."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FIXTURES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "start 8pm" in c and "music intros" in c for c in context), context
assert not any("half 7" in c or "darts" in c for c in context), context
reply = answer(question, context, mock="8pm at the Shoulder of Mutton in Mytholmroyd - Phil's quizmaster.")
finish(question, expected="half 7 (7.30pm) - the landlord's got the darts in from 10", actual=reply)
