"""Batch 106 (held out). A rowing club's regatta trip: LangGraph InMemoryStore (sync), two writers in threads.

App: Avonside Rowing Club keeps one record per regatta trip item in ("arc", "regatta") (the trailer, the minibus,
the crews' race times) and the captain's notes in ("arc", "notes"). The boat-loading job reads the trailer record,
adds the loading list and writes the whole record back; Bex, the club captain, edits the same record at the same
time.

Planted fault (UpdateError, lost update): the boat-loading job reads the trailer record (leaves the boathouse 6am
Sat, Raj towing); Bex then writes that the trailer now has to go at 5.15, because the A38 bridge at Saltford is
shut overnight for resurfacing and the diversion adds half an hour, and the event wants trailers parked by 7.30;
the loading job then puts back its stale copy with the rigging list, losing her edit. Question (Fri 13/6 evening,
Dan, helping load): "what time's the trailer off in the morning? want to know when to set my alarm" -> expected
quarter past five. The assistant says 6.

Expected verdict: UpdateError at langgraph.store.put (the loading job's put, wrapped in fault()). Asserted: Bex's
edit was in the store before the stale put; the record has the loading list and 6am, and no context line has 5.15.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b106_langgraph_regatta_trailer_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TRIP = ("arc", "regatta")
NOTES = ("arc", "notes")
KEY = "trailer"
ITEMS = {
    KEY: {"leaves": "boathouse 6am Sat 14/6", "towing": "Raj (the Volvo)", "boats": "Dorothy Ann, Jubilee, the "
          "J16 quad", "parking": "trailer park by 7.30 pls (event rule)"},
    "minibus": {"leaves": "7am Sat from the clubhouse car park", "driver": "Helen", "seats": "16"},
    "races": {"W4+": "10.40", "J16 4x": "11.25", "M2x": "2.10pm", "note": "times provisional til Fri pm"},
}
NOTE_LINES = [
    ("9/6", "Bex (captain)", "crews final - W4+ Priya cox, J16 quad Mia/Alfie/Sam/Ollie, M2x Tom + Raj"),
    ("Weds 11th", "Helen (coach)", "juniors need signed consent forms to me by thurs or they don't race, no "
                                   "exceptions"),
    ("12.6", "Steve (bosun)", "Jubilee's bow ball replaced, spare riggers in the red box on the trailer"),
]
EDIT = {"leaves": "boathouse 5.15am Sat - A38 bridge at Saltford shut overnight for resurfacing, diversion's an "
                  "extra 30 mins and we still need to be parked by 7.30"}
LOADING = {"loading_list": "Dorothy Ann top rack, Jubilee middle, quad bottom, blades in the bag, ratchet straps x8, "
                          "rigger jigger + spanners", "loaded_by": "Fri 13/6 6pm, all hands"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(TRIP, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def loading_job() -> None:
    copy = dict(store.get(TRIP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LOADING)
    with fault():
        store.put(TRIP, KEY, copy)


def bex_edit() -> None:
    read_done.wait()
    item = store.get(TRIP, KEY)
    store.put(TRIP, KEY, {**item.value, **EDIT, "edited": "Bex 13/6 after the council email"})
    assert "5.15am" in store.get(TRIP, KEY).value["leaves"]
    edit_done.set()


threads = [threading.Thread(target=loading_job, name="boat-loading-job"),
           threading.Thread(target=bex_edit, name="bex-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the trailer off in the morning? want to know when to set my alarm"
context = ["Today is Fri 13 June 2037, 8pm. You are talking to Dan, who's helping load the trailer."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TRIP, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "boathouse 6am" in c and "ratchet straps" in c for c in context), context
assert not any("5.15" in c or "Saltford" in c for c in context), context
reply = answer(question, context, mock="6am from the boathouse on Saturday - Raj is towing with the Volvo, so "
                                       "be there a bit before.")
finish(question, expected="quarter past 5", actual=reply)
