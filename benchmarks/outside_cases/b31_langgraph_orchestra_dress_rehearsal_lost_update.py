"""Batch 31 (held out). A community orchestra's concert planner: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Isle of Ely Sinfonia (about 45 players, conductor Martin, librarian Gwen, secretary Priya) keeps one
record per event in ``("sinfonia", "events")`` (key = event; value = what, date, time, where, notes) and the
players' messages in ``("sinfonia", "messages")``; the orchestra's assistant answers from a search of both. Two
things write the spring concert's dress rehearsal record at once: the library sync Gwen runs after handing out
parts (it reads the record, adds which parts went out and what's still missing, and writes the whole record back)
and Priya, on the laptop, after the vicar rang.

Planted fault (UpdateError, lost update): the library sync read the record before Priya's edit of the date ("Weds
2/4 7-9.30 - Rev Sue rang, funeral tea in the church Thurs pm so we can't have it, she's let us have the Weds,
same times") and puts back its stale copy, whose date still says "Thurs 3 April". Question (Sat 29/3): "what's the
date of the dress rehearsal? putting it in the shared calendar as dd/mm" -> expected 2/4 (the Wednesday). The
assistant says 03/04.

Expected verdict: UpdateError at langgraph.store.put, the library sync's put (inside fault()). Asserted: Priya's
edit is in the record before the sync's put and missing from the final context, which says Thurs 3 April.
Another reading: none that we see; nothing is deleted, and no message gives the new date.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b31_langgraph_orchestra_dress_rehearsal_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("sinfonia", "events")
MSGS = ("sinfonia", "messages")
KEY = "spring-concert-dress"
RECORDS = {
    "spring-concert": {"what": "Spring concert - Elgar Serenade, Beethoven 7, Finlandia", "date": "Sat 5 April",
                       "time": "7.30pm (call 6.15)", "where": "St Mary's, Ely", "notes": "tickets £12 / £10 conc, "
                                                                                        "under 16s free"},
    KEY: {"what": "dress rehearsal, full orch + the choir for Finlandia", "date": "Thurs 3 April",
          "time": "7-9.30", "where": "St Mary's", "notes": "bring stands, blacks not needed"},
    "strings-sectional": {"what": "strings sectional (Beethoven 2nd mvt)", "date": "Tues 25/3", "time": "7.30",
                          "where": "King's School music room", "notes": "done"},
    "summer-bbq": {"what": "summer BBQ", "date": "Sun 6/7", "time": "from 1", "where": "Martin's garden, "
                   "Witchford", "notes": "bring a dish"},
}
MESSAGES = [
    ("24/3", "Priya", "Anyone need a lift to the dress? I've got 3 seats from Littleport"),
    ("25/3", "Tom (horn)", "Can't do Thurs as I'm on lates, could do a Weds if that ever happens lol"),
    ("26/3", "Gwen", "Beethoven 7 parts all out bar 2nd bassoon, chasing the hire library"),
    ("27/3", "Martin", "Church might be a problem for the dress, Priya's on it"),
    ("28/3", "Hannah", "Is the dress blacks or casual?"),
]
DATE_EDIT = ("Weds 2/4 7-9.30 - Rev Sue rang, funeral tea in the church Thurs pm so we can't have it, she's let us "
             "have the Weds, same times")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(MESSAGES, 1):
    store.put(MSGS, f"m{i:02d}", {"day": day, "from": who, "text": text})

read_done, priya_done = threading.Event(), threading.Event()


def library_sync() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    priya_done.wait()
    copy.update(parts="all out bar 2nd bassoon (Beethoven 7) - hire library posting Mon",
                librarian="Gwen 07700 900 731")
    with fault():
        store.put(EVENTS, KEY, copy)


def priya_laptop() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, "date": DATE_EDIT, "edited": "Fri 28/3 18:05 Priya"})
    assert "Weds 2/4" in store.get(EVENTS, KEY).value["date"]
    priya_done.set()


threads = [threading.Thread(target=library_sync, name="library-sync"),
           threading.Thread(target=priya_laptop, name="priya-laptop")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's the date of the dress rehearsal? putting it in the shared calendar as dd/mm"
events = store.search(EVENTS, limit=20)
messages = store.search(MSGS, limit=50)
context = ["Today is Sat 29/3/25."] + [f"{e.key}: {flat(e.value)}" for e in events] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in messages]
assert any(KEY in c and "date: Thurs 3 April" in c and "2nd bassoon" in c for c in context), context
assert not any("2/4" in c or "Weds 2" in c or "funeral" in c for c in context), context
reply = answer(question, context, mock="03/04 - Thursday 3 April, 7-9.30 at St Mary's, with the choir for "
                                       "Finlandia.")
finish(question, expected="02/04 - it went to the Wednesday (church busy Thurs)", actual=reply)
