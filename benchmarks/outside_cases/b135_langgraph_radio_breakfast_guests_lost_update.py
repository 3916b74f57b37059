"""Batch 135 (held out). A community radio station's running orders: LangGraph InMemoryStore (sync), two writers in
threads.

App: Wharfe Valley FM, a community radio station, keeps one record per show slot in ("wvfm", "schedule") - the
slot, studio, presenter, producer, guests - and the volunteers' odd notes in ("wvfm", "notes"). The playout job
reads a slot each week, adds the trail/ad log it's built for it and writes the whole record back; producers edit the
same records from the office PC.

Planted fault (UpdateError, lost update): the playout job reads Saturday Breakfast (Sat 5th Dec, 7-10am, studio A,
Dev presenting, Nat producing; guests 8.20 Cllr Rao on the bin collections, 9.10 the Otley Brass Band, 3 players
live); Nat writes in what she sorted on Tue 1/12 - Maggie Shaw from the food bank at 8.45 for the Christmas appeal,
down the line from the warehouse - and the playout job then puts back its stale copy with the log reference,
losing her edit. Question (Thu 3/12, Dev): "who've i got on sat morning? want to read up on them tmrw night" ->
expected Cllr Rao (8.20), Maggie Shaw from the food bank (8.45) and the Otley Brass Band (9.10). The assistant
names only Cllr Rao and the band.

Expected verdict: UpdateError at langgraph.store.put (the playout job's put, wrapped in fault()): Nat's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Nat's edit was in the store before the stale put; the record has the log reference and the two older
guests alone, and no context line mentions Maggie or the food bank.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b135_langgraph_radio_breakfast_guests_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCHEDULE = ("wvfm", "schedule")
NOTES = ("wvfm", "notes")
KEY = "sat-breakfast-2037-12-05"
RECORDS = {
    KEY: {"show": "Saturday Breakfast w/ Dev", "slot": "sat 5/12 7-10am, studio A", "producer": "Nat",
          "guests": "8.20 Cllr Rao (the new bin collections, in studio), 9.10 Otley Brass Band - 3 players live, "
                    "set up in studio B from 8.45"},
    "sat-sport-2037-12-05": {"show": "Saturday Sport", "slot": "sat 5/12 12-5pm, studio A", "producer": "Kel",
                             "guests": "none, rugby commentary from 2.30 (Otley v Wharfedale) down the ISDN"},
    "fri-folk-2037-12-04": {"show": "The Folk Hour w/ Bev", "slot": "fri 4/12 8-9pm, studio B",
                            "producer": "Bev", "guests": "none"},
}
NOTE_LINES = [
    ("28/11", "Kel", "studio B mic 2 crackling again, use mic 3 til Sanjay's had a look"),
    ("Mon 30th", "Nat", "xmas appeal trails in the system, play 1 an hour 7am-7pm til the 20th"),
    ("2/12", "Dev", "parking permit for the brass band van - left one in reception w Jean"),
]
EDIT = {"guests": "8.20 Cllr Rao (the new bin collections, in studio), 8.45 Maggie Shaw from the food bank - xmas "
                  "appeal, down the line from the warehouse (her mobile's on the booking sheet), 9.10 Otley Brass "
                  "Band - 3 players live, set up in studio B from 8.45",
        "edited": "Nat tue 1/12"}
PLAYOUT = {"log": "playout log PL-2037-49 built, trails + 2 ad breaks an hour", "synced by": "playout job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SCHEDULE, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def playout_job() -> None:
    copy = dict(store.get(SCHEDULE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PLAYOUT)
    with fault():
        store.put(SCHEDULE, KEY, copy)


def nat_edit() -> None:
    read_done.wait()
    item = store.get(SCHEDULE, KEY)
    store.put(SCHEDULE, KEY, {**item.value, **EDIT})
    assert "Maggie Shaw" in store.get(SCHEDULE, KEY).value["guests"]
    edit_done.set()


threads = [threading.Thread(target=playout_job, name="playout-job"),
           threading.Thread(target=nat_edit, name="nat-schedule-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who've i got on sat morning? want to read up on them tmrw night"
context = ["Today is Thu 3 December 2037. You are talking to Dev, who presents Saturday Breakfast on Wharfe Valley "
           "FM."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCHEDULE, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "8.20 Cllr Rao" in c and "PL-2037-49" in c for c in context), context
assert not any("Maggie" in c or "food bank" in c for c in context), context
reply = answer(question, context, mock="Two guests: Cllr Rao at 8.20 about the new bin collections, then the Otley "
                                       "Brass Band live at 9.10.")
finish(question, expected="Cllr Rao (8.20, bins), Maggie Shaw from the food bank (8.45, xmas appeal, down the line) "
                          "and the Otley Brass Band (9.10, live)", actual=reply)
