"""Batch 76 (held out). A gospel choir's tour: LangGraph InMemoryStore (sync), two writers in threads.

App: Voices of Zion (a community gospel choir from Handsworth, 38 singers) is on a three-date northern tour in
October 2032. Each tour day has a record in ``("voz-tour", "days")`` (key = the day; value = venue, coach,
soundcheck, notes) and the soloists and odds and ends sit in ``("voz-tour", "notes")``. Two things write a day's
record: the nightly itinerary job (reads the record, adds the running order it printed for the day, writes the
whole record back) and Bernice the tour manager, from her phone.

Planted fault (UpdateError, lost update): the itinerary job reads Saturday's record (coach 7.15am from the church);
then Bernice writes in: "Swanbrook rang - our driver Keith did a late one thurs so on his hours he can't roll before
8. coach at the church 8.05 now, 8.15 away. Leeds Town Hall fine with soundcheck at 1 instead of 12". The job then
writes back its stale copy, which still says 7.15. Question (Fri 15/10 evening, a soprano): "what time do we need to
be at the church tomorrow for the coach?" -> expected 8.05 (leaving 8.15). The assistant says 7.15.

Expected verdict: UpdateError at langgraph.store.put, the itinerary job's put (inside fault()). Asserted: Bernice's
edit is in the record before the job's put and missing from the final context, which has the 7.15 coach and the
job's running-order line.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b76_langgraph_choir_coach_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAYS = ("voz-tour", "days")
NOTES = ("voz-tour", "notes")
KEY = "sat 16 oct"
RECORDS = {
    "fri 15 oct": {"venue": "St George's Hall, Bradford (8pm)", "coach": "Swanbrook 49 seater, 12.30 from the "
                   "church", "notes": "tea provided by the Bradford Community choir, Pastor Ade's cousin"},
    KEY: {"venue": "Leeds Town Hall, 3pm matinee for the Black History Month festival",
          "coach": "7.15am at the church (Rookery Rd), 7.30 away sharp", "soundcheck": "12 noon",
          "notes": "packed lunch, robes in the hanging bags not folded"},
    "sun 17 oct": {"venue": "Sheffield Cathedral, 6pm evensong + set", "coach": "from the hotel 2pm",
                   "notes": "back to Brum for about 11"},
}
NOTE_LINES = [
    ("2/10", "Bernice", "hotel Fri + Sat - Ibis Leeds Centre, 19 twin rooms, breakfast included, £2,470 paid"),
    ("4.10.32", "Marcus", "soloists: Grace 'Oh Happy Day' every night, me 'Total Praise' Leeds + Sheffield"),
    ("Oct 6th", "Bernice", "robes collected from the cleaners, 38 + 2 spare, in the vestry"),
    ("9/10", "Pastor Ade", "offering at Sheffield goes to the food bank, announce it before the last song"),
]
EDIT = ("Swanbrook rang - our driver Keith did a late one thurs so on his hours he can't roll before 8. coach at the "
        "church 8.05 now, 8.15 away. Leeds Town Hall fine with soundcheck at 1 instead of 12")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAYS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def itinerary_job() -> None:
    copy = dict(store.get(DAYS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"running order": "printed 15/10 - 9 songs, Grace 3rd, Marcus 7th, finish w 'Total Praise'"})
    with fault():
        store.put(DAYS, KEY, copy)


def bernice_edit() -> None:
    read_done.wait()
    item = store.get(DAYS, KEY)
    store.put(DAYS, KEY, {**item.value, "coach": EDIT, "by": "Bernice, fri 15/10 4.20pm"})
    assert "church 8.05 now" in store.get(DAYS, KEY).value["coach"]
    edit_done.set()


threads = [threading.Thread(target=itinerary_job, name="itinerary-job"),
           threading.Thread(target=bernice_edit, name="bernice-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do we need to be at the church tomorrow for the coach?"
rec = store.get(DAYS, KEY)
notes = store.search(NOTES, limit=50)
context = ["Today is Fri 15 October 2032, evening. You are talking to Lorraine, a soprano.",
           f"{rec.key}: {flat(rec.value)}"] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "7.15am at the church" in c and "running order" in c for c in context), context
assert not any("8.05" in c or "Keith" in c or "his hours" in c for c in context), context
reply = answer(question, context, mock="7.15am at the church on Rookery Road - the coach leaves at 7.30 sharp. "
                                       "Bring a packed lunch.")
finish(question, expected="five past 8 (it goes at quarter past)", actual=reply)
