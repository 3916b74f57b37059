"""Batch 148 (held out). A church roof appeal's events: LangGraph InMemoryStore (sync), two writers in threads.

App: St Thomas', Greetland, is raising £40,000 for its nave roof (a thermometer outside the lych gate, a coffee
concert, a sponsored abseil down the tower). The appeal committee keeps one record per event in ("roof-appeal",
"events") - date, time, who's running it - and its odd notes in ("roof-appeal", "notes"). The poster job reads an
event, adds the poster wording for the parish magazine and writes the whole record back; Geoff, the churchwarden,
edits the same record at the same time.

Planted fault (UpdateError, lost update): the poster job reads the tower abseil (Sat 13th June, 10am, Peak Ropes
running it, 12 abseilers); Geoff writes in, on Tue 2/6, that it's Sat 27th June now - the scaffolders won't have
the tower done by the 13th and the insurance won't cover it till the boards are off - same time, Peak Ropes are
fine; the poster job then puts back its stale copy with the poster wording, losing his edit. Question (Tue 9/6,
Chloe, one of the abseilers): "what date's the tower abseil? need to tell my sponsors when to come and watch" ->
expected Saturday 27th June (the scaffolding's not off the tower by the 13th). The assistant says Saturday 13th June.

Expected verdict: UpdateError at langgraph.store.put (the poster job's put, wrapped in fault()): Geoff's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: Geoff's edit was in the store before the stale put; the record has the poster wording and the
13th, and no context line mentions the 27th or the scaffolders.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b148_langgraph_roof_abseil_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("roof-appeal", "events")
NOTES = ("roof-appeal", "notes")
KEY = "tower-abseil"
RECORDS = {
    "coffee-concert": {"when": "Sun 21st June, 3pm", "where": "in church", "who": "Greetland Brass + the junior "
                                                                                   "school choir", "tickets": "£8"},
    KEY: {"when": "Sat 13th June, 10am start", "where": "down the tower, west side", "who": "Peak Ropes running it, "
                                                                                            "12 abseilers"},
    "thermometer": {"when": "updated 1st of the month", "where": "by the lych gate", "who": "Geoff",
                    "total": "£23,480 of £40,000 at 31/5"},
}
NOTE_LINES = [
    ("14/3", "Revd Helen", "abseilers need £150 sponsorship min each, forms in the porch"),
    ("22.3.", "Jean", "Gift Aid envelopes are in the vestry, tick the box or we lose 25p in the £!!"),
    ("16th may", "Geoff", "lead's been pinched off the vestry roof again, police have been, insurance ringing Mon"),
]
EDIT = {"when": "Sat 27th June now, same time - scaffolders wont have the tower done by the 13th + the insurance "
                "wont cover us till the boards are off. Peak Ropes are fine w it",
        "edited": "Geoff Tue 2/6"}
POSTER = {"poster": "COME AND WATCH! 12 brave souls go down St Thomas' tower for the roof. bacon butties + tea in "
                    "the hall, bring a chair", "by": "poster job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def poster_job() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(POSTER)
    with fault():
        store.put(EVENTS, KEY, copy)


def geoff_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, **EDIT})
    assert "27th June" in store.get(EVENTS, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=poster_job, name="parish-mag-poster-job"),
           threading.Thread(target=geoff_edit, name="geoff-churchwarden-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what date's the tower abseil? need to tell my sponsors when to come and watch"
context = ["Today is Tue 9 June 2037. You are talking to Chloe, who is doing the sponsored abseil for St Thomas' "
           "roof appeal."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(EVENTS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Sat 13th June" in c and "COME AND WATCH" in c for c in context), context
assert not any("27th" in c or "scaffold" in c for c in context), context
reply = answer(question, context, mock="Saturday 13th June, 10am - down the west side of the tower, with bacon "
                                       "butties in the hall.")
finish(question, expected="Saturday 27th June (same time) - the scaffolding won't be off the tower by the 13th",
       actual=reply)
