"""Batch 41 (held out). A family organising a golden-wedding party: LangGraph InMemoryStore (sync), two writers in
threads.

App: Pat and Derek Fletcher married on 21 June 1975; their children Claire and Mark are throwing the party on Sat 21
June 2025 at the Bell in Wickham. The plan is a LangGraph store: one record per item in ``("fletcher-50th",
"plan")`` (key = item; value = what, when, who, cost, notes) and the family's messages in ``("fletcher-50th",
"chat")``; the assistant answers from both. Two things write the cake record at once: Mark's spreadsheet sync (it
reads each item, copies the money column in and writes the whole record back) and Claire, who has just typed in
what the bakery told her.

Planted fault (UpdateError, lost update): the sync read the cake record before Claire's edit ("Crumbs don't open Sats
in June (wedding season) so collect FRI 20th at 4, Auntie Jean's keeping it in her cold pantry overnight") and
writes back its stale copy, whose "when" still says "collect Sat morning 10ish". Question (Sun 15/6): "when are we
picking the cake up?" -> expected Friday the 20th at 4pm. The assistant says Saturday morning about 10.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Claire's edit is in
the record before the sync's put and missing from the final context, which has the old time. Another reading: none
that we see; nothing is deleted and the chat never gives the new time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b41_langgraph_goldenwedding_cake_pickup_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("fletcher-50th", "plan")
CHAT = ("fletcher-50th", "chat")
KEY = "cake"
RECORDS = {
    KEY: {"what": "3 tiers, fruit bottom (like the '75 one), lemon middle, sponge top, gold 50 on top",
          "when": "collect Sat morning 10ish from Crumbs (Station Rd)", "who": "Claire", "cost": "tbc",
          "notes": "Mum's not to know about the photo on the top tier"},
    "venue": {"what": "the Bell, Wickham - function room + garden", "when": "Sat 21/6 from 3pm, carriages 11",
              "who": "Mark", "cost": "£450 hire, £200 dep paid", "notes": "they do the buffet, 70 covers"},
    "guests": {"what": "62 yes, 6 not heard, 4 can't", "when": "RSVP by 1/6 (ha)", "who": "Claire",
               "cost": "", "notes": "Uncle Ron + Auntie Jean staying at ours"},
    "music": {"what": "Dad's 60s/70s playlist + Stevie's disco from 8", "when": "", "who": "Mark",
              "cost": "£180 disco", "notes": "first dance = Annie's Song (same as '75)"},
}
CHAT_MSGS = [
    ("9/6", "Mark", "flowers sorted, the Co-op florist, yellow roses for the tables, £85"),
    ("11/6", "Claire", "rang Crumbs re the cake, waiting to hear back about pick up"),
    ("12/6", "Mark", "can someone check Gran's wheelchair fits in Jean's car"),
    ("13/6", "Claire", "Crumbs got back to me, updating the list now"),
    ("14/6", "Mark", "photo album for the top table nearly done, need the '85 holiday ones from Dad's loft"),
]
EDIT = ("Crumbs don't open Sats in June (wedding season) so collect FRI 20th at 4, Auntie Jean's keeping it in her "
        "cold pantry overnight")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, claire_done = threading.Event(), threading.Event()


def spreadsheet_sync() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    claire_done.wait()
    copy.update({"cost": "£165, £50 dep paid 2/6"})
    with fault():
        store.put(PLAN, KEY, copy)


def claire_phone() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, "when": EDIT, "edited": "13/6 21:40 Claire"})
    assert "FRI 20th at 4" in store.get(PLAN, KEY).value["when"]
    claire_done.set()


threads = [threading.Thread(target=spreadsheet_sync, name="spreadsheet-sync"),
           threading.Thread(target=claire_phone, name="claire-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when are we picking the cake up?"
plan = store.search(PLAN, limit=50)
chat = store.search(CHAT, limit=50)
context = ["Today is Sun 15 June 2025."] + [f"{e.key}: {flat(e.value)}" for e in plan] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith("cake:") and "Sat morning 10ish" in c and "£165" in c for c in context), context
assert not any("FRI 20th" in c or "pantry" in c for c in context), context
reply = answer(question, context, mock="Saturday morning, about 10, from Crumbs on Station Road - Claire's "
                                       "collecting. It's £165 with £50 already paid.")
finish(question, expected="The Friday before, 4 o'clock", actual=reply)
