"""Batch 161 (held out). A junior orchestra's spring tour: LangGraph InMemoryStore (sync), two writers in threads.

App: Wyre Valley Junior Orchestra tour the Marches in the Easter holidays, Mon 6th - Fri 10th April 2037 (a coach,
three concerts, workshops with local youth orchestras). The tour helper keeps one record per day in ("tour", "days")
and odd notes in ("tour", "notes"). The coach job reads a day's record, adds the coach times and writes the whole
record back; Mrs Okon, the tour manager, edits the same record at the same time.

Planted fault (UpdateError, lost update): the coach job reads Wednesday's record (workshop with Ludlow Youth Strings
2-4 at Ludlow School, concert 7pm at St Laurence's church, Ludlow, black + whites); Mrs Okon writes in, on Mon 30/3,
that St Laurence's have got scaffolding up inside (the bat survey, don't ask), so Weds night's concert is moved to
the Assembly Rooms on Mill St, same time, they've a proper stage + a Steinway; the coach job then puts back its stale
copy with the coach times, losing her edit. Question (Sun 5/4, a player's dad): "where are they playing weds
night? gran's driving over from Hereford + wants to park near" -> expected the Assembly Rooms on Mill St, Ludlow
(St Laurence's has scaffolding up). The assistant says St Laurence's church.

Expected verdict: UpdateError at langgraph.store.put (the coach job's put, wrapped in fault()): Mrs Okon's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
place. Asserted: her edit was in the store before the stale put; Wednesday's record has the coach times and St
Laurence's, and no context line mentions the Assembly Rooms or the scaffolding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b161_langgraph_orchestra_venue_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAYS = ("tour", "days")
NOTES = ("tour", "notes")
KEY = "weds-8-apr"
RECORDS = {
    "mon-6-apr": {"plan": "depart school 9.30, Hereford - workshop w Hereford Youth Orch 2-4, concert 7 at the "
                          "Courtyard. YHA Ludlow x 4 nights", "set by": "Mrs Okon (tour manager)"},
    KEY: {"plan": "workshop w Ludlow Youth Strings 2-4 at Ludlow School, concert 7pm at St Laurence's church, Ludlow. "
                  "black + whites", "set by": "Mrs Okon (tour manager)"},
    "fri-10-apr": {"plan": "Shrewsbury, matinee 2.30 at the Abbey, home for 7ish", "set by": "Mrs Okon (tour "
                                                                                           "manager)"},
}
NOTE_LINES = [
    ("14/3", "Mr Bryce", "cellos x3 + the double bass in Mr Dale's van, everything else in the coach hold"),
    ("22.3.", "Mrs Okon", "kit list home: black + whites, music folder, packed lunch mon, NO energy drinks"),
    ("2037-03-28T10:00", "Mr Bryce", "sectionals tues morning at the YHA, brass in the dining room (sorry other "
                                     "guests)"),
]
EDIT = {"plan": "workshop w Ludlow Youth Strings 2-4 at Ludlow School. St Laurence's have got scaffolding up inside "
                "(bat survey, don't ask) so weds night's concert is at the Assembly Rooms on Mill St now, same time, "
                "they've a proper stage + a Steinway. black + whites",
        "edited": "Mrs Okon Mon 30/3"}
COACH = {"coach": "Bakers coach, leaves YHA 1.15 for the workshop, back to YHA 5, out again 6.15 for the concert",
         "by": "coach job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAYS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def coach_job() -> None:
    copy = dict(store.get(DAYS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COACH)
    with fault():
        store.put(DAYS, KEY, copy)


def tour_manager_edit() -> None:
    read_done.wait()
    item = store.get(DAYS, KEY)
    store.put(DAYS, KEY, {**item.value, **EDIT})
    assert "Assembly Rooms on Mill St" in store.get(DAYS, KEY).value["plan"]
    edit_done.set()


threads = [threading.Thread(target=coach_job, name="wyre-valley-tour-coach-job"),
           threading.Thread(target=tour_manager_edit, name="mrs-okon-tour-manager-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are they playing weds night? gran's driving over from Hereford + wants to park near"
context = ["Today is Sun 5 April 2037. You are talking to a parent of a player in Wyre Valley Junior Orchestra, about "
           "the spring tour (Mon 6 - Fri 10 April)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAYS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "concert 7pm at St Laurence's church" in c and "Bakers coach" in c
           for c in context), context
assert not any("Assembly Rooms" in c or "scaffolding" in c for c in context), context
reply = answer(question, context, mock="St Laurence's church in Ludlow, at 7pm - the coach brings the players over "
                                       "from the YHA at 6.15.")
finish(question, expected="the Assembly Rooms on Mill St, Ludlow - St Laurence's has scaffolding up inside",
       actual=reply)
