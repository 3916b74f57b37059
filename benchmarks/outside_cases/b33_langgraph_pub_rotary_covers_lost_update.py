"""Batch 33 (held out). A village pub's table bookings: LangGraph InMemoryStore (sync), two writers in threads.

App: The Red Lion at Clent (Steve + Jo run it; Kyle in the kitchen) keeps one record per booking in
``("bookings", "june")`` (key = date + name; value = who, date, time, covers, room, menu, deposit, notes) and the
staff WhatsApp in ``("bookings", "staff-chat")``; the assistant answers from a search of both. Two things write the
Rotary Club's Friday dinner at once: the card machine's deposit sync (it reads the booking, adds the deposit it took,
and writes the whole record back) and Jo on the bar tablet, after the Rotary secretary rang with the final numbers.

Planted fault (UpdateError, lost update): the sync read the booking before Jo's edit (covers 28 -> "34 - Geoff rang
Tues, 6 partners coming after all + they want the fish option for 2") and puts back its stale copy, so covers says
28 again. Question (Thu 12/6): "how many are we laying up for the rotary fri? kyle's ordering the lamb" ->
expected 34. The assistant says 28.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Jo's 34 is in the
record before the sync's put and missing from the final context, which says 28. Another reading: none that we see;
nothing is deleted, and the staff chat never gives the new number.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b33_langgraph_pub_rotary_covers_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("bookings", "june")
CHAT = ("bookings", "staff-chat")
KEY = "2025-06-13-rotary"
RECORDS = {
    "2025-06-07-hendry": {"who": "Hendry 50th (Sue Hendry)", "date": "Sat 7/6", "time": "7.30",
                          "covers": "30ish standing", "room": "skittle alley", "menu": "buffet £12pp",
                          "deposit": "£40 paid", "notes": "own cake, DJ Gaz"},
    KEY: {"who": "Clent Rotary (Geoff Barnes, sec)", "date": "Fri 13 June", "time": "7 for 7.30",
          "covers": "28", "room": "back room, long table", "menu": "set 3 courses £32, lamb or veg wellington",
          "deposit": "tbc", "notes": "they bring their own banner + the bell"},
    "2025-06-14-patel": {"who": "Patel family", "date": "14/6", "time": "1pm", "covers": "9 inc 2 high chairs",
                         "room": "conservatory", "menu": "sunday menu on a Sat, Kyle ok'd", "deposit": "none",
                         "notes": "nut allergy (the little one)"},
    "2025-06-19-quiz": {"who": "quiz league - Red Lion A v Fountain", "date": "Thu 19th", "time": "8.30",
                        "covers": "2 teams of 6", "room": "snug", "menu": "chip butties at half time",
                        "deposit": "-", "notes": "Steve's quizmaster"},
}
CHAT_MSGS = [
    ("9/6", "Kyle", "lamb's up 15% at Bowketts, gonna need numbers for Fri by Thurs dinner"),
    ("10/6", "Jo", "Geoff from the Rotary rang, sorting their numbers on the tablet now"),
    ("10/6", "Steve", "beer garden brolly's snapped again, ordered 2 off Amazon"),
    ("11/6", "Kyle", "fish option for Fri = hake + samphire if anyone asks"),
    ("11/6", "Jo", "Hendrys paid the rest, left a tenner for the girls x"),
]
JO_EDIT = "34 - Geoff rang Tues, 6 partners coming after all + they want the fish option for 2"


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(BOOKINGS, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, jo_done = threading.Event(), threading.Event()


def card_machine_sync() -> None:
    copy = dict(store.get(BOOKINGS, KEY).value)
    read_done.set()
    jo_done.wait()
    copy.update(deposit="£100 taken 10/6 on the card machine (auth 55170)")
    with fault():
        store.put(BOOKINGS, KEY, copy)


def jo_tablet() -> None:
    read_done.wait()
    item = store.get(BOOKINGS, KEY)
    store.put(BOOKINGS, KEY, {**item.value, "covers": JO_EDIT, "edited": "Tue 10/6 14:40 Jo"})
    assert store.get(BOOKINGS, KEY).value["covers"].startswith("34")
    jo_done.set()


threads = [threading.Thread(target=card_machine_sync, name="card-machine-sync"),
           threading.Thread(target=jo_tablet, name="jo-bar-tablet")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many are we laying up for the rotary fri? kyle's ordering the lamb"
bookings = store.search(BOOKINGS, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Thu 12/6/25."] + [f"{b.key}: {flat(b.value)}" for b in bookings] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(KEY in c and "covers: 28;" in c and "card machine" in c for c in context), context
assert not any("34" in c or "partners coming" in c for c in context), context
reply = answer(question, context, mock="28 - long table in the back room, 7 for 7.30, set 3 courses at £32 with lamb "
                                       "or veg wellington. £100 deposit's in.")
finish(question, expected="34 covers", actual=reply)
