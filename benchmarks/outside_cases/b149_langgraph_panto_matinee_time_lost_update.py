"""Batch 149 (held out). A village hall pantomime's performances: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Luddenden Players put on Aladdin in the village hall (Thu 14th - Sat 16th January 2038: three evenings at
7pm and a Saturday matinee, 120 seats, £9 adults, £5 kids). The society keeps one record per performance in
("panto", "performances") - when, doors, tickets sold - and odd notes in ("panto", "notes"). The box office job
reads a performance, adds the latest sales and writes the whole record back; Pauline, the director, edits the same
record at the same time.

Planted fault (UpdateError, lost update): the box office job reads the Saturday matinee (2.30pm, doors 2pm); Pauline
writes in, on Weds 25 Nov, that it's 1.30 now, doors 1 - the Scouts have the hall from 5.30 for their quiz
night and we need the hour in between to turn the set round and sweep up the glitter; the box office job then puts
back its stale copy with the sales figure, losing her edit. Question (Tue 12/1, Nicola, a mum with tickets): "what
time's the sat matinee? bringing my nana, she'll want to be there for the doors" -> expected 1.30pm (doors 1pm),
because the Scouts have the hall from 5.30. The assistant says 2.30pm.

Expected verdict: UpdateError at langgraph.store.put (the box office job's put, wrapped in fault()): Pauline's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Pauline's edit was in the store before the stale put; the record has the sales figure and the
2.30, and no context line mentions 1.30 or the Scouts' quiz.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b149_langgraph_panto_matinee_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOWS = ("panto", "performances")
NOTES = ("panto", "notes")
KEY = "sat-matinee"
RECORDS = {
    "thu-evening": {"when": "Thu 14th Jan 7pm", "doors": "6.30", "sold": "61 of 120"},
    "fri-evening": {"when": "Fri 15th Jan 7pm", "doors": "6.30", "sold": "104 of 120"},
    KEY: {"when": "Sat 16th Jan 2.30pm", "doors": "2pm", "note": "kids' raffle at the interval"},
    "sat-evening": {"when": "Sat 16th Jan 7pm", "doors": "6.30", "sold": "SOLD OUT", "note": "bar open"},
}
NOTE_LINES = [
    ("14/3", "Pauline", "ALADDIN it is!! Gary's our Twankey again, auditions in the hall 22nd, bring a song"),
    ("16th may", "Bill", "scenery: the cave + the palace flats, Trev's doing the flying carpet on a trolley"),
    ("2037-12-02T20:10", "Jean", "tickets on sale at the post office + online, kids under 3 on a knee free"),
]
EDIT = {"when": "Sat 16th Jan 1.30pm now, doors 1 - the Scouts have got the hall from 5.30 for their quiz night "
                "+ we need the hour in between to turn the set round + sweep the glitter up",
        "edited": "Pauline Weds 25 Nov"}
SALES = {"sold": "87 of 120", "by": "box office job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHOWS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def box_office_job() -> None:
    copy = dict(store.get(SHOWS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SALES)
    with fault():
        store.put(SHOWS, KEY, copy)


def pauline_edit() -> None:
    read_done.wait()
    item = store.get(SHOWS, KEY)
    store.put(SHOWS, KEY, {**item.value, **EDIT})
    assert "1.30pm" in store.get(SHOWS, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=box_office_job, name="box-office-sales-job"),
           threading.Thread(target=pauline_edit, name="pauline-director-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the sat matinee? bringing my nana, she'll want to be there for the doors"
context = ["Today is Tue 12 January 2038. You are talking to Nicola, who has tickets for the Luddenden Players' "
           "Aladdin in the village hall."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHOWS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "2.30pm" in c and "87 of 120" in c for c in context), context
assert not any("1.30" in c or "quiz" in c for c in context), context
reply = answer(question, context, mock="2.30pm on Saturday 16th, doors at 2 - there's a kids' raffle at the "
                                       "interval.")
finish(question, expected="1.30pm (doors 1pm) - the Scouts have the hall from 5.30, so it starts an hour earlier",
       actual=reply)
