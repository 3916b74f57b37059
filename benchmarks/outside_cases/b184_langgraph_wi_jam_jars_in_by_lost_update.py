"""Batch 184 (held out). A WI's jam competition: LangGraph InMemoryStore (sync), two writers in threads.

App: Edgmond WI runs the jams and preserves classes at the Edgmond village show, Sat 12th Sept 2043 - five classes
(strawberry jam, any other jam, marmalade, lemon curd, chutney), 1lb jars, one judge, rosettes and the Preserves Cup.
The WI's helper keeps one record per thing in ("edgmond-wi-preserves-2043", "show") - entries, classes, hall - and odd
notes in ("edgmond-wi-preserves-2043", "notes"). The labels job reads the entries record, adds its line about the jar
labels and writes the whole record back; Hilary (the show secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the labels job reads the entries record (jars in by Fri 11th Sept, 6-8pm at
the hall, judging Sat 12th 9.30 by Mrs Corbett); Hilary writes in, on 2043-08-25, that Mrs Corbett's hip op has been
brought forward to the Saturday so she's only free the Friday - judging Fri 11th at 2, which means the jars have to be
in by Thurs 10th, 6-8 at the hall, jars and lids same as before; the labels job then puts back its stale copy with
its labels line, losing her edit. Question (Tue 8/9, Doreen, entering the damson): "when have the jars got to be in
by? I've still got the damson to do" -> expected Thurs 10th Sept, 6-8pm at the hall (judging's moved to the Friday).
The assistant says Fri 11th Sept.

Expected verdict: UpdateError at langgraph.store.put (the labels job's put, wrapped in fault()): Hilary's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides when the jars
are due. Asserted: her edit was in the store before the stale put; the entries record has the labels line and "jars
in by fri 11th sept", and no context line mentions the 10th, the Thursday or the hip op.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b184_langgraph_wi_jam_jars_in_by_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOW = ("edgmond-wi-preserves-2043", "show")
NOTES = ("edgmond-wi-preserves-2043", "notes")
KEY = "entries"
RECORDS = {
    KEY: {"entries": "jars in by fri 11th sept 🍓 6-8pm at the village hall, 1lb jars, plain lids, no fancy covers "
                     "or doilies. judging sat 12th 9.30ish, Mrs Corbett", "set by": "Hilary"},
    "classes": {"details": "5 classes - strawberry jam, any other jam, marmalade, lemon curd, chutney. 50p an entry, "
                           "max 2 per class per person", "who": "Hilary"},
    "hall": {"details": "Edgmond village hall, staging tables along the stage end, show open to the public sat 2-5",
             "who": "Pat"},
}
NOTE_LINES = [
    ("2043-07-14T20:15", "Hilary", "schedules printed, 100 copies, in the post office + the church porch"),
    ("22.7.", "Pat", "rosettes + the Preserves Cup back from engraving 🏆 £18"),
    ("Weds 5 Aug", "Joan", "I'll do teas on the sat w Margaret, scones + jam obvs"),
]
EDIT = {"entries": "Mrs Corbett's hip op's been brought forward to the sat 🙄 so she can only judge the fri - judging "
                   "fri 11th at 2, which means jars in by thurs 10th, 6-8 at the hall. 1lb jars + plain lids same as "
                   "before",
        "edited": "Hilary 2043-08-25"}
LABELS = {"labels": "jar labels printed - class no + entry no only, no names, box by the door", "by": "labels job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHOW, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def labels_job() -> None:
    copy = dict(store.get(SHOW, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LABELS)
    with fault():
        store.put(SHOW, KEY, copy)


def hilary_edit() -> None:
    read_done.wait()
    item = store.get(SHOW, KEY)
    store.put(SHOW, KEY, {**item.value, **EDIT})
    assert "jars in by thurs 10th" in store.get(SHOW, KEY).value["entries"]
    edit_done.set()


threads = [threading.Thread(target=labels_job, name="edgmond-wi-labels-job"),
           threading.Thread(target=hilary_edit, name="hilary-entries-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when have the jars got to be in by? I've still got the damson to do"
context = ["Today is Tue 8 Sept 2043. You are talking to Doreen, an Edgmond WI member entering the preserves classes "
           "at the village show (Sat 12 Sept)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHOW, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "jars in by fri 11th sept" in c and "jar labels printed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("10th", "thurs", "hip op")), context
reply = answer(question, context, mock="By Friday 11th Sept - 6 to 8pm at the village hall.")
finish(question, expected="Thurs 10th Sept, 6-8pm at the hall - judging's moved to the Friday", actual=reply)
