"""Batch 198 (held out). An art club's summer exhibition: LangGraph InMemoryStore (sync), two writers in threads.

App: Church Stretton Art Society's summer exhibition is in the Silvester Horne Institute, Sun 5th to Sun 12th July
2043 (hung on the Saturday) - members' paintings on the club's boards, cards and prints on a table, a private view
on the Thursday. The society's helper keeps one record per part in ("cs-art-society-summer-2043", "event") - the
hanging, the private view, the stewarding rota - and members' odd messages in ("cs-art-society-summer-2043",
"msgs"). The entries job reads the hanging record, adds the count of paintings handed in so far and writes the whole
record back; Sylvia (the exhibition secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the entries job reads the hanging record (space: the main hall only, the
boards take 60 paintings max; hanging Sat 4th July 10-3, Dennis and his step ladder; labels typed by Ruth); Sylvia
writes in, Weds 1st July, that the library upstairs is letting them have the reading room as well - 20 more on the
screens in there, so 80 max now (Mr Hughes says watercolours and prints only in there, it's the light); the entries
job then puts back its stale copy with its count (54 paintings in so far from 31 members), losing her edit.
Question (Thu 2/7, Gareth, a member with 3 more paintings from the group's plein air week): "how many more paintings
can we take? I've got 3 more from the plein air wk" -> expected 26 (80 max with the reading room, 54 in). The
assistant says 6 (60 max, 54 in).

Expected verdict: UpdateError at langgraph.store.put (the entries job's put, wrapped in fault()): Sylvia's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides how many more
fit. Asserted: her edit was in the store before the stale put; the hanging record has the count line and the 60 max,
and no context line mentions the reading room, the screens or 80.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b198_langgraph_art_club_paintings_room_left_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENT = ("cs-art-society-summer-2043", "event")
MSGS = ("cs-art-society-summer-2043", "msgs")
KEY = "hanging"
RECORDS = {
    KEY: {"space": "main hall only - the club boards take 60 paintings max, nothing bigger than 30in framed",
          "hanging": "sat 4th july 10-3, Dennis + his step ladder, bring picture hooks + fishing line",
          "labels": "Ruth typing them, title / medium / price, get yours to her by 1/7"},
    "private view": {"details": "thurs 9th july 7pm, wine + nibbles, Cllr Morris opening it", "by": "Sylvia"},
    "stewards": {"details": "2 on at a time 10-1 + 1-4.30, rota on the fridge door, sales book in the tin",
                 "by": "Sylvia"},
}
MSG_LINES = [
    ("2043-06-12T09:40", "Ruth", "labels - I'm doing them on the laminator this yr, much smarter"),
    ("22.6.", "Dennis", "step ladder's fine but somebody else is doing the top row, my knees 😂"),
    ("Tue 30th", "Gareth", "plein air wk was fab - got 3 I'm happy with from Carding Mill, will frame them"),
]
EDIT = {"space": "the library upstairs is letting us have the reading room as well 🎉 20 more on the screens in "
                 "there so 80 max now. Mr Hughes says watercolours + prints only in there, it's the light",
        "edited": "Sylvia Weds 1st July"}
COUNT = {"in so far": "54 paintings handed in, 31 members", "by": "entries job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def entries_job() -> None:
    copy = dict(store.get(EVENT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COUNT)
    with fault():
        store.put(EVENT, KEY, copy)


def sylvia_edit() -> None:
    read_done.wait()
    item = store.get(EVENT, KEY)
    store.put(EVENT, KEY, {**item.value, **EDIT})
    assert "so 80 max now" in store.get(EVENT, KEY).value["space"]
    edit_done.set()


threads = [threading.Thread(target=entries_job, name="entries-job"),
           threading.Thread(target=sylvia_edit, name="sylvia-hanging-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more paintings can we take? I've got 3 more from the plein air wk"
context = ["Today is Thu 2 July 2043. You are talking to Gareth, a member of Church Stretton Art Society; the summer "
           "exhibition is hung on Sat 4 July at the Silvester Horne Institute."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "take 60 paintings max" in c and "54 paintings handed in" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("reading room", "screens", "80 max")), context
reply = answer(question, context, mock="Only 6 - the boards take 60 and 54 are in already, so 3 of yours would fit "
                                       "but get them to Ruth quick.")
finish(question, expected="26 - 80 max now the reading room's been added, 54 in", actual=reply)
