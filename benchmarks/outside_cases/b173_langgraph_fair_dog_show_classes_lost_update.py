"""Batch 173 (held out). A church's summer fair: LangGraph InMemoryStore (sync), two writers in threads.

App: St Michael's summer fair is Sat 7th July 2040, 12 till 4 on the vicarage lawn - stalls (tombola, cakes, plants,
books, white elephant), a dog show on the top lawn at 2.30, teas in the church hall. The fair's helper keeps one
record per job in ("st-michaels", "summer-fair") - dog show, teas, stalls - and odd notes in ("st-michaels",
"fair-notes"). The rosettes job reads the dog-show record, adds the line about the rosette order it has placed and
writes the whole record back; Margaret, who runs the dog show, edits the same record at the same time.

Planted fault (UpdateError, lost update): the rosettes job reads the dog-show record (classes: waggiest tail,
prettiest bitch, best rescue, dog most like its owner; judge Mrs Patel from Parkside Vets; £2 a class); Margaret
writes in, on Tue 19th June, that prettiest bitch is gone - a couple of complaints last year and the Rev wasn't keen on
it on the church poster - and it's fancy dress (the kids love it) and best veteran, 8 and over, so the classes are
waggiest tail, best rescue, dog most like its owner, fancy dress, best veteran; the rosettes job then puts back its
stale copy with the rosette line, losing her edit. Question (Tue 3/7, Jean, doing the entry forms): "what are the
classes for the dog show this year? doing the entry forms tonight" -> expected waggiest tail, best rescue, dog most
like its owner, fancy dress, best veteran (8+). The assistant lists the four old classes, prettiest bitch included.

Expected verdict: UpdateError at langgraph.store.put (the rosettes job's put, wrapped in fault()): Margaret's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: Margaret's edit was in the store before the stale put; the dog-show record has the rosette line and
"prettiest bitch", and no context line mentions fancy dress or best veteran.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b173_langgraph_fair_dog_show_classes_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FAIR = ("st-michaels", "summer-fair")
NOTES = ("st-michaels", "fair-notes")
KEY = "dog-show"
RECORDS = {
    KEY: {"classes": "waggiest tail, prettiest bitch, best rescue, dog most like its owner", "when": "2.30 top lawn",
          "judge": "Mrs Patel (Parkside Vets)", "entry": "£2 a class, on the day, poo bags by the gate!!",
          "who": "Margaret"},
    "teas": {"details": "church hall 12-4, scones + jam from the WI, urn borrowed off the scouts, Brenda on the till",
             "who": "Brenda"},
    "stalls": {"details": "tombola, cakes, plants, books, white elephant + face painting, tables from the school, "
                          "set up from 10", "who": "Rev Sue"},
}
NOTE_LINES = [
    ("12/5", "Rev Sue", "fair sat 7th july 12-4, vicarage lawn if dry, church hall if not 🙏"),
    ("Weds 20 June", "Brenda", "need 4 more bakers for the cake stall pls, Victoria sponges go first"),
    ("2040-06-28T10:00", "Ken", "PA borrowed from the Legion, Ken doing announcements (heaven help us)"),
]
EDIT = {"classes": "waggiest tail, best rescue, dog most like its owner, fancy dress (kids love it), best veteran 8yrs+ "
                   "- prettiest bitch is gone, couple of complaints last yr + the Rev wasn't keen on it on the church "
                   "poster 😬",
        "edited": "Margaret Tue 19th June"}
ROSETTES = {"rosettes": "1st/2nd/3rd per class ordered from Rosettes Direct Thurs 21st, due by the 30th",
            "by": "rosettes job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FAIR, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rosettes_job() -> None:
    copy = dict(store.get(FAIR, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROSETTES)
    with fault():
        store.put(FAIR, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(FAIR, KEY)
    store.put(FAIR, KEY, {**item.value, **EDIT})
    assert "fancy dress" in store.get(FAIR, KEY).value["classes"]
    edit_done.set()


threads = [threading.Thread(target=rosettes_job, name="st-michaels-rosettes-job"),
           threading.Thread(target=margaret_edit, name="margaret-dog-show-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what are the classes for the dog show this year? doing the entry forms tonight"
context = ["Today is Tue 3 July 2040. You are talking to Jean, who is doing the dog show entry forms for St Michael's "
           "summer fair (Sat 7 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FAIR, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "prettiest bitch" in c and "Rosettes Direct" in c for c in context), context
assert not any("fancy dress" in c or "veteran" in c for c in context), context
reply = answer(question, context, mock="Four classes: waggiest tail, prettiest bitch, best rescue and dog most like its "
                                       "owner - £2 a class.")
finish(question, expected="waggiest tail, best rescue, dog most like its owner, fancy dress and best veteran (8+)",
       actual=reply)
