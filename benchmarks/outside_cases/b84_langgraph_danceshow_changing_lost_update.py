"""Batch 84 (held out). A dance school's summer show backstage plan: LangGraph InMemoryStore (sync), two writers in
threads.

App: Step Out Dance Academy keeps its summer show plan in the store: backstage records in ("stepout", "backstage")
(changing rooms, quick changes, chaperones), staff messages in ("stepout", "notes"). A chaperone job reads the
changing-rooms record, works out how many chaperones each room needs from the class lists, adds that to the record
and writes the whole record back; Carys (the principal) edits the same record from her laptop at the same time.

Planted fault (UpdateError, lost update): the chaperone job reads the changing-rooms record (juniors in the scout
hut across the car park), Carys then writes her edit (the scout hut's got roofers in till the end of July, juniors
go in Room 4, the drama studio, upstairs), and the chaperone job puts back its stale copy with the chaperone counts
added, losing Carys's edit. Question (Tue 6/7, a junior's mum who's chaperoning): "where are the juniors getting
changed on Friday?" -> expected Room 4, the drama studio. The assistant says the scout hut.

Expected verdict: UpdateError at langgraph.store.put (the chaperone job's put, wrapped in fault()). Asserted: Carys's
edit was in the store before the stale put; the final record has the chaperone counts and the scout hut, and nothing
in the context mentions Room 4 or the roofers.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b84_langgraph_danceshow_changing_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BACKSTAGE = ("stepout", "backstage")
NOTES = ("stepout", "notes")
KEY = "changing-rooms"
RECORDS = {
    KEY: {"tap tots + babies": "main hall side room (mirrors), parents drop at the side door",
          "juniors (yr3-6)": "scout hut across the car park, walk over in a line w a chaperone",
          "seniors": "girls' changing by the sports hall, boys use the PE office",
          "rule": "no phones in the changing rooms, DBS'd chaperones only"},
    "quick-changes": {"act 1": "juniors tap -> jazz (8 mins), costumes on rails labelled by name",
                      "act 2": "seniors contemporary -> finale (4 mins!!), in the wings"},
    "timings": {"fri 9/7": "doors 6, curtain 6.30, finish ~8.45", "sat 10/7": "matinee 2pm + evening 6.30",
                "dress rehearsal": "thurs 8/7 4.30-7.30"},
}
NOTE_LINES = [
    ("28/6", "Carys", "costumes all back from Mrs Patel except the junior jazz waistcoats, weds"),
    ("June 30", "Leah", "seniors finale lift is fine now, practised w mats"),
    ("2.7.32", "Carys", "scout hut roof - the men are there til end of july, scaffold all round, spoke to Akela"),
    ("5/7", "Leah", "need 2 more chaperones for sat matinee, juniors mostly"),
]
EDIT = {"juniors (yr3-6)": "Room 4 (drama studio, upstairs) - scout hut's got the roofers in til end july"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BACKSTAGE, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def chaperone_job() -> None:
    copy = dict(store.get(BACKSTAGE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"chaperones (from class lists 5/7)": "tots 4, juniors 3, seniors 2"})
    with fault():
        store.put(BACKSTAGE, KEY, copy)


def carys_edit() -> None:
    read_done.wait()
    item = store.get(BACKSTAGE, KEY)
    store.put(BACKSTAGE, KEY, {**item.value, **EDIT, "edited": "Carys mon 5/7 21.40"})
    assert "Room 4" in store.get(BACKSTAGE, KEY).value["juniors (yr3-6)"]
    edit_done.set()


threads = [threading.Thread(target=chaperone_job, name="chaperone-job"),
           threading.Thread(target=carys_edit, name="carys-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are the juniors getting changed on Friday?"
notes = store.search(NOTES, limit=50)
context = ["Today is Tue 6 July 2032. You are talking to Nadia, a junior's mum who is chaperoning on Friday."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(BACKSTAGE, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "scout hut across the car park" in c and "chaperones" in c for c in context), context
assert not any("Room 4" in c or "drama studio" in c for c in context), context
reply = answer(question, context, mock="In the scout hut across the car park - you walk them over in a line. There "
                                       "are 3 chaperones for the juniors.")
finish(question, expected="upstairs in Room 4 (the drama studio)", actual=reply)
