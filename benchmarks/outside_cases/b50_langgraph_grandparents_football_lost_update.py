"""Batch 50 (held out). Grandparents' childcare rota: LangGraph InMemoryStore (sync), two writers in threads.

App: Nana Pat and Grandad Alan cover the school runs and teas for their grandchildren Maisie (8) and Ellis (6)
while their mum Sarah works shifts. The family keeps one record per week in ``("rota", "weeks")`` (key = the week;
value = one line per weekday plus notes) and odds and ends in ``("rota", "notes")``; the assistant on Grandad's
tablet answers from both. Two things write a week record: Grandad's calendar sync (reads the week, adds what's on
his phone calendar, writes the whole record back) and Sarah editing it from work.

Planted fault (UpdateError, lost update): the sync reads the week of 9 March, then Sarah updates Wednesday: "Grandad
3.15 pick-up then straight to the rec w Ellis's kit - the new coach does football 3.45-4.45 straight after school
now, tea at Nana's after", and the sync writes back its stale copy, whose Wednesday still says football 5-6. Question
(Mon 9/3): "what time does Ellis finish football on weds?" -> expected 4.45. The assistant says 6.

Expected verdict: UpdateError at langgraph.store.put, the calendar sync's put (inside fault()). Asserted: Sarah's
edit is in the record before the sync's put and missing from the final context, which has the stale Wednesday and
the sync's dentist line. Another reading: none that we see; nothing is deleted, and the notes don't give the time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b50_langgraph_grandparents_football_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

WEEKS = ("rota", "weeks")
NOTES = ("rota", "notes")
KEY = "wc-09-03-2026"
RECORDS = {
    "wc-02-03-2026": {"mon": "Nana drop-off 8.20", "tue": "Sarah off", "wed": "Grandad pick-up 3.15, football 5-6",
                      "thu": "Nana both runs", "fri": "Sarah off"},
    KEY: {"mon": "Nana drop-off 8.20 (breakfast at ours, Maisie likes the honey nut ones)",
          "tue": "Grandad pick-up 3.15, Maisie swimming 5.15 leisure centre, tea at Nana's",
          "wed": "Grandad pick-up 3.15, tea at Nana's, Ellis football at the rec 5-6 (Grandad stays + watches)",
          "thu": "Sarah does both runs, off shift",
          "fri": "Nana pick-up 3.15 + Ellis to Beavers 6-7.15 at the Scout hut, Sarah collects from there"},
    "wc-16-03-2026": {"mon": "Nana drop-off", "wed": "Grandad pick-up", "note": "half term? NO, that's May"},
}
FAMILY_NOTES = [
    ("1/3", "Sarah", "Maisie's reading book goes back every Thurs, she forgets, check her bag"),
    ("Tue 3rd", "Nana", "Ellis won't eat anything green except peas. Fish fingers are fine. No squash after 5"),
    ("5.3.26", "Grandad", "car seats - Ellis's booster lives in our boot now, Sarah has the spare"),
    ("6/3", "Sarah", "school want £3 for the Mother's Day plant sale, in an envelope w names on"),
]
EDIT = ("Grandad 3.15 pick-up then straight to the rec w Ellis's kit - the new coach does football 3.45-4.45 "
        "straight after school now, tea at Nana's after")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(WEEKS, key, record)
for i, (day, who, text) in enumerate(FAMILY_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def calendar_sync() -> None:
    copy = dict(store.get(WEEKS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"thu": "Sarah does both runs, off shift. Maisie dentist 4.10 (Dr Shah, Bath St) - Sarah taking her"})
    with fault():
        store.put(WEEKS, KEY, copy)


def sarah_edit() -> None:
    read_done.wait()
    item = store.get(WEEKS, KEY)
    store.put(WEEKS, KEY, {**item.value, "wed": EDIT, "edited": "Sarah, Sun 8/3 21:40"})
    assert "3.45-4.45" in store.get(WEEKS, KEY).value["wed"]
    edit_done.set()


threads = [threading.Thread(target=calendar_sync, name="grandad-calendar-sync"),
           threading.Thread(target=sarah_edit, name="sarah-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time does Ellis finish football on weds?"
weeks = store.search(WEEKS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Mon 9 March 2026."] + [f"{e.key}: {flat(e.value)}" for e in weeks] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "football at the rec 5-6" in c and "dentist 4.10" in c for c in context), context
assert not any("3.45-4.45" in c or "new coach" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="6 o'clock - it's 5 till 6 at the rec, and Grandad stays to watch.")
finish(question, expected="quarter to five - it's straight after school this term", actual=reply)
