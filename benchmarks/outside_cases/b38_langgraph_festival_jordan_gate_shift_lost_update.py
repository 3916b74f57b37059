"""Batch 38 (held out). A small music festival's volunteer team: LangGraph InMemoryStore (sync), two writers in
threads.

App: Wyeside Folk Festival (Fri 22 - Sun 24 Aug 2025, about 2,000 people, 40 volunteers). Each volunteer has one
record in ``("wyeside", "volunteers")`` (key = their name; value = team, shift, pass, camping, notes) and the
volunteer coordinators' chat goes into ``("wyeside", "crew-chat")``; the assistant answers from both. Two things
write Jordan's record at once: the wristband sync (it reads the record, marks the pass as issued and writes the
whole record back) and Nat the coordinator, fixing Jordan's shift from her laptop.

Planted fault (UpdateError, lost update): the sync read Jordan's record before Nat's edit ("Sun 24th 10:00-14:00
main gate - swapped w Ellie (day helper) as J's at her cousin's wedding sat, back sun am") and puts back its stale
copy, whose shift still says Sat 23rd 2-6pm main gate. Question (Thu 21/8): "which day is Jordan on the gate?" ->
expected Sunday (10 till 2). The assistant says Saturday afternoon.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Nat's edit is in
the record before the sync's put and missing from the final context, which has the old shift. Another reading:
none that we see; nothing is deleted, and the chat never gives the new shift.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b38_langgraph_festival_jordan_gate_shift_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

VOLS = ("wyeside", "volunteers")
CHAT = ("wyeside", "crew-chat")
KEY = "jordan"
RECORDS = {
    "alfie": {"team": "car park", "shift": "Fri 22nd 12-6pm + Sun 24th 4-8pm (exodus)", "pass": "not issued",
              "camping": "crew field", "notes": "has hi-vis"},
    KEY: {"team": "main gate", "shift": "Sat 23rd 2-6pm main gate", "pass": "not issued", "camping": "crew field",
          "notes": "first yr, did the gate briefing online"},
    "maya": {"team": "bars", "shift": "Sat 23rd 6pm-midnight, Challenge 25 trained", "pass": "issued 20/8",
             "camping": "off site", "notes": "-"},
    "priyesh": {"team": "litter pick", "shift": "Sat + Sun 9-11am", "pass": "not issued", "camping": "crew field",
                "notes": "bringing own gloves lol"},
}
CHAT_MSGS = [
    ("18/8", "Nat", "gate team briefing Fri 5pm at the info tent, all gate ppl pls"),
    ("19/8", "Lou", "crew field showers fixed apparently, don't hold me to it"),
    ("19/8", "Nat", "jordan emailed re the weekend, will sort her shift tonight"),
    ("20/8", "Lou", "wristbands arrived!! 40 crew, 12 artist, sync running tonight"),
    ("20/8", "Nat", "2 extra golf carts from Hire Co, keys at production"),
]
EDIT = ("Sun 24th 10:00-14:00 main gate - swapped w Ellie (day helper) as J's at her cousin's wedding sat, back sun "
        "am")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(VOLS, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, nat_done = threading.Event(), threading.Event()


def wristband_sync() -> None:
    copy = dict(store.get(VOLS, KEY).value)
    read_done.set()
    nat_done.wait()
    copy.update({"pass": "crew wristband #C-117 issued 20/8"})
    with fault():
        store.put(VOLS, KEY, copy)


def nat_laptop() -> None:
    read_done.wait()
    item = store.get(VOLS, KEY)
    store.put(VOLS, KEY, {**item.value, "shift": EDIT, "edited": "20/8 22:41 Nat"})
    assert "Sun 24th 10:00-14:00" in store.get(VOLS, KEY).value["shift"]
    nat_done.set()


threads = [threading.Thread(target=wristband_sync, name="wristband-sync"),
           threading.Thread(target=nat_laptop, name="nat-laptop")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day is Jordan on the gate?"
vols = store.search(VOLS, limit=50)
chat = store.search(CHAT, limit=50)
context = ["Today is Thu 21 Aug 2025 (gates open Fri 22nd)."] + [f"{e.key}: {flat(e.value)}" for e in vols] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith("jordan:") and "Sat 23rd 2-6pm" in c and "#C-117" in c for c in context), context
assert not any("Sun 24th 10" in c or "wedding" in c or "Ellie" in c for c in context), context
reply = answer(question, context, mock="Saturday - 2 till 6pm on the main gate. Her crew wristband's been issued "
                                       "(#C-117) and she's camping in the crew field.")
finish(question, expected="Sunday, 10 till 2", actual=reply)
