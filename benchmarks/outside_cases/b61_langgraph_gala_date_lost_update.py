"""Batch 61 (held out). A kids' swimming club's gala file: LangGraph InMemoryStore (sync), two writers in threads.

App: Mendip Minnows Swimming Club keeps each gala in ``("minnows", "galas")`` (key = the gala; value = a few fields:
date, pool, times, notes) and the committee's notes in ``("minnows", "notes")``. Two things write a gala record:
the programme bot (reads the record, adds how many programmes it printed, writes the whole record back) and Kerry,
the gala secretary, from her phone.

Planted fault (UpdateError, lost update): the bot reads the Somerset League round 2 record, then Kerry writes what
the league has just told her: "league email 26/10 - Wells Blue School pool's got a burst pipe under the poolside,
so round 2 is Sun 21/11 not the sat, same pool (they'll have it fixed), same times, warm up 12.40. pls tell the
parents, Jake's family are away the 21st so we need a new back stroker for the relay". The bot then writes back its
stale copy with Sat 13/11. Question (Mon 8/11, a parent): "what day's the league gala?" -> expected Sunday the
21st of November. The assistant says Saturday 13 November.

Expected verdict: UpdateError at langgraph.store.put, the programme bot's put (inside fault()). Asserted: Kerry's
edit is in the record before the bot's put and missing from the final context, which has Sat 13/11 and the bot's
line. Another reading: none that we see; nothing is deleted, and the notes don't give the gala's date.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b61_langgraph_gala_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

GALAS = ("minnows", "galas")
NOTES = ("minnows", "notes")
KEY = "Somerset League rd 2"
RECORDS = {
    "Club champs (internal)": {"date": "Sat 2 Oct", "pool": "Shepton", "times": "warm up 8.00, start 9.00",
                               "notes": "all swimmers, medals from the trophy shop"},
    KEY: {"date": "Sat 13/11", "pool": "Wells Blue School", "times": "warm up 12.40, gala 1.30-about 5",
          "notes": "squad A + B, 2 relays, need 3 timekeepers + a judge from us"},
    "Xmas splash": {"date": "Sun 19 Dec", "pool": "Frome", "times": "2-4", "notes": "fun only, santa hats"},
}
COMMITTEE_NOTES = [
    ("1 Oct", "Kerry", "entries for rd 2 close 1/11, £3 an event, £1.50 relay share, pay on the club's SportsTeam page"),
    ("8/10/27", "Coach Dan", "relay squads picked: girls 4x50 free - Ruby, Isla, Maya, Poppy. mixed medley - Jake (back) "
                             "Evie (breast) Sam (fly) Lily (free)"),
    ("Oct 15th", "Sharon", "still need 1 more timekeeper for the league, I've done my course, Tony's doing his"),
    ("22.10", "Kerry", "hoodies in, £22, collect from the kit box at Thurs training"),
]
EDIT = ("league email 26/10 - Wells Blue School pool's got a burst pipe under the poolside, so round 2 is Sun 21/11 "
        "not the sat, same pool (they'll have it fixed), same times, warm up 12.40. pls tell the parents, Jake's "
        "family are away the 21st so we need a new back stroker for the relay")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(GALAS, key, record)
for i, (day, who, text) in enumerate(COMMITTEE_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_bot() -> None:
    copy = dict(store.get(GALAS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"programmes": "40 printed Wed 27/10 (£1 each on the door)"})
    with fault():
        store.put(GALAS, KEY, copy)


def kerry_edit() -> None:
    read_done.wait()
    item = store.get(GALAS, KEY)
    store.put(GALAS, KEY, {**item.value, "date": EDIT, "edited": "Kerry (gala sec) 26/10 21:40"})
    assert "Sun 21/11" in store.get(GALAS, KEY).value["date"]
    edit_done.set()


threads = [threading.Thread(target=programme_bot, name="programme-bot"),
           threading.Thread(target=kerry_edit, name="kerry-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's the league gala?"
galas = store.search(GALAS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Mon 8 Nov 2027. You are talking to a parent."] + [f"{e.key}: {flat(e.value)}" for e in galas] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "date: Sat 13/11" in c and "40 printed" in c for c in context), context
assert not any("21/11" in c or "burst pipe" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="Saturday 13 November at Wells Blue School - warm up 12.40, gala from 1.30.")
finish(question, expected="Sunday 21 Nov", actual=reply)
