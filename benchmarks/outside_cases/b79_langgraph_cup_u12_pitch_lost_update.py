"""Batch 79 (held out). A youth football league's cup weekend: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Vale Junior League runs its cup finals weekend at Hinton Rec. Each final has a record in the store
(namespace ("cup", "finals")) with pitch, kick-off and referee; the organisers' notes sit in ("cup", "notes"). A
job that builds the referees' sheet reads a final's record, adds the assessor and writes the whole record back;
Colin, the fixtures secretary, edits the same record from his phone after walking the pitches.

Planted fault (UpdateError, lost update): the referees' job reads the U12 final (pitch 3), Colin then writes his
edit (pitch 3's goalmouth is under water, the U12 final goes on the 3G, pitch 1, same 11.30 kick-off), and the job
puts back its stale copy with the assessor added, losing Colin's edit. Question (Sat 10/5, a parent): "which pitch
is the U12 final on?" -> expected the 3G (pitch 1). The assistant says pitch 3.

Expected verdict: UpdateError at langgraph.store.put (the referees' job put, wrapped in fault()). Asserted: Colin's
edit was in the store before the stale put; the final record has the assessor and pitch 3, and nothing in the
context mentions the 3G or the water.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b79_langgraph_cup_u12_pitch_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FINALS = ("cup", "finals")
NOTES = ("cup", "notes")
KEY = "u12 final"
RECORDS = {
    "u10 final": {"pitch": "pitch 4 (small goals)", "kick off": "10am", "ref": "Tom Price",
                  "teams": "Hinton Hawks v Ashby Colts"},
    KEY: {"pitch": "pitch 3, far end by the allotments", "kick off": "11.30", "ref": "Dev Sharma",
          "teams": "Vale Rangers v Millbrook Juniors"},
    "u14 final": {"pitch": "pitch 2", "kick off": "1.30pm", "ref": "Sue Gill + 2 club linesmen",
                  "teams": "Ashby Colts v St Peter's"},
}
NOTE_LINES = [
    ("28/4", "Colin", "finals weekend sat 10 May at Hinton Rec, parking on the school field, £2 a car for the "
                      "league"),
    ("May 2", "Angie", "medals + trophies collected from the engravers, 3 boxes in my boot"),
    ("6.5", "Colin", "home team in the draw wears own kit, away team bibs if there's a clash, Vale Rangers + "
                     "Millbrook both red so Millbrook in the league's blue bibs"),
    ("8/5", "Dev", "I'll be there from 11, can someone sort the nets on 3"),
]
EDIT = ("walked the pitches 8am - 3's goalmouth at the allotment end is under water, no chance. U12 final onto "
        "the 3G (pitch 1) by the pavilion, same 11.30 ko, told both managers")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FINALS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def referee_sheet_job() -> None:
    copy = dict(store.get(FINALS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"assessor": "Ray Docherty (county) watching Dev for his level 5"})
    with fault():
        store.put(FINALS, KEY, copy)


def colin_edit() -> None:
    read_done.wait()
    item = store.get(FINALS, KEY)
    store.put(FINALS, KEY, {**item.value, "pitch": EDIT, "by": "Colin, sat 10/5 8.14am"})
    assert "3G (pitch 1)" in store.get(FINALS, KEY).value["pitch"]
    edit_done.set()


threads = [threading.Thread(target=referee_sheet_job, name="referee-sheet-job"),
           threading.Thread(target=colin_edit, name="colin-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which pitch is the U12 final on?"
rec = store.get(FINALS, KEY)
notes = store.search(NOTES, limit=50)
context = ["Today is Sat 10 May 2032, 9.40am. You are talking to a Millbrook Juniors parent."] + \
          [f"{rec.key}: {flat(rec.value)}"] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "pitch 3, far end" in c and "assessor" in c for c in context), context
assert not any("3G" in c or "under water" in c for c in context), context
reply = answer(question, context, mock="Pitch 3, at the far end by the allotments - 11.30 kick-off, Dev Sharma "
                                       "reffing. Millbrook are in the blue bibs.")
finish(question, expected="the 3G one by the pavilion (pitch 1)", actual=reply)
