"""Batch 140 (held out). A youth football tournament's fixtures: LangGraph InMemoryStore (sync), two writers in
threads.

App: Shelf Juniors put on a summer 7-a-side tournament (Sat 20th June, Shelf Park, six pitches, U9 to U12). The
helper keeps one record per final in ("shelf-7s", "finals") - pitch, kick-off, teams, ref - and the committee's odd
notes in ("shelf-7s", "notes"). The results board job reads a final, adds the trophy and medals it's down for, and
writes the whole record back; Gaz, the referee secretary, edits the same final at the same time.

Planted fault (UpdateError, lost update): the board job reads the U11 final (Pitch 1 by the clubhouse, 3.40pm, ref
Mick Hirst, the Rovers dad who did his course in March); Gaz writes in, on Sat 13/6, that Jan Cooper, the county
ref, has offered to do it - Mick's lad plays for Rovers, who are in group A, so better someone neutral, and Mick's
happy running the line - and the board job then puts back its stale copy with the trophy and medals, losing his
edit. Question (Fri 19/6, Lou, the tournament organiser): "who's reffing the u11 final? need a name for the
programme" -> expected Jan Cooper (the county ref; Mick's lad plays for Rovers). The assistant says Mick Hirst.

Expected verdict: UpdateError at langgraph.store.put (the board job's put, wrapped in fault()): Gaz's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Gaz's edit was in the store before the stale put; the record has the trophy and Mick as ref, and no
context line mentions Jan Cooper.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b140_langgraph_football_final_ref_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FINALS = ("shelf-7s", "finals")
NOTES = ("shelf-7s", "notes")
KEY = "u11-final"
RECORDS = {
    KEY: {"pitch": "Pitch 1 (the big one by the clubhouse)", "ko": "3.40pm", "teams": "winners grp A v winners grp B",
          "ref": "Mick Hirst (Rovers dad, did his course in march)"},
    "u9-final": {"pitch": "Pitch 4", "ko": "2.50pm", "teams": "top 2 of the league", "ref": "Steve Barraclough"},
    "u12-final": {"pitch": "Pitch 1", "ko": "4.30pm", "teams": "winners semi 1 v winners semi 2",
                  "ref": "Gaz Pollard"},
}
NOTE_LINES = [
    ("14/3", "Lou", "24 teams in, 6 pitches marked out by the council the thurs before, goals from the shed"),
    ("16th may", "Bob", "St John's doing first aid, 2 of them, need a gazebo by pitch 3"),
    ("Tue 9/6", "Lou", "burger van 11-5, Dave's Diner, gives us 10%. tea + cakes in the clubhouse from half 9"),
]
EDIT = {"ref": "Jan Cooper (county ref) - she's offered to do it, Mick's lad plays for Rovers + they're in grp A so "
               "better someone neutral. Mick's happy running the line",
        "edited": "Gaz Sat 13/6"}
BOARD = {"trophy": "the Harry Sutcliffe cup + 14 medals each side", "board": "results board job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FINALS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def board_job() -> None:
    copy = dict(store.get(FINALS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOARD)
    with fault():
        store.put(FINALS, KEY, copy)


def gaz_edit() -> None:
    read_done.wait()
    item = store.get(FINALS, KEY)
    store.put(FINALS, KEY, {**item.value, **EDIT})
    assert store.get(FINALS, KEY).value["ref"].startswith("Jan Cooper")
    edit_done.set()


threads = [threading.Thread(target=board_job, name="results-board-job"),
           threading.Thread(target=gaz_edit, name="gaz-ref-secretary-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's reffing the u11 final? need a name for the programme"
context = ["Today is Fri 19 June 2037. You are talking to Lou, who organises the Shelf Juniors summer 7-a-side "
           "tournament tomorrow."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FINALS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "ref: Mick Hirst" in c and "Harry Sutcliffe cup" in c for c in context), \
    context
assert not any("Jan Cooper" in c or "neutral" in c for c in context), context
reply = answer(question, context, mock="Mick Hirst - he's reffing the U11 final on Pitch 1 at 3.40.")
finish(question, expected="Jan Cooper, the county ref - Mick's lad plays for Rovers", actual=reply)
