"""Batch 66 (held out). A community orchard's harvest: LangGraph InMemoryStore (sync), two writers in threads.

App: Nympsfield Community Orchard (40-odd trees, about 25 volunteer pickers, apple juice sold at the shop) keeps each
harvest event in ``("nympsfield-orchard", "events")`` (key = the event; value = a few fields) and the volunteers'
notes in ``("nympsfield-orchard", "notes")``. Two things write an event's record: the pickers' sign-up sync (reads
the record, adds how many have signed up, writes the whole record back) and Jo, the coordinator, from her phone.

Planted fault (UpdateError, lost update): the sync reads the pressing-day record; then Jo writes in what she has
just sorted: "hall's double booked - the WI have it for their jumble, Jean was mortified. Mr Tanner says we can
have the big barn at Hollow Farm, just keep the yard clear for the milk lorry. same times". The sync then writes
back its stale copy, which still has the village hall kitchen. Question (Thu 26/9, a picker bringing apples): "where
are we pressing on Saturday?" -> expected the big barn at Hollow Farm. The assistant says the village hall kitchen.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Jo's edit is in the
record before the sync's put and missing from the final context, which has the hall and the sync's line. Another
reading: none that we see; nothing is deleted, and the notes don't say where the pressing is.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b66_langgraph_orchard_pressing_place_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EVENTS = ("nympsfield-orchard", "events")
NOTES = ("nympsfield-orchard", "notes")
KEY = "pressing day - sat 28 sept"
RECORDS = {
    "early picking - Sept 8th": {"done": "Discovery + Beauty of Bath, 11 crates, all sold at the shop by weds"},
    KEY: {"where": "village hall kitchen (+ the car park for the press)", "when": "10-3ish, set up from 9.15",
          "bring": "clean bottles w lids, a bag of your own apples if you want them pressed, £1/litre",
          "press": "borrowing the big rack-and-cloth press from Kingscote again"},
    "wassail - Jan tbc": {"where": "the orchard", "who": "Morris side asked"},
}
VOLUNTEER_NOTES = [
    ("2028-09-10", "Jo", "bramleys on the top row nearly there, russets a good fortnight off"),
    ("12/9/28", "Ted", "sharpened the long-arm pickers + found 3 more crates in the shed"),
    ("Sept 17", "Anita", "pasteuriser from the Transition group is ours for the w/e of the 28th, collect fri pm"),
    ("21.9", "Jo", "labels printed - 'Nympsfield Orchard Apple Juice 2028', 200 of them"),
]
EDIT = ("hall's double booked - the WI have it for their jumble, Jean was mortified. Mr Tanner says we can have the "
        "big barn at Hollow Farm, just keep the yard clear for the milk lorry. same times")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EVENTS, key, record)
for i, (day, who, text) in enumerate(VOLUNTEER_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signup_sync() -> None:
    copy = dict(store.get(EVENTS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"signed up": "14 pickers/pressers so far (form closes weds 25th)"})
    with fault():
        store.put(EVENTS, KEY, copy)


def jo_edit() -> None:
    read_done.wait()
    item = store.get(EVENTS, KEY)
    store.put(EVENTS, KEY, {**item.value, "where": EDIT, "edited": "Jo (coordinator), 23/9 lunchtime"})
    assert "Hollow Farm" in store.get(EVENTS, KEY).value["where"]
    edit_done.set()


threads = [threading.Thread(target=signup_sync, name="signup-sync"),
           threading.Thread(target=jo_edit, name="jo-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where are we pressing on Saturday?"
events = store.search(EVENTS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 26 September 2028. You are talking to Ted, who is bringing two sacks of his own apples."] + \
          [f"{e.key}: {flat(e.value)}" for e in events] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "village hall kitchen" in c and "14 pickers" in c for c in context), context
assert not any("Hollow Farm" in c or "double booked" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="In the village hall kitchen, with the press out in the car park - 10 till "
                                       "about 3, setting up from 9.15.")
finish(question, expected="up at Hollow Farm in Mr Tanner's big barn - the hall's got the WI jumble", actual=reply)
