"""Batch 92 (held out). A pub quiz league's tables: LangGraph InMemoryStore (sync), two writers in threads.

App: the Ver Valley Quiz League keeps one record per team in ("ver-valley-quiz", "teams") (home pub, captain,
points so far, nights) and the committee's notes in ("ver-valley-quiz", "notes"). The fixtures secretary's job
reads a team's record, adds the second-half fixtures and writes the whole record back; Mel, the results secretary,
edits the same record at the same time.

Planted fault (UpdateError, lost update): the fixtures job reads the Quizzly Bears' record (212 after week 6); Mel
then writes her edit (the Bears' appeal on the Treaty of Utrecht question went their way at Thursday's committee,
so they get the point back: 213 after week 6) and the fixtures job puts back its stale copy with the fixtures
added, losing Mel's edit. The Red Lion Roarers are on 216. Question (Tue 22/1, Pete, the Bears' captain's
husband): "how far behind the red lion are we now?" -> expected 3 points (216 - 213). The assistant says 4.

Expected verdict: UpdateError at langgraph.store.put (the fixtures job's put, wrapped in fault()). Asserted: Mel's
edit was in the store before the stale put; the Bears' record has the fixtures and 212, and nothing in the context
mentions 213 or the appeal.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b92_langgraph_quiz_points_gap_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TEAMS = ("ver-valley-quiz", "teams")
NOTES = ("ver-valley-quiz", "notes")
KEY = "quizzly-bears"
RECORDS = {
    KEY: {"home": "the Fox, Harpenden (back bar)", "captain": "Sheila M",
          "points": "212 after wk 6 (44, 39, 41, 30 - the music round disaster, 29, 29)"},
    "red-lion-roarers": {"home": "Red Lion, Wheathampstead", "captain": "Big Dave",
                         "points": "216 after wk 6, top of the table"},
    "the-plough-ploughmen": {"home": "the Plough, Redbourn", "captain": "Anne-Marie", "points": "198 after wk 6"},
    "les-quizerables": {"home": "the Bull, Kimpton", "captain": "Raj", "points": "205 after wk 6"},
}
NOTE_LINES = [
    ("8/1", "Mel", "wk 6 scores in, all 4 sheets checked twice"),
    ("9/1", "Sheila M", "Bears appealing q 27 (Treaty of Utrecht 1713) - we put 1713, marked wrong, the sheet said "
                        "1715 which is Rastatt!!"),
    ("14.1.36", "Gaz", "question setter for wk 7 is the Bull, picture round on famous bridges"),
]
EDIT = {"points": "213 after wk 6 - committee looked at the Utrecht one thurs night, Sheila was right, point "
                  "back to the Bears"}
FIXTURES = {"second_half": "wk 7 22/1 v Roarers (A), wk 8 29/1 v Ploughmen (H), wk 9 5/2 v Quizerables (A)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TEAMS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fixtures_job() -> None:
    copy = dict(store.get(TEAMS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FIXTURES)
    with fault():
        store.put(TEAMS, KEY, copy)


def mel_edit() -> None:
    read_done.wait()
    item = store.get(TEAMS, KEY)
    store.put(TEAMS, KEY, {**item.value, **EDIT, "edited": "Mel 17/1 22:40"})
    assert store.get(TEAMS, KEY).value["points"].startswith("213")
    edit_done.set()


threads = [threading.Thread(target=fixtures_job, name="fixtures-job"),
           threading.Thread(target=mel_edit, name="mel-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how far behind the red lion are we now?"
context = ["Today is Tue 22 January 2036. You are talking to Pete, husband of the Quizzly Bears' captain Sheila."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TEAMS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "points: 212 after wk 6" in c and "second_half" in c for c in context), context
assert not any("213" in c or "Sheila was right" in c for c in context), context
reply = answer(question, context, mock="4 points - you're on 212 and the Roarers have 216. And you're at theirs "
                                       "tonight, so all to play for.")
finish(question, expected="3 - 213 to their 216 once the Utrecht point came back", actual=reply)
