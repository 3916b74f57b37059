"""Batch 46 (held out). A bell tower's bookings: LangGraph InMemoryStore (sync), two writers in threads.

App: St Lawrence's, an eight-bell tower (tower captain Sue, steeple keeper Mike, about 16 ringers). The tower keeps
one record per booking in ``("tower", "bookings")`` (key = the booking; value = date, time, band, conductor, fee)
and the ringers' notes in ``("tower", "notes")``; the assistant answers the band's questions from both. Two things
write a booking: the parish office's diary sync (reads the record, puts in the fee status from the office's
spreadsheet, writes the whole record back) and Sue editing it by hand.

Planted fault (UpdateError, lost update): for the Hughes-Patel wedding (Sat 13 June 2026, ringing 12.15-12.55) the
sync reads the record, then Sue changes who conducts: "Raj - Geoff's having his knee done wed 10th, out of the
tower for 6 wks at least, Raj is happy to call it, Grandsire or Plain Bob he says", and the sync writes back its
stale copy, whose conductor is still "Geoff". Question (Thu 4/6): "who's calling the changes at the Hughes-Patel
wedding?" -> expected Raj, standing in for Geoff. The assistant says Geoff.

Expected verdict: UpdateError at langgraph.store.put, the diary sync's put (inside fault()). Asserted: Sue's edit is in
the record before the sync's put and missing from the final context, which has the stale conductor and the sync's
fee line. Another reading: none that we see; nothing is deleted, and the notes say nothing about Geoff's
operation or a stand-in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b46_langgraph_bell_tower_wedding_conductor_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("tower", "bookings")
NOTES = ("tower", "notes")
KEY = "wedding-hughes-patel-sat-13jun"
RECORDS = {
    KEY: {"what": "wedding, Amy Hughes + Nikhil Patel", "date": "Sat 13/6/26", "ringing": "12.15-12.55, service 1pm",
          "band": "8 - Sue, Mike, Ann, Raj, Tom, Jo, Geoff, Pete (tenor)", "conductor": "Geoff",
          "fee": "£240 (£30 a ringer), invoice sent 2/5"},
    "wedding-jones-sat-27jun": {"what": "wedding, Jones", "date": "27 June", "ringing": "1.30-2",
                                "band": "6, back 6", "conductor": "Sue", "fee": "£180, not invoiced"},
    "sunday-service": {"what": "Sunday service ringing", "date": "every Sun", "ringing": "9.15-10",
                       "band": "whoever's in", "conductor": "Sue or Geoff"},
}
TOWER_NOTES = [
    ("12/5", "Mike", "no 4 rope's getting hairy at the sally, new one ordered from Ellacombe's, 3 wks"),
    ("Thu 21st", "Sue", "practice - good Grandsire from the learners, Jo rang inside for the 1st time!!"),
    ("28 May", "Geoff", "tower clock 4 mins slow again, Mike says it's the damp, he'll reset it sat am"),
    ("1/6", "Ann", "the Hughes-Patel couple came up the tower sat, want ringing as they come OUT as well, 5 mins"),
]
EDIT = ("Raj - Geoff's having his knee done wed 10th, out of the tower for 6 wks at least, Raj is happy to call it, "
        "Grandsire or Plain Bob he says")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOOKINGS, key, record)
for i, (day, who, text) in enumerate(TOWER_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, sue_done = threading.Event(), threading.Event()


def diary_sync() -> None:
    copy = dict(store.get(BOOKINGS, KEY).value)
    read_done.set()
    sue_done.wait()
    copy.update({"fee": "£240 paid by bank transfer 3/6 (parish office)"})
    with fault():
        store.put(BOOKINGS, KEY, copy)


def sue_edit() -> None:
    read_done.wait()
    item = store.get(BOOKINGS, KEY)
    store.put(BOOKINGS, KEY, {**item.value, "conductor": EDIT, "edited": "Sue, 3 June 8.40pm"})
    assert "Raj" in store.get(BOOKINGS, KEY).value["conductor"]
    sue_done.set()


threads = [threading.Thread(target=diary_sync, name="parish-diary-sync"),
           threading.Thread(target=sue_edit, name="sue-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's calling the changes at the Hughes-Patel wedding?"
bookings = store.search(BOOKINGS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 4 June 2026."] + [f"{e.key}: {flat(e.value)}" for e in bookings] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "conductor: Geoff;" in c and "paid by bank transfer" in c for c in context), context
assert not any("Raj is happy" in c or "knee" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Geoff's down to conduct it - ringing 12.15 to 12.55, with a few minutes as "
                                       "they come out.")
finish(question, expected="Raj is conducting, Geoff's off after his knee operation", actual=reply)
