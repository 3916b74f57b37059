"""Batch 127 (held out). A youth orchestra's tour plan: LangGraph InMemoryStore (sync), two writers in threads.

App: the Severn Youth Orchestra keep one record per tour night in ("syo", "tour") (date, where they sleep, the
concert, notes) and the parents' odd questions and answers in ("syo", "notes"). The transport officer's coach job
reads a night's record, adds the coach times and the driver, and writes the whole record back; Fiona, the tour
manager, edits the same record at the same time.

Planted fault (UpdateError, lost update): the coach job reads night 3's record (Weds 29th July, Stirling YHA, concert
at the Albert Halls 7.30); Fiona writes that the YHA's boiler has gone and they can't have us, so it's Kings Park
Lodge on the uni campus (Airthrey Rd), same price, 2 to a room; the coach job then puts back its stale copy with the
coach times and the driver, losing her edit. Question (Sun 26/7, Ollie's mum): "where are they staying weds night?
want to post ollie a card for his birthday" -> expected Kings Park Lodge on the uni campus, Airthrey Rd, Stirling.
The assistant says Stirling YHA.

Expected verdict: UpdateError at langgraph.store.put (the coach job's put, wrapped in fault()): Fiona's write landed
and the later put from a copy read before it overwrote it, so the store lost the place that decides the answer.
Asserted: Fiona's edit was in the store before the stale put; the record has the coach and Stirling YHA, and no
context line mentions the boiler, Kings Park or Airthrey Rd.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b127_langgraph_orchestra_stirling_hostel_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TOUR = ("syo", "tour")
NOTES = ("syo", "notes")
KEY = "night-3"
NIGHTS = {
    "night-1": {"date": "Mon 27th July", "sleep": "Edinburgh Central YHA, Haddington Pl",
                "concert": "none - travel day, coach leaves school 7.30ish", "notes": "packed lunch day 1"},
    "night-2": {"date": "Tue 28th July", "sleep": "Edinburgh Central YHA", "concert": "St Giles' lunchtime 1pm",
                "notes": "free pm on the Royal Mile in 4s, back by half 6"},
    KEY: {"date": "Weds 29th July", "sleep": "Stirling YHA, St John St (up by the castle)",
          "concert": "Albert Halls 7.30, black + whites", "notes": "castle visit am"},
    "night-4": {"date": "Thu 30th July", "sleep": "Perth - Bell's Sports Centre hostel rooms",
                "concert": "Perth festival fringe 3pm, outdoor stage", "notes": "home fri, back at school about 6"},
}
NOTE_LINES = [
    ("14/3", "Fiona", "phones - they can keep them but they're handed in at lights out, staff keep them overnight"),
    ("22.4.", "Mark (cellos)", "cellos go in the trailer, NOT in the hold, the coach firm are fine w that"),
    ("16th may", "Fiona", "spending money - £40 max suggested, they'll get lunch every day anyway"),
]
EDIT = {"sleep": "Kings Park Lodge on the uni campus, Airthrey Rd, Stirling - the YHA's boiler's gone, they can't "
                 "have us. same price, 2 to a room",
        "edited": "Fiona Tue 21/7"}
COACH = {"coach": "Castle Coaches 53-seater + trailer, driver Gordon; leave Edinburgh 9.15, Albert Halls get-in 5",
         "coach tel": "Gordon 07700 900xxx"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in NIGHTS.items():
    store.put(TOUR, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def coach_job() -> None:
    copy = dict(store.get(TOUR, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COACH)
    with fault():
        store.put(TOUR, KEY, copy)


def fiona_edit() -> None:
    read_done.wait()
    item = store.get(TOUR, KEY)
    store.put(TOUR, KEY, {**item.value, **EDIT})
    assert store.get(TOUR, KEY).value["sleep"].startswith("Kings Park Lodge")
    edit_done.set()


threads = [threading.Thread(target=coach_job, name="transport-coach-times"),
           threading.Thread(target=fiona_edit, name="fiona-tour-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are they staying weds night? want to post ollie a card for his birthday"
context = ["Today is Sun 26 July 2037. You are talking to Ollie Reid's mum; Ollie plays cello in the Severn Youth "
           "Orchestra."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TOUR, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "sleep: Stirling YHA" in c and "driver Gordon" in c for c in context), context
assert not any("boiler" in c or "Kings Park" in c or "Airthrey" in c for c in context), context
reply = answer(question, context, mock="Stirling YHA on St John St, up by the castle - they're there on Weds 29th.")
finish(question, expected="Kings Park Lodge on the uni campus, Airthrey Rd, Stirling - the YHA's boiler went",
       actual=reply)
