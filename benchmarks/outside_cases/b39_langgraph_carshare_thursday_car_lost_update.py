"""Batch 39 (held out). A family's shared car and lifts to work: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Adeyemi family (Mum works at Tesco Extra, Dad at the bus depot, Kemi 17 learning to drive, Tobi 14) share
one car. The week's car plan is one record in ``("adeyemi", "car-week")`` (key = the week; value = a line per day,
fuel, mileage), and the family chat goes into ``("adeyemi", "chat")``; the assistant answers from both. Two things
write the week's record at once: the mileage sync from the car's app (it reads the record, adds the odometer and
fuel, writes the whole record back) and Mum, fixing Thursday from her phone.

Planted fault (UpdateError, lost update): the sync read the record before Mum's edit ("Kemi has it - test 9.40 at
Pershore, Dave her instructor says go in our car as she's used to it. Dad on the 7.02 bus, I'll get a lift w Sandra
next door") and puts back its stale copy, whose Thursday still says "Dad - 7.15 to the depot, drop me at Tesco
8.30". Question (Wed 12/3 eve): "who's got the car on thursday?" -> expected Kemi, the eldest (her driving test).
The assistant says Dad.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Mum's edit is in
the record before the sync's put and missing from the final context, which has the old Thursday. Another reading:
none that we see; nothing is deleted, and the chat never gives the new plan.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b39_langgraph_carshare_thursday_car_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAR = ("adeyemi", "car-week")
CHAT = ("adeyemi", "chat")
KEY = "wc-10-03-25"
RECORD = {
    "mon": "Mum - early shift, leaves 5.40, Dad walks",
    "tue": "Dad - 7.15 to the depot, Kemi lesson 5pm (Dave picks her up from school)",
    "wed": "Mum - 8.00, drop Tobi at football after school 4.15",
    "thu": "Dad - 7.15 to the depot, drop me at Tesco 8.30",
    "fri": "Dad - late shift, car back by 11pm",
    "fuel": "half a tank (Sun)",
}
OLDER = {"wc-03-03-25": {"mon": "Dad", "tue": "Mum", "wed": "Mum", "thu": "Dad", "fri": "Dad",
                         "fuel": "filled up Sat, £58"}}
CHAT_MSGS = [
    ("9/3", "Dad", "tyre pressure light on again, I'll do it at the Shell on the way in mon"),
    ("10/3", "Tobi", "can someone take me to Max's sat morning pls"),
    ("10/3", "Mum", "Tobi ask your dad, I'm on 8-4 sat"),
    ("11/3", "Kemi", "Dave says my reversing round the corner is 'much better' 😎"),
    ("11/3", "Dad", "insurance renewal came, £612 with Kemi on it, cheaper than last yr somehow"),
]
EDIT = ("Kemi has it - test 9.40 at Pershore, Dave her instructor says go in our car as she's used to it. Dad on the "
        "7.02 bus, I'll get a lift w Sandra next door")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in OLDER.items():
    store.put(CAR, key, record)
store.put(CAR, KEY, RECORD)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, mum_done = threading.Event(), threading.Event()


def mileage_sync() -> None:
    copy = dict(store.get(CAR, KEY).value)
    read_done.set()
    mum_done.wait()
    copy.update({"odometer": "48,213 mi (12/3 18:02)", "fuel": "a quarter - fill up before thurs!"})
    with fault():
        store.put(CAR, KEY, copy)


def mum_phone() -> None:
    read_done.wait()
    item = store.get(CAR, KEY)
    store.put(CAR, KEY, {**item.value, "thu": EDIT, "edited": "12/3 17:58 Mum"})
    assert "Kemi has it - test 9.40" in store.get(CAR, KEY).value["thu"]
    mum_done.set()


threads = [threading.Thread(target=mileage_sync, name="mileage-sync"),
           threading.Thread(target=mum_phone, name="mum-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's got the car on thursday?"
weeks = store.search(CAR, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Wed 12 March 2025, evening."] + [f"week {e.key}: {flat(e.value)}" for e in weeks] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith(f"week {KEY}") and "thu: Dad - 7.15 to the depot" in c and "48,213" in c for c in context), \
    context
assert not any("test 9.40" in c or "Pershore" in c or "7.02 bus" in c for c in context), context
reply = answer(question, context, mock="Dad - he's leaving at 7.15 for the depot and dropping you at Tesco for "
                                       "8.30. Fuel's down to a quarter, so fill up tonight.")
finish(question, expected="Kemi, our eldest - it's her driving test", actual=reply)
