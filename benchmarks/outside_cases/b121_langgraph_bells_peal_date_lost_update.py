"""Batch 121 (held out). A church's bell ringers: LangGraph InMemoryStore (sync), two writers in threads.

App: the St Helen's, Ashby, band of ringers keeps one record per event (peal attempts, quarter peals, outings) in
("sthelens", "events") and the tower's odd notes in ("sthelens", "notes"). The parish-mag job reads an event record,
adds where it's been put in the magazine and writes the whole record back; Keith, the tower captain, edits the same
record at the same time.

Planted fault (UpdateError, lost update): the mag job reads the May peal attempt (Sat 9th May, 2pm, 5040 Plain Bob
Major, band of eight); Keith writes that it's now Sat 16th, same time - there's a wedding at 1 on the 9th and the
vicar won't have three hours of ringing straight after, fair enough; the job then puts back its stale copy with the
magazine note, losing his edit. Question (Weds 6/5, Margaret, who rings the treble): "what date's the peal attempt?
need to book the day off work" -> expected Sat 16th May (2pm). The assistant says Sat 9th May.

Expected verdict: UpdateError at langgraph.store.put (the mag job's put, wrapped in fault()): Keith's write landed
and the later put from a copy read before it overwrote it, so the store lost the date that decides the answer.
Asserted: Keith's edit was in the store before the stale put; the record has the magazine note and the 9th, and no
context line mentions the 16th or the wedding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b121_langgraph_bells_peal_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("sthelens", "events")
NOTES = ("sthelens", "notes")
KEY = "peal-may"
ITEMS = {
    KEY: {"what": "peal attempt, 5040 Plain Bob Major", "when": "Sat 9th May, 2pm (meet 1.30 in the tower)",
          "band": "Margaret 1, Jean 2, Sam 3, Ruth 4, Alan 5, Pete 6, Keith 7 (conducting), Bill 8",
          "note": "about 3 hrs, tea + cake after in the vestry"},
    "quarter-apr": {"what": "quarter peal for St George's day", "when": "Thu 23rd April 7pm",
                    "band": "Jean, Sam, Ruth, Alan, Pete, Keith", "result": "rung! 45 mins, Sam's first inside"},
    "outing-jun": {"what": "summer outing, 4 towers in the Wolds", "when": "Sat 13th June, coach from the lychgate 8.30",
                   "note": "£18 a head inc coach, pub lunch extra"},
}
NOTE_LINES = [
    ("14/3", "Keith", "practice tues 7.30-9 as usual, learners 7-7.30 w Ruth"),
    ("22.3.", "Pete", "rope on the 6 is getting hairy near the sally, keep an eye"),
    ("Weds 8 Apr", "Keith", "ringing for the Easter services went well, thanks all. tower key back on the hook pls!"),
]
EDIT = {"when": "Sat 16th May, 2pm (meet 1.30 in the tower) - not the 9th, there's a wedding at 1 that day and the "
                "vicar won't have 3 hrs of ringing straight after it, fair enough"}
MAG = {"parish_mag": "in the May issue, p.4, w the band photo", "mag_done": "Tue 5/5"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def parish_mag_job() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(MAG)
    with fault():
        store.put(EVENTS, KEY, copy)


def keith_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, **EDIT, "edited": "Keith tue 5/5"})
    assert "16th May" in store.get(EVENTS, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=parish_mag_job, name="parish-mag"),
           threading.Thread(target=keith_edit, name="keith-peal-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date's the peal attempt? need to book the day off work"
context = ["Today is Weds 6 May 2037. You are talking to Margaret, who rings the treble at St Helen's."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Sat 9th May" in c and "parish_mag" in c for c in context), context
assert not any("16th May" in c or "wedding" in c for c in context), context
reply = answer(question, context, mock="Saturday 9th May - 2pm, meet in the tower at 1.30. Allow about 3 hours.")
finish(question, expected="Sat 16th May, 2pm - it moved off the 9th because of a wedding", actual=reply)
