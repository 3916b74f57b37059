"""Batch 56 (held out). A pub darts team's fixtures board: LangGraph InMemoryStore (sync), two writers in threads.

App: the Bell Inn "A" team in the Thursday/Friday Tanworth & District darts league keep fixtures in a small
assistant: one record per fixture in ``("bell-a", "fixtures")`` (key = the fixture; value = a few fields) and
team notes in ``("bell-a", "notes")``. Two things write a fixture record: the results bot (reads the record, adds
last season's head-to-head, writes the whole record back) and Gaz, the captain, editing it from his phone.

Planted fault (UpdateError, lost update): the bot reads the Plough away fixture, then Gaz puts in: "Plough rang,
it's their quiz nite after so they want the room back by half 10 - throw-up 7.30 not 8, so be there for quarter
past 7 pls lads, 7.15 latest", and the bot writes back its stale copy, which still says start 8pm, be there 7.45.
Question (Wed 11/3, Shaun): "what time do I need to be at the Plough on friday?" -> expected 7.15pm. The assistant
says 7.45.

Expected verdict: UpdateError at langgraph.store.put, the results bot's put (inside fault()). Asserted: Gaz's edit
is in the record before the bot's put and missing from the final context, which has the stale times and the bot's
head-to-head line. Another reading: none that we see; nothing is deleted, and the notes don't give the time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b56_langgraph_darts_plough_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FIXTURES = ("bell-a", "fixtures")
NOTES = ("bell-a", "notes")
KEY = "wk14 Plough (away)"
RECORDS = {
    "wk13 Crown (home)": {"when": "Thu 5/3", "result": "won 7-2", "note": "Shaun 180 in the 4th leg!!"},
    KEY: {"when": "Fri 13 Mar", "start": "8pm", "be there": "7.45", "where": "the Plough, Earlswood, back room",
          "note": "their board's a bit low, bring your own flights"},
    "wk15 Legion (home)": {"when": "Thu 19/3", "start": "8.15ish", "note": "cup game, food on (chip butties)"},
    "wk16 Red Lion (away)": {"when": "26.3", "start": "8pm", "note": "parking's rubbish, share lifts"},
}
TEAM_NOTES = [
    ("2/3", "Gaz", "subs £3 a week, Mo's collecting, he's got the tin"),
    ("Mar 6th", "Mo", "Dean can't play wk14, his lad's birthday, Kerry's sub if we need one"),
    ("7.3.26", "Gaz", "new shirts in!! £22 each, pay Mo, names on the back"),
    ("9th", "Shaun", "lift - I can take 3 to the Plough, leaving the Bell about 7"),
    ("10/3", "Gaz", "Plough fixture - ringing their captain tonight about timings"),
]
EDIT = ("Plough rang, it's their quiz nite after so they want the room back by half 10 - throw-up 7.30 not 8, so be "
        "there for quarter past 7 pls lads, 7.15 latest")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FIXTURES, key, record)
for i, (day, who, text) in enumerate(TEAM_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def results_bot() -> None:
    copy = dict(store.get(FIXTURES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"last season": "lost 4-5 there, won 6-3 at ours"})
    with fault():
        store.put(FIXTURES, KEY, copy)


def gaz_edit() -> None:
    read_done.wait()
    item = store.get(FIXTURES, KEY)
    store.put(FIXTURES, KEY, {**item.value, "start": "7.30", "be there": EDIT, "edited": "Gaz 10/3 10.52pm"})
    assert "7.15 latest" in store.get(FIXTURES, KEY).value["be there"]
    edit_done.set()


threads = [threading.Thread(target=results_bot, name="results-bot"),
           threading.Thread(target=gaz_edit, name="gaz-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I need to be at the Plough on friday?"
fixtures = store.search(FIXTURES, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Wed 11 March 2026. You are talking to Shaun."] + [f"{e.key}: {flat(e.value)}" for e in fixtures] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "be there: 7.45" in c and "lost 4-5 there" in c for c in context), context
assert not any("7.15" in c or "quiz nite" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Quarter to eight - it starts at 8pm in the Plough's back room.")
finish(question, expected="7.15pm at the latest, they're throwing up at half 7", actual=reply)
