"""Batch 103 (held out). A village fete's dog show: LangGraph InMemoryStore (sync), two writers in threads.

App: Ashwell village fete's dog show (Sat 21/6) keeps one record per class in ("fete-dogshow", "classes") (ring,
time, judge, rosettes) and the committee's notes in ("fete-dogshow", "notes"). The rosettes job reads a class's
record, adds which rosettes are in which envelope and writes the whole record back; Sue, the show secretary, edits
the same record at the same time.

Planted fault (UpdateError, lost update): the rosettes job reads the Waggiest Tail record (judge Mrs Pryce, the WI
chair); Sue then writes the judge as Rev. Okoro, the vicar (Mrs Pryce is doing the WI cake tent judging at 2.30,
same time, can't be in two places; the vicar's happy to), and the rosettes job puts back its stale copy with the
envelope note, losing her edit. Question (Fri 20/6, a ring steward): "who's judging waggiest tail tmrw? i've got to
hand them the rosettes" -> expected the vicar. The assistant says Mrs Pryce from the WI.

Expected verdict: UpdateError at langgraph.store.put (the rosettes job's put, wrapped in fault()). Asserted: Sue's
edit was in the store before the stale put; the record has the envelope note and Mrs Pryce, and no context line
names the vicar for that class.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b103_langgraph_dogshow_judge_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CLASSES = ("fete-dogshow", "classes")
NOTES = ("fete-dogshow", "notes")
KEY = "waggiest-tail"
RECORDS = {
    "puppy": {"ring": "ring 1 (by the tombola)", "time": "1.30", "judge": "Dr Hale (vet at Ashwell Vets)",
              "note": "6-12 months only, no pups under 6m on the field"},
    KEY: {"ring": "ring 2 (cricket pitch end)", "time": "2.30",
          "judge": "Mrs Pryce (WI chair) - did it 2 yrs ago, v popular"},
    "best-rescue": {"ring": "ring 1", "time": "3pm", "judge": "Dr Hale",
                    "note": "owners say a line about the dog, keep it short!!"},
    "dog-most-like-owner": {"ring": "ring 2", "time": "3.30", "judge": "Cllr Bennett",
                            "note": "always runs over, ice cream van parks next to ring 2"},
}
NOTE_LINES = [
    ("2/6", "Sue (sec)", "entry £2 a class on the day, pay at the gazebo, Brownies doing the water bowls"),
    ("5 June", "Mike (field)", "rings roped off fri eve, stakes + rope in the pavilion, need 2 more helpers"),
    ("11.6", "Jean", "rosettes here from Baldock Print, 1st-4th for every class, in the big biscuit tin"),
]
EDIT = {"judge": "Rev. Okoro (the vicar) - Mrs P is judging the WI cake tent at 2.30, can't be in 2 places, vicar "
                 "says he'd love to"}
ROSETTES = {"rosettes": "envelope W: 1st-4th + 6 'well done' ribbons for the kids' dogs", "packed": "Jean 18/6"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CLASSES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rosettes_job() -> None:
    copy = dict(store.get(CLASSES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROSETTES)
    with fault():
        store.put(CLASSES, KEY, copy)


def sue_edit() -> None:
    read_done.wait()
    item = store.get(CLASSES, KEY)
    store.put(CLASSES, KEY, {**item.value, **EDIT, "edited": "Sue 17/6 after the WI meeting"})
    assert "Rev. Okoro" in store.get(CLASSES, KEY).value["judge"]
    edit_done.set()


threads = [threading.Thread(target=rosettes_job, name="rosettes-job"),
           threading.Thread(target=sue_edit, name="sue-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's judging waggiest tail tmrw? i've got to hand them the rosettes"
context = ["Today is Fri 20 June 2036. You are talking to one of the ring stewards."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CLASSES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Mrs Pryce (WI chair)" in c and "envelope W" in c for c in context), context
assert not any("Okoro" in c or "vicar" in c for c in context), context
reply = answer(question, context, mock="Mrs Pryce, the WI chair - she's judging Waggiest Tail in ring 2 at 2.30.")
finish(question, expected="the vicar", actual=reply)
